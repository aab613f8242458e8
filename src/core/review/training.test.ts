import { describe, expect, it } from 'vitest';
import { Position } from '../chess/position';
import { TRAINING_LIMITS } from '../limits';
import type { GameReport } from '../protocol';
import { winningChances } from './accuracy';
import {
  byLoss,
  chancesLost,
  isAccepted,
  isCleared,
  nextStreak,
  spotsOfGame,
  type TrainingSpot,
} from './training';

const SCHOLARS_MATE = ['e2-e4', 'e7-e5', 'f1-c4', 'b8-c6', 'd1-h5', 'g8-f6', 'h5-f7'];
/** The start and each position after a move; Black's 3...Nf6?? walks into mate. */
const BEST = ['e2-e4', 'e7-e5', 'g1-f3', 'b8-c6', 'd2-d3', 'g7-g6', 'h5-f7'];
const REPORT: Pick<GameReport, 'entries' | 'judgements'> = {
  entries: [
    ...[15, 20, 30, 25, 40, 30, 9_000].map((cp, ply) => ({ score: { cp }, best: BEST[ply] ?? null })),
    { score: { mate: 1 }, best: null },
  ],
  judgements: [null, null, null, null, null, 'blunder', null],
};

describe('training positions from a game report', () => {
  it('lists the side’s judged moves with the better move, the position before and the loss', () => {
    const [spot, ...others] = spotsOfGame('g1', SCHOLARS_MATE, REPORT, 'black');
    expect(others).toEqual([]);
    const before = Position.fromMoves(SCHOLARS_MATE.slice(0, 5));
    expect(spot).toMatchObject({
      gameId: 'g1',
      ply: 5,
      fen: before.ok ? before.value.fen : '',
      side: 'black',
      previous: 'd1-h5',
      played: 'g8-f6',
      playedSan: 'Nf6',
      best: 'g7-g6',
      bestSan: 'g6',
      judgement: 'blunder',
    });
    // White's chances went from tanh(0.00184104 · 30) = 0.0552 to tanh(0.00184104 · 1000) = 0.9510
    // (+90 capped at +10): Black gave away 0.8958.
    expect(spot?.loss).toBeCloseTo(winningChances({ cp: 1000 }) - winningChances({ cp: 30 }), 9);
    expect(spot?.loss).toBeCloseTo(0.8958, 3);
  });

  it('has nothing for the side that made no judged move, nor where the best move was the one played', () => {
    expect(spotsOfGame('g1', SCHOLARS_MATE, REPORT, 'white')).toEqual([]);
    const sameMove = {
      ...REPORT,
      entries: REPORT.entries.map((e, ply) => (ply === 5 ? { ...e, best: 'g8-f6' } : e)),
    };
    expect(spotsOfGame('g1', SCHOLARS_MATE, sameMove, 'black')).toEqual([]);
  });

  it('orders the costliest first, then by game and move', () => {
    const spot = (gameId: string, ply: number, loss: number) => ({ gameId, ply, loss }) as TrainingSpot;
    const sorted = [spot('b', 3, 0.2), spot('a', 9, 0.5), spot('a', 1, 0.2)].sort(byLoss);
    expect(sorted.map((s) => `${s.gameId}${s.ply}`)).toEqual(['a9', 'a1', 'b3']);
  });
});

describe('judging a try', () => {
  const spot = { best: 'g7-g6', side: 'black' as const };

  it('accepts the best move without scores and another only within the margin, from the mover’s side', () => {
    expect(isAccepted(spot, 'g7-g6', null)).toBe(true);
    expect(isAccepted(spot, 'd8-e7', null)).toBe(false);
    // For Black, +0.40 after the try against +0.30 after the best gives away about 0.018: accepted.
    expect(chancesLost({ cp: 30 }, { cp: 40 }, 'black')).toBeCloseTo(0.0184, 3);
    expect(isAccepted(spot, 'd8-e7', { best: { cp: 30 }, tried: { cp: 40 } })).toBe(true);
    // +0.50 gives away about 0.037 (accepted), +0.60 about 0.055 (refused): the margin is 0.05.
    expect(isAccepted(spot, 'd8-e7', { best: { cp: 30 }, tried: { cp: 50 } })).toBe(true);
    expect(isAccepted(spot, 'd8-e7', { best: { cp: 30 }, tried: { cp: 60 } })).toBe(false);
    // A better score than the best's is accepted; for White the sign turns.
    expect(isAccepted(spot, 'd8-e7', { best: { cp: 30 }, tried: { cp: -200 } })).toBe(true);
    expect(isAccepted({ ...spot, side: 'white' }, 'd2-d3', { best: { cp: 30 }, tried: { cp: -200 } })).toBe(
      false,
    );
    expect(isAccepted(spot, 'd8-e7', { best: { mate: -3 }, tried: { cp: -1000 } })).toBe(true);
  });

  it('counts clean solves in a row and clears a position at two', () => {
    expect(TRAINING_LIMITS.clearingStreak).toBe(2);
    expect(nextStreak(0, true, 0)).toBe(1);
    expect(isCleared(nextStreak(1, true, 0))).toBe(true);
    expect(nextStreak(1, false, 0)).toBe(0);
    // Solved after the piece was shown: not clean, so the streak starts again.
    expect(nextStreak(1, true, 1)).toBe(0);
    expect(isCleared(1)).toBe(false);
  });
});
