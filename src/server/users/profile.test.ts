import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIO_MAX } from '../../core/limits';
import { PublicProfile } from '../../core/protocol';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';
import { playGame, proPlayer } from './testing';

describe.each(testDatabases())('profiles on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app?.close();
  });

  const profile = (username: string) => app.request('GET', `/api/profiles/${encodeURIComponent(username)}`);

  it('shows a player publicly without e-mail, payment or plan fields', async () => {
    const player = await proPlayer(app, { displayName: 'Judit' });
    await app.ctx.db.kysely
      .updateTable('users')
      .set({ stripeCustomerId: 'cus_secret', stripeSubscriptionId: 'sub_secret', bio: 'Attack!' })
      .where('id', '=', player.user.id)
      .execute();
    const response = await profile(player.user.username.toUpperCase());
    expect(response.status).toBe(200);
    expect(PublicProfile.strict().parse(response.body)).toEqual({
      id: player.user.id,
      username: player.user.username,
      displayName: 'Judit',
      bio: 'Attack!',
      profileImageUrl: null,
      memberSince: new Date(player.user.createdAt).toISOString(),
      rating: 1200,
      rank: 'Beginner',
      provisional: true,
      correspondenceRating: 1200,
      correspondenceProvisional: true,
    });
    for (const secret of [player.user.email, 'cus_secret', 'sub_secret', 'subscriptionTier']) {
      expect(response.text).not.toContain(secret);
    }
  });

  it('keeps statistics and histories free of private fields too', async () => {
    const white = await proPlayer(app);
    const black = await proPlayer(app);
    await playGame(app, white, black, 'white_resigns');
    for (const path of [`/api/users/${white.user.id}/games`, `/api/users/${white.user.id}/stats`]) {
      const response = await app.request('GET', path);
      expect(response.status).toBe(200);
      expect(response.text).not.toContain(white.user.email);
      expect(response.text).not.toContain(black.user.email);
      expect(response.text).not.toContain('stripe');
    }
  });

  it('shows profile edits (display name, username, bio) at once, and refuses invalid ones', async () => {
    const player = await proPlayer(app);
    const other = await proPlayer(app);
    const saved = await app.request('PATCH', '/api/user', {
      cookie: player.cookie,
      body: {
        displayName: 'Magnus',
        username: `Magnus_${player.user.id.slice(0, 5).replace(/\W/g, 'x')}`,
        bio: 'Hello',
      },
    });
    expect(saved.status, saved.text).toBe(200);
    const renamed = saved.json.username as string;
    expect(await profile(player.user.username).then((r) => r.status)).toBe(404);
    const shown = await profile(renamed);
    expect(shown.json).toMatchObject({ username: renamed, displayName: 'Magnus', bio: 'Hello' });

    const tooLong = await app.request('PATCH', '/api/user', {
      cookie: player.cookie,
      body: { bio: 'x'.repeat(BIO_MAX + 1) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.message).toContain(`${BIO_MAX}`);
    const taken = await app.request('PATCH', '/api/user', {
      cookie: player.cookie,
      body: { username: other.user.username.toUpperCase() },
    });
    expect(taken.status).toBe(409);
    expect((await profile(renamed)).json.bio).toBe('Hello');
  });

  it('answers 404 for an unknown username, and 400 for one that cannot exist', async () => {
    expect((await profile('nobody_at_all')).status).toBe(404);
    expect((await profile('nobody_at_all')).json.message).toBe('User not found');
    expect((await profile('x'.repeat(40))).status).toBe(400);
  });
});
