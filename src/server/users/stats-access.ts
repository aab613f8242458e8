import type { FastifyRequest } from 'fastify';
import { hasStatsLevel, PLAN_LIST, type PlanId, type StatsLevel } from '../../core/plans';
import { SubscriptionTier } from '../../core/protocol';
import { forbidden, HttpError, unauthorized } from '../http/errors';

const LEVEL_NAME: Record<StatsLevel, string> = {
  basic: 'Basic',
  advanced: 'Advanced',
  comprehensive: 'Comprehensive',
};

/** "Premium and Pro": the plans whose statistics reach `level`. */
function plansWith(level: StatsLevel): string {
  const names = PLAN_LIST.filter((plan) => hasStatsLevel(plan.id, level)).map((plan) => plan.name);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Advanced and comprehensive statistics are the owner's own (issue 17): signed in, looking at
 * themselves, on a plan that reaches the level. Refused with `statistics_not_in_plan` otherwise, so
 * a page can offer the upgrade instead of an error.
 */
export function requireOwnStatistics(request: FastifyRequest, userId: string, level: StatsLevel): void {
  const user = request.user;
  if (!user) throw unauthorized();
  if (user.id !== userId) throw forbidden('These statistics are visible only to the player themselves.');
  const parsed = SubscriptionTier.safeParse(user.subscriptionTier);
  const plan: PlanId = parsed.success ? parsed.data : 'free';
  if (!hasStatsLevel(plan, level)) {
    throw new HttpError(
      'statistics_not_in_plan',
      `${LEVEL_NAME[level]} statistics come with ${plansWith(level)}.`,
      { level },
    );
  }
}
