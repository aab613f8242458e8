import { Chess, validateFen } from 'chess.js';
import { START_FEN } from '../chess/board';
import { formatMoveText, type PromotionPiece, type SquareName } from '../chess/notation';
import { LONGEST_GAME_PLIES } from '../limits';
import type { StudyStart } from '../protocol/study';
import { createTree, type MoveTree, treeFromPlies } from './move-tree';

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

/** A move as chess.js played it: squares, promotion piece, SAN and the FEN after it. */
export interface ReadPly {
  from: string;
  to: string;
  promotion: string | null;
  san: string;
  fen: string;
}

/**
 * A study from a game's moves already played (by `readPgn` here, or on the server's replay thread): at
 * most the longest game the product accepts (decision 246), its moves the main line.
 */
export function studyFromPlies(fen: string, plies: readonly ReadPly[]): StudyStartOutcome {
  if (plies.length > LONGEST_GAME_PLIES) {
    return refuse(
      'review_too_large',
      `A study can start from a game of at most ${LONGEST_GAME_PLIES} moves and replies`,
    );
  }
  const played = plies.map((ply) => ({
    move: formatMoveText({
      from: ply.from as SquareName,
      to: ply.to as SquareName,
      promotion: (ply.promotion as PromotionPiece | null) ?? null,
    }),
    san: ply.san,
    fen: ply.fen,
  }));
  return { ok: true, tree: treeFromPlies(fen, played), fen };
}

/** A pasted PGN's moves, read with chess.js on this thread (the server reads them on its replay thread). */
export function readPgn(
  pgn: string,
): { ok: true; fen: string; plies: ReadPly[] } | { ok: false; reason: string } {
  const chess = new Chess();
  try {
    chess.loadPgn(pgn);
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : 'it could not be read' };
  }
  const history = chess.history({ verbose: true });
  const plies = history.map((move) => ({
    from: move.from,
    to: move.to,
    promotion: move.promotion ?? null,
    san: move.san,
    fen: move.after,
  }));
  return { ok: true, fen: history[0]?.before ?? chess.fen(), plies };
}

export const pgnRefusal = (reason: string): StudyStartOutcome =>
  refuse('invalid_pgn', `That PGN could not be read: ${reason}`);

function fromPgn(pgn: string): StudyStartOutcome {
  const read = readPgn(pgn);
  return read.ok ? studyFromPlies(read.fen, read.plies) : pgnRefusal(read.reason);
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
