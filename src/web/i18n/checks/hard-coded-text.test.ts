import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueAreas, catalogueFile } from '../../../../scripts/lingui-catalogues.mjs';
import { SOURCE_LOCALE } from '../../../core/locales';
import { findHardCodedText } from './hard-coded-text';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const MESSAGE_IDS = new Set(
  catalogueAreas().flatMap((area) =>
    Object.keys(JSON.parse(readFileSync(catalogueFile(area, SOURCE_LOCALE), 'utf8'))),
  ),
);

/**
 * Every component of the web app: each takes its words from the catalogues (issue 31, decision 321). Tests and the
 * test helpers draw made-up words of their own.
 */
function componentFiles(): string[] {
  const web = path.join(ROOT, 'src/web');
  return readdirSync(web, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx') && !name.startsWith('test/'))
    .map((name) => path.join('src/web', name))
    .sort();
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

  it('looks at every component of the app', () => {
    expect(componentFiles().length).toBeGreaterThan(200);
    expect(componentFiles()).toContain('src/web/pages/Lobby.tsx');
  });

  it.each(componentFiles())('%s takes every word from the catalogues', (file) => {
    expect(findHardCodedText(readFileSync(path.join(ROOT, file), 'utf8'), MESSAGE_IDS)).toEqual([]);
  });
});
