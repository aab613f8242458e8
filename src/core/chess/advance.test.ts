import { describe, expect, it } from 'vitest';
import type { Game } from '../protocol/game';
import { advanceGame, clockOfGame } from './advance';
import { FIRST_MOVE_WINDOW_MS } from './clock';
import { Position } from './position';

const T0 = 1_700_000_000_000;

/** A wire game after `moves`, clocks read at T0 (the side to move's clock runs once both have moved). */
function gameAfter(moves: string[], overrides: Partial<Game> = {}): Game {
  const position = Position.fromMoves(moves);
  if (!position.ok) throw new Error(position.reason);
  return {
    id: 'g1',
    status: 'active',
    whitePlayerId: 'w',
    blackPlayerId: 'b',
    white: null,
    black: null,
    rated: true,
    timeControl: 300,
    increment: 5,
    moves,
    san: moves.map(() => '?'),
    fen: position.value.fen,
    boardState: position.value.board(),
    currentTurn: position.value.turn,
    whiteTimeRemaining: 300,
    blackTimeRemaining: 300,
    clockRunning: moves.length >= 2 ? position.value.turn : null,
    serverNow: T0,
    result: null,
    termination: null,
    drawOffer: 'black',
    version: 7,
    createdAt: '2026-01-01T00:00:00.000Z',
    startedAt: '2026-01-01T00:00:01.000Z',
    endedAt: null,
    firstMoveDeadline: moves.length < 2 ? T0 + FIRST_MOVE_WINDOW_MS : null,
    ...overrides,
  };
}

function play(game: Game, move: string) {
  const position = Position.fromFen(game.fen);
  if (!position.ok) throw new Error(position.reason);
  const played = position.value.play(move);
  if (!played.ok) throw new Error(played.reason.code);
  return { played: played.value, position: position.value };
}

describe('advanceGame', () => {
  it('adds the move, the position after it and the next turn, declines a draw offer, bumps the version', () => {
    const game = gameAfter([]);
    const { played, position } = play(game, 'e2-e4');
    const next = advanceGame(game, played, T0 + 4000);
    expect(next).toMatchObject({
      moves: ['e2-e4'],
      san: ['e4'],
      fen: position.fen,
      boardState: position.board(),
      currentTurn: 'black',
      drawOffer: null,
      version: 8,
      serverNow: T0 + 4000,
    });
    expect(game.moves).toEqual([]);
  });

  it("leaves both first moves untimed, without increment, each opening the other side's first-move window", () => {
    const start = gameAfter([]);
    const afterWhite = advanceGame(start, play(start, 'e2-e4').played, T0 + 20_000);
    expect(afterWhite).toMatchObject({
      whiteTimeRemaining: 300,
      blackTimeRemaining: 300,
      clockRunning: null,
      firstMoveDeadline: T0 + 20_000 + FIRST_MOVE_WINDOW_MS,
    });
    const afterBlack = advanceGame(afterWhite, play(afterWhite, 'e7-e5').played, T0 + 29_000);
    expect(afterBlack).toMatchObject({
      whiteTimeRemaining: 300,
      blackTimeRemaining: 300,
      clockRunning: 'white',
      firstMoveDeadline: null,
    });
  });

  it('charges the mover the time since the clocks were read and adds the increment from the third ply', () => {
    const game = gameAfter(['e2-e4', 'e7-e5'], { whiteTimeRemaining: 120, blackTimeRemaining: 90 });
    const next = advanceGame(game, play(game, 'g1-f3').played, T0 + 7500);
    expect(next).toMatchObject({
      whiteTimeRemaining: 120 - 7.5 + 5,
      blackTimeRemaining: 90,
      clockRunning: 'black',
      currentTurn: 'black',
    });
  });

  it('never takes a clock below zero before the increment', () => {
    const game = gameAfter(['e2-e4', 'e7-e5'], { whiteTimeRemaining: 2 });
    const next = advanceGame(game, play(game, 'g1-f3').played, T0 + 10_000);
    expect(next.whiteTimeRemaining).toBe(5);
  });

  it('stops both clocks after a move that ends the game, and leaves the result to the server', () => {
    const game = gameAfter(['f2-f3', 'e7-e5', 'g2-g4']);
    const { played } = play(game, 'd8-h4');
    expect(played.isCheckmate).toBe(true);
    const next = advanceGame(game, played, T0 + 1000);
    expect(next).toMatchObject({
      clockRunning: null,
      status: 'active',
      result: null,
      san: ['?', '?', '?', 'Qh4#'],
    });
    expect(next.blackTimeRemaining).toBe(300 - 1 + 5);
  });

  it("reads a wire game's clocks as core's clock state", () => {
    const game = gameAfter(['e2-e4', 'e7-e5'], { whiteTimeRemaining: 61.5, blackTimeRemaining: 42 });
    expect(clockOfGame(game)).toEqual({
      whiteMs: 61_500,
      blackMs: 42_000,
      running: 'white',
      turnStartedAt: T0,
    });
  });
});

describe('advanceGame in a correspondence game', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const correspondence = (moves: string[]) =>
    gameAfter(moves, {
      daysPerMove: 2,
      deadline: T0 + 2 * DAY,
      timeControl: 2 * 24 * 60 * 60,
      increment: 0,
      firstMoveDeadline: null,
    });

  it('gives the next mover the whole of their days from the move, with no first-move window', () => {
    const start = correspondence([]);
    const next = advanceGame(start, play(start, 'e2-e4').played, T0 + 30 * 60 * 60 * 1000);
    expect(next).toMatchObject({
      moves: ['e2-e4'],
      currentTurn: 'black',
      clockRunning: 'black',
      firstMoveDeadline: null,
      deadline: T0 + 30 * 60 * 60 * 1000 + 2 * DAY,
      whiteTimeRemaining: 2 * 24 * 60 * 60,
      blackTimeRemaining: 2 * 24 * 60 * 60,
      drawOffer: null,
      version: 8,
    });
  });

  it('has no deadline after a move that ends the game', () => {
    const game = correspondence(['f2-f3', 'e7-e5', 'g2-g4']);
    const mated = advanceGame(game, play(game, 'd8-h4').played, T0 + DAY);
    expect(mated).toMatchObject({ deadline: null, clockRunning: null });
  });
});
