import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompress } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../accounts/session';
import { buildUser, signIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';

const page = (body: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="The generic description." />
    <title>The generic title</title>
  </head>
  <body><div id="root">${body}</div></body>
</html>`;

/** An answer's headers and its body's bytes as they came over the wire. */
function bytesOf(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

/** The pre-rendered public pages (decision 182) are sent for their paths, in the server's payments mode. */
describe('pre-rendered public pages', () => {
  const webDist = path.join(os.tmpdir(), `chesschat-prerendered-${process.pid}`);
  const apps: TestApp[] = [];
  const start = async (payments: 'demo' | 'stripe') => {
    const app = await startTestApp({
      webDist,
      env:
        payments === 'demo'
          ? { PAYMENTS: 'demo' }
          : {
              PAYMENTS: 'stripe',
              STRIPE_SECRET_KEY: 'sk_test_x',
              STRIPE_WEBHOOK_SECRET: 'whsec_x',
              STRIPE_PRICE_PREMIUM: 'price_premium',
              STRIPE_PRICE_PRO: 'price_pro',
            },
    });
    apps.push(app);
    return app;
  };

  beforeAll(() => {
    mkdirSync(path.join(webDist, 'prerendered'), { recursive: true });
    writeFileSync(path.join(webDist, 'index.html'), page(''));
    writeFileSync(path.join(webDist, 'prerendered', 'home.html'), page('<h1>Home drawn</h1>'));
    writeFileSync(path.join(webDist, 'prerendered', 'home.asleep.html'), page('<h1>Home asleep</h1>'));
    writeFileSync(path.join(webDist, 'prerendered', 'terms.html'), page(`<p>${'Terms, '.repeat(2000)}</p>`));
    writeFileSync(path.join(webDist, 'prerendered', 'pricing.demo.html'), page('<p>Demo prices</p>'));
    writeFileSync(path.join(webDist, 'prerendered', 'pricing.stripe.html'), page('<p>Real prices</p>'));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('sends a public page its pre-rendered HTML, with the page’s own title', async () => {
    const app = await start('demo');
    const user = await buildUser(app.ctx.db);
    const res = await app.request('GET', '/', { cookie: await signIn(app.ctx.db, user.id) });
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"><h1>Home drawn</h1></div>');
    expect(res.text).not.toContain('The generic title');
  });

  it('sends a signed-out visitor the copy that loads the app at their first touch (decision 239)', async () => {
    const app = await start('demo');
    expect((await app.request('GET', '/')).text).toContain('<div id="root"><h1>Home asleep</h1></div>');
    // A stale session is a signed-out visitor; a page the build made no asleep copy of is sent as it is.
    expect((await app.request('GET', '/', { cookie: `${SESSION_COOKIE}=gone` })).text).toContain(
      'Home asleep',
    );
    expect((await app.request('GET', '/terms')).text).toContain('Terms, Terms');
  });

  it('sends a page compressed as the browser accepts, and whole to one that accepts nothing', async () => {
    const app = await start('demo');
    // fetch would undo the compression; the bytes on the wire are what is checked here.
    const brotli = await bytesOf(`${app.url}/terms`, { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    const wire = brotli.body;
    const text = (await promisify(brotliDecompress)(wire)).toString('utf8');
    expect(text).toContain('Terms, Terms');
    expect(wire.length).toBeLessThan(text.length / 10);
    const gzip = await app.request('GET', '/terms', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const identity = await app.request('GET', '/terms', { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(identity.text).toContain('Terms, Terms');
  });

  it('sends the pricing page drawn for the payments mode the server runs', async () => {
    const demo = await start('demo');
    expect((await demo.request('GET', '/pricing')).text).toContain('Demo prices');
    const stripe = await start('stripe');
    const res = await stripe.request('GET', '/pricing');
    expect(res.text).toContain('Real prices');
    expect(res.text).not.toContain('Demo prices');
  });

  it('sends the plain app to a public page the build did not pre-render, and to every other screen', async () => {
    const app = await start('demo');
    for (const route of ['/about', '/dashboard', '/game/abc']) {
      const res = await app.request('GET', route);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root"></div>');
    }
  });

  it('answers a path that is no screen of the app with the app and status 404, a screen’s path with 200', async () => {
    const app = await start('demo');
    for (const route of ['/nowhere', '/pricingx', '/game/abc/extra', '/profile/ann/games']) {
      const res = await app.request('GET', route);
      expect(res.status).toBe(404);
      // The app still loads there and draws its not-found page.
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.text).toContain('<div id="root"></div>');
    }
    for (const route of ['/game/abc', '/games/abc', '/profile/ann', '/study/xyz', '/pricing/']) {
      expect((await app.request('GET', route)).status).toBe(200);
    }
    const user = await buildUser(app.ctx.db);
    const signedIn = await app.request('GET', '/nowhere', { cookie: await signIn(app.ctx.db, user.id) });
    expect(signedIn.status).toBe(404);
  });
});
