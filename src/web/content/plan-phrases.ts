import { describeAllowance, formatPrice, PLAN_LIST, type Plan } from '../../core/plans';

/** "$9.99 a month", or "free" for a plan that costs nothing. */
export function priceLabel(plan: Plan): string {
  return plan.priceCents === 0 ? 'free' : `${formatPrice(plan.priceCents)} a ${plan.period}`;
}

/** "3 games per month" / "unlimited games", for use inside a sentence. */
export function allowanceLabel(plan: Plan): string {
  return describeAllowance(plan.id).toLowerCase();
}

/** "Premium and Pro", "Free, Premium and Pro". */
export function joinNames(plans: Plan[]): string {
  const names = plans.map((plan) => plan.name);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Plans that include the 3D board. */
export const PLANS_WITH_3D = PLAN_LIST.filter((plan) => plan.has3dBoard);

/** Plans with the engine in reviews and game reports. */
export const PLANS_WITH_ANALYSIS = PLAN_LIST.filter((plan) => plan.analysis);

/** Plans with training on the mistakes of one's own game reports. */
export const PLANS_WITH_TRAINING = PLAN_LIST.filter((plan) => plan.training);
/** Plans that may invite any player by username. */
export const PLANS_INVITING_ANYONE = PLAN_LIST.filter((plan) => plan.inviteByUsername === 'anyone');

/** Plans whose members get priority support. */
export const PLANS_WITH_PRIORITY_SUPPORT = PLAN_LIST.filter((plan) => plan.prioritySupport);

/** The plans that cost money. */
export const PAID_PLANS = PLAN_LIST.filter((plan) => plan.priceCents > 0);
