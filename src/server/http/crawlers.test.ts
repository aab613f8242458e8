import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, localizedPath } from '../../core/locales';
import { PUBLIC_PAGES } from '../../core/pages';
import { startTestApp, type TestApp } from '../test/harness';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The generic description." />
    <title>The generic title</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('what crawlers and link previews see', () => {
  let app: TestApp;
  const webDist = path.join(os.tmpdir(), `chesschat-crawlers-${process.pid}`);
  beforeAll(async () => {
    mkdirSync(webDist, { recursive: true });
    writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
    // What scripts/prerender.mjs writes for the Spanish pricing page (decision 302).
    mkdirSync(path.join(webDist, 'prerendered', 'es'), { recursive: true });
    writeFileSync(
      path.join(webDist, 'prerendered', 'es', 'pricing.html'),
      INDEX_HTML.replace('<html lang="en">', '<html lang="es" dir="ltr">'),
    );
    writeFileSync(
      path.join(webDist, 'prerendered', 'es', 'pricing.meta.json'),
      JSON.stringify({ title: 'Precios · ChessChat', description: 'Planes y precios & más' }),
    );
    app = await startTestApp({ webDist });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves a robots.txt that keeps out the API and the account pages and names the sitemap', async () => {
    const res = await app.request('GET', '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = res.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const rule of [
      'Disallow: /api/',
      'Disallow: /dashboard',
      'Disallow: /history',
      'Disallow: /friends',
      'Disallow: /profile$',
      'Disallow: /tournaments/new',
    ]) {
      expect(lines).toContain(rule);
    }
    expect(lines).toContain(`Sitemap: ${app.url}/sitemap.xml`);
    expect(res.text).not.toContain('<html');
  });

  it('serves a sitemap listing every public page at APP_URL', async () => {
    const res = await app.request('GET', '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(res.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/,
    );
    const locations = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(
      PUBLIC_PAGES.flatMap((page) =>
        (page.translated ? LOCALES.map(({ code }) => localizedPath(code, page.path)) : [page.path]).map(
          (address) => `${app.url}${address}`,
        ),
      ),
    );
    expect(locations).toContain(`${app.url}/pricing`);
    expect(locations).toContain(`${app.url}/es/pricing`);
    // The app works under a prefix, but only translated public pages are listed there (decision 302).
    expect(locations).not.toContain(`${app.url}/es/dashboard`);
  });

  it('lists every language of a translated page beside each of its addresses in the sitemap', async () => {
    const res = await app.request('GET', '/sitemap.xml');
    const pricing = res.text
      .split('<url>')
      .find((entry) => entry.includes(`<loc>${app.url}/de/pricing</loc>`));
    const languages = [...(pricing ?? '').matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(languages).toEqual([
      ...LOCALES.map(({ code }) => [code, `${app.url}${localizedPath(code, '/pricing')}`]),
      ['x-default', `${app.url}/pricing`],
    ]);
  });

  it('gives a public page its own title, description, Open Graph and Twitter tags', async () => {
    const res = await app.request('GET', '/pricing');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = res.text;
    expect(html).toContain('<title>Pricing · ChessChat</title>');
    expect(html).not.toContain('The generic');
    const pricing = PUBLIC_PAGES.find((page) => page.path === '/pricing');
    const meta = (attribute: string, name: string) =>
      html.match(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)" />`))?.[1];
    expect(meta('name', 'description')).toBe(pricing?.description);
    expect(meta('property', 'og:title')).toBe('Pricing · ChessChat');
    expect(meta('property', 'og:description')).toBe(pricing?.description);
    expect(meta('property', 'og:url')).toBe(`${app.url}/pricing`);
    expect(meta('property', 'og:image')).toBe(`${app.url}/icon-512.png`);
    expect(meta('property', 'og:type')).toBe('website');
    expect(meta('name', 'twitter:card')).toBe('summary');
    expect(meta('name', 'twitter:title')).toBe('Pricing · ChessChat');
    expect(meta('name', 'twitter:description')).toBe(pricing?.description);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('gives every public page its own address, and the home page the site title', async () => {
    for (const page of PUBLIC_PAGES) {
      const res = await app.request('GET', page.path);
      expect(res.text).toContain(`<meta property="og:url" content="${app.url}${page.path}" />`);
    }
    const home = await app.request('GET', '/');
    expect(home.text).toContain('<title>ChessChat — chess with the people you want to talk to</title>');
  });

  it("serves a translated page at its language's address, in that language, with every language linked", async () => {
    const res = await app.request('GET', '/es/pricing');
    expect(res.status).toBe(200);
    const html = res.text;
    expect(html).toContain('<html lang="es" dir="ltr">');
    expect(html).toContain('<title>Precios · ChessChat</title>');
    expect(html).toContain('<meta name="description" content="Planes y precios &amp; más" />');
    expect(html).toContain(`<meta property="og:url" content="${app.url}/es/pricing" />`);
    expect(html).toContain(`<link rel="canonical" href="${app.url}/es/pricing" />`);
    for (const { code } of LOCALES) {
      const href = `${app.url}${localizedPath(code, '/pricing')}`;
      expect(html).toContain(`<link rel="alternate" hreflang="${code}" href="${href}" />`);
    }
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${app.url}/pricing" />`);
    const english = await app.request('GET', '/pricing');
    expect(english.text).toContain(`<link rel="alternate" hreflang="es" href="${app.url}/es/pricing" />`);
    expect((await app.request('GET', '/dashboard')).text).not.toContain('hreflang');
  });

  it('serves the app under a language prefix, and a 404 for a path no screen draws there', async () => {
    expect((await app.request('GET', '/es/dashboard')).status).toBe(200);
    expect((await app.request('GET', '/ar')).status).toBe(200);
    expect((await app.request('GET', '/es/no-such-page')).status).toBe(404);
    expect((await app.request('GET', '/xx/pricing')).status).toBe(404);
  });

  it('leaves the index as built for pages that are not public', async () => {
    const res = await app.request('GET', '/dashboard');
    expect(res.text).toBe(INDEX_HTML);
    const game = await app.request('GET', '/game/abc');
    expect(game.text).not.toContain('og:title');
  });
});
