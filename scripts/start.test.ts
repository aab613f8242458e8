import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

/** A tree as the Docker image has it: the start scripts, package files, no development dependencies. */
function productionTree(): string {
  const tree = mkdtempSync(path.join(os.tmpdir(), 'chesschat-start-'));
  mkdirSync(path.join(tree, 'scripts'));
  for (const file of ['scripts/start.mjs', 'scripts/build.mjs', 'package.json']) {
    cpSync(path.join(ROOT, file), path.join(tree, file));
  }
  return tree;
}

describe('npm start without the build tools', () => {
  let tree = '';
  afterEach(() => rmSync(tree, { recursive: true, force: true }));

  it('runs the tree as built, even when package.json is newer than the build', () => {
    tree = productionTree();
    mkdirSync(path.join(tree, 'dist/server'), { recursive: true });
    mkdirSync(path.join(tree, 'dist/web'), { recursive: true });
    writeFileSync(path.join(tree, 'dist/server/main.js'), "console.log('server started');\n");
    writeFileSync(path.join(tree, 'dist/web/index.html'), '<!doctype html>');
    const built = new Date(Date.now() - 60_000);
    utimesSync(path.join(tree, 'dist/server/main.js'), built, built);
    const output = execFileSync(process.execPath, ['scripts/start.mjs'], { cwd: tree, encoding: 'utf8' });
    expect(output.trim()).toBe('server started');
  });

  it('stops with a clear message when nothing is built', () => {
    tree = productionTree();
    const run = spawnSync(process.execPath, ['scripts/start.mjs'], { cwd: tree, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('No built app in dist/ and no build tools to make one');
  });
});
