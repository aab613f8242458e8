import type { Color, Game } from '../../core/protocol';
import type { Refusal } from '../lib/api';
import type { ClockReading } from './clock';
import type { LinkStatus } from './live-link';
import type { MoveRefused, PendingMove } from './move-sender';
import { EMPTY_SELECTION, type SelectionState } from './selection';
import type { SoundKind } from './sounds';

/** Things the page turns into toasts, sounds and navigation. */
export type RoomNotice =
  | { kind: 'sound'; sound: SoundKind }
  | {
      kind: 'move';
      /** Who the viewer is in this game: a side, or null for a spectator. */
      viewer: Color | null;
      mover: Color;
      san: string;
      isCheck: boolean;
      isCheckmate: boolean;
      captured: string | null;
    }
  | { kind: 'player_joined'; game: Game }
  | { kind: 'joined' }
  | ({ kind: 'join_failed' } & Refusal)
  | ({ kind: 'move_failed' } & MoveRefused)
  | ({ kind: 'action_failed' } & Refusal)
  | { kind: 'game_over'; game: Game }
  /** The answer to a takeback request (decision 273); `requester` asked, `viewer` is who sees it. */
  | { kind: 'takeback'; answer: 'accepted' | 'declined'; requester: Color; viewer: Color | null }
  | { kind: 'rematch'; gameId: string };

export interface Presence {
  white: boolean;
  black: boolean;
  spectators: number;
}

export interface RoomState {
  phase: 'loading' | 'ready' | 'not_found' | 'error';
  /** The game as shown: the server's, with the viewer's unanswered move applied. */
  game: Game | null;
  pending: PendingMove | null;
  connection: LinkStatus;
  presence: Presence | null;
  /** Local time at which the opponent was seen to leave (players of an active game only). */
  opponentAwaySince: number | null;
  selection: SelectionState;
  /** The ply being looked at when stepping through the moves; null: the live position. */
  viewPly: number | null;
  /** Clocks to tick from, and local-minus-server time. */
  clock: ClockReading | null;
  clockOffsetMs: number;
  /** An action (resign, draw, join…) is in flight. */
  busy: boolean;
  /** Why the socket may not follow the game (too many viewers), while it may not; the game shown is not live. */
  joinRefusal: string | null;
}

export function initialRoomState(connection: LinkStatus): RoomState {
  return {
    phase: 'loading',
    game: null,
    pending: null,
    connection,
    presence: null,
    opponentAwaySince: null,
    selection: EMPTY_SELECTION,
    viewPly: null,
    clock: null,
    clockOffsetMs: 0,
    busy: false,
    joinRefusal: null,
  };
}

/** The viewer's side in `game`, or null for a spectator (or before the game is known). */
export function colorOf(game: Game | null, viewerId: string | null): Color | null {
  if (!game || viewerId === null) return null;
  if (game.whitePlayerId === viewerId) return 'white';
  if (game.blackPlayerId === viewerId) return 'black';
  return null;
}
