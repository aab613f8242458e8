import { describe, expect, it } from 'vitest';
import { piecesOf } from '../../core/chess';
import { premoveTargets } from './premove';

const sorted = (squares: string[]) => [...squares].sort();

describe('premoveTargets', () => {
  it('gives a pawn its pushes and both diagonals, whatever is there', () => {
    const pieces = piecesOf('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    expect(sorted(premoveTargets(pieces, 'e2'))).toEqual(['d3', 'e3', 'e4', 'f3']);
    expect(sorted(premoveTargets(pieces, 'a7'))).toEqual(['a5', 'a6', 'b6']);
  });

  it('lets sliders run through pieces and the king castle from its home square', () => {
    const pieces = piecesOf('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    expect(premoveTargets(pieces, 'a1')).toHaveLength(14);
    expect(premoveTargets(pieces, 'd1')).toHaveLength(21);
    expect(sorted(premoveTargets(pieces, 'e1'))).toEqual(['c1', 'd1', 'd2', 'e2', 'f1', 'f2', 'g1']);
  });

  it('gives a knight its jumps and an empty square nothing', () => {
    const pieces = piecesOf('8/8/8/8/8/8/8/N6k b - - 0 1');
    expect(sorted(premoveTargets(pieces, 'a1'))).toEqual(['b3', 'c2']);
    expect(premoveTargets(pieces, 'e4')).toEqual([]);
  });
});
