import type { Kysely } from 'kysely';
import { allowanceFor, gamesRemaining, PLANS, type PlanId } from '../../core/plans';
import type { AllowanceResponse } from '../../core/protocol';
import { lockPlanRow, storedTierOf } from '../accounts/plan-columns';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { parsePlan } from './plan-change';

/** The database or a transaction on it: the check runs inside the caller's transaction. */
type Executor = Kysely<Database>;

/** The UTC calendar month holding `now`: [start, end). */
export function monthWindow(now: number): { start: number; end: number } {
  const date = new Date(now);
  const start = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  const end = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  return { start, end };
}

/**
 * Counts the games a host started in a window, not aborted (decision 200). The games feature owns the
 * query and hands it in; it runs on the executor it is given, so inside the caller's transaction.
 */
export type HostedGamesCount = (
  db: Executor,
  hostId: string,
  window: { start: number; end: number },
) => Promise<number>;

/** Games the user hosted this UTC month: they count from the moment they start, until aborted. */
export async function gamesStartedThisMonth(
  db: Executor,
  count: HostedGamesCount,
  userId: string,
  now: number,
): Promise<number> {
  return count(db, userId, monthWindow(now));
}

/** The plan a user is on now (Free for an unknown user). */
export async function tierOf(db: Executor, userId: string): Promise<PlanId> {
  const stored = await storedTierOf(db, userId);
  return (stored === null ? null : parsePlan(stored)) ?? 'free';
}

/** `GET /api/billing/allowance`: the user's plan, its allowance and what is left of it this month. */
export async function allowanceOf(
  db: Executor,
  count: HostedGamesCount,
  userId: string,
  now: number,
): Promise<AllowanceResponse> {
  const plan = await tierOf(db, userId);
  const used = await gamesStartedThisMonth(db, count, userId, now);
  return {
    plan,
    allowance: allowanceFor(plan),
    used,
    remaining: gamesRemaining(plan, used),
    resetsAt: new Date(monthWindow(now).end).toISOString(),
    has3dBoard: PLANS[plan].has3dBoard,
  };
}

/** "Premium or Pro": the plans above this one. */
function upgradesFrom(plan: PlanId): string {
  const higher = Object.values(PLANS).filter((p) => p.priceCents > PLANS[plan].priceCents);
  return higher.map((p) => p.name).join(' or ');
}

/** The refusal when the user has no game left this month, naming the limit and the way up. */
export function allowanceExhaustedMessage(plan: PlanId): string {
  const allowance = allowanceFor(plan);
  return `You have used your ${allowance} games for this month on the ${PLANS[plan].name} plan. Upgrade to ${upgradesFrom(plan)} to play more.`;
}

export function opponentExhaustedMessage(plan: PlanId): string {
  return `Your opponent has used their ${allowanceFor(plan)} games for this month on the ${PLANS[plan].name} plan, so this game cannot start.`;
}

/**
 * Refuses (403) a game that would take its host past their plan's monthly allowance: called when a
 * game is created and inside the transaction that starts it (join, rematch, accepted challenge). The
 * guest's allowance is never asked (decision 200). `actorId` is who asked, so the message speaks to
 * them about themselves or their opponent.
 */
export async function assertCanStart(
  db: Executor,
  request: { hostId: string | null; actorId: string; now: number },
  count: HostedGamesCount,
): Promise<void> {
  const { hostId } = request;
  if (hostId === null) return;
  // Two games starting at once for the same host queue here (a row lock on PostgreSQL; SQLite runs
  // one transaction at a time anyway), so both cannot count the same last game.
  await lockPlanRow(db, hostId);
  const plan = await tierOf(db, hostId);
  const allowance = allowanceFor(plan);
  if (allowance === null) return;
  const used = await gamesStartedThisMonth(db, count, hostId, request.now);
  if (used < allowance) return;
  const own = hostId === request.actorId;
  const message = own ? allowanceExhaustedMessage(plan) : opponentExhaustedMessage(plan);
  // Whose games ran out and how many the month held, for a client to word it (decision 322).
  throw new HttpError('allowance_exhausted', message, { whose: own ? 'own' : 'opponent', allowance });
}
