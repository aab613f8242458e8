import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestSocket } from '../live/test/test-socket';
import { startTestApp, type TestApp } from '../test/harness';
import { person, type TestPerson } from './test/people';

// "Your opponent is waiting" and the results of games a player left reach the notification centre.
describe('notices for players away from the room', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const kinds = async (p: TestPerson) => {
    const res = await app.request('GET', '/api/notifications', { cookie: p.cookie });
    return (res.json.notifications as Array<{ kind: string; text: string }>).map((n) => [n.kind, n.text]);
  };

  it('tells an absent host that their opponent arrived, and each absent player the result', async () => {
    const host = await person(app);
    const guest = await person(app);
    const created = await app.request('POST', '/api/games', {
      cookie: host.cookie,
      body: { timeControl: 300 },
    });
    const id = created.json.id as string;
    expect((await app.request('POST', `/api/games/${id}/join`, { cookie: guest.cookie })).status).toBe(200);
    expect(await kinds(host)).toEqual([
      ['opponent_waiting', `${guest.username} joined your game and is waiting for you`],
    ]);

    const resigned = await app.request('POST', `/api/games/${id}/resign`, { cookie: guest.cookie });
    expect(resigned.status, resigned.text).toBe(200);
    expect((await kinds(host))[0]).toEqual([
      'game_result',
      `Your game against ${guest.username} ended: you won`,
    ]);
    expect((await kinds(guest))[0]).toEqual([
      'game_result',
      `Your game against ${host.username} ended: you lost`,
    ]);
    // How it ended, for the reader's client to word in their language (decision 311).
    const centre = await app.request('GET', '/api/notifications', { cookie: guest.cookie });
    expect((centre.json.notifications as unknown[])[0]).toMatchObject({
      kind: 'game_result',
      from: { id: host.id },
      params: { outcome: 'lost', opponent: host.username },
    });
  });

  it('tells nobody who is in the room', async () => {
    const host = await person(app);
    const guest = await person(app);
    const created = await app.request('POST', '/api/games', {
      cookie: host.cookie,
      body: { timeControl: 300 },
    });
    const id = created.json.id as string;
    const room = await TestSocket.open(app.url, { cookie: host.cookie });
    room.send({ type: 'join_game', gameId: id, ref: 'r' });
    await room.next('game');
    expect((await app.request('POST', `/api/games/${id}/join`, { cookie: guest.cookie })).status).toBe(200);
    expect(await kinds(host)).toEqual([]);
    await room.close();
  });
});
