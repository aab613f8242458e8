// The words the browser shows outside the app (decision 320): the installed app's description in its manifest,
// and the offline page the service worker serves. Neither runs the app, so neither can fetch a catalogue: the
// build writes them from the `device` area, one manifest per language and one small table for the offline page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALE_KEY, LOCALES, manifestPath, SOURCE_LOCALE } from '../src/core/locales.ts';
import { catalogueFile } from './lingui-catalogues.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BASE_MANIFEST = path.join(ROOT, 'src/web/public/manifest.webmanifest');

/** The device area's messages in one language (plain sentences: none takes a placeholder). */
export function deviceWords(locale) {
  const words = JSON.parse(readFileSync(catalogueFile('device', locale), 'utf8'));
  for (const [id, text] of Object.entries(words)) {
    if (/[{}]/.test(text)) throw new Error(`device words: "${id}" in ${locale} must be plain text`);
  }
  return words;
}

/** A language's manifest: the English one with its description, language and direction. */
export function manifestFor(locale) {
  const base = JSON.parse(readFileSync(BASE_MANIFEST, 'utf8'));
  const dir = LOCALES.find((entry) => entry.code === locale)?.dir ?? 'ltr';
  return { ...base, description: deviceWords(locale)['device.manifest.description'], lang: locale, dir };
}

/** The offline page's words in every language, as the script offline.js reads them. */
export function offlineWordsScript() {
  const table = Object.fromEntries(
    LOCALES.map(({ code, dir }) => {
      const words = deviceWords(code);
      const offline = Object.fromEntries(
        Object.entries(words)
          .filter(([id]) => id.startsWith('device.offline.'))
          .map(([id, text]) => [id.slice('device.offline.'.length), text]),
      );
      return [code, { dir, ...offline }];
    }),
  );
  // The key under which the app keeps the reader's choice of language on the device.
  return `self.OFFLINE_WORDS=${JSON.stringify(table)};\nself.OFFLINE_LOCALE_KEY=${JSON.stringify(LOCALE_KEY)};\n`;
}

/** The Vite plugin: the other languages' manifests and the offline page's table, written with the build. */
export function deviceWordsPlugin() {
  return {
    name: 'chesschat-device-words',
    generateBundle() {
      for (const { code } of LOCALES) {
        if (code === SOURCE_LOCALE) continue;
        this.emitFile({
          type: 'asset',
          fileName: manifestPath(code).slice(1),
          source: `${JSON.stringify(manifestFor(code), null, 2)}\n`,
        });
      }
      this.emitFile({ type: 'asset', fileName: 'offline-words.js', source: offlineWordsScript() });
    },
  };
}
