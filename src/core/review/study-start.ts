import { Chess, validateFen } from 'chess.js';
import { START_FEN } from '../chess/board';
import { formatMoveText, type PromotionPiece, type SquareName } from '../chess/notation';
import { REVIEW_LIMITS } from '../limits';
import type { StudyStart } from '../protocol/study';
import { createTree, type MoveTree, treeFromMoves } from './move-tree';

export type StudyStartCode = 'invalid_fen' | 'invalid_pgn' | 'review_too_large';

export type StudyStartOutcome =
  | { ok: true; tree: MoveTree; fen: string }
  | { ok: false; code: StudyStartCode; message: string };

const refuse = (code: StudyStartCode, message: string): StudyStartOutcome => ({ ok: false, code, message });

/** chess.js words its reasons "Invalid FEN: …"; the person reads only the part after it. */
const reasonOf = (text: string) => text.replace(/^Invalid FEN:\s*/i, '');

/** Positions copied from EPD lists or some sites lack the two move counters: they mean "0 1". */
function withCounters(fen: string): string {
  const fields = fen.split(/\s+/);
  if (fields.length === 4) return [...fields, '0', '1'].join(' ');
  if (fields.length === 5) return [...fields, '1'].join(' ');
  return fields.join(' ');
}

function fromFen(pasted: string): StudyStartOutcome {
  const fen = withCounters(pasted);
  const checked = validateFen(fen);
  if (!checked.ok) {
    return refuse('invalid_fen', `That FEN is not a legal position: ${reasonOf(checked.error ?? '')}`);
  }
  const full = new Chess(fen).fen();
  return { ok: true, tree: createTree(full), fen: full };
}

function fromPgn(pgn: string): StudyStartOutcome {
  const chess = new Chess();
  try {
    chess.loadPgn(pgn);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'it could not be read';
    return refuse('invalid_pgn', `That PGN could not be read: ${reason}`);
  }
  const history = chess.history({ verbose: true });
  const fen = history[0]?.before ?? chess.fen();
  if (history.length >= REVIEW_LIMITS.nodes) {
    return refuse('review_too_large', `A study can hold at most ${REVIEW_LIMITS.nodes} moves`);
  }
  const moves = history.map((move) =>
    formatMoveText({
      from: move.from as SquareName,
      to: move.to as SquareName,
      promotion: (move.promotion as PromotionPiece | undefined) ?? null,
    }),
  );
  const tree = treeFromMoves(moves, fen);
  // chess.js accepted every move, so the tree replays them; a refusal here would be a rules mismatch.
  if (!tree.ok) return refuse('invalid_pgn', `That PGN could not be replayed: ${tree.reason}`);
  return { ok: true, tree: tree.value, fen };
}

/**
 * The move tree a study board starts from: the initial position, a FEN, or a pasted PGN (its moves become
 * the main line). Refused input comes back with a code and a sentence the person can act on.
 */
export function studyStartTree(start: StudyStart): StudyStartOutcome {
  switch (start.kind) {
    case 'initial':
      return { ok: true, tree: createTree(START_FEN), fen: START_FEN };
    case 'fen':
      return fromFen(start.fen.trim());
    case 'pgn':
      return fromPgn(start.pgn.trim());
  }
}
