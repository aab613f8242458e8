// Pre-renders the public pages into the built client (decision 182): each page's HTML as a signed-out visitor's
// browser first draws it, put into the built index.html's #root, which the browser hydrates. The server sends
// these files for the public pages (src/server/http/client-app.ts), so their words show before any script runs;
// to a signed-out visitor it sends each page's asleep copy, which loads the app at the first touch (decision 239).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { linguiCatalogues } from './lingui-catalogues.mjs';

// Not imported from build.mjs, which imports this file while its own top-level build is still running.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where the pre-rendered pages go in the built client, and how the server finds them. */
export const PRERENDERED_DIR = 'prerendered';
/** The payments modes the server can run; a page that says which one is rendered once for each. */
const PAYMENTS_MODES = ['demo', 'stripe'];
const EMPTY_ROOT = '<div id="root"></div>';
/** React puts a page's `<title>` and `<meta>` first; the server writes the head's own (page-meta.ts). */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/>|<link\b[^>]*\/>)+/;
/** How Vite writes the app's entry script and the chunks it preloads into the built index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
/** The installed app's manifest, named in a language's pages by that language's (decision 320). */
const MANIFEST_LINK = /<link rel="manifest" href="[^"]*"/;
const MODULE_PRELOADS = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;
/** The file name of a page's copy for signed-out visitors, which loads the app at their first touch. */
const asleepName = (name) => name.replace(/\.html$/, '.asleep.html');

/**
 * The copy of a pre-rendered page that waits for a touch (decision 239): no entry script and no preloads; the
 * wake-on-touch script holds the entry's address and loads it at the visitor's first touch, key or focus.
 */
function asleepCopy(html, wakeEntryAttribute) {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  const emptyWakeEntry = `${wakeEntryAttribute}=""`;
  if (!entry || !html.includes(emptyWakeEntry)) {
    throw new Error('prerender: the built index.html has no entry script or no wake-on-touch script');
  }
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOADS, '')
    .replace(emptyWakeEntry, `${wakeEntryAttribute}="${entry}"`);
}

/** The title and description among a page's leading head tags, as JSON; React writes them with escaped text. */
function pageMetaOf(head) {
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  const description = /<meta name="description" content="([^"]*)"\/>/.exec(head)?.[1];
  if (!title || !description)
    throw new Error(`prerender: a translated page named no title or description: ${head}`);
  return JSON.stringify({ title: unescapeHtml(title), description: unescapeHtml(description) });
}

function unescapeHtml(text) {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&');
}

/** `/` is `home`, `/pricing` is `pricing`. */
export const pageFileStem = (pagePath) =>
  pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll('/', '-');

/** Renders every public page into `outDir/prerendered/`, from the client built in `outDir`. */
export async function prerenderPublicPages(outDir) {
  const indexHtml = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  if (!indexHtml.includes(EMPTY_ROOT)) throw new Error(`prerender: no ${EMPTY_ROOT} in the built index.html`);
  const target = path.join(outDir, PRERENDERED_DIR);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });

  const { createServer } = await import('vite');
  // Vite's module loader runs the app's own sources in Node, as the browser bundle would run them.
  const vite = await createServer({
    configFile: false,
    root: path.join(ROOT, 'src/web'),
    logLevel: 'warn',
    appType: 'custom',
    plugins: [linguiCatalogues()],
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { renderPage } = await vite.ssrLoadModule('/prerender/render-page.tsx');
    const { PUBLIC_PAGES } = await vite.ssrLoadModule('/../core/pages.ts');
    const { WAKE_ENTRY_ATTRIBUTE } = await vite.ssrLoadModule('/../core/wake-on-touch.ts');
    const { LOCALES, SOURCE_LOCALE, localePrefix, manifestPath } =
      await vite.ssrLoadModule('/../core/locales.ts');
    for (const { path: pagePath, translated } of PUBLIC_PAGES) {
      // English at the plain address; a translated page also in every other language, at its own (decision 302).
      for (const { code, dir } of translated ? LOCALES : LOCALES.filter((l) => l.code === SOURCE_LOCALE)) {
        const folder = path.join(target, localePrefix(code));
        mkdirSync(folder, { recursive: true });
        const byMode = [];
        for (const mode of PAYMENTS_MODES) byMode.push([mode, await renderPage(pagePath, mode, code)]);
        const sameInEveryMode = byMode.every(([, markup]) => markup === byMode[0][1]);
        const stem = pageFileStem(pagePath);
        const page = indexHtml
          .replace(/<html lang="[^"]*"/, `<html lang="${code}" dir="${dir}"`)
          .replace(MANIFEST_LINK, `<link rel="manifest" href="${manifestPath(code)}"`);
        for (const [mode, markup] of sameInEveryMode ? [[null, byMode[0][1]]] : byMode) {
          const head = LEADING_HEAD_TAGS.exec(markup)?.[0] ?? '';
          const body = markup.slice(head.length);
          // A page drawn for one payments mode says which, so the browser hydrates it without asking (decision 238).
          const rootTag = mode ? `<div id="root" data-payments-mode="${mode}">` : '<div id="root">';
          const html = page.replace(EMPTY_ROOT, `${rootTag}${body}</div>`);
          const name = mode ? `${stem}.${mode}.html` : `${stem}.html`;
          writeFileSync(path.join(folder, name), html);
          writeFileSync(path.join(folder, asleepName(name)), asleepCopy(html, WAKE_ENTRY_ATTRIBUTE));
          // The title and description the page gave itself in its language, for the server's head and cards.
          if (code !== SOURCE_LOCALE) writeFileSync(path.join(folder, `${stem}.meta.json`), pageMetaOf(head));
        }
      }
    }
  } finally {
    await vite.close();
  }
}
