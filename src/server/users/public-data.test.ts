import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestSocket } from '../live/test/test-socket';
import { testDatabases } from '../test/databases';
import { buildUser, signIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { playGame, proPlayer } from './testing';

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  }
  return [];
}

/** Keys that would tell a player's plan. */
const planKeys = (value: unknown) => keysOf(value).filter((key) => /tier|plan/i.test(key));

describe.each(testDatabases())("a player's plan stays out of what others see, on %s", (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('in game snapshots over HTTP and the socket, histories, statistics, profiles and invitations', async () => {
    const white = await proPlayer(app);
    const black = await proPlayer(app);
    const finished = await playGame(app, white, black, 'fools_mate');
    const invitee = await buildUser(app.ctx.db);
    const invited = await app.request('POST', '/api/games', {
      cookie: white.cookie,
      body: { timeControl: 300, inviteUsername: invitee.username },
    });
    expect(invited.status, invited.text).toBe(200);

    const stranger = await signIn(app.ctx.db, (await buildUser(app.ctx.db)).id);
    const answers = await Promise.all([
      app.request('GET', `/api/games/${finished}`, { cookie: stranger }),
      app.request('GET', `/api/users/${white.user.id}/games`, { cookie: stranger }),
      app.request('GET', `/api/users/${white.user.id}/stats`, { cookie: stranger }),
      app.request('GET', `/api/profiles/${white.user.username}`, { cookie: stranger }),
      app.request('GET', `/api/invitations`, { cookie: await signIn(app.ctx.db, invitee.id) }),
    ]);
    for (const answer of answers) {
      expect(answer.status, answer.text).toBe(200);
      expect(planKeys(answer.body), answer.text).toEqual([]);
    }
    // The invitation really carries the inviter, so the check above looked at a public user.
    expect(answers[4]?.text).toContain(white.user.username);

    const socket = await TestSocket.open(app.url);
    const frames: string[] = [];
    socket.ws.on('message', (data) => frames.push(data.toString()));
    socket.send({ type: 'join_game', gameId: finished, ref: 'r1' });
    const snapshot = await socket.next('game');
    expect(snapshot.game.white?.username).toBe(white.user.username);
    const raw = frames.find((frame) => frame.includes('"type":"game"')) ?? '';
    expect(planKeys(JSON.parse(raw)), raw).toEqual([]);
    socket.ws.close();
  });
});
