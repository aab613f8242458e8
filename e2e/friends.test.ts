import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { publishToUser } from '../src/server/bus/user-channel';
import type { TestApp } from '../src/server/test/harness';
import { openSignedInPage, type SignedInPage } from './support/accounts';
import { startE2eApp } from './support/app';
import { describeBrowser, launchBrowser } from './support/browser';

// Issue 15: two people become friends, see each other online and start a game with a challenge, live.
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

describeBrowser('friends, presence and challenges', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const friendRow = (tracked: SignedInPage, username: string) =>
    tracked.page.getByTestId(`friend-${username}`);

  it('add friend → accept → both online → challenge → accepted from another page → both in the room', async () => {
    const ann = await openSignedInPage(browser, app, { user: { displayName: 'Ann' } });
    const bob = await openSignedInPage(browser, app, { user: { displayName: 'Bob' } });
    await ann.page.goto('/friends');
    await bob.page.goto('/friends');
    await ann.page.getByLabel('Username').fill(bob.user.username);
    await ann.page.getByRole('button', { name: 'Send request' }).click();

    // The request reaches Bob's open page live; he accepts it there.
    const requests = bob.page.getByRole('region', { name: 'Friend requests' });
    await requests.getByText('Ann').waitFor();
    await requests.getByRole('button', { name: 'Accept' }).click();
    await friendRow(bob, ann.user.username)
      .getByTestId('friend-presence')
      .filter({ hasText: 'Online' })
      .waitFor();
    await friendRow(ann, bob.user.username)
      .getByTestId('friend-presence')
      .filter({ hasText: 'Online' })
      .waitFor();

    // Bob moves on to his dashboard; Ann challenges him from her list.
    await bob.page.goto('/dashboard');
    await friendRow(ann, bob.user.username).getByRole('button', { name: 'Challenge' }).click();
    await ann.page.getByLabel('Time control').selectOption('5');
    await ann.page.getByLabel('Your colour').selectOption('white');
    await ann.page.getByRole('button', { name: 'Send challenge' }).click();

    const card = bob.page.getByTestId('live-challenge');
    await card.getByText('you play Black', { exact: false }).waitFor();
    await card.getByRole('button', { name: 'Accept' }).click();

    await bob.page.waitForURL(/\/game\/[a-z0-9]+$/);
    await ann.page.waitForURL(/\/game\/[a-z0-9]+$/);
    expect(new URL(ann.page.url()).pathname).toBe(new URL(bob.page.url()).pathname);
    await ann.page.getByTestId('turn-indicator').waitFor();
    await bob.page.getByTestId('turn-indicator').waitFor();
    expect(ann.errors).toEqual([]);
    expect(bob.errors).toEqual([]);
    for (const tracked of [ann, bob]) await tracked.context.close();
  });

  for (const viewport of VIEWPORTS) {
    const size = `${viewport.width}x${viewport.height}`;
    it(`a profile picture, uploaded and previewed, shows on the profile and a friend's list at ${size}`, async () => {
      const ivy = await openSignedInPage(browser, app, { user: { displayName: 'Ivy' }, viewport });
      const jon = await openSignedInPage(browser, app, { user: { displayName: 'Jon' }, viewport });
      const sent = await app.request('POST', '/api/friends/requests', {
        cookie: jon.cookie,
        body: { username: ivy.user.username },
      });
      const id = (sent.json.request as { id: string }).id;
      await app.request('POST', `/api/friends/requests/${id}/accept`, { cookie: ivy.cookie });

      const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#1e7a4c' } })
        .composite([
          {
            input: await sharp({ create: { width: 120, height: 120, channels: 3, background: '#f2c230' } })
              .png()
              .toBuffer(),
            left: 100,
            top: 60,
          },
        ])
        .png()
        .toBuffer();
      await ivy.page.goto('/profile');
      const card = ivy.page.getByTestId('avatar-card');
      await card
        .getByTestId('avatar-file')
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
      await card.getByRole('button', { name: 'Save picture' }).waitFor();
      await card.scrollIntoViewIfNeeded();
      await shoot(ivy.page, 'avatar-upload-preview', viewport);
      await card.getByRole('button', { name: 'Save picture' }).click();
      await card.getByRole('button', { name: 'Remove picture' }).waitFor();
      // The profile's header shows the server's picture, not the preview.
      const header = ivy.page.getByRole('img', { name: "Ivy's avatar" }).first();
      expect(await header.getAttribute('src')).toMatch(/^\/api\/avatars\/.+\?v=/);

      await jon.page.goto('/friends');
      const row = friendRow(jon, ivy.user.username);
      const picture = row.getByTestId('avatar-image');
      await picture.waitFor();
      await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(256);
      await shoot(jon.page, 'avatar-friends-list', viewport);

      // In a game together, Ivy's card shows her picture and Jon's his initial.
      const created = await app.request('POST', '/api/games', {
        cookie: ivy.cookie,
        body: { timeControl: 600 },
      });
      const gameId = created.json.id as string;
      expect((await app.request('POST', `/api/games/${gameId}/join`, { cookie: jon.cookie })).status).toBe(
        200,
      );
      await jon.page.goto(`/game/${gameId}`);
      await jon.page.locator('[data-player] [data-testid="avatar-image"]').first().waitFor();
      expect(await jon.page.locator('[data-player] [data-testid="avatar-initial"]').count()).toBeGreaterThan(
        0,
      );
      await shoot(jon.page, 'avatar-room', viewport);
      expect(ivy.errors).toEqual([]);
      expect(jon.errors).toEqual([]);
      for (const tracked of [ivy, jon]) await tracked.context.close();
    });
  }

  it('a blocked player’s challenge and friend request never arrive', async () => {
    const cara = await openSignedInPage(browser, app, { user: { displayName: 'Cara' } });
    const dan = await openSignedInPage(browser, app, { user: { displayName: 'Dan' } });
    const sent = await app.request('POST', '/api/friends/requests', {
      cookie: dan.cookie,
      body: { username: cara.user.username },
    });
    const id = (sent.json.request as { id: string }).id;
    await app.request('POST', `/api/friends/requests/${id}/accept`, { cookie: cara.cookie });

    await cara.page.goto('/friends');
    await friendRow(cara, dan.user.username).getByRole('button', { name: 'Block' }).click();
    await cara.page.getByRole('list', { name: 'Blocked players' }).getByText(dan.user.username).waitFor();
    await cara.page.goto('/dashboard');

    const challenge = await app.request('POST', '/api/challenges', {
      cookie: dan.cookie,
      body: { username: cara.user.username, timeControl: 300 },
    });
    expect(challenge.status).toBe(403);
    // A friend request from Dan is answered as anyone's, and never shows on Cara's page either.
    // The bell shows the unread count the server holds before Dan asks again (it loads after the page).
    const held = await app.request('GET', '/api/notifications', { cookie: cara.cookie });
    const unread = (held.json as { unread: number }).unread;
    const before = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
    const bell = cara.page.getByTestId('notification-bell');
    await cara.page.locator(`[data-testid="notification-bell"][aria-label="${before}"]`).waitFor();
    const asked = await app.request('POST', '/api/friends/requests', {
      cookie: dan.cookie,
      body: { username: cara.user.username },
    });
    expect(asked.status).toBe(200);
    await cara.page.waitForTimeout(500);
    expect(await cara.page.getByTestId('live-challenge').count()).toBe(0);
    expect(await bell.getAttribute('aria-label')).toBe(before);
    await cara.page.goto('/friends');
    await cara.page.getByRole('region', { name: 'Your friends' }).waitFor();
    expect(await cara.page.getByRole('region', { name: 'Friend requests' }).count()).toBe(0);
    for (const tracked of [cara, dan]) await tracked.context.close();
  });

  for (const viewport of VIEWPORTS) {
    const size = `${viewport.width}x${viewport.height}`;
    it(`a correspondence challenge: days per move → the friend accepts later → a game with a deadline at ${size}`, async () => {
      const ivy = await openSignedInPage(browser, app, { user: { displayName: 'Ivy' }, viewport });
      const jon = await openSignedInPage(browser, app, { user: { displayName: 'Jon' }, viewport });
      const sent = await app.request('POST', '/api/friends/requests', {
        cookie: jon.cookie,
        body: { username: ivy.user.username },
      });
      const requestId = (sent.json.request as { id: string }).id;
      await app.request('POST', `/api/friends/requests/${requestId}/accept`, { cookie: ivy.cookie });
      await ivy.page.goto('/friends');
      await friendRow(ivy, jon.user.username).getByRole('button', { name: 'Challenge' }).click();
      await ivy.page.getByLabel('Time control').selectOption({ label: '3 days per move' });
      await ivy.page.getByTestId('challenge-correspondence-wait').waitFor();
      await shoot(ivy.page, 'correspondence-challenge-form', viewport);
      await ivy.page.getByRole('button', { name: 'Send challenge' }).click();
      const mine = ivy.page.getByTestId('outgoing-challenge');
      await mine.getByText('3 days per move', { exact: false }).waitFor();
      await mine.getByText(/6 days, 23 hours left/).waitFor();

      // Jon opens the app later: the challenge is still there, in days.
      await jon.page.goto('/dashboard');
      const theirs = jon.page.getByTestId('live-challenge');
      await theirs.getByText('3 days per move', { exact: false }).waitFor();
      await shoot(jon.page, 'correspondence-challenge-arrives', viewport);
      await theirs.getByRole('button', { name: 'Accept' }).click();
      await jon.page.waitForURL(/\/game\/[a-z0-9]+$/);
      await jon.page.getByTestId('correspondence-deadline').first().waitFor();
      await shoot(jon.page, 'correspondence-challenge-game', viewport);
      const gameId = new URL(jon.page.url()).pathname.split('/').at(-1) ?? '';
      const game = await app.request('GET', `/api/games/${gameId}`, { cookie: ivy.cookie });
      expect(game.json.game).toMatchObject({ status: 'active', daysPerMove: 3 });
      for (const tracked of [ivy, jon]) {
        expect(tracked.errors).toEqual([]);
        await tracked.context.close();
      }
    });
  }

  for (const viewport of VIEWPORTS) {
    const size = `${viewport.width}x${viewport.height}`;
    it(`dashboard list → challenge from it → the challenge expires live on both sides at ${size}`, async () => {
      const eve = await openSignedInPage(browser, app, { user: { displayName: 'Eve' }, viewport });
      const finn = await openSignedInPage(browser, app, { user: { displayName: 'Finn' }, viewport });
      const gus = await openSignedInPage(browser, app, { user: { displayName: 'Gus' }, viewport });
      for (const other of [finn, gus]) {
        const sent = await app.request('POST', '/api/friends/requests', {
          cookie: other.cookie,
          body: { username: eve.user.username },
        });
        const id = (sent.json.request as { id: string }).id;
        await app.request('POST', `/api/friends/requests/${id}/accept`, { cookie: eve.cookie });
      }
      await finn.page.goto('/dashboard');
      await eve.page.goto('/dashboard');

      // Eve's dashboard: Finn (online) above Gus (never opened a page), each with Challenge.
      const list = eve.page.getByRole('list', { name: 'Your friends' });
      const finnRow = eve.page.getByTestId(`dashboard-friend-${finn.user.username}`);
      await finnRow.getByTestId('friend-presence').filter({ hasText: 'Online' }).waitFor();
      const order = await list
        .getByRole('listitem')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')));
      expect(order).toEqual([
        `dashboard-friend-${finn.user.username}`,
        `dashboard-friend-${gus.user.username}`,
      ]);
      await eve.page.getByTestId('friends-online').filter({ hasText: '1 online' }).waitFor();
      await finnRow.scrollIntoViewIfNeeded();
      await shoot(eve.page, 'dashboard-friends', viewport);

      // Two clicks: Challenge, Send challenge.
      await finnRow.getByRole('button', { name: 'Challenge Finn' }).click();
      await finnRow.getByRole('button', { name: 'Send challenge' }).click();
      const mine = eve.page.getByTestId('outgoing-challenge');
      await mine.getByText('Waiting for Finn').waitFor();
      const theirs = finn.page.getByTestId('live-challenge');
      await theirs.getByText(/\d:\d\d left to answer/).waitFor();
      await shoot(finn.page, 'challenge-arrives', viewport);
      await shoot(eve.page, 'challenge-waiting', viewport);

      // The clock runs out while both look at it (shortened here; expiry is 10 minutes). Both tabs re-read
      // the challenge once; from then on nothing but the page's own countdown changes what they show.
      await app.ctx.db.kysely
        .updateTable('challenges')
        .set({ expiresAt: Date.now() + 4000 })
        .where('challengerId', '=', eve.user.id)
        .execute();
      for (const who of [eve, finn])
        await publishToUser(app.ctx.bus, who.user.id, { type: 'friends_changed' });
      await theirs.getByText(/0:0\d left to answer/).waitFor();
      await theirs.getByText('Challenge expired', { exact: true }).waitFor({ timeout: 10_000 });
      expect(await theirs.getByRole('button', { name: 'Accept' }).count()).toBe(0);
      await mine.getByText('Finn did not answer in time').waitFor({ timeout: 10_000 });
      expect(await mine.getByRole('button', { name: 'Cancel challenge' }).count()).toBe(0);
      await shoot(finn.page, 'challenge-expired', viewport);
      await shoot(eve.page, 'challenge-expired-sender', viewport);

      // The server agrees: it can no longer be accepted.
      const listed = await app.request('GET', '/api/challenges', { cookie: finn.cookie });
      expect(listed.json.incoming).toEqual([]);
      for (const tracked of [eve, finn, gus]) {
        expect(tracked.errors).toEqual([]);
        await tracked.context.close();
      }
    });
  }
});
