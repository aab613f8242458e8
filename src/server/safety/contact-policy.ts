import { blockKey } from '../../core/pairing/compatibility';
import type { ErrorCode } from '../../core/protocol';
import { HttpError } from '../http/errors';

/**
 * Every path by which one person reaches another, named for the one check they all ask (decision 251).
 * A new path adds its kind here, calls `ContactPolicy.check` where the server handles it, and is listed
 * in the decision record with a test.
 */
export type ContactKind =
  /** A line in a game's private chat. */
  | 'chat_message'
  /** A line in a game's spectators' chat, to each reader (decision 275). */
  | 'spectator_chat'
  /** A WebRTC signal of a game's or a study's call. */
  | 'call_signal'
  /** "… joined the call" / "… left the call", written into the game's chat log. */
  | 'call_event'
  /** A change to a shared review (a move, a drawing, the mode). */
  | 'review_action'
  /** A comment written into a shared review: a study's or a game review's written words (decision 281). */
  | 'review_comment'
  /** "Join the review": the partner's room is asked to open the review too. */
  | 'review_prompt'
  /** Any step of the recording consent exchange. */
  | 'recording'
  /** Taking the black seat of someone's open game by its link. */
  | 'join'
  /** Taking the free seat of a game by its invitation link as a guest (decision 287). */
  | 'guest_seat'
  /** Offering a draw. */
  | 'draw_offer'
  /** Asking the opponent to take back one's last move (decision 273). */
  | 'takeback_request'
  /** Offering, or agreeing to, a rematch. */
  | 'rematch_offer'
  /** A challenge between friends. */
  | 'challenge'
  /** A friend request. */
  | 'friend_request'
  /** A game invitation by username. */
  | 'game_invitation'
  /** An invitation to a study board's second seat. */
  | 'study_invitation'
  /** Taking a study board's second seat by its link. */
  | 'study_join'
  /** Posting an open seek in the lobby, which anyone may accept (issue 28): the sender's sanctions. */
  | 'seek'
  /** Accepting someone's open seek: it starts a game with them. */
  | 'seek_accept'
  /** Joining quick pairing (the sender's sanctions), and each pair a wave would make (blocks). */
  | 'pairing'
  /** A call signal in a game the lobby paired: a call with someone who may be a stranger. */
  | 'stranger_call'
  /** Each pair a tournament's pairing would make (issue 30): blocks keep the two apart. */
  | 'tournament_pairing'
  /** Joining a Pro arena, where strangers meet (decision 300): the sender's sanctions (a lobby bar). */
  | 'tournament_join'
  /** A private tournament's creator inviting someone by username (issue 30). */
  | 'tournament_invitation';

/** Why a contact is refused: a block between the two, or a sanction on the sender (decision 281). */
export type ContactReason =
  /** The person reached blocked the sender: silent where the path can be (decision 201). */
  | 'blocked_by_them'
  /** The sender blocked the person they try to reach: they are told to unblock first. */
  | 'blocked_by_you'
  /** A moderator muted the sender's chat: every written path refuses, saying until when. */
  | 'muted'
  /** A moderator barred the sender from the lobby: seeks, pairing and calls with strangers (decision 285). */
  | 'barred'
  /** The sender is a guest, and the path is for members only (decision 287). */
  | 'guest';

export interface ContactRefusal {
  allowed: false;
  reason: ContactReason;
  code: ErrorCode;
  message: string;
  /**
   * True when the sender must not learn of the refusal: a path that can (a chat line, a request, a
   * prompt, a signal) answers as if it had delivered; one that cannot refuses with `code`.
   */
  silent: boolean;
}

export type ContactVerdict = { allowed: true } | ContactRefusal;

/** The one server-side check of blocks and sanctions before one person reaches another. */
export interface ContactPolicy {
  /** Blocks between the two first, then the sender's sanctions. */
  check(fromUserId: string, toUserId: string, kind: ContactKind): Promise<ContactVerdict>;
  /**
   * The sender's sanctions alone, whoever would read them: a path that writes to many (the spectators'
   * chat) or to nobody yet (a game waiting for its opponent) asks this before it stores a line.
   */
  voice(fromUserId: string, kind: ContactKind): Promise<ContactVerdict>;
  /**
   * The pairs among `userIds` that `check` would keep apart for `kind` (the pair's rules: blocks, either
   * way round), as `blockKey`s: a pairing wave asks once for everyone waiting instead of once per pair.
   * The senders' sanctions are not in it: a wave asks `check` again for each pair it makes.
   */
  keptApartAmong(userIds: readonly string[], kind: ContactKind): Promise<Set<string>>;
}

/** One source of refusals (blocks today; sanctions later): null when it has nothing against the contact. */
export interface ContactRule {
  (fromUserId: string, toUserId: string, kind: ContactKind): Promise<ContactRefusal | null>;
  /**
   * The same rule over a group: the `blockKey`s of the pairs among `userIds` it would refuse either way
   * round. A rule without it is asked pair by pair (a few people in a test; never a wave of thousands).
   */
  among?(userIds: readonly string[], kind: ContactKind): Promise<Set<string>>;
}

/** A sanction on the sender, whoever they reach (a chat mute): null when it has nothing against them. */
export type SenderRule = (fromUserId: string, kind: ContactKind) => Promise<ContactRefusal | null>;

const ALLOWED: ContactVerdict = { allowed: true };

/**
 * The policy over its rules: the first refusal wins, the pair's blocks before the sender's sanctions
 * (so a blocked sender stays silently unheard, as 201 decided). Nobody is refused contact with themselves.
 */
export function createContactPolicy(
  rules: readonly ContactRule[],
  sanctions: readonly SenderRule[] = [],
): ContactPolicy {
  async function voice(fromUserId: string, kind: ContactKind): Promise<ContactVerdict> {
    for (const rule of sanctions) {
      const refusal = await rule(fromUserId, kind);
      if (refusal) return refusal;
    }
    return ALLOWED;
  }
  return {
    async check(fromUserId, toUserId, kind) {
      if (fromUserId === toUserId) return ALLOWED;
      for (const rule of rules) {
        const refusal = await rule(fromUserId, toUserId, kind);
        if (refusal) return refusal;
      }
      return voice(fromUserId, kind);
    },
    voice,
    async keptApartAmong(userIds, kind) {
      const apart = new Set<string>();
      const people = [...new Set(userIds)];
      for (const rule of rules) {
        if (rule.among) {
          for (const key of await rule.among(people, kind)) apart.add(key);
          continue;
        }
        for (let i = 0; i < people.length; i++) {
          for (let j = i + 1; j < people.length; j++) {
            const [a, b] = [people[i] as string, people[j] as string];
            if ((await rule(a, b, kind)) || (await rule(b, a, kind))) apart.add(blockKey(a, b));
          }
        }
      }
      return apart;
    },
  };
}

/**
 * Whether a refusal keeps the two apart (a block), rather than stopping the sender from writing now (a
 * mute). Logs leave out the lines that never reached a reader: a mute stops new lines, it does not hide
 * the lines written before it.
 */
export function keptApart(verdict: ContactVerdict): boolean {
  return !verdict.allowed && (verdict.reason === 'blocked_by_them' || verdict.reason === 'blocked_by_you');
}

/** A policy that allows everything: feature tests that are not about safety, and nothing else. */
export const OPEN_CONTACT: ContactPolicy = createContactPolicy([]);

/** What the person who was blocked is told, on the paths that must refuse: it never says "blocked". */
export const CONTACT_REFUSED_TEXT: Record<ContactKind, string> = {
  chat_message: 'This message cannot be sent',
  spectator_chat: 'This message cannot be sent',
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

/** What a mute or a bar holds: when it ends, or null for good. */
export interface SanctionHold {
  until: number | null;
}
export type ChatMute = SanctionHold;
export type LobbyBarHold = SanctionHold;

/** "2026-11-28 16:05 UTC": the same words on every instance, whatever its time zone. */
function utcText(ms: number): string {
  return `${new Date(ms).toISOString().replace('T', ' ').slice(0, 16)} UTC`;
}

/**
 * The written paths a chat mute closes: the game's chat, the spectators' chat, review and study comments,
 * and a private tournament's invitation by name, which carries the name its creator wrote (decision 300).
 */
export const MUTED_KINDS: ReadonlySet<ContactKind> = new Set<ContactKind>([
  'chat_message',
  'spectator_chat',
  'review_comment',
  'tournament_invitation',
]);

/** "… until 28 Nov 2026, 16:05 UTC", or for good. */
export function mutedText(mute: ChatMute): string {
  if (mute.until === null) return 'A moderator has muted your chat permanently.';
  return `A moderator has muted your chat until ${utcText(mute.until)}.`;
}

/**
 * Chat mutes (decision 281), read through the reports feature's store by the composition root: a muted
 * person's lines are refused with `chat_muted` and until when, on every written path, whoever reads them.
 */
export function muteRule(activeMute: (userId: string) => Promise<ChatMute | null>): SenderRule {
  return async (fromUserId, kind) => {
    if (!MUTED_KINDS.has(kind)) return null;
    const mute = await activeMute(fromUserId);
    if (!mute) return null;
    return { allowed: false, reason: 'muted', code: 'chat_muted', message: mutedText(mute), silent: false };
  };
}

/**
 * The paths a bar closes, where strangers meet: posting and accepting seeks, quick pairing, calls with
 * strangers, and joining a Pro arena (decision 300; private tournaments are among people invited).
 */
export const BARRED_KINDS: ReadonlySet<ContactKind> = new Set<ContactKind>([
  'seek',
  'seek_accept',
  'pairing',
  'stranger_call',
  'tournament_join',
]);

/** "… barred you from the lobby until 2026-11-28 16:05 UTC.", or permanently; a Pro arena says it is closed too. */
export function barredText(bar: LobbyBarHold, kind?: ContactKind): string {
  const held =
    bar.until === null
      ? 'A moderator has barred you from the lobby permanently.'
      : `A moderator has barred you from the lobby until ${utcText(bar.until)}.`;
  return kind === 'tournament_join' ? `${held} Pro arenas are closed to you while the bar holds.` : held;
}

/**
 * Lobby bars (decision 285), read through the reports feature's store by the composition root: a barred
 * person cannot post or accept a seek, join quick pairing or signal a call with a stranger, and is told
 * until when with `lobby_barred`. Chat and games with people they invite are not the lobby's.
 */
export function barRule(activeBar: (userId: string) => Promise<LobbyBarHold | null>): SenderRule {
  return async (fromUserId, kind) => {
    if (!BARRED_KINDS.has(kind)) return null;
    const bar = await activeBar(fromUserId);
    if (!bar) return null;
    return {
      allowed: false,
      reason: 'barred',
      code: 'lobby_barred',
      message: barredText(bar, kind),
      silent: false,
    };
  };
}

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

/** Throws the sender's sanction, if any, for a written path before it stores a line. */
export async function requireVoice(
  policy: ContactPolicy,
  fromUserId: string,
  kind: ContactKind,
): Promise<void> {
  const verdict = await policy.voice(fromUserId, kind);
  if (!verdict.allowed) throw new HttpError(verdict.code, verdict.message);
}

/** Asks the policy and throws its refusal, for the paths that refuse rather than stay silent. */
export async function requireContact(
  policy: ContactPolicy,
  fromUserId: string,
  toUserId: string,
  kind: ContactKind,
): Promise<void> {
  const verdict = await policy.check(fromUserId, toUserId, kind);
  if (!verdict.allowed) throw new HttpError(verdict.code, verdict.message);
}
