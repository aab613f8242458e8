import type { LobbyPoolId } from '../../../core/lobby-pools';
import { pairWave } from '../../../core/pairing/pair-wave';
import type { WaitingPerson } from '../../../core/pairing/types';
import type { ErrorCode } from '../../../core/protocol';
import { ratingsOf } from '../../accounts/rating-columns';
import type { Db } from '../../db/database';
import { lastOpponentsOf } from '../../games/record/lookups';
import { HttpError } from '../../http/errors';
import { lobbyPairsTotal, lobbyWaveSeconds } from '../../metrics/instruments';
import type { ContactPolicy } from '../../safety/contact-policy';
import { dropTickets, putBack, type QueueRow, readQueue, takePair } from './queue-store';
import type { Wave } from './wave-runner';

/**
 * One wave of quick pairing (decisions 280, 283): read the whole queue and what the rules need about the
 * people in it (ratings, blocks among them through the contact policy, each one's last opponent), pair it
 * with `pairWave`, then for each pair remove both places and start the game.
 */

/**
 * A place whose owner has no socket on any instance is dropped at a wave, unless it is younger than this:
 * Play is an HTTP request, and the lobby page's socket may still be connecting or reconnecting. Ten seconds
 * covers a reconnect (the client retries within a few); it is also what catches the places of people whose
 * instance died, since nothing there could say they left.
 */
export const OFFLINE_GRACE_MS = 10_000;

/** Why a person left the queue without a game, as `lobby_queue` tells them. */
export interface QueueExit {
  code: ErrorCode;
  message: string;
  /** The refusal's details for the client's words (decision 322): a bar's `hold` and `until`, say. */
  fields?: Record<string, string | number>;
}

export interface LobbyGamePair {
  whiteId: string;
  blackId: string;
  pool: LobbyPoolId;
  rated: boolean;
}

export interface WaveDeps {
  db: Db;
  contacts: ContactPolicy;
  /** Whether the person has a socket on some instance (the user presence tracker, across instances). */
  online(userId: string): boolean;
  /** Starts the pair's lobby game, charges both and tells both `lobby_paired`; throws an HttpError if not. */
  startGame(pair: LobbyGamePair): Promise<unknown>;
  /** Refuses, with `lobby_limit`, a person who has used up today's lobby games. */
  assertAllowance(userId: string): Promise<void>;
  /** Tells the person's tabs they no longer wait (`lobby_queue` { queue: null }), and why when there is a reason. */
  left(userId: string, reason?: QueueExit): Promise<void>;
  log: { warn(obj: object, msg: string): void };
  random?: () => number;
}

/** What a wave did, for its callers' logs and the tests. */
export interface WaveReport {
  read: number;
  dropped: number;
  paired: number;
}

/**
 * What a wave knows of a place beyond its row: the person's rating and last opponent, read once per place
 * (per ticket) and kept while the place stays. Reading them afresh for 10,000 people every wave was most of
 * its time, and both change only with a game of the person's: a lobby game takes them out of the queue, and
 * a game elsewhere while they wait (a friend's, in another tab) is rare; its result counts from their next
 * Play. Blocks, which keep people safe, are read afresh every wave and checked again for each pair made.
 */
interface Known {
  rating: number;
  ratingDeviation: number;
  lastOpponent: string | undefined;
}

export function pairingWave(deps: WaveDeps, report?: (done: WaveReport) => void): Wave {
  const known = new Map<string, Known>();
  return async (now, holding) => {
    const started = performance.now();
    const done = await runWave(deps, known, now, holding);
    lobbyWaveSeconds.observe((performance.now() - started) / 1000);
    report?.(done);
  };
}

async function runWave(
  deps: WaveDeps,
  known: Map<string, Known>,
  now: number,
  holding: () => Promise<boolean>,
): Promise<WaveReport> {
  const { db } = deps;
  const rows = await readQueue(db);
  const gone: QueueRow[] = [];
  const present: QueueRow[] = [];
  for (const row of rows) {
    if (now - row.joinedAt > OFFLINE_GRACE_MS && !deps.online(row.userId)) gone.push(row);
    else present.push(row);
  }
  const ids = present.map((row) => row.userId);
  const newcomers = present.filter((row) => !known.has(row.ticket));
  const [apart] = await Promise.all([
    deps.contacts.keptApartAmong(ids, 'pairing'),
    learn(deps, known, newcomers),
  ]);
  const current = new Set(present.map((row) => row.ticket));
  for (const ticket of known.keys()) if (!current.has(ticket)) known.delete(ticket);

  const byUser = new Map(present.map((row) => [row.userId, row]));
  const waiting: WaitingPerson[] = [];
  const lastOpponent = new Map<string, string>();
  for (const row of present) {
    const person = known.get(row.ticket);
    // A closed account's place: nobody is there to play.
    if (!person) {
      gone.push(row);
      continue;
    }
    if (person.lastOpponent) lastOpponent.set(row.userId, person.lastOpponent);
    waiting.push({
      userId: row.userId,
      rating: person.rating,
      ratingDeviation: person.ratingDeviation,
      joinedAt: row.joinedAt,
      wantsCall: row.call === 1,
      rated: row.rated === 1,
      timeControl: row.pool,
    });
  }
  const dropped = await dropTickets(
    db,
    gone.map((row) => row.ticket),
  );
  for (const userId of dropped) await tellLeft(deps, userId);

  const wave = pairWave({ now, waiting, blocks: apart, lastOpponent, random: deps.random ?? Math.random });
  let paired = 0;
  for (const pair of wave.pairs) {
    if (!(await holding())) break;
    const white = byUser.get(pair.white.userId) as QueueRow;
    const black = byUser.get(pair.black.userId) as QueueRow;
    if (await startPair(deps, white, black)) paired++;
  }
  lobbyPairsTotal.inc(paired);
  return { read: rows.length, dropped: dropped.length, paired };
}

/** Reads the ratings and last opponents of the places not seen before. */
async function learn(deps: WaveDeps, known: Map<string, Known>, rows: readonly QueueRow[]): Promise<void> {
  if (rows.length === 0) return;
  const ids = rows.map((row) => row.userId);
  const [ratings, last] = await Promise.all([ratingsOf(deps.db.kysely, ids), lastOpponentsOf(deps.db, ids)]);
  for (const row of rows) {
    const rating = ratings.get(row.userId);
    if (rating) known.set(row.ticket, { ...rating, lastOpponent: last.get(row.userId) });
  }
}

/**
 * Removes the pair's places and starts their game. A cancel that came first wins (nothing happens); a block
 * made since the wave read puts both back; a sanction or a used-up allowance drops that person, tells them
 * why, and puts the other back where they were.
 */
async function startPair(deps: WaveDeps, white: QueueRow, black: QueueRow): Promise<boolean> {
  if (!(await takePair(deps.db, white, black))) return false;
  const refused = await refusal(deps, white, black);
  if (refused === 'apart') {
    await putBack(deps.db, white);
    await putBack(deps.db, black);
    return false;
  }
  if (refused) {
    await putBack(deps.db, refused.userId === white.userId ? black : white);
    await tellLeft(deps, refused.userId, refused.exit);
    return false;
  }
  try {
    await deps.startGame({
      whiteId: white.userId,
      blackId: black.userId,
      pool: white.pool as LobbyPoolId,
      rated: white.rated === 1,
    });
    return true;
  } catch (error) {
    // Checked just above, so this is a race (a block or a limit reached this instant) or a fault: neither is
    // put back, so a pair that cannot start is not tried again every wave.
    const exit = exitOf(error);
    deps.log.warn({ err: error, white: white.userId, black: black.userId }, 'lobby game not started');
    await tellLeft(deps, white.userId, exit);
    await tellLeft(deps, black.userId, exit);
    return false;
  }
}

/**
 * The one contact check for the pair (kind `pairing`): a block either way, or a sanction on either one;
 * then each one's allowance of lobby games.
 */
async function refusal(
  deps: WaveDeps,
  white: QueueRow,
  black: QueueRow,
): Promise<'apart' | { userId: string; exit: QueueExit } | null> {
  for (const [from, to] of [
    [white, black],
    [black, white],
  ] as const) {
    const verdict = await deps.contacts.check(from.userId, to.userId, 'pairing');
    if (verdict.allowed) continue;
    // A block keeps the two apart (both wait on); any other refusal is a sanction on the one asking.
    if (verdict.reason === 'blocked_by_them' || verdict.reason === 'blocked_by_you') return 'apart';
    const fields = verdict.fields;
    return {
      userId: from.userId,
      exit: { code: verdict.code, message: verdict.message, ...(fields ? { fields } : {}) },
    };
  }
  for (const person of [white, black]) {
    try {
      await deps.assertAllowance(person.userId);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return { userId: person.userId, exit: exitOf(error) };
    }
  }
  return null;
}

function exitOf(error: unknown): QueueExit {
  if (error instanceof HttpError) {
    const fields = Object.fromEntries(
      Object.entries(error.extra).filter(
        (entry): entry is [string, string | number] =>
          typeof entry[1] === 'string' || typeof entry[1] === 'number',
      ),
    );
    return {
      code: error.code,
      message: error.message,
      ...(Object.keys(fields).length > 0 ? { fields } : {}),
    };
  }
  return { code: 'internal_error', message: 'The game could not be started. Press Play to try again.' };
}

async function tellLeft(deps: WaveDeps, userId: string, reason?: QueueExit): Promise<void> {
  await deps.left(userId, reason).catch((err: unknown) => deps.log.warn({ err }, 'lobby_queue not sent'));
}
