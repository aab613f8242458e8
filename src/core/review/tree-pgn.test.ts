import { describe, expect, it } from 'vitest';
import { START_FEN } from '../chess/board';
import { gamePgn } from '../chess/pgn';
import { addMove, createTree, type MoveTree, setComment, treeFromMoves } from './move-tree';
import { treeMovetext } from './tree-pgn';

function must<T>(result: { ok: true; value: T } | { ok: false; reason: unknown }): T {
  if (!result.ok) throw new Error(JSON.stringify(result.reason));
  return result.value;
}

describe('a review as PGN', () => {
  it('writes variations in parentheses with Black’s move numbers, and comments in braces', () => {
    let tree: MoveTree = must(treeFromMoves(['e2-e4', 'e7-e5', 'g1-f3'], START_FEN));
    const e4 = tree.nodes.r?.children[0] as string;
    const c5 = must(addMove(tree, e4, 'c7-c5'));
    tree = must(addMove(c5.tree, c5.node, 'g1-f3')).tree;
    tree = must(setComment(tree, c5.node, 'The Sicilian'));
    expect(treeMovetext(tree).join(' ')).toBe('1. e4 e5 (1... c5 { The Sicilian } 2. Nf3) 2. Nf3');
  });

  it('numbers from a study position with Black to move and writes its FEN', () => {
    const fen = '4k3/8/8/8/8/8/4P3/4K3 b - - 0 40';
    const tree = must(addMove(createTree(fen), 'r', 'e8-d7')).tree;
    expect(treeMovetext(tree)).toEqual(['40...', 'Kd7']);
    const pgn = gamePgn({
      site: 'https://chesschat.example',
      date: Date.UTC(2026, 10, 24),
      white: 'Ann',
      black: 'Ben',
      result: null,
      termination: null,
      rated: false,
      timeControlSeconds: 0,
      incrementSeconds: 0,
      san: [],
      fen,
      movetext: treeMovetext(tree),
    });
    expect(pgn).toContain('[SetUp "1"]\n[FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 0 40"]');
    expect(pgn).toContain('40... Kd7 *');
  });
});
