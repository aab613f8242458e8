import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../src/server/test/harness';
import { openSignedInPage, type SignedInPage } from './support/accounts';
import { startE2eApp } from './support/app';
import { describeBrowser, launchBrowser } from './support/browser';
import { createGameOverApi, playOverApi, waitForMoves } from './support/game';
import { expectMediaFlowing, instrument, panel } from './support/video';

const run = promisify(execFile);

/**
 * The other player's face, whole and large (decision 269), measured with fake cameras of each shape:
 * Chromium plays a `.y4m` file as the camera. For each shape, at a laptop's, a small laptop's and a
 * phone's size: how much of the board's area the visible picture has, how much of the camera's picture
 * the tile cuts, and that neither one's own view nor the call's buttons cover it. The phone's status
 * row and a finished game's replay clocks are measured too (they used to overlap their neighbours).
 */
const SCREENS_DIR = process.env.SCREENS_DIR ?? path.join(os.tmpdir(), 'chesschat-screens');

const SHAPES = [
  { name: '16x9', width: 1280, height: 720, shoot: true },
  { name: '4x3', width: 640, height: 480, shoot: false },
  { name: '3x4', width: 480, height: 640, shoot: false },
  { name: '9x16', width: 720, height: 1280, shoot: true },
] as const;

/**
 * The board's side before the faces grew, measured in these viewports on the room of decision 170:
 * the faces take the move list's space, never the board's.
 */
const VIEWPORTS = [
  { width: 1440, height: 900, desktop: true, boardFloor: 603, faceShare: 0.6 },
  { width: 1280, height: 720, desktop: true, boardFloor: 423, faceShare: 0.6 },
  { width: 390, height: 844, desktop: false, boardFloor: 0, faceShare: 0.35 },
] as const;

/** The most of either dimension of the camera's picture a tile may cut off. */
const MAX_CUT = 0.1;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
}

interface Faces {
  viewport: { width: number; height: number };
  scrollHeight: number;
  board: Box;
  remote: Box;
  /** The camera's own size, as the video element reports it. */
  intrinsic: { width: number; height: number };
  objectFit: string;
  self: Box | null;
  callButtons: Box[];
}

function measureFaces(page: Page): Promise<Faces> {
  return page.evaluate(() => {
    const box = (element: Element) => {
      const { left, top, right, bottom, width, height } = element.getBoundingClientRect();
      return { left, top, right, bottom, width, height };
    };
    const video = document.querySelector<HTMLVideoElement>('[data-testid="remote-video-tile"] video');
    const board = document.querySelector('[role="grid"][aria-label="Chess board"]');
    const self = document.querySelector('[data-testid="local-video-tile"]');
    if (!video || !board) throw new Error('no remote video or board');
    return {
      viewport: { width: window.innerWidth, height: window.innerHeight },
      scrollHeight: document.documentElement.scrollHeight,
      board: box(board),
      remote: box(video),
      intrinsic: { width: video.videoWidth, height: video.videoHeight },
      objectFit: getComputedStyle(video).objectFit,
      self: self && self.getBoundingClientRect().width > 0 ? box(self) : null,
      callButtons: [...document.querySelectorAll('[data-room-part="call"] button')].map(box),
    };
  });
}

/** The area two boxes share (0 when apart or merely touching). */
function overlap(a: Box, b: Box): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0.5 && height > 0.5 ? width * height : 0;
}

/**
 * What of the camera's picture the tile shows: with `cover` the picture is scaled to fill the box and
 * the overflow in one dimension is cut; with `contain` nothing is cut and the box's bars are empty.
 */
function visiblePicture(faces: Faces): { area: number; cutWidth: number; cutHeight: number } {
  const { remote, intrinsic, objectFit } = faces;
  const boxAspect = remote.width / remote.height;
  const aspect = intrinsic.width / intrinsic.height;
  if (objectFit === 'cover') {
    const cutHeight = boxAspect > aspect ? 1 - aspect / boxAspect : 0;
    const cutWidth = boxAspect < aspect ? 1 - boxAspect / aspect : 0;
    return { area: remote.width * remote.height, cutWidth, cutHeight };
  }
  const scale = Math.min(remote.width / intrinsic.width, remote.height / intrinsic.height);
  return { area: intrinsic.width * scale * intrinsic.height * scale, cutWidth: 0, cutHeight: 0 };
}

async function shoot(page: Page, name: string): Promise<void> {
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  await page.screenshot({
    path: path.join(SCREENS_DIR, `${name}-${width}x${height}.png`),
    animations: 'disabled',
  });
}

/** Until the remote tile has taken the camera's shape at this size (the stage follows a resize). */
async function settled(page: Page): Promise<Faces> {
  let last = '';
  for (let tries = 0; tries < 40; tries += 1) {
    await page.waitForTimeout(150);
    const faces = await measureFaces(page);
    const key = JSON.stringify([faces.remote, faces.board, faces.self]);
    if (key === last && faces.intrinsic.width > 0) return faces;
    last = key;
  }
  throw new Error(`the room did not settle: ${last}`);
}

function boxOf(page: Page, selector: string): Promise<Box | null> {
  return page.evaluate((query) => {
    const element = document.querySelector(query);
    if (!element) return null;
    const { left, top, right, bottom, width, height } = element.getBoundingClientRect();
    return { left, top, right, bottom, width, height };
  }, selector);
}

const FOOLS_MATE = ['f2-f3', 'e7-e5', 'g2-g4', 'd8-h4'];

describeBrowser('faces whole and large, with cameras of every shape', () => {
  let app: TestApp;
  let browser: Browser;
  let white: SignedInPage;
  const cameras = mkdtempSync(path.join(os.tmpdir(), 'chesschat-cameras-'));
  const report: string[] = [];

  beforeAll(async () => {
    mkdirSync(SCREENS_DIR, { recursive: true });
    // One second of a test pattern per shape: Chromium plays it in a loop.
    await Promise.all(
      SHAPES.map((shape) =>
        run('ffmpeg', [
          ...['-v', 'error', '-f', 'lavfi', '-i', `testsrc=size=${shape.width}x${shape.height}:rate=10`],
          ...['-t', '1', '-pix_fmt', 'yuv420p', path.join(cameras, `${shape.name}.y4m`)],
        ]),
      ),
    );
    [app, browser] = await Promise.all([startE2eApp(), launchBrowser({ media: true })]);
    // Pro: a game per camera shape and more, past a Free plan's three a month.
    white = await openSignedInPage(browser, app, {
      viewport: { width: 1440, height: 900 },
      user: { subscriptionTier: 'pro' },
    });
    await instrument(white.context);
  });
  afterAll(async () => {
    console.log(`faces measured:\n${report.join('\n')}`);
    await browser?.close();
    await app?.close();
    rmSync(cameras, { recursive: true, force: true });
  });

  /** A new game with a new opponent whose camera plays this shape's file; both in the call. */
  async function callWith(shape: (typeof SHAPES)[number]) {
    const remoteBrowser = await launchBrowser({
      media: true,
      fakeCamera: path.join(cameras, `${shape.name}.y4m`),
    });
    const black = await openSignedInPage(remoteBrowser, app, { viewport: { width: 1280, height: 720 } });
    await instrument(black.context);
    const gameId = await createGameOverApi(app, { white: white.cookie, black: black.cookie });
    // Both first moves at once: a game whose first move waits 30 s is aborted (decision 022).
    await playOverApi(app, gameId, { white: white.cookie, black: black.cookie }, FOOLS_MATE.slice(0, 2));
    // Wide, where the panel is a box of its own (on a phone its parts join the room's column).
    await white.page.setViewportSize({ width: 1440, height: 900 });
    await Promise.all([white, black].map(({ page }) => page.goto(`/game/${gameId}`)));
    await Promise.all([panel(white.page).waitFor(), panel(black.page).waitFor()]);
    await Promise.all(
      [white, black].map(({ page }) => panel(page).getByRole('button', { name: 'Join' }).click()),
    );
    // A camera file is heavier to play than the fake pattern: give the first frames time on a busy machine.
    await expectMediaFlowing(white.page, 30_000);
    // The picture arrives in the camera's shape (the sender may scale it, never reshape it).
    await white.page.waitForFunction(
      (aspect) => {
        const video = document.querySelector<HTMLVideoElement>('[data-testid="remote-video-tile"] video');
        return (
          video !== null &&
          video.videoHeight > 0 &&
          Math.abs(video.videoWidth / video.videoHeight - aspect) < 0.02
        );
      },
      shape.width / shape.height,
      { polling: 100, timeout: 30_000 },
    );
    return { black, gameId, close: () => remoteBrowser.close() };
  }

  it('keeps a phone’s status row clear of the call, the player’s colour and the title', async () => {
    // Before the first move, while its countdown runs (a game nobody moves in is aborted after 30 s).
    const [black, spectator] = await Promise.all([
      openSignedInPage(browser, app, { viewport: { width: 390, height: 844 } }),
      openSignedInPage(browser, app, { viewport: { width: 390, height: 844 } }),
    ]);
    const gameId = await createGameOverApi(app, { white: white.cookie, black: black.cookie });
    try {
      await white.page.setViewportSize({ width: 390, height: 844 });
      await Promise.all([white.page.goto(`/game/${gameId}`), spectator.page.goto(`/game/${gameId}`)]);
      await white.page.locator('[data-room-part="call"]').waitFor();
      await white.page.locator('p[role="timer"]').waitFor();
      const timerBox = await boxOf(white.page, 'p[role="timer"]');
      const callBox = await boxOf(white.page, '[data-room-part="call"]');
      const stageBox = await boxOf(white.page, '[data-testid="remote-video-tile"]');
      expect(timerBox && callBox && stageBox).toBeTruthy();
      expect(overlap(timerBox as Box, callBox as Box), 'countdown under the call bar').toBe(0);
      expect(overlap(timerBox as Box, stageBox as Box), 'countdown over the face').toBe(0);
      expect((timerBox as Box).right).toBeLessThanOrEqual(390);
      await shoot(white.page, 'room-call-countdown');

      try {
        await spectator.page.locator('p[role="timer"]').waitFor();
        const title = await boxOf(spectator.page, 'h1');
        const warning = await boxOf(spectator.page, 'p[role="timer"]');
        expect(title && warning).toBeTruthy();
        expect(overlap(title as Box, warning as Box), 'spectator warning over the title').toBe(0);
        expect((warning as Box).top).toBeGreaterThanOrEqual(0);
        await shoot(spectator.page, 'room-spectator-countdown');
      } finally {
        await spectator.context.close();
      }

      await playOverApi(app, gameId, { white: white.cookie, black: black.cookie }, FOOLS_MATE.slice(0, 2));
      await waitForMoves(white.page, ['f3', 'e5']);
      await white.page.locator('p[role="timer"]').waitFor({ state: 'detached' });
      const pill = await white.page.getByTestId('player-color').evaluate((element) => {
        const { left, right } = element.getBoundingClientRect();
        const row = element.parentElement?.getBoundingClientRect();
        return {
          left,
          right,
          rowRight: row?.right ?? 0,
          clipped: element.scrollWidth > element.clientWidth + 1,
        };
      });
      const tools = await boxOf(white.page, 'fieldset');
      expect(pill.clipped, '"You: White" cut short').toBe(false);
      expect(pill.right, '"You: White" reaches past its row').toBeLessThanOrEqual(pill.rowRight + 0.5);
      if (tools)
        expect(pill.right, '"You: White" under the 2D/3D switch').toBeLessThanOrEqual(tools.left + 0.5);
    } finally {
      await black.context.close();
    }
  }, 240_000);

  for (const shape of SHAPES) {
    it(`shows a ${shape.name} camera whole and large, beside one's own view and the buttons`, async () => {
      const { black, close } = await callWith(shape);
      try {
        await waitForMoves(white.page, ['f3', 'e5']);
        for (const viewport of VIEWPORTS) {
          await white.page.setViewportSize({ width: viewport.width, height: viewport.height });
          const faces = await settled(white.page);
          const picture = visiblePicture(faces);
          const boardArea = faces.board.width * faces.board.height;
          const share = picture.area / boardArea;
          const size = `${viewport.width}x${viewport.height}`;
          report.push(
            `${shape.name} at ${size}: picture ${Math.round(faces.remote.width)}x${Math.round(faces.remote.height)} = ${share.toFixed(2)} of the board (${Math.round(faces.board.width)} px), cut ${(picture.cutWidth * 100).toFixed(1)}% x ${(picture.cutHeight * 100).toFixed(1)}%`,
          );
          if (shape.shoot) await shoot(white.page, `room-call-${shape.name}`);
          expect(faces.scrollHeight, `${size}: the page scrolls`).toBeLessThanOrEqual(viewport.height);
          expect(faces.board.top).toBeGreaterThanOrEqual(-0.5);
          expect(faces.board.bottom, `${size}: the board leaves the screen`).toBeLessThanOrEqual(
            viewport.height + 0.5,
          );
          expect(faces.board.width, `${size}: the board shrank`).toBeGreaterThanOrEqual(
            viewport.boardFloor - 0.5,
          );
          expect(picture.cutWidth, `${size}: width cut`).toBeLessThanOrEqual(MAX_CUT);
          expect(picture.cutHeight, `${size}: height cut`).toBeLessThanOrEqual(MAX_CUT);
          expect(share, `${size}: the face's share of the board's area`).toBeGreaterThanOrEqual(
            viewport.faceShare,
          );
          expect(faces.self, `${size}: one's own view`).not.toBeNull();
          expect(overlap(faces.self as Box, faces.remote), `${size}: own view over the face`).toBe(0);
          expect(faces.callButtons.length).toBeGreaterThan(3);
          for (const button of faces.callButtons)
            expect(overlap(button, faces.remote), `${size}: a call button over the face`).toBe(0);
        }
        if (shape.name === '16x9') {
          // The fake microphone beeps: the other player's tile rings while it sounds.
          await white.page.waitForFunction(
            () => document.querySelector('[data-testid="remote-video-tile"]')?.hasAttribute('data-speaking'),
            null,
            { polling: 50, timeout: 10_000 },
          );
        }
      } finally {
        await black.context.close();
        await close();
      }
    }, 240_000);
  }

  it('puts the faces first, side by side, the board smaller; remembered; and back', async () => {
    const { black, close } = await callWith(SHAPES[0]);
    try {
      await waitForMoves(white.page, ['f3', 'e5']);
      for (const viewport of [VIEWPORTS[0], VIEWPORTS[2]]) {
        await white.page.setViewportSize({ width: viewport.width, height: viewport.height });
        const before = await settled(white.page);
        const toggle = panel(white.page).getByRole('button', { name: 'Faces first' });
        await toggle.click();
        await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
        const faces = await settled(white.page);
        await shoot(white.page, 'room-call-faces-first');
        expect(faces.board.width).toBeLessThan(before.board.width);
        expect(faces.board.bottom).toBeLessThanOrEqual(viewport.height + 0.5);
        const self = faces.self as Box;
        expect(self).not.toBeNull();
        // Alike in height, neither over the other: side by side on a wide screen, one above the other on
        // a phone upright, whose width two faces side by side would split.
        if (viewport.desktop) expect(Math.abs(self.top - faces.remote.top)).toBeLessThan(2);
        else expect(self.top).toBeGreaterThanOrEqual(faces.remote.bottom);
        expect(Math.abs(self.height - faces.remote.height)).toBeLessThan(2);
        expect(overlap(self, faces.remote)).toBe(0);
        const picture = visiblePicture(faces);
        expect(picture.cutWidth).toBeLessThanOrEqual(MAX_CUT);
        expect(picture.cutHeight).toBeLessThanOrEqual(MAX_CUT);
        // One's own face large too: the pair are alike, where before one's own was a thumbnail.
        expect(self.width * self.height).toBeGreaterThan(
          (before.self as Box).width * (before.self as Box).height * 1.5,
        );
        // Remembered on this device: a reload keeps the faces first.
        await white.page.reload();
        await panel(white.page).getByRole('button', { name: 'Faces first', pressed: true }).waitFor();
        await panel(white.page).getByRole('button', { name: 'Faces first' }).click();
        await panel(white.page).getByRole('button', { name: 'Faces first', pressed: false }).waitFor();
        // A reload of a live game's room brings its call back by itself (call-storage).
        await expectMediaFlowing(white.page);
      }
    } finally {
      await black.context.close();
      await close();
    }
  }, 240_000);

  it('gives a finished game’s replay clocks their room beside the downloads', async () => {
    const { black, gameId, close } = await callWith(SHAPES[0]);
    try {
      await playOverApi(app, gameId, { white: white.cookie, black: black.cookie }, FOOLS_MATE.slice(2), 2);
      for (const viewport of [VIEWPORTS[0], VIEWPORTS[1]]) {
        await white.page.setViewportSize({ width: viewport.width, height: viewport.height });
        await white.page.getByTestId('replay').waitFor();
        await settled(white.page);
        if (viewport.width === 1440) await shoot(white.page, 'room-call-game-over');
        const replay = await white.page.getByTestId('replay').evaluate((panelElement) => {
          const box = (element: Element) => {
            const { left, top, right, bottom, width, height } = element.getBoundingClientRect();
            return { left, top, right, bottom, width, height };
          };
          return {
            clocks: [...panelElement.querySelectorAll('[data-replay-clock]')].map((clock) => ({
              row: box(clock.parentElement as Element),
              label: box(clock.previousElementSibling as Element),
              clock: box(clock),
            })),
            buttons: [...panelElement.querySelectorAll('a, button')].map(box),
          };
        });
        expect(replay.clocks).toHaveLength(2);
        for (const { row, label, clock } of replay.clocks) {
          // The label and the time side by side, within their row.
          expect(row.width, 'a replay clock squeezed').toBeGreaterThanOrEqual(label.width + clock.width + 8);
          expect(clock.right).toBeLessThanOrEqual(row.right + 0.5);
          for (const button of replay.buttons) expect(overlap(row, button), 'a clock under a button').toBe(0);
        }
      }
    } finally {
      await black.context.close();
      await close();
    }
  }, 240_000);
});
