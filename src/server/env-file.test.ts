import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnvFile } from './env-file';

describe('.env file', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'chesschat-env-'));
  const file = path.join(folder, '.env');
  afterEach(() => {
    delete process.env.CHESSCHAT_TEST_FROM_FILE;
    delete process.env.CHESSCHAT_TEST_REAL;
    for (const name of ['DOUBLE', 'SINGLE', 'TRAILING', 'LINES'])
      delete process.env[`CHESSCHAT_TEST_${name}`];
    rmSync(file, { force: true });
  });

  it('fills settings the environment lacks; the real environment wins', () => {
    writeFileSync(
      file,
      '# a comment\nCHESSCHAT_TEST_FROM_FILE=from the file\nCHESSCHAT_TEST_REAL=from the file\n',
    );
    process.env.CHESSCHAT_TEST_REAL = 'real';
    expect(loadEnvFile(file)).toBe(true);
    expect(process.env.CHESSCHAT_TEST_FROM_FILE).toBe('from the file');
    expect(process.env.CHESSCHAT_TEST_REAL).toBe('real');
  });

  it('reads quoted values whole and drops comments after a plain value', () => {
    writeFileSync(
      file,
      [
        'CHESSCHAT_TEST_DOUBLE="smtp://mail # not a comment"',
        "CHESSCHAT_TEST_SINGLE='a value with spaces'",
        'CHESSCHAT_TEST_TRAILING=plain # a note',
        'CHESSCHAT_TEST_LINES="first\\nsecond"',
        '',
      ].join('\n'),
    );
    expect(loadEnvFile(file)).toBe(true);
    expect(process.env.CHESSCHAT_TEST_DOUBLE).toBe('smtp://mail # not a comment');
    expect(process.env.CHESSCHAT_TEST_SINGLE).toBe('a value with spaces');
    expect(process.env.CHESSCHAT_TEST_TRAILING).toBe('plain');
    expect(process.env.CHESSCHAT_TEST_LINES).toBe('first\nsecond');
  });

  it('does nothing when there is no file', () => {
    expect(loadEnvFile(file)).toBe(false);
    expect(process.env.CHESSCHAT_TEST_FROM_FILE).toBeUndefined();
  });
});
