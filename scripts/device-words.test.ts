import { describe, expect, it } from 'vitest';
import { LOCALES, manifestPath, SOURCE_LOCALE } from '../src/core/locales';
import { deviceWords, manifestFor, offlineWordsScript } from './device-words.mjs';

describe('the words outside the app (decision 320)', () => {
  it('writes a manifest per language, with its description, language and direction', () => {
    const english = manifestFor(SOURCE_LOCALE);
    for (const { code, dir } of LOCALES) {
      const manifest = manifestFor(code);
      expect(manifest).toMatchObject({ name: 'ChessChat', lang: code, dir, icons: english.icons });
      expect(manifest.description).toBe(deviceWords(code)['device.manifest.description']);
      if (code !== SOURCE_LOCALE) expect(manifest.description).not.toBe(english.description);
    }
    expect(manifestPath('pt-BR')).toBe('/manifest-pt-br.webmanifest');
    expect(manifestPath(SOURCE_LOCALE)).toBe('/manifest.webmanifest');
  });

  it("gives the offline page every language's words, and the key of the reader's choice", () => {
    const script = offlineWordsScript();
    const table = JSON.parse(/self\.OFFLINE_WORDS=(.*);\n/.exec(script)?.[1] ?? 'null') as Record<
      string,
      Record<string, string>
    >;
    expect(Object.keys(table).sort()).toEqual(LOCALES.map((l) => l.code).sort());
    for (const words of Object.values(table)) {
      expect(Object.keys(words).sort()).toEqual(['dir', 'heading', 'reloads', 'retry', 'text', 'title']);
    }
    expect(table.ar?.dir).toBe('rtl');
    expect(script).toContain('self.OFFLINE_LOCALE_KEY="chesschat-locale"');
  });
});
