import { colorOfLetter, type PieceLetter, type PromotionPiece, type SquareName } from '../../core/chess';
import type { Color } from '../../core/protocol';

/** A move the viewer asked for (played now, or kept as a premove). */
export interface MoveIntent {
  from: SquareName;
  to: SquareName;
  promotion?: PromotionPiece;
}

/** The viewer's gestures on the board: what is picked up, the premove, the promotion question. */
export interface SelectionState {
  selected: SquareName | null;
  /** One premove at most, played the moment it is legal. */
  premove: MoveIntent | null;
  /** A pawn move waiting for its promotion piece; `premove` when it will become the premove. */
  promotion: { from: SquareName; to: SquareName; premove: boolean } | null;
  /** The square that just refused a move (shake and red ring); `key` restarts the effect. */
  rejected: { square: SquareName; key: number } | null;
}

export const EMPTY_SELECTION: SelectionState = {
  selected: null,
  premove: null,
  promotion: null,
  rejected: null,
};

/** What the rules and the game say about the position the viewer acts on. */
export interface SelectionContext {
  /** The viewer's side; null for spectators. */
  myColor: Color | null;
  /** False when the viewer may not touch the board (game over, history, spectator, disabled). */
  canAct: boolean;
  myTurn: boolean;
  pieceAt(square: SquareName): PieceLetter | undefined;
  /** Legal targets on the viewer's turn, premove targets otherwise. */
  targetsOf(from: SquareName): readonly SquareName[];
  /** Whether from→to is a pawn reaching its last rank. */
  isPromotion(from: SquareName, to: SquareName): boolean;
}

export interface SelectionResult {
  state: SelectionState;
  /** A move to play now. */
  move?: MoveIntent;
}

function ownPiece(ctx: SelectionContext, square: SquareName): boolean {
  const piece = ctx.pieceAt(square);
  return piece !== undefined && ctx.myColor !== null && colorOfLetter(piece) === ctx.myColor;
}

function reject(state: SelectionState, square: SquareName): SelectionState {
  return { ...state, selected: null, rejected: { square, key: (state.rejected?.key ?? 0) + 1 } };
}

/** Sends from→to: a move on the viewer's turn, else the premove; a promotion asks first. */
function commit(
  state: SelectionState,
  ctx: SelectionContext,
  from: SquareName,
  to: SquareName,
): SelectionResult {
  const cleared = { ...state, selected: null };
  if (ctx.isPromotion(from, to)) {
    return { state: { ...cleared, promotion: { from, to, premove: !ctx.myTurn } } };
  }
  if (ctx.myTurn) return { state: { ...cleared, premove: null }, move: { from, to } };
  return { state: { ...cleared, premove: { from, to } } };
}

/** A click (or Enter) on a square. */
export function clickSquare(
  state: SelectionState,
  ctx: SelectionContext,
  square: SquareName,
): SelectionResult {
  if (!ctx.canAct || state.promotion) return { state };
  const { selected } = state;
  if (selected === null) {
    if (ownPiece(ctx, square)) return { state: { ...state, selected: square } };
    // A click elsewhere with nothing picked up cancels a waiting premove.
    return { state: state.premove ? { ...state, premove: null } : state };
  }
  if (square === selected) return { state: { ...state, selected: null } };
  if (ctx.targetsOf(selected).includes(square)) return commit(state, ctx, selected, square);
  if (ownPiece(ctx, square)) return { state: { ...state, selected: square } };
  return { state: reject(state, square) };
}

/** A drag began on a square: it picks the piece up. */
export function startDrag(state: SelectionState, ctx: SelectionContext, square: SquareName): SelectionState {
  if (!ctx.canAct || state.promotion || !ownPiece(ctx, square)) return state;
  return { ...state, selected: square };
}

/** A dragged piece dropped on another square. */
export function dropPiece(
  state: SelectionState,
  ctx: SelectionContext,
  from: SquareName,
  to: SquareName,
): SelectionResult {
  if (!ctx.canAct || state.promotion || !ownPiece(ctx, from)) return { state };
  if (from === to) return { state: { ...state, selected: from } };
  if (ctx.targetsOf(from).includes(to)) return commit(state, ctx, from, to);
  return { state: reject(state, to) };
}

/** The promotion picker's answer (null: dismissed, nothing is played). */
export function pickPromotion(state: SelectionState, piece: PromotionPiece | null): SelectionResult {
  const pending = state.promotion;
  if (!pending) return { state };
  const cleared = { ...state, promotion: null };
  if (piece === null) return { state: cleared };
  const intent: MoveIntent = { from: pending.from, to: pending.to, promotion: piece };
  if (pending.premove) return { state: { ...cleared, premove: intent } };
  return { state: { ...cleared, premove: null }, move: intent };
}

/** Ends the red-ring effect. */
export function clearRejected(state: SelectionState): SelectionState {
  return state.rejected ? { ...state, rejected: null } : state;
}

/**
 * Brings the gestures in line with a new position: a picked-up piece that is gone is dropped, and
 * once it is the viewer's turn the premove is played if the rules allow it, and forgotten if not.
 * A pending promotion question follows the turn: a premove's becomes a move's, a move's is dropped.
 */
export function onPositionChange(
  state: SelectionState,
  ctx: SelectionContext,
  isLegal: (intent: MoveIntent) => boolean,
): SelectionResult {
  let next = state;
  if (!ctx.canAct) return { state: { ...EMPTY_SELECTION, rejected: state.rejected } };
  if (next.selected && !ownPiece(ctx, next.selected)) next = { ...next, selected: null };
  const asked = next.promotion;
  if (asked?.premove && ctx.myTurn) {
    // The premove's promotion is still being chosen: it becomes an ordinary move question.
    const legal = isLegal({ from: asked.from, to: asked.to, promotion: 'q' });
    next = { ...next, promotion: legal ? { ...asked, premove: false } : null };
  } else if (asked && !asked.premove && !ctx.myTurn) {
    next = { ...next, promotion: null };
  }
  if (ctx.myTurn && next.premove) {
    const premove = next.premove;
    next = { ...next, premove: null, selected: null };
    if (isLegal(premove)) return { state: next, move: premove };
  }
  return { state: next };
}
