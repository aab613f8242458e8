import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestSocket } from '../live/test/test-socket';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';
import { befriend, person, type TestPerson } from './test/people';

// Blocking in a game's chat, end to end (decision 201): through the real block, the socket and the log.
describe.each(testDatabases())('blocking in the chat on %s', (database) => {
  let app: TestApp;
  const open: TestSocket[] = [];
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()));
    await app?.close();
  });

  async function inRoom(p: TestPerson, gameId: string): Promise<TestSocket> {
    const socket = await TestSocket.open(app.url, { cookie: p.cookie });
    open.push(socket);
    await socket.next('hello');
    socket.send({ type: 'join_game', gameId, ref: `join-${p.id}` });
    await socket.next('game', (m) => m.game.id === gameId);
    return socket;
  }
  const say = (socket: TestSocket, gameId: string, message: string) =>
    socket.send({ type: 'chat', gameId, message, ref: `chat-${message.length}` });
  const logOf = async (p: TestPerson, gameId: string) => {
    const res = await app.request('GET', `/api/games/${gameId}/chat`, { cookie: p.cookie });
    expect(res.status, res.text).toBe(200);
    return (res.json.messages as Array<{ message: string }>).map((entry) => entry.message);
  };

  it("sends a blocked player's lines only to themselves and keeps them out of the blocker's log", async () => {
    const cara = await person(app, 'pro');
    const dan = await person(app, 'pro');
    await befriend(app, cara, dan);
    const created = await app.request('POST', '/api/games', {
      cookie: dan.cookie,
      body: { timeControl: 300 },
    });
    const gameId = created.json.id as string;
    expect((await app.request('POST', `/api/games/${gameId}/join`, { cookie: cara.cookie })).status).toBe(
      200,
    );
    const caraRoom = await inRoom(cara, gameId);
    const danRoom = await inRoom(dan, gameId);

    say(danRoom, gameId, 'before the block');
    await caraRoom.next('chat', (m) => m.entry.message === 'before the block');

    const blocked = await app.request('POST', '/api/blocks', {
      cookie: cara.cookie,
      body: { username: dan.username },
    });
    expect(blocked.status, blocked.text).toBe(200);

    say(danRoom, gameId, 'after the block');
    // The sender sees their line as sent: nothing tells them of the block.
    await danRoom.next('chat', (m) => m.entry.message === 'after the block');
    say(caraRoom, gameId, 'from the blocker');
    await danRoom.next('chat', (m) => m.entry.message === 'from the blocker');
    await caraRoom.next('chat', (m) => m.entry.message === 'from the blocker');
    await caraRoom.settle(300);
    expect(caraRoom.all('chat').map((m) => m.entry.message)).not.toContain('after the block');

    // The blocker's log leaves out every line of the player they blocked, earlier ones too.
    expect(await logOf(cara, gameId)).toEqual(['from the blocker']);
    expect(await logOf(dan, gameId)).toEqual(['before the block', 'after the block', 'from the blocker']);

    // Unblocking lets new lines through again.
    expect((await app.request('DELETE', `/api/blocks/${dan.id}`, { cookie: cara.cookie })).status).toBe(204);
    say(danRoom, gameId, 'after unblocking');
    await caraRoom.next('chat', (m) => m.entry.message === 'after unblocking');
  });
});
