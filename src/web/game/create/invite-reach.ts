import type { I18n } from '@lingui/core';
import { PLAN_LIST, PLANS, type PlanId } from '../../../core/plans';
import { planName } from '../../i18n/plan-words';

/** What the create screen says, before Create, about who may be invited by username on a plan. */
export function inviteReachHint(i18n: I18n, plan: PlanId): string {
  if (PLANS[plan].inviteByUsername === 'anyone') return i18n._('createGame.invite.anyone');
  return i18n._('createGame.invite.friendsOnly', { plan: planName(i18n, plan) });
}

/** The server's `invite_friends_only` refusal, in the reader's language: the plans that invite anyone, joined by "or". */
function friendsOnlyRefusal(i18n: I18n, plan: PlanId, username: string): string {
  const wider = PLAN_LIST.filter((p) => p.inviteByUsername === 'anyone').map((p) => planName(i18n, p.id));
  return i18n._('createGame.invite.refused', {
    plan: planName(i18n, plan),
    name: username,
    plans: new Intl.ListFormat(i18n.locale, { type: 'disjunction' }).format(wider),
  });
}

/**
 * The refusal the server would give a username invitation, told as one types: null while the name may
 * still become a friend's (a prefix of one, the suggestions are showing) unless the field is `settled`
 * (left, or the form sent). The server stays the authority and refuses with `invite_friends_only` too.
 */
export function inviteRefusal(
  i18n: I18n,
  plan: PlanId,
  typed: string,
  friendUsernames: readonly string[] | null,
  settled: boolean,
): string | null {
  const name = typed.trim();
  if (!name || friendUsernames === null || PLANS[plan].inviteByUsername === 'anyone') return null;
  const lower = name.toLowerCase();
  const friends = friendUsernames.map((username) => username.toLowerCase());
  if (friends.includes(lower)) return null;
  if (!settled && friends.some((username) => username.startsWith(lower))) return null;
  return friendsOnlyRefusal(i18n, plan, name);
}
