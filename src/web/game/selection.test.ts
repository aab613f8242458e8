import { describe, expect, it } from 'vitest';
import { type PieceLetter, piecesOf, type SquareName } from '../../core/chess';
import {
  clickSquare,
  dropPiece,
  EMPTY_SELECTION,
  onPositionChange,
  pickPromotion,
  type SelectionContext,
  type SelectionState,
  startDrag,
} from './selection';

/** A context over a fixed position with hand-given targets (the selection holds no rules). */
function context(
  fen: string,
  targets: Record<string, SquareName[]>,
  overrides: Partial<SelectionContext> = {},
) {
  const pieces = piecesOf(fen);
  const ctx: SelectionContext = {
    myColor: 'white',
    canAct: true,
    myTurn: true,
    pieceAt: (square) => pieces.get(square) as PieceLetter | undefined,
    targetsOf: (from) => targets[from] ?? [],
    isPromotion: (from, to) => pieces.get(from)?.toLowerCase() === 'p' && /[18]$/.test(to),
    ...overrides,
  };
  return ctx;
}

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const start = context(START, { e2: ['e3', 'e4'], g1: ['f3', 'h3'] });

describe('clicking', () => {
  it('selects an own piece, deselects it on a second click, and moves to a legal target', () => {
    let { state } = clickSquare(EMPTY_SELECTION, start, 'e2');
    expect(state.selected).toBe('e2');
    expect(clickSquare(state, start, 'e2').state.selected).toBeNull();
    const result = clickSquare(state, start, 'e4');
    expect(result.move).toEqual({ from: 'e2', to: 'e4' });
    expect(result.state.selected).toBeNull();
    state = clickSquare(state, start, 'g1').state;
    expect(state.selected).toBe('g1');
  });

  it('clears the selection and rings the square on an illegal target', () => {
    const { state } = clickSquare(EMPTY_SELECTION, start, 'e2');
    const first = clickSquare(state, start, 'e5');
    expect(first.move).toBeUndefined();
    expect(first.state.selected).toBeNull();
    expect(first.state.rejected).toEqual({ square: 'e5', key: 1 });
    const again = clickSquare(clickSquare(first.state, start, 'e2').state, start, 'e5');
    expect(again.state.rejected?.key).toBe(2);
  });

  it('does nothing for an opponent piece or an empty square with nothing selected', () => {
    expect(clickSquare(EMPTY_SELECTION, start, 'e7').state).toBe(EMPTY_SELECTION);
    expect(clickSquare(EMPTY_SELECTION, start, 'e4').state).toBe(EMPTY_SELECTION);
  });

  it('ignores every click when the viewer cannot act', () => {
    const spectator = { ...start, canAct: false, myColor: null };
    expect(clickSquare(EMPTY_SELECTION, spectator, 'e2').state).toBe(EMPTY_SELECTION);
  });
});

describe('dragging', () => {
  it('picks up on drag start and moves on a legal drop', () => {
    expect(startDrag(EMPTY_SELECTION, start, 'g1').selected).toBe('g1');
    expect(startDrag(EMPTY_SELECTION, start, 'g8')).toBe(EMPTY_SELECTION);
    expect(dropPiece(EMPTY_SELECTION, start, 'g1', 'f3').move).toEqual({ from: 'g1', to: 'f3' });
  });

  it('rings the drop square of an illegal drop and keeps the piece on a drop where it started', () => {
    expect(dropPiece(EMPTY_SELECTION, start, 'g1', 'g3').state.rejected?.square).toBe('g3');
    expect(dropPiece(EMPTY_SELECTION, start, 'g1', 'g1').state.selected).toBe('g1');
  });
});

describe('promotion', () => {
  const fen = '8/4P3/8/8/8/8/8/k6K w - - 0 1';
  const ctx = context(fen, { e7: ['e8'] });

  it('asks for the piece, then plays the move with it', () => {
    const asked = dropPiece(EMPTY_SELECTION, ctx, 'e7', 'e8');
    expect(asked.move).toBeUndefined();
    expect(asked.state.promotion).toEqual({ from: 'e7', to: 'e8', premove: false });
    expect(clickSquare(asked.state, ctx, 'h1').state).toBe(asked.state);
    const played = pickPromotion(asked.state, 'n');
    expect(played.move).toEqual({ from: 'e7', to: 'e8', promotion: 'n' });
    expect(played.state.promotion).toBeNull();
  });

  it('plays nothing when the picker is dismissed', () => {
    const asked = dropPiece(EMPTY_SELECTION, ctx, 'e7', 'e8');
    const dismissed = pickPromotion(asked.state, null);
    expect(dismissed.move).toBeUndefined();
    expect(dismissed.state).toEqual(EMPTY_SELECTION);
  });
});

describe('premoves', () => {
  const waiting = context(START, { e2: ['e3', 'e4', 'd3', 'f3'] }, { myTurn: false });

  it('keeps one premove while the opponent thinks, replacing an earlier one', () => {
    let state: SelectionState = clickSquare(EMPTY_SELECTION, waiting, 'e2').state;
    const first = clickSquare(state, waiting, 'e4');
    expect(first.move).toBeUndefined();
    expect(first.state.premove).toEqual({ from: 'e2', to: 'e4' });
    state = dropPiece(first.state, waiting, 'e2', 'd3').state;
    expect(state.premove).toEqual({ from: 'e2', to: 'd3' });
    expect(clickSquare(state, waiting, 'a5').state.premove).toBeNull();
  });

  it('is played the moment it becomes legal, and forgotten if it is not', () => {
    const state: SelectionState = { ...EMPTY_SELECTION, premove: { from: 'e2', to: 'e4' } };
    const myTurn = { ...waiting, myTurn: true };
    const played = onPositionChange(state, myTurn, () => true);
    expect(played.move).toEqual({ from: 'e2', to: 'e4' });
    expect(played.state.premove).toBeNull();
    const dropped = onPositionChange(state, myTurn, () => false);
    expect(dropped.move).toBeUndefined();
    expect(dropped.state.premove).toBeNull();
    expect(onPositionChange(state, waiting, () => true).state.premove).toEqual(state.premove);
  });

  it('asks a premove promotion now and plays it with the chosen piece later', () => {
    const fen = '8/4P3/8/8/8/8/8/k6K w - - 0 1';
    const ctx = context(fen, { e7: ['e8', 'd8', 'f8'] }, { myTurn: false });
    const asked = dropPiece(EMPTY_SELECTION, ctx, 'e7', 'd8');
    expect(asked.state.promotion).toEqual({ from: 'e7', to: 'd8', premove: true });
    const chosen = pickPromotion(asked.state, 'r');
    expect(chosen.move).toBeUndefined();
    expect(chosen.state.premove).toEqual({ from: 'e7', to: 'd8', promotion: 'r' });
  });

  it('turns an open premove promotion question into a move question when the turn comes', () => {
    const fen = '8/4P3/8/8/8/8/8/k6K w - - 0 1';
    const state: SelectionState = { ...EMPTY_SELECTION, promotion: { from: 'e7', to: 'e8', premove: true } };
    const ctx = context(fen, {}, { myTurn: true });
    expect(onPositionChange(state, ctx, () => true).state.promotion?.premove).toBe(false);
    expect(onPositionChange(state, ctx, () => false).state.promotion).toBeNull();
  });

  it('drops a picked-up piece that was captured and everything once the viewer cannot act', () => {
    const state: SelectionState = { ...EMPTY_SELECTION, selected: 'e4', premove: { from: 'e2', to: 'e4' } };
    expect(onPositionChange(state, waiting, () => true).state.selected).toBeNull();
    expect(onPositionChange(state, { ...waiting, canAct: false }, () => true).state).toEqual(EMPTY_SELECTION);
  });
});
