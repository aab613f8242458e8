import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { appRouteAt } from '../../core/app-routes';
import { type Locale, localePrefix, SOURCE_LOCALE, splitLocalePrefix } from '../../core/locales';
import { publicPageAtAddress } from '../../core/pages';
import { sendCompressedPage } from './compressed-page';
import { installCrawlerFiles } from './crawlers';
import { notFound } from './errors';
import { publicPageCard, type SharingCard, withPageMeta } from './page-meta';

/** The payments mode the server runs: the pricing page is pre-rendered once for each. */
export type PaymentsModeName = 'demo' | 'stripe';

/**
 * The sharing card of a path that is not a public page (a finished game), or null for the plain app: given the
 * app path and the language its address names (English at a plain one).
 */
export type SharingCardFor = (pathname: string, locale: Locale) => Promise<SharingCard | null>;

/**
 * Serves the built client. Hashed assets are cached for a year; index.html is always revalidated.
 * Client routes fall back to index.html, with a public page's own title, description and sharing cards;
 * a finished game's page carries its own (`sharingCardFor`). A path that is no screen of the app gets the app
 * (which draws its not-found page) with status 404; unknown `/api/…` paths answer a 404 JSON message.
 */
export async function installClientApp(
  app: FastifyInstance,
  webDist: string,
  appUrl: string,
  paymentsMode: PaymentsModeName,
  sharingCardFor: SharingCardFor = async () => null,
): Promise<void> {
  installCrawlerFiles(app, appUrl);
  const indexFile = path.join(webDist, 'index.html');
  const hasClient = existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build's .br and .gz copies of the scripts and styles, chosen by the browser's Accept-Encoding.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/ws' &&
      !pathname.startsWith('/assets/');
    // `/es/pricing` is the pricing page in Spanish; `/es/dashboard` is the app under the Spanish prefix, whose
    // links keep it (decision 302).
    const { path: appPath, locale: addressLocale } = splitLocalePrefix(pathname);
    const address = publicPageAtAddress(pathname);
    if (wantsPage && hasClient && address) {
      const { page, locale } = address;
      // Read on each request: a rebuilt client must not be answered with the old build's asset names.
      // A signed-out visitor gets the copy that loads the app at their first touch (decision 239).
      const file = prerenderedFile(webDist, locale, page.path, paymentsMode, !request.user);
      const meta = locale === SOURCE_LOCALE ? null : await translatedMeta(webDist, locale, page.path);
      const card = publicPageCard(page, locale, meta ?? undefined);
      const html = withPageMeta(await readFile(file ?? indexFile, 'utf8'), card, appUrl);
      return sendCompressedPage(request, reply.header('cache-control', 'no-cache'), html);
    }
    const card =
      wantsPage && hasClient ? await sharingCardFor(appPath, addressLocale ?? SOURCE_LOCALE) : null;
    if (card) {
      const html = withPageMeta(await readFile(indexFile, 'utf8'), card, appUrl);
      return sendCompressedPage(request, reply.header('cache-control', 'no-cache'), html);
    }
    if (wantsPage && hasClient) {
      // A path no screen draws gets the app all the same, which shows its not-found page once it runs; the
      // status tells search engines and link checkers what the visitor reads (decision 256).
      if (!appRouteAt(appPath)) reply.code(404);
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    throw notFound(`Not found: ${request.method} ${pathname}`);
  });
}

/** The folder of a language's pre-rendered pages: the plain one for English, `es/` for Spanish (decision 302). */
function prerenderedFolder(webDist: string, locale: Locale): string {
  return path.join(webDist, 'prerendered', localePrefix(locale));
}

/**
 * The build's pre-rendered HTML of a public page (scripts/prerender.mjs, decision 182) in `locale`, in the payments
 * mode the server runs when the page says which, and its asleep copy when asked and built (decision 239); null when
 * the build has none (the plain app draws it).
 */
function prerenderedFile(
  webDist: string,
  locale: Locale,
  pagePath: string,
  paymentsMode: PaymentsModeName,
  asleep: boolean,
): string | null {
  const stem = pageFileStem(pagePath);
  const live = [`${stem}.${paymentsMode}.html`, `${stem}.html`];
  for (const name of asleep
    ? [...live.map((name) => name.replace(/\.html$/, '.asleep.html')), ...live]
    : live) {
    const file = path.join(prerenderedFolder(webDist, locale), name);
    if (existsSync(file)) return file;
  }
  return null;
}

const TranslatedMeta = z.object({ title: z.string().min(1), description: z.string().min(1) });

/** The title and description a translated page gave itself in `locale` when it was pre-rendered; null if none. */
async function translatedMeta(
  webDist: string,
  locale: Locale,
  pagePath: string,
): Promise<{ title: string; description: string } | null> {
  const file = path.join(prerenderedFolder(webDist, locale), `${pageFileStem(pagePath)}.meta.json`);
  try {
    return TranslatedMeta.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch {
    return null;
  }
}

/** `/` is `home`, `/pricing` is `pricing` (as scripts/prerender.mjs names the files). */
function pageFileStem(pagePath: string): string {
  return pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll('/', '-');
}
