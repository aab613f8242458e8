/**
 * The one plans table. Pricing cards, the comparison table, the FAQ, the membership card and the
 * server's allowance check all read from here, so no two screens can disagree.
 */
export const PLAN_IDS = ['free', 'premium', 'pro'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/**
 * How deep a player's own statistics go (issue 17): basic is what every profile shows; advanced adds
 * results by colour and time control, head-to-head, streaks, pace and openings; comprehensive adds
 * rating per time control and performance rating. Each level includes the ones before it.
 */
export const STATS_LEVELS = ['basic', 'advanced', 'comprehensive'] as const;
export type StatsLevel = (typeof STATS_LEVELS)[number];

/** The feature line each level puts on the pricing cards, table and membership card. */
export const STATS_LEVEL_FEATURE: Record<StatsLevel, string> = {
  basic: 'Basic statistics: results, win rate, rating and rank',
  advanced: 'Advanced statistics: head-to-head, openings, streaks, results by colour and time control',
  comprehensive:
    'Comprehensive statistics: rating per time control, performance rating, accuracy and mistakes by phase',
};

/** Which board themes a plan may choose: the standard ones, or all (board-themes.ts). */
export type BoardThemeAccess = 'standard' | 'all';

/** Which piece sets a plan may choose: the standard ones, or all (piece-sets.ts). */
export type PieceSetAccess = 'standard' | 'all';

/** Whom a plan may invite by username (decision 200); link and e-mail invitations are open to every plan. */
export type InviteReach = 'friends' | 'anyone';

/** The feature line for an invite reach, so the cards, the comparison table and the profile say it alike. */
export function describeInviteReach(reach: InviteReach): string {
  return reach === 'friends' ? 'Invite friends by username' : 'Invite any player by username';
}

/** The line Pro's card, the comparison table and the membership card show for training. */
export const TRAINING_FEATURE = 'Training: learn from the mistakes in your game reports';

/**
 * The lobby (issue 28, decision 283): a game with someone the lobby paired has no host, so each player pays
 * for their own seat from a daily count of lobby games that is separate from the monthly games they host.
 */
export function describeLobbyGames(perDay: number | null): string {
  return perDay === null
    ? 'Unlimited games with new people in the lobby'
    : `${perDay} lobby games a day with new people`;
}

/**
 * Tournaments (issue 30, decision 291): every plan joins the private tournaments it is invited to (by name or by
 * the creator's link); Pro also joins the scheduled Pro arenas and creates private tournaments.
 */
export type TournamentAccess = 'invited' | 'pro';

/** The feature lines of tournaments, so the cards, the comparison table and the membership card say it alike. */
export const TOURNAMENT_FEATURES = {
  invited: 'Join private tournaments you are invited to',
  arenas: 'Pro arenas: hourly bullet and blitz, a daily rapid',
  create: 'Create private tournaments for your friends',
  free: 'Tournament games never count against your monthly games',
} as const;

/** Whether a tier may join the scheduled Pro arenas and create private tournaments. */
export function mayPlayProArenas(tier: PlanId): boolean {
  return PLANS[tier].tournaments === 'pro';
}

/** The plans that may join Pro arenas and create tournaments, for "available on Pro". */
export function plansWithProTournaments(): Plan[] {
  return PLAN_LIST.filter((plan) => plan.tournaments === 'pro');
}

/**
 * Whether a game of this origin uses the monthly allowance: tournament games never do (issue 30), nor do games
 * against the computer (decision 286); lobby games use their own daily count (decision 283).
 */
export function usesMonthlyAllowance(origin: 'direct' | 'lobby' | 'computer' | 'tournament'): boolean {
  return origin === 'direct';
}

/** Correspondence games a tier may have under way at once (decision 316); null means unlimited. */
export function correspondenceGamesAtOnce(tier: PlanId): number | null {
  return PLANS[tier].correspondenceGamesAtOnce;
}

/**
 * The refusal when a correspondence game would take a player past their plan's games at once (decision 316): the
 * creator or joiner speaks of themselves; the other player's limit is named as theirs.
 */
export function correspondenceLimitMessage(tier: PlanId, own: boolean): string {
  const limit = PLANS[tier].correspondenceGamesAtOnce;
  const higher = PLAN_LIST.filter(
    (plan) =>
      plan.correspondenceGamesAtOnce === null || (limit !== null && plan.correspondenceGamesAtOnce > limit),
  ).map((plan) => plan.name);
  const upgrade = higher.length > 0 ? ` Upgrade to ${higher.join(' or ')} to play more at once.` : '';
  return own
    ? `You already have ${limit} correspondence games under way, the most the ${PLANS[tier].name} plan allows.${upgrade}`
    : `Your opponent already has ${limit} correspondence games under way, the most their ${PLANS[tier].name} plan allows.`;
}

/** The feature line for a plan's correspondence games at once (decision 316), for the cards and the table. */
export function describeCorrespondenceGames(atOnce: number | null): string {
  return atOnce === null
    ? 'Unlimited correspondence games at once'
    : `${atOnce} correspondence games at once`;
}

/** The feature line for a plan's vacation days a year in correspondence games (decision 325). */
export function describeVacationDays(days: number): string {
  return `${days} vacation days a year in correspondence games`;
}

/** Vacation days a calendar year (UTC) a tier may pause its correspondence games for (decision 325). */
export function vacationDaysPerYear(tier: PlanId): number {
  return PLANS[tier].vacationDaysPerYear;
}

/** Host pays (decision 200): the line every plan shows for games one is invited to. */
export const GUEST_GAMES_LINE = 'Unlimited games when you are invited';

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
  /** The engine in reviews: evaluation, best lines and game reports (decision 232). */
  analysis: boolean;
  /** "Learn from your mistakes": positions from the player's game reports to solve again (decision 237). */
  training: boolean;
  /** Asking the opponent to record the game and the call, in the asker's browser (decision 192). */
  recording: boolean;
  inviteByUsername: InviteReach;
  /**
   * Games from the lobby (quick pairing or an accepted seek) a player may start per UTC day; null means
   * unlimited. Counted for each player of such a game, apart from `monthlyGames` (decision 283).
   */
  lobbyGamesPerDay: number | null;
  /**
   * Correspondence games (issue 32, decision 316) a player may have under way at once, waiting or being played,
   * hosted or invited to; null means unlimited. Checked when one is created and when one is joined.
   */
  correspondenceGamesAtOnce: number | null;
  /**
   * Video messages (issue 32, decision 328) a player may send with their correspondence moves per UTC day, and the
   * bytes their messages may take up at once (what they sent and is still kept).
   */
  videoMessagesPerDay: number;
  videoMessageStorageBytes: number;
  /**
   * Whole days a calendar year (UTC) a player may stop their clocks in every correspondence game at once (issue 32,
   * decisions 301, 325): counted by the year in which each vacation begins.
   */
  vacationDaysPerYear: number;
  prioritySupport: boolean;
  statsLevel: StatsLevel;
  boardThemes: BoardThemeAccess;
  /** Own colours for squares and highlights, checked for contrast. */
  customBoardTheme: boolean;
  pieceSets: PieceSetAccess;
  /** Which tournaments the plan plays: the private ones it is invited to, or also the Pro arenas (issue 30). */
  tournaments: TournamentAccess;
  features: string[];
  buttonText: string;
  popular: boolean;
}

const MB = 1024 * 1024;

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    name: 'Free',
    priceCents: 0,
    period: 'month',
    description: 'Everything you need to play and talk with a friend.',
    monthlyGames: 3,
    has3dBoard: false,
    analysis: false,
    training: false,
    recording: false,
    inviteByUsername: 'friends',
    lobbyGamesPerDay: 5,
    correspondenceGamesAtOnce: 5,
    videoMessagesPerDay: 5,
    videoMessageStorageBytes: 100 * MB,
    vacationDaysPerYear: 7,
    prioritySupport: false,
    statsLevel: 'basic',
    boardThemes: 'standard',
    customBoardTheme: false,
    pieceSets: 'standard',
    tournaments: 'invited',
    features: [
      '3 games per month',
      'HD video chat with your opponent',
      '2D chess board',
      GUEST_GAMES_LINE,
      describeLobbyGames(5),
      describeCorrespondenceGames(5),
      describeVacationDays(7),
      'Invite anyone by link or e-mail',
      describeInviteReach('friends'),
      'Game history, ratings and replays',
      'Review games together on a shared board',
      STATS_LEVEL_FEATURE.basic,
      'Standard board themes and piece sets, dark mode',
      TOURNAMENT_FEATURES.invited,
      TOURNAMENT_FEATURES.free,
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
    analysis: true,
    training: false,
    recording: false,
    inviteByUsername: 'anyone',
    lobbyGamesPerDay: null,
    correspondenceGamesAtOnce: 25,
    videoMessagesPerDay: 30,
    videoMessageStorageBytes: 1024 * MB,
    vacationDaysPerYear: 30,
    prioritySupport: true,
    statsLevel: 'advanced',
    boardThemes: 'all',
    customBoardTheme: false,
    pieceSets: 'all',
    tournaments: 'invited',
    features: [
      '10 games per month',
      'Everything in Free',
      describeLobbyGames(null),
      describeCorrespondenceGames(25),
      describeVacationDays(30),
      describeInviteReach('anyone'),
      'The 3D chess board',
      'Engine analysis and game reports',
      STATS_LEVEL_FEATURE.advanced,
      'All board themes and piece sets',
      'Priority e-mail support',
    ],
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
    analysis: true,
    training: true,
    recording: true,
    inviteByUsername: 'anyone',
    lobbyGamesPerDay: null,
    correspondenceGamesAtOnce: 100,
    videoMessagesPerDay: 100,
    videoMessageStorageBytes: 5 * 1024 * MB,
    vacationDaysPerYear: 60,
    prioritySupport: true,
    statsLevel: 'comprehensive',
    boardThemes: 'all',
    customBoardTheme: true,
    pieceSets: 'all',
    tournaments: 'pro',
    features: [
      'Unlimited games',
      'Everything in Premium',
      describeCorrespondenceGames(100),
      describeVacationDays(60),
      'The 3D chess board',
      STATS_LEVEL_FEATURE.advanced,
      STATS_LEVEL_FEATURE.comprehensive,
      'All board themes and piece sets',
      'Custom board theme with your own colours',
      'Priority e-mail support',
      'Game and call recording (both players consent)',
      TRAINING_FEATURE,
      TOURNAMENT_FEATURES.arenas,
      TOURNAMENT_FEATURES.create,
    ],
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

/** Whether a tier's statistics reach `level` (each level includes the ones below it). */
export function hasStatsLevel(tier: PlanId, level: StatsLevel): boolean {
  return STATS_LEVELS.indexOf(PLANS[tier].statsLevel) >= STATS_LEVELS.indexOf(level);
}

/** The cheapest plans whose statistics reach `level`, for "available on Premium and Pro". */
export function plansWithStatsLevel(level: StatsLevel): Plan[] {
  return PLAN_LIST.filter((plan) => hasStatsLevel(plan.id, level));
}

/** Whether a tier may use a board theme that is (or is not) standard, or a custom one. */
export function mayUseBoardTheme(tier: PlanId, theme: { standard: boolean } | 'custom'): boolean {
  const plan = PLANS[tier];
  if (theme === 'custom') return plan.customBoardTheme;
  return theme.standard || plan.boardThemes === 'all';
}

/** Whether a tier may use a piece set that is (or is not) standard. */
export function mayUsePieceSet(tier: PlanId, set: { standard: boolean }): boolean {
  return set.standard || PLANS[tier].pieceSets === 'all';
}

/**
 * Why a plan that invites only friends by username refuses `username` (the server's `invite_friends_only`
 * refusal, and the create screen's words as one types): the same sentence on both sides.
 */
export function inviteFriendsOnlyMessage(plan: PlanId, username: string): string {
  const wider = PLAN_LIST.filter((p) => p.inviteByUsername === 'anyone').map((p) => p.name);
  return `On the ${PLANS[plan].name} plan you can invite your friends by username. Send ${username} a friend request, share the game link, or upgrade to ${wider.join(' or ')} to invite anyone.`;
}
