import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModerationReportsResponse } from '../../core/protocol';
import { SANCTION_MS } from '../../core/sanction-ladder';
import { setModerator } from '../accounts/moderators';
import { buildContactPolicy } from '../build-contact-policy';
import { person, type TestPerson } from '../friends/test/people';
import { waitForMail } from '../mail/outbox-reader';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';
import { lobbyBarOf } from './lobby-bar';
import { activeBar, auditOf } from './store';

// Lobby bars, the ladder for repeat offenders and closing an account from moderation (decision 285).
describe.each(testDatabases())('lobby bars, escalation and closing accounts on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app?.close();
  });

  const report = (from: TestPerson, about: TestPerson) =>
    app.request('POST', '/api/reports', {
      cookie: from.cookie,
      body: { subject: { kind: 'user', username: about.username }, reason: 'harassment' },
    });
  const act = (mod: TestPerson, body: Record<string, unknown>) =>
    app.request('POST', '/api/moderation/actions', { cookie: mod.cookie, body });
  async function moderator(): Promise<TestPerson> {
    const mod = await person(app);
    expect(await setModerator(app.ctx.db, mod.username, true)).toBe(true);
    return mod;
  }
  async function notificationsOf(
    p: TestPerson,
  ): Promise<Array<{ kind: string; text: string; params?: unknown }>> {
    const res = await app.request('GET', '/api/notifications', { cookie: p.cookie });
    expect(res.status, res.text).toBe(200);
    return res.json.notifications as Array<{ kind: string; text: string; params?: unknown }>;
  }

  it('bars a person from the lobby: sanction, audit, notices, and the policy refuses every lobby path', async () => {
    const ann = await person(app);
    const bob = await person(app);
    expect((await report(ann, bob)).status).toBe(200);
    const mod = await moderator();
    const before = Date.now();
    const acted = await act(mod, { action: 'bar', userId: bob.id, duration: '7d', reason: 'stalls games' });
    expect(acted.status, acted.text).toBe(200);
    expect(acted.json).toEqual({ closed: 1, duration: '7d' });

    const bar = await activeBar(app.ctx.db, bob.id, Date.now());
    expect(bar?.until).toBeGreaterThanOrEqual(before + SANCTION_MS['7d']);
    expect(await activeBar(app.ctx.db, bob.id, (bar?.until as number) + 1)).toBeNull();
    expect(await activeBar(app.ctx.db, ann.id, Date.now())).toBeNull();
    const when = `${new Date(bar?.until as number).toISOString().replace('T', ' ').slice(0, 16)} UTC`;
    const message = `A moderator has barred you from the lobby until ${when}.`;
    expect(await lobbyBarOf(app.ctx.db, bob.id, Date.now())).toEqual({
      until: new Date(bar?.until as number).toISOString(),
      message,
    });
    expect(await lobbyBarOf(app.ctx.db, ann.id, Date.now())).toBeNull();

    expect(await auditOf(app.ctx.db, bob.id)).toMatchObject([
      {
        moderatorId: mod.id,
        action: 'bar',
        detail: '7d',
        asked: '7d',
        reason: 'stalls games',
        reportsClosed: 1,
      },
    ]);
    expect(await notificationsOf(ann)).toContainEqual(
      expect.objectContaining({ kind: 'report_action', text: 'We took action on your report' }),
    );
    const notices = (await notificationsOf(bob)).filter((n) => n.kind === 'moderation_notice');
    expect(notices.map((n) => n.text)).toEqual([expect.stringContaining(message)]);
    expect(notices[0]?.text).toMatch(/seeks, quick pairing, Pro arenas and calls with strangers/);
    expect(notices[0]?.params).toEqual({
      sanction: 'bar',
      until: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    // The policy the server builds (services.ts) refuses the barred person every lobby path, and no chat.
    const contacts = buildContactPolicy(app.ctx.db);
    for (const kind of ['seek', 'pairing'] as const) {
      expect(await contacts.voice(bob.id, kind)).toMatchObject({ code: 'lobby_barred', message });
      expect(await contacts.voice(ann.id, kind)).toEqual({ allowed: true });
    }
    for (const kind of ['seek_accept', 'stranger_call'] as const) {
      expect(await contacts.check(bob.id, ann.id, kind)).toMatchObject({ code: 'lobby_barred', message });
      expect(await contacts.check(ann.id, bob.id, kind)).toEqual({ allowed: true });
    }
    expect(await contacts.voice(bob.id, 'chat_message')).toEqual({ allowed: true });
    expect(await contacts.check(bob.id, ann.id, 'call_signal')).toEqual({ allowed: true });

    // The moderators see the bar among the person's past sanctions.
    expect((await report(mod, bob)).status).toBe(200);
    const other = await moderator();
    const groups = (await app.request('GET', '/api/moderation/reports', { cookie: other.cookie })).json
      .groups as ModerationReportsResponse['groups'];
    expect(groups.find((g) => g.reported.id === bob.id)?.sanctions).toEqual([
      expect.objectContaining({
        kind: 'bar',
        duration: '7d',
        until: new Date(bar?.until as number).toISOString(),
      }),
    ]);
  });

  it('raises a second mute or bar in 90 days one step, and says so in the answer and the audit', async () => {
    const cat = await person(app);
    const mod = await moderator();
    const first = await act(mod, { action: 'mute', userId: cat.id, duration: '24h', reason: 'insults' });
    expect(first.json).toEqual({ closed: 0, duration: '24h' });
    const second = await act(mod, { action: 'mute', userId: cat.id, duration: '24h', reason: 'again' });
    expect(second.json).toEqual({
      closed: 0,
      duration: '7d',
      escalation: 'Second mute in 90 days: 24 hours raised to 7 days',
    });
    const third = await act(mod, { action: 'mute', userId: cat.id, duration: '24h', reason: 'and again' });
    expect(third.json).toMatchObject({ duration: 'permanent' });
    const audit = await auditOf(app.ctx.db, cat.id);
    expect(audit.map((row) => [row.asked, row.detail])).toEqual(
      expect.arrayContaining([
        ['24h', '24h'],
        ['24h', '7d'],
        ['24h', 'permanent'],
      ]),
    );
    expect(
      (await notificationsOf(cat)).filter((n) => n.text === 'A moderator has muted your chat permanently.'),
    ).toHaveLength(1);
    // A mute does not raise a bar: the ladder counts the same kind only, and a warning raises nothing.
    const bar = await act(mod, { action: 'bar', userId: cat.id, duration: '24h', reason: 'lobby too' });
    expect(bar.json).toEqual({ closed: 0, duration: '24h' });
    const warned = await act(mod, { action: 'warn', userId: cat.id, reason: 'a warning' });
    expect(warned.json).toEqual({ closed: 0 });
  });

  it('refuses a length on the wrong action and a bar without one', async () => {
    const dan = await person(app);
    const mod = await moderator();
    for (const body of [
      { action: 'bar', userId: dan.id, reason: 'no length' },
      { action: 'close', userId: dan.id, duration: '24h', reason: 'a length on closing' },
      { action: 'bar', userId: dan.id, duration: '30d', reason: 'not a length' },
    ]) {
      const bad = await act(mod, body);
      expect([bad.status, bad.json.code], JSON.stringify(body)).toEqual([400, 'invalid_input']);
    }
    const plain = await person(app);
    for (const action of ['bar', 'close']) {
      const refused = await act(plain, {
        action,
        userId: dan.id,
        reason: 'not mine to do',
        ...(action === 'bar' ? { duration: '24h' } : {}),
      });
      expect([refused.status, refused.json.code]).toEqual([403, 'moderators_only']);
    }
    expect(await auditOf(app.ctx.db, dan.id)).toEqual([]);
  });

  it('closes an account as its owner would: sessions ended, erased, audited, reporters told', async () => {
    const eve = await person(app);
    const fay = await person(app);
    const gus = await person(app);
    expect((await report(eve, gus)).status).toBe(200);
    expect((await report(fay, gus)).status).toBe(200);
    const row = await app.ctx.db.kysely
      .selectFrom('users')
      .select(['email'])
      .where('id', '=', gus.id)
      .executeTakeFirstOrThrow();
    expect((await app.request('GET', '/api/user', { cookie: gus.cookie })).status).toBe(200);

    const mod = await moderator();
    const closed = await act(mod, { action: 'close', userId: gus.id, reason: 'threats in chat' });
    expect(closed.status, closed.text).toBe(200);
    expect(closed.json).toEqual({ closed: 2 });

    // Signed out everywhere, the account emptied as a closing by its owner leaves it.
    expect((await app.request('GET', '/api/user', { cookie: gus.cookie })).status).toBe(401);
    const after = await app.ctx.db.kysely
      .selectFrom('users')
      .select(['username', 'email', 'passwordHash', 'deletedAt'])
      .where('id', '=', gus.id)
      .executeTakeFirstOrThrow();
    expect(after.deletedAt).not.toBeNull();
    expect(after.username).toMatch(/^deleted-/);
    expect(after.passwordHash).toBe('');
    expect((await app.request('GET', `/api/profiles/${gus.username}`)).status).toBe(404);
    expect(
      await app.ctx.db.kysely.selectFrom('sessions').select('id').where('userId', '=', gus.id).execute(),
    ).toEqual([]);
    const mail = await waitForMail(app.config.outboxDir, { to: row.email, subject: 'closed by a moderator' });
    expect(mail).toBeTruthy();

    expect(await auditOf(app.ctx.db, gus.id)).toMatchObject([
      { moderatorId: mod.id, action: 'close', detail: null, reason: 'threats in chat', reportsClosed: 2 },
    ]);
    for (const reporter of [eve, fay]) {
      expect(await notificationsOf(reporter)).toContainEqual(
        expect.objectContaining({ kind: 'report_action', text: 'We took action on your report' }),
      );
    }
    const again = await act(mod, { action: 'close', userId: gus.id, reason: 'twice' });
    expect([again.status, again.json.code]).toEqual([404, 'unknown_user']);
  });

  it('refuses to close one’s own account or another moderator’s, and changes nothing', async () => {
    const mod = await moderator();
    const peer = await moderator();
    const self = await act(mod, { action: 'close', userId: mod.id, reason: 'me' });
    expect([self.status, self.json.code]).toEqual([403, 'forbidden']);
    const other = await act(mod, { action: 'close', userId: peer.id, reason: 'a colleague' });
    expect([other.status, other.json.code]).toEqual([403, 'forbidden']);
    for (const p of [mod, peer]) {
      expect((await app.request('GET', '/api/user', { cookie: p.cookie })).status).toBe(200);
      expect(await auditOf(app.ctx.db, p.id)).toEqual([]);
    }
  });
});
