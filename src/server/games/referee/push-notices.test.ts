import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushNotice } from '../../../core/protocol';
import { TestSocket } from '../../live/test/test-socket';
import { FakePushService } from '../../push/test/fake-push-service';
import { testDatabases } from '../../test/databases';
import { buildUser, signIn } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';

/**
 * The referee's notices reach the invitee's and the player-to-move's devices through the real notifier
 * and web-push, posted to a local push service (decision 186).
 */
describe.each(testDatabases())('push notices from games on %s', (database) => {
  let app: TestApp;
  let fake: FakePushService;

  beforeAll(async () => {
    fake = await FakePushService.start();
    app = await startTestApp({ database, pushService: fake });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  /** A phone subscribed for `cookie`'s account, and a wait for the first `count` notices it receives. */
  async function subscribedPhone(cookie: string, name: string) {
    const phone = fake.browser(`/${database}/${name}`);
    const subscribed = await app.request('POST', '/api/push/subscribe', { cookie, body: phone.subscription });
    expect(subscribed.status).toBe(204);
    const received = () =>
      fake
        .to(`/${database}/${name}`)
        .map((request) => PushNotice.parse(JSON.parse(phone.decrypt(request.body))));
    return async (count: number) => {
      const deadline = Date.now() + 5_000;
      while (received().length < count && Date.now() < deadline)
        await fake.waitFor(fake.received.length + 1, 5_000);
      return received();
    };
  }

  it('tells an invitee by username, then the player to move only while they have no socket on the game', async () => {
    const db = app.ctx.db;
    // Premium: inviting a player who is not a friend by username (decision 200).
    const white = await buildUser(db, { subscriptionTier: 'premium' });
    const black = await buildUser(db);
    const whiteCookie = await signIn(db, white.id);
    const blackCookie = await signIn(db, black.id);
    const waitForNotices = await subscribedPhone(blackCookie, 'black-phone');

    const created = await app.request('POST', '/api/games', {
      cookie: whiteCookie,
      body: { timeControl: 600, inviteUsername: black.username },
    });
    expect(created.status).toBe(200);
    const gameId = created.json.id as string;
    const [invitation] = await waitForNotices(1);
    expect(invitation).toMatchObject({ kind: 'invitation', url: `/game/${gameId}?join=true` });
    expect(invitation?.title).toContain(white.username);

    expect((await app.request('POST', `/api/games/${gameId}/join`, { cookie: blackCookie })).status).toBe(
      200,
    );
    const move = (cookie: string, text: string, ply: number) =>
      app.request('POST', `/api/games/${gameId}/move`, { cookie, body: { move: text, ply } });

    // Black has no socket on the game: White's move reaches Black's phone.
    expect((await move(whiteCookie, 'e2-e4', 0)).status).toBe(200);
    const [, firstTurn] = await waitForNotices(2);
    expect(firstTurn).toMatchObject({
      kind: 'your_turn',
      url: `/game/${gameId}`,
      body: `${white.username} played e4.`,
    });

    // With the room open, Black sees the move there: no notice.
    const socket = await TestSocket.open(app.url, { cookie: blackCookie });
    socket.send({ type: 'join_game', gameId });
    await socket.next('game');
    expect((await move(blackCookie, 'e7-e5', 1)).status).toBe(200);
    expect((await move(whiteCookie, 'g1-f3', 2)).status).toBe(200);

    // The room closed again: the next move of White's is told.
    await socket.close();
    await socket.closed;
    expect((await move(blackCookie, 'b8-c6', 3)).status).toBe(200);
    expect((await move(whiteCookie, 'f1-b5', 4)).status).toBe(200);
    const notices = await waitForNotices(3);
    expect(notices.map((notice) => notice.kind)).toEqual(['invitation', 'your_turn', 'your_turn']);
    expect(notices[2]?.body).toBe(`${white.username} played Bb5.`);
  });

  it("writes each notice in its recipient's language (decision 299)", async () => {
    const db = app.ctx.db;
    const white = await buildUser(db, { subscriptionTier: 'premium', locale: 'en' });
    const black = await buildUser(db, { locale: 'de' });
    const whiteCookie = await signIn(db, white.id);
    const blackCookie = await signIn(db, black.id);
    const waitForNotices = await subscribedPhone(blackCookie, 'german-phone');

    const created = await app.request('POST', '/api/games', {
      cookie: whiteCookie,
      body: { timeControl: 300, increment: 3, inviteUsername: black.username },
    });
    const gameId = created.json.id as string;
    const [invitation] = await waitForNotices(1);
    expect(invitation).toMatchObject({
      kind: 'invitation',
      title: `${white.username} lädt dich zu einer Partie ein`,
      body: 'Partie mit 5 Min. + 3 Sek. auf ChessChat. Tippe zum Beitreten.',
    });
    await app.request('POST', `/api/games/${gameId}/join`, { cookie: blackCookie });
    await app.request('POST', `/api/games/${gameId}/move`, {
      cookie: whiteCookie,
      body: { move: 'g1-f3', ply: 0 },
    });
    const [, turn] = await waitForNotices(2);
    expect(turn).toMatchObject({
      kind: 'your_turn',
      title: `Du bist am Zug gegen ${white.username}`,
      body: `${white.username} hat Nf3 gespielt.`,
    });
  });
});
