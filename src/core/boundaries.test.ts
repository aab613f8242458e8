import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importsOf, SRC, sourceFiles, target } from '../../scripts/import-graph.mjs';

function violations(layer: string, forbidden: RegExp): string[] {
  return sourceFiles(path.join(SRC, layer)).flatMap((file) =>
    importsOf(file)
      .filter((specifier) => forbidden.test(target(file, specifier) ?? specifier))
      .map((specifier) => `${path.relative(SRC, file)} imports ${specifier}`),
  );
}

/** From `web/components/`, anything in `web/` but the shared components and `web/lib` is a feature. */
const SHARED_UI_FORBIDDEN = /^web\/(?!components\/|lib\/)/;

describe('layer boundaries', () => {
  it('core imports nothing from server or web, and no Node built-ins', () => {
    expect(violations('core', /^(server|web)(\/|$)|^node:|^(fs|path|crypto|os|http)$/)).toEqual([]);
  });

  it('web imports nothing from server', () => {
    expect(violations('web', /^server(\/|$)/)).toEqual([]);
  });

  it('shared web components import no feature: only other components, web/lib and core', () => {
    expect(violations('web/components', SHARED_UI_FORBIDDEN)).toEqual([]);
  });

  it('the checker sees a violation when there is one', () => {
    const fake = path.join(SRC, 'web', 'x.ts');
    expect(target(fake, '../server/db/database')).toBe('server/db/database');
    expect(importsOf(path.join(SRC, 'server', 'app.ts'))).toContain('./accounts/session');
    const button = path.join(SRC, 'web', 'components', 'ui', 'x.tsx');
    expect(SHARED_UI_FORBIDDEN.test(target(button, '../../players/players-api') ?? '')).toBe(true);
    expect(SHARED_UI_FORBIDDEN.test(target(button, '../../lib/cn') ?? '')).toBe(false);
    expect(SHARED_UI_FORBIDDEN.test(target(button, './card') ?? '')).toBe(false);
  });

  it('no source file imports itself through others, not even for a type', () => {
    expect(importCycles()).toEqual([]);
  });

  it('the circle finder sees a circle when there is one', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'cycle-check-'));
    try {
      writeFileSync(path.join(folder, 'a.ts'), "import type { B } from './b';\nexport type A = B[];\n");
      writeFileSync(path.join(folder, 'b.ts'), "import type { A } from './a';\nexport type B = A | null;\n");
      const relative = path.relative(SRC, folder);
      expect(importCycles(folder)).toEqual([[path.join(relative, 'a.ts'), path.join(relative, 'b.ts')]]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
