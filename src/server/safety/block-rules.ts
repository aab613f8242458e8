import { blockKey } from '../../core/pairing/compatibility';
import type { ContactKind, ContactRule } from './contact-types';

/** What the person who was blocked is told, on the paths that must refuse: it never says "blocked". */
export const CONTACT_REFUSED_TEXT: Record<ContactKind, string> = {
  chat_message: 'This message cannot be sent',
  spectator_chat: 'This message cannot be sent',
  video_message: 'This message cannot be sent',
  call_signal: 'This call cannot be joined',
  call_event: 'This call cannot be joined',
  review_action: 'This review is not shared any more; you can review the game on your own',
  review_comment: 'This review is not shared any more; you can review the game on your own',
  review_prompt: 'This review is not shared any more; you can review the game on your own',
  recording: 'Recording is not available with this player',
  join: 'This game is not open to you. Find another game or create your own.',
  guest_seat: 'This game is not open to you. Find another game or create your own.',
  draw_offer: 'A draw offer is not available in this game',
  takeback_request: 'A takeback is not available in this game',
  rematch_offer: 'A rematch is not available with this player',
  challenge: 'This player cannot be challenged',
  friend_request: 'This player cannot be asked',
  game_invitation: 'This player cannot be invited',
  study_invitation: 'This player cannot be invited',
  study_join: 'There is no such study',
  seek: 'This seek cannot be posted',
  seek_accept: 'This seek is no longer open',
  pairing: 'Quick pairing is not available',
  stranger_call: 'This call cannot be joined',
  tournament_pairing: 'These two players cannot be paired',
  tournament_join: 'This tournament cannot be joined',
  tournament_invitation: 'This player cannot be invited',
};

export const YOU_BLOCKED_TEXT = 'You have blocked this player. Unblock them first.';

/**
 * Paths where the blocker still reaches the player they blocked (decision 201): their own chat lines go
 * to both players, so a game in progress can still be talked through. Every other path is closed both ways.
 */
const BLOCKER_MAY: ReadonlySet<ContactKind> = new Set<ContactKind>(['chat_message']);

/**
 * Blocks (decision 201), read through the friends feature's store by the composition root: the person
 * reached blocked the sender (refused, silently where the path can be), or the sender blocked them
 * (refused with "unblock first" on every path but the blocker's own chat lines).
 */
export function blockRule(
  hasBlocked: (blockerId: string, blockedId: string) => Promise<boolean>,
  blocksAmong?: (userIds: readonly string[]) => Promise<{ blockerId: string; blockedId: string }[]>,
): ContactRule {
  const rule: ContactRule = async (fromUserId, toUserId, kind) => {
    if (await hasBlocked(toUserId, fromUserId)) {
      return {
        allowed: false,
        reason: 'blocked_by_them',
        code: 'contact_refused',
        message: CONTACT_REFUSED_TEXT[kind],
        silent: true,
      };
    }
    if (!BLOCKER_MAY.has(kind) && (await hasBlocked(fromUserId, toUserId))) {
      return {
        allowed: false,
        reason: 'blocked_by_you',
        code: 'conflict',
        message: YOU_BLOCKED_TEXT,
        silent: false,
      };
    }
    return null;
  };
  // The person reached having blocked the sender refuses every kind, so any block keeps the two apart
  // whichever of them reaches the other.
  if (blocksAmong) {
    rule.among = async (userIds) =>
      new Set((await blocksAmong(userIds)).map((block) => blockKey(block.blockerId, block.blockedId)));
  }
  return rule;
}
