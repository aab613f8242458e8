import { describe, expect, it } from 'vitest';
import { ALL_SQUARES, isLightSquare, squareToWorld, worldToSquare } from './coordinates';

describe('square ↔ world mapping', () => {
  it('puts the corners where White and Black sit', () => {
    expect(squareToWorld('a1')).toEqual({ x: -3.5, z: 3.5 });
    expect(squareToWorld('h1')).toEqual({ x: 3.5, z: 3.5 });
    expect(squareToWorld('a8')).toEqual({ x: -3.5, z: -3.5 });
    expect(squareToWorld('h8')).toEqual({ x: 3.5, z: -3.5 });
    expect(squareToWorld('e4')).toEqual({ x: 0.5, z: 0.5 });
  });

  it('finds every square again from its centre and from anywhere inside it', () => {
    expect(ALL_SQUARES).toHaveLength(64);
    for (const square of ALL_SQUARES) {
      const { x, z } = squareToWorld(square);
      expect(worldToSquare(x, z)).toBe(square);
      expect(worldToSquare(x - 0.49, z + 0.49)).toBe(square);
      expect(worldToSquare(x + 0.49, z - 0.49)).toBe(square);
    }
  });

  it('answers null off the board', () => {
    expect(worldToSquare(-4.01, 0)).toBeNull();
    expect(worldToSquare(4, 0)).toBeNull();
    expect(worldToSquare(0, 4.2)).toBeNull();
    expect(worldToSquare(0, -4)).toBeNull();
    expect(worldToSquare(Number.NaN, 0)).toBeNull();
  });

  it('colours a1 dark and h1 light, as on a real board', () => {
    expect(isLightSquare('a1')).toBe(false);
    expect(isLightSquare('h1')).toBe(true);
    expect(isLightSquare('e4')).toBe(true);
    expect(ALL_SQUARES.filter(isLightSquare)).toHaveLength(32);
  });
});
