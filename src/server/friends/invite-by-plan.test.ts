import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanId } from '../../core/plans';
import { testDatabases } from '../test/databases';
import { buildUser, signIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';

// Inviting by username as the plans allow it (decision 200), and never to a player who blocked you.
describe.each(testDatabases())('invitations by username on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function person(tier: PlanId = 'free') {
    const user = await buildUser(app.ctx.db, { subscriptionTier: tier });
    return { id: user.id, username: user.username, cookie: await signIn(app.ctx.db, user.id) };
  }
  type Person = Awaited<ReturnType<typeof person>>;

  const invite = (host: Person, guest: Person) =>
    app.request('POST', '/api/games', {
      cookie: host.cookie,
      body: { timeControl: 300, inviteUsername: guest.username },
    });
  const invitationsOf = async (p: Person) =>
    (await app.request('GET', '/api/invitations', { cookie: p.cookie })).json.invitations as unknown[];
  const gamesHostedBy = (p: Person) =>
    app.ctx.db.kysely.selectFrom('games').select('id').where('hostId', '=', p.id).execute();

  async function befriend(a: Person, b: Person): Promise<void> {
    const sent = await app.request('POST', '/api/friends/requests', {
      cookie: a.cookie,
      body: { username: b.username },
    });
    const id = (sent.json.request as { id: string }).id;
    expect(
      (await app.request('POST', `/api/friends/requests/${id}/accept`, { cookie: b.cookie })).status,
    ).toBe(200);
  }

  it('lets Free invite friends only, and Premium and Pro anyone', async () => {
    const free = await person('free');
    const stranger = await person('free');
    const refused = await invite(free, stranger);
    expect([refused.status, refused.json.code]).toEqual([403, 'invite_friends_only']);
    expect(refused.json.message).toBe(
      `On the Free plan you can invite your friends by username. Send ${stranger.username} a friend request, share the game link, or upgrade to Premium or Pro to invite anyone.`,
    );
    expect(await gamesHostedBy(free)).toEqual([]);

    await befriend(free, stranger);
    expect((await invite(free, stranger)).status).toBe(200);
    expect(await invitationsOf(stranger)).toHaveLength(1);
    const notes = await app.request('GET', '/api/notifications', { cookie: stranger.cookie });
    expect(notes.json.notifications).toContainEqual(
      expect.objectContaining({ kind: 'invitation', from: expect.objectContaining({ id: free.id }) }),
    );

    for (const tier of ['premium', 'pro'] as const) {
      const host = await person(tier);
      const guest = await person('free');
      const invited = await invite(host, guest);
      expect(invited.status, invited.text).toBe(200);
      expect(await invitationsOf(guest)).toHaveLength(1);
    }
  });

  it('drops an invitation to a player who blocked the host, silently', async () => {
    const host = await person('premium');
    const blocker = await person('free');
    const blocked = await app.request('POST', '/api/blocks', {
      cookie: blocker.cookie,
      body: { username: host.username },
    });
    expect(blocked.status).toBe(200);
    const invited = await invite(host, blocker);
    expect(invited.status, invited.text).toBe(200);
    expect(await invitationsOf(blocker)).toEqual([]);
    const notes = await app.request('GET', '/api/notifications', { cookie: blocker.cookie });
    expect(notes.json.notifications).toEqual([]);
  });
});
