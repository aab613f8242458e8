import { REVIEW_LIMITS } from '../limits';
import type { ReviewAction } from '../protocol/review';
import { applyReviewAction, type ReviewOutcome, type ReviewState } from './review-state';

/** Bytes of `text` in UTF-8 (no encoder: this runs on every action, in the server and in browsers). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    // A surrogate half counts 2: a pair is the 4 bytes of one character outside the basic plane.
    bytes += code < 0x80 ? 1 : code < 0x800 || (code >= 0xd800 && code < 0xe000) ? 2 : 3;
  }
  return bytes;
}

/** A JSON object's entries: the sum of each `"key":value` and how many there are. */
interface EntriesSize {
  bytes: number;
  count: number;
}

/**
 * A review's size as stored (its JSON in UTF-8), kept in parts so that an action is measured by what it
 * changed: the move tree and the drawings share every untouched entry with the state before, so only
 * the entries that are new objects are measured again.
 */
export interface ReviewSize {
  nodes: EntriesSize;
  shapes: EntriesSize;
  /** Everything else: version, cursor, mode, leader, root and next id, with two empty `{}`. */
  rest: number;
}

const entryBytes = (key: string, value: unknown) =>
  utf8Length(JSON.stringify(key)) + 1 + utf8Length(JSON.stringify(value));

function entriesOf(record: Readonly<Record<string, unknown>>): EntriesSize {
  let bytes = 0;
  const keys = Object.keys(record);
  for (const key of keys) bytes += entryBytes(key, record[key]);
  return { bytes, count: keys.length };
}

/** The entries after a change, measuring only the keys whose value is not the very same object. */
function changedEntries(
  size: EntriesSize,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): EntriesSize {
  if (before === after) return size;
  let { bytes, count } = size;
  for (const key of Object.keys(after)) {
    const had = Object.hasOwn(before, key);
    if (had && before[key] === after[key]) continue;
    if (had) bytes -= entryBytes(key, before[key]);
    else count += 1;
    bytes += entryBytes(key, after[key]);
  }
  for (const key of Object.keys(before)) {
    if (Object.hasOwn(after, key)) continue;
    bytes -= entryBytes(key, before[key]);
    count -= 1;
  }
  return { bytes, count };
}

const restOf = (state: ReviewState) =>
  utf8Length(JSON.stringify({ ...state, tree: { ...state.tree, nodes: {} }, shapes: {} }));

/** `{` + entries + commas + `}`. */
const objectBytes = (entries: EntriesSize) => 2 + entries.bytes + Math.max(0, entries.count - 1);

/** Measures a whole state (a loaded one): once, then `resized` keeps up with each action. */
export function measureReview(state: ReviewState): ReviewSize {
  return { nodes: entriesOf(state.tree.nodes), shapes: entriesOf(state.shapes), rest: restOf(state) };
}

/** The size of `after`, one action after `before` (whose size is `size`). */
export function resized(size: ReviewSize, before: ReviewState, after: ReviewState): ReviewSize {
  return {
    nodes: changedEntries(size.nodes, before.tree.nodes, after.tree.nodes),
    shapes: changedEntries(size.shapes, before.shapes, after.shapes),
    rest: restOf(after),
  };
}

/** Bytes of `JSON.stringify(state)` in UTF-8. */
export function reviewBytes(size: ReviewSize): number {
  return size.rest - 4 + objectBytes(size.nodes) + objectBytes(size.shapes);
}

/** A review with its size, as the server keeps a live one. */
export interface SizedReview {
  state: ReviewState;
  size: ReviewSize;
}

export function sized(state: ReviewState): SizedReview {
  return { state, size: measureReview(state) };
}

const FULL = `The review is full (${REVIEW_LIMITS.stateBytes / 1_000_000} MB of moves, comments and drawings): delete a line or shorten a comment first`;

/**
 * `applyReviewAction`, and the byte cap on the stored state (decision 245): an action that would take the
 * state past `REVIEW_LIMITS.stateBytes` is refused with `review_too_large` and changes nothing. An action
 * that does not make the state larger is never refused for its size.
 */
export function applySized(
  current: SizedReview,
  action: ReviewAction,
  actor: string,
): { ok: true; review: SizedReview } | Extract<ReviewOutcome, { ok: false }> {
  const outcome = applyReviewAction(current.state, action, actor);
  if (!outcome.ok) return outcome;
  const size = resized(current.size, current.state, outcome.state);
  const bytes = reviewBytes(size);
  if (bytes > REVIEW_LIMITS.stateBytes && bytes > reviewBytes(current.size)) {
    return { ok: false, code: 'review_too_large', message: FULL };
  }
  return { ok: true, review: { state: outcome.state, size } };
}
