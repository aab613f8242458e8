import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate';
import { freshDatabases, testDatabases } from '../test/databases';
import { buildUser } from '../test/factories';
import { createSession, resolveSession, SESSION_USER_COLUMNS } from './session';

// The session hook runs on every signed-in request: it loads the columns requests read, not the whole
// row, so the password hash and the payment provider's ids never ride along (decision 264).
describe.each(testDatabases())('the session hook on %s', (kind) => {
  const databases = freshDatabases(kind, 'session');
  afterEach(() => databases.closeAll());

  it('loads the signed-in user without the password hash or the payment ids', async () => {
    const db = await databases.open();
    await migrateToLatest(db);
    const user = await buildUser(db, { stripeCustomerId: 'cus_1', stripeSubscriptionId: 'sub_1' });
    const found = await resolveSession(db, await createSession(db, user.id));
    expect(found?.user.id).toBe(user.id);
    expect(Object.keys(found?.user ?? {}).sort()).toEqual([...SESSION_USER_COLUMNS].sort());
    expect(found?.user).not.toHaveProperty('passwordHash');
    expect(found?.user).not.toHaveProperty('stripeCustomerId');
  });
});
