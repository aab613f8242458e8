import { describe, expect, it } from 'vitest';
import { START_FEN } from '../chess/board';
import { Position } from '../chess/position';
import { LONGEST_GAME_PLIES, REVIEW_LIMITS } from '../limits';
import type { ReviewAction } from '../protocol/review';
import { mainLine, nodeCount, treeFromMoves } from './move-tree';
import { applySized, reviewBytes, type SizedReview, sized } from './review-size';
import { emptyReview, initialReview } from './review-state';
import { longGame } from './test/long-game';

const storedBytes = (review: SizedReview) => new TextEncoder().encode(JSON.stringify(review.state)).length;

function apply(review: SizedReview, action: ReviewAction, actor = 'ann'): SizedReview {
  const outcome = applySized(review, action, actor);
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
  return outcome.review;
}

/** Knights out and back from `node` until the tree has `nodes` positions (a move already there is reused). */
function shuffleFrom(review: SizedReview, node: string, nodes: number): SizedReview {
  const knights = ['g1-f3', 'g8-f6', 'f3-g1', 'f6-g8'];
  let current = apply(review, { type: 'goto', node });
  for (let i = 0; nodeCount(current.state.tree) < nodes; i += 1) {
    current = apply(current, { type: 'play', node: current.state.cursor, move: knights[i % 4] as string });
  }
  return current;
}

describe('the size of a shared review', () => {
  it('follows each action by what it changed, byte for byte the stored JSON', () => {
    let review = sized(emptyReview(START_FEN));
    review = shuffleFrom(review, 'r', 7);
    const line = mainLine(review.state.tree);
    const steps: ReviewAction[] = [
      { type: 'comment', node: line[2] as string, text: 'Sacrifice 🐴 — ça dépend' },
      { type: 'shapes', node: line[3] as string, shapes: [{ kind: 'circle', square: 'e4', brush: 'red' }] },
      { type: 'play', node: line[1] as string, move: 'e7-e5' },
      { type: 'promote', node: '7' },
      { type: 'mode', mode: 'follow' },
      { type: 'goto', node: line[4] as string },
      { type: 'comment', node: line[2] as string, text: 'shorter' },
      { type: 'shapes', node: line[3] as string, shapes: [] },
      { type: 'delete', node: line[2] as string },
      { type: 'mode', mode: 'free' },
    ];
    expect(reviewBytes(review.size)).toBe(storedBytes(review));
    for (const step of steps) {
      review = apply(review, step);
      expect(reviewBytes(review.size), step.type).toBe(storedBytes(review));
    }
  });

  it('refuses what would take it past its byte cap with a code, and changes nothing; shrinking stays open', () => {
    let review = shuffleFrom(sized(emptyReview(START_FEN)), 'r', 800);
    const ids = Object.keys(review.state.tree.nodes);
    const long = 'A plan worth writing down. '.repeat(20).slice(0, REVIEW_LIMITS.commentLength);
    const arrows = Array.from({ length: REVIEW_LIMITS.shapesPerNode }, (_, i) => ({
      kind: 'arrow' as const,
      from: `a${1 + (i % 8)}`,
      to: `h${8 - (i % 8)}`,
      brush: 'green' as const,
    }));
    let refused: ReturnType<typeof applySized> | null = null;
    annotate: for (const id of ids) {
      for (const action of [
        { type: 'comment', node: id, text: long },
        { type: 'shapes', node: id, shapes: arrows },
      ] satisfies ReviewAction[]) {
        const outcome = applySized(review, action, 'ann');
        if (!outcome.ok) {
          refused = outcome;
          break annotate;
        }
        review = outcome.review;
      }
    }
    expect(refused).toMatchObject({ ok: false, code: 'review_too_large' });
    expect(storedBytes(review)).toBeLessThanOrEqual(REVIEW_LIMITS.stateBytes);
    expect(storedBytes(review)).toBeGreaterThan(REVIEW_LIMITS.stateBytes - 1_000);
    // Nothing grows any more, but moving around, rewording at the same length and deleting all still work.
    const first = ids[1] as string;
    review = apply(review, { type: 'goto', node: first });
    review = apply(review, { type: 'comment', node: first, text: long.toUpperCase() });
    review = apply(review, { type: 'delete', node: String(review.state.tree.nextId - 1) });
    expect(reviewBytes(review.size)).toBe(storedBytes(review));
  });

  it('holds the longest game the product accepts with a thousand positions of variations', () => {
    const game = longGame(LONGEST_GAME_PLIES);
    const tree = treeFromMoves(game.moves, START_FEN);
    if (!tree.ok) throw new Error(tree.reason);
    let review = sized(initialReview(tree.value));
    const middle = mainLine(review.state.tree)[LONGEST_GAME_PLIES / 2] as string;
    // A variation in the middle of the game, and lines from the start up to the node limit.
    const position = Position.fromFen(review.state.tree.nodes[middle]?.fen ?? '');
    if (!position.ok) throw new Error(position.reason);
    const mainMove = review.state.tree.nodes[review.state.tree.nodes[middle]?.children[0] ?? '']?.move;
    const other = position.value.legalMoves().find((move) => move !== mainMove) as string;
    review = apply(review, { type: 'play', node: middle, move: other });
    expect(review.state.tree.nodes[middle]?.children).toHaveLength(2);
    review = shuffleFrom(review, 'r', REVIEW_LIMITS.nodes);
    expect(nodeCount(review.state.tree)).toBe(REVIEW_LIMITS.nodes);
    expect(storedBytes(review)).toBeLessThan(REVIEW_LIMITS.stateBytes / 2);
    const full = applySized(review, { type: 'play', node: 'r', move: 'e2-e4' }, 'ann');
    expect(full).toMatchObject({ ok: false, code: 'review_too_large' });
  });
});
