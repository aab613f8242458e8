/**
 * "Learn from your mistakes" (Pro training, decision 237): the positions of a player's reported games where
 * their move lost the most, when a try counts as found, and how a position leaves the list. The server
 * and the training page both judge with these functions, so they cannot disagree.
 */
import { Position } from '../chess/position';
import { firstMoverOf, moverOfPly } from '../chess/start-position';
import { TRAINING_LIMITS } from '../limits';
import type { GameReport } from '../protocol';
import { type Judgement, type Score, winningChances } from './accuracy';

/** The engine's budget when the page judges a try: the game report's own, so scores compare like for like. */
export const TRAINING_DEPTH = 12;

export type Side = 'white' | 'black';

/** One position to train on: the player's move there and the engine's better one. */
export interface TrainingSpot {
  gameId: string;
  /** The index of the player's move in the game (0 is White's first move). */
  ply: number;
  /** The position before that move. */
  fen: string;
  side: Side;
  /** The opponent's move that led to it (from-to), for the board's highlight; null at the start. */
  previous: string | null;
  /** What the player played, as from-to[promo] and SAN. */
  played: string;
  playedSan: string;
  /** The engine's best move in the report, as from-to[promo] and SAN. */
  best: string;
  bestSan: string;
  /** The winning chances the played move gave away (0 to 2). */
  loss: number;
  judgement: Judgement;
}

/** How much of the mover's winning chances a change of score from `before` to `after` gave away. */
export function chancesLost(before: Score, after: Score, mover: Side): number {
  const sign = mover === 'white' ? 1 : -1;
  return sign * (winningChances(before) - winningChances(after));
}

/**
 * The positions of one reported game where `side` made a judged move (inaccuracy or worse) and the engine
 * named a different, legal best move. `moves` are the game's from-to moves; the report's entries are the
 * start and the position after each move.
 */
export function spotsOfGame(
  gameId: string,
  moves: readonly string[],
  report: Pick<GameReport, 'entries' | 'judgements'>,
  side: Side,
  /** The position the game started from, when not the standard one (decision 288). */
  startFen: string | null = null,
): TrainingSpot[] {
  const spots: TrainingSpot[] = [];
  // Most games have few judged moves: replay only as far as the side's last one (a list reads 200 games).
  const sideFirst = side === firstMoverOf(startFen) ? 0 : 1;
  let lastJudged = -1;
  for (let ply = sideFirst; ply < moves.length; ply += 2) if (report.judgements[ply]) lastJudged = ply;
  const start = Position.fromMoves([], startFen ?? undefined);
  if (!start.ok) return spots;
  const position = start.value;
  for (const [ply, move] of moves.slice(0, lastJudged + 1).entries()) {
    const fen = position.fen;
    const mover: Side = moverOfPly(ply, startFen);
    const judgement = report.judgements[ply] ?? null;
    const before = report.entries[ply];
    const after = report.entries[ply + 1];
    const candidate = before?.best ?? null;
    if (mover === side && judgement && before && after && candidate && candidate !== move) {
      const bestPlayed = Position.fromFen(fen);
      const best = bestPlayed.ok ? bestPlayed.value.play(candidate) : null;
      const playedAgain = Position.fromFen(fen);
      const played = playedAgain.ok ? playedAgain.value.play(move) : null;
      if (best?.ok && played?.ok) {
        spots.push({
          gameId,
          ply,
          fen,
          side,
          previous: ply > 0 ? (moves[ply - 1] ?? null) : null,
          played: played.value.move,
          playedSan: played.value.san,
          best: best.value.move,
          bestSan: best.value.san,
          loss: chancesLost(before.score, after.score, mover),
          judgement,
        });
      }
    }
    if (!position.play(move).ok) break;
  }
  return spots;
}

/** The costliest first; ties by game and move so the order is stable between two reads. */
export function byLoss(a: TrainingSpot, b: TrainingSpot): number {
  return b.loss - a.loss || a.gameId.localeCompare(b.gameId) || a.ply - b.ply;
}

/**
 * Whether a try is good enough: the report's best move always is; another move is when the engine's score
 * after it (`tried`) gives away at most `acceptLoss` against its score after the best move (`best`), both
 * measured by the same engine at the same depth.
 */
export function isAccepted(
  spot: Pick<TrainingSpot, 'best' | 'side'>,
  move: string,
  scores: { best: Score; tried: Score } | null,
): boolean {
  if (move === spot.best) return true;
  if (!scores) return false;
  return chancesLost(scores.best, scores.tried, spot.side) <= TRAINING_LIMITS.acceptLoss;
}

/**
 * The streak after a try: a clean solve (accepted with no hint shown) adds one; anything else starts it
 * again from zero. A wrong move shows the first hint, so a solve after a wrong move is never clean.
 */
export function nextStreak(streak: number, accepted: boolean, hints: number): number {
  return accepted && hints === 0 ? streak + 1 : 0;
}

export function isCleared(streak: number): boolean {
  return streak >= TRAINING_LIMITS.clearingStreak;
}
