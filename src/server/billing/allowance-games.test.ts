import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanId } from '../../core/plans';
import { testDatabases } from '../test/databases';
import { buildUser, signIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';

// The allowance as players meet it: through the games API (create, join, rematch, abort).
describe.each(testDatabases())('plan allowances enforced on games on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function player(tier: PlanId = 'free') {
    const user = await buildUser(app.ctx.db, { subscriptionTier: tier });
    return { id: user.id, cookie: await signIn(app.ctx.db, user.id) };
  }
  type Player = Awaited<ReturnType<typeof player>>;

  const create = (p: Player) =>
    app.request('POST', '/api/games', { cookie: p.cookie, body: { timeControl: 300 } });
  const join = (p: Player, id: string) => app.request('POST', `/api/games/${id}/join`, { cookie: p.cookie });

  /** A game created by `white` and joined by `black`: it starts, and counts for both. */
  async function play(white: Player, black: Player): Promise<string> {
    const created = await create(white);
    expect(created.status, created.text).toBe(200);
    const id = created.json.id as string;
    const joined = await join(black, id);
    expect(joined.status, joined.text).toBe(200);
    return id;
  }

  const remaining = async (p: Player) =>
    (await app.request('GET', '/api/billing/allowance', { cookie: p.cookie })).json.remaining;

  it('lets a Free player host 3 games this month and refuses the 4th; joining stays free', async () => {
    const free = await player('free');
    const pro = await player('pro');
    for (let i = 0; i < 3; i += 1) await play(free, pro);
    expect(await remaining(free)).toBe(0);

    const fourth = await create(free);
    expect(fourth.status).toBe(403);
    expect(fourth.json.code).toBe('allowance_exhausted');
    expect(fourth.json).toMatchObject({ whose: 'own', allowance: 3 });
    expect(fourth.json.message).toBe(
      'You have used your 3 games for this month on the Free plan. Upgrade to Premium or Pro to play more.',
    );

    // Host pays: a Free player who is out may still join a game someone else hosts, as often as they like.
    for (let i = 0; i < 2; i += 1) await play(pro, free);
    expect(await remaining(free)).toBe(0);
  });

  it('counts a game for its host only, so a game cannot start when its host is out', async () => {
    const spent = await player('free');
    const fresh = await player('free');
    const pro = await player('pro');
    for (let i = 0; i < 2; i += 1) await play(spent, pro);
    // A game created while one was left: by the time someone joins, it is the creator who is out.
    const early = (await create(spent)).json.id as string;
    await play(spent, pro);
    const refused = await join(fresh, early);
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('allowance_exhausted');
    expect(refused.json).toMatchObject({ whose: 'opponent', allowance: 3 });
    expect(refused.json.message).toBe(
      'Your opponent has used their 3 games for this month on the Free plan, so this game cannot start.',
    );
    expect(await remaining(fresh)).toBe(3);
    // The guest's own games never count against them.
    await play(pro, fresh);
    expect(await remaining(fresh)).toBe(3);
  });

  it('lets only one of two games joined at the same moment take the last game of their host', async () => {
    const free = await player('free');
    const pro = await player('pro');
    await play(free, pro);
    await play(free, pro);
    const first = (await create(free)).json.id as string;
    const second = (await create(free)).json.id as string;
    const answers = await Promise.all([join(await player('pro'), first), join(await player('pro'), second)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 403]);
    expect(await remaining(free)).toBe(0);
  });

  it('gives an aborted game back', async () => {
    const free = await player('free');
    const pro = await player('pro');
    const ids = [await play(free, pro), await play(free, pro), await play(free, pro)];
    expect((await create(free)).status).toBe(403);
    const aborted = await app.request('POST', `/api/games/${ids[2]}/abort`, { cookie: free.cookie });
    expect(aborted.status, aborted.text).toBe(200);
    expect(await remaining(free)).toBe(1);
    expect((await create(free)).status).toBe(200);
  });

  it('lets Premium start 10 and refuses the 11th; never refuses Pro', async () => {
    const premium = await player('premium');
    const pro = await player('pro');
    for (let i = 0; i < 10; i += 1) await play(premium, pro);
    const eleventh = await create(premium);
    expect(eleventh.status).toBe(403);
    expect(eleventh.json.message).toBe(
      'You have used your 10 games for this month on the Premium plan. Upgrade to Pro to play more.',
    );
    // Pro has played 10 here (and more above); it is never asked to stop.
    const other = await player('pro');
    for (let i = 0; i < 2; i += 1) await play(pro, other);
    expect(await remaining(pro)).toBeNull();
  });

  it('charges a rematch to the player who offered it, and refuses it when that player is out', async () => {
    const free = await player('free');
    const pro = await player('pro');
    await play(free, pro);
    await play(free, pro);
    const last = await play(free, pro);
    const resigned = await app.request('POST', `/api/games/${last}/resign`, { cookie: pro.cookie });
    expect(resigned.status, resigned.text).toBe(200);

    // Free, out of games, offers: the rematch would be theirs, so Pro's acceptance is refused.
    const offered = await app.request('POST', `/api/games/${last}/rematch`, { cookie: free.cookie });
    expect(offered.status, offered.text).toBe(200);
    const refused = await app.request('POST', `/api/games/${last}/rematch`, { cookie: pro.cookie });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toMatch(
      /^Your opponent has used their 3 games for this month on the Free plan/,
    );

    // Pro offers a rematch of another game: Free accepts, and it costs Free nothing.
    const other = await play(pro, free);
    await app.request('POST', `/api/games/${other}/resign`, { cookie: free.cookie });
    expect((await app.request('POST', `/api/games/${other}/rematch`, { cookie: pro.cookie })).status).toBe(
      200,
    );
    const accepted = await app.request('POST', `/api/games/${other}/rematch`, { cookie: free.cookie });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json.game).toMatchObject({ rematchGameId: expect.any(String) });
    expect(await remaining(free)).toBe(0);
  });
});
