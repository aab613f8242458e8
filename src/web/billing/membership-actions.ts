import type { I18n } from '@lingui/core';
import { PLANS, type PlanId, planRank } from '../../core/plans';
import type { CurrentUser } from '../../core/protocol';
import { planName, planPrice } from '../i18n/plan-words';
import { billingDayText } from './billing-words';

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

export function actionLabel(i18n: I18n, action: MembershipAction, member: Member): string {
  switch (action.kind) {
    case 'upgrade':
      return i18n._('billing.action.upgrade', { plan: planName(i18n, action.plan) });
    case 'downgrade':
      return i18n._('billing.action.downgrade', { plan: planName(i18n, action.plan) });
    case 'cancel':
      return i18n._('billing.action.cancel');
    case 'resume':
      return i18n._('billing.action.keep', { plan: planName(i18n, member.subscriptionTier) });
    default: {
      const _exhaustive: never = action;
      throw new Error(`Unknown membership action ${JSON.stringify(_exhaustive)}`);
    }
  }
}

/** "10 games a month" / "unlimited games", inside a sentence. */
function allowanceText(i18n: I18n, plan: PlanId): string {
  const games = PLANS[plan].monthlyGames;
  return games === null ? i18n._('billing.allowanceUnlimited') : i18n._('billing.allowance', { games });
}

/** The confirmation dialog shown before every change (spec §5). */
export function confirmationOf(
  i18n: I18n,
  action: MembershipAction,
  member: Member,
): { title: string; description: string; confirm: string } {
  const current = planName(i18n, member.subscriptionTier);
  const date = billingDayText(i18n, member.currentPeriodEnd);
  switch (action.kind) {
    case 'upgrade': {
      const plan = planName(i18n, action.plan);
      const price = planPrice(i18n, PLANS[action.plan]);
      return {
        title: i18n._('billing.confirm.upgrade.title', { plan }),
        description:
          member.subscriptionTier === 'free'
            ? i18n._('billing.confirm.upgrade.fromFree', { plan, price })
            : i18n._('billing.confirm.upgrade.fromPaid', {
                plan,
                price,
                allowance: allowanceText(i18n, action.plan),
              }),
        confirm: i18n._('billing.action.upgrade', { plan }),
      };
    }
    case 'downgrade': {
      const plan = planName(i18n, action.plan);
      return {
        title: i18n._('billing.confirm.downgrade.title', { plan }),
        description: i18n._('billing.confirm.downgrade.text', {
          current,
          date,
          plan,
          allowance: allowanceText(i18n, action.plan),
        }),
        confirm: i18n._('billing.action.downgrade', { plan }),
      };
    }
    case 'cancel':
      return {
        title: i18n._('billing.confirm.cancel.title'),
        description: i18n._('billing.confirm.cancel.text', {
          current,
          date,
          free: planName(i18n, 'free'),
          allowance: allowanceText(i18n, 'free'),
        }),
        confirm: i18n._('billing.action.cancel'),
      };
    case 'resume':
      return {
        title: i18n._('billing.confirm.keep.title', { plan: current }),
        description: i18n._('billing.confirm.keep.text', { plan: current, date }),
        confirm: i18n._('billing.action.keep', { plan: current }),
      };
    default: {
      const _exhaustive: never = action;
      throw new Error(`Unknown membership action ${JSON.stringify(_exhaustive)}`);
    }
  }
}

/**
 * What a failed change says (spec §8): `reason` is the refusal in the reader's language, or null when the server
 * could not be reached.
 */
export function failureOf(
  i18n: I18n,
  action: MembershipAction,
  member: Member,
  reason: string | null,
): string {
  if (action.kind === 'upgrade') {
    return reason === null
      ? i18n._('billing.failed.upgradeNetwork')
      : i18n._('billing.failed.upgrade', { reason });
  }
  const why = reason ?? i18n._('billing.failed.tryAgainOrSupport');
  switch (action.kind) {
    case 'downgrade':
      return i18n._('billing.failed.downgrade', { plan: planName(i18n, action.plan), reason: why });
    case 'cancel':
      return i18n._('billing.failed.cancel', { reason: why });
    case 'resume':
      return i18n._('billing.failed.keep', { plan: planName(i18n, member.subscriptionTier), reason: why });
    default: {
      const _exhaustive: never = action;
      throw new Error(`Unknown membership action ${JSON.stringify(_exhaustive)}`);
    }
  }
}

/**
 * What a change that went through says, worded here from the member as they were before it (the server's answer
 * says the same in English: src/server/billing/plan-change.ts).
 */
export function successOf(i18n: I18n, action: MembershipAction, member: Member): string {
  const current = planName(i18n, member.subscriptionTier);
  const date = billingDayText(i18n, member.currentPeriodEnd);
  switch (action.kind) {
    case 'downgrade':
      return i18n._('billing.done.downgrade', { plan: planName(i18n, action.plan), current, date });
    case 'cancel':
      return i18n._('billing.done.cancel', { current, date });
    case 'resume':
      return i18n._('billing.done.keep', { plan: current });
    case 'upgrade':
      return i18n._('billing.done.upgrade', { plan: planName(i18n, action.plan) });
    default: {
      const _exhaustive: never = action;
      throw new Error(`Unknown membership action ${JSON.stringify(_exhaustive)}`);
    }
  }
}
