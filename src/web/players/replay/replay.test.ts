import { describe, expect, it } from 'vitest';
import { clocksAt, moveLabel, plyForKey } from './replay';

const moves = [
  { ply: 0, move: 'e2-e4', san: 'e4', whiteMs: 300_000, blackMs: 300_000 },
  { ply: 1, move: 'e7-e5', san: 'e5', whiteMs: 300_000, blackMs: 300_000 },
  { ply: 2, move: 'g1-f3', san: 'Nf3', whiteMs: 291_500, blackMs: 300_000 },
  { ply: 3, move: 'b8-c6', san: 'Nc6', whiteMs: 291_500, blackMs: 287_250 },
];

describe('replay steps', () => {
  it('reads both clocks after each ply, full at the start', () => {
    expect(clocksAt(moves, 0, 300)).toEqual({ white: 300, black: 300 });
    expect(clocksAt(moves, 3, 300)).toEqual({ white: 291.5, black: 300 });
    expect(clocksAt(moves, 4, 300)).toEqual({ white: 291.5, black: 287.25 });
    expect(clocksAt(moves, 9, 300)).toEqual({ white: 291.5, black: 287.25 });
  });

  it('names the move that led to each ply', () => {
    const san = moves.map((move) => move.san);
    expect(moveLabel(san, 0)).toBe('Start');
    expect(moveLabel(san, 1)).toBe('1. e4');
    expect(moveLabel(san, 2)).toBe('1… e5');
    expect(moveLabel(san, 3)).toBe('2. Nf3');
    // From a position with Black to move at move 30 (decision 288).
    expect(moveLabel(['a6', 'Rd8#'], 1, '6k1/p4ppp/8/8/8/8/5PPP/3R2K1 b - - 0 30')).toBe('30… a6');
    expect(moveLabel(['a6', 'Rd8#'], 2, '6k1/p4ppp/8/8/8/8/5PPP/3R2K1 b - - 0 30')).toBe('31. Rd8#');
  });

  it('steps with the arrow keys and jumps with Home and End, within the game', () => {
    expect(plyForKey('ArrowLeft', 2, 4)).toBe(1);
    expect(plyForKey('ArrowLeft', 0, 4)).toBe(0);
    expect(plyForKey('ArrowRight', 4, 4)).toBe(4);
    expect(plyForKey('Home', 3, 4)).toBe(0);
    expect(plyForKey('End', 1, 4)).toBe(4);
    expect(plyForKey('f', 1, 4)).toBeUndefined();
  });
});
