import type { Page } from 'playwright-core';
import type { CreateGameInput } from '../../src/core/protocol';
import type { TestApp } from '../../src/server/test/harness';

/** Game set-up over the API and the 2D board's gestures and waits, for every journey that plays. */

export const square = (page: Page, name: string) => page.locator(`[data-square="${name}"]`);

/** Plays a move by clicking the piece, then its target. */
export async function clickMove(page: Page, from: string, to: string): Promise<void> {
  await square(page, from).click();
  await square(page, to).click();
}

/** Plays a move by dragging the piece with the mouse onto its target. */
export async function dragMove(page: Page, from: string, to: string): Promise<void> {
  const start = await square(page, from).boundingBox();
  const end = await square(page, to).boundingBox();
  if (!start || !end) throw new Error(`square ${from} or ${to} is not on screen`);
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 8 });
  await page.mouse.up();
}

/** Waits until the square holds the piece (FEN letter), or is empty (null). */
export async function waitForPiece(page: Page, name: string, piece: string | null): Promise<void> {
  const locator = square(page, name);
  if (piece === null)
    await page.waitForFunction((el) => !el?.hasAttribute('data-piece'), await locator.elementHandle());
  else await locator.and(page.locator(`[data-piece="${piece}"]`)).waitFor();
}

/** The SAN moves in the Move History list. */
export async function movesShown(page: Page): Promise<string[]> {
  return page.locator('[data-ply]').allTextContents();
}

/** Waits until the Move History shows exactly these moves. */
export async function waitForMoves(page: Page, san: string[]): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      JSON.stringify([...document.querySelectorAll('[data-ply]')].map((el) => el.textContent)) ===
      JSON.stringify(expected),
    san,
  );
}

/**
 * A game created over the HTTP API by the player with the `white` cookie, and joined by the one with
 * the `black` cookie when given (a waiting game otherwise); its id.
 */
export async function createGameOverApi(
  app: TestApp,
  cookies: { white: string; black?: string },
  settings: CreateGameInput = { timeControl: 600 },
): Promise<string> {
  const created = await app.request('POST', '/api/games', { cookie: cookies.white, body: settings });
  if (created.status !== 200) throw new Error(`create game: ${created.status} ${created.text}`);
  const id = created.json.id as string;
  if (cookies.black) {
    const joined = await app.request('POST', `/api/games/${id}/join`, { cookie: cookies.black });
    if (joined.status !== 200) throw new Error(`join game: ${joined.status} ${joined.text}`);
  }
  return id;
}

/** Plays from-to moves over the HTTP API, alternating between the two players' cookies. */
export async function playOverApi(
  app: TestApp,
  gameId: string,
  cookies: { white: string; black: string },
  moves: string[],
  firstPly = 0,
): Promise<void> {
  for (const [index, move] of moves.entries()) {
    const ply = firstPly + index;
    const cookie = ply % 2 === 0 ? cookies.white : cookies.black;
    const answer = await app.request('POST', `/api/games/${gameId}/move`, { cookie, body: { move, ply } });
    if (answer.status !== 200) throw new Error(`move ${move}: ${answer.status} ${answer.text}`);
  }
}
