// The message catalogues (decision 296): `virtual:catalogue/<locale>` is the catalogue of one language,
// src/web/i18n/catalogues/<locale>.json, compiled at build time by Lingui's own compiler, so the browser gets
// ready-made message parts (no ICU parser in any bundle) and one small chunk per language, loaded on demand.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CATALOGUE_DIR = path.join(ROOT, 'src/web/i18n/catalogues');
const PREFIX = 'virtual:catalogue/';
const RESOLVED_PREFIX = '\0virtual:catalogue/';

/** The compiled messages of one catalogue file: { id: compiled message }; a message that does not parse throws. */
export function compileCatalogue(file) {
  const source = JSON.parse(readFileSync(file, 'utf8'));
  const compiled = {};
  for (const [id, message] of Object.entries(source)) {
    try {
      compiled[id] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(
        `${path.basename(file)}: message "${id}" is not valid ICU MessageFormat: ${error.message}`,
      );
    }
  }
  return compiled;
}

/** The Vite plugin: resolves and compiles `virtual:catalogue/<locale>` imports. */
export function linguiCatalogues() {
  return {
    name: 'chesschat-lingui-catalogues',
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED_PREFIX + id.slice(PREFIX.length) : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const locale = id.slice(RESOLVED_PREFIX.length);
      if (!/^[a-zA-Z-]+$/.test(locale)) throw new Error(`No catalogue for "${locale}"`);
      const file = path.join(CATALOGUE_DIR, `${locale}.json`);
      this.addWatchFile(file);
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compileCatalogue(file)))});`;
    },
  };
}
