import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  architectureProblems,
  type DecisionRecord,
  indexProblems,
  isRecordFile,
  recordProblems,
} from './docs-check';

const root = path.resolve(import.meta.dirname, '..');
const decisionsDir = path.join(root, 'docs', 'decisions');
/** The top folders the README's architecture section describes. */
const DESCRIBED = ['src', 'e2e', 'bench', 'scripts', 'docs'];
/** Folders that are made by running things, never committed (see .gitignore). */
const GENERATED = new Set(['node_modules', 'dist', 'data', 'coverage']);

function readRecords(): DecisionRecord[] {
  return readdirSync(decisionsDir)
    .filter(isRecordFile)
    .sort()
    .map((fileName) => ({ fileName, text: readFileSync(path.join(decisionsDir, fileName), 'utf8') }));
}

function foldersUnder(folder: string): string[] {
  const children = readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !GENERATED.has(entry.name))
    .map((entry) => `${folder}/${entry.name}`);
  return [folder, ...children.flatMap(foldersUnder)];
}

const numbers = (records: readonly DecisionRecord[]) => new Set(records.map((r) => r.fileName.slice(0, 3)));

describe('decision records', () => {
  const records = readRecords();

  it('each starts with its title, a Status line and a Date line', () => {
    expect(records.length).toBeGreaterThan(0);
    expect(records.flatMap((record) => recordProblems(record, numbers(records)))).toEqual([]);
  });

  it('are all listed in docs/decisions/README.md with their status', () => {
    const index = readFileSync(path.join(decisionsDir, 'README.md'), 'utf8');
    expect(indexProblems(records, index)).toEqual([]);
  });

  it('a record without a status or a date, or listed with another status, is reported', () => {
    const good: DecisionRecord = {
      fileName: '001-one.md',
      text: '# 001 — One\n\nStatus: superseded by 002\nDate: 2026-11-22\n\n## Context\n',
    };
    const noStatus: DecisionRecord = { fileName: '002-two.md', text: '# 002 — Two\n\nDate: 2026-11-24\n' };
    const noDate: DecisionRecord = { fileName: '003-three.md', text: '# 003 — Three\nStatus: accepted\n\n' };
    const all = [good, noStatus, noDate];
    expect(recordProblems(good, numbers(all))).toEqual([]);
    expect(recordProblems(noStatus, numbers(all)).join()).toMatch(/002-two\.md: no "Status/);
    expect(recordProblems(noDate, numbers(all)).join()).toMatch(/003-three\.md: no "Date/);
    expect(recordProblems(good, new Set(['001'])).join()).toMatch(/names record 002, which does not exist/);

    const index =
      '- [001](001-one.md) One — accepted\n- [003](003-three.md) Three — accepted\n- [004](004-x.md) X — accepted';
    expect(indexProblems(all, index)).toEqual([
      'README lists 004-x.md, which does not exist',
      'README gives 001-one.md the status "accepted", the record "superseded by 002"',
      'README does not list 002-two.md',
    ]);
  });
});

describe("README's architecture section", () => {
  it('names every folder of src, e2e, bench, scripts and docs, and no folder that is gone', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(architectureProblems(DESCRIBED.flatMap(foldersUnder), readme)).toEqual([]);
  });

  it('a folder missing from the section, or a line for a folder that is gone, is reported', () => {
    const readme = '# X\n\n## Architecture\n\n```\nsrc/        code\nsrc/old/    gone\n```\n';
    expect(architectureProblems(['src', 'src/new'], readme)).toEqual([
      "README's architecture does not name src/new/",
      "README's architecture names src/old/, which does not exist",
    ]);
  });
});
