import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TournamentList, TournamentPage } from '../../core/tournament/schemas';
import { befriend, person } from '../friends/test/people';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';
import { tournamentApi, waitUntil } from './test/helpers';

// Who may create, see and join which tournament, and every refusal with its code, nothing half-written
// (issue 30, decision 291).
describe.each(testDatabases())('tournament access and refusals on %s', (database) => {
  let app: TestApp;
  let api: ReturnType<typeof tournamentApi>;
  beforeAll(async () => {
    app = await startTestApp({ database });
    api = tournamentApi(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lets only Pro create, and refuses absurd input with codes, writing nothing', async () => {
    const free = await person(app, 'free');
    const pro = await person(app, 'pro');
    expect((await api.create(free, {})).json.code).toBe('tournament_pro_only');
    const past = await api.create(pro, { startsAt: new Date(Date.now() - 3_600_000).toISOString() });
    expect([past.status, past.json.code]).toEqual([400, 'tournament_start_past']);
    for (const bad of [
      { minutes: 5 },
      { minutes: 600 },
      { maxPlayers: 50_000 },
      { maxPlayers: 1 },
      { name: '' },
      { clock: '7+7' },
    ]) {
      const res = await api.create(pro, bad);
      expect([res.status, res.json.code], JSON.stringify(bad)).toEqual([400, 'invalid_input']);
    }
    const unknown = await api.create(pro, { invite: ['nobody_by_that_name'] });
    expect([unknown.status, unknown.json.code]).toEqual([404, 'unknown_user']);
    const signedOut = await app.request('POST', '/api/tournaments', { body: {} });
    expect(signedOut.status).toBe(401);
    const list = (await app.request('GET', '/api/tournaments', { cookie: pro.cookie }))
      .json as unknown as TournamentList;
    expect(list.mine).toEqual([]);
  });

  it('lets the invited and link holders of any plan join a private tournament, nobody else', async () => {
    const pro = await person(app, 'pro');
    const friend = await person(app, 'free');
    const stranger = await person(app, 'premium');
    const linked = await person(app, 'free');
    await befriend(app, pro, friend);
    const created = await api.create(pro, { invite: [friend.username], maxPlayers: 3 });
    expect(created.status, created.text).toBe(201);
    const page = created.json as unknown as TournamentPage;
    const id = page.tournament.id;
    expect(page.isCreator).toBe(true);
    expect(page.inviteToken).toMatch(/^[\w-]{20,}$/);
    expect(page.tournament).toMatchObject({
      kind: 'private',
      status: 'scheduled',
      players: 1,
      myStatus: 'active',
    });
    expect(page.rules.join(' ')).toContain('Berserk');

    // The stranger sees nothing of it, and may not join it; the invited friend may (a Free player).
    expect((await app.request('GET', `/api/tournaments/${id}`, { cookie: stranger.cookie })).status).toBe(
      404,
    );
    const refused = await api.act(stranger, id, 'join');
    expect([refused.status, refused.json.code]).toEqual([403, 'tournament_not_invited']);
    const invitedPage = await api.page(friend, id);
    expect(invitedPage.tournament.joinRefusal).toBeNull();
    expect(invitedPage.inviteToken).toBeNull();
    expect((await api.act(friend, id, 'join')).status).toBe(200);
    // The link's token lets anyone in.
    const viaLink = await api.act(linked, id, 'join', { token: page.inviteToken });
    expect(viaLink.status, viaLink.text).toBe(200);
    // Full now: three of three.
    const full = await api.act(stranger, id, 'join', { token: page.inviteToken });
    expect([full.status, full.json.code]).toEqual([409, 'tournament_full']);
    expect((await api.page(pro, id)).tournament.players).toBe(3);

    // Pause, withdraw, withdraw again; steps of someone not in it.
    expect(((await api.act(friend, id, 'pause')).json as unknown as TournamentPage).me?.status).toBe(
      'paused',
    );
    expect(((await api.act(friend, id, 'withdraw')).json as unknown as TournamentPage).me?.status).toBe(
      'withdrawn',
    );
    const twice = await api.act(friend, id, 'withdraw');
    expect([twice.status, twice.json.code]).toEqual([409, 'already_withdrawn']);
    expect((await api.act(friend, id, 'pause')).json.code).toBe('already_withdrawn');
    expect((await api.act(stranger, id, 'pause')).status).toBe(404);
    // Joining again comes back in.
    expect(((await api.act(friend, id, 'join')).json as unknown as TournamentPage).me?.status).toBe('active');

    // Only the creator cancels, before the start; afterwards nobody joins.
    const notCreator = await api.act(friend, id, 'cancel');
    expect([notCreator.status, notCreator.json.code]).toEqual([403, 'not_tournament_creator']);
    expect(((await api.act(pro, id, 'cancel')).json as unknown as TournamentPage).tournament.status).toBe(
      'cancelled',
    );
    expect((await api.act(pro, id, 'cancel')).json.code).toBe('tournament_over');
    expect((await api.act(pro, id, 'start')).json.code).toBe('tournament_over');
  });

  it('invites by name with a refusal per name, and refuses a start after the start', async () => {
    const pro = await person(app, 'pro');
    const someone = await person(app, 'free');
    const id = ((await api.create(pro, {})).json as unknown as TournamentPage).tournament.id;
    const invited = await api.act(pro, id, 'invite', { usernames: [someone.username, 'no_such_player_x'] });
    expect(invited.status, invited.text).toBe(200);
    expect((invited.json.invited as { id: string }[]).map((u) => u.id)).toEqual([someone.id]);
    expect(invited.json.refused).toEqual([
      expect.objectContaining({ username: 'no_such_player_x', code: 'unknown_user' }),
    ]);
    expect((await api.act(someone, id, 'invite', { usernames: [pro.username] })).json.code).toBe(
      'not_tournament_creator',
    );
    const started = (await api.act(pro, id, 'start')).json as unknown as TournamentPage;
    expect(started.tournament.status).toBe('started');
    expect(Date.parse(started.tournament.endsAt) - Date.parse(started.tournament.startsAt)).toBe(30 * 60_000);
    const again = await api.act(pro, id, 'start');
    expect([again.status, again.json.code]).toEqual([409, 'tournament_started']);
    expect((await api.act(pro, id, 'cancel')).json.code).toBe('tournament_started');
    const berserk = await api.act(pro, id, 'berserk', { gameId: 'not-a-game' });
    expect([berserk.status, berserk.json.code]).toEqual([400, 'not_tournament_game']);
  });

  it('schedules Pro arenas anyone may watch and only Pro may join, with an upsell code', async () => {
    const free = await person(app, 'free');
    const pro = await person(app, 'pro');
    let arenas: TournamentList['arenas'] = [];
    await waitUntil(async () => {
      arenas = ((await app.request('GET', '/api/tournaments')).json as unknown as TournamentList).arenas;
      return arenas.length > 0;
    });
    expect(arenas[0]).toMatchObject({ kind: 'pro_arena', createdBy: null });
    const id = arenas[0].id;
    // Anyone may watch, signed out too.
    expect((await app.request('GET', `/api/tournaments/${id}`)).status).toBe(200);
    expect((await api.page(free, id)).tournament.joinRefusal?.code).toBe('tournament_pro_only');
    const refused = await api.act(free, id, 'join');
    expect([refused.status, refused.json.code]).toEqual([403, 'tournament_pro_only']);
    const joined = await api.act(pro, id, 'join');
    expect(joined.status, joined.text).toBe(200);
    expect((joined.json as unknown as TournamentPage).me?.status).toBe('active');
    expect((await app.request('POST', `/api/tournaments/${id}/join`, { body: {} })).status).toBe(401);
  });
});
