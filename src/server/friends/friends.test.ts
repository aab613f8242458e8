import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanId } from '../../core/plans';
import type { FriendsResponse } from '../../core/protocol';
import { testDatabases } from '../test/databases';
import { buildUser, signIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';

// Every friendship transition and its refusals, through the HTTP API, with the rows they leave.
describe.each(testDatabases())('friends on %s', (database) => {
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

  const ask = (from: Person, username: string) =>
    app.request('POST', '/api/friends/requests', { cookie: from.cookie, body: { username } });
  const overview = async (p: Person) =>
    (await app.request('GET', '/api/friends', { cookie: p.cookie })).json as unknown as FriendsResponse;
  const rows = (a: Person, b: Person) =>
    app.ctx.db.kysely
      .selectFrom('friendships')
      .selectAll()
      .where('pairKey', '=', [a.id, b.id].sort().join(':'))
      .execute();

  async function befriend(a: Person, b: Person): Promise<void> {
    const sent = await ask(a, b.username);
    expect(sent.status, sent.text).toBe(200);
    const id = (sent.json.request as { id: string }).id;
    const accepted = await app.request('POST', `/api/friends/requests/${id}/accept`, { cookie: b.cookie });
    expect(accepted.status, accepted.text).toBe(200);
  }

  it('sends, lists, accepts a request; both then see each other as friends', async () => {
    const ann = await person();
    const bob = await person();
    const sent = await ask(ann, bob.username.toUpperCase());
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json).toMatchObject({ friend: null, request: { to: { id: bob.id }, from: { id: ann.id } } });
    const id = (sent.json.request as { id: string }).id;
    expect((await overview(bob)).incoming).toMatchObject([{ id, from: { username: ann.username } }]);
    expect((await overview(ann)).outgoing).toMatchObject([{ id, to: { username: bob.username } }]);

    const accepted = await app.request('POST', `/api/friends/requests/${id}/accept`, { cookie: bob.cookie });
    expect(accepted.status, accepted.text).toBe(200);
    for (const [me, other] of [
      [ann, bob],
      [bob, ann],
    ] as const) {
      const view = await overview(me);
      expect(view.friends).toMatchObject([{ user: { id: other.id }, presence: { state: 'offline' } }]);
      expect(view.incoming).toEqual([]);
      expect(view.outgoing).toEqual([]);
    }
    expect(await rows(ann, bob)).toMatchObject([{ status: 'accepted', requesterId: ann.id }]);
    const note = await app.request('GET', '/api/notifications', { cookie: ann.cookie });
    expect(note.json).toMatchObject({ unread: 1, notifications: [{ kind: 'friend_accepted' }] });
  });

  it('makes two players friends at once when the other had already asked', async () => {
    const ann = await person();
    const bob = await person();
    expect((await ask(ann, bob.username)).status).toBe(200);
    const back = await ask(bob, ann.username);
    expect(back.status, back.text).toBe(200);
    expect(back.json).toMatchObject({ request: null, friend: { id: ann.id } });
    expect(await rows(ann, bob)).toMatchObject([{ status: 'accepted' }]);
  });

  it('refuses unknown users, oneself, duplicates and friends again, writing nothing', async () => {
    const ann = await person();
    const bob = await person();
    const unknown = await ask(ann, 'nobody_by_this_name');
    expect([unknown.status, unknown.json.code]).toEqual([404, 'unknown_user']);
    expect(unknown.json.message).toBe('No player has the username nobody_by_this_name');
    const self = await ask(ann, ann.username);
    expect([self.status, self.json.code]).toEqual([400, 'self_request']);
    const empty = await ask(ann, '  ');
    expect([empty.status, empty.json.code]).toEqual([400, 'invalid_input']);

    expect((await ask(ann, bob.username)).status).toBe(200);
    const twice = await ask(ann, bob.username);
    expect([twice.status, twice.json.code]).toEqual([409, 'request_pending']);
    expect(await rows(ann, bob)).toHaveLength(1);
    const id = (await overview(bob)).incoming[0]?.id;
    await app.request('POST', `/api/friends/requests/${id}/accept`, { cookie: bob.cookie });
    const again = await ask(bob, ann.username);
    expect([again.status, again.json.code]).toEqual([409, 'already_friends']);
  });

  it('lets only the addressee answer and only the sender cancel; strangers learn nothing', async () => {
    const ann = await person();
    const bob = await person();
    const eve = await person();
    const id = ((await ask(ann, bob.username)).json.request as { id: string }).id;
    const own = await app.request('POST', `/api/friends/requests/${id}/accept`, { cookie: ann.cookie });
    expect([own.status, own.json.code]).toEqual([403, 'not_your_request']);
    const stranger = await app.request('POST', `/api/friends/requests/${id}/accept`, { cookie: eve.cookie });
    expect([stranger.status, stranger.json.code]).toEqual([404, 'not_found']);
    const cancelByBob = await app.request('DELETE', `/api/friends/requests/${id}`, { cookie: bob.cookie });
    expect([cancelByBob.status, cancelByBob.json.code]).toEqual([403, 'not_your_request']);
    const declineByEve = await app.request('POST', `/api/friends/requests/${id}/decline`, {
      cookie: eve.cookie,
    });
    expect(declineByEve.status).toBe(404);
    expect(await rows(ann, bob)).toMatchObject([{ status: 'pending' }]);

    const cancelled = await app.request('DELETE', `/api/friends/requests/${id}`, { cookie: ann.cookie });
    expect(cancelled.status).toBe(204);
    expect(await rows(ann, bob)).toEqual([]);
    const late = await app.request('POST', `/api/friends/requests/${id}/accept`, { cookie: bob.cookie });
    expect([late.status, late.json.code]).toEqual([404, 'not_found']);

    const second = ((await ask(ann, bob.username)).json.request as { id: string }).id;
    const declined = await app.request('POST', `/api/friends/requests/${second}/decline`, {
      cookie: bob.cookie,
    });
    expect(declined.status).toBe(204);
    expect(await rows(ann, bob)).toEqual([]);
  });

  it('removes a friend, and refuses removing someone who is not one', async () => {
    const ann = await person();
    const bob = await person();
    await befriend(ann, bob);
    const removed = await app.request('DELETE', `/api/friends/${bob.id}`, { cookie: ann.cookie });
    expect(removed.status).toBe(204);
    expect((await overview(bob)).friends).toEqual([]);
    const again = await app.request('DELETE', `/api/friends/${bob.id}`, { cookie: ann.cookie });
    expect([again.status, again.json.code]).toEqual([403, 'not_friends']);
  });

  it('blocks silently: the friendship ends, the blocked user’s requests never arrive', async () => {
    const ann = await person();
    const bob = await person();
    await befriend(ann, bob);
    const blocked = await app.request('POST', '/api/blocks', {
      cookie: ann.cookie,
      body: { username: bob.username },
    });
    expect(blocked.status, blocked.text).toBe(200);
    expect(await rows(ann, bob)).toEqual([]);
    expect((await overview(ann)).blocked).toMatchObject([{ id: bob.id }]);
    expect((await overview(bob)).friends).toEqual([]);

    // Bob's request is answered as any other, and Ann never sees it.
    const sent = await ask(bob, ann.username);
    expect(sent.status, sent.text).toBe(200);
    expect((await overview(ann)).incoming).toEqual([]);
    const notes = await app.request('GET', '/api/notifications', { cookie: ann.cookie });
    expect(notes.json.notifications).not.toContainEqual(expect.objectContaining({ kind: 'friend_request' }));
    const id = (sent.json.request as { id: string }).id;
    const answer = await app.request('POST', `/api/friends/requests/${id}/accept`, { cookie: ann.cookie });
    expect(answer.status).toBe(404);

    // Ann may not befriend the player she blocked until she unblocks them.
    const own = await ask(ann, bob.username);
    expect([own.status, own.json.code]).toEqual([409, 'conflict']);
    const relation = await app.request('GET', `/api/relationships/${bob.id}`, { cookie: ann.cookie });
    expect(relation.json).toEqual({ status: 'blocked', requestId: null });

    expect((await app.request('DELETE', `/api/blocks/${bob.id}`, { cookie: ann.cookie })).status).toBe(204);
    const notBlocked = await app.request('DELETE', `/api/blocks/${bob.id}`, { cookie: ann.cookie });
    expect([notBlocked.status, notBlocked.json.code]).toEqual([404, 'not_found']);
  });

  it('keeps the presence setting, friends only by default', async () => {
    const ann = await person();
    expect((await overview(ann)).settings).toEqual({ presenceVisibility: 'friends' });
    const set = await app.request('PUT', '/api/friends/settings', {
      cookie: ann.cookie,
      body: { presenceVisibility: 'nobody' },
    });
    expect(set.status, set.text).toBe(200);
    expect((await overview(ann)).settings).toEqual({ presenceVisibility: 'nobody' });
    const bad = await app.request('PUT', '/api/friends/settings', {
      cookie: ann.cookie,
      body: { presenceVisibility: 'everyone' },
    });
    expect([bad.status, bad.json.code]).toEqual([400, 'invalid_input']);
  });

  it('needs a session for every call', async () => {
    expect((await app.request('GET', '/api/friends')).status).toBe(401);
    expect((await app.request('POST', '/api/friends/requests', { body: { username: 'x' } })).status).toBe(
      401,
    );
  });
});
