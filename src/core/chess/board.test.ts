import { describe, expect, it } from 'vitest';
import { letterFor, piecesOf } from './board';
import { colorOfLetter } from './notation';

describe('piecesOf', () => {
  it('reads the placement field rank 8 first', () => {
    const pieces = piecesOf('r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1');
    expect(pieces.get('a8')).toBe('r');
    expect(pieces.get('e8')).toBe('k');
    expect(pieces.get('d5')).toBe('p');
    expect(pieces.get('e5')).toBe('P');
    expect(pieces.get('h1')).toBe('R');
    expect(pieces.size).toBe(8);
    expect(colorOfLetter('P')).toBe('white');
    expect(colorOfLetter('k')).toBe('black');
  });

  it('ignores letters that are not pieces', () => {
    expect([...piecesOf('x7/8/8/8/8/8/8/7K w - - 0 1')]).toEqual([['h1', 'K']]);
  });
});

describe('letterFor', () => {
  it('writes White in upper case and Black in lower case', () => {
    expect(letterFor('q', 'white')).toBe('Q');
    expect(letterFor('n', 'black')).toBe('n');
  });
});
