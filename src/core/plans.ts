/**
 * The one plans table. Pricing cards, the comparison table, the FAQ, the membership card and the
 * server's allowance check all read from here, so no two screens can disagree.
 */
export const PLAN_IDS = ['free', 'premium', 'pro'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  name: string;
  /** Monthly price in US cents. */
  priceCents: number;
  period: 'month';
  description: string;
  /** Games that may start per UTC calendar month; null means unlimited. */
  monthlyGames: number | null;
  has3dBoard: boolean;
  prioritySupport: boolean;
  features: string[];
  buttonText: string;
  popular: boolean;
}

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    name: 'Free',
    priceCents: 0,
    period: 'month',
    description: 'Everything you need to play and talk with a friend.',
    monthlyGames: 3,
    has3dBoard: false,
    prioritySupport: false,
    features: [
      '3 games per month',
      'HD video chat with your opponent',
      '2D chess board',
      'Invite friends by link, username or e-mail',
      'Game history, ratings and replays',
    ],
    buttonText: 'Get Started Free',
    popular: false,
  },
  premium: {
    id: 'premium',
    name: 'Premium',
    priceCents: 999,
    period: 'month',
    description: 'For regular games with the people you care about.',
    monthlyGames: 10,
    has3dBoard: true,
    prioritySupport: true,
    features: ['10 games per month', 'Everything in Free', 'The 3D chess board', 'Priority e-mail support'],
    buttonText: 'Choose Premium',
    popular: true,
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    priceCents: 1999,
    period: 'month',
    description: 'Unlimited play for coaches, clubs and devoted pairs.',
    monthlyGames: null,
    has3dBoard: true,
    prioritySupport: true,
    features: ['Unlimited games', 'Everything in Premium', 'The 3D chess board', 'Priority e-mail support'],
    buttonText: 'Go Pro',
    popular: false,
  },
};

export const PLAN_LIST: Plan[] = PLAN_IDS.map((id) => PLANS[id]);

export function planFor(tier: PlanId): Plan {
  return PLANS[tier];
}

/** Games allowed per month for a tier; null means unlimited. */
export function allowanceFor(tier: PlanId): number | null {
  return PLANS[tier].monthlyGames;
}

/** Games left this month, never below zero; null means unlimited. */
export function gamesRemaining(tier: PlanId, gamesPlayedThisMonth: number): number | null {
  const allowance = allowanceFor(tier);
  return allowance === null ? null : Math.max(0, allowance - gamesPlayedThisMonth);
}

/** "$9.99" from 999; "$0" for free. */
export function formatPrice(priceCents: number): string {
  return priceCents % 100 === 0 ? `$${priceCents / 100}` : `$${(priceCents / 100).toFixed(2)}`;
}

/** "3 games per month" / "Unlimited games": the wording every screen uses for an allowance. */
export function describeAllowance(tier: PlanId): string {
  const allowance = allowanceFor(tier);
  return allowance === null ? 'Unlimited games' : `${allowance} games per month`;
}

/** Plan order, for telling an upgrade from a downgrade. */
export function planRank(tier: PlanId): number {
  return PLAN_IDS.indexOf(tier);
}
