import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS_PER_DAY } from '../../core/limits';
import type { ModerationReportsResponse } from '../../core/protocol';
import { setModerator } from '../accounts/moderators';
import { person, type TestPerson } from '../friends/test/people';
import { startedGame } from '../games/test/helpers';
import { TestSocket } from '../live/test/test-socket';
import { testDatabases } from '../test/databases';
import { TEST_PASSWORD } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { auditOf } from './store';

// Reports, the moderator role, and a chat mute enforced on every chat path (issue 28, decision 281).
describe.each(testDatabases())('reports and moderation on %s', (database) => {
  let app: TestApp;
  const open: TestSocket[] = [];
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()));
    await app?.close();
  });

  async function gameOf(host: TestPerson, guest: TestPerson): Promise<string> {
    const created = await app.request('POST', '/api/games', {
      cookie: host.cookie,
      body: { timeControl: 300 },
    });
    expect(created.status, created.text).toBe(200);
    const gameId = created.json.id as string;
    const joined = await app.request('POST', `/api/games/${gameId}/join`, { cookie: guest.cookie });
    expect(joined.status, joined.text).toBe(200);
    return gameId;
  }
  async function inRoom(p: TestPerson, gameId: string): Promise<TestSocket> {
    const socket = await TestSocket.open(app.url, { cookie: p.cookie });
    open.push(socket);
    await socket.next('hello');
    socket.send({ type: 'join_game', gameId, ref: `join-${p.id}` });
    await socket.next('game', (m) => m.game.id === gameId);
    return socket;
  }
  const report = (p: TestPerson, body: unknown) =>
    app.request('POST', '/api/reports', { cookie: p.cookie, body });
  async function moderator(): Promise<TestPerson> {
    const mod = await person(app);
    expect(await setModerator(app.ctx.db, mod.username, true)).toBe(true);
    return mod;
  }
  async function notificationsOf(p: TestPerson): Promise<Array<{ kind: string; text: string }>> {
    const res = await app.request('GET', '/api/notifications', { cookie: p.cookie });
    expect(res.status, res.text).toBe(200);
    return res.json.notifications as Array<{ kind: string; text: string }>;
  }

  it('files a report on a game with its chat lines, and refuses a second on that game', async () => {
    const ann = await person(app);
    const bob = await person(app);
    const gameId = await gameOf(ann, bob);
    const bobRoom = await inRoom(bob, gameId);
    const annRoom = await inRoom(ann, gameId);
    bobRoom.send({ type: 'chat', gameId, message: 'you are terrible' });
    await annRoom.next('chat', (m) => m.entry.message === 'you are terrible');

    const filed = await report(ann, {
      subject: { kind: 'game', gameId },
      reason: 'harassment',
      text: 'rude',
    });
    expect(filed.status, filed.text).toBe(200);
    expect(filed.json).toMatchObject({ reported: { id: bob.id, username: bob.username }, blocked: false });

    const again = await report(ann, { subject: { kind: 'game', gameId }, reason: 'spam' });
    expect([again.status, again.json.code]).toEqual([409, 'report_duplicate']);

    const mod = await moderator();
    const list = await app.request('GET', '/api/moderation/reports', { cookie: mod.cookie });
    expect(list.status, list.text).toBe(200);
    const group = (list.json as ModerationReportsResponse).groups.find((g) => g.reported.id === bob.id);
    expect(group?.reports).toHaveLength(1);
    expect(group?.reports[0]).toMatchObject({
      reporter: ann.username,
      reason: 'harassment',
      text: 'rude',
      gameId,
      callOn: false,
    });
    expect(group?.reports[0]?.chat.map((line) => line.message)).toEqual(['you are terrible']);
  });

  it('reports the writer of a chat line, and refuses a line that is not in the game', async () => {
    const ann = await person(app);
    const bob = await person(app);
    const gameId = await gameOf(ann, bob);
    const bobRoom = await inRoom(bob, gameId);
    bobRoom.send({ type: 'chat', gameId, message: 'buy cheap followers' });
    const line = await bobRoom.next('chat', (m) => m.entry.message === 'buy cheap followers');

    const missing = await report(ann, {
      subject: { kind: 'chat', gameId, messageId: 'nope' },
      reason: 'spam',
    });
    expect([missing.status, missing.json.code]).toEqual([404, 'not_found']);
    const filed = await report(ann, {
      subject: { kind: 'chat', gameId, messageId: line.entry.id },
      reason: 'spam',
    });
    expect(filed.status, filed.text).toBe(200);
    expect(filed.json.reported).toMatchObject({ id: bob.id });
  });

  it('refuses a report on yourself, on nobody, on an unknown game, a bad body and past the daily limit', async () => {
    const ann = await person(app);
    const self = await report(ann, { subject: { kind: 'user', username: ann.username }, reason: 'other' });
    expect([self.status, self.json.code]).toEqual([400, 'report_self']);
    const nobody = await report(ann, { subject: { kind: 'user', username: 'no_such_one' }, reason: 'other' });
    expect([nobody.status, nobody.json.code]).toEqual([404, 'unknown_user']);
    const noGame = await report(ann, {
      subject: { kind: 'game', gameId: 'no-such-game' },
      reason: 'cheating',
    });
    expect([noGame.status, noGame.json.code]).toEqual([404, 'not_found']);
    const badReason = await report(ann, { subject: { kind: 'user', username: 'x' }, reason: 'boring' });
    expect([badReason.status, badReason.json.code]).toEqual([400, 'invalid_input']);
    const longText = await report(ann, {
      subject: { kind: 'user', username: 'x' },
      reason: 'other',
      text: 'x'.repeat(1001),
    });
    expect([longText.status, longText.json.code]).toEqual([400, 'invalid_input']);
    const signedOut = await app.request('POST', '/api/reports', {
      body: { subject: { kind: 'user', username: ann.username }, reason: 'other' },
    });
    expect(signedOut.status).toBe(401);

    for (let i = 0; i < REPORTS_PER_DAY; i++) {
      const other = await person(app);
      const ok = await report(ann, { subject: { kind: 'user', username: other.username }, reason: 'spam' });
      expect(ok.status, ok.text).toBe(200);
    }
    const other = await person(app);
    const over = await report(ann, { subject: { kind: 'user', username: other.username }, reason: 'spam' });
    expect([over.status, over.json.code]).toEqual([429, 'report_limit']);
  });

  it('lets only moderators list and act, most reported person first', async () => {
    const plain = await person(app);
    const list = await app.request('GET', '/api/moderation/reports', { cookie: plain.cookie });
    expect([list.status, list.json.code]).toEqual([403, 'moderators_only']);
    const act = await app.request('POST', '/api/moderation/actions', {
      cookie: plain.cookie,
      body: { action: 'dismiss', userId: plain.id, reason: 'x' },
    });
    expect([act.status, act.json.code]).toEqual([403, 'moderators_only']);
    const me = await app.request('GET', '/api/user', { cookie: plain.cookie });
    expect(me.json.moderator).toBe(false);

    const once = await person(app);
    const twice = await person(app);
    for (const target of [twice, once, twice]) {
      const reporter = await person(app);
      expect(
        (await report(reporter, { subject: { kind: 'user', username: target.username }, reason: 'hate' }))
          .status,
      ).toBe(200);
    }
    const mod = await moderator();
    expect((await app.request('GET', '/api/user', { cookie: mod.cookie })).json.moderator).toBe(true);
    const groups = (await app.request('GET', '/api/moderation/reports', { cookie: mod.cookie })).json
      .groups as ModerationReportsResponse['groups'];
    const order = groups.map((g) => g.reported.id).filter((id) => id === once.id || id === twice.id);
    expect(order).toEqual([twice.id, once.id]);

    // Taken back, the role opens nothing any more.
    await setModerator(app.ctx.db, mod.username, false);
    expect((await app.request('GET', '/api/moderation/reports', { cookie: mod.cookie })).status).toBe(403);
  });

  it('mutes a person: their game and spectator chat are refused with until when, audited, reporter told', async () => {
    const ann = await person(app);
    const bob = await person(app);
    const gameId = await gameOf(ann, bob);
    expect(
      (await report(ann, { subject: { kind: 'game', gameId }, reason: 'abuse_in_chat_or_call' })).status,
    ).toBe(200);

    const mod = await moderator();
    const acted = await app.request('POST', '/api/moderation/actions', {
      cookie: mod.cookie,
      body: { action: 'mute', userId: bob.id, duration: '24h', reason: 'insults in chat' },
    });
    expect(acted.status, acted.text).toBe(200);
    expect(acted.json).toEqual({ closed: 1, duration: '24h' });

    const bobRoom = await inRoom(bob, gameId);
    const annRoom = await inRoom(ann, gameId);
    bobRoom.send({ type: 'chat', gameId, message: 'still here', ref: 'muted-line' });
    const refused = await bobRoom.next('error', (m) => m.ref === 'muted-line');
    expect(refused.code).toBe('chat_muted');
    expect(refused.message).toMatch(/muted your chat until \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    // The end as fields of the frame too, for the reader's words and time zone (decision 322).
    expect(refused).toMatchObject({ hold: 'dated', until: expect.any(Number) });
    annRoom.send({ type: 'chat', gameId, message: 'ann may talk' });
    await annRoom.next('chat', (m) => m.entry.message === 'ann may talk');
    await annRoom.settle();
    expect(annRoom.all('chat').map((m) => m.entry.message)).not.toContain('still here');

    // The spectators' chat of another game refuses them too.
    const cat = await person(app);
    const dan = await person(app);
    const otherGame = await gameOf(cat, dan);
    const watching = await inRoom(bob, otherGame);
    watching.send({
      type: 'spectator_chat',
      gameId: otherGame,
      message: 'hello all',
      ref: 'muted-spectator',
    });
    expect((await watching.next('error', (m) => m.ref === 'muted-spectator')).code).toBe('chat_muted');

    const audit = await auditOf(app.ctx.db, bob.id);
    expect(audit).toMatchObject([
      {
        moderatorId: mod.id,
        action: 'mute',
        detail: '24h',
        asked: '24h',
        reason: 'insults in chat',
        reportsClosed: 1,
      },
    ]);
    expect(await notificationsOf(ann)).toContainEqual(
      expect.objectContaining({ kind: 'report_action', text: 'We took action on your report' }),
    );
    expect((await notificationsOf(bob)).map((n) => n.kind)).toContain('moderation_notice');
    // Acted on, the report leaves the page.
    const groups = (await app.request('GET', '/api/moderation/reports', { cookie: mod.cookie })).json
      .groups as ModerationReportsResponse['groups'];
    expect(groups.map((g) => g.reported.id)).not.toContain(bob.id);
  });

  it('dismisses without telling the reporter, and writes the audit log', async () => {
    const ann = await person(app);
    const bob = await person(app);
    expect(
      (await report(ann, { subject: { kind: 'user', username: bob.username }, reason: 'other' })).status,
    ).toBe(200);
    const mod = await moderator();
    const acted = await app.request('POST', '/api/moderation/actions', {
      cookie: mod.cookie,
      body: { action: 'dismiss', userId: bob.id, reason: 'nothing wrong' },
    });
    expect(acted.json).toEqual({ closed: 1 });
    expect(await notificationsOf(ann)).toEqual([]);
    expect(await auditOf(app.ctx.db, bob.id)).toMatchObject([{ action: 'dismiss', reason: 'nothing wrong' }]);
    const missing = await app.request('POST', '/api/moderation/actions', {
      cookie: mod.cookie,
      body: { action: 'warn', userId: 'nobody-at-all', reason: 'x' },
    });
    expect([missing.status, missing.json.code]).toEqual([404, 'unknown_user']);
    for (const body of [
      { action: 'mute', userId: bob.id, reason: 'no length' },
      { action: 'warn', userId: bob.id, duration: '7d', reason: 'a length on a warning' },
      { action: 'ban', userId: bob.id, reason: 'not an action' },
      { action: 'warn', userId: bob.id, reason: '   ' },
    ]) {
      const bad = await app.request('POST', '/api/moderation/actions', { cookie: mod.cookie, body });
      expect([bad.status, bad.json.code], JSON.stringify(body)).toEqual([400, 'invalid_input']);
    }
    expect(await auditOf(app.ctx.db, bob.id)).toHaveLength(1);
  });

  it("refuses a muted player's review comments, and lets the review's other changes through", async () => {
    const game = await startedGame(app);
    expect(
      (await app.request('POST', `/api/games/${game.id}/resign`, { cookie: game.black.cookie })).status,
    ).toBe(200);
    const mod = await moderator();
    const acted = await app.request('POST', '/api/moderation/actions', {
      cookie: mod.cookie,
      body: { action: 'mute', userId: game.white.user.id, duration: 'permanent', reason: 'repeated abuse' },
    });
    expect(acted.status, acted.text).toBe(200);
    const white = await inRoom(
      { id: game.white.user.id, username: game.white.user.username, cookie: game.white.cookie },
      game.id,
    );
    const loaded = await app.request('GET', `/api/games/${game.id}/review`, { cookie: game.white.cookie });
    const root = (loaded.json.review as { tree: { root: string } }).tree.root;
    white.send({
      type: 'review',
      gameId: game.id,
      action: { type: 'comment', node: root, text: 'hi' },
      ref: 'c',
    });
    const refused = await white.next('error', (m) => m.ref === 'c');
    expect(refused).toMatchObject({
      code: 'chat_muted',
      message: 'A moderator has muted your chat permanently.',
      hold: 'permanent',
    });
    white.send({ type: 'review', gameId: game.id, action: { type: 'goto', node: root }, ref: 'm' });
    await white.next('review');
  });

  it('exports the reports a person filed and their sanctions, and erases them with the account', async () => {
    const ann = await person(app);
    const bob = await person(app);
    const cat = await person(app);
    const gameId = await gameOf(ann, bob);
    const bobRoom = await inRoom(bob, gameId);
    bobRoom.send({ type: 'chat', gameId, message: 'a line of bob' });
    await bobRoom.next('chat', (m) => m.entry.message === 'a line of bob');
    // ann reports bob with bob's line as evidence; cat reports ann.
    expect(
      (await report(ann, { subject: { kind: 'game', gameId }, reason: 'spam', text: 'ads' })).status,
    ).toBe(200);
    expect(
      (await report(cat, { subject: { kind: 'user', username: ann.username }, reason: 'spam' })).status,
    ).toBe(200);
    const mod = await moderator();
    await app.request('POST', '/api/moderation/actions', {
      cookie: mod.cookie,
      body: { action: 'warn', userId: ann.id, reason: 'spam' },
    });

    const res = await fetch(`${app.url}/api/user/export`, {
      headers: { cookie: ann.cookie, origin: app.url },
    });
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const name = Object.keys(files).find((file) => file.endsWith('reports.json')) as string;
    const exported = JSON.parse(strFromU8(files[name] as Uint8Array));
    expect(exported.filed).toEqual([expect.objectContaining({ reason: 'spam', text: 'ads', gameId })]);
    expect(exported.sanctions).toEqual([expect.objectContaining({ kind: 'warn', until: null })]);

    // bob closes his account: the report about him goes; cat's report on ann stays.
    const closed = await app.request('DELETE', '/api/user', {
      cookie: bob.cookie,
      body: { password: TEST_PASSWORD },
    });
    expect(closed.status, closed.text).toBe(200);
    const left = await app.ctx.db.kysely
      .selectFrom('reports')
      .select('reportedId')
      .where('reporterId', 'in', [ann.id, cat.id])
      .execute();
    expect(left.map((row) => row.reportedId)).toEqual([ann.id]);
    expect(
      await app.ctx.db.kysely.selectFrom('sanctions').selectAll().where('userId', '=', bob.id).execute(),
    ).toEqual([]);
  });

  it("keeps a closed account's lines in another report's evidence under “deleted player”", async () => {
    const [white, black, fay, gus, hal] = [
      await person(app),
      await person(app),
      await person(app),
      await person(app),
      await person(app),
    ];
    const gameId = await gameOf(white, black);
    const rooms = [await inRoom(fay, gameId), await inRoom(gus, gameId), await inRoom(hal, gameId)];
    const [fayRoom, gusRoom, halRoom] = rooms as [TestSocket, TestSocket, TestSocket];
    halRoom.send({ type: 'spectator_chat', gameId, message: 'hal says hi' });
    await fayRoom.next('spectator_chat', (m) => m.entry.message === 'hal says hi');
    gusRoom.send({ type: 'spectator_chat', gameId, message: 'gus is rude' });
    const line = await fayRoom.next('spectator_chat', (m) => m.entry.message === 'gus is rude');
    const filed = await report(fay, {
      subject: { kind: 'chat', gameId, messageId: line.entry.id },
      reason: 'hate',
    });
    expect(filed.status, filed.text).toBe(200);
    expect(filed.json.reported).toMatchObject({ id: gus.id });

    // Once the game is over, a player may report a line of its spectators' chat too.
    const resigned = await app.request('POST', `/api/games/${gameId}/resign`, { cookie: white.cookie });
    expect(resigned.status, resigned.text).toBe(200);
    const byPlayer = await report(black, {
      subject: { kind: 'chat', gameId, messageId: line.entry.id },
      reason: 'hate',
    });
    expect(byPlayer.status, byPlayer.text).toBe(200);
    expect(byPlayer.json.reported).toMatchObject({ id: gus.id });

    const gone = await app.request('DELETE', '/api/user', {
      cookie: hal.cookie,
      body: { password: TEST_PASSWORD },
    });
    expect(gone.status, gone.text).toBe(200);
    const mod = await moderator();
    const groups = (await app.request('GET', '/api/moderation/reports', { cookie: mod.cookie })).json
      .groups as ModerationReportsResponse['groups'];
    const evidence = groups.find((g) => g.reported.id === gus.id)?.reports[0]?.chat ?? [];
    expect(evidence.map((entry) => [entry.username, entry.message])).toEqual([
      ['deleted player', 'hal says hi'],
      [gus.username, 'gus is rude'],
    ]);
  });
});
