import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { LOCALE_CODES } from '../src/core/locales';
import type { SubscriptionTier } from '../src/core/protocol';
import type { TestApp } from '../src/server/test/harness';
import { openSignedInPage, type SignedInPage } from './support/accounts';
import { startE2eApp } from './support/app';
import { describeBrowser, launchBrowser } from './support/browser';
import { clickMove, createGameOverApi, playOverApi, square, waitForPiece } from './support/game';

/** The board's footer note's message id: named only in the 3D chunk's code. */
const BOARD_3D_MARKER = 'board3d.premium';
/** The panel's no-WebGL message id: named only in the chunk that opens the 3D chunk (the room's). */
const PANEL_MARKER = 'board3d.noWebgl';
/** A language's compiled catalogue chunk (`de-….js`), which holds every message id of its area as a key. */
const CATALOGUE_CHUNK = new RegExp(`^(${LOCALE_CODES.join('|')})-`);
const CHUNK_BUDGET_GZIP = 300 * 1024;
const LAPTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const SCREENS_DIR = process.env.SCREENS_DIR ?? path.join(os.tmpdir(), 'chesschat-screens');

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

interface Rgb {
  r: number;
  g: number;
  b: number;
}

describeBrowser('the 3D board', () => {
  let app: TestApp;
  let browser: Browser;
  const opened: SignedInPage[] = [];

  beforeAll(async () => {
    [app, browser] = await Promise.all([startE2eApp(), launchBrowser({ webgl: true })]);
  });
  afterAll(async () => {
    for (const { context } of opened) await context.close().catch(() => undefined);
    await browser?.close();
    await app?.close();
  });

  /** A signed-in page; `testHooks` lets the 3D board reveal where it draws each square. */
  async function player(tier: SubscriptionTier, testHooks: boolean): Promise<SignedInPage> {
    const tracked = await openSignedInPage(browser, app, { user: { subscriptionTier: tier } });
    opened.push(tracked);
    if (testHooks) {
      await tracked.context.addInitScript(() => {
        window.__CHESSCHAT_TEST_HOOKS__ = true;
      });
    }
    return tracked;
  }

  /** The built files the 3D board is made of, and who loads them. */
  function chunksOfBuild() {
    const assets = path.join(inject('webDist'), 'assets');
    const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
    const source = new Map(files.map((file) => [file, readFileSync(path.join(assets, file), 'utf8')]));
    // Code chunks only: the words themselves are in the catalogues' chunks, one per language (decision 297).
    const withText = (text: string) =>
      files.filter((file) => !CATALOGUE_CHUNK.test(file) && source.get(file)?.includes(text));
    /** Chunks a chunk imports statically (what loads together with it). */
    const staticImports = (file: string): string[] => {
      const code = source.get(file) ?? '';
      const found = new Set<string>();
      for (const match of code.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)) {
        if (match[1]) found.add(match[1]);
      }
      return [...found];
    };
    const closure = (roots: string[]) => {
      const seen = new Set<string>();
      const queue = [...roots];
      while (queue.length > 0) {
        const file = queue.pop() as string;
        if (seen.has(file)) continue;
        seen.add(file);
        queue.push(...staticImports(file));
      }
      return seen;
    };
    return { files, source, withText, closure };
  }

  async function waitForSettledBoard(page: Page) {
    await page.waitForFunction(() => window.__chessBoard3d?.settled() === true, null, { timeout: 30_000 });
  }

  /** Where the 3D board draws a square (lifted for a piece's body), in page pixels. */
  async function projected(page: Page, square: string, height = 0) {
    // The mouse reaches only what is on screen: bring the board into view as a person would scroll to it
    // (the page no longer scrolls by itself as moves are listed).
    await page.locator('[data-testid="board-3d"] canvas').scrollIntoViewIfNeeded();
    await waitForSettledBoard(page);
    const point = await page.evaluate(
      ([name, lift]) => window.__chessBoard3d?.project(name as never, lift as number) ?? null,
      [square, height] as const,
    );
    if (!point) throw new Error(`The 3D board did not project ${square}`);
    return point;
  }

  /** Clicks a square of the 3D board with the real mouse (on the piece's body when one stands there). */
  async function click3d(page: Page, square: string, onPiece: boolean) {
    const point = await projected(page, square, onPiece ? 0.3 : 0);
    await page.mouse.click(point.x, point.y);
  }

  /** Drags a piece of the 3D board onto another square with the real mouse. */
  async function drag3d(page: Page, from: string, to: string) {
    const start = await projected(page, from, 0.3);
    const end = await projected(page, to, 0);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move((start.x + end.x) / 2, (start.y + end.y) / 2, { steps: 4 });
    await page.mouse.move(end.x, end.y, { steps: 4 });
    await page.mouse.up();
  }

  /** Average colour of the canvas' pixels around some page points, read from a real screenshot. */
  async function sampleCanvas(page: Page, points: { x: number; y: number }[]): Promise<Rgb[]> {
    const canvas = page.locator('[data-testid="board-3d"] canvas');
    const box = await canvas.boundingBox();
    if (!box) throw new Error('The 3D canvas has no box');
    const png = await canvas.screenshot();
    return page.evaluate(
      async ({ data, origin, at }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        const surface = document.createElement('canvas');
        surface.width = image.width;
        surface.height = image.height;
        const context = surface.getContext('2d');
        if (!context) throw new Error('no 2D canvas');
        context.drawImage(image, 0, 0);
        const scale = image.width / origin.width;
        return at.map(({ x, y }) => {
          const cx = Math.round((x - origin.x) * scale);
          const cy = Math.round((y - origin.y) * scale);
          const pixels = context.getImageData(cx - 2, cy - 2, 5, 5).data;
          let [r, g, b] = [0, 0, 0];
          for (let i = 0; i < pixels.length; i += 4) {
            r += pixels[i] ?? 0;
            g += pixels[i + 1] ?? 0;
            b += pixels[i + 2] ?? 0;
          }
          const n = pixels.length / 4;
          return { r: r / n, g: g / n, b: b / n };
        });
      },
      { data: png.toString('base64'), origin: box, at: points },
    );
  }

  const brightness = ({ r, g, b }: Rgb) => 0.299 * r + 0.587 * g + 0.114 * b;

  /** The page box of every element a selector finds (getBoundingClientRect). */
  async function boxes(page: Page, selector: string): Promise<Box[]> {
    return page.$$eval(selector, (elements) =>
      elements.map((element) => {
        const { top, bottom, left, right } = element.getBoundingClientRect();
        return { top, bottom, left, right };
      }),
    );
  }

  const overlaps = (a: Box, b: Box) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

  /** The canvas' box overlaps none of the boxes the selector finds (and it finds some). */
  async function expectCanvasClearOf(page: Page, selector: string) {
    const [canvas] = await boxes(page, '[data-testid="board-3d"] canvas');
    const others = await boxes(page, selector);
    expect(canvas, 'the 3D canvas').toBeDefined();
    expect(others.length, selector).toBeGreaterThan(0);
    for (const other of others) expect(overlaps(canvas as Box, other), selector).toBe(false);
  }

  /** How many of what a locator finds a person can see. */
  async function visibleCount(locator: ReturnType<Page['locator']>): Promise<number> {
    let count = 0;
    for (const found of await locator.all()) if (await found.isVisible()) count += 1;
    return count;
  }

  /**
   * One statement of whose turn it is and one clock per side, whichever view the board is in: the
   * room's turn badge and the players' strips (decision 279).
   */
  async function expectOneStatusAndClockSet(page: Page) {
    expect(await visibleCount(page.getByText(/to move$|'s Turn$|^Your Turn|^Game Over$/))).toBe(1);
    const clocks = page.getByRole('timer').filter({ hasText: /^\d+:\d\d/ });
    expect(await visibleCount(clocks)).toBe(2);
    for (const side of ['white', 'black']) {
      expect(await visibleCount(page.locator(`[data-player="${side}"] [role="timer"]`))).toBe(1);
    }
  }

  /** Nothing below the fold: the page is no taller than the screen. */
  async function expectNoScroll(page: Page, height: number) {
    expect(await page.evaluate(() => document.scrollingElement?.scrollHeight ?? 0)).toBeLessThanOrEqual(
      height,
    );
  }

  /** A control lies wholly on screen. */
  async function expectOnScreen(page: Page, name: string, height: number) {
    const box = await page.getByRole('button', { name, exact: true }).boundingBox();
    expect(box, name).not.toBeNull();
    expect((box as { y: number }).y).toBeGreaterThanOrEqual(0);
    expect((box as { y: number; height: number }).y + (box as { height: number }).height).toBeLessThanOrEqual(
      height,
    );
  }

  async function shoot(page: Page, name: string, viewport: { width: number; height: number }) {
    mkdirSync(SCREENS_DIR, { recursive: true });
    await waitForSettledBoard(page);
    await page.screenshot({
      path: path.join(SCREENS_DIR, `board-3d-${name}-${viewport.width}x${viewport.height}.png`),
      animations: 'disabled',
    });
  }

  it('is one chunk under 300 KB gzipped, opened only by the game room', () => {
    const { files, source, withText, closure } = chunksOfBuild();
    const boardChunks = withText(BOARD_3D_MARKER);
    expect(boardChunks).toHaveLength(1);
    const board = boardChunks[0] as string;
    const openers = files.filter((file) => file !== board && source.get(file)?.includes(board));
    expect(openers).toEqual(withText(PANEL_MARKER));

    // What opening 3D downloads: the board chunk and whatever only it pulls in.
    const entry = readFileSync(path.join(inject('webDist'), 'index.html'), 'utf8');
    const entryChunks = [...entry.matchAll(/assets\/([^"']+\.js)/g)].map((match) => match[1] as string);
    const alreadyLoaded = closure([...entryChunks, ...openers]);
    expect(alreadyLoaded.has(board)).toBe(false);
    const downloaded = [...closure([board])].filter((file) => !alreadyLoaded.has(file));
    const gzipBytes = downloaded.reduce((sum, file) => sum + gzipSync(source.get(file) ?? '').length, 0);
    const rawBytes = downloaded.reduce((sum, file) => sum + (source.get(file)?.length ?? 0), 0);
    console.info(
      `3D chunk: ${downloaded.join(', ')} = ${(rawBytes / 1024).toFixed(1)} KB raw, ${(gzipBytes / 1024).toFixed(1)} KB gzipped`,
    );
    expect(gzipBytes).toBeLessThanOrEqual(CHUNK_BUDGET_GZIP);
  });

  // Software WebGL (SwiftShader) draws every frame on the CPU: a whole game, measured and photographed
  // on a laptop and a phone, takes a while on a busy machine.
  it('lets a premium player play a whole game in 3D against an opponent on the 2D board', async () => {
    const white = await player('premium', true);
    const black = await player('free', false);
    const gameId = await createGameOverApi(app, { white: white.cookie });

    const boardChunk = chunksOfBuild().withText(BOARD_3D_MARKER)[0] as string;
    const chunkRequests: string[] = [];
    black.page.on('request', (request) => {
      if (request.url().includes(boardChunk)) chunkRequests.push(request.url());
    });

    // A Free player who opens 3D meets the upgrade card, and never downloads the 3D code.
    await black.page.goto(`/game/${gameId}`);
    await square(black.page, 'e7').waitFor();
    await black.page.getByRole('button', { name: '3D', exact: true }).click();
    await black.page.getByText('3D Chess Board').waitFor();
    await black.page.getByText('Experience chess in stunning 3D with premium features').waitFor();
    await black.page.getByRole('button', { name: 'Upgrade to Premium' }).waitFor();
    await black.page.getByRole('button', { name: 'View Plans' }).waitFor();
    expect(chunkRequests).toEqual([]);
    await black.page.getByRole('button', { name: '2D', exact: true }).click();
    await square(black.page, 'e7').waitFor();

    // White opens 3D while waiting for an opponent.
    const { page } = white;
    const board3d = page.getByRole('region', { name: '3D chess board' });
    await page.setViewportSize(LAPTOP);
    await page.goto(`/game/${gameId}`);
    await page.getByRole('button', { name: '3D', exact: true }).click();
    await board3d.locator('canvas').waitFor();
    await page.getByTestId('turn-indicator').getByText('Waiting for Second Player').waitFor();
    await waitForSettledBoard(page);

    // The canvas shows a real board: light and dark squares where the camera says, and both armies.
    const [light, dark, ivory, ebony] = await sampleCanvas(page, [
      await projected(page, 'e4'),
      await projected(page, 'd4'),
      await projected(page, 'e1', 0.45),
      await projected(page, 'e8', 0.45),
    ]);
    expect(brightness(light as Rgb)).toBeGreaterThan(brightness(dark as Rgb) + 30);
    expect(brightness(ivory as Rgb)).toBeGreaterThan(brightness(ebony as Rgb) + 60);

    // Rotating locks the controls for 300 ms; the board is then played where it is newly drawn.
    const before = await projected(page, 'e2');
    // Watched from inside the page: on a busy machine a look after the click could come after the 300 ms.
    await page.evaluate(() => {
      const left = document.querySelector<HTMLButtonElement>('[data-rotate="left"]');
      const seen = window as unknown as { __rotateLocked?: boolean };
      seen.__rotateLocked = false;
      if (left) {
        new MutationObserver(() => {
          if (left.disabled) seen.__rotateLocked = true;
        }).observe(left, { attributes: true, attributeFilter: ['disabled'] });
      }
    });
    await board3d.getByRole('button', { name: 'Rotate right' }).click();
    await page.waitForFunction(() => {
      const locked = (window as unknown as { __rotateLocked?: boolean }).__rotateLocked;
      return locked === true && !document.querySelector<HTMLButtonElement>('[data-rotate="left"]')?.disabled;
    });
    const after = await projected(page, 'e2');
    expect(Math.hypot(after.x - before.x, after.y - before.y)).toBeGreaterThan(10);

    // Black joins from the room: the game is live (each side then has 30 s for a first move).
    await black.page.getByRole('button', { name: 'Join Game' }).click();
    await page.getByTestId('turn-indicator').getByText('Your Turn (White)').waitFor();

    // 1. e4 in 3D, seen by Black on the 2D board.
    await click3d(page, 'e2', true);
    await click3d(page, 'e4', false);
    await waitForPiece(black.page, 'e4', 'P');
    await page.getByTestId('turn-indicator').getByText("Black's Turn").waitFor();

    // A premove in 3D (Bc4) while Black thinks, played the moment Black has moved.
    await click3d(page, 'f1', true);
    await click3d(page, 'c4', false);
    await clickMove(black.page, 'e7', 'e5');
    await waitForPiece(black.page, 'c4', 'B');

    // Nothing moves now: Black's clock ticks in the panel, yet not a single frame is drawn. Two ticks
    // are watched, so a frame the first one might have asked for has had a whole second to be drawn.
    await waitForSettledBoard(page);
    const framesBefore = await page.evaluate(() => window.__chessBoard3d?.frames() ?? 0);
    for (let tick = 0; tick < 2; tick += 1) {
      const clock = '[data-player="black"] [role="timer"]';
      const shown = await page.locator(clock).textContent();
      await page.waitForFunction(
        ([selector, text]) => document.querySelector(selector)?.textContent !== text,
        [clock, shown] as const,
      );
    }
    await expect(page.evaluate(() => window.__chessBoard3d?.frames() ?? 0)).resolves.toBe(framesBefore);

    await clickMove(black.page, 'b8', 'c6');
    await page.getByTestId('turn-indicator').getByText('Your Turn (White)').waitFor();

    // Live on a laptop, the whole room fits the screen with Resign and Offer Draw on it, the canvas
    // stays in the board's box, and the status and clocks are shown once.
    await page.getByRole('button', { name: 'Resign', exact: true }).waitFor();
    await expectNoScroll(page, LAPTOP.height);
    await expectOnScreen(page, 'Resign', LAPTOP.height);
    await expectOnScreen(page, 'Offer Draw', LAPTOP.height);
    await expectCanvasClearOf(page, '[data-room-action], [data-player]');
    await expectOneStatusAndClockSet(page);
    await shoot(page, 'live', LAPTOP);

    await click3d(page, 'd1', true);
    await click3d(page, 'h5', false);
    await waitForPiece(black.page, 'h5', 'Q');

    await clickMove(black.page, 'g8', 'f6');
    await page.getByTestId('turn-indicator').getByText('Your Turn (White)').waitFor();
    await click3d(page, 'h5', true);
    await click3d(page, 'f7', true);
    await waitForPiece(black.page, 'f7', 'Q');

    await page.getByTestId('board-banner').getByText('CHECKMATE - WHITE WINS!').waitFor();
    await page.getByTestId('turn-indicator').getByText('Game Over', { exact: true }).waitFor();

    // Finished, on a laptop and on a phone: the canvas covers neither the result nor Rematch and New Game.
    const ended = '[data-testid="game-over"], [data-room-action] a, [data-room-action] button';
    await page.getByRole('button', { name: 'Rematch' }).waitFor();
    await page.getByRole('link', { name: 'New Game' }).waitFor();
    await expectCanvasClearOf(page, `${ended}, [data-testid="board-banner"]`);
    await expectNoScroll(page, LAPTOP.height);
    await expectOneStatusAndClockSet(page);
    await shoot(page, 'game-over', LAPTOP);
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Rematch' }).waitFor();
    await expectCanvasClearOf(page, ended);
    await expectOneStatusAndClockSet(page);
    await shoot(page, 'game-over', PHONE);
    expect(white.errors).toEqual([]);
    expect(black.errors).toEqual([]);
  }, 360_000);

  it('promotes a pawn dragged in 3D through the picker, as Black plays on', async () => {
    const white = await player('pro', true);
    const black = await player('free', false);
    const gameId = await createGameOverApi(app, { white: white.cookie, black: black.cookie });
    // White's a-pawn eats its way to b7; the rook on a8 is next.
    const moves = ['a2-a4', 'b7-b5', 'a4-b5', 'a7-a6', 'b5-a6', 'c8-b7', 'a6-b7', 'b8-c6'];
    await playOverApi(app, gameId, { white: white.cookie, black: black.cookie }, moves);

    const { page } = white;
    const board3d = page.getByRole('region', { name: '3D chess board' });
    // On a phone: the camera buttons stay on the board, clear of the Moves | Chat | Captured tabs.
    await page.setViewportSize(PHONE);
    await page.goto(`/game/${gameId}`);
    await page.getByRole('button', { name: '3D', exact: true }).click();
    await page.getByTestId('turn-indicator').getByText('Your Turn (White)').waitFor();
    await board3d.getByRole('button', { name: 'Reset view' }).waitFor();
    await page.getByRole('tab', { name: 'Moves' }).waitFor();
    const tabs = await boxes(page, '[role="tablist"]');
    const cameraButtons = await boxes(page, '[data-rotate]');
    expect(tabs.length).toBeGreaterThan(0);
    expect(cameraButtons).toHaveLength(5);
    for (const button of cameraButtons) {
      for (const strip of tabs) expect(overlaps(button, strip)).toBe(false);
    }
    await expectCanvasClearOf(page, '[role="tablist"], [data-room-action], [data-player]');
    await expectOneStatusAndClockSet(page);
    await shoot(page, 'live', PHONE);
    await black.page.goto(`/game/${gameId}`);
    await waitForPiece(black.page, 'b7', 'P');

    await drag3d(page, 'b7', 'a8');
    const picker = board3d.getByRole('dialog', { name: 'Choose a piece to promote to' });
    await picker.waitFor();
    await picker.getByRole('button', { name: 'Promote to knight' }).click();
    await waitForPiece(black.page, 'a8', 'N');
    await page.getByTestId('turn-indicator').getByText("Black's Turn").waitFor();
    expect(white.errors).toEqual([]);
  }, 240_000);
});
