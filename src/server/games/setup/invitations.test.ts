import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox, waitForMail } from '../../mail/outbox-reader';
import { testDatabases } from '../../test/databases';
import { buildUser, signIn } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { buildPlayer, createGame, getGame } from '../test/helpers';

describe.each(testDatabases())('invitations on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app.close();
  });

  const invitationsOf = async (cookie: string) => {
    const response = await app.request('GET', '/api/invitations', { cookie });
    expect(response.status).toBe(200);
    return response.json.invitations as Array<Record<string, unknown>>;
  };

  it('invites by username: the invitee sees it, gets an e-mail with the share link, and joining accepts it', async () => {
    const host = await buildPlayer(app, { subscriptionTier: 'premium' });
    const guest = await buildPlayer(app);
    const id = await createGame(app, host, {
      timeControl: 300,
      increment: 3,
      inviteUsername: guest.user.username.toUpperCase(),
    });
    const [invitation] = await invitationsOf(guest.cookie);
    expect(invitation).toMatchObject({
      gameId: id,
      status: 'pending',
      timeControl: 300,
      increment: 3,
      from: { id: host.user.id, username: host.user.username },
    });
    const mail = await waitForMail(app.config.outboxDir, {
      to: guest.user.email,
      subject: 'game invitation',
    });
    expect(mail.subject).toBe(`ChessChat: a game invitation from ${host.user.username}`);
    expect(mail.links).toContain(`${app.config.appUrl}/game/${id}?join=true`);
    expect(mail.text).toContain('5 min + 3 s per move');
    expect(await invitationsOf(host.cookie)).toEqual([]);

    await app.request('POST', `/api/games/${id}/join`, { cookie: guest.cookie });
    expect(await invitationsOf(guest.cookie)).toEqual([]);
    const stored = await app.ctx.db.kysely
      .selectFrom('invitations')
      .selectAll()
      .where('gameId', '=', id)
      .execute();
    expect(stored.map((row) => row.status)).toEqual(['accepted']);
  });

  it('invites by e-mail: the address gets the link, and an account with that address sees it', async () => {
    const host = await buildPlayer(app);
    const id = await createGame(app, host, { timeControl: 600, inviteEmail: 'Friend.Far.Away@Example.test' });
    const mail = await waitForMail(app.config.outboxDir, { to: 'friend.far.away@example.test' });
    expect(mail.links).toContain(`${app.config.appUrl}/game/${id}?join=true`);
    expect(mail.text).toContain('create a free account');
    const member = await buildUser(app.ctx.db, { email: 'member.far.away@example.test' });
    const memberCookie = await signIn(app.ctx.db, member.id);
    const second = await createGame(app, host, {
      timeControl: 600,
      inviteEmail: 'member.far.away@example.test',
    });
    expect((await invitationsOf(memberCookie)).map((i) => i.gameId)).toEqual([second]);
  });

  it('declines an invitation', async () => {
    const host = await buildPlayer(app, { subscriptionTier: 'premium' });
    const guest = await buildPlayer(app);
    const stranger = await buildPlayer(app);
    const id = await createGame(app, host, { timeControl: 300, inviteUsername: guest.user.username });
    const [invitation] = await invitationsOf(guest.cookie);
    const path = `/api/invitations/${invitation?.id}/decline`;
    expect((await app.request('POST', path, { cookie: stranger.cookie })).status).toBe(404);
    const declined = await app.request('POST', path, { cookie: guest.cookie });
    expect(declined.status).toBe(200);
    expect(declined.json.invitation).toMatchObject({ id: invitation?.id, status: 'declined' });
    expect(await invitationsOf(guest.cookie)).toEqual([]);
    expect((await getGame(app, id)).status).toBe('waiting');
  });

  it('refuses unknown usernames, inviting oneself and bad addresses, creating nothing', async () => {
    const host = await buildPlayer(app);
    const before = (await readOutbox(app.config.outboxDir)).length;
    const unknown = await app.request('POST', '/api/games', {
      cookie: host.cookie,
      body: { timeControl: 300, inviteUsername: 'nobody_by_that_name' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe('No player has the username nobody_by_that_name');
    const self = await app.request('POST', '/api/games', {
      cookie: host.cookie,
      body: { timeControl: 300, inviteUsername: host.user.username },
    });
    expect(self.json.message).toBe('You cannot invite yourself');
    const selfMail = await app.request('POST', '/api/games', {
      cookie: host.cookie,
      body: { timeControl: 300, inviteEmail: host.user.email },
    });
    expect(selfMail.json.message).toBe('You cannot invite yourself');
    const badMail = await app.request('POST', '/api/games', {
      cookie: host.cookie,
      body: { timeControl: 300, inviteEmail: 'not-an-address' },
    });
    expect(badMail.status).toBe(400);
    const blank = await app.request('POST', '/api/games', {
      cookie: host.cookie,
      body: { timeControl: 300, inviteEmail: '', inviteUsername: '' },
    });
    expect(blank.status).toBe(200);
    const games = await app.ctx.db.kysely
      .selectFrom('games')
      .select('id')
      .where('whitePlayerId', '=', host.user.id)
      .execute();
    expect(games).toHaveLength(1);
    expect((await readOutbox(app.config.outboxDir)).length).toBe(before);
    expect((await app.request('GET', '/api/invitations')).status).toBe(401);
  });
});
