import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETED_PLAYER_NAME } from '../../core/names';
import { newMember } from '../billing/test/helpers';
import { insertChatMessage } from '../chat/store';
import { waitForMail } from '../mail/outbox-reader';
import { testDatabases } from '../test/databases';
import { TEST_PASSWORD } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { playGame, proPlayer } from '../users/testing';

describe.each(testDatabases())('Your data (export and deletion) on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app?.close();
  });

  const say = (gameId: string, userId: string | null, username: string, message: string) =>
    insertChatMessage(app.ctx.db, {
      id: `${gameId}-${message}`,
      gameId,
      userId,
      username,
      message,
      isSystem: userId === null ? 1 : 0,
      createdAt: Date.now(),
    });

  async function download(cookie: string) {
    const res = await fetch(`${app.url}/api/user/export`, { headers: { cookie, origin: app.url } });
    return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
  }

  it('exports the account, games with PGN, own chat lines and payments as a zip', async () => {
    const member = await newMember(app);
    const bought = await member.checkout('premium');
    expect(bought.status).toBe(200);
    const opponent = await proPlayer(app);
    const gameId = await playGame(app, { user: member.user, cookie: member.cookie }, opponent, 'fools_mate');
    await say(gameId, member.user.id, member.user.username, 'good luck');
    await say(gameId, opponent.user.id, opponent.user.username, 'you too');

    const { res, bytes } = await download(member.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toContain(`chesschat-${member.user.username}-`);
    const files = unzipSync(bytes);
    const read = (name: string) => JSON.parse(strFromU8(files[name] as Uint8Array));
    expect(read('account.json')).toMatchObject({
      id: member.user.id,
      username: member.user.username,
      email: member.user.email,
      fullName: member.user.fullName,
      plan: 'premium',
      // A lost live game moved the live rating only; the correspondence one is still where it started.
      rating: expect.any(Number),
      correspondenceRating: 1200,
    });
    expect(read('account.json').rating).toBeLessThan(1200);
    const games = read('games.json');
    expect(games).toEqual([
      expect.objectContaining({
        id: gameId,
        color: 'white',
        result: 'black_wins',
        rated: true,
        moves: ['f3', 'e5', 'g4', 'Qh4#'],
        pgnFile: `games/${gameId}.pgn`,
      }),
    ]);
    const pgn = strFromU8(files[`games/${gameId}.pgn`] as Uint8Array);
    expect(pgn).toContain(`[White "${member.user.username}"]`);
    // Each move carries its mover's clock; the movetext wraps at 80 columns.
    expect(pgn.replace(/\n(?!\n)/g, ' ')).toMatch(
      /1\. f3 \{ \[%clk [\d:]+\] \} 1\.\.\. e5 \{ \[%clk [\d:]+\] \} 2\. g4 \{ \[%clk [\d:]+\] \} 2\.\.\. Qh4#/,
    );
    expect(pgn).toContain('[Result "0-1"]');
    // Only the lines the user wrote: the opponent's are not theirs to take.
    expect(read('chat.json')).toEqual([expect.objectContaining({ gameId, message: 'good luck' })]);
    expect(read('payments.json')).toEqual([expect.objectContaining({ plan: 'premium', status: 'paid' })]);
  });

  it('allows five exports per person an hour', async () => {
    const member = await newMember(app);
    for (let i = 0; i < 5; i += 1) expect((await download(member.cookie)).res.status).toBe(200);
    const refused = await download(member.cookie);
    expect(refused.res.status).toBe(429);
    // Another person is not held back by it.
    expect((await download((await newMember(app)).cookie)).res.status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const res = await app.request('GET', '/api/user/export');
    expect(res.status).toBe(401);
  });

  it('refuses a wrong or missing password with 401 invalid_credentials, changing nothing', async () => {
    const member = await newMember(app);
    const wrong = await app.request('POST', '/api/user/delete', {
      cookie: member.cookie,
      body: { password: 'not the password' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json.code).toBe('invalid_credentials');
    const missing = await app.request('POST', '/api/user/delete', { cookie: member.cookie, body: {} });
    expect(missing.status).toBe(400);
    expect((await member.row()).deletedAt).toBeNull();
    expect((await app.request('GET', '/api/user', { cookie: member.cookie })).status).toBe(200);
  });

  it('allows five password checks per person in 15 minutes; malformed requests are not counted', async () => {
    const member = await newMember(app);
    const attempt = (body: Record<string, unknown>) =>
      app.request('DELETE', '/api/user', { cookie: member.cookie, body });
    for (let i = 0; i < 10; i += 1) expect((await attempt({})).status).toBe(400);
    for (let i = 0; i < 5; i += 1) expect((await attempt({ password: 'not the password' })).status).toBe(401);
    const refused = await attempt({ password: 'not the password' });
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe('rate_limited');
    expect((await member.row()).deletedAt).toBeNull();
  });

  it('cancels the subscription, ends the sessions, erases personal data and keeps the games for the opponent', async () => {
    const member = await newMember(app);
    expect((await member.checkout('pro')).status).toBe(200);
    const { user, cookie } = member;
    const opponent = await proPlayer(app);
    const finished = await playGame(app, { user, cookie }, opponent, 'white_resigns');
    const running = await playGame(app, opponent, { user, cookie }, 'active');
    for (const [ply, move] of ['e2-e4', 'e7-e5'].entries()) {
      const mover = ply === 0 ? opponent.cookie : cookie;
      const moved = await app.request('POST', `/api/games/${running}/move`, {
        cookie: mover,
        body: { move, ply },
      });
      expect(moved.status, moved.text).toBe(200);
    }
    await say(finished, user.id, user.username, 'well played');

    const invited = await app.request('POST', '/api/games', {
      cookie: opponent.cookie,
      body: { timeControl: 300, inviteUsername: user.username },
    });
    const held = await app.request('GET', `/api/games/${String(invited.json.id)}`);
    expect(held.json.game).toMatchObject({ reservedFor: { userId: user.id } });

    const res = await app.request('DELETE', '/api/user', { cookie, body: { password: TEST_PASSWORD } });
    expect(res.status, res.text).toBe(200);
    expect(res.cookies).toMatch(/sid=;?/);

    // Signed out everywhere; the password no longer opens anything.
    expect((await app.request('GET', '/api/user', { cookie })).status).toBe(401);
    const login = await app.request('POST', '/api/login', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(401);

    const row = await member.row();
    expect(row.deletedAt).not.toBeNull();
    expect(row.email).not.toContain(user.email.split('@')[0]);
    expect(row.username).toMatch(/^deleted-[0-9a-f]{12}$/);
    expect(row).toMatchObject({
      fullName: '',
      displayName: DELETED_PLAYER_NAME,
      bio: '',
      passwordHash: '',
      subscriptionTier: 'free',
      stripeSubscriptionId: null,
      stripeCustomerId: null,
    });
    const subscription = await app.ctx.db.kysely
      .selectFrom('demoSubscriptions')
      .select('status')
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(subscription.status).toBe('canceled');
    const sessions = await app.ctx.db.kysely
      .selectFrom('sessions')
      .select('id')
      .where('userId', '=', user.id)
      .execute();
    expect(sessions).toEqual([]);

    // The opponent keeps both games, with the player shown as "deleted player"; the running one was resigned.
    const kept = await app.request('GET', `/api/games/${finished}`, { cookie: opponent.cookie });
    expect(kept.status).toBe(200);
    expect(kept.json.game).toMatchObject({
      white: expect.objectContaining({ id: user.id, displayName: DELETED_PLAYER_NAME }),
    });
    const pgn = await app.request('GET', `/api/games/${finished}/pgn`, { cookie: opponent.cookie });
    expect(pgn.text).toContain(`[White "${DELETED_PLAYER_NAME}"]`);
    const ended = await app.request('GET', `/api/games/${running}`, { cookie: opponent.cookie });
    expect(ended.json.game).toMatchObject({
      status: 'completed',
      result: 'white_wins',
      termination: 'resignation',
    });
    const history = await app.request('GET', `/api/users/${opponent.user.id}/games`, {
      cookie: opponent.cookie,
    });
    expect(JSON.stringify(history.json)).toContain(DELETED_PLAYER_NAME);
    const chat = await app.ctx.db.kysely
      .selectFrom('chatMessages')
      .select(['username', 'message'])
      .where('userId', '=', user.id)
      .execute();
    expect(chat).toEqual([{ username: DELETED_PLAYER_NAME, message: 'well played' }]);

    // The seat the opponent held for the player is open again.
    const reopened = await app.request('GET', `/api/games/${String(invited.json.id)}`);
    expect(reopened.json.game).toMatchObject({ status: 'waiting', reservedFor: null });

    // Neither the old name nor the placeholder opens a profile.
    expect((await app.request('GET', `/api/profiles/${user.username}`)).status).toBe(404);
    expect((await app.request('GET', `/api/profiles/${row.username}`)).status).toBe(404);

    const mail = await waitForMail(app.config.outboxDir, { to: user.email, subject: 'account was deleted' });
    expect(mail).toBeTruthy();
  });
});
