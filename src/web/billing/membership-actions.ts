import { PLANS, type PlanId, planRank } from '../../core/plans';
import type { CurrentUser } from '../../core/protocol';

/**
 * What the membership card offers, as plain data (spec §4): Free upgrades; Premium upgrades to Pro,
 * downgrades to Free or cancels; Pro downgrades to Premium or cancels; a scheduled change can be undone.
 */
export type MembershipAction =
  | { kind: 'upgrade'; plan: Exclude<PlanId, 'free'> }
  | { kind: 'downgrade'; plan: PlanId }
  | { kind: 'cancel' }
  | { kind: 'resume' };

export type Member = Pick<
  CurrentUser,
  'subscriptionTier' | 'pendingDowngrade' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'
>;

export function actionsFor(member: Member): MembershipAction[] {
  const tier = member.subscriptionTier;
  const actions: MembershipAction[] = [];
  if (member.pendingDowngrade !== null || member.cancelAtPeriodEnd) actions.push({ kind: 'resume' });
  if (tier === 'free' || tier === 'premium') {
    for (const plan of ['premium', 'pro'] as const) {
      if (planRank(plan) > planRank(tier)) actions.push({ kind: 'upgrade', plan });
    }
  }
  const downgradeTo: PlanId | null = tier === 'pro' ? 'premium' : tier === 'premium' ? 'free' : null;
  if (downgradeTo && member.pendingDowngrade !== downgradeTo)
    actions.push({ kind: 'downgrade', plan: downgradeTo });
  if (tier !== 'free' && !member.cancelAtPeriodEnd) actions.push({ kind: 'cancel' });
  return actions;
}

export function actionLabel(action: MembershipAction, member: Member): string {
  switch (action.kind) {
    case 'upgrade':
      return `Upgrade to ${PLANS[action.plan].name}`;
    case 'downgrade':
      return `Downgrade to ${PLANS[action.plan].name}`;
    case 'cancel':
      return 'Cancel Subscription';
    case 'resume':
      return `Keep ${PLANS[member.subscriptionTier].name}`;
    default: {
      const _exhaustive: never = action;
      throw new Error(`Unknown membership action ${JSON.stringify(_exhaustive)}`);
    }
  }
}

/** "December 21, 2026" (the period end as the server words it, in UTC). */
export function formatDay(iso: string | null): string {
  if (!iso) return 'the end of the current billing period';
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

const perMonth = (plan: PlanId) => `${PLANS[plan].name} (${priceText(plan)} a month)`;
const priceText = (plan: PlanId) => `$${(PLANS[plan].priceCents / 100).toFixed(2)}`;
const allowanceText = (plan: PlanId) =>
  PLANS[plan].monthlyGames === null ? 'unlimited games' : `${PLANS[plan].monthlyGames} games a month`;

/** The confirmation dialog shown before every change (spec §5). */
export function confirmationOf(
  action: MembershipAction,
  member: Member,
): { title: string; description: string; confirm: string } {
  const current = PLANS[member.subscriptionTier].name;
  const until = formatDay(member.currentPeriodEnd);
  switch (action.kind) {
    case 'upgrade':
      return {
        title: `Upgrade to ${PLANS[action.plan].name}?`,
        description:
          member.subscriptionTier === 'free'
            ? `You will pay for ${perMonth(action.plan)} at checkout. ${PLANS[action.plan].name} starts as soon as the payment goes through.`
            : `${PLANS[action.plan].name} starts right away, with ${allowanceText(action.plan)}. You pay the difference for the rest of this billing period now, then ${priceText(action.plan)} a month.`,
        confirm: `Upgrade to ${PLANS[action.plan].name}`,
      };
    case 'downgrade':
      return {
        title: `Downgrade to ${PLANS[action.plan].name}?`,
        description: `You keep ${current} until ${until}. Then your plan changes to ${PLANS[action.plan].name}, with ${allowanceText(action.plan)}.`,
        confirm: `Downgrade to ${PLANS[action.plan].name}`,
      };
    case 'cancel':
      return {
        title: 'Cancel your subscription?',
        description: `You keep ${current} until ${until}. Then your account returns to the Free plan, with ${allowanceText('free')}. There is no penalty.`,
        confirm: 'Cancel Subscription',
      };
    case 'resume':
      return {
        title: `Keep ${current}?`,
        description: `The scheduled change is removed and ${current} renews on ${until} as usual.`,
        confirm: `Keep ${current}`,
      };
    default: {
      const _exhaustive: never = action;
      throw new Error(`Unknown membership action ${JSON.stringify(_exhaustive)}`);
    }
  }
}

/** What a failed change says (spec §8), from the server's message or the spec's fallbacks. */
export function failureOf(
  action: MembershipAction,
  member: Member,
  serverMessage: string | null,
  network: boolean,
) {
  if (action.kind === 'upgrade') {
    return network
      ? 'Failed to initiate upgrade. Please try again.'
      : `Failed to initiate upgrade: ${serverMessage ?? 'Please try again'}`;
  }
  const what =
    action.kind === 'downgrade'
      ? `downgrade to ${PLANS[action.plan].name}`
      : action.kind === 'cancel'
        ? 'cancel your subscription'
        : `keep your ${PLANS[member.subscriptionTier].name} plan`;
  if (network) return `Failed to ${what}: Please try again or contact support.`;
  return `Failed to ${what}: ${serverMessage ?? 'Please try again'}`;
}

/** The success text when the server sends none of its own. */
export function successFallback(action: MembershipAction): string {
  switch (action.kind) {
    case 'downgrade':
      return `Successfully scheduled downgrade to ${PLANS[action.plan].name}.`;
    case 'cancel':
      return 'Successfully scheduled cancellation.';
    case 'resume':
      return 'Successfully kept your plan.';
    case 'upgrade':
      return `Successfully upgraded to ${PLANS[action.plan].name}.`;
    default: {
      const _exhaustive: never = action;
      throw new Error(`Unknown membership action ${JSON.stringify(_exhaustive)}`);
    }
  }
}
