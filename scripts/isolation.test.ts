import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Every server test file under a folder, as a path from the project's root. */
function serverTests(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join(dir, file));
}

describe("the unit project's shared modules (vitest.config.ts)", () => {
  it('lists every server test that mocks a module among those run isolated', () => {
    const config = readFileSync(path.join(ROOT, 'vitest.config.ts'), 'utf8');
    const listed = /const MOCKING_FILES = \[([^\]]*)\]/.exec(config)?.[1] ?? '';
    const mocking = ['src', 'bench', 'scripts']
      .flatMap(serverTests)
      .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(path.join(ROOT, file), 'utf8')))
      .filter((file) => file !== path.join('scripts', 'isolation.test.ts'));
    expect(mocking.length).toBeGreaterThan(0);
    for (const file of mocking) expect(listed, `${file} mocks a module`).toContain(`'${file}'`);
  });
});
