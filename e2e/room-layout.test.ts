import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../src/server/test/harness';
import { openSignedInPage, type SignedInPage } from './support/accounts';
import { startE2eApp } from './support/app';
import { seriousViolations } from './support/axe';
import { describeBrowser, launchBrowser } from './support/browser';
import { createGameOverApi, playOverApi, waitForMoves } from './support/game';
import { overflowingElements } from './support/overflow';
import { expectMediaFlowing, instrument, panel } from './support/video';

/**
 * The room built around the two players (issue 14, decision 170): at a laptop's, a small laptop's
 * and a phone's size, with both cameras on, the other player's face is large, and the board, both
 * clocks and the actions fit the screen without scrolling, during play and at the game's end.
 * Screenshots go where e2e/screens.test.ts puts its own, for a person to look at.
 */
const SCREENS_DIR = process.env.SCREENS_DIR ?? path.join(os.tmpdir(), 'chesschat-screens');
const VIEWPORTS = [
  { width: 1440, height: 900, desktop: true },
  { width: 1280, height: 720, desktop: true },
  { width: 390, height: 844, desktop: false },
] as const;

/**
 * The smallest phones, upright and held sideways: during play the board, the face and both clocks
 * fit without scrolling; sideways, the face is beside the board (issue 14).
 */
const PHONE_VIEWPORTS = [
  { width: 360, height: 640, landscape: false },
  { width: 844, height: 390, landscape: true },
  { width: 640, height: 360, landscape: true },
] as const;

/** Fool's mate: the shortest game that ends, so the journey sees the result and Rematch. */
const FOOLS_MATE = ['f2-f3', 'e7-e5', 'g2-g4', 'd8-h4'];
/** Its first two moves, played as each room's game is made. */
const OPENING = FOOLS_MATE.slice(0, 2);

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
}

interface Layout {
  viewport: { width: number; height: number };
  scrollHeight: number;
  scrollWidth: number;
  board: Box | null;
  remoteVideo: Box | null;
  clocks: Box[];
  actions: Box[];
  tabs: Box | null;
}

/** Where the room's parts are on the screen, in CSS pixels. */
function measure(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const box = (element: Element | null) => {
      if (!element) return null;
      const { left, top, right, bottom, width, height } = element.getBoundingClientRect();
      return { left, top, right, bottom, width, height };
    };
    const all = (selector: string) =>
      [...document.querySelectorAll(selector)].map((element) => box(element)).filter((b) => b !== null);
    return {
      viewport: { width: window.innerWidth, height: window.innerHeight },
      scrollHeight: document.documentElement.scrollHeight,
      scrollWidth: document.documentElement.scrollWidth,
      board: box(document.querySelector('[role="grid"][aria-label="Chess board"]')),
      remoteVideo: box(document.querySelector('[data-testid="remote-video-tile"] video')),
      clocks: all('[data-clock]'),
      // The game's own buttons: Resign / Offer Draw during play, Rematch at the end.
      actions: all('[data-room-action]'),
      tabs: box(document.querySelector('[role="tablist"]')),
    };
  }) as Promise<Layout>;
}

function inside(box: Box | null, viewport: { width: number; height: number }): boolean {
  return (
    box !== null &&
    box.width > 0 &&
    box.left >= -0.5 &&
    box.top >= -0.5 &&
    box.right <= viewport.width + 0.5 &&
    box.bottom <= viewport.height + 0.5
  );
}

/** During play on a small phone: nothing scrolls, the board, both clocks and the face are on screen. */
function expectPhoneFits(layout: Layout, landscape: boolean): void {
  const { viewport } = layout;
  expect(layout.scrollHeight, 'document scroll height').toBeLessThanOrEqual(viewport.height);
  expect(layout.scrollWidth, 'document scroll width').toBeLessThanOrEqual(viewport.width);
  expect(inside(layout.board, viewport), `board ${JSON.stringify(layout.board)}`).toBe(true);
  expect(layout.clocks).toHaveLength(2);
  for (const clock of layout.clocks)
    expect(inside(clock, viewport), `clock ${JSON.stringify(clock)}`).toBe(true);
  expect(inside(layout.remoteVideo, viewport), "the other player's video").toBe(true);
  const board = layout.board as Box;
  const video = layout.remoteVideo as Box;
  if (landscape) {
    // Beside the board, and a board one can play on: most of the screen's height.
    expect(video.left).toBeGreaterThanOrEqual(board.right);
    expect(board.height).toBeGreaterThanOrEqual(viewport.height * 0.6);
  } else {
    expect(video.bottom).toBeLessThanOrEqual(board.top);
    expect(board.width).toBeGreaterThanOrEqual(viewport.width - 32);
  }
}

function expectFits(layout: Layout, desktop: boolean): void {
  const { viewport } = layout;
  // No page scroll: the document is no taller and no wider than the screen.
  expect(layout.scrollHeight, 'document scroll height').toBeLessThanOrEqual(viewport.height);
  expect(layout.scrollWidth, 'document scroll width').toBeLessThanOrEqual(viewport.width);
  expect(inside(layout.board, viewport), `board ${JSON.stringify(layout.board)}`).toBe(true);
  expect(layout.clocks).toHaveLength(2);
  for (const clock of layout.clocks)
    expect(inside(clock, viewport), `clock ${JSON.stringify(clock)}`).toBe(true);
  expect(layout.actions.length).toBeGreaterThan(0);
  for (const action of layout.actions)
    expect(inside(action, viewport), `action ${JSON.stringify(action)}`).toBe(true);
  expect(inside(layout.tabs, viewport), 'Moves | Chat | Captured').toBe(true);
  expect(inside(layout.remoteVideo, viewport), "the other player's video").toBe(true);
  const board = layout.board as Box;
  const video = layout.remoteVideo as Box;
  if (desktop) {
    // The other player's face: at least a third of the board's area, beside it.
    expect(video.width * video.height).toBeGreaterThanOrEqual((board.width * board.height) / 3);
    expect(video.left).toBeGreaterThanOrEqual(board.right);
  } else {
    // Phone: the face above the board, the board the screen's width (less the room's margins).
    expect(video.bottom).toBeLessThanOrEqual(board.top);
    expect(board.width).toBeGreaterThanOrEqual(viewport.width - 32);
  }
}

async function shoot(page: Page, name: string, viewport: { width: number; height: number }): Promise<void> {
  const file = path.join(SCREENS_DIR, `${name}-${viewport.width}x${viewport.height}.png`);
  await page.screenshot({ path: file, animations: 'disabled' });
}

const join = (page: Page) => panel(page).getByRole('button', { name: 'Join' }).click();

describeBrowser('the room around the two players', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(SCREENS_DIR, { recursive: true });
    [app, browser] = await Promise.all([startE2eApp(), launchBrowser({ media: true })]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /** Two players in a call in a new game at this size, both cameras on. */
  async function callAt(viewport: { width: number; height: number }) {
    const [white, black] = await Promise.all([
      openSignedInPage(browser, app, { viewport }),
      openSignedInPage(browser, app, { viewport }),
    ]);
    await Promise.all([instrument(white.context), instrument(black.context)]);
    const gameId = await createGameOverApi(app, { white: white.cookie, black: black.cookie });
    // Both first moves at once: on a busy machine, joining the call can outlast the first-move window
    // (30 s), which would abort the game before the journey plays in it.
    await playOverApi(app, gameId, { white: white.cookie, black: black.cookie }, OPENING);
    await Promise.all([white, black].map(({ page }) => page.goto(`/game/${gameId}`)));
    await Promise.all([panel(white.page).waitFor(), panel(black.page).waitFor()]);
    await Promise.all([join(white.page), join(black.page)]);
    await Promise.all([expectMediaFlowing(white.page), expectMediaFlowing(black.page)]);
    return { white, black, gameId };
  }

  for (const { landscape, ...viewport } of PHONE_VIEWPORTS) {
    it(`fits a ${landscape ? 'sideways' : 'small'} phone at ${viewport.width}x${viewport.height} during play`, async () => {
      const { white, black } = await callAt(viewport);
      try {
        await waitForMoves(black.page, ['f3', 'e5']);
        await shoot(black.page, 'room-call-playing', viewport);
        for (const player of [white, black]) {
          const layout = await measure(player.page);
          // What widens the page, named in the failure.
          expect(layout.scrollWidth, (await overflowingElements(player.page)).join('\n')).toBeLessThanOrEqual(
            viewport.width,
          );
          expectPhoneFits(layout, landscape);
        }
        expect(white.errors).toEqual([]);
        expect(black.errors).toEqual([]);
      } finally {
        await Promise.all([white.context.close(), black.context.close()]);
      }
    });
  }

  for (const { desktop, ...viewport } of VIEWPORTS) {
    const size = `${viewport.width}x${viewport.height}`;
    describe(`at ${size}`, () => {
      let white: SignedInPage;
      let black: SignedInPage;
      let gameId: string;

      beforeAll(async () => {
        ({ white, black, gameId } = await callAt(viewport));
      });
      afterAll(async () => {
        await Promise.all([white?.context.close(), black?.context.close()]);
      });

      it('shows the face large, the board, clocks and actions without scrolling, during play', async () => {
        await waitForMoves(black.page, ['f3', 'e5']);
        await shoot(black.page, 'room-call-playing', viewport);
        for (const player of [white, black]) expectFits(await measure(player.page), desktop);
        // A move is told by the move list and the board, never by a toast.
        expect(await black.page.getByText('Opponent Moved', { exact: true }).count()).toBe(0);
      });

      it('counts unread chat on its tab and clears it when the chat is opened', async () => {
        const chatTab = (page: Page) => page.getByRole('tab', { name: /^Chat/ });
        await expect(chatTab(black.page).getAttribute('aria-selected')).resolves.toBe('false');
        await chatTab(white.page).click();
        await panel(white.page).getByLabel('Message', { exact: true }).fill('nice opening');
        await panel(white.page).getByRole('button', { name: 'Send' }).click();
        await black.page.getByTestId('chat-unread').filter({ hasText: '1' }).waitFor();
        await panel(white.page).getByLabel('Message', { exact: true }).fill('your move');
        await panel(white.page).getByRole('button', { name: 'Send' }).click();
        await black.page.getByTestId('chat-unread').filter({ hasText: '2' }).waitFor();
        // The sender's own lines are not unread for them.
        expect(await white.page.getByTestId('chat-unread').count()).toBe(0);
        await shoot(black.page, 'room-chat-unread', viewport);
        expectFits(await measure(black.page), desktop);
        await chatTab(black.page).click();
        await panel(black.page).getByRole('log').getByText('your move').waitFor();
        expect(await black.page.getByTestId('chat-unread').count()).toBe(0);
        expectFits(await measure(black.page), desktop);
        for (const { page } of [black, white]) {
          await page.getByRole('tab', { name: 'Moves' }).click();
          // On a phone the tabs are a bottom sheet over the board: fold it away again.
          if (!desktop) await page.getByRole('button', { name: 'Close' }).click();
        }
      });

      it('mirrors a self-view that can be hidden, and rings the tile of whoever speaks', async () => {
        const local = black.page.getByTestId('local-video-tile');
        const mirrored = await local.locator('video').evaluate((video) => {
          // Tailwind's -scale-x-100 sets the `scale` property; a transform would do as well.
          const style = getComputedStyle(video);
          return style.scale.startsWith('-1') || style.transform.startsWith('matrix(-1');
        });
        expect(mirrored).toBe(true);
        await black.page.getByRole('button', { name: 'Hide your camera view' }).click();
        await local.waitFor({ state: 'hidden' });
        await black.page.getByRole('button', { name: 'Show your camera view' }).click();
        await local.waitFor({ state: 'visible' });
        // The fake microphone beeps: the other player's tile shows the ring while it sounds.
        await black.page.waitForFunction(
          () => document.querySelector('[data-testid="remote-video-tile"]')?.hasAttribute('data-speaking'),
          null,
          { polling: 50, timeout: 10_000 },
        );
        const offered = await black.page.evaluate(() => document.pictureInPictureEnabled);
        expect(await black.page.getByRole('button', { name: 'Show in picture-in-picture' }).count()).toBe(
          offered ? 1 : 0,
        );
      });

      it('keeps everything on the screen at the game end, with the result and Rematch', async () => {
        await playOverApi(app, gameId, { white: white.cookie, black: black.cookie }, FOOLS_MATE.slice(2), 2);
        for (const player of [white, black]) {
          await player.page.getByTestId('game-over').waitFor();
          await player.page.getByRole('button', { name: 'Rematch' }).waitFor();
          await player.page.getByTestId('game-over-ratings').waitFor();
        }
        await shoot(white.page, 'room-call-game-over', viewport);
        for (const player of [white, black]) expectFits(await measure(player.page), desktop);
      });

      it('has no serious accessibility violation in the room, signed in, in a call', async () => {
        expect(await seriousViolations(white.page)).toEqual([]);
        expect(white.errors).toEqual([]);
        expect(black.errors).toEqual([]);
        // axe reads the whole page with two live video calls on the machine: give it time.
      }, 180_000);
    });
  }
});
