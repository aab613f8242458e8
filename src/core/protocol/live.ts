import { z } from 'zod';
import { CHAT_MESSAGE_MAX } from '../limits';
import {
  TournamentNextGameFrame,
  TournamentStandingsFrame,
  TournamentStateFrame,
  TournamentWatchFrame,
} from '../tournament/schemas';
import { Color, Id } from './common';
import { ErrorCode } from './errors';
import { PresenceState } from './friends';
import { Game, GameResult, MoveText, TakebackAction, Termination } from './game';
import { QueueState, Seek } from './lobby';
import { MoveRefusal } from './move-refusal';
import { Notification } from './notifications';
import { RecordingAction, RecordingStopReason } from './recording';
import { ReviewAction } from './review';
import { StudyChange } from './study';

/** A chat line as the players type it: trimmed, not empty, at most CHAT_MESSAGE_MAX characters. */
export const ChatText = z
  .string()
  .trim()
  .min(1, 'A message cannot be empty')
  .max(CHAT_MESSAGE_MAX, `A message can be at most ${CHAT_MESSAGE_MAX} characters`);

/**
 * The query of the `/ws` URL: the protocol version the page speaks. Pages from before version 2 send
 * none, and speak version 1.
 */
export const LiveSocketQuery = z.object({
  protocol: z.coerce.number().int().min(0).default(1),
});
export type LiveSocketQuery = z.infer<typeof LiveSocketQuery>;

/**
 * The longest `ref`: echoed in the `error` that answers a message, so the sender can tell which message
 * failed. Long enough for a join's ref, which names its game (`joinRef`).
 */
export const REF_MAX_LENGTH = 80;
const Ref = z.string().max(REF_MAX_LENGTH).optional();

/** The ref of a `join_game` for this game: a refused join (`room_full`) tells its game by it. */
export function joinRef(gameId: string): string {
  return `join:${gameId}`;
}

/**
 * A review's or a call's subject (`subjectOf`): a game's or a study board's id, exactly one of the two;
 * the server refuses a frame with neither or both (`invalid_input`).
 */
const SubjectIds = { gameId: Id.optional(), studyId: Id.optional() };

/**
 * What a browser tab sends on `/ws`. `join_game` subscribes the socket to a game and is answered with a
 * full `game` snapshot; sending it again for a joined game asks for a fresh snapshot (resync).
 */
export const ClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('join_game'), gameId: Id, ref: Ref }),
  z.object({ type: z.literal('leave_game'), gameId: Id, ref: Ref }),
  /** `ply` is the number of half-moves before this one (0 for White's first): a resend is applied once. */
  z.object({ type: z.literal('move'), gameId: Id, move: MoveText, ply: z.number().int().min(0), ref: Ref }),
  z.object({ type: z.literal('chat'), gameId: Id, message: ChatText, ref: Ref }),
  /** Asks to take back one's last move, or answers the opponent's request; answered by a `game` snapshot. */
  z.object({ type: z.literal('takeback'), gameId: Id, action: TakebackAction, ref: Ref }),
  /** A line in the game's spectators' chat (decision 275): signed-in viewers who are not its players. */
  z.object({ type: z.literal('spectator_chat'), gameId: Id, message: ChatText, ref: Ref }),
  /**
   * WebRTC description or candidate, relayed untouched to the other player of the game, or the other
   * member of the study board (`studyId` instead of `gameId`, decision 234).
   */
  z.object({ type: z.literal('signal'), ...SubjectIds, data: z.record(z.string(), z.unknown()), ref: Ref }),
  /**
   * A change to a shared review (a finished game's players, or a study's two members); answered by the
   * `review` event.
   */
  z.object({ type: z.literal('review'), ...SubjectIds, action: ReviewAction, ref: Ref }),
  /** A player opened the review: the partner is invited to join it. */
  z.object({ type: z.literal('review_open'), ...SubjectIds, ref: Ref }),
  /** A step of the recording consent exchange (decision 192); `reason` only with `stop`. */
  z.object({
    type: z.literal('recording'),
    gameId: Id,
    action: RecordingAction,
    reason: RecordingStopReason.optional(),
    ref: Ref,
  }),
  /**
   * Start (true) or stop watching the lobby's open seeks (issue 28): a watcher hears `lobby_seeks`, never a
   * seek of someone a block keeps them apart from. Signed-in sockets only.
   */
  z.object({ type: z.literal('lobby'), watch: z.boolean(), ref: Ref }),
  /**
   * "Show my camera" / "Hide my camera" in a call with a stranger (decision 284): relayed to the other
   * player only, and remembered so a page that comes back can ask for it (`GET /api/games/:id/call`).
   */
  z.object({ type: z.literal('camera'), gameId: Id, shown: z.boolean(), ref: Ref }),
  /** Start (true) or stop watching a tournament's live standings (issue 30). */
  TournamentWatchFrame,
  /** `t` is the sender's clock; the `pong` carries it back so the sender can time the round trip. */
  z.object({ type: z.literal('ping'), t: z.number() }),
]);
export type ClientMessage = z.infer<typeof ClientMessage>;

export const ChatEntry = z.object({
  id: Id,
  gameId: Id,
  userId: Id.nullable(),
  username: z.string(),
  message: z.string(),
  timestamp: z.string(),
  isSystem: z.boolean(),
});
export type ChatEntry = z.infer<typeof ChatEntry>;

/** What the server sends on `/ws`. Game events carry the game's `version` so a gap can be noticed. */
export const ServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), protocol: z.number().int(), userId: Id.nullable() }),
  z.object({ type: z.literal('game'), game: Game }),
  z.object({
    type: z.literal('move'),
    gameId: Id,
    version: z.number().int(),
    move: MoveText,
    san: z.string(),
    ply: z.number().int(),
    currentTurn: Color,
    playerColor: Color,
    isCheck: z.boolean(),
    isCheckmate: z.boolean(),
    captured: z.string().nullable(),
    whiteTimeRemaining: z.number(),
    blackTimeRemaining: z.number(),
    serverNow: z.number(),
    /** When the side to move must make its first move (epoch ms); null once both sides have moved. */
    firstMoveDeadline: z.number().nullable(),
    /** A correspondence game's next deadline (epoch ms, decision 316); null once it is over, absent otherwise. */
    deadline: z.number().nullable().optional(),
  }),
  z.object({ type: z.literal('player_joined'), gameId: Id, version: z.number().int(), game: Game }),
  z.object({
    type: z.literal('game_over'),
    gameId: Id,
    version: z.number().int(),
    result: GameResult.nullable(),
    termination: Termination,
  }),
  z.object({ type: z.literal('chat'), entry: ChatEntry }),
  /**
   * A line of the spectators' chat (decision 275): to the game's signed-in spectators, and to its players
   * only once the game is over; never to signed-out sockets.
   */
  z.object({ type: z.literal('spectator_chat'), entry: ChatEntry }),
  z.object({ type: z.literal('signal'), ...SubjectIds, from: Id, data: z.record(z.string(), z.unknown()) }),
  /** To the other player of a call with a stranger: `from` showed or hid their camera (decision 284). */
  z.object({ type: z.literal('camera'), gameId: Id, from: Id, shown: z.boolean() }),
  /** The other player's step of the recording consent exchange; `username` names them in the dialog. */
  z.object({
    type: z.literal('recording'),
    gameId: Id,
    from: Id,
    username: z.string(),
    action: RecordingAction,
    reason: RecordingStopReason.optional(),
  }),
  z.object({
    type: z.literal('presence'),
    gameId: Id,
    white: z.boolean(),
    black: z.boolean(),
    spectators: z.number().int(),
  }),
  /**
   * To the waiting game's host only: someone tried to take the black seat and was refused (the seat
   * is taken or held, the game is over, or an allowance is used up), so the host knows why nobody came.
   */
  z.object({
    type: z.literal('join_refused'),
    gameId: Id,
    username: z.string(),
    displayName: z.string().nullable(),
    code: ErrorCode,
  }),
  /** An applied review action: `version` is the review's after it; a gap means fetch the whole review. */
  z.object({
    type: z.literal('review'),
    ...SubjectIds,
    version: z.number().int(),
    action: ReviewAction,
    actor: Id,
  }),
  z.object({ type: z.literal('review_opened'), ...SubjectIds, by: Id }),
  /**
   * To a study's two members' tabs (decision 235): the owner deleted it, or its second seat emptied because
   * the guest left or a block came between the two. The room reloads, or says the study is gone.
   */
  z.object({ type: z.literal('study_changed'), studyId: Id, change: StudyChange }),
  /** To one user's tabs: their friends, requests or blocks changed (the Friends page reloads its list). */
  z.object({ type: z.literal('friends_changed') }),
  /** To one user's tabs: a friend's presence, as that friend lets them see it. */
  z.object({ type: z.literal('friend_presence'), userId: Id, presence: PresenceState }),
  /** To one user's tabs: something for the notification centre, shown at once on any page. */
  z.object({ type: z.literal('notification'), notification: Notification }),
  /**
   * To a lobby watcher, at most every `LOBBY_BATCH_MS`: the seeks that appeared (never one of someone a block
   * keeps them apart from) and the ids of those that went (taken, cancelled, or their owner left) since the last
   * such frame. A seek that came and went within one batch is in neither.
   */
  z.object({
    type: z.literal('lobby_seeks'),
    added: z.array(Seek),
    gone: z.array(Id),
    /** "Players in the lobby" now, when seeks or quick pairing's queue changed (absent for a block's frame). */
    waiting: z.number().int().nonnegative().optional(),
  }),
  /** To one user's tabs: the lobby paired them (quick pairing, or a seek accepted): go to the game. */
  z.object({ type: z.literal('lobby_paired'), gameId: Id }),
  /** To one user's tabs: their place in quick pairing changed elsewhere (another tab cancelled, say). */
  z.object({
    type: z.literal('lobby_queue'),
    queue: QueueState.nullable(),
    /**
     * Why the person no longer waits when it was not their own choice: a bar or a used-up allowance found
     * when a wave paired them, a game that could not start. Absent for a cancel or a move to another pool.
     */
    reason: z
      .object({
        code: ErrorCode,
        message: z.string(),
        /** The refusal's details for the client's own words (decision 322): a bar's `hold` and `until`. */
        fields: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      })
      .optional(),
  }),
  /** Tournaments (issue 30): standings to watchers, the next game to a player, the tournament's state changes. */
  TournamentStandingsFrame,
  TournamentNextGameFrame,
  TournamentStateFrame,
  z.object({ type: z.literal('pong'), t: z.number() }),
  z.object({
    type: z.literal('error'),
    message: z.string(),
    code: ErrorCode,
    /** Why the rules refused a move (`illegal_move`): the client words it. */
    refusal: MoveRefusal.optional(),
    /** A mute's or a bar's end (`chat_muted`, `lobby_barred`; decision 322): `until` in epoch ms when dated. */
    hold: z.enum(['dated', 'permanent']).optional(),
    until: z.number().optional(),
    ref: z.string().optional(),
  }),
]);
export type ServerMessage = z.infer<typeof ServerMessage>;

/** `GET /api/games/:id/chat`: the game's chat log, oldest first. */
export const ChatLogResponse = z.object({ messages: z.array(ChatEntry) });
export type ChatLogResponse = z.infer<typeof ChatLogResponse>;

/**
 * `GET /api/games/:id/spectator-chat`: the spectators' chat, oldest first, for a signed-in spectator, or
 * a player once the game is over (decision 275).
 */
export const SpectatorChatLogResponse = ChatLogResponse;
export type SpectatorChatLogResponse = ChatLogResponse;

/** How often a tab sends `ping` (RTT and dead-socket detection on the client side). */
export const LIVE_CLIENT_PING_INTERVAL_MS = 10_000;
/** A tab that hears nothing (not even a `pong`) for this long treats its socket as dead and reconnects. */
export const LIVE_CLIENT_SILENCE_LIMIT_MS = 25_000;

/** Exhaustiveness guard for switches over message types. */
export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
}
