import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { LobbyQueueTable } from '../../db/schema';

/**
 * Quick pairing's queue (migration 096): one row per waiting person in the database every instance shares,
 * so a cluster has one queue. Every change is one statement or one short transaction; a wave removes a pair
 * only if both rows it read are still there, so a cancel racing the wave wins and nobody is paired twice.
 */

export type QueueRow = Selectable<LobbyQueueTable>;

/** A place to take: everything but the ticket, which each join draws afresh. */
export type QueuePlace = Omit<QueueRow, 'ticket'>;

/** Tickets per statement: far below any database's limit on bound values. */
const TICKETS_PER_QUERY = 500;

export function newTicket(): string {
  return randomBytes(9).toString('base64url');
}

/** The person's place, or undefined. */
export function queueRowOf(db: Db, userId: string): Promise<QueueRow | undefined> {
  return db.kysely.selectFrom('lobbyQueue').selectAll().where('userId', '=', userId).executeTakeFirst();
}

/**
 * Takes the person's one place: a new row, or their row replaced (another pool, another choice) with a
 * fresh ticket, so a wave that read the old place cannot remove the new one.
 */
export async function takePlace(db: Db, place: QueuePlace): Promise<QueueRow> {
  const row: QueueRow = { ...place, ticket: newTicket() };
  await db.kysely
    .insertInto('lobbyQueue')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('userId').doUpdateSet({
        ticket: row.ticket,
        pool: row.pool,
        rated: row.rated,
        call: row.call,
        joinedAt: row.joinedAt,
      }),
    )
    .execute();
  return row;
}

/** Leaves the queue; true when the person had a place. */
export async function removePlace(db: Db, userId: string): Promise<boolean> {
  const result = await db.kysely.deleteFrom('lobbyQueue').where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** How many wait, in every pool. */
export async function countQueue(db: Db): Promise<number> {
  const row = await db.kysely
    .selectFrom('lobbyQueue')
    .select((eb) => eb.fn.countAll<number>().as('waiting'))
    .executeTakeFirst();
  return Number(row?.waiting ?? 0);
}

/** The ids of everyone waiting. */
export async function queueIds(db: Db): Promise<string[]> {
  const rows = await db.kysely.selectFrom('lobbyQueue').select('userId').execute();
  return rows.map((row) => row.userId);
}

/** Everyone waiting, for a wave. */
export function readQueue(db: Db): Promise<QueueRow[]> {
  return db.kysely.selectFrom('lobbyQueue').selectAll().execute();
}

/**
 * Removes both places of a pair the wave made, in one transaction, only if both are still the ones the
 * wave read (same tickets): otherwise nothing is removed and the pair is not made.
 */
export async function takePair(db: Db, a: QueueRow, b: QueueRow): Promise<boolean> {
  try {
    await db.kysely.transaction().execute(async (trx) => {
      const result = await trx
        .deleteFrom('lobbyQueue')
        .where('ticket', 'in', [a.ticket, b.ticket])
        .executeTakeFirst();
      if (Number(result.numDeletedRows) !== 2) throw new PlaceGone();
    });
    return true;
  } catch (error) {
    if (error instanceof PlaceGone) return false;
    throw error;
  }
}

class PlaceGone extends Error {}

/**
 * Puts a person back as they were (their original ticket and join time), unless they took a new place
 * meanwhile: the new place is theirs now.
 */
export async function putBack(db: Db, row: QueueRow): Promise<void> {
  await db.kysely
    .insertInto('lobbyQueue')
    .values(row)
    .onConflict((conflict) => conflict.column('userId').doNothing())
    .execute();
}

/** Removes the places with these tickets (people gone); answers whose places they were. */
export async function dropTickets(db: Db, tickets: readonly string[]): Promise<string[]> {
  const dropped: string[] = [];
  for (let at = 0; at < tickets.length; at += TICKETS_PER_QUERY) {
    const rows = await db.kysely
      .deleteFrom('lobbyQueue')
      .where('ticket', 'in', tickets.slice(at, at + TICKETS_PER_QUERY))
      .returning('userId')
      .execute();
    for (const row of rows) dropped.push(row.userId);
  }
  return dropped;
}
