import { existsSync } from 'node:fs';

/**
 * Reads settings from a `.env` file in the working folder, when there is one, with Node's own loader. A
 * variable already set in the real environment keeps its value: the file fills gaps, it never overrides.
 * Returns whether a file was read.
 */
export function loadEnvFile(file = '.env'): boolean {
  if (!existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}
