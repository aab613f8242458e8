import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DAY_MS, reminderLead } from '../../../core/correspondence/deadline';
import { UNSEEN_MAIL_AFTER_MS } from '../../../core/correspondence/notices';
import { PushNotice } from '../../../core/protocol';
import { readOutbox } from '../../mail/outbox-reader';
import { FakePushService } from '../../push/test/fake-push-service';
import { testDatabases } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/harness';
import { sharedData } from '../../test/shared-data';
import { getGame, type Player, playMoves, type StartedGame, startedGame } from '../test/helpers';

/** Date alone is faked and keeps running; a test jumps it forward by hours. Timers and intervals stay real. */
function movableClock() {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  return { jump: (ms: number) => vi.setSystemTime(Date.now() + ms) };
}

/** Everything the app was handed to send has been sent: notices decided, pushes posted, mails written. */
async function settled(app: TestApp): Promise<void> {
  const services = app.server.services;
  await services.games.correspondenceNotices?.idle();
  await services.push.idle();
  await app.ctx.mailer.idle();
}

async function sweep(app: TestApp): Promise<void> {
  await app.server.services.games.correspondenceNotices?.sweep();
  await settled(app);
}

async function mailsTo(app: TestApp, player: Player) {
  return (await readOutbox(app.config.outboxDir)).filter((mail) =>
    mail.to.includes(player.user.email.toLowerCase()),
  );
}

async function bell(app: TestApp, player: Player) {
  const listed = await app.request('GET', '/api/notifications', { cookie: player.cookie });
  expect(listed.status, listed.text).toBe(200);
  return listed.json.notifications as Array<Record<string, unknown>>;
}

describe.each(testDatabases())('correspondence notices on %s', (database) => {
  let app: TestApp;
  let fake: FakePushService;
  let devices = 0;
  beforeAll(async () => {
    fake = await FakePushService.start();
    app = await startTestApp({ database, pushService: fake });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A browser of the player's, subscribed for push notices; returns what reached it, decrypted. */
  async function phoneOf(player: Player) {
    devices += 1;
    const endpointPath = `/${database}/phone-${devices}`;
    const phone = fake.browser(endpointPath);
    const subscribed = await app.request('POST', '/api/push/subscribe', {
      cookie: player.cookie,
      body: phone.subscription,
    });
    expect(subscribed.status, subscribed.text).toBe(204);
    return () =>
      fake.to(endpointPath).map((request) => PushNotice.parse(JSON.parse(phone.decrypt(request.body))));
  }

  async function blackMoves(game: StartedGame) {
    await playMoves(app, game, ['e2-e4']);
    await settled(app);
  }

  it('rings the bell and the device of the player to move, in their language, and sends no e-mail', async () => {
    const game = await startedGame(app, { daysPerMove: 3 });
    await app.ctx.db.kysely
      .updateTable('users')
      .set({ locale: 'fr' })
      .where('id', '=', game.black.user.id)
      .execute();
    const received = await phoneOf(game.black);
    await blackMoves(game);
    const deadline = (
      await app.ctx.db.kysely
        .selectFrom('games')
        .select('deadlineAt')
        .where('id', '=', game.id)
        .executeTakeFirstOrThrow()
    ).deadlineAt as number;
    expect(received()).toEqual([
      {
        kind: 'correspondence_turn',
        title: `À vous de jouer contre ${game.white.user.username}`,
        body: expect.stringContaining(
          `${game.white.user.username} a joué e4 dans votre partie par correspondance`,
        ),
        url: `/game/${game.id}`,
        tag: `turn-${game.id}`,
      },
    ]);
    const [entry] = await bell(app, game.black);
    expect(entry).toMatchObject({
      kind: 'correspondence_turn',
      gameId: game.id,
      from: { id: game.white.user.id },
      params: { move: 'e4', deadline: new Date(deadline).toISOString() },
      read: false,
    });
    expect(await mailsTo(app, game.black)).toEqual([]);
    // The mover hears nothing of their own move.
    const moverBell = await bell(app, game.white);
    expect(moverBell.filter((entry) => String(entry.kind).startsWith('correspondence'))).toEqual([]);
  });

  it('e-mails a player with no device at once, with the game room’s link', async () => {
    const game = await startedGame(app, { daysPerMove: 2 });
    await blackMoves(game);
    const mails = await mailsTo(app, game.black);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`ChessChat: your move against ${game.white.user.username}`);
    expect(mails[0]?.text).toContain(`${game.white.user.username} played e4 in your correspondence game`);
    expect(mails[0]?.links).toContain(`${app.config.appUrl}/game/${game.id}`);
    expect((await bell(app, game.black))[0]).toMatchObject({ kind: 'correspondence_turn', gameId: game.id });
    // The e-mail of this turn is sent: hours unseen add none.
    const clock = movableClock();
    clock.jump(UNSEEN_MAIL_AFTER_MS + 60_000);
    await sweep(app);
    expect(await mailsTo(app, game.black)).toHaveLength(1);
  });

  it('e-mails once when the notice stays unseen for hours, and not when the bell was read or the game opened', async () => {
    const clock = movableClock();
    const unseen = await startedGame(app, { daysPerMove: 7 });
    const readBell = await startedGame(app, { daysPerMove: 7 });
    const opened = await startedGame(app, { daysPerMove: 7 });
    for (const game of [unseen, readBell, opened]) {
      await phoneOf(game.black);
      await blackMoves(game);
    }
    clock.jump(UNSEEN_MAIL_AFTER_MS - 10 * 60_000);
    await sweep(app);
    expect(await mailsTo(app, unseen.black)).toEqual([]);
    const read = await app.request('POST', '/api/notifications/read', { cookie: readBell.black.cookie });
    expect(read.status).toBe(204);
    const got = await app.request('GET', `/api/games/${opened.id}`, { cookie: opened.black.cookie });
    expect(got.status).toBe(200);
    await settled(app);

    clock.jump(20 * 60_000);
    await sweep(app);
    await sweep(app);
    const mails = await mailsTo(app, unseen.black);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `ChessChat: your move against ${unseen.white.user.username}`,
    ]);
    expect(mails[0]?.links).toContain(`${app.config.appUrl}/game/${unseen.id}`);
    expect(await mailsTo(app, readBell.black)).toEqual([]);
    expect(await mailsTo(app, opened.black)).toEqual([]);
    expect((await bell(app, opened.black))[0]).toMatchObject({ kind: 'correspondence_turn', read: true });
  });

  it('tells nobody of a move a stored line answered at once, and tells the opponent of the answer', async () => {
    const game = await startedGame(app, { daysPerMove: 3 });
    const toWhite = await phoneOf(game.white);
    const toBlack = await phoneOf(game.black);
    await blackMoves(game);
    const stored = await app.request('PUT', `/api/games/${game.id}/conditional`, {
      cookie: game.white.cookie,
      body: { lines: [['e7-e5', 'g1-f3']] },
    });
    expect(stored.status, stored.text).toBe(200);
    await playMoves(app, game, ['e7-e5'], 1);
    await settled(app);
    expect((await getGame(app, game.id)).san).toEqual(['e4', 'e5', 'Nf3']);
    // White's turn was over before it began: no push, bell entry or e-mail says it is theirs.
    expect(toWhite()).toEqual([]);
    expect((await bell(app, game.white)).filter((entry) => entry.kind === 'correspondence_turn')).toEqual([]);
    expect(await mailsTo(app, game.white)).toEqual([]);
    // Black hears of the answer as of any move.
    expect(toBlack().map((notice) => notice.body)).toEqual([
      expect.stringContaining(`${game.white.user.username} played e4`),
      expect.stringContaining(`${game.white.user.username} played Nf3`),
    ]);
    expect((await bell(app, game.black))[0]).toMatchObject({
      kind: 'correspondence_turn',
      params: { move: 'Nf3' },
    });
  });

  it('tells the player whose takeback was accepted that it is their move again, with its fresh deadline', async () => {
    const game = await startedGame(app, { daysPerMove: 2 });
    const toWhite = await phoneOf(game.white);
    await playMoves(app, game, ['e2-e4', 'e7-e5', 'g1-f3']);
    await settled(app);
    const games = app.server.services.games;
    await games.takeback(game.id, game.white.user.id, 'request');
    const after = await games.takeback(game.id, game.black.user.id, 'accept');
    expect(after.san).toEqual(['e4', 'e5']);
    await settled(app);
    const deadline = new Date(after.deadline as number).toISOString();
    expect(toWhite().map((notice) => notice.body)).toEqual([
      expect.stringContaining(`${game.black.user.username} played e5`),
      expect.stringContaining(`${game.black.user.username} accepted your takeback`),
    ]);
    expect((await bell(app, game.white))[0]).toMatchObject({
      kind: 'correspondence_turn',
      from: { id: game.black.user.id },
      params: { takeback: true, deadline },
      read: false,
    });
    // Black, who accepted it, hears nothing; the one without a device gets the mail at once, as for a move.
    const noDevice = await startedGame(app, { daysPerMove: 2 });
    await playMoves(app, noDevice, ['e2-e4']);
    await games.takeback(noDevice.id, noDevice.white.user.id, 'request');
    await games.takeback(noDevice.id, noDevice.black.user.id, 'accept');
    await settled(app);
    const mails = await mailsTo(app, noDevice.white);
    expect(mails.map((mail) => mail.text)).toEqual([
      expect.stringContaining(`${noDevice.black.user.username} accepted your takeback`),
    ]);
    expect(
      (await bell(app, noDevice.black)).filter((entry) => entry.kind === 'correspondence_turn'),
    ).toHaveLength(1);
  });

  it('reminds the player to move once, when less than the reminder lead is left', async () => {
    const clock = movableClock();
    const game = await startedGame(app, { daysPerMove: 1 });
    const received = await phoneOf(game.black);
    await blackMoves(game);
    clock.jump(DAY_MS - reminderLead(1) - 5 * 60_000);
    await sweep(app);
    expect(received().map((notice) => notice.kind)).toEqual(['correspondence_turn']);
    clock.jump(10 * 60_000);
    await sweep(app);
    await sweep(app);
    const reminders = received().filter((notice) => notice.kind === 'correspondence_reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({
      title: `Your move against ${game.white.user.username} is due soon`,
      url: `/game/${game.id}`,
    });
    const kinds = (await bell(app, game.black)).map((entry) => entry.kind);
    expect(kinds).toEqual(['correspondence_reminder', 'correspondence_turn']);
  });

  it('sends nothing to the devices or the mailbox of a player who switched both off', async () => {
    const clock = movableClock();
    const game = await startedGame(app, { daysPerMove: 1 });
    const received = await phoneOf(game.black);
    const refused = await app.request('PUT', '/api/correspondence/notice-settings', {
      cookie: game.black.cookie,
      body: { push: 'no', email: false },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.code).toBe('invalid_input');
    const off = await app.request('PUT', '/api/correspondence/notice-settings', {
      cookie: game.black.cookie,
      body: { push: false, email: false },
    });
    expect(off.status, off.text).toBe(200);
    const read = await app.request('GET', '/api/correspondence/notice-settings', {
      cookie: game.black.cookie,
    });
    expect(read.json).toEqual({ push: false, email: false });
    expect((await app.request('GET', '/api/correspondence/notice-settings')).status).toBe(401);

    await blackMoves(game);
    clock.jump(DAY_MS - reminderLead(1) + 60_000);
    await sweep(app);
    expect(received()).toEqual([]);
    expect(await mailsTo(app, game.black)).toEqual([]);
    // The bell is the app's own list: it keeps the turn and the reminder.
    expect((await bell(app, game.black)).map((entry) => entry.kind)).toEqual([
      'correspondence_reminder',
      'correspondence_turn',
    ]);
  });
});

describe.each(testDatabases())(
  'correspondence reminders across instances and restarts, on %s',
  (database) => {
    afterEach(() => {
      vi.useRealTimers();
    });

    const reminderMails = async (app: TestApp, player: Player) =>
      (await mailsTo(app, player)).filter((mail) => mail.subject.endsWith('is due soon'));

    it('reminds once when two instances sweep the same database at the same time', async () => {
      const data = await sharedData(database, 'remind');
      const first = await startTestApp(data.options);
      const second = await startTestApp(data.options);
      try {
        const game = await startedGame(first, { daysPerMove: 2 });
        await playMoves(first, game, ['e2-e4']);
        await settled(first);
        const clock = movableClock();
        clock.jump(2 * DAY_MS - reminderLead(2) + 60_000);
        await Promise.all([
          first.server.services.games.correspondenceNotices?.sweep(),
          second.server.services.games.correspondenceNotices?.sweep(),
        ]);
        await Promise.all([sweep(first), sweep(second)]);
        expect(await reminderMails(first, game.black)).toHaveLength(1);
        const reminders = (await bell(second, game.black)).filter(
          (entry) => entry.kind === 'correspondence_reminder',
        );
        expect(reminders).toHaveLength(1);
      } finally {
        vi.useRealTimers();
        await second.close();
        await first.close();
        await data.remove();
      }
    }, 30_000);

    it('still reminds after a restart, and a reminder sent is not sent again by the next instance', async () => {
      const data = await sharedData(database, 'remind');
      const first = await startTestApp(data.options);
      const instances: TestApp[] = [];
      try {
        const game = await startedGame(first, { daysPerMove: 3 });
        await playMoves(first, game, ['e2-e4']);
        await settled(first);
        await first.close();
        const restarted = await startTestApp(data.options);
        instances.push(restarted);
        const clock = movableClock();
        clock.jump(3 * DAY_MS - reminderLead(3) + 60_000);
        await sweep(restarted);
        expect(await reminderMails(restarted, game.black)).toHaveLength(1);
        await restarted.close();
        // The next instance sweeps as it starts, finds the reminder claimed, and sends nothing.
        const next = await startTestApp(data.options);
        instances.push(next);
        await settled(next);
        await sweep(next);
        expect(await reminderMails(next, game.black)).toHaveLength(1);
      } finally {
        vi.useRealTimers();
        for (const app of instances) await app.close();
        await data.remove();
      }
    }, 60_000);
  },
);
