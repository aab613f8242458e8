import { REVIEW_LIMITS } from '../limits';
import { MOVE_REFUSED, type MoveRefusal } from '../protocol/move-refusal';
import type { ReviewAction, ReviewShape } from '../protocol/review';
import {
  addMove,
  createTree,
  deleteNode,
  type MoveTree,
  nodeCount,
  nodeOf,
  pathTo,
  promoteLine,
  setComment,
} from './move-tree';

/** How the two boards move together: one player drives and the other's board follows, or each looks freely. */
export type ReviewMode = 'follow' | 'free';

/**
 * What the players of a review share. The server applies every action in the order it receives them and
 * sends each applied one to everyone with the new version, so all copies stay equal; a late joiner or a
 * reload gets the whole state.
 */
export interface ReviewState {
  version: number;
  tree: MoveTree;
  /** The shared position: the leader's in follow mode, the last one somebody moved to otherwise. */
  cursor: string;
  /** Arrows and circles drawn on each position, by node id. */
  shapes: Readonly<Record<string, ReviewShape[]>>;
  mode: ReviewMode;
  /** Who drives in follow mode (a user id); null in free mode. */
  leader: string | null;
}

export type ReviewRefusalCode = 'illegal_move' | 'not_found' | 'review_not_leader' | 'review_too_large';

export type ReviewOutcome =
  | { ok: true; state: ReviewState }
  | { ok: false; code: ReviewRefusalCode; message: string; refusal?: MoveRefusal };

export function initialReview(tree: MoveTree): ReviewState {
  return { version: 0, tree, cursor: tree.root, shapes: {}, mode: 'free', leader: null };
}

export function emptyReview(fen: string): ReviewState {
  return initialReview(createTree(fen));
}

const refuse = (code: ReviewRefusalCode, message: string): ReviewOutcome => ({ ok: false, code, message });

/** Actions that move or change the board: in follow mode only the leader may send them. */
const DRIVING = new Set<ReviewAction['type']>(['play', 'goto', 'delete', 'promote']);

/** Applies one player's action; the version goes up by one for every applied action. */
export function applyReviewAction(state: ReviewState, action: ReviewAction, actor: string): ReviewOutcome {
  if (state.mode === 'follow' && state.leader !== actor && DRIVING.has(action.type)) {
    return refuse(
      'review_not_leader',
      'Your partner is leading the review: switch to free mode to look on your own',
    );
  }
  const next = reduce(state, action, actor);
  return next.ok ? { ok: true, state: { ...next.state, version: state.version + 1 } } : next;
}

function reduce(state: ReviewState, action: ReviewAction, actor: string): ReviewOutcome {
  switch (action.type) {
    case 'play': {
      if (!nodeOf(state.tree, action.node))
        return refuse('not_found', 'That position is no longer in the review');
      if (nodeCount(state.tree) >= REVIEW_LIMITS.nodes) {
        return refuse(
          'review_too_large',
          `A review can hold at most ${REVIEW_LIMITS.nodes} moves: delete a line first`,
        );
      }
      const added = addMove(state.tree, action.node, action.move);
      if (!added.ok) {
        if (typeof added.reason === 'string') return refuse('illegal_move', added.reason);
        // Why the rules refuse it is worded by the client (decision 262).
        return { ok: false, code: 'illegal_move', message: MOVE_REFUSED, refusal: added.reason };
      }
      return { ok: true, state: { ...state, tree: added.value.tree, cursor: added.value.node } };
    }
    case 'goto':
      if (!nodeOf(state.tree, action.node))
        return refuse('not_found', 'That position is no longer in the review');
      return { ok: true, state: { ...state, cursor: action.node } };
    case 'delete': {
      const deleted = deleteNode(state.tree, action.node);
      if (!deleted.ok) return refuse('not_found', deleted.reason);
      const tree = deleted.value;
      const shapes = Object.fromEntries(Object.entries(state.shapes).filter(([id]) => nodeOf(tree, id)));
      // A cursor inside the deleted line goes back to where the line started.
      const cursor = nodeOf(tree, state.cursor)
        ? state.cursor
        : (nodeOf(state.tree, action.node)?.parent ?? tree.root);
      return { ok: true, state: { ...state, tree, shapes, cursor } };
    }
    case 'promote': {
      const promoted = promoteLine(state.tree, action.node);
      if (!promoted.ok) return refuse('not_found', promoted.reason);
      return { ok: true, state: { ...state, tree: promoted.value } };
    }
    case 'comment': {
      const commented = setComment(state.tree, action.node, action.text);
      if (!commented.ok) return refuse('not_found', commented.reason);
      return { ok: true, state: { ...state, tree: commented.value } };
    }
    case 'shapes': {
      if (!nodeOf(state.tree, action.node))
        return refuse('not_found', 'That position is no longer in the review');
      const shapes = { ...state.shapes };
      if (action.shapes.length === 0) delete shapes[action.node];
      else shapes[action.node] = action.shapes;
      return { ok: true, state: { ...state, shapes } };
    }
    case 'mode':
      return {
        ok: true,
        state: { ...state, mode: action.mode, leader: action.mode === 'follow' ? actor : null },
      };
  }
}

/** The moves (wire text) from the root to the shared position: what a board needs to show it. */
export function movesToCursor(state: ReviewState): string[] {
  return pathTo(state.tree, state.cursor)
    .map((id) => state.tree.nodes[id]?.move)
    .filter((move): move is string => typeof move === 'string');
}
