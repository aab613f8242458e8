import type { Db } from '../../db/database';
import { type GameChanges, writeStep } from '../record/changes';
import { playerIdOf, turnOf } from '../record/record';
import type { GameAnnouncer } from '../referee/announcer';
import type { ClockKeeper } from '../referee/clock-keeper';
import { deadlineOf } from '../referee/lifecycle';
import { seatVacationsOf } from './seat-vacations';

export interface VacationDeadlineParts {
  db: Db;
  changes: GameChanges;
  clocks: ClockKeeper;
  announcer: GameAnnouncer;
}

/** The correspondence games `userId` is playing, whichever side is to move. */
async function playingCorrespondence(db: Db, userId: string): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('games')
    .select('id')
    .where('status', '=', 'active')
    .where('daysPerMove', 'is not', null)
    .where((eb) => eb.or([eb('whitePlayerId', '=', userId), eb('blackPlayerId', '=', userId)]))
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * A vacation of `userId` began or ended (decision 325): each correspondence game where it is their turn gets its
 * deadline again from `deadlineOf` with their vacations, in a versioned write, and its timer re-armed on this
 * instance (the others' sweeps read the stored deadline). Every game of theirs is announced, so both rooms show
 * the vacation, the opponent's turn included, whose deadline does not move (decision 301).
 */
export async function moveDeadlinesForVacation(parts: VacationDeadlineParts, userId: string): Promise<void> {
  const { db, changes, clocks, announcer } = parts;
  for (const gameId of await playingCorrespondence(db, userId)) {
    const game = await db.kysely
      .selectFrom('games')
      .select(['whitePlayerId', 'blackPlayerId', 'daysPerMove', 'turnStartedAt'])
      .where('id', '=', gameId)
      .executeTakeFirst();
    if (!game) continue;
    const vacations = await seatVacationsOf(db.kysely, game, game.turnStartedAt ?? Date.now());
    const changed = await changes.change(gameId, ({ game: current }) => {
      if (current.status !== 'active' || current.daysPerMove === null) return { kind: 'unchanged' };
      if (playerIdOf(current, turnOf(current)) !== userId) return { kind: 'unchanged' };
      const deadlineAt = deadlineOf(current, vacations);
      if (deadlineAt === current.deadlineAt) return { kind: 'unchanged' };
      return writeStep({ ...current, deadlineAt, version: current.version + 1 });
    });
    if (changed.game.status === 'active') clocks.arm(gameId, changed.game.deadlineAt);
    await announcer.announceSnapshot(changed);
  }
}
