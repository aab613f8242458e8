import { type Color, type Game, isFinished } from '../../core/protocol';
import type { MoveEvent } from './game-feed';
import type { RoomNotice } from './room-state';
import { soundFor } from './sounds';

/**
 * What the viewer is told when the server's game went from `before` to `after`: the opponent's move
 * (with its sound; the viewer heard their own when they made it), Black joining White's game, the
 * answer to a takeback request, the game's end, and the rematch once both agreed.
 */
export function noticesFor(
  before: Game | null,
  after: Game,
  event: MoveEvent | null,
  viewer: Color | null,
): RoomNotice[] {
  const notices: RoomNotice[] = [];
  if (event) {
    if (viewer !== event.playerColor) notices.push({ kind: 'sound', sound: soundFor(event) });
    notices.push({
      kind: 'move',
      viewer,
      mover: event.playerColor,
      san: event.san,
      isCheck: event.isCheck,
      isCheckmate: event.isCheckmate,
      captured: event.captured,
    });
  }
  if (!before) return notices;
  // The player who sat waiting (either colour) hears that the open seat was taken.
  const seatOfViewerBefore = viewer === 'white' ? before.whitePlayerId : before.blackPlayerId;
  const wasOpen = !before.whitePlayerId || !before.blackPlayerId;
  if (viewer && seatOfViewerBefore && wasOpen && after.whitePlayerId && after.blackPlayerId) {
    notices.push({ kind: 'player_joined', game: after });
  }
  if (!isFinished(before) && isFinished(after)) notices.push({ kind: 'game_over', game: after });
  const requester = before.takebackOffer ?? null;
  // A request that ends without a move was answered: fewer moves means accepted. A move cancels it silently.
  if (requester && !after.takebackOffer && !event && after.status === 'active') {
    if (after.moves.length < before.moves.length)
      notices.push({ kind: 'takeback', answer: 'accepted', requester, viewer });
    else if (after.moves.length === before.moves.length)
      notices.push({ kind: 'takeback', answer: 'declined', requester, viewer });
  }
  if (after.rematchGameId && !before.rematchGameId)
    notices.push({ kind: 'rematch', gameId: after.rematchGameId });
  return notices;
}

/** Since when the viewer's opponent has had no socket on this active game; `since` if already away. */
export function awaySince(
  presence: { white: boolean; black: boolean } | null,
  game: Game | null,
  viewer: Color | null,
  since: number | null,
  now: number,
): number | null {
  if (!presence || !viewer || !game || game.status !== 'active') return null;
  const opponentHere = viewer === 'white' ? presence.black : presence.white;
  if (opponentHere) return null;
  return since ?? now;
}
