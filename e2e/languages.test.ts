import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../src/server/accounts/session';
import { buildUser, TEST_PASSWORD } from '../src/server/test/factories';
import type { TestApp } from '../src/server/test/harness';
import { signInAs, signInThroughUi } from './support/accounts';
import { startE2eApp } from './support/app';
import { seriousViolations } from './support/axe';
import { describeBrowser, launchBrowser } from './support/browser';
import { clickMove, createGameOverApi, playOverApi, square, waitForMoves } from './support/game';
import { overflowingElements } from './support/overflow';

// Issue 31: the browser's language on the first visit, the picker, the choice kept, Arabic right to left, and the
// language kept on the account followed by a fresh browser once signed in (decision 299).
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

  it('serves a translated page at its language’s address, keeps its links there, and moves with the picker', async () => {
    const { context, page, errors } = await openIn('en-US', VIEWPORTS[0]);
    await page.goto('/es/pricing');
    // Pre-rendered in Spanish: the words, the document's language and every language's address are in the HTML.
    await page
      .getByRole('heading', { level: 1, name: 'Elige el plan que encaja con tus partidas' })
      .waitFor();
    await expect(page.evaluate(() => [document.documentElement.lang, document.title])).resolves.toEqual([
      'es',
      'Precios · ChessChat',
    ]);
    const alternates = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) =>
        link.getAttribute('hreflang'),
      ),
    );
    expect(alternates).toEqual(['en', 'es', 'fr', 'de', 'pt-BR', 'ru', 'ar', 'x-default']);
    // The live app keeps the page in Spanish, and its links under /es.
    await page.mouse.move(10, 10);
    await page.locator('header a[href="/es/signin"]').first().waitFor({ state: 'attached' });
    await page.getByRole('banner').getByRole('link', { name: 'Inicio' }).first().click();
    await page.waitForURL('**/es/');
    await page.getByRole('heading', { level: 1, name: 'Juega al ajedrez. Cara a cara.' }).waitFor();
    await expect(page.evaluate(() => document.title)).resolves.toBe(
      'ChessChat — ajedrez con las personas con las que quieres hablar',
    );
    // The picker goes to the same page at the new language's address; English is the plain one.
    await page.getByRole('contentinfo').getByRole('combobox', { name: 'Idioma' }).selectOption('fr');
    await page.waitForURL((url) => url.pathname === '/fr');
    await page.getByRole('heading', { level: 1, name: 'Jouez aux échecs. Face à face.' }).waitFor();
    // A new page load, pre-rendered in French and asleep until touched (decision 239).
    await page.mouse.move(20, 20);
    await page.locator('header a[href="/fr/signin"]').first().waitFor({ state: 'attached' });
    await page.getByRole('contentinfo').getByRole('combobox', { name: 'Langue' }).selectOption('en');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Play Chess. Face to Face.' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('serves the sign-up page at its Spanish address, pre-rendered in Spanish', async () => {
    const { context, page, errors } = await openIn('en-US', VIEWPORTS[0]);
    await page.goto('/es/signup');
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('es');
    await expect(page.title()).resolves.toContain('Registrarse');
    await page.getByRole('button', { name: 'Crear cuenta' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a Spanish reader’s wrong password in Spanish', async () => {
    const user = await buildUser(app.ctx.db);
    const { context, page, errors } = await openIn('es-ES', VIEWPORTS[0]);
    await page.goto('/signin');
    await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
    await expect(page.title()).resolves.toContain('Iniciar sesión');
    await page.getByLabel('Correo electrónico', { exact: true }).fill(user.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('not the right password');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByText('No se pudo iniciar sesión', { exact: true }).waitFor();
    // The server's refusal is `invalid_credentials` with an English sentence; the page words it by its code.
    await page.getByText('Correo electrónico o contraseña incorrectos', { exact: true }).waitFor();
    await expect(page.getByText('Invalid email or password').count()).resolves.toBe(0);
    await shoot(page, 'languages-es-signin-refused', VIEWPORTS[0]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a German reader the sign-up page in German, its checks included', async () => {
    const { context, page, errors } = await openIn('de-DE', VIEWPORTS[0]);
    await page.goto('/signup');
    await page.getByRole('heading', { level: 1, name: 'Erstelle dein Konto' }).waitFor();
    await expect(page.title()).resolves.toContain('Registrieren');
    await page.getByLabel('Vollständiger Name').fill('Wilhelmina Steinitz');
    await page.getByLabel('E-Mail-Adresse', { exact: true }).fill('not-an-address');
    await page.getByLabel('Benutzername').fill('wilhelmina');
    await page.getByLabel('Passwort', { exact: true }).fill('password1');
    await page.getByText('Stärke: sehr schwach.').waitFor();
    await page.getByText('Dieses Passwort wird häufig verwendet.', { exact: false }).waitFor();
    await page.getByRole('checkbox', { name: /Nutzungsbedingungen/ }).check();
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await page.getByRole('alert').filter({ hasText: 'Bitte gib eine gültige E-Mail-Adresse ein' }).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await shoot(page, 'languages-de-signup', VIEWPORTS[0]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lays the sign-in form out right to left for an Arabic reader', async () => {
    const { context, page, errors } = await openIn('ar-EG', VIEWPORTS[1]);
    await page.goto('/signin');
    await page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' }).waitFor();
    const password = page.getByLabel('كلمة المرور', { exact: true });
    const toggle = page.getByRole('button', { name: 'إظهار كلمة المرور' });
    const [field, button] = await Promise.all([password.boundingBox(), toggle.boundingBox()]);
    // The show/hide toggle sits at the end of the field, which is its left side in Arabic.
    expect(button && field && button.x + button.width / 2 < field.x + field.width / 2).toBe(true);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await shoot(page, 'languages-ar-signin', VIEWPORTS[1]);
    expect(errors).toEqual([]);
    await context.close();
  });

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

  // The lobby and the tournaments' list, converted last: laid out in the reader's language with nothing past the
  // screen's edge, right to left in Arabic, and long German words kept inside a phone's width.
  for (const [locale, viewport] of [
    ['ar-EG', VIEWPORTS[0]],
    ['ar-EG', VIEWPORTS[1]],
    ['de-DE', VIEWPORTS[1]],
  ] as const) {
    it(`lays the lobby and the tournaments out in ${locale} (${viewport.width})`, async () => {
      const reader = await buildUser(app.ctx.db, { subscriptionTier: 'pro' });
      const { context, page, errors } = await openIn(locale, viewport);
      await signInAs(context, app, reader.id);
      const arabic = locale === 'ar-EG';
      for (const [address, heading, name] of [
        ['/lobby', arabic ? 'الردهة' : 'Lobby', 'lobby'],
        ['/tournaments', arabic ? 'البطولات' : 'Turniere', 'tournaments'],
      ] as const) {
        await page.goto(address);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.getByRole('contentinfo').waitFor();
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(sideways, (await overflowingElements(page)).join('\n')).toBe(0);
        await expect(seriousViolations(page)).resolves.toEqual([]);
        await shoot(page, `languages-${locale.slice(0, 2)}-${name}`, viewport);
      }
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

  /**
   * Whether the files run as the player's side reads them whatever the page's direction: a to h from the left for
   * White, h to a for Black (an RTL page must not mirror the board).
   */
  // Both polled: the board is drawn from White's side until the room knows which side the reader plays, and the
  // room's rows settle as its parts arrive.
  const boardLeftToRight = async (page: Page, side: 'white' | 'black') => {
    const a1 = await square(page, 'a1').boundingBox();
    const h1 = await square(page, 'h1').boundingBox();
    return a1 !== null && h1 !== null && (side === 'white' ? a1.x < h1.x : a1.x > h1.x);
  };
  /**
   * The room fits the screen (decision 170): nothing sticks out sideways (an RTL page overflows to the left, where
   * a right-edge check cannot see it) and nothing below it.
   */
  const fitsScreen = (page: Page) =>
    page.evaluate(() => {
      const { scrollWidth, clientWidth, scrollHeight, clientHeight } = document.documentElement;
      return scrollWidth <= clientWidth && scrollHeight <= clientHeight;
    });
  /** A click scrolls the page to bring a square into view even when nothing overflows: back to the top. */
  const shootRoom = async (page: Page, name: string, viewport: (typeof VIEWPORTS)[number]) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, name, viewport);
  };

  it('plays a game between an Arabic and a German browser, each in their own language to the result', async () => {
    const [ahmed, lena] = await Promise.all([
      buildUser(app.ctx.db, { displayName: 'أحمد' }),
      buildUser(app.ctx.db, { displayName: 'Lena' }),
    ]);
    const arabic = await openIn('ar-EG', VIEWPORTS[0]);
    const german = await openIn('de-DE', VIEWPORTS[1]);
    const cookies = {
      white: await signInAs(arabic.context, app, ahmed.id),
      black: await signInAs(german.context, app, lena.id),
    };
    const gameId = await createGameOverApi(app, cookies, { timeControl: 300, increment: 3 });
    await Promise.all([arabic.page.goto(`/game/${gameId}`), german.page.goto(`/game/${gameId}`)]);
    const turn = (page: Page, text: string) =>
      page.getByTestId('turn-indicator').filter({ hasText: text }).waitFor();

    // On a phone the first-move countdown takes the turn badge's place until both sides have moved.
    const countdown = (page: Page, text: string) =>
      page.getByRole('timer').filter({ hasText: text }).waitFor();
    await turn(arabic.page, 'دورك (الأبيض)');
    await countdown(german.page, 'Weiß hat');
    await expect.poll(() => boardLeftToRight(arabic.page, 'white')).toBe(true);
    await expect.poll(() => boardLeftToRight(german.page, 'black')).toBe(true);
    await expect(
      arabic.page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
    ).resolves.toEqual(['ar', 'rtl']);
    await arabic.page.getByRole('button', { name: 'قلب الرقعة (F)' }).waitFor();
    await german.page.getByRole('button', { name: 'Partie abbrechen' }).waitFor();

    // The fool's mate: White's two weakening pawn moves, and Black's queen mates on h4.
    await clickMove(arabic.page, 'f2', 'f3');
    await countdown(german.page, 'Du hast');
    await expect.poll(() => fitsScreen(german.page)).toBe(true);
    await shootRoom(german.page, 'languages-de-room-first-move', VIEWPORTS[1]);
    await clickMove(german.page, 'e7', 'e5');
    await turn(arabic.page, 'دورك (الأبيض)');
    await clickMove(arabic.page, 'g2', 'g4');
    await turn(german.page, 'Dein Zug (Schwarz)');
    await clickMove(german.page, 'd8', 'h4');

    // Moves stay in SAN, read left to right.
    for (const page of [arabic.page, german.page]) await waitForMoves(page, ['f3', 'e5', 'g4', 'Qh4#']);
    // The laptop's board carries the banner; the phone's result line takes its place under the board.
    await arabic.page.getByTestId('board-banner').filter({ hasText: 'كش مات – فاز الأسود!' }).waitFor();
    const arabicResult = arabic.page.getByTestId('game-over');
    await arabicResult.getByText('انتهت المباراة – فاز الأسود!', { exact: true }).waitFor();
    await arabicResult.getByText('فاز الأسود بكش مات.', { exact: true }).waitFor();
    await arabicResult.getByText('نتيجتك: خسارة', { exact: true }).waitFor();
    const germanResult = german.page.getByTestId('game-over');
    await germanResult.getByText('Partie beendet – Schwarz gewinnt!', { exact: true }).waitFor();
    await germanResult.getByText('Schwarz gewinnt durch Schachmatt.', { exact: true }).waitFor();
    await germanResult.getByText('Dein Ergebnis: Sieg', { exact: true }).waitFor();
    await german.page.getByRole('button', { name: 'Revanche', exact: true }).waitFor();
    await expect(german.page.title()).resolves.toMatch(/^\(Partie beendet\) Partie gegen أحمد/);
    await expect(arabic.page.title()).resolves.toMatch(/^\(انتهت المباراة\) مباراة ضد Lena/);

    await expect.poll(() => boardLeftToRight(arabic.page, 'white')).toBe(true);
    await expect.poll(() => boardLeftToRight(german.page, 'black')).toBe(true);
    for (const page of [arabic.page, german.page]) await expect.poll(() => fitsScreen(page)).toBe(true);
    await german.page.getByTestId('turn-indicator').filter({ hasText: 'Vorbei' }).waitFor();
    await germanResult.getByText('Deine Wertungszahl', { exact: false }).waitFor();
    await shootRoom(arabic.page, 'languages-ar-room', VIEWPORTS[0]);
    await shootRoom(german.page, 'languages-de-room', VIEWPORTS[1]);
    // The Arabic player's room drawn afresh on a phone.
    await arabic.page.setViewportSize(VIEWPORTS[1]);
    await arabic.page.reload();
    await arabicResult.getByText('نتيجتك: خسارة', { exact: true }).waitFor();
    await arabicResult.getByText('تصنيفك', { exact: false }).waitFor();
    await expect.poll(() => boardLeftToRight(arabic.page, 'white')).toBe(true);
    await expect.poll(() => fitsScreen(arabic.page)).toBe(true);
    await shootRoom(arabic.page, 'languages-ar-room', VIEWPORTS[1]);

    expect(arabic.errors).toEqual([]);
    expect(german.errors).toEqual([]);
    await Promise.all([arabic.context.close(), german.context.close()]);
  });

  it('follows the account: German chosen on one browser, German on a fresh English one once signed in', async () => {
    const person = await buildUser(app.ctx.db);
    const storedLocale = async () =>
      (
        await app.ctx.db.kysely
          .selectFrom('users')
          .select('locale')
          .where('id', '=', person.id)
          .executeTakeFirstOrThrow()
      ).locale;
    const waitForStored = async (locale: string) => {
      const deadline = Date.now() + 10_000;
      while ((await storedLocale()) !== locale && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      expect(await storedLocale()).toBe(locale);
    };

    // On the first browser, signed in, the person picks German from the footer.
    const first = await openIn('en-US', VIEWPORTS[0]);
    await signInAs(first.context, app, person.id);
    await first.page.goto('/dashboard');
    await first.page.getByRole('button', { name: 'Sign Out' }).first().waitFor();
    // An account that never chose takes the language its first signed-in device reads in.
    await waitForStored('en');
    await first.page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' }).selectOption('de');
    await first.page.getByRole('button', { name: 'Abmelden' }).first().waitFor();
    await waitForStored('de');
    expect(first.errors).toEqual([]);
    await first.context.close();

    // A fresh browser that speaks English: the sign-in page is English, then the account's German wins.
    const second = await openIn('en-US', VIEWPORTS[0]);
    await second.page.goto('/signin');
    await expect(second.page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');
    await signInThroughUi(second.page, app, person.email, TEST_PASSWORD);
    await second.page.getByRole('button', { name: 'Abmelden' }).first().waitFor();
    await expect(second.page.evaluate(() => document.documentElement.lang)).resolves.toBe('de');
    await expect(
      second.page.getByRole('contentinfo').getByRole('combobox', { name: 'Sprache' }).inputValue(),
    ).resolves.toBe('de');
    // Kept on this device too: the next page opens in German at once.
    await second.page.goto('/pricing');
    await second.page
      .getByRole('heading', { level: 1, name: 'Wähle den Tarif, der zu deinen Partien passt' })
      .waitFor();
    expect(await storedLocale()).toBe('de');
    expect(second.errors).toEqual([]);
    await second.context.close();
  });
});
