import { turnFromFen } from '../../../core/chess/board';
import { DAYS_PER_MOVE, reminderLead } from '../../../core/correspondence/deadline';
import type { CorrespondenceNoticeSettings } from '../../../core/protocol';
import type { Executor } from '../../db/executor';

/** The notices of one correspondence turn (decision 326); each is sent at most once. */
export type TurnNoticeKind = 'turn' | 'mail' | 'reminder';

/** One turn of one game: the ply due, and the player to make it. */
export interface TurnKey {
  gameId: string;
  ply: number;
  userId: string;
}

/**
 * Takes the right to send a turn's notice: true for the one caller whose row went in, false for every other
 * (another instance's sweep, a sweep after a restart). The primary key decides, in one statement.
 */
export async function claimNotice(
  db: Executor,
  turn: TurnKey,
  kind: TurnNoticeKind,
  now: number,
  notificationId: string | null = null,
): Promise<boolean> {
  const written = await db
    .insertInto('correspondenceNotices')
    .values({ gameId: turn.gameId, ply: turn.ply, userId: turn.userId, kind, notificationId, createdAt: now })
    .onConflict((conflict) => conflict.columns(['gameId', 'ply', 'kind']).doNothing())
    .executeTakeFirst();
  return Number(written.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Forgets the notices of a game's turns before a new one begins: only the turn under way can still be sent anything,
 * and a ply played again after a takeback is a new turn with notices of its own.
 */
export async function forgetTurnsOf(db: Executor, gameId: string): Promise<void> {
  await db.deleteFrom('correspondenceNotices').where('gameId', '=', gameId).execute();
}

/** Forgets the notices of games no longer being played (a sweep's tidying). */
export async function forgetEndedGames(db: Executor): Promise<void> {
  await db
    .deleteFrom('correspondenceNotices')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('games')
            .select('games.id')
            .whereRef('games.id', '=', 'correspondenceNotices.gameId')
            .where('games.status', '=', 'active'),
        ),
      ),
    )
    .execute();
}

/**
 * Turns under way whose reminder is due at `now` and not yet sent: less than `reminderLead` of the move's days is
 * left before the stored deadline, so a deadline moved (a vacation, a downtime) moves its reminder with it.
 */
export async function dueReminders(
  db: Executor,
  now: number,
): Promise<Array<TurnKey & { deadlineAt: number }>> {
  const rows = await db
    .selectFrom('games')
    .select(['id', 'ply', 'fen', 'whitePlayerId', 'blackPlayerId', 'deadlineAt'])
    .where('status', '=', 'active')
    .where((eb) =>
      eb.or(
        DAYS_PER_MOVE.map((days) =>
          eb.and([eb('daysPerMove', '=', days), eb('deadlineAt', '<=', now + reminderLead(days))]),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('correspondenceNotices')
            .select('correspondenceNotices.gameId')
            .whereRef('correspondenceNotices.gameId', '=', 'games.id')
            .whereRef('correspondenceNotices.ply', '=', 'games.ply')
            .where('correspondenceNotices.kind', '=', 'reminder'),
        ),
      ),
    )
    .orderBy('deadlineAt')
    .limit(SWEEP_BATCH)
    .execute();
  return rows.flatMap((row) => {
    const userId = sideToMove(row);
    return userId && row.deadlineAt !== null
      ? [{ gameId: row.id, ply: row.ply, userId, deadlineAt: row.deadlineAt }]
      : [];
  });
}

/**
 * Turn notices written before `before` whose turn is still under way and that have had no e-mail yet: the
 * candidates for the "not seen within hours" e-mail.
 */
export async function unmailedTurns(
  db: Executor,
  before: number,
): Promise<Array<TurnKey & { notificationId: string | null }>> {
  return db
    .selectFrom('correspondenceNotices as turn')
    .innerJoin('games', 'games.id', 'turn.gameId')
    .select(['turn.gameId', 'turn.ply', 'turn.userId', 'turn.notificationId'])
    .where('turn.kind', '=', 'turn')
    .where('turn.createdAt', '<=', before)
    .where('games.status', '=', 'active')
    .whereRef('games.ply', '=', 'turn.ply')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('correspondenceNotices as mail')
            .select('mail.gameId')
            .whereRef('mail.gameId', '=', 'turn.gameId')
            .whereRef('mail.ply', '=', 'turn.ply')
            .where('mail.kind', '=', 'mail'),
        ),
      ),
    )
    .orderBy('turn.createdAt')
    .limit(SWEEP_BATCH)
    .execute();
}

/** How many notices one sweep sends at most; the rest wait for the next (a backlog after a long downtime). */
const SWEEP_BATCH = 200;

/** The player to move, read from the position (a game may start from one where Black moves first). */
function sideToMove(row: { fen: string; whitePlayerId: string | null; blackPlayerId: string | null }) {
  return turnFromFen(row.fen) === 'black' ? row.blackPlayerId : row.whitePlayerId;
}

const BOTH_ON: CorrespondenceNoticeSettings = { push: true, email: true };

export async function noticeSettingsOf(db: Executor, userId: string): Promise<CorrespondenceNoticeSettings> {
  const row = await db
    .selectFrom('correspondenceNoticeSettings')
    .select(['push', 'email'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row ? { push: row.push === 1, email: row.email === 1 } : BOTH_ON;
}

export async function saveNoticeSettings(
  db: Executor,
  userId: string,
  settings: CorrespondenceNoticeSettings,
  now: number,
): Promise<void> {
  const values = { push: settings.push ? 1 : 0, email: settings.email ? 1 : 0, updatedAt: now };
  await db
    .insertInto('correspondenceNoticeSettings')
    .values({ userId, ...values })
    .onConflict((conflict) => conflict.column('userId').doUpdateSet(values))
    .execute();
}
