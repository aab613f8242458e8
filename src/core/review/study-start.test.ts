import { describe, expect, it } from 'vitest';
import { START_FEN } from '../chess/board';
import { mainLine } from './move-tree';
import { studyStartTree } from './study-start';

describe('where a study board starts', () => {
  it('the initial position', () => {
    const start = studyStartTree({ kind: 'initial' });
    expect(start.ok && start.fen).toBe(START_FEN);
  });

  it('a FEN, completed with its counters', () => {
    const start = studyStartTree({ kind: 'fen', fen: '4k3/8/8/8/8/8/8/4K2R w K - 0 1' });
    expect(start.ok && start.tree.nodes.r?.fen).toBe('4k3/8/8/8/8/8/8/4K2R w K - 0 1');
  });

  it('a PGN: its moves are the main line, from its own FEN tag when it has one', () => {
    const start = studyStartTree({
      kind: 'pgn',
      pgn: '[SetUp "1"]\n[FEN "4k3/P7/8/8/8/8/8/4K3 w - - 0 1"]\n\n1. a8=Q+ Kd7 *',
    });
    if (!start.ok) throw new Error(start.message);
    expect(start.fen).toBe('4k3/P7/8/8/8/8/8/4K3 w - - 0 1');
    const line = mainLine(start.tree).map((id) => start.tree.nodes[id]?.move);
    expect(line).toEqual([null, 'a7-a8q', 'e8-d7']);
  });

  it('refuses what is not a position or a game, with a code and the reason', () => {
    expect(studyStartTree({ kind: 'fen', fen: 'not a fen' })).toMatchObject({
      ok: false,
      code: 'invalid_fen',
    });
    expect(studyStartTree({ kind: 'fen', fen: 'k7/8/8/8/8/8/8/7K w - -' })).toMatchObject({
      ok: true,
      fen: 'k7/8/8/8/8/8/8/7K w - - 0 1',
    });
    expect(studyStartTree({ kind: 'pgn', pgn: '1. e4 e5 2. Qxf7' })).toMatchObject({
      ok: false,
      code: 'invalid_pgn',
    });
  });
});
