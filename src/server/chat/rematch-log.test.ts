import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatEntry } from '../../core/protocol';
import { startedGame } from '../games/test/helpers';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';

// The log carries across a rematch through the whole app: the games service says what a game is a rematch of.
describe.each(testDatabases())('chat across a rematch on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("shows the first game's lines in the rematch's log", async () => {
    const game = await startedGame(app);
    const chat = app.server.services.chat;
    await chat.send(game.id, { id: game.white.user.id, username: game.white.user.username }, 'good luck');
    const post = (cookie: string, action: string, id = game.id) =>
      app.request('POST', `/api/games/${id}/${action}`, { cookie });
    expect((await post(game.white.cookie, 'resign')).status).toBe(200);
    await post(game.white.cookie, 'rematch');
    const agreed = await post(game.black.cookie, 'rematch');
    const rematchId = (agreed.json.game as { rematchGameId: string }).rematchGameId;
    expect(rematchId).toEqual(expect.any(String));
    await chat.send(rematchId, { id: game.black.user.id, username: game.black.user.username }, 'again');
    const log = await app.request('GET', `/api/games/${rematchId}/chat`, { cookie: game.white.cookie });
    expect(log.status, log.text).toBe(200);
    expect((log.json.messages as ChatEntry[]).map((entry) => [entry.gameId, entry.message])).toEqual([
      [game.id, 'good luck'],
      [rematchId, 'again'],
    ]);
  });
});
