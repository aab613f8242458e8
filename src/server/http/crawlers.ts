import type { FastifyInstance } from 'fastify';
import { PUBLIC_PAGES } from '../../core/pages';
import { pageAlternates } from './page-meta';

/**
 * Pages no search engine should list: the API, and the signed-in and single-use pages. `$` ends a rule
 * at the exact path, so `/profile` (one's own) is kept out while `/profile/{username}` stays public.
 */
const PRIVATE_PATHS = [
  '/api/',
  '/dashboard',
  '/history',
  '/friends',
  '/training',
  '/moderation',
  '/lobby',
  '/tournaments/new',
  '/profile$',
  '/payment-success',
  '/confirm-email',
  '/reset-password',
  '/forgot-password',
];

export function robotsTxt(appUrl: string): string {
  const rules = PRIVATE_PATHS.map((path) => `Disallow: ${path}`);
  return ['User-agent: *', ...rules, '', `Sitemap: ${appUrl}/sitemap.xml`, ''].join('\n');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Every public page's address, and a translated page's address in each language (decision 302), each listing all
 * of that page's languages as search engines read them from a sitemap (`xhtml:link` alternates).
 */
export function sitemapXml(appUrl: string): string {
  const urls = PUBLIC_PAGES.flatMap((page) => {
    const alternates = pageAlternates(page);
    const links = alternates.map(
      ({ hreflang, path }) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${appUrl}${path}`)}"/>`,
    );
    const addresses = alternates.length
      ? alternates.filter(({ hreflang }) => hreflang !== 'x-default').map(({ path }) => path)
      : [page.path];
    return addresses.map((path) =>
      [`  <url>`, `    <loc>${escapeXml(`${appUrl}${path}`)}</loc>`, ...links, `  </url>`].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** `/robots.txt` and `/sitemap.xml`, built from the public pages and `APP_URL`. */
export function installCrawlerFiles(app: FastifyInstance, appUrl: string): void {
  const robots = robotsTxt(appUrl);
  const sitemap = sitemapXml(appUrl);
  app.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(sitemap),
  );
}
