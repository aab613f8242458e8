import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_LIFETIME_MS } from '../../../core/limits';
import { TestSocket } from '../../live/test/test-socket';
import { testDatabases } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/harness';
import { buildPlayer, createGame, type Player } from '../test/helpers';

describe.each(testDatabases())('a seat held for an invited player on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app.close();
  });

  const snapshot = async (id: string, viewer?: Player) => {
    const response = await app.request('GET', `/api/games/${id}`, viewer ? { cookie: viewer.cookie } : {});
    expect(response.status).toBe(200);
    return response.json.game as Record<string, unknown>;
  };
  const join = (id: string, player: Player) =>
    app.request('POST', `/api/games/${id}/join`, { cookie: player.cookie });
  const invitedGame = async () => {
    // Premium invites any player by username (decision 200).
    const host = await buildPlayer(app, { subscriptionTier: 'premium' });
    const guest = await buildPlayer(app);
    const stranger = await buildPlayer(app);
    const id = await createGame(app, host, { timeControl: 300, inviteUsername: guest.user.username });
    return { host, guest, stranger, id };
  };

  it('keeps the black seat for the invited username: others are refused, the game says so, the invitee joins', async () => {
    const { guest, stranger, id } = await invitedGame();
    expect((await snapshot(id)).reservedFor).toEqual({
      userId: guest.user.id,
      username: guest.user.username,
    });
    const refused = await join(id, stranger);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(`This seat is reserved for ${guest.user.username}`);
    expect((await snapshot(id)).blackPlayerId).toBeNull();
    expect((await join(id, guest)).status).toBe(200);
    const started = await snapshot(id);
    expect(started).toMatchObject({ status: 'active', blackPlayerId: guest.user.id });
    expect(started.reservedFor).toBeUndefined();
  });

  it('opens the seat to anyone once the invitee declines, and tells the room', async () => {
    const { guest, stranger, id } = await invitedGame();
    const room = await TestSocket.open(app.url, { cookie: stranger.cookie });
    room.send({ type: 'join_game', gameId: id });
    expect((await room.next('game')).game.reservedFor?.username).toBe(guest.user.username);
    const invitations = await app.request('GET', '/api/invitations', { cookie: guest.cookie });
    const [invitation] = invitations.json.invitations as Array<{ id: string }>;
    await app.request('POST', `/api/invitations/${invitation?.id}/decline`, { cookie: guest.cookie });
    expect((await room.next('game')).game.reservedFor).toBeNull();
    room.ws.close();
    expect((await snapshot(id)).reservedFor).toBeNull();
    expect((await join(id, stranger)).status).toBe(200);
  });

  it('opens the seat once the invitation expires, and no longer lists it', async () => {
    const { guest, stranger, id } = await invitedGame();
    await app.ctx.db.kysely
      .updateTable('invitations')
      .set({ createdAt: Date.now() - INVITATION_LIFETIME_MS - 1000 })
      .where('gameId', '=', id)
      .execute();
    expect((await snapshot(id)).reservedFor).toBeNull();
    const listed = await app.request('GET', '/api/invitations', { cookie: guest.cookie });
    expect(listed.json.invitations).toEqual([]);
    expect((await join(id, stranger)).status).toBe(200);
  });

  it('holds nothing for an e-mail invitation, whose link anyone may be handed', async () => {
    const host = await buildPlayer(app);
    const stranger = await buildPlayer(app);
    const id = await createGame(app, host, {
      timeControl: 300,
      inviteEmail: `open-seat-${database}@example.test`,
    });
    expect((await snapshot(id)).reservedFor).toBeNull();
    expect((await join(id, stranger)).status).toBe(200);
  });

  it('refuses to invite two different players to one seat', async () => {
    const host = await buildPlayer(app, { subscriptionTier: 'premium' });
    const guest = await buildPlayer(app);
    const both = await app.request('POST', '/api/games', {
      cookie: host.cookie,
      body: {
        timeControl: 300,
        inviteUsername: guest.user.username,
        inviteEmail: `other-${database}@example.test`,
      },
    });
    expect(both.status).toBe(400);
    expect(both.json.message).toBe('Invite one player: by username or by e-mail, not both');
    const same = await app.request('POST', '/api/games', {
      cookie: host.cookie,
      body: { timeControl: 300, inviteUsername: guest.user.username, inviteEmail: guest.user.email },
    });
    expect(same.status).toBe(200);
  });
});
