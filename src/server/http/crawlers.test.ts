import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(locations).toEqual(PUBLIC_PAGES.map((page) => `${app.url}${page.path}`));
    expect(locations).toContain(`${app.url}/pricing`);
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

  it('leaves the index as built for pages that are not public', async () => {
    const res = await app.request('GET', '/dashboard');
    expect(res.text).toBe(INDEX_HTML);
    const game = await app.request('GET', '/game/abc');
    expect(game.text).not.toContain('og:title');
  });
});
