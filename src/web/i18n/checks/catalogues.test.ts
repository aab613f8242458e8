import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  areaLocales,
  catalogueAreas,
  catalogueFile,
  compileCatalogue,
} from '../../../../scripts/lingui-catalogues.mjs';
import { LOCALES, SOURCE_LOCALE } from '../../../core/locales';
import { catalogueProblems, placeholders } from './catalogue-parity';

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

const english = (area: string) => readMessages(catalogueFile(area, SOURCE_LOCALE));

function readMessages(file: string): Record<string, string> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

describe.each(catalogueAreas())('the %s area', (area) => {
  it('has a catalogue in every language and no other', () => {
    expect(areaLocales(area)).toEqual(LOCALES.map(({ code }) => code).sort());
  });

  it('types its ids: its English file is in message-ids.d.ts', () => {
    const declarations = readFileSync(path.join(import.meta.dirname, '../message-ids.d.ts'), 'utf8');
    expect(declarations).toContain(`import type ${camel(area)} from './catalogues/${area}/en.json';`);
    expect(declarations).toContain(`keyof typeof ${camel(area)}`);
  });

  it('shares no id with another area (an id means one message, wherever it is loaded)', () => {
    const others = catalogueAreas()
      .filter((other) => other !== area)
      .flatMap((other) => Object.keys(english(other)));
    expect(Object.keys(english(area)).filter((id) => others.includes(id))).toEqual([]);
  });

  it.each(LOCALES.filter((locale) => locale.code !== SOURCE_LOCALE))(
    'in $name has every English message, no other, each with the same placeholders, and compiles',
    ({ code }) => {
      const translated = compileCatalogue(catalogueFile(area, code));
      const byId = (messages: Record<string, string>) =>
        Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, placeholders(text)]));
      expect(catalogueProblems(byId(english(area)), byId(readMessages(catalogueFile(area, code))))).toEqual(
        [],
      );
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english(area)).sort());
    },
  );
});

/** An area's name as the declaration file's import names it: `game-room` is `gameRoom`. */
function camel(area: string): string {
  return area.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
