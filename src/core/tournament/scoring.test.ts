import { describe, expect, it } from 'vitest';
import { gamePoints, type PlayedGame, scoreSheet } from './scoring';

const game = (outcome: PlayedGame['outcome'], extra: Partial<PlayedGame> = {}): PlayedGame => ({
  gameId: `g${Math.random()}`,
  outcome,
  berserk: false,
  plies: 40,
  agreedDraw: false,
  ...extra,
});

const points = (games: PlayedGame[]) => scoreSheet(games).games.map((g) => g.points);

describe('arena scoring', () => {
  it('scores win 2, draw 1, loss 0', () => {
    expect(points([game('win'), game('loss'), game('draw'), game('loss')])).toEqual([2, 0, 1, 0]);
  });

  it('doubles wins and draws after two wins in a row, until a game is not won', () => {
    const sheet = scoreSheet([game('win'), game('win'), game('win'), game('draw'), game('win'), game('win')]);
    expect(sheet.games.map((g) => g.points)).toEqual([2, 2, 4, 2, 2, 2]);
    expect(sheet.games.map((g) => g.onFire)).toEqual([false, false, true, true, false, false]);
    expect(sheet.onFire).toBe(true);
    expect(sheet.score).toBe(14);
  });

  it('puts the flame out with a loss', () => {
    const sheet = scoreSheet([game('win'), game('win'), game('loss'), game('win')]);
    expect(sheet.games.map((g) => g.points)).toEqual([2, 2, 0, 2]);
    expect(sheet.onFire).toBe(false);
  });

  it('gives a berserk win one more point from the seventh move on, never for a draw or a loss', () => {
    expect(gamePoints(game('win', { berserk: true, plies: 13 }), false)).toBe(3);
    expect(gamePoints(game('win', { berserk: true, plies: 12 }), false)).toBe(2);
    expect(gamePoints(game('win', { berserk: true, plies: 13 }), true)).toBe(5);
    expect(gamePoints(game('draw', { berserk: true }), false)).toBe(1);
    expect(gamePoints(game('loss', { berserk: true }), false)).toBe(0);
  });

  it('scores nothing for a draw agreed before move 10, but a draw by the rules as usual', () => {
    expect(gamePoints(game('draw', { agreedDraw: true, plies: 18 }), false)).toBe(0);
    expect(gamePoints(game('draw', { agreedDraw: true, plies: 19 }), false)).toBe(1);
    expect(gamePoints(game('draw', { agreedDraw: false, plies: 6 }), false)).toBe(1);
    expect(gamePoints(game('draw', { agreedDraw: true, plies: 4 }), true)).toBe(0);
  });

  it('ends a streak with a short agreed draw too', () => {
    expect(
      points([game('win'), game('win'), game('draw', { agreedDraw: true, plies: 8 }), game('win')]),
    ).toEqual([2, 2, 0, 2]);
  });
});
