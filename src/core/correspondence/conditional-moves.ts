import { Position } from '../chess/position';
import { ok, type Result, refused } from '../chess/result';
import { CONDITIONAL_LINES_MAX, CONDITIONAL_PLIES_MAX } from '../limits';

/**
 * Conditional moves (issue 32, decision 301), as lichess has them: after moving, a player writes lines "if they
 * play X, I answer Y (then if they play Z, I answer W…)". Each line is moves as the server writes them (`e7-e5`),
 * in pairs, the opponent's first, starting from the position after the player's own move. When the opponent
 * moves, the server plays the answer of the lines that begin with that move at once, and keeps their rest; every
 * other line is dropped.
 */
export type ConditionalLine = readonly string[];

export type ConditionalRefusal =
  | { code: 'conditional_too_many'; max: number }
  | { code: 'conditional_too_long'; line: number; max: number }
  | { code: 'conditional_unpaired'; line: number }
  | { code: 'conditional_illegal'; line: number; ply: number }
  | { code: 'conditional_after_end'; line: number; ply: number }
  | { code: 'conditional_ambiguous'; line: number; ply: number };

/**
 * The lines, checked from `fen` (the opponent to move) and written as the server writes moves: each legal in turn,
 * in pairs, none going on past a move that ends the game, within the limits, and never two answers to the same
 * moves. Repeated lines are kept once.
 */
export function checkConditionalLines(
  fen: string,
  lines: readonly ConditionalLine[],
): Result<ConditionalLine[], ConditionalRefusal> {
  if (lines.length > CONDITIONAL_LINES_MAX)
    return refused({ code: 'conditional_too_many', max: CONDITIONAL_LINES_MAX });
  const checked: string[][] = [];
  for (const [index, line] of lines.entries()) {
    const number = index + 1;
    if (line.length > CONDITIONAL_PLIES_MAX) {
      return refused({ code: 'conditional_too_long', line: number, max: CONDITIONAL_PLIES_MAX });
    }
    if (line.length === 0 || line.length % 2 !== 0)
      return refused({ code: 'conditional_unpaired', line: number });
    const played = playLine(fen, line, number);
    if (!played.ok) return played;
    checked.push(played.value);
  }
  const ambiguity = firstAmbiguity(checked);
  if (ambiguity) return refused(ambiguity);
  const distinct = new Map(checked.map((line) => [line.join(' '), line]));
  return ok([...distinct.values()]);
}

function playLine(fen: string, line: ConditionalLine, number: number): Result<string[], ConditionalRefusal> {
  const start = Position.fromFen(fen);
  if (!start.ok) return refused({ code: 'conditional_illegal', line: number, ply: 1 });
  const position = start.value;
  const written: string[] = [];
  for (const [index, move] of line.entries()) {
    const ply = index + 1;
    const played = position.play(move);
    if (!played.ok) return refused({ code: 'conditional_illegal', line: number, ply });
    written.push(played.value.move);
    if (played.value.outcome !== null && ply < line.length) {
      return refused({ code: 'conditional_after_end', line: number, ply: ply + 1 });
    }
  }
  return ok(written);
}

/** Two lines that follow the same moves up to one of the player's answers and answer differently there. */
function firstAmbiguity(lines: readonly string[][]): ConditionalRefusal | null {
  const answers = new Map<string, string>();
  for (const [index, line] of lines.entries()) {
    for (let ply = 1; ply < line.length; ply += 2) {
      const before = line.slice(0, ply).join(' ');
      const answer = line[ply] as string;
      const known = answers.get(before);
      if (known !== undefined && known !== answer) {
        return { code: 'conditional_ambiguous', line: index + 1, ply: ply + 1 };
      }
      answers.set(before, answer);
    }
  }
  return null;
}

/** What the opponent's `move` sets off: the answer to play at once (or none), and the lines kept for later. */
export function answerConditional(
  lines: readonly ConditionalLine[],
  move: string,
): { answer: string | null; rest: ConditionalLine[] } {
  const following = lines.filter((line) => line[0] === move);
  const answer = following[0]?.[1] ?? null;
  const rest = following.map((line) => line.slice(2)).filter((line) => line.length > 0);
  return { answer, rest };
}

/** Where a player's stored lines stand once the game's moves are read against them. */
export type ConditionalProgress =
  /** Still to be answered: the lines, from the ply the opponent's next move will have. */
  | { kind: 'waiting'; lines: ConditionalLine[]; ply: number }
  /** The opponent played the first move of a line: `move` is to be played at `ply`; `rest` waits after it. */
  | { kind: 'answer'; move: string; ply: number; rest: ConditionalLine[] }
  /** Nothing is left to answer: no line followed the moves, the lines ran out, or the game went back. */
  | { kind: 'dropped' };

/**
 * Reads lines stored for the opponent's move at `ply` against the game's `moves` as they are now: every pair
 * played as a line said is consumed (an answer already played, even after a restart between the opponent's move
 * and the answer), and the first unanswered move either asks for its answer or drops the lines. Fewer moves than
 * `ply` means a takeback went past the position the lines were written for.
 */
export function followConditional(
  lines: readonly ConditionalLine[],
  ply: number,
  moves: readonly string[],
): ConditionalProgress {
  let current: ConditionalLine[] = [...lines];
  let at = ply;
  for (;;) {
    if (current.length === 0 || moves.length < at) return { kind: 'dropped' };
    if (moves.length === at) return { kind: 'waiting', lines: current, ply: at };
    const { answer, rest } = answerConditional(current, moves[at] as string);
    if (answer === null) return { kind: 'dropped' };
    if (moves.length === at + 1) return { kind: 'answer', move: answer, ply: at + 1, rest };
    if (moves[at + 1] !== answer) return { kind: 'dropped' };
    current = rest;
    at += 2;
  }
}

/** A line as a reader writes it: SAN moves split by spaces ("e5 Nf3 Nc6 Bc4"; move numbers and "+", "#" optional). */
export type WrittenLine = { ok: true; line: string[]; san: string[] } | { ok: false; ply: number };

const SAN_DECORATION = /[+#!?]+$/;

/**
 * Reads a line written in SAN from `fen` (the opponent to move) into moves as the server writes them, or names
 * the first move that is no legal move there (1-based); an empty text reads as no moves.
 */
export function readWrittenLine(fen: string, text: string): WrittenLine {
  const tokens = text
    .split(/\s+/)
    .map((token) => token.replace(/^\d+\.+/, '').replace(SAN_DECORATION, ''))
    .filter((token) => token.length > 0);
  const start = Position.fromFen(fen);
  if (!start.ok) return { ok: false, ply: 1 };
  const position = start.value;
  const line: string[] = [];
  const san: string[] = [];
  for (const [index, token] of tokens.entries()) {
    const played = position
      .legalMoves()
      .map((candidate) => ({ candidate, after: Position.fromFen(position.fen) }))
      .map(({ candidate, after }) => (after.ok ? after.value.play(candidate) : after))
      .find((result) => result.ok && result.value.san.replace(SAN_DECORATION, '') === token);
    if (!played?.ok) return { ok: false, ply: index + 1 };
    position.play(played.value.move);
    line.push(played.value.move);
    san.push(played.value.san);
  }
  return { ok: true, line, san };
}
