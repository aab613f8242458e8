import { afterEach, describe, expect, it } from 'vitest';
import { isModerator } from './accounts/moderators';
import { findUserById } from './accounts/store';
import { migrateToLatest } from './db/migrate';
import { MODERATOR_USAGE, moderatorCommand } from './moderator-command';
import { freshDatabases, testDatabases } from './test/databases';
import { buildUser } from './test/factories';

// The operator's command is the only way to the moderator role (decision 281).
describe.each(testDatabases())('npm run moderator on %s', (kind) => {
  const databases = freshDatabases(kind, 'moderator');
  afterEach(() => databases.closeAll());

  it('grants, lists and revokes the role by username, whatever its case', async () => {
    const db = await databases.open();
    await migrateToLatest(db);
    const ann = await buildUser(db, { username: 'ann_mod' });
    const roleOf = async () => isModerator((await findUserById(db.kysely, ann.id)) ?? { moderator: 0 });

    expect(await roleOf()).toBe(false);
    expect(await moderatorCommand(db, ['grant', 'ANN_mod'])).toEqual({
      ok: true,
      text: 'ANN_mod is now a moderator.',
    });
    expect(await roleOf()).toBe(true);
    expect(await moderatorCommand(db, ['list'])).toEqual({ ok: true, text: 'ann_mod' });
    expect((await moderatorCommand(db, ['revoke', 'ann_mod'])).ok).toBe(true);
    expect(await roleOf()).toBe(false);
    expect(await moderatorCommand(db, ['list'])).toEqual({ ok: true, text: 'No moderators yet.' });
  });

  it('refuses an unknown name and a malformed command', async () => {
    const db = await databases.open();
    await migrateToLatest(db);
    expect(await moderatorCommand(db, ['grant', 'nobody_here'])).toEqual({
      ok: false,
      text: 'No open account is called "nobody_here".',
    });
    for (const args of [[], ['promote', 'ann'], ['grant'], ['grant', 'a', 'b'], ['list', 'x']]) {
      expect(await moderatorCommand(db, args)).toEqual({ ok: false, text: MODERATOR_USAGE });
    }
  });
});
