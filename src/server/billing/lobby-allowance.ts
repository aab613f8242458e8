import { PLANS } from '../../core/plans';
import { lockPlanRow } from '../accounts/plan-columns';
import type { Executor } from '../db/executor';
import { HttpError } from '../http/errors';
import { tierOf } from './allowance';

/**
 * Counts the lobby games a player sat in during a window, not aborted (decision 283). The games feature owns
 * the query and hands it in, as for hosted games.
 */
export type LobbyGamesCount = (
  db: Executor,
  userId: string,
  window: { start: number; end: number },
) => Promise<number>;

/** The UTC calendar day holding `now`: [start, end). */
export function dayWindow(now: number): { start: number; end: number } {
  const date = new Date(now);
  const start = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  return { start, end: start + 24 * 60 * 60 * 1000 };
}

export interface LobbyAllowance {
  usedToday: number;
  /** The plan's lobby games a day; null means unlimited. */
  perDay: number | null;
}

/** The player's lobby games today and their plan's daily limit. */
export async function lobbyAllowanceOf(
  db: Executor,
  count: LobbyGamesCount,
  userId: string,
  now: number,
): Promise<LobbyAllowance> {
  const plan = await tierOf(db, userId);
  return { usedToday: await count(db, userId, dayWindow(now)), perDay: PLANS[plan].lobbyGamesPerDay };
}

/** Upgrades that lift the daily limit, by name: "Premium or Pro". */
function unlimitedPlans(): string {
  return Object.values(PLANS)
    .filter((plan) => plan.lobbyGamesPerDay === null)
    .map((plan) => plan.name)
    .join(' or ');
}

/** The refusal when a player has no lobby game left today, spoken to them or about their opponent. */
export function lobbyLimitMessage(perDay: number, self: boolean): string {
  return self
    ? `You have played your ${perDay} lobby games for today. Come back tomorrow (UTC), or upgrade to ${unlimitedPlans()} for unlimited lobby games.`
    : 'Your opponent has no lobby games left today, so this game cannot start.';
}

/**
 * The `lobby_limit` refusal, with whose games ran out (`own` or `opponent`) and, for one's own, the day's
 * number as fields, so a client words it in the reader's language (decision 322).
 */
export function lobbyLimitRefusal(perDay: number, self: boolean): HttpError {
  return new HttpError(
    'lobby_limit',
    lobbyLimitMessage(perDay, self),
    self ? { whose: 'own', perDay } : { whose: 'opponent' },
  );
}

/**
 * Refuses (403 `lobby_limit`) a lobby game that would take a player past their plan's daily lobby games:
 * asked before a person waits or posts a seek, and inside the transaction that starts the game, for each
 * player. `actorId` is who asked, so the message speaks to them about themselves or their opponent.
 */
export async function assertLobbyAllowance(
  db: Executor,
  request: { userId: string; actorId: string; now: number },
  count: LobbyGamesCount,
): Promise<void> {
  // Two lobby games starting at once for the same player queue here, so both cannot take the last one.
  await lockPlanRow(db, request.userId);
  const { usedToday, perDay } = await lobbyAllowanceOf(db, count, request.userId, request.now);
  if (perDay === null || usedToday < perDay) return;
  throw lobbyLimitRefusal(perDay, request.userId === request.actorId);
}
