import type { Insertable } from 'kysely';
import { expect } from 'vitest';
import type { UserRow } from '../../accounts/session';
import type { UsersTable } from '../../db/schema';
import { buildUser, signIn } from '../../test/factories';
import type { TestApp, TestResponse } from '../../test/harness';

/** Test helpers: players, a started game, and moves played over real HTTP. */

export interface Player {
  user: UserRow;
  cookie: string;
}

export async function buildPlayer(
  app: TestApp,
  overrides: Partial<Insertable<UsersTable>> = {},
): Promise<Player> {
  const user = await buildUser(app.ctx.db, overrides);
  return { user, cookie: await signIn(app.ctx.db, user.id) };
}

export async function createGame(
  app: TestApp,
  creator: Player,
  body: Record<string, unknown> = { timeControl: 300 },
): Promise<string> {
  const created = await app.request('POST', '/api/games', { cookie: creator.cookie, body });
  expect(created.status, created.text).toBe(200);
  return created.json.id as string;
}

export interface StartedGame {
  id: string;
  white: Player;
  black: Player;
}

/** Two players and an active game between them (White created it, Black joined). */
export async function startedGame(
  app: TestApp,
  body: Record<string, unknown> = { timeControl: 300 },
): Promise<StartedGame> {
  const white = await buildPlayer(app);
  const black = await buildPlayer(app);
  const id = await createGame(app, white, body);
  const joined = await app.request('POST', `/api/games/${id}/join`, { cookie: black.cookie });
  expect(joined.status, joined.text).toBe(200);
  return { id, white, black };
}

export function move(app: TestApp, game: StartedGame, player: Player, text: string, ply?: number) {
  return app.request('POST', `/api/games/${game.id}/move`, {
    cookie: player.cookie,
    body: ply === undefined ? { move: text } : { move: text, ply },
  });
}

/** Plays the moves in order, each by the side to move; every one must be accepted. */
export async function playMoves(
  app: TestApp,
  game: StartedGame,
  moves: string[],
  firstPly = 0,
): Promise<TestResponse> {
  let last: TestResponse | null = null;
  for (const [index, text] of moves.entries()) {
    const ply = firstPly + index;
    const player = ply % 2 === 0 ? game.white : game.black;
    last = await move(app, game, player, text, ply);
    expect(last.status, `${text}: ${last.text}`).toBe(200);
  }
  if (!last) throw new Error('no moves given');
  return last;
}

export async function getGame(app: TestApp, id: string): Promise<Record<string, unknown>> {
  const response = await app.request('GET', `/api/games/${id}`);
  expect(response.status).toBe(200);
  return response.json.game as Record<string, unknown>;
}
