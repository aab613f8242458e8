import type { Kysely } from 'kysely';
import { classifyOpening } from '../../../core/chess/opening';

/**
 * Each finished game's opening, decided once when it ends (issue 17, decision 220), and the indexes
 * the statistics read from alone: per seat, (player, status, opening) for results per opening, and
 * (player, status, time control, increment) with the result, plies and both clocks for results by
 * time control and the time used per move. Games that ended before this migration are named here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('games').addColumn('opening_eco', 'text').execute();
  await db.schema.alterTable('games').addColumn('opening_name', 'text').execute();
  for (const seat of ['white', 'black'] as const) {
    await db.schema
      .createIndex(`games_${seat}_status_opening`)
      .on('games')
      .columns([`${seat}_player_id`, 'status', 'opening_eco', 'opening_name', 'result'])
      .execute();
    await db.schema
      .createIndex(`games_${seat}_status_time_control`)
      .on('games')
      .columns([
        `${seat}_player_id`,
        'status',
        'time_control',
        'increment',
        'result',
        'ply',
        'white_ms',
        'black_ms',
      ])
      .execute();
  }
  await nameEndedGames(db as unknown as Kysely<BackfillDb>);
}

/** The columns the backfill reads and writes, as they stand at this migration. */
interface BackfillDb {
  games: {
    id: string;
    moves: string;
    ended_at: number | null;
    opening_eco: string | null;
    opening_name: string | null;
  };
}

async function nameEndedGames(db: Kysely<BackfillDb>): Promise<void> {
  // Backfill in pages of finished games, in id order, so memory stays flat on a large database.
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('games')
      .select(['id', 'moves'])
      .where('ended_at', 'is not', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .execute();
    for (const row of rows) {
      const opening = classifyOpening(row.moves ? row.moves.split(' ') : []);
      if (opening) {
        await db
          .updateTable('games')
          .set({ opening_eco: opening.eco, opening_name: opening.name })
          .where('id', '=', row.id)
          .execute();
      }
    }
    const last = rows.at(-1);
    if (!last) break;
    after = last.id;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const seat of ['white', 'black'] as const) {
    await db.schema.dropIndex(`games_${seat}_status_opening`).execute();
    await db.schema.dropIndex(`games_${seat}_status_time_control`).execute();
  }
  await db.schema.alterTable('games').dropColumn('opening_eco').execute();
  await db.schema.alterTable('games').dropColumn('opening_name').execute();
}
