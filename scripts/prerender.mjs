// Pre-renders the public pages into the built client (decision 182): each page's HTML as a signed-out visitor's
// browser first draws it, put into the built index.html's #root, which the browser hydrates. The server sends
// these files for the public pages (src/server/http/client-app.ts), so their words show before any script runs.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Not imported from build.mjs, which imports this file while its own top-level build is still running.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where the pre-rendered pages go in the built client, and how the server finds them. */
export const PRERENDERED_DIR = 'prerendered';
/** The payments modes the server can run; a page that says which one is rendered once for each. */
const PAYMENTS_MODES = ['demo', 'stripe'];
const EMPTY_ROOT = '<div id="root"></div>';
/** React puts a page's `<title>` and `<meta>` first; the server writes the head's own (page-meta.ts). */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/>|<link\b[^>]*\/>)+/;

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
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { renderPage } = await vite.ssrLoadModule('/prerender/render-page.tsx');
    const { PUBLIC_PAGES } = await vite.ssrLoadModule('/../core/pages.ts');
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
        writeFileSync(path.join(target, mode ? `${stem}.${mode}.html` : `${stem}.html`), html);
      }
    }
  } finally {
    await vite.close();
  }
}
