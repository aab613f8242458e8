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
    for (const { path: pagePath } of PUBLIC_PAGES) {
      const byMode = [];
      for (const mode of PAYMENTS_MODES) byMode.push([mode, await renderPage(pagePath, mode)]);
      const sameInEveryMode = byMode.every(([, markup]) => markup === byMode[0][1]);
      const stem = pageFileStem(pagePath);
      for (const [mode, markup] of sameInEveryMode ? [[null, byMode[0][1]]] : byMode) {
        const body = markup.replace(LEADING_HEAD_TAGS, '');
        // A page drawn for one payments mode says which, so the browser hydrates it without asking (decision 238).
        const rootTag = mode ? `<div id="root" data-payments-mode="${mode}">` : '<div id="root">';
        const html = indexHtml.replace(EMPTY_ROOT, `${rootTag}${body}</div>`);
        const name = mode ? `${stem}.${mode}.html` : `${stem}.html`;
        writeFileSync(path.join(target, name), html);
        writeFileSync(path.join(target, asleepName(name)), asleepCopy(html, WAKE_ENTRY_ATTRIBUTE));
      }
    }
  } finally {
    await vite.close();
  }
}
