import { describe, expect, it } from 'vitest';
import { Position, UNDO_DEPTH } from './position';

function must<T>(result: { ok: true; value: T } | { ok: false; reason: string | { code: string } }): T {
  if (!result.ok) throw new Error(typeof result.reason === 'string' ? result.reason : result.reason.code);
  return result.value;
}

function playAll(position: Position, moves: string[]) {
  return moves.map((move) => must(position.play(move)));
}

function perft(position: Position, depth: number): number {
  if (depth === 0) return 1;
  let nodes = 0;
  for (const move of position.legalMoves()) {
    must(position.play(move));
    nodes += perft(position, depth - 1);
    position.undo();
  }
  return nodes;
}

const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';

describe('perft through the wrapper', () => {
  it('counts 8,902 positions at depth 3 from the start', () => {
    expect(perft(Position.initial(), 3)).toBe(8902);
  });

  it('counts 2,039 positions at depth 2 from Kiwipete', () => {
    const position = must(Position.fromFen(KIWIPETE));
    expect(perft(position, 1)).toBe(48);
    expect(perft(position, 2)).toBe(2039);
  });
});

describe('playing moves', () => {
  it('answers SAN, check and the board, rank 8 first', () => {
    const position = Position.initial();
    expect(position.board()[0]).toEqual(['r', 'n', 'b', 'q', 'k', 'b', 'n', 'r']);
    expect(position.board()[4]).toEqual(['', '', '', '', '', '', '', '']);
    const played = must(position.play('e2-e4'));
    expect(played).toMatchObject({
      move: 'e2-e4',
      san: 'e4',
      color: 'white',
      captured: null,
      isCheck: false,
    });
    expect(position.board()[4]?.[4]).toBe('P');
    expect(position.board()[6]?.[4]).toBe('');
    expect(position.turn).toBe('black');
    expect(position.ply).toBe(1);
  });

  it('reports captures as board letters', () => {
    const position = Position.initial();
    const [, , capture] = playAll(position, ['e2-e4', 'd7-d5', 'e4-d5']);
    expect(capture).toMatchObject({ san: 'exd5', captured: 'p' });
    const recapture = must(position.play('d8-d5'));
    expect(recapture.captured).toBe('P');
  });

  it('refuses bad input with a code and its squares instead of throwing', () => {
    const position = Position.initial();
    expect(position.play('e2e4')).toEqual({ ok: false, reason: { code: 'malformed_move' } });
    expect(position.play('e2-e2')).toEqual({ ok: false, reason: { code: 'same_square' } });
    expect(position.play('e3-e4')).toEqual({ ok: false, reason: { code: 'no_piece', square: 'e3' } });
    expect(position.play('e7-e5')).toEqual({
      ok: false,
      reason: { code: 'not_your_piece', square: 'e7', owner: 'black', turn: 'white' },
    });
    expect(position.play('e2-e5')).toEqual({
      ok: false,
      reason: { code: 'piece_cannot_go_there', piece: 'p', from: 'e2', to: 'e5' },
    });
    expect(position.play('a1-a2')).toEqual({
      ok: false,
      reason: { code: 'own_piece_on_target', square: 'a2', piece: 'p' },
    });
    expect(position.play('e2-e4q')).toEqual({ ok: false, reason: { code: 'promotion_not_allowed' } });
    expect(position.ply).toBe(0);
    expect(position.fen).toBe(Position.initial().fen);
  });

  it('says when a move would leave the king in check', () => {
    // The knight on d2 is pinned by the bishop on b4.
    const pinned = must(Position.fromFen('4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1'));
    expect(pinned.play('d2-f3')).toEqual({
      ok: false,
      reason: { code: 'leaves_king_in_check' },
    });
    const checked = must(Position.fromFen('4k3/4r3/8/8/8/8/P7/4K3 w - - 0 1'));
    expect(checked.play('a2-a3')).toEqual({ ok: false, reason: { code: 'king_in_check' } });
  });

  it('lists legal targets from a square', () => {
    const position = Position.initial();
    expect(position.legalTargets('g1').sort()).toEqual(['f3', 'h3']);
    expect(position.legalTargets('e2').sort()).toEqual(['e3', 'e4']);
    expect(position.legalTargets('e7')).toEqual([]);
  });

  it('undoes the last move', () => {
    const position = Position.initial();
    must(position.play('e2-e4'));
    expect(position.undo()).toBe(true);
    expect(position.fen).toBe(Position.initial().fen);
    expect(position.undo()).toBe(false);
  });

  it('keeps only the undo records it can use, and still undoes that many', () => {
    const position = Position.initial();
    // Out and back: each shuffle comes back to its start once, and a pawn move follows, so nothing repeats thrice.
    const shuffle = ['g1-f3', 'g8-f6', 'b1-c3', 'b8-c6', 'f3-g1', 'f6-g8', 'c3-b1', 'c6-b8'];
    const fens: string[] = [];
    const pawns = [
      ['e2-e4', 'e7-e5'],
      ['d2-d4', 'd7-d5'],
      ['a2-a3', 'a7-a6'],
    ];
    // Long enough to pass the depth many times over.
    for (const move of [...shuffle, ...pawns.flatMap((pair) => [...pair, ...shuffle])]) {
      fens.push(position.fen);
      must(position.play(move));
    }
    const records: unknown = Reflect.get(Reflect.get(position, 'chess') as object, '_history');
    expect(Array.isArray(records) && records.length).toBe(UNDO_DEPTH);
    for (let back = 1; back <= UNDO_DEPTH; back += 1) {
      expect(position.undo()).toBe(true);
      expect(position.fen).toBe(fens[fens.length - back]);
    }
    expect(position.undo()).toBe(false);
  });

  it('replays a move list and names the first illegal move', () => {
    expect(must(Position.fromMoves(['e2-e4', 'e7-e5'])).ply).toBe(2);
    expect(Position.fromMoves(['e2-e4', 'e2-e4'])).toEqual({
      ok: false,
      reason: 'Move 2 (e2-e4) is refused: no_piece',
    });
  });
});

describe('promotion', () => {
  it.each([
    ['q', 'Q', 'a8=Q'],
    ['r', 'R', 'a8=R'],
    ['b', 'B', 'a8=B'],
    ['n', 'N', 'a8=N'],
  ])('promotes to %s', (piece, letter, san) => {
    const position = must(Position.fromFen('8/P7/8/8/8/8/8/k6K w - - 0 1'));
    const played = must(position.play(`a7-a8${piece}`));
    expect(played.san.replace(/[+#]$/, '')).toBe(san);
    expect(position.board()[0]?.[0]).toBe(letter);
  });

  it('promotes Black pawns and capturing promotions', () => {
    const position = must(Position.fromFen('K7/8/8/8/8/8/p7/1R5k b - - 0 1'));
    const played = must(position.play('a2-b1n'));
    expect(played).toMatchObject({ captured: 'R', san: 'axb1=N' });
    expect(position.board()[7]?.[1]).toBe('n');
  });

  it('asks for the piece when none is given', () => {
    const position = must(Position.fromFen('8/P7/8/8/8/8/8/k6K w - - 0 1'));
    expect(position.play('a7-a8')).toEqual({
      ok: false,
      reason: { code: 'promotion_required', from: 'a7', to: 'a8' },
    });
  });
});

describe('en passant', () => {
  it('is allowed right after the double step', () => {
    const position = Position.initial();
    playAll(position, ['e2-e4', 'a7-a6', 'e4-e5', 'd7-d5']);
    const played = must(position.play('e5-d6'));
    expect(played).toMatchObject({ san: 'exd6', captured: 'p' });
    expect(position.board()[3]?.[3]).toBe('');
  });

  it('is refused one move later', () => {
    const position = Position.initial();
    playAll(position, ['e2-e4', 'a7-a6', 'e4-e5', 'd7-d5', 'h2-h3', 'h7-h6']);
    expect(position.play('e5-d6').ok).toBe(false);
  });
});

describe('castling', () => {
  const OPEN = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';

  it('is allowed on both sides when nothing has moved', () => {
    expect(must(must(Position.fromFen(OPEN)).play('e1-g1')).san).toBe('O-O');
    expect(must(must(Position.fromFen(OPEN)).play('e1-c1')).san).toBe('O-O-O');
  });

  it('is refused after the king has moved and come back', () => {
    const position = must(Position.fromFen(OPEN));
    playAll(position, ['e1-f1', 'a8-b8', 'f1-e1', 'b8-a8']);
    expect(position.play('e1-g1')).toEqual({ ok: false, reason: { code: 'castling_not_allowed' } });
    expect(position.play('e1-c1').ok).toBe(false);
  });

  it('is refused on the side whose rook has moved', () => {
    const position = must(Position.fromFen(OPEN));
    playAll(position, ['h1-h2', 'a8-b8', 'h2-h1', 'b8-a8']);
    expect(position.play('e1-g1').ok).toBe(false);
    expect(position.play('e1-c1').ok).toBe(true);
  });

  it('is refused through check, into check and out of check', () => {
    const through = must(Position.fromFen('4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1'));
    expect(through.play('e1-g1').ok).toBe(false);
    expect(through.play('e1-c1').ok).toBe(true);
    const into = must(Position.fromFen('4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1'));
    expect(into.play('e1-g1').ok).toBe(false);
    const outOf = must(Position.fromFen('4k3/4r3/8/8/8/8/8/R3K2R w KQ - 0 1'));
    expect(outOf.play('e1-g1').ok).toBe(false);
    expect(outOf.play('e1-c1').ok).toBe(false);
  });
});

describe('game end', () => {
  it('detects checkmate for either side', () => {
    const fool = Position.initial();
    const last = playAll(fool, ['f2-f3', 'e7-e5', 'g2-g4', 'd8-h4']).at(-1);
    expect(last).toMatchObject({ san: 'Qh4#', isCheck: true, isCheckmate: true });
    expect(last?.outcome).toEqual({ result: 'black_wins', termination: 'checkmate' });
    const scholar = Position.initial();
    const mate = playAll(scholar, ['e2-e4', 'e7-e5', 'f1-c4', 'b8-c6', 'd1-h5', 'g8-f6', 'h5-f7']).at(-1);
    expect(mate?.outcome).toEqual({ result: 'white_wins', termination: 'checkmate' });
  });

  it('detects stalemate', () => {
    const position = must(Position.fromFen('k7/8/1Q6/8/8/8/8/7K w - - 0 1'));
    expect(must(position.play('b6-c7')).outcome).toEqual({ result: 'draw', termination: 'stalemate' });
  });

  it('finds stalemate when the king cannot move and the other pieces are blocked, not when one can move', () => {
    const blocked = must(Position.fromFen('7k/4K2p/7P/8/8/8/8/8 w - - 0 1'));
    expect(must(blocked.play('e7-f7')).outcome).toEqual({ result: 'draw', termination: 'stalemate' });
    const bishopFree = must(Position.fromFen('7k/4K2p/7P/8/8/8/8/b7 w - - 0 1'));
    expect(must(bishopFree.play('e7-f7')).outcome).toBeNull();
  });

  it('ends a threefold repetition without a claim', () => {
    const position = Position.initial();
    const shuffle = ['g1-f3', 'g8-f6', 'f3-g1', 'f6-g8'];
    const first = playAll(position, shuffle);
    expect(first.every((move) => move.outcome === null)).toBe(true);
    const second = playAll(position, shuffle);
    expect(second.slice(0, 3).every((move) => move.outcome === null)).toBe(true);
    expect(second[3]?.outcome).toEqual({ result: 'draw', termination: 'threefold_repetition' });
  });

  it('ends at the hundredth half-move without a capture or pawn move', () => {
    const position = must(Position.fromFen('8/8/8/4k3/8/8/8/R3K3 w - - 98 80'));
    expect(must(position.play('a1-a2')).outcome).toBeNull();
    expect(must(position.play('e5-e4')).outcome).toEqual({ result: 'draw', termination: 'fifty_move_rule' });
  });

  it('prefers checkmate to the fifty-move rule', () => {
    const position = must(Position.fromFen('7k/8/6K1/8/8/8/8/R7 w - - 99 80'));
    expect(must(position.play('a1-a8')).outcome).toEqual({ result: 'white_wins', termination: 'checkmate' });
  });

  it('ends when neither side can mate', () => {
    const position = must(Position.fromFen('8/8/8/4k3/8/8/3r4/4K3 w - - 0 1'));
    expect(must(position.play('e1-d2')).outcome).toEqual({
      result: 'draw',
      termination: 'insufficient_material',
    });
  });
});
