// Which plans have a feature, read from the one table (src/core/plans.ts), for the pages that name them in a
// sentence (worded in the reader's language by the page: plan-words.ts).
import { PLAN_LIST } from '../../core/plans';

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
