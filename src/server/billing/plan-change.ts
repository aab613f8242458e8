import { PLANS, type PlanId, planRank } from '../../core/plans';
import { SubscriptionTier } from '../../core/protocol';
import type { PaidPlan } from './provider';

export function parsePlan(value: string): PlanId | null {
  const parsed = SubscriptionTier.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function parsePaidPlan(value: string | null | undefined): PaidPlan | null {
  if (value === null || value === undefined) return null;
  const plan = parsePlan(value);
  return plan === null || plan === 'free' ? null : plan;
}

/** What choosing a plan at checkout means for a user (spec §4: upgrades are immediate). */
export type CheckoutDecision =
  | { kind: 'checkout'; plan: PaidPlan }
  | { kind: 'upgrade'; plan: PaidPlan }
  | { kind: 'refuse'; message: string };

export function decideCheckout(current: PlanId, hasSubscription: boolean, target: PlanId): CheckoutDecision {
  const name = PLANS[target].name;
  if (target === 'free') {
    return current === 'free'
      ? { kind: 'refuse', message: 'You are already on the Free plan.' }
      : { kind: 'refuse', message: 'To move to the Free plan, schedule a downgrade from your profile.' };
  }
  if (current === 'free' || !hasSubscription) return { kind: 'checkout', plan: target };
  if (target === current) return { kind: 'refuse', message: `You are already on the ${name} plan.` };
  if (planRank(target) > planRank(current)) return { kind: 'upgrade', plan: target };
  return {
    kind: 'refuse',
    message: `To move to the ${name} plan, schedule a downgrade from your profile.`,
  };
}

export interface MembershipView {
  plan: PlanId;
  hasSubscription: boolean;
  pendingPlan: PlanId | null;
  cancelAtPeriodEnd: boolean;
}

export type ManageAction =
  | { action: 'downgrade'; target: PlanId }
  | { action: 'cancel' }
  | { action: 'resume' };

/** Why a subscription change cannot be made, or null when it can (spec §4 transitions). */
export function refuseManage(view: MembershipView, change: ManageAction): string | null {
  if (view.plan === 'free' || !view.hasSubscription) {
    return 'You are on the Free plan: there is no subscription to change.';
  }
  switch (change.action) {
    case 'downgrade':
      if (planRank(change.target) >= planRank(view.plan)) {
        return `You can only downgrade to a lower plan than ${PLANS[view.plan].name}. To upgrade, choose a plan on the pricing page.`;
      }
      return null;
    case 'cancel':
      return null;
    case 'resume':
      return view.pendingPlan === null && !view.cancelAtPeriodEnd
        ? 'No change is scheduled on your subscription.'
        : null;
  }
}

/** "December 21, 2026": the period end as the member reads it. */
export function formatPeriodEnd(ms: number | null): string {
  if (ms === null) return 'the end of the current billing period';
  return new Date(ms).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The success message of a subscription change (spec §8: 'Successfully scheduled ...'). */
export function manageSuccessMessage(
  current: PlanId,
  change: ManageAction,
  periodEnd: number | null,
): string {
  const until = formatPeriodEnd(periodEnd);
  const currentName = PLANS[current].name;
  switch (change.action) {
    case 'downgrade':
      return `Successfully scheduled your downgrade to ${PLANS[change.target].name}. You keep ${currentName} until ${until}.`;
    case 'cancel':
      return `Successfully scheduled the cancellation of your subscription. You keep ${currentName} until ${until}.`;
    case 'resume':
      return `Your ${currentName} plan will continue; the scheduled change was removed.`;
  }
}
