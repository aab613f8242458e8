import type { I18n } from '@lingui/core';
import { type Color, type Game, type GameStatus, isFinished } from '../../core/protocol';
import type { ErrorCode } from '../../core/protocol/errors';
import { moveRefusalText } from '../board/move-refusal-text';
import { loadedMessage } from '../i18n/loaded-message';
import type { ToastOptions } from '../lib/use-toast';
import { joinRefusalScreen, serverWordsFor } from './join-refusal';
import type { LinkStatus } from './live-link';
import { outcomeSentence } from './outcome-text';
import type { RoomNotice } from './room-state';

/**
 * The texts of the room, derived from the game and the viewer (spec §2 banners and indicators), in the language of
 * the `i18n` given: a component passes its `useLingui()` one, so it draws again when the reader switches.
 */

/** "White" or "Black" alone (a player's seat, the captured pieces' rows). */
export function colorWord(i18n: I18n, color: Color): string {
  return i18n._('room.color', { color });
}

/** Header badge: Active or Waiting while the game lives; Completed or Abandoned after. */
export function statusBadge(i18n: I18n, status: GameStatus): string {
  return {
    active: i18n._('room.status.active'),
    waiting: i18n._('room.status.waiting'),
    completed: i18n._('room.status.completed'),
    abandoned: i18n._('room.status.abandoned'),
  }[status];
}

/**
 * The board's status badge: 'Live Game' ('Correspondence Game' for one played over days), 'Waiting for Player', or
 * the status in lower case.
 */
export function boardStatusBadge(i18n: I18n, game: Pick<Game, 'status' | 'daysPerMove'>): string {
  const correspondence = game.daysPerMove !== null && game.daysPerMove !== undefined;
  return {
    active: i18n._(correspondence ? 'room.boardStatus.correspondence' : 'room.boardStatus.live'),
    waiting: i18n._('room.boardStatus.waiting'),
    completed: i18n._('room.boardStatus.completed'),
    abandoned: i18n._('room.boardStatus.abandoned'),
  }[game.status];
}

/** 'Game Over - White Wins!' and its kin, for finished games only. */
export function gameOverBanner(i18n: I18n, game: Game): string | null {
  if (!isFinished(game)) return null;
  switch (game.result) {
    case 'white_wins':
      return i18n._('room.gameOver.whiteWins');
    case 'black_wins':
      return i18n._('room.gameOver.blackWins');
    case 'draw':
      return i18n._('room.gameOver.draw');
    default:
      return i18n._('room.gameOver.abandoned');
  }
}

/** How the game ended, in a sentence (resignation, timeout, repetition…). */
export function endingDetail(i18n: I18n, game: Game): string | null {
  if (!isFinished(game) || !game.termination) return null;
  return outcomeSentence(i18n, { result: game.result, termination: game.termination });
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
export function turnIndicator(i18n: I18n, game: Game, myColor: Color | null, joinable: boolean): string {
  if (isFinished(game))
    return game.result === 'draw' ? i18n._('room.turn.draw') : i18n._('room.turn.gameOver');
  if (game.status === 'waiting') {
    if (joinable) return i18n._('room.turn.joinToPlay');
    return game.reservedFor
      ? i18n._('room.turn.waitingFor', { username: game.reservedFor.username })
      : i18n._('room.turn.waitingSecond');
  }
  if (myColor !== null && game.currentTurn === myColor) return i18n._('room.turn.yours', { color: myColor });
  return i18n._('room.turn.theirs', { color: game.currentTurn });
}

/** 'Waiting for opponent's move...' is shown to a player while the other side is to move. */
export function isWaitingForOpponent(game: Game, myColor: Color | null): boolean {
  return game.status === 'active' && myColor !== null && game.currentTurn !== myColor;
}

export type BoardBanner = { kind: 'checkmate' | 'stalemate' | 'check'; text: string };

/** The banner over the board: checkmate, stalemate, or the side to move in check. */
export function boardBanner(i18n: I18n, game: Game, sideInCheck: Color | null): BoardBanner | null {
  if (game.termination === 'checkmate' && game.result) {
    const winner: Color = game.result === 'white_wins' ? 'white' : 'black';
    return { kind: 'checkmate', text: i18n._('room.banner.checkmate', { winner }) };
  }
  if (game.termination === 'stalemate') return { kind: 'stalemate', text: i18n._('room.banner.stalemate') };
  if (game.status === 'active' && sideInCheck) {
    return { kind: 'check', text: i18n._('room.banner.check', { color: sideInCheck }) };
  }
  return null;
}

/**
 * The banner for the position shown: the live one's, or none while looking back at an earlier
 * position (`viewPly`), which the final checkmate or a past check does not describe.
 */
export function shownBanner(
  i18n: I18n,
  game: Game,
  viewPly: number | null,
  sideInCheck: Color | null,
): BoardBanner | null {
  return viewPly === null ? boardBanner(i18n, game, sideInCheck) : null;
}

/** The viewer's result (spec §4): Win, Loss, Draw, or Unknown. */
export function viewerResult(game: Game, myColor: Color | null): 'Win' | 'Loss' | 'Draw' | 'Unknown' {
  if (game.result === 'draw') return 'Draw';
  if (!game.result || !myColor) return 'Unknown';
  const winner: Color = game.result === 'white_wins' ? 'white' : 'black';
  return winner === myColor ? 'Win' : 'Loss';
}

/** The viewer's result, worded: "Your result: Win". */
export function viewerResultText(i18n: I18n, game: Game, myColor: Color | null): string {
  const result = viewerResult(game, myColor);
  return i18n._('room.yourResult', {
    result: { Win: 'win', Loss: 'loss', Draw: 'draw', Unknown: 'unknown' }[result],
  });
}

/** The name a player is shown under; the viewer's own entry reads 'You'. */
export function playerLabel(i18n: I18n, game: Game, color: Color, viewerId: string | null): string {
  const id = color === 'white' ? game.whitePlayerId : game.blackPlayerId;
  if (id !== null && id === viewerId) return i18n._('room.player.you');
  const user = color === 'white' ? game.white : game.black;
  if (!user) return openSeat(game) === color ? i18n._('room.player.waiting') : colorWord(i18n, color);
  return user.displayName || user.username;
}

/** Why the room is not live, when the server refused it: its socket, or its join of the game. */
export function liveRefusalText(
  i18n: I18n,
  connection: LinkStatus,
  joinRefusal: string | null,
): string | null {
  // The server's own words for a refused join (issue 31 leaves the server's texts for later).
  if (connection === 'too_many_sockets') return i18n._('room.tooManySockets');
  return joinRefusal;
}

/** Whether a refusal the room was told of means the viewer's session is gone: they must sign in again. */
export function needsSignIn(notice: RoomNotice): boolean {
  const refused =
    notice.kind === 'join_failed' || notice.kind === 'move_failed' || notice.kind === 'action_failed';
  return refused && notice.code === 'auth_required';
}

/**
 * A refusal's words in a toast: the server's own sentence while it is in the reader's language (English for now,
 * and more precise than the code's), else the `errors` area's words for its code (decision 322), else the server's.
 */
function refusalWords(i18n: I18n, code: ErrorCode | null, message: string): string {
  if (code === null) return message;
  return serverWordsFor(i18n, message) ?? loadedMessage(i18n, `error.${code}`) ?? message;
}

/** The toast for a notice, if it deserves one (spec §8 titles and durations; one toast at a time). */
export function toastFor(i18n: I18n, notice: RoomNotice): ToastOptions | null {
  switch (notice.kind) {
    case 'move':
      // Routine (decision 170): a move, a capture, a check and a mate are told by the sound, the move
      // list and the board's highlights and banner; a toast would cover what the player is looking at.
      return null;
    case 'player_joined':
      return {
        title: i18n._('room.toast.playerJoined.title'),
        description: i18n._('room.toast.playerJoined.text'),
      };
    case 'joined':
      return {
        title: i18n._('room.toast.joined.title'),
        description: i18n._('room.toast.joined.text'),
        variant: 'success',
      };
    // The descriptions of refusals are the server's (or the request's) own words, or their code's in another language.
    case 'join_failed':
      // A refusal that asking again cannot change has its own screen instead.
      if (joinRefusalScreen(i18n, notice.code, notice.message)) return null;
      return {
        title: i18n._('room.toast.joinFailed'),
        description: refusalWords(i18n, notice.code, notice.message),
        variant: 'destructive',
      };
    case 'move_failed':
      return {
        title: i18n._('room.toast.moveFailed'),
        // The rules' reason in the reader's words; a refusal for another reason keeps the server's.
        description: notice.rules
          ? moveRefusalText(i18n, notice.rules)
          : refusalWords(i18n, notice.code, notice.message),
        variant: 'destructive',
      };
    case 'action_failed':
      return {
        title: i18n._('room.toast.actionFailed'),
        description: refusalWords(i18n, notice.code, notice.message),
        variant: 'destructive',
      };
    case 'game_over': {
      // A checkmate is on the board already: its banner and the result under it.
      if (notice.game.termination === 'checkmate') return null;
      return {
        title: gameOverBanner(i18n, notice.game) ?? i18n._('room.gameOver'),
        description: endingDetail(i18n, notice.game) ?? undefined,
      };
    }
    case 'takeback':
      return takebackToast(i18n, notice);
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
function takebackToast(i18n: I18n, notice: Extract<RoomNotice, { kind: 'takeback' }>): ToastOptions | null {
  const mine = notice.viewer === notice.requester;
  if (notice.answer === 'declined') {
    return mine
      ? {
          title: i18n._('room.toast.takebackDeclined.title'),
          description: i18n._('room.toast.takebackDeclined.text'),
        }
      : null;
  }
  if (mine) {
    return {
      title: i18n._('room.toast.takebackAccepted.title'),
      description: i18n._('room.toast.takebackAccepted.text'),
    };
  }
  return {
    title: i18n._('room.toast.takenBack.title'),
    description: i18n._('room.toast.takenBack.text', { color: notice.requester }),
  };
}
