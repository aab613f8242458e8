import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { EventBus } from '../bus';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/** The bus channel on which every instance hears of ended sessions, to close their sockets. */
export const SESSIONS_ENDED_CHANNEL = 'sessions:ended';

/**
 * One session (a sign-out), every session of a user (a reset, sign-out everywhere, an account closed),
 * or every session of a user but the one in use (a password change, "sign out everywhere else").
 */
export type SessionTarget = { sessionId: string } | { userId: string; exceptSessionId?: string };

const SessionsEnded = z.object({ sessionIds: z.array(z.string()) });

/**
 * Deletes the sessions and returns their ids. `db` may be a transaction: its caller announces the ids
 * with `announceEndedSessions` once it has committed, so no instance acts on a change that could
 * still roll back.
 */
export async function endSessions(db: Kysely<Database>, target: SessionTarget): Promise<string[]> {
  let query = db.deleteFrom('sessions');
  if ('sessionId' in target) query = query.where('id', '=', target.sessionId);
  else {
    query = query.where('userId', '=', target.userId);
    if (target.exceptSessionId) query = query.where('id', '!=', target.exceptSessionId);
  }
  const rows = await query.returning('id').execute();
  return rows.map((row) => row.id);
}

/** Tells every instance (this one included) that these sessions ended, so it closes their sockets. */
export async function announceEndedSessions(bus: EventBus, sessionIds: readonly string[]): Promise<void> {
  if (sessionIds.length === 0) return;
  await bus.publish(SESSIONS_ENDED_CHANNEL, JSON.stringify({ sessionIds }));
}

/**
 * Ends sessions everywhere: the rows go, and every instance closes the sockets opened with them.
 * Whatever ends a session calls this (or, inside a transaction, the two steps above).
 */
export async function revokeSessions(deps: { db: Db; bus: EventBus }, target: SessionTarget): Promise<void> {
  await announceEndedSessions(deps.bus, await endSessions(deps.db.kysely, target));
}

/** Reads a message of SESSIONS_ENDED_CHANNEL; null for anything else. */
export function parseEndedSessions(text: string): string[] | null {
  try {
    const parsed = SessionsEnded.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.sessionIds : null;
  } catch {
    return null;
  }
}

/**
 * Of the given session ids, those still valid now (present and unexpired): one query for many sockets,
 * in slices small enough for any database's parameter limit.
 */
export async function liveSessionIds(
  db: Db,
  sessionIds: readonly string[],
  now = Date.now(),
): Promise<Set<string>> {
  const live = new Set<string>();
  const SLICE = 500;
  for (let start = 0; start < sessionIds.length; start += SLICE) {
    const rows = await db.kysely
      .selectFrom('sessions')
      .select('id')
      .where('id', 'in', sessionIds.slice(start, start + SLICE))
      .where('expiresAt', '>', now)
      .execute();
    for (const row of rows) live.add(row.id);
  }
  return live;
}
