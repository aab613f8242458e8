import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIO_MAX } from '../../core/limits';
import { testDatabases } from '../test/databases';
import { buildUser, signIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';

describe.each(testDatabases())('PATCH /api/user on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app?.close();
  });

  const patch = (cookie: string, body: unknown) => app.request('PATCH', '/api/user', { cookie, body });

  it('saves display name, username and bio, and GET /api/user shows them', async () => {
    const user = await buildUser(app.ctx.db);
    const cookie = await signIn(app.ctx.db, user.id);
    const res = await patch(cookie, {
      displayName: '  The Queen  ',
      username: 'Queen_Bee',
      bio: 'I like endgames.',
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      displayName: 'The Queen',
      username: 'Queen_Bee',
      bio: 'I like endgames.',
    });
    const me = await app.request('GET', '/api/user', { cookie });
    expect(me.json).toMatchObject({
      displayName: 'The Queen',
      username: 'Queen_Bee',
      bio: 'I like endgames.',
    });
    const row = await app.ctx.db.kysely
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.usernameKey).toBe('queen_bee');

    // Only the fields sent change; an empty display name clears it.
    const partial = await patch(cookie, { displayName: '' });
    expect(partial.json).toMatchObject({ displayName: null, username: 'Queen_Bee', bio: 'I like endgames.' });
  });

  it("refuses another user's username regardless of case, and allows a change of one's own case", async () => {
    await buildUser(app.ctx.db, { username: 'Morphy1858' });
    const user = await buildUser(app.ctx.db);
    const cookie = await signIn(app.ctx.db, user.id);
    const taken = await patch(cookie, { username: 'MORPHY1858' });
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe('That username is already taken. Please choose another one.');
    const recased = await patch(cookie, { username: user.username.toUpperCase() });
    expect(recased.status).toBe(200);
    expect(recased.json.username).toBe(user.username.toUpperCase());
  });

  it("refuses a display name that is another player's username, in any case", async () => {
    const other = await buildUser(app.ctx.db, { username: 'Tal_Riga' });
    const user = await buildUser(app.ctx.db);
    const cookie = await signIn(app.ctx.db, user.id);
    for (const displayName of ['Tal_Riga', 'tal_riga', '  TAL_RIGA ']) {
      const res = await patch(cookie, { displayName });
      expect(res.status).toBe(409);
      expect(res.json.message).toBe(
        "That display name is another player's username. Please choose another one.",
      );
    }
    // One's own username, in any case, is fine; so is the other player's name as a part of a longer one.
    expect((await patch(cookie, { displayName: user.username.toUpperCase() })).status).toBe(200);
    expect((await patch(cookie, { displayName: `${other.username} fan` })).status).toBe(200);
  });

  it('refuses control, text-direction and invisible-only display names with a 400', async () => {
    const user = await buildUser(app.ctx.db);
    const cookie = await signIn(app.ctx.db, user.id);
    const cases: [string, string][] = [
      ['Ada\nLovelace', 'displayName: Display name cannot contain line breaks or other control characters'],
      ['Ada\u202Eevil', 'displayName: Display name cannot contain text-direction control characters'],
      ['\u200B\u200D', 'displayName: Display name must contain visible characters'],
      ...['Ada\uFFFE', 'Ada\uFFFF', 'Ada\uFDD0', 'Ada\u{10FFFF}', 'Ada\uD800'].map(
        (name): [string, string] => [
          name,
          'displayName: Display name cannot contain characters that are not text (such as U+FFFE)',
        ],
      ),
    ];
    for (const [displayName, message] of cases) {
      const res = await patch(cookie, { displayName });
      expect(res.status).toBe(400);
      expect(res.json.code).toBe('invalid_input');
      expect(res.json.message).toBe(message);
    }
  });

  it('validates: bio at most 280 characters, username rule, something to change', async () => {
    const user = await buildUser(app.ctx.db);
    const cookie = await signIn(app.ctx.db, user.id);
    const longBio = await patch(cookie, { bio: 'x'.repeat(BIO_MAX + 1) });
    expect(longBio.status).toBe(400);
    expect(longBio.json.message).toBe('bio: Bio must be at most 280 characters');
    expect((await patch(cookie, { bio: 'x'.repeat(BIO_MAX) })).status).toBe(200);
    const badName = await patch(cookie, { username: 'ab' });
    expect(badName.status).toBe(400);
    expect(badName.json.message).toMatch(/^username: Username must be 3–20/);
    const nothing = await patch(cookie, {});
    expect(nothing.status).toBe(400);
    expect(nothing.json.message).toBe('Nothing to update: send displayName, username or bio');
    const wrongType = await patch(cookie, { bio: 42 });
    expect(wrongType.status).toBe(400);
  });

  it('requires a signed-in user', async () => {
    const res = await app.request('PATCH', '/api/user', { body: { bio: 'hi' } });
    expect(res.status).toBe(401);
  });
});
