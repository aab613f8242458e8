import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_DIR, compileCatalogue } from '../../../../scripts/lingui-catalogues.mjs';
import { LOCALES, SOURCE_LOCALE } from '../../../core/locales';
import { catalogueProblems, placeholders } from './catalogue-parity';

const catalogue = (code: string) => path.join(CATALOGUE_DIR, `${code}.json`);
const english = compileCatalogue(catalogue(SOURCE_LOCALE));

describe('catalogue parity check', () => {
  it('names each missing, extra or changed placeholder', () => {
    const source = {
      greeting: placeholders('Hello {name}'),
      games: placeholders('{games, plural, one {# game} other {# games}} with {friend}'),
      title: placeholders('Pricing'),
    };
    const translation = {
      greeting: placeholders('Hola'),
      games: placeholders('{games, plural, one {# partida} other {# partidas}} con {amigo}'),
      extra: placeholders('Sobra'),
    };
    expect(catalogueProblems(source, translation)).toEqual([
      'greeting: drops {name}',
      'games: drops {friend}',
      'games: adds {amigo}',
      'title: missing',
      'extra: not in the source catalogue',
    ]);
  });

  it('finds the arguments inside plural branches', () => {
    expect(placeholders('{n, plural, one {# move by {player}} other {# moves}}')).toEqual(['n', 'player']);
  });
});

describe.each(LOCALES.filter((locale) => locale.code !== SOURCE_LOCALE))(
  'the $name catalogue',
  ({ code }) => {
    it('has every English message, no other, each with the same placeholders, and compiles', () => {
      const translated = compileCatalogue(catalogue(code));
      const source = JSON.parse(readFileSync(catalogue(SOURCE_LOCALE), 'utf8')) as Record<string, string>;
      const target = JSON.parse(readFileSync(catalogue(code), 'utf8')) as Record<string, string>;
      const byId = (messages: Record<string, string>) =>
        Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, placeholders(text)]));
      expect(catalogueProblems(byId(source), byId(target))).toEqual([]);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    });
  },
);
