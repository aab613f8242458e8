import { describe, expect, it } from 'vitest';
import { START_FEN } from '../chess/board';
import {
  addMove,
  createTree,
  deleteNode,
  lineFrom,
  type MoveTree,
  mainLine,
  pathTo,
  promoteLine,
  stepFrom,
  treeFromMoves,
} from './move-tree';

function play(tree: MoveTree, at: string, move: string): { tree: MoveTree; node: string } {
  const result = addMove(tree, at, move);
  if (!result.ok) throw new Error(JSON.stringify(result.reason));
  return result.value;
}

const sanOf = (tree: MoveTree, ids: string[]) => ids.map((id) => tree.nodes[id]?.san).filter(Boolean);

describe('the move tree', () => {
  it('plays a main line and reuses a move already played from a position', () => {
    const start = createTree(START_FEN);
    const e4 = play(start, 'r', 'e2-e4');
    const again = play(e4.tree, 'r', 'e2-e4');
    expect(again.node).toBe(e4.node);
    expect(again.tree).toBe(e4.tree);
    expect(e4.tree.nodes[e4.node]).toMatchObject({ san: 'e4', ply: 1, parent: 'r' });
  });

  it('adds a second move from a position as a variation, leaving the main line first', () => {
    const main = treeFromMoves(['e2-e4', 'e7-e5', 'g1-f3'], START_FEN);
    if (!main.ok) throw new Error(main.reason);
    const afterE4 = main.value.nodes.r?.children[0] as string;
    const sicilian = play(main.value, afterE4, 'c7-c5');
    expect(sanOf(sicilian.tree, mainLine(sicilian.tree))).toEqual(['e4', 'e5', 'Nf3']);
    expect(sicilian.tree.nodes[afterE4]?.children).toHaveLength(2);
    expect(sanOf(sicilian.tree, pathTo(sicilian.tree, sicilian.node))).toEqual(['e4', 'c5']);
  });

  it('refuses an illegal move and a position that is not there, with the reason', () => {
    const tree = createTree(START_FEN);
    const illegal = addMove(tree, 'r', 'e2-e5');
    expect(illegal.ok).toBe(false);
    expect(addMove(tree, '99', 'e2-e4')).toEqual({
      ok: false,
      reason: 'That position is no longer in the review',
    });
  });

  it('plays a promotion and asks for the piece when it is missing', () => {
    const fen = '8/P7/8/8/8/8/8/k6K w - - 0 1';
    const tree = createTree(fen);
    expect(addMove(tree, 'r', 'a7-a8').ok).toBe(false);
    expect(play(tree, 'r', 'a7-a8n').tree.nodes['1']?.san).toBe('a8=N');
  });

  it('promotes a variation to the main line at every branch above it', () => {
    const main = treeFromMoves(['e2-e4', 'e7-e5', 'g1-f3'], START_FEN);
    if (!main.ok) throw new Error(main.reason);
    const d4 = play(main.value, 'r', 'd2-d4');
    const d5 = play(d4.tree, d4.node, 'd7-d5');
    const promoted = promoteLine(d5.tree, d5.node);
    if (!promoted.ok) throw new Error(promoted.reason);
    expect(sanOf(promoted.value, mainLine(promoted.value))).toEqual(['d4', 'd5']);
    expect(promoted.value.nodes.r?.children).toHaveLength(2);
  });

  it('deletes a line and everything after it, but never the start', () => {
    const main = treeFromMoves(['e2-e4', 'e7-e5', 'g1-f3'], START_FEN);
    if (!main.ok) throw new Error(main.reason);
    const e5 = main.value.nodes[main.value.nodes.r?.children[0] as string]?.children[0] as string;
    const deleted = deleteNode(main.value, e5);
    if (!deleted.ok) throw new Error(deleted.reason);
    expect(sanOf(deleted.value, mainLine(deleted.value))).toEqual(['e4']);
    expect(Object.keys(deleted.value.nodes)).toHaveLength(2);
    expect(deleteNode(main.value, 'r').ok).toBe(false);
  });

  it('steps back, forward, to the start and to the end of the line', () => {
    const main = treeFromMoves(['e2-e4', 'e7-e5', 'g1-f3'], START_FEN);
    if (!main.ok) throw new Error(main.reason);
    const tree = main.value;
    const [, e4, e5, nf3] = lineFrom(tree, 'r') as [string, string, string, string];
    expect(stepFrom(tree, e5, 'back')).toBe(e4);
    expect(stepFrom(tree, e5, 'forward')).toBe(nf3);
    expect(stepFrom(tree, nf3, 'forward')).toBe(nf3);
    expect(stepFrom(tree, e5, 'start')).toBe('r');
    expect(stepFrom(tree, e4, 'end')).toBe(nf3);
    expect(stepFrom(tree, 'r', 'back')).toBe('r');
  });

  it('names the first illegal move of a game it cannot replay', () => {
    expect(treeFromMoves(['e2-e4', 'e2-e4'], START_FEN)).toEqual({
      ok: false,
      reason: expect.stringMatching(/^Move 2 \(e2-e4\)/),
    });
  });
});
