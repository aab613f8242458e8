// Writes the largest review the limits allow onto a finished game, with the project's own reducer: the
// game's moves, then every legal move breadth-first until the tree is full, then the longest comment and
// the most arrows on each position until an action is refused (a node limit, or the state's byte cap).
// Usage: node --import tsx bench/review-seed.ts <DATA_DIR> <gameId> '<moves as JSON>'; prints the state's size.
import path from 'node:path';
import { START_FEN } from '../src/core/chess/board';
import { Position } from '../src/core/chess/position';
import { REVIEW_LIMITS } from '../src/core/limits';
import type { ReviewAction } from '../src/core/protocol';
import { treeFromMoves } from '../src/core/review/move-tree';
import { applyReviewAction, initialReview, type ReviewState } from '../src/core/review/review-state';
import { openDb } from '../src/server/db/database';

const [dataDir, gameId, movesJson] = process.argv.slice(2);
if (!dataDir || !gameId || !movesJson) {
  throw new Error("usage: node --import tsx bench/review-seed.ts <DATA_DIR> <gameId> '<moves JSON>'");
}
const tree = treeFromMoves(JSON.parse(movesJson) as string[], START_FEN);
if (!tree.ok) throw new Error(tree.reason);
let state: ReviewState = initialReview(tree.value);

// The byte cap on the stored state (decision 245), where this build has one: the seed then fills up to
// it, as two people could. Without it only the node, comment and drawing limits stop the seed.
const capped = await import('../src/core/review/review-size').catch(() => null);
let size = capped?.sized(state) ?? null;

/** Applies one action; false once the limits refuse it. */
function apply(action: ReviewAction): boolean {
  if (capped && size) {
    const outcome = capped.applySized(size, action, 'seed');
    if (!outcome.ok) return false;
    size = outcome.review;
    state = outcome.review.state;
    return true;
  }
  const outcome = applyReviewAction(state, action, 'seed');
  if (!outcome.ok) return false;
  state = outcome.state;
  return true;
}

const queue = [state.tree.root];
fill: while (queue.length > 0) {
  const id = queue.shift() as string;
  const node = state.tree.nodes[id];
  if (!node) continue;
  const position = Position.fromFen(node.fen);
  if (!position.ok) continue;
  for (const move of position.value.legalMoves()) {
    if (!apply({ type: 'play', node: id, move })) break fill;
    queue.push(state.cursor);
  }
}
const ids = Object.keys(state.tree.nodes);
const files = 'abcdefgh';
for (const [n, id] of ids.entries()) {
  const text = `Position ${n}: `.padEnd(REVIEW_LIMITS.commentLength, 'why this move and not another; ');
  if (!apply({ type: 'comment', node: id, text: text.slice(0, REVIEW_LIMITS.commentLength) })) break;
  const shapes = Array.from({ length: REVIEW_LIMITS.shapesPerNode }, (_, i) => ({
    kind: 'arrow' as const,
    from: `${files[i % 8]}${1 + (i % 7)}`,
    to: `${files[(i + 3) % 8]}${2 + (i % 7)}`,
    brush: 'green' as const,
  }));
  if (!apply({ type: 'shapes', node: id, shapes })) break;
}
state = { ...state, version: 1 };

const db = openDb({ sqliteFile: path.join(path.resolve(dataDir), 'chesschat.db') });
const json = JSON.stringify(state);
await db.kysely
  .insertInto('gameReviews')
  .values({ gameId, state: json, version: state.version, updatedAt: Date.now() })
  .execute();
await db.close();
process.stdout.write(JSON.stringify({ nodes: ids.length, bytes: Buffer.byteLength(json) }));
