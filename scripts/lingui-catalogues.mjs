// The message catalogues (decisions 296 and 297): one folder per area of the app (the shell, home, pricing, the
// room…) under src/web/i18n/catalogues, one file per language in each. Compiled at build time by Lingui's own
// compiler, so the browser gets ready-made message parts (no ICU parser in any bundle) and one small chunk per
// area and language, fetched only when a page of that area is shown in that language.
//   virtual:catalogue/<area>/<locale>   the compiled messages of one file
//   virtual:catalogue-area/<area>       { <locale>: () => import(that file's chunk) } for one area
//   virtual:catalogue-areas             { <area>: that table } for every area (tests and the pre-renderer)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CATALOGUE_DIR = path.join(ROOT, 'src/web/i18n/catalogues');
const NAME = /^[a-zA-Z-]+$/;

/** The areas: each folder of the catalogue directory. */
export function catalogueAreas() {
  return readdirSync(CATALOGUE_DIR)
    .filter((name) => statSync(path.join(CATALOGUE_DIR, name)).isDirectory())
    .sort();
}

/** The languages an area has a file for. */
export function areaLocales(area) {
  return readdirSync(path.join(CATALOGUE_DIR, area))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

/** The file of one area in one language. */
export function catalogueFile(area, locale) {
  return path.join(CATALOGUE_DIR, area, `${locale}.json`);
}

/** The compiled messages of one catalogue file: { id: compiled message }; a message that does not parse throws. */
export function compileCatalogue(file) {
  const source = JSON.parse(readFileSync(file, 'utf8'));
  const compiled = {};
  for (const [id, message] of Object.entries(source)) {
    try {
      compiled[id] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(
        `${path.relative(CATALOGUE_DIR, file)}: message "${id}" is not valid ICU MessageFormat: ${error.message}`,
      );
    }
  }
  return compiled;
}

function checkedName(name, what) {
  if (!NAME.test(name)) throw new Error(`No catalogue ${what} "${name}"`);
  return name;
}

function areaTable(area) {
  const entries = areaLocales(area).map(
    (locale) =>
      `${JSON.stringify(locale)}: () => import(${JSON.stringify(`virtual:catalogue/${area}/${locale}`)})`,
  );
  return `{ ${entries.join(', ')} }`;
}

const MODULES = [
  {
    // Most specific first: 'virtual:catalogue-area/' also starts with 'virtual:catalogue'.
    prefix: 'virtual:catalogue-areas',
    load(rest) {
      if (rest !== '') throw new Error(`No catalogue module "virtual:catalogue-areas${rest}"`);
      const areas = catalogueAreas();
      return `export default { ${areas.map((area) => `${JSON.stringify(area)}: ${areaTable(area)}`).join(', ')} };`;
    },
  },
  {
    prefix: 'virtual:catalogue-area/',
    load(rest) {
      const area = checkedName(rest, 'area');
      return `export default ${areaTable(area)};`;
    },
  },
  {
    prefix: 'virtual:catalogue/',
    load(rest, plugin) {
      const [area, locale, extra] = rest.split('/');
      if (extra !== undefined || !locale) throw new Error(`No catalogue "${rest}"`);
      const file = catalogueFile(checkedName(area, 'area'), checkedName(locale, 'language'));
      plugin.addWatchFile(file);
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compileCatalogue(file)))});`;
    },
  },
];

/** The Vite plugin: resolves and compiles the `virtual:catalogue…` imports above. */
export function linguiCatalogues() {
  return {
    name: 'chesschat-lingui-catalogues',
    resolveId(id) {
      return MODULES.some(({ prefix }) => id.startsWith(prefix)) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith('\0virtual:catalogue')) return undefined;
      const name = id.slice(1);
      const module = MODULES.find(({ prefix }) => name.startsWith(prefix));
      return module?.load(name.slice(module.prefix.length), this);
    },
  };
}
