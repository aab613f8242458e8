import { describe, expect, it } from 'vitest';
import { START_FEN } from '../chess/board';
import { LONGEST_GAME_PLIES, REVIEW_LIMITS } from '../limits';
import type { ReviewAction } from '../protocol/review';
import { mainLine, treeFromMoves } from './move-tree';
import {
  applyReviewAction,
  emptyReview,
  initialReview,
  movesToCursor,
  type ReviewState,
} from './review-state';
import { longGame } from './test/long-game';

function apply(state: ReviewState, action: ReviewAction, actor = 'ann'): ReviewState {
  const outcome = applyReviewAction(state, action, actor);
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
  return outcome.state;
}

function gameReview(): ReviewState {
  const tree = treeFromMoves(['e2-e4', 'e7-e5', 'g1-f3', 'b8-c6'], START_FEN);
  if (!tree.ok) throw new Error(tree.reason);
  return initialReview(tree.value);
}

describe('a shared review', () => {
  it('versions every applied action and moves the shared position with a played move', () => {
    let state = gameReview();
    const afterE5 = mainLine(state.tree)[2] as string;
    state = apply(state, { type: 'goto', node: afterE5 });
    state = apply(state, { type: 'play', node: afterE5, move: 'f1-c4' }, 'ben');
    expect(state.version).toBe(2);
    expect(movesToCursor(state)).toEqual(['e2-e4', 'e7-e5', 'f1-c4']);
    expect(state.tree.nodes[state.cursor]?.san).toBe('Bc4');
  });

  it('refuses an illegal move with a code and leaves the state as it was', () => {
    const state = gameReview();
    const outcome = applyReviewAction(state, { type: 'play', node: 'r', move: 'e2-e5' }, 'ann');
    expect(outcome).toMatchObject({ ok: false, code: 'illegal_move' });
    expect(state.version).toBe(0);
  });

  it('lets only the leader drive in follow mode, and anyone draw', () => {
    let state = apply(gameReview(), { type: 'mode', mode: 'follow' }, 'ann');
    expect(state).toMatchObject({ mode: 'follow', leader: 'ann' });
    const refused = applyReviewAction(state, { type: 'goto', node: 'r' }, 'ben');
    expect(refused).toMatchObject({ ok: false, code: 'review_not_leader' });
    state = apply(
      state,
      { type: 'shapes', node: 'r', shapes: [{ kind: 'circle', square: 'e4', brush: 'red' }] },
      'ben',
    );
    expect(state.shapes.r).toHaveLength(1);
    state = apply(state, { type: 'mode', mode: 'free' }, 'ben');
    expect(apply(state, { type: 'goto', node: 'r' }, 'ben').cursor).toBe('r');
  });

  it('resolves conflicting edits by order: a move on a line deleted just before is refused', () => {
    let state = gameReview();
    const afterE4 = mainLine(state.tree)[1] as string;
    const afterNf3 = mainLine(state.tree)[3] as string;
    state = apply(state, { type: 'goto', node: afterNf3 }, 'ben');
    state = apply(state, { type: 'delete', node: afterE4 }, 'ann');
    expect(state.cursor).toBe('r');
    const late = applyReviewAction(state, { type: 'play', node: afterNf3, move: 'b8-c6' }, 'ben');
    expect(late).toMatchObject({ ok: false, code: 'not_found' });
  });

  it('drops the drawings of deleted positions', () => {
    let state = gameReview();
    const afterE4 = mainLine(state.tree)[1] as string;
    const afterE5 = mainLine(state.tree)[2] as string;
    state = apply(state, {
      type: 'shapes',
      node: afterE5,
      shapes: [{ kind: 'arrow', from: 'g1', to: 'f3', brush: 'green' }],
    });
    state = apply(state, { type: 'delete', node: afterE4 });
    expect(state.shapes).toEqual({});
  });

  it('a late joiner given the state sees the same tree, drawings and position as everyone', () => {
    let state = emptyReview(START_FEN);
    state = apply(state, { type: 'play', node: 'r', move: 'd2-d4' });
    state = apply(state, { type: 'comment', node: state.cursor, text: 'Queen’s pawn' });
    const copy = JSON.parse(JSON.stringify(state)) as ReviewState;
    expect(apply(copy, { type: 'play', node: copy.cursor, move: 'd7-d5' }, 'ben')).toEqual(
      apply(state, { type: 'play', node: state.cursor, move: 'd7-d5' }, 'ben'),
    );
  });

  it('takes variations on a review of the longest game the product accepts', () => {
    const tree = treeFromMoves(longGame(LONGEST_GAME_PLIES).moves, START_FEN);
    if (!tree.ok) throw new Error(tree.reason);
    const line = mainLine(tree.value);
    const last = line.at(-1) as string;
    let state = apply(initialReview(tree.value), {
      type: 'goto',
      node: line[LONGEST_GAME_PLIES - 1] as string,
    });
    state = apply(state, { type: 'delete', node: last });
    // The game's last move again, and then a line of variations from the start.
    state = apply(state, { type: 'play', node: state.cursor, move: tree.value.nodes[last]?.move as string });
    state = apply(state, { type: 'play', node: 'r', move: 'a2-a3' });
    state = apply(state, { type: 'play', node: state.cursor, move: 'a7-a6' });
    expect(state.tree.nodes.r?.children).toHaveLength(2);
  });

  it('refuses a move past the size limit', () => {
    let state = emptyReview(START_FEN);
    // Knights shuffling back and forth add a node each time as long as the line is new.
    const shuffle = ['g1-f3', 'g8-f6', 'f3-g1', 'f6-g8'];
    for (let i = 0; state.tree.nextId < REVIEW_LIMITS.nodes; i += 1) {
      state = apply(state, { type: 'play', node: state.cursor, move: shuffle[i % 4] as string });
    }
    const outcome = applyReviewAction(state, { type: 'play', node: state.cursor, move: 'g1-f3' }, 'ann');
    expect(outcome).toMatchObject({ ok: false, code: 'review_too_large' });
  });
});
