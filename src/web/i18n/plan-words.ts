import type { I18n, MessageId } from '@lingui/core';
import { allowanceFor, type Plan, type PlanId } from '../../core/plans';

const PLAN_NAMES: Record<PlanId, MessageId> = {
  free: 'plan.free.name',
  premium: 'plan.premium.name',
  pro: 'plan.pro.name',
};

/** A plan's name in the reader's language ("Free", "Gratis"); the plans table keeps the English one. */
export function planName(i18n: I18n, plan: PlanId): string {
  return i18n._(PLAN_NAMES[plan]);
}

/** "3 games per month" / "unlimited games", for use inside a sentence, with the language's own plural. */
export function planAllowance(i18n: I18n, plan: PlanId): string {
  const games = allowanceFor(plan);
  return games === null ? i18n._('plan.allowanceUnlimited') : i18n._('plan.allowance', { games });
}

/** A plan's monthly price in US dollars, written as the reader's language writes money ("$9.99", "9,99 $"). */
export function planPrice(i18n: I18n, plan: Plan): string {
  const whole = plan.priceCents % 100 === 0;
  return new Intl.NumberFormat(i18n.locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(plan.priceCents / 100);
}

/** "Premium and Pro", "Premium y Pro", "Premium و Pro": plan names joined as the language joins a list. */
export function planNameList(i18n: I18n, plans: readonly Plan[]): string {
  return new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(
    plans.map((plan) => planName(i18n, plan.id)),
  );
}
