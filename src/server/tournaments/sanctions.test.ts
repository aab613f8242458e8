import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../core/protocol';
import type { TournamentList, TournamentPage } from '../../core/tournament/schemas';
import { setModerator } from '../accounts/moderators';
import { befriend, person, type TestPerson } from '../friends/test/people';
import type { TestSocket } from '../live/test/test-socket';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';
import { moveStatus } from './store/tournament-rows';
import { present, tournamentApi, waitUntil } from './test/helpers';

// Sanctions and tournaments (decision 300): a lobby bar keeps a person out of Pro arenas, not out of private
// tournaments; an invitation by name notifies the invited person, unless the contact check refuses it.
describe.each(testDatabases())('tournaments, sanctions and invitations on %s', (database) => {
  let app: TestApp;
  let api: ReturnType<typeof tournamentApi>;
  let mod: TestPerson;
  const open: TestSocket[] = [];
  beforeAll(async () => {
    app = await startTestApp({ database });
    api = tournamentApi(app);
    mod = await person(app);
    expect(await setModerator(app.ctx.db, mod.username, true)).toBe(true);
  });
  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()));
    await app?.close();
  });

  /** A moderator's sanction, given on a report as the moderation page gives it. */
  async function sanction(who: TestPerson, action: 'bar' | 'mute'): Promise<void> {
    const reporter = await person(app);
    const reported = await app.request('POST', '/api/reports', {
      cookie: reporter.cookie,
      body: { subject: { kind: 'user', username: who.username }, reason: 'harassment' },
    });
    expect(reported.status, reported.text).toBe(200);
    const acted = await app.request('POST', '/api/moderation/actions', {
      cookie: mod.cookie,
      body: { action, userId: who.id, duration: '24h', reason: 'harassed strangers' },
    });
    expect(acted.status, acted.text).toBe(200);
  }
  async function notificationsOf(p: TestPerson): Promise<Notification[]> {
    const res = await app.request('GET', '/api/notifications', { cookie: p.cookie });
    expect(res.status, res.text).toBe(200);
    return res.json.notifications as Notification[];
  }
  const invitationsOf = async (p: TestPerson) =>
    (await notificationsOf(p)).filter((n) => n.kind === 'tournament_invitation');
  async function anArena(): Promise<string> {
    let arenas: TournamentList['arenas'] = [];
    await waitUntil(async () => {
      arenas = ((await app.request('GET', '/api/tournaments')).json as unknown as TournamentList).arenas;
      return arenas.some((a) => a.status !== 'finished');
    });
    return (arenas.find((a) => a.status !== 'finished') as TournamentList['arenas'][number]).id;
  }

  it('keeps a barred person out of Pro arenas with lobby_barred, said on the page and the list', async () => {
    const arena = await anArena();
    const barred = await person(app, 'pro');
    const returning = await person(app, 'pro');
    expect((await api.act(returning, arena, 'join')).status).toBe(200);
    await sanction(barred, 'bar');
    await sanction(returning, 'bar');

    const refused = await api.act(barred, arena, 'join');
    expect([refused.status, refused.json.code]).toEqual([403, 'lobby_barred']);
    expect(refused.json.message).toMatch(
      /^A moderator has barred you from the lobby until .+ UTC\. Pro arenas are closed to you while the bar holds\.$/,
    );
    // The page says so in place of Join, before any upsell, and so does the list.
    const page = await api.page(barred, arena);
    // With the bar's end as fields, for the page to word in the reader's language (decision 322).
    expect(page.tournament.joinRefusal).toEqual({
      code: 'lobby_barred',
      message: refused.json.message,
      hold: 'dated',
      until: expect.any(Number),
    });
    expect(page.tournament.joinRefusal?.until).toBe(refused.json.until);
    const list = (await app.request('GET', '/api/tournaments', { cookie: barred.cookie }))
      .json as unknown as TournamentList;
    expect(list.arenas.find((a) => a.id === arena)?.joinRefusal?.code).toBe('lobby_barred');
    const entries = await app.ctx.db.kysely
      .selectFrom('tournamentPlayers')
      .select('userId')
      .where('tournamentId', '=', arena)
      .where('userId', '=', barred.id)
      .execute();
    expect(entries).toEqual([]);

    // One who joined before the bar and withdrew cannot come back while it holds.
    expect((await api.act(returning, arena, 'withdraw')).status).toBe(200);
    const back = await api.act(returning, arena, 'join');
    expect([back.status, back.json.code]).toEqual([403, 'lobby_barred']);

    // A Free player who is barred reads the bar, not an upsell that would not let them in either.
    const free = await person(app, 'free');
    await sanction(free, 'bar');
    expect((await api.page(free, arena)).tournament.joinRefusal?.code).toBe('lobby_barred');
    // Others are not affected.
    expect((await api.page(await person(app, 'pro'), arena)).tournament.joinRefusal).toBeNull();
  });

  it('leaves private tournaments open to a barred person: they create, are invited and join', async () => {
    const host = await person(app, 'pro');
    const barred = await person(app, 'pro');
    const friend = await person(app, 'free');
    await befriend(app, host, barred);
    await befriend(app, barred, friend);
    await sanction(barred, 'bar');
    const created = await api.create(host, { invite: [barred.username] });
    expect(created.status, created.text).toBe(201);
    const id = (created.json as unknown as TournamentPage).tournament.id;
    expect((await api.page(barred, id)).tournament.joinRefusal).toBeNull();
    const joined = await api.act(barred, id, 'join');
    expect(joined.status, joined.text).toBe(200);
    const own = await api.create(barred, { invite: [friend.username] });
    expect(own.status, own.text).toBe(201);
    expect(await invitationsOf(friend)).toHaveLength(1);
  });

  it('notifies each person invited by name, at creation and later, with the tournament to open', async () => {
    const host = await person(app, 'pro');
    const first = await person(app, 'free');
    const later = await person(app, 'premium');
    await befriend(app, host, first);
    const created = await api.create(host, { name: 'Sunday friends', invite: [first.username] });
    expect(created.status, created.text).toBe(201);
    const id = (created.json as unknown as TournamentPage).tournament.id;
    expect(await invitationsOf(first)).toMatchObject([
      {
        kind: 'tournament_invitation',
        from: { id: host.id, username: host.username },
        refId: id,
        gameId: null,
        text: `${host.username} invited you to the tournament “Sunday friends”`,
        read: false,
      },
    ]);
    // The creator is not told of their own tournament; a later invitation (Pro invites anyone) is told too.
    expect(await invitationsOf(host)).toEqual([]);
    const invited = await api.act(host, id, 'invite', { usernames: [later.username, first.username] });
    expect(invited.status, invited.text).toBe(200);
    expect(invited.json.refused).toMatchObject([{ username: first.username, code: 'conflict' }]);
    expect((await invitationsOf(later)).map((n) => n.refId)).toEqual([id]);
    // Invited again by mistake: still one line.
    expect(await invitationsOf(first)).toHaveLength(1);
  });

  it('notifies nobody when the contact check refuses the invitation: a block or a muted creator', async () => {
    const host = await person(app, 'pro');
    const blocker = await person(app, 'free');
    const other = await person(app, 'free');
    const blocked = await app.request('POST', '/api/blocks', {
      cookie: blocker.cookie,
      body: { username: host.username },
    });
    expect(blocked.status, blocked.text).toBe(200);
    const refused = await api.create(host, { invite: [blocker.username, other.username] });
    expect([refused.status, refused.json.code]).toEqual([403, 'contact_refused']);
    expect(await invitationsOf(blocker)).toEqual([]);
    expect(await invitationsOf(other)).toEqual([]);

    const created = await api.create(host, {});
    const id = (created.json as unknown as TournamentPage).tournament.id;
    const later = await api.act(host, id, 'invite', { usernames: [blocker.username] });
    expect(later.json).toMatchObject({ invited: [], refused: [{ code: 'contact_refused' }] });
    expect(await invitationsOf(blocker)).toEqual([]);

    // A muted creator's invitation would carry the name they wrote into someone's notifications.
    await sanction(host, 'mute');
    const muted = await api.act(host, id, 'invite', { usernames: [other.username] });
    expect(muted.json).toMatchObject({ invited: [], refused: [{ code: 'chat_muted' }] });
    expect(await invitationsOf(other)).toEqual([]);
  });
  it('pauses a player barred after joining a Pro arena instead of pairing them, and keeps them out', async () => {
    const arena = await anArena();
    const barred = await person(app, 'pro');
    const other = await person(app, 'pro');
    for (const p of [barred, other]) {
      await present(app, p, open);
      expect((await api.act(p, arena, 'join')).status).toBe(200);
    }
    await sanction(barred, 'bar');
    // The arena begins: the next pass finds the two waiting, and the bar keeps the stranger from meeting them.
    const now = Date.now();
    await moveStatus(app.ctx.db.kysely, arena, 'scheduled', 'started', {
      startsAt: now,
      endsAt: now + 30 * 60_000,
    });
    await waitUntil(async () => (await api.page(barred, arena)).me?.status === 'paused');
    const games = await app.ctx.db.kysely
      .selectFrom('tournamentGames')
      .select('gameId')
      .where('tournamentId', '=', arena)
      .where((eb) => eb.or([eb('whiteId', '=', barred.id), eb('blackId', '=', barred.id)]))
      .execute();
    expect(games).toEqual([]);
    expect((await api.page(other, arena)).me?.status).toBe('active');
    // Coming back is refused with the bar's words, as a join is.
    const back = await api.act(barred, arena, 'join');
    expect([back.status, back.json.code]).toEqual([403, 'lobby_barred']);
  });
});
