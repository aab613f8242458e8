import { describe, expect, it } from 'vitest';
import { Position } from '../../../core/chess/position';
import { GAME_ERRORS, turnMessage } from '../../../core/protocol';
import type { GameRecord } from '../record/record';
import { decideMove, type MoveDecision, PLY_TAKEN } from './decide-move';

const NOW = 1_000_000;

/** An active game between `w` and `b` after `moves`, with White's clock running to a deadline far ahead. */
function gameAfter(moves: string[], overrides: Partial<GameRecord> = {}): GameRecord {
  const position = Position.fromMoves(moves);
  if (!position.ok) throw new Error(position.reason);
  return {
    id: 'g1',
    status: 'active',
    whitePlayerId: 'w',
    blackPlayerId: 'b',
    timeControl: 300,
    increment: 0,
    moves,
    san: [],
    fen: position.value.fen,
    startFen: null,
    clock: { whiteMs: 300_000, blackMs: 300_000, running: null, turnStartedAt: NOW - 1_000 },
    deadlineAt: NOW + 60_000,
    version: moves.length + 2,
    result: null,
    termination: null,
    drawOffer: null,
    rematchOffer: null,
    rematchGameId: null,
    hostId: 'w',
    rated: true,
    origin: 'direct',
    rematchOfGameId: null,
    createdAt: 0,
    startedAt: 0,
    endedAt: null,
    clockHistory: [],
    takeback: null,
    takebacksAsked: { white: 0, black: 0 },
    berserk: { white: false, black: false },
    tournamentId: null,
    daysPerMove: null,
    ...overrides,
  };
}

function decide(game: GameRecord, userId: string, move: string, ply?: number): MoveDecision {
  const position = Position.fromMoves(game.moves);
  if (!position.ok) throw new Error(position.reason);
  return decideMove(
    game,
    position.value,
    { gameId: game.id, userId, move, ...(ply === undefined ? {} : { ply }) },
    NOW,
  );
}

function refusal(decision: MoveDecision): { status: number; message: string } | null {
  return decision.kind === 'refused'
    ? { status: decision.error.statusCode, message: decision.error.message }
    : null;
}

describe('decideMove', () => {
  it('plays a legal move by the side to move, advancing the position', () => {
    const game = gameAfter(['e2-e4']);
    const position = Position.fromMoves(game.moves);
    if (!position.ok) throw new Error(position.reason);
    const decision = decideMove(
      game,
      position.value,
      { gameId: 'g1', userId: 'b', move: 'e7-e5', ply: 1 },
      NOW,
    );
    expect(decision).toMatchObject({ kind: 'play', seat: 'black', played: { san: 'e5', color: 'black' } });
    expect(position.value.ply).toBe(2);
  });

  it('refuses someone who is not a player', () => {
    expect(refusal(decide(gameAfter([]), 'stranger', 'e2-e4'))).toEqual({
      status: 403,
      message: GAME_ERRORS.notPlayer,
    });
  });

  it('refuses the side not to move, without touching the position', () => {
    const game = gameAfter([]);
    const position = Position.initial();
    const decision = decideMove(game, position, { gameId: 'g1', userId: 'b', move: 'e7-e5' }, NOW);
    expect(refusal(decision)).toEqual({ status: 409, message: turnMessage('white') });
    expect(position.ply).toBe(0);
  });

  it('refuses an illegal move with the rules’ reason', () => {
    const decision = decide(gameAfter([]), 'w', 'e2-e5');
    expect(decision.kind).toBe('refused');
    expect(refusal(decision)?.status).toBe(400);
  });

  it('refuses a move in a game that is not active', () => {
    const over = gameAfter(['e2-e4'], {
      status: 'completed',
      result: 'white_wins',
      termination: 'resignation',
    });
    expect(refusal(decide(over, 'b', 'e7-e5'))).toEqual({ status: 409, message: GAME_ERRORS.notActive });
  });

  it('refuses a move meant for a ply ahead of the game', () => {
    expect(refusal(decide(gameAfter(['e2-e4']), 'b', 'e7-e5', 3))?.status).toBe(409);
  });

  it('replays the same move resent for an applied ply, and refuses a different one', () => {
    const game = gameAfter(['e2-e4', 'e7-e5']);
    expect(decide(game, 'w', 'e2-e4', 0)).toEqual({ kind: 'replay', seat: 'white', ply: 0 });
    expect(refusal(decide(game, 'w', 'd2-d4', 0))).toEqual({ status: 409, message: PLY_TAKEN });
    expect(refusal(decide(game, 'b', 'e2-e4', 0))).toEqual({ status: 409, message: PLY_TAKEN });
  });

  it('flags a move that arrives at or after the deadline', () => {
    expect(decide(gameAfter(['e2-e4', 'e7-e5'], { deadlineAt: NOW }), 'w', 'g1-f3')).toEqual({
      kind: 'flagged',
    });
    expect(decide(gameAfter(['e2-e4', 'e7-e5'], { deadlineAt: NOW + 1 }), 'w', 'g1-f3').kind).toBe('play');
  });
});
