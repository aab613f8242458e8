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

  it('does nothing when there is no file', () => {
    expect(loadEnvFile(file)).toBe(false);
    expect(process.env.CHESSCHAT_TEST_FROM_FILE).toBeUndefined();
  });
});
