import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../src/server/accounts/session';
import { buildUser } from '../src/server/test/factories';
import type { TestApp } from '../src/server/test/harness';
import { signInAs } from './support/accounts';
import { startE2eApp } from './support/app';
import { seriousViolations } from './support/axe';
import { describeBrowser, launchBrowser } from './support/browser';
import { createGameOverApi, playOverApi } from './support/game';
import { overflowingElements } from './support/overflow';

// Issue 31: the browser's language on the first visit, the picker, the choice kept, Arabic right to left.
const SCREENS_DIR = process.env.SCREENS_DIR ?? path.join(os.tmpdir(), 'chesschat-screens');
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

async function shoot(page: Page, name: string, viewport: (typeof VIEWPORTS)[number]): Promise<void> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  const file = path.join(SCREENS_DIR, `${name}-${viewport.width}x${viewport.height}.png`);
  await page.screenshot({ path: file, animations: 'disabled' });
}

describeBrowser('languages', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const openIn = async (locale: string, viewport: (typeof VIEWPORTS)[number]) => {
    const context = await browser.newContext({ baseURL: app.url, viewport, locale });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    return { context, page, errors };
  };

  /**
   * A signed-in reader with a dashboard full of things to say: two friends, a won rated game, a game waiting for an
   * opponent, and an invitation from a friend; the dashboard opened in a browser speaking `locale`.
   */
  const openDashboardIn = async (locale: string, viewport: (typeof VIEWPORTS)[number]) => {
    const [reader, bob, cara] = await Promise.all(
      ['Sophie', 'Bob', 'Cara'].map((displayName) => buildUser(app.ctx.db, { displayName })),
    );
    const cookieOf = async (userId: string) => `${SESSION_COOKIE}=${await createSession(app.ctx.db, userId)}`;
    const [readerCookie, bobCookie, caraCookie] = await Promise.all(
      [reader, bob, cara].map((user) => cookieOf(user.id)),
    );
    for (const friendCookie of [bobCookie, caraCookie]) {
      const sent = await app.request('POST', '/api/friends/requests', {
        cookie: friendCookie,
        body: { username: reader.username },
      });
      const id = (sent.json.request as { id: string }).id;
      await app.request('POST', `/api/friends/requests/${id}/accept`, { cookie: readerCookie });
    }
    const won = await createGameOverApi(
      app,
      { white: readerCookie, black: bobCookie },
      { timeControl: 300, increment: 3 },
    );
    await playOverApi(app, won, { white: readerCookie, black: bobCookie }, ['e2-e4', 'e7-e5']);
    await app.request('POST', `/api/games/${won}/resign`, { cookie: bobCookie });
    await createGameOverApi(app, { white: readerCookie });
    const invited = await app.request('POST', '/api/games', {
      cookie: caraCookie,
      body: { timeControl: 600, inviteUsername: reader.username },
    });
    expect(invited.status, invited.text).toBe(200);
    const { context, page, errors } = await openIn(locale, viewport);
    await signInAs(context, app, reader.id);
    await page.goto('/dashboard');
    return { context, page, errors };
  };

  it('shows a signed-in French reader the dashboard in French, counts in the plural', async () => {
    const { context, page, errors } = await openDashboardIn('fr-FR', VIEWPORTS[0]);
    await page.getByRole('heading', { level: 1, name: 'Bon retour, Sophie !' }).waitFor();
    await expect(page.title()).resolves.toBe('Tableau de bord · ChessChat');
    // Two games in the history, one of them finished: "parties" in the plural, "1" beside "Parties jouées".
    await page.getByText('2 parties dans votre historique').waitFor();
    await page.getByText('3 parties par mois').waitFor();
    const recent = page.getByRole('region', { name: 'Activité récente' });
    await recent.getByText('contre Bob').waitFor();
    await expect(recent.getByTestId('result-badge').allTextContents()).resolves.toEqual([
      'En attente',
      'Victoire',
    ]);
    await recent.getByText('En attente d’un adversaire').waitFor();
    const today = new Intl.DateTimeFormat('fr-FR').format(new Date());
    await recent.getByText(`5 min + 3 s · ${today}`).waitFor();
    await page
      .getByRole('region', { name: 'Invitations' })
      .getByText(`vous a invité à une partie en 10 min · ${today}`)
      .waitFor();
    await page.getByRole('list', { name: 'Vos amis' }).getByRole('button', { name: 'Défier Cara' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Compte' })
      .getByRole('link', { name: 'Historique des parties' })
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [locale, viewport] of [
    ['ar-EG', VIEWPORTS[0]],
    ['ar-EG', VIEWPORTS[1]],
    ['de-DE', VIEWPORTS[1]],
  ] as const) {
    it(`lays the dashboard out in ${locale} with nothing cut or overflowing (${viewport.width})`, async () => {
      const { context, page, errors } = await openDashboardIn(locale, viewport);
      const heading = locale === 'ar-EG' ? 'مرحبًا بعودتك يا Sophie!' : 'Willkommen zurück, Sophie!';
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByTestId('rating-change').first().waitFor();
      await page.getByTestId('friends-online').waitFor();
      // Nothing widens the page: no sideways scroll in either direction (the elements past the right edge name
      // the culprit; past the left one, Arabic's trailing edge, would widen it just the same).
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways, (await overflowingElements(page)).join('\n')).toBe(0);
      await expect(seriousViolations(page)).resolves.toEqual([]);
      await shoot(page, `languages-${locale.slice(0, 2)}-dashboard`, viewport);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  for (const viewport of VIEWPORTS) {
    it(`meets an Arabic browser in Arabic, right to left (${viewport.width})`, async () => {
      const { context, page, errors } = await openIn('ar-EG', viewport);
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'العب الشطرنج. وجهًا لوجه.' }).waitFor();
      await expect(
        page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
      ).resolves.toEqual(['ar', 'rtl']);
      await expect(
        page.getByRole('contentinfo').getByRole('combobox', { name: 'اللغة' }).inputValue(),
      ).resolves.toBe('ar');
      // The picture of a board keeps the a-file on the left: square a8 (the first drawn) left of h8 (the eighth).
      const files = await page.evaluate(() => {
        const squares = document.querySelector('[dir="ltr"] .grid')?.children;
        return squares ? [squares[0].getBoundingClientRect().x, squares[7].getBoundingClientRect().x] : [];
      });
      expect(files[0]).toBeLessThan(files[1]);
      await expect(seriousViolations(page)).resolves.toEqual([]);
      await shoot(page, 'languages-ar-home', viewport);
      await page.goto('/pricing');
      await page.getByRole('heading', { level: 1, name: 'اختر الخطة التي تناسب مبارياتك' }).waitFor();
      await page.getByRole('contentinfo').waitFor();
      await expect(seriousViolations(page)).resolves.toEqual([]);
      await shoot(page, 'languages-ar-pricing', viewport);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`changes to German from the footer's picker and keeps it on the next visit (${viewport.width})`, async () => {
      const { context, page, errors } = await openIn('en-US', viewport);
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'Play Chess. Face to Face.' }).waitFor();
      // A visitor's page is pre-rendered HTML until the first touch (decision 239): the touch, then the live app.
      await page.mouse.move(10, 10);
      // The header's account links come with the live app (on a phone, inside the closed menu's hidden row).
      await page.locator('header a[href="/signin"]').first().waitFor({ state: 'attached' });
      await page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' }).selectOption('de');
      await page
        .getByRole('heading', { level: 1, name: 'Schach spielen. Von Angesicht zu Angesicht.' })
        .waitFor();
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('de');
      await page.reload();
      await page
        .getByRole('heading', { level: 1, name: 'Schach spielen. Von Angesicht zu Angesicht.' })
        .waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, 'languages-de-home', viewport);
      await page.goto('/pricing');
      await page
        .getByRole('heading', { level: 1, name: 'Wähle den Tarif, der zu deinen Partien passt' })
        .waitFor();
      await page.getByRole('contentinfo').waitFor();
      await expect(seriousViolations(page)).resolves.toEqual([]);
      await shoot(page, 'languages-de-pricing', viewport);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
