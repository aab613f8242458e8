import type { MigrationResultSet, Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isOtherSchemaChanging, migrateRidingOutOtherSchemas } from './migrate';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

/** A migrator whose runs answer these outcomes in turn, counting its runs. */
function migratorAnswering(outcomes: MigrationResultSet[]) {
  let runs = 0;
  const migrator = {
    migrateToLatest: async () => outcomes[Math.min(runs++, outcomes.length - 1)] as MigrationResultSet,
  } as unknown as Migrator;
  return { migrator, runs: () => runs };
}

describe('migrations beside other schemas of one database', () => {
  it("tells another schema's vanishing table, column or schema from a failure of ours", () => {
    expect(
      isOtherSchemaChanging(
        pgError('42703', 'column "blocker_id" of relation "blocks" does not exist'),
        't_a',
      ),
    ).toBe(true);
    expect(isOtherSchemaChanging(pgError('42P01', 'relation "t_b.games" does not exist'), 't_a')).toBe(true);
    expect(isOtherSchemaChanging(pgError('3F000', 'schema "t_b" does not exist'), 't_a')).toBe(true);
    expect(isOtherSchemaChanging(pgError('3F000', 'schema "t_a" does not exist'), 't_a')).toBe(false);
    expect(isOtherSchemaChanging(pgError('23505', 'duplicate key'), 't_a')).toBe(false);
    expect(isOtherSchemaChanging(new Error('no code'), 't_a')).toBe(false);
    expect(isOtherSchemaChanging(undefined, 't_a')).toBe(false);
  });

  it('asks again when the listing failed before any migration ran, never when one of ours failed', async () => {
    const raced = { error: pgError('42703', 'column "x" of relation "y" does not exist') };
    const done = { results: [] };
    const listing = migratorAnswering([raced, raced, done]);
    expect(await migrateRidingOutOtherSchemas(listing.migrator, 't_a')).toEqual(done);
    expect(listing.runs()).toBe(3);

    const ours = {
      error: pgError('42703', 'column "x" does not exist'),
      results: [{ migrationName: '090-x', direction: 'Up', status: 'Error' }],
    } as MigrationResultSet;
    const failing = migratorAnswering([ours, done]);
    expect(await migrateRidingOutOtherSchemas(failing.migrator, 't_a')).toEqual(ours);
    expect(failing.runs()).toBe(1);

    const stuck = migratorAnswering([raced]);
    expect((await migrateRidingOutOtherSchemas(stuck.migrator, 't_a')).error).toBe(raced.error);
    expect(stuck.runs()).toBe(5);
  });
});
