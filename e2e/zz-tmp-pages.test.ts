import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../src/server/accounts/session';
import { buildUser } from '../src/server/test/factories';
import type { TestApp } from '../src/server/test/harness';
import { signInAs } from './support/accounts';
import { startE2eApp } from './support/app';
import { describeBrowser, launchBrowser } from './support/browser';
import { overflowingElements } from './support/overflow';

describeBrowser('tmp', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  for (const [locale, width, height] of [['ar-EG', 390, 844], ['ar-EG', 1440, 900], ['ru-RU', 390, 844]] as const) {
    it(`pages ${locale} ${width}`, async () => {
      mkdirSync('/tmp/screens-tmp', { recursive: true });
      const [me, bob] = await Promise.all(['Sophie', 'Bob'].map((d) => buildUser(app.ctx.db, { displayName: d })));
      const cookie = async (id: string) => `${SESSION_COOKIE}=${await createSession(app.ctx.db, id)}`;
      const [mine, bobs] = await Promise.all([cookie(me.id), cookie(bob.id)]);
      const sent = await app.request('POST', '/api/friends/requests', { cookie: bobs, body: { username: me.username } });
      const id = (sent.json.request as { id: string }).id;
      await app.request('POST', `/api/friends/requests/${id}/accept`, { cookie: mine });
      const context = await browser.newContext({ baseURL: app.url, viewport: { width, height }, locale });
      const page = await context.newPage();
      await signInAs(context, app, me.id);
      for (const [name, path, wait] of [
        ['friends', '/friends', 'friend-presence'],
        ['create', '/game/new', 'create-summary'],
        ['profile', `/profile/${bob.username}`, 'profile-name'],
      ] as const) {
        await page.goto(path);
        await page.getByTestId(wait).first().waitFor();
        await page.waitForTimeout(500);
        const over = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        console.log(locale, width, name, 'sideways', over, over ? await overflowingElements(page) : '');
        await page.screenshot({ path: `/tmp/screens-tmp/${name}-${locale}-${width}.png`, fullPage: true });
      }
      await page.goto('/game/new?opponent=computer');
      await page.getByTestId('computer-summary').waitFor();
      await page.screenshot({ path: `/tmp/screens-tmp/computer-${locale}-${width}.png`, fullPage: true });
      await context.close();
    });
  }
});
