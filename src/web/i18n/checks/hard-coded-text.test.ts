import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueAreas, catalogueFile } from '../../../../scripts/lingui-catalogues.mjs';
import { SOURCE_LOCALE } from '../../../core/locales';
import { CONVERTED_SOURCES } from './converted-sources';
import { findHardCodedText } from './hard-coded-text';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const MESSAGE_IDS = new Set(
  catalogueAreas().flatMap((area) =>
    Object.keys(JSON.parse(readFileSync(catalogueFile(area, SOURCE_LOCALE), 'utf8'))),
  ),
);

function componentFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx'))
    .map((name) => path.join(entry, name));
}

describe('hard-coded text check', () => {
  it('finds words between tags, string children and human-read props', () => {
    const source = `
      export function Page({ open }: { open: boolean }) {
        return (
          <Section title="Why upgrade?" id="why" lead={\`Plans \${name}\`}>
            <p>Sign in</p>
            {'Welcome back'}
            <button aria-label={open ? 'Close menu' : 'Open menu'} className="flex">×</button>
            <span>ChessChat</span>
            <Trans id="home.title" />
            <Column title="footer.legal">{'Sign out'}</Column>
          </Section>
        );
      }`;
    expect(
      findHardCodedText(source, MESSAGE_IDS)
        .map((hit) => hit.text)
        .sort(),
    ).toEqual(
      ['Why upgrade?', 'Plans', 'Close menu Open menu', 'Sign in', 'Welcome back', 'Sign out'].sort(),
    );
  });

  it.each(CONVERTED_SOURCES.flatMap(componentFiles))('%s takes every word from the catalogues', (file) => {
    expect(findHardCodedText(readFileSync(path.join(ROOT, file), 'utf8'), MESSAGE_IDS)).toEqual([]);
  });
});
