import { expect } from 'vitest';
import type { Player } from '../games/test/helpers';
import { buildUser, signIn } from '../test/factories';
import type { TestApp, TestResponse } from '../test/harness';

/** Test helpers: players on the unlimited plan, and whole games played over real HTTP. */

export async function proPlayer(app: TestApp, overrides: { username?: string; displayName?: string } = {}) {
  const user = await buildUser(app.ctx.db, { subscriptionTier: 'pro', ...overrides });
  return { user, cookie: await signIn(app.ctx.db, user.id) } satisfies Player;
}

export type Ending =
  | 'white_resigns'
  | 'black_resigns'
  | 'fools_mate'
  | 'draw'
  | 'aborted'
  | 'active'
  | 'waiting';

async function ok(response: Promise<TestResponse>): Promise<TestResponse> {
  const answered = await response;
  expect(answered.status, answered.text).toBe(200);
  return answered;
}

/** White creates a game, Black joins, and it ends as asked (by resignation, mate, agreed draw or abort). */
export async function playGame(
  app: TestApp,
  white: Player,
  black: Player,
  ending: Ending,
  timeControl = 300,
): Promise<string> {
  const created = await ok(
    app.request('POST', '/api/games', { cookie: white.cookie, body: { timeControl } }),
  );
  const id = created.json.id as string;
  if (ending === 'waiting') return id;
  await ok(app.request('POST', `/api/games/${id}/join`, { cookie: black.cookie }));
  const post = (player: Player, action: string, body?: unknown) =>
    ok(app.request('POST', `/api/games/${id}/${action}`, { cookie: player.cookie, body }));
  switch (ending) {
    case 'white_resigns':
      await post(white, 'resign');
      break;
    case 'black_resigns':
      await post(black, 'resign');
      break;
    case 'fools_mate':
      for (const [ply, move] of ['f2-f3', 'e7-e5', 'g2-g4', 'd8-h4'].entries()) {
        await post(ply % 2 === 0 ? white : black, 'move', { move, ply });
      }
      break;
    case 'draw':
      await post(white, 'draw', { action: 'offer' });
      await post(black, 'draw', { action: 'accept' });
      break;
    case 'aborted':
      await post(white, 'abort');
      break;
    case 'active':
      break;
  }
  return id;
}
