import { inviteFriendsOnlyMessage, PLANS, type PlanId } from '../../../core/plans';

/** What the create screen says, before Create, about who may be invited by username on a plan. */
export function inviteReachHint(plan: PlanId): string {
  if (PLANS[plan].inviteByUsername === 'anyone') {
    return 'You can invite any player by username. They see the invitation on their dashboard and get an e-mail.';
  }
  return `On the ${PLANS[plan].name} plan you can invite your friends by username. Anyone else can join by the game link or an e-mail invitation.`;
}

/**
 * The refusal the server would give a username invitation, told as one types: null while the name may
 * still become a friend's (a prefix of one, the suggestions are showing) unless the field is `settled`
 * (left, or the form sent). The server stays the authority and refuses with `invite_friends_only` too.
 */
export function inviteRefusal(
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
  return inviteFriendsOnlyMessage(plan, name);
}
