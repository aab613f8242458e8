import pricingArea from 'virtual:catalogue-area/pricing';
import type { I18n, MessageId } from '@lingui/core';
import {
  describeCorrespondenceGames,
  describeInviteReach,
  describeLobbyGames,
  GUEST_GAMES_LINE,
  PLAN_LIST,
  type PlanId,
  STATS_LEVEL_FEATURE,
  TOURNAMENT_FEATURES,
  TRAINING_FEATURE,
} from '../../core/plans';
import { planName } from '../i18n/plan-words';
import { sharedArea } from '../i18n/shared-area';

/**
 * The pricing area: the pricing page's words, and those of the plans it shows (their descriptions and feature
 * lines, the demo-payments notice), which the membership card, the upgrade dialog and the payment result show too.
 */
export const pricingWords = sharedArea(pricingArea);

/** The plans table's feature lines that carry no number, each with its message. */
const FEATURES: Record<string, MessageId> = {
  'Unlimited games': 'pricing.feature.unlimitedGames',
  'HD video chat with your opponent': 'pricing.feature.video',
  '2D chess board': 'pricing.feature.board2d',
  [GUEST_GAMES_LINE]: 'pricing.feature.guestGames',
  [describeLobbyGames(null)]: 'pricing.feature.lobbyUnlimited',
  [describeCorrespondenceGames(null)]: 'pricing.feature.correspondenceUnlimited',
  'Invite anyone by link or e-mail': 'pricing.feature.inviteByLink',
  [describeInviteReach('friends')]: 'pricing.feature.inviteFriends',
  [describeInviteReach('anyone')]: 'pricing.feature.inviteAnyone',
  'Game history, ratings and replays': 'pricing.feature.history',
  'Review games together on a shared board': 'pricing.feature.review',
  [STATS_LEVEL_FEATURE.basic]: 'pricing.feature.statsBasic',
  [STATS_LEVEL_FEATURE.advanced]: 'pricing.feature.statsAdvanced',
  [STATS_LEVEL_FEATURE.comprehensive]: 'pricing.feature.statsComprehensive',
  'Standard board themes and piece sets, dark mode': 'pricing.feature.standardThemes',
  [TOURNAMENT_FEATURES.invited]: 'pricing.feature.tournamentsInvited',
  [TOURNAMENT_FEATURES.free]: 'pricing.feature.tournamentsFree',
  [TOURNAMENT_FEATURES.arenas]: 'pricing.feature.arenas',
  [TOURNAMENT_FEATURES.create]: 'pricing.feature.createTournaments',
  'The 3D chess board': 'pricing.feature.board3d',
  'Engine analysis and game reports': 'pricing.feature.analysis',
  'All board themes and piece sets': 'pricing.feature.allThemes',
  'Priority e-mail support': 'pricing.feature.support',
  'Custom board theme with your own colours': 'pricing.feature.customTheme',
  'Game and call recording (both players consent)': 'pricing.feature.recording',
  [TRAINING_FEATURE]: 'pricing.feature.training',
};

const MONTHLY_GAMES = /^(\d+) games per month$/;
const LOBBY_GAMES = /^(\d+) lobby games a day with new people$/;
const CORRESPONDENCE_GAMES = /^(\d+) correspondence games at once$/;
const VACATION_DAYS = /^(\d+) vacation days a year in correspondence games$/;
const EVERYTHING_IN = /^Everything in (.+)$/;

/**
 * A feature line of the plans table (src/core/plans.ts) in the reader's language. The table keeps its English
 * lines, which the server and the comparison read; a line this does not know yet is shown as the table has it.
 */
export function featureText(i18n: I18n, feature: string): string {
  const fixed = FEATURES[feature];
  if (fixed) return i18n._(fixed);
  const monthly = MONTHLY_GAMES.exec(feature);
  if (monthly) return i18n._('pricing.feature.monthlyGames', { games: Number(monthly[1]) });
  const lobby = LOBBY_GAMES.exec(feature);
  if (lobby) return i18n._('pricing.feature.lobbyGames', { games: Number(lobby[1]) });
  const correspondence = CORRESPONDENCE_GAMES.exec(feature);
  if (correspondence)
    return i18n._('pricing.feature.correspondenceGames', { games: Number(correspondence[1]) });
  const vacation = VACATION_DAYS.exec(feature);
  if (vacation) return i18n._('pricing.feature.vacationDays', { days: Number(vacation[1]) });
  const base = PLAN_LIST.find((plan) => plan.name === EVERYTHING_IN.exec(feature)?.[1]);
  if (base) return i18n._('pricing.feature.everythingIn', { plan: planName(i18n, base.id) });
  return feature;
}

/** Whether `featureText` words this line (a test keeps every line of the plans table worded). */
export function isWordedFeature(feature: string): boolean {
  return (
    feature in FEATURES ||
    MONTHLY_GAMES.test(feature) ||
    LOBBY_GAMES.test(feature) ||
    CORRESPONDENCE_GAMES.test(feature) ||
    VACATION_DAYS.test(feature) ||
    PLAN_LIST.some((plan) => feature === `Everything in ${plan.name}`)
  );
}

const DESCRIPTIONS: Record<PlanId, MessageId> = {
  free: 'pricing.plan.free.description',
  premium: 'pricing.plan.premium.description',
  pro: 'pricing.plan.pro.description',
};

const BUTTONS: Record<PlanId, MessageId> = {
  free: 'pricing.plan.free.button',
  premium: 'pricing.plan.premium.button',
  pro: 'pricing.plan.pro.button',
};

/** A plan's one-line description on its card. */
export const planDescription = (i18n: I18n, plan: PlanId): string => i18n._(DESCRIPTIONS[plan]);

/** A plan card's button ("Choose Premium"). */
export const planButtonText = (i18n: I18n, plan: PlanId): string => i18n._(BUTTONS[plan]);
