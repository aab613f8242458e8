import type { ConditionalLine } from '../../../core/correspondence/conditional-moves';
import type { Executor } from '../../db/executor';

/** One player's stored conditional lines in a game (decision 324). */
export interface StoredLines {
  userId: string;
  /** The moves played when the lines begin: the opponent's next move has this ply. */
  ply: number;
  lines: ConditionalLine[];
}

function parseLines(text: string): ConditionalLine[] {
  const parsed: unknown = JSON.parse(text);
  // Written only by `replaceLines` from checked lines; anything else is no line at all.
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (line): line is string[] => Array.isArray(line) && line.every((move) => typeof move === 'string'),
  );
}

/** Every player's lines in the game (at most the two players'). */
export async function linesOfGame(db: Executor, gameId: string): Promise<StoredLines[]> {
  const rows = await db
    .selectFrom('conditionalLines')
    .select(['userId', 'ply', 'lines'])
    .where('gameId', '=', gameId)
    .orderBy('userId')
    .execute();
  return rows.map((row) => ({ userId: row.userId, ply: row.ply, lines: parseLines(row.lines) }));
}

export async function linesOf(db: Executor, gameId: string, userId: string): Promise<StoredLines | null> {
  const row = await db
    .selectFrom('conditionalLines')
    .select(['userId', 'ply', 'lines'])
    .where('gameId', '=', gameId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row ? { userId: row.userId, ply: row.ply, lines: parseLines(row.lines) } : null;
}

/** The games with lines stored, for the catch-up on start-up. */
export async function gamesWithLines(db: Executor): Promise<string[]> {
  const rows = await db.selectFrom('conditionalLines').select('gameId').distinct().execute();
  return rows.map((row) => row.gameId);
}

/** The player's lines from now on, replacing any before; no lines clears them. */
export async function replaceLines(
  db: Executor,
  gameId: string,
  stored: StoredLines,
  now: number,
): Promise<void> {
  await db
    .deleteFrom('conditionalLines')
    .where('gameId', '=', gameId)
    .where('userId', '=', stored.userId)
    .execute();
  if (stored.lines.length === 0) return;
  await db
    .insertInto('conditionalLines')
    .values({
      gameId,
      userId: stored.userId,
      ply: stored.ply,
      lines: JSON.stringify(stored.lines),
      updatedAt: now,
    })
    .execute();
}

/**
 * Moves the player's lines on from `fromPly` (their answer was played), or drops them when `next` is null; only if
 * they still begin at `fromPly`, so lines the player has written since are left alone.
 */
export async function advanceLines(
  db: Executor,
  gameId: string,
  userId: string,
  fromPly: number,
  next: { ply: number; lines: ConditionalLine[] } | null,
  now: number,
): Promise<void> {
  if (next === null || next.lines.length === 0) {
    await db
      .deleteFrom('conditionalLines')
      .where('gameId', '=', gameId)
      .where('userId', '=', userId)
      .where('ply', '=', fromPly)
      .execute();
    return;
  }
  await db
    .updateTable('conditionalLines')
    .set({ ply: next.ply, lines: JSON.stringify(next.lines), updatedAt: now })
    .where('gameId', '=', gameId)
    .where('userId', '=', userId)
    .where('ply', '=', fromPly)
    .execute();
}
