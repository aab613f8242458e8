import {
  describeCorrespondenceGames,
  describeLobbyGames,
  describeVacationDays,
  formatPrice,
  PLAN_LIST,
  type Plan,
  type PlanId,
} from '../../core/plans';

export interface ComparisonRow {
  label: string;
  /** Text for a value (price, allowance); true/false for a feature a plan has or lacks. */
  values: Record<PlanId, string | boolean>;
}

const EVERYTHING_IN = /^Everything in (.+)$/;

/**
 * Every feature a plan includes: its own lines, with "Everything in X" replaced by X's features.
 * The first line of each plan is its allowance, which the table shows as a row of its own.
 */
/** "100 MB", "5 GB": a plan's storage as people read it. */
function storageText(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 1024 ? `${megabytes / 1024} GB` : `${megabytes} MB`;
}

export function includedFeatures(plan: Plan, plans: Plan[] = PLAN_LIST): string[] {
  const features: string[] = [];
  for (const line of plan.features.slice(1)) {
    const base = EVERYTHING_IN.exec(line)?.[1];
    const basePlan = base ? plans.find((candidate) => candidate.name === base) : undefined;
    const lines = basePlan ? includedFeatures(basePlan, plans) : [line];
    for (const feature of lines) if (!features.includes(feature)) features.push(feature);
  }
  return features;
}

/** The comparison table, read entirely from the plans table. */
export function comparisonRows(plans: Plan[] = PLAN_LIST): ComparisonRow[] {
  const byPlan = (value: (plan: Plan) => string | boolean) =>
    Object.fromEntries(plans.map((plan) => [plan.id, value(plan)])) as Record<PlanId, string | boolean>;

  const included = new Map(plans.map((plan) => [plan.id, includedFeatures(plan, plans)]));
  // The lobby's daily games are a number per plan, like the monthly ones: one row of their own, not a
  // tick for "5 a day" that Premium would inherit through "Everything in Free".
  // So are correspondence games at once and vacation days (decisions 316, 325): Pro's 60 days are not a tick
  // beside Free's 7.
  const numberLines = new Set(
    plans.flatMap((plan) => [
      describeLobbyGames(plan.lobbyGamesPerDay),
      describeCorrespondenceGames(plan.correspondenceGamesAtOnce),
      describeVacationDays(plan.vacationDaysPerYear),
    ]),
  );
  const featureLabels: string[] = [];
  for (const plan of plans) {
    for (const feature of included.get(plan.id) ?? []) {
      if (!featureLabels.includes(feature) && !numberLines.has(feature)) featureLabels.push(feature);
    }
  }

  return [
    { label: 'Price per month', values: byPlan((plan) => formatPrice(plan.priceCents)) },
    {
      label: 'Games per month',
      values: byPlan((plan) => (plan.monthlyGames === null ? 'Unlimited' : String(plan.monthlyGames))),
    },
    {
      label: 'Lobby games a day with new people',
      values: byPlan((plan) =>
        plan.lobbyGamesPerDay === null ? 'Unlimited' : String(plan.lobbyGamesPerDay),
      ),
    },
    {
      label: 'Correspondence games at once',
      values: byPlan((plan) =>
        plan.correspondenceGamesAtOnce === null ? 'Unlimited' : String(plan.correspondenceGamesAtOnce),
      ),
    },
    {
      label: 'Vacation days a year in correspondence games',
      values: byPlan((plan) => String(plan.vacationDaysPerYear)),
    },
    {
      label: 'Video messages a day in correspondence games',
      values: byPlan((plan) => String(plan.videoMessagesPerDay)),
    },
    {
      label: 'Storage for video messages',
      values: byPlan((plan) => storageText(plan.videoMessageStorageBytes)),
    },
    ...featureLabels.map((label) => ({
      label,
      values: byPlan((plan) => included.get(plan.id)?.includes(label) ?? false),
    })),
  ];
}
