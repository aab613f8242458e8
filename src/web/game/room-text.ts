import { colorName, describeOutcome } from '../../core/chess';
import { type Color, type Game, type GameStatus, isFinished } from '../../core/protocol';
import type { ToastOptions } from '../lib/use-toast';
import { joinRefusalScreen } from './join-refusal';
import type { LinkStatus } from './live-link';
import type { RoomNotice } from './room-state';

/** The texts of the room, derived from the game and the viewer (spec §2 banners and indicators). */

const upper = (color: Color) => colorName(color).toUpperCase();

/** Header badge: Active or Waiting while the game lives; Completed or Abandoned after. */
export function statusBadge(status: GameStatus): string {
  return { active: 'Active', waiting: 'Waiting', completed: 'Completed', abandoned: 'Abandoned' }[status];
}

/** The board's status badge: 'Live Game', 'Waiting for Player', or the raw status. */
export function boardStatusBadge(status: GameStatus): string {
  if (status === 'active') return 'Live Game';
  if (status === 'waiting') return 'Waiting for Player';
  return status;
}

/** 'Game Over - White Wins!' and its kin, for finished games only. */
export function gameOverBanner(game: Game): string | null {
  if (!isFinished(game)) return null;
  switch (game.result) {
    case 'white_wins':
      return 'Game Over - White Wins!';
    case 'black_wins':
      return 'Game Over - Black Wins!';
    case 'draw':
      return 'Game Over - Draw!';
    default:
      return 'Game Over - Game Abandoned';
  }
}

/** How the game ended, in a sentence (resignation, timeout, repetition…). */
export function endingDetail(game: Game): string | null {
  if (!isFinished(game) || !game.termination) return null;
  return describeOutcome({ result: game.result, termination: game.termination });
}

/** The seat a waiting game still has open (the creator chose either colour), or null. */
export function openSeat(game: Game): Color | null {
  if (game.status !== 'waiting') return null;
  if (game.whitePlayerId === null) return 'white';
  if (game.blackPlayerId === null) return 'black';
  return null;
}

/** Whether a viewer who is not yet a player could take the open seat (not when it is held for someone else). */
export function canJoin(game: Game, viewerId: string | null): boolean {
  return (
    viewerId !== null &&
    openSeat(game) !== null &&
    game.whitePlayerId !== viewerId &&
    game.blackPlayerId !== viewerId &&
    (!game.reservedFor || game.reservedFor.userId === viewerId)
  );
}

/** The invited player a waiting game's seat is held for, when that is not the viewer; else null. */
export function reservedForOther(game: Game, viewerId: string | null): string | null {
  if (game.status !== 'waiting' || !game.reservedFor || game.reservedFor.userId === viewerId) return null;
  return game.reservedFor.username;
}

/** The turn indicator beside the board. */
export function turnIndicator(game: Game, myColor: Color | null, joinable: boolean): string {
  if (isFinished(game)) return game.result === 'draw' ? 'Draw' : 'Game Over';
  if (game.status === 'waiting') {
    if (joinable) return 'Join to Play';
    return game.reservedFor ? `Waiting for ${game.reservedFor.username}` : 'Waiting for Second Player';
  }
  if (myColor !== null && game.currentTurn === myColor) return `Your Turn (${colorName(myColor)})`;
  return `${colorName(game.currentTurn)}'s Turn`;
}

/** 'Waiting for opponent's move...' is shown to a player while the other side is to move. */
export function isWaitingForOpponent(game: Game, myColor: Color | null): boolean {
  return game.status === 'active' && myColor !== null && game.currentTurn !== myColor;
}

export type BoardBanner = { kind: 'checkmate' | 'stalemate' | 'check'; text: string };

/** The banner over the board: checkmate, stalemate, or the side to move in check. */
export function boardBanner(game: Game, sideInCheck: Color | null): BoardBanner | null {
  if (game.termination === 'checkmate' && game.result) {
    const winner: Color = game.result === 'white_wins' ? 'white' : 'black';
    return { kind: 'checkmate', text: `CHECKMATE - ${upper(winner)} WINS!` };
  }
  if (game.termination === 'stalemate') return { kind: 'stalemate', text: 'STALEMATE - Draw Game' };
  if (game.status === 'active' && sideInCheck) {
    return { kind: 'check', text: `CHECK - ${upper(sideInCheck)} King in Danger!` };
  }
  return null;
}

/**
 * The banner for the position shown: the live one's, or none while looking back at an earlier
 * position (`viewPly`), which the final checkmate or a past check does not describe.
 */
export function shownBanner(
  game: Game,
  viewPly: number | null,
  sideInCheck: Color | null,
): BoardBanner | null {
  return viewPly === null ? boardBanner(game, sideInCheck) : null;
}

/** The viewer's result (spec §4): Win, Loss, Draw, or Unknown. */
export function viewerResult(game: Game, myColor: Color | null): 'Win' | 'Loss' | 'Draw' | 'Unknown' {
  if (game.result === 'draw') return 'Draw';
  if (!game.result || !myColor) return 'Unknown';
  const winner: Color = game.result === 'white_wins' ? 'white' : 'black';
  return winner === myColor ? 'Win' : 'Loss';
}

/** The name a player is shown under; the viewer's own entry reads 'You'. */
export function playerLabel(game: Game, color: Color, viewerId: string | null): string {
  const id = color === 'white' ? game.whitePlayerId : game.blackPlayerId;
  if (id !== null && id === viewerId) return 'You';
  const user = color === 'white' ? game.white : game.black;
  if (!user) return openSeat(game) === color ? 'Waiting for opponent' : colorName(color);
  return user.displayName || user.username;
}

/** What the room says while the server turns its socket away for holding too many at once. */
export const TOO_MANY_SOCKETS_TEXT = 'Too many open tabs or connections — close some and reload';

/** Why the room is not live, when the server refused it: its socket, or its join of the game. */
export function liveRefusalText(connection: LinkStatus, joinRefusal: string | null): string | null {
  if (connection === 'too_many_sockets') return TOO_MANY_SOCKETS_TEXT;
  return joinRefusal;
}

/** Whether a refusal the room was told of means the viewer's session is gone: they must sign in again. */
export function needsSignIn(notice: RoomNotice): boolean {
  const refused =
    notice.kind === 'join_failed' || notice.kind === 'move_failed' || notice.kind === 'action_failed';
  return refused && notice.code === 'auth_required';
}

/** The toast for a notice, if it deserves one (spec §8 titles and durations; one toast at a time). */
export function toastFor(notice: RoomNotice): ToastOptions | null {
  switch (notice.kind) {
    case 'move':
      // Routine (decision 170): a move, a capture, a check and a mate are told by the sound, the move
      // list and the board's highlights and banner; a toast would cover what the player is looking at.
      return null;
    case 'player_joined':
      return { title: 'Player Joined', description: 'Your opponent has joined the game!' };
    case 'joined':
      return {
        title: 'Game Joined!',
        description: 'You are now the black player. Game starting!',
        variant: 'success',
      };
    case 'join_failed':
      // A refusal that asking again cannot change has its own screen instead.
      if (joinRefusalScreen(notice.code, notice.message)) return null;
      return { title: 'Join Failed', description: notice.message, variant: 'destructive' };
    case 'move_failed':
      return { title: 'Move failed', description: notice.message, variant: 'destructive' };
    case 'action_failed':
      return { title: 'Action failed', description: notice.message, variant: 'destructive' };
    case 'game_over': {
      // A checkmate is on the board already: its banner and the result under it.
      if (notice.game.termination === 'checkmate') return null;
      return {
        title: gameOverBanner(notice.game) ?? 'Game Over',
        description: endingDetail(notice.game) ?? undefined,
      };
    }
    case 'takeback':
      return takebackToast(notice);
    case 'sound':
    case 'rematch':
      return null;
    default: {
      const _exhaustive: never = notice;
      throw new Error(`Unknown notice ${JSON.stringify(_exhaustive)}`);
    }
  }
}

/** The requester hears the answer; everyone else hears of an accepted takeback only (the board changed). */
function takebackToast(notice: Extract<RoomNotice, { kind: 'takeback' }>): ToastOptions | null {
  const mine = notice.viewer === notice.requester;
  if (notice.answer === 'declined') {
    return mine
      ? { title: 'Takeback declined', description: 'Your opponent declined your takeback request.' }
      : null;
  }
  if (mine) return { title: 'Takeback accepted', description: 'Your last move was taken back. Your move.' };
  return {
    title: 'Move taken back',
    description: `${colorName(notice.requester)}'s last move was taken back.`,
  };
}
