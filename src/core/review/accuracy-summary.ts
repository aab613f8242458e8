import type { AccuracyStats, GamePhase, GameReport, PhaseJudgements } from '../protocol';
import { GAME_PHASES } from '../protocol';

/** The first ply of the middlegame and of the endgame: after move 10, after move 30 (decision 257). */
export const MIDDLEGAME_FROM_PLY = 20;
export const ENDGAME_FROM_PLY = 60;

export function phaseOfPly(ply: number): GamePhase {
  if (ply < MIDDLEGAME_FROM_PLY) return 'opening';
  return ply < ENDGAME_FROM_PLY ? 'middlegame' : 'endgame';
}

/** One reported game as the player saw it: their side, and the report's judgements and accuracies. */
export interface ReportedGame {
  side: 'white' | 'black';
  report: Pick<GameReport, 'judgements' | 'accuracy'>;
}

const COUNTED = { inaccuracy: 'inaccuracies', mistake: 'mistakes', blunder: 'blunders' } as const;

/**
 * A player's accuracy across reported games: the mean of their accuracy in each, and their own moves per phase
 * with the inaccuracies, mistakes and blunders among them. Read from what the server derived (decision 231),
 * never recomputed.
 */
export function summariseAccuracy(games: readonly ReportedGame[]): AccuracyStats {
  const phases = new Map<GamePhase, PhaseJudgements>(
    GAME_PHASES.map((phase) => [phase, { phase, moves: 0, inaccuracies: 0, mistakes: 0, blunders: 0 }]),
  );
  const accuracies: number[] = [];
  for (const { side, report } of games) {
    const accuracy = report.accuracy[side];
    if (accuracy !== null) accuracies.push(accuracy);
    report.judgements.forEach((judgement, ply) => {
      if ((ply % 2 === 0 ? 'white' : 'black') !== side) return;
      const counts = phases.get(phaseOfPly(ply)) as PhaseJudgements;
      counts.moves += 1;
      if (judgement) counts[COUNTED[judgement]] += 1;
    });
  }
  const mean = accuracies.reduce((sum, value) => sum + value, 0) / accuracies.length;
  return {
    games: games.length,
    average: accuracies.length === 0 ? null : Math.round(mean * 10) / 10,
    phases: [...phases.values()],
  };
}
