import { readdirSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LOCALES, SOURCE_LOCALE } from '../../core/locales';
import { catalogueProblems, placeholders } from '../../web/i18n/checks/catalogue-parity';
import { SERVER_CATALOGUES, type ServerArea } from './catalogues';

/**
 * The server's catalogues held to the client's checks (decision 296): every language has every English message and
 * no other, each with the same ICU placeholders (plural and select branches included), and every message compiles.
 */
const CATALOGUE_DIR = path.join(import.meta.dirname, 'catalogues');
const areas = Object.keys(SERVER_CATALOGUES) as ServerArea[];
const byId = (messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, placeholders(text)]));

describe('the server catalogues', () => {
  it('are the folders on disk, each with a file per language and no other', () => {
    const folders = readdirSync(CATALOGUE_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual([...areas].sort());
    for (const area of areas) {
      const files = readdirSync(path.join(CATALOGUE_DIR, area)).map((name) => name.replace(/\.json$/, ''));
      expect(files.sort(), area).toEqual(LOCALES.map(({ code }) => code).sort());
    }
  });

  it('share no id between areas (the server loads them all into one catalogue per language)', () => {
    const ids = areas.flatMap((area) => Object.keys(SERVER_CATALOGUES[area][SOURCE_LOCALE]));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  describe.each(areas)('the %s area', (area) => {
    const english: Record<string, string> = SERVER_CATALOGUES[area][SOURCE_LOCALE];

    it.each(LOCALES)(
      'in $name has every English message, no other, with the same placeholders',
      ({ code }) => {
        const translated: Record<string, string> = SERVER_CATALOGUES[area][code];
        expect(catalogueProblems(byId(english), byId(translated))).toEqual([]);
        for (const [id, message] of Object.entries(translated)) {
          expect(() => compileMessageOrThrow(message), `${area}/${code}: ${id}`).not.toThrow();
        }
      },
    );
  });
});
