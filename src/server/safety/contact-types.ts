import type { ErrorCode } from '../../core/protocol';

/**
 * Every path by which one person reaches another, named for the one check they all ask (decision 251).
 * A new path adds its kind here, calls `ContactPolicy.check` where the server handles it, and is listed
 * in the decision record with a test.
 */
export type ContactKind =
  /** A line in a game's private chat. */
  | 'chat_message'
  /** A recorded video or voice message sent with a correspondence move (decision 328). */
  | 'video_message'
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
   * The refusal's details beside its sentence, sent as fields of the answer so a client words them itself
   * (decision 322): a mute's or a bar's `hold` and `until`.
   */
  fields?: Record<string, string | number>;
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
