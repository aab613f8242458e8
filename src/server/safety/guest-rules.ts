import { blockKey } from '../../core/pairing/compatibility';
import type { ContactKind, ContactRule, SenderRule } from './contact-types';

/**
 * The paths a guest never takes (decision 287): every one that reaches a stranger (the lobby, pairing,
 * calls with strangers) or a person outside the game the guest was invited to (challenges, friend
 * requests, invitations, study seats, another game's seat by its link). A guest's own game (its chat,
 * call, offers, review and rematch) is open to them as to a member.
 */
export const MEMBERS_ONLY_KINDS: ReadonlySet<ContactKind> = new Set<ContactKind>([
  'seek',
  'seek_accept',
  'pairing',
  'stranger_call',
  'challenge',
  'friend_request',
  'game_invitation',
  'tournament_pairing',
  'tournament_join',
  'tournament_invitation',
  'study_invitation',
  'study_join',
  'join',
]);

export const ACCOUNT_REQUIRED_TEXT =
  'Guests play only the game they were invited to. Create an account to do this.';

/**
 * Guests (decision 287), read through the accounts feature's store by the composition root: a guest is
 * refused every members-only path with `account_required`.
 */
export function guestRule(isGuest: (userId: string) => Promise<boolean>): SenderRule {
  return async (fromUserId, kind) => {
    if (!MEMBERS_ONLY_KINDS.has(kind)) return null;
    if (!(await isGuest(fromUserId))) return null;
    return {
      allowed: false,
      reason: 'guest',
      code: 'account_required',
      message: ACCOUNT_REQUIRED_TEXT,
      silent: false,
    };
  };
}

/** The paths by which a member would reach a guest outside the game the guest was invited to. */
const TO_GUEST_REFUSED_KINDS: ReadonlySet<ContactKind> = new Set<ContactKind>([
  'challenge',
  'friend_request',
  'game_invitation',
  'study_invitation',
  'study_join',
]);

export const GUEST_RECIPIENT_TEXT =
  'This player is a guest: they can be reached only in the game they were invited to.';

/**
 * The other half of the guest rule (decision 287): nobody reaches a guest outside their game either, so a
 * guest is never sent a friend request, a challenge or an invitation they could not answer.
 */
export function guestRecipientRule(isGuest: (userId: string) => Promise<boolean>): ContactRule {
  const rule: ContactRule = async (_fromUserId, toUserId, kind) => {
    if (!TO_GUEST_REFUSED_KINDS.has(kind) || !(await isGuest(toUserId))) return null;
    return {
      allowed: false,
      reason: 'guest',
      code: 'guest_recipient',
      message: GUEST_RECIPIENT_TEXT,
      silent: false,
    };
  };
  // Groups are asked for the lobby's waves, a path this rule does not cover: answered without a read then, so
  // a wave of thousands is never asked pair by pair.
  rule.among = async (userIds, kind) => {
    const apart = new Set<string>();
    if (!TO_GUEST_REFUSED_KINDS.has(kind)) return apart;
    for (const guest of userIds) {
      if (!(await isGuest(guest))) continue;
      for (const other of userIds) if (other !== guest) apart.add(blockKey(guest, other));
    }
    return apart;
  };
  return rule;
}
