import { describe, expect, it } from 'vitest';
import type { Color } from '../protocol/common';
import { boardFromFen } from './board';
import { canPossiblyMate, materialLead } from './material';
import { flagOutcome } from './outcome';
import { Position } from './position';

const can = (placement: string, color: Color) =>
  canPossiblyMate(boardFromFen(`${placement} w - - 0 1`), color);

describe('canPossiblyMate', () => {
  it('a bare king never mates', () => {
    expect(can('4k3/8/8/8/8/8/8/QQ2K3', 'black')).toBe(false);
  });

  it('pawns, rooks and queens always can', () => {
    expect(can('4k3/8/8/8/8/8/4P3/4K3', 'white')).toBe(true);
    expect(can('4k3/8/8/8/8/8/8/R3K3', 'white')).toBe(true);
    expect(can('4k3/8/8/8/8/8/8/3QK3', 'white')).toBe(true);
  });

  it('a lone knight mates only with an enemy piece to block a flight square', () => {
    expect(can('4k3/8/8/8/8/8/8/1N2K3', 'white')).toBe(false);
    expect(can('4k3/4p3/8/8/8/8/8/1N2K3', 'white')).toBe(true);
    expect(can('3nk3/8/8/8/8/8/8/1N2K3', 'white')).toBe(true);
  });

  it('two knights, or knight and bishop, can', () => {
    expect(can('4k3/8/8/8/8/8/8/1N2K1N1', 'white')).toBe(true);
    expect(can('4k3/8/8/8/8/8/8/1N2KB2', 'white')).toBe(true);
  });

  it('bishops need bishops of both colours or an enemy piece that can block', () => {
    // c1 and f4 are both dark squares.
    expect(can('4k3/8/8/8/5B2/8/8/2B1K3', 'white')).toBe(false);
    expect(can('4k3/8/8/8/8/8/8/2B1KB2', 'white')).toBe(true);
    // Enemy bishop on the same colour (a dark square, h6) cannot help; one on the other colour can.
    expect(can('4k3/8/7b/8/8/8/8/2B1K3', 'white')).toBe(false);
    expect(can('4k3/8/6b1/8/8/8/8/2B1K3', 'white')).toBe(true);
    expect(can('4k3/8/8/8/8/8/p7/2B1K3', 'white')).toBe(true);
    expect(can('4k3/8/8/8/8/8/n7/2B1K3', 'white')).toBe(true);
  });
});

describe('running out of time', () => {
  const board = (placement: string) => boardFromFen(`${placement} w - - 0 1`);

  it('loses against a side that can mate', () => {
    expect(flagOutcome(board('4k3/8/8/8/8/8/4P3/4K3'), 'black')).toEqual({
      result: 'white_wins',
      termination: 'timeout',
    });
  });

  it('draws against a side that cannot mate', () => {
    expect(flagOutcome(board('4k3/8/8/8/8/8/4P3/4K3'), 'white')).toEqual({
      result: 'draw',
      termination: 'timeout_insufficient_material',
    });
    expect(flagOutcome(board('4k3/8/8/8/8/8/4N3/4K3'), 'black')).toEqual({
      result: 'draw',
      termination: 'timeout_insufficient_material',
    });
  });
});

describe('materialLead', () => {
  const leadAfter = (moves: string[]) => {
    const position = Position.initial();
    for (const move of moves) expect(position.play(move).ok).toBe(true);
    return materialLead(position.board());
  };

  it('is even at the start and counts what was taken', () => {
    expect(leadAfter([])).toBe(0);
    expect(leadAfter(['e2-e4', 'd7-d5', 'e4-d5'])).toBe(1);
    expect(leadAfter(['e2-e4', 'd7-d5', 'e4-d5', 'd8-d5'])).toBe(0);
  });

  it('counts a promoted pawn as its new piece', () => {
    // White takes three pawns and the queen on the way, and the b-pawn becomes a queen: 12 taken, +8 promoted.
    const moves = ['b2-b4', 'a7-a5', 'b4-a5', 'b7-b6', 'a5-b6', 'c8-b7', 'b6-c7', 'b7-c6', 'c7-d8q'];
    expect(leadAfter(moves)).toBe(20);
    expect(materialLead(boardFromFen('4k3/8/8/8/8/8/8/N3K3 w - - 0 1'))).toBe(3);
    expect(materialLead(boardFromFen('4k3/8/8/8/8/8/8/4K2q w - - 0 1'))).toBe(-9);
  });
});
