import { Position, UNTIMED_PLIES } from '../../core/chess';
import type { Game, PublicUser } from '../../core/protocol';

/** Test helpers: a wire Game after the given moves, and the `move` event for the next one. */

export const WHITE: PublicUser = {
  id: 'user-white',
  username: 'alice',
  displayName: null,
  rating: 1200,
  avatarUrl: null,
};
export const BLACK: PublicUser = {
  id: 'user-black',
  username: 'bob',
  displayName: 'Bob',
  rating: 1250,
  avatarUrl: null,
};

export function gameAfter(moves: string[], overrides: Partial<Game> = {}): Game {
  const position = Position.initial();
  const san: string[] = [];
  for (const move of moves) {
    const played = position.play(move);
    if (!played.ok) throw new Error(played.reason.code);
    san.push(played.value.san);
  }
  return {
    id: 'g1',
    status: 'active',
    whitePlayerId: WHITE.id,
    blackPlayerId: BLACK.id,
    white: WHITE,
    black: BLACK,
    rated: true,
    timeControl: 300,
    increment: 0,
    moves,
    san,
    fen: position.fen,
    boardState: position.board(),
    currentTurn: position.turn,
    whiteTimeRemaining: 300,
    blackTimeRemaining: 300,
    clockRunning: moves.length >= UNTIMED_PLIES ? position.turn : null,
    serverNow: 1_000_000,
    result: null,
    termination: null,
    drawOffer: null,
    version: moves.length + 2,
    createdAt: '2026-01-01T00:00:00.000Z',
    startedAt: '2026-01-01T00:00:01.000Z',
    endedAt: null,
    ...overrides,
  };
}

/** The server's `move` event for playing `move` on `game`. */
export function moveEvent(game: Game, move: string, overrides: Record<string, unknown> = {}) {
  const position = Position.fromFen(game.fen);
  if (!position.ok) throw new Error(position.reason);
  const played = position.value.play(move);
  if (!played.ok) throw new Error(played.reason.code);
  return {
    type: 'move' as const,
    gameId: game.id,
    version: game.version + 1,
    move,
    san: played.value.san,
    ply: game.moves.length,
    currentTurn: position.value.turn,
    playerColor: played.value.color,
    isCheck: played.value.isCheck,
    isCheckmate: played.value.isCheckmate,
    captured: played.value.captured,
    whiteTimeRemaining: game.whiteTimeRemaining,
    blackTimeRemaining: game.blackTimeRemaining,
    serverNow: game.serverNow + 1000,
    firstMoveDeadline: game.moves.length === 0 ? game.serverNow + 31_000 : null,
    ...overrides,
  };
}
