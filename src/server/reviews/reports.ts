import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { START_FEN } from '../../core/chess/board';
import { opposite } from '../../core/chess/notation';
import { ruleOutcome } from '../../core/chess/outcome';
import { firstMoverOf, moverOfPly } from '../../core/chess/start-position';
import { PLANS, type PlanId } from '../../core/plans';
import {
  GAME_ERRORS,
  type Game,
  GameReport,
  type GameReportBody,
  type ReportEntry as ReportEntryType,
} from '../../core/protocol';
import { gameAccuracy, judge, type Score } from '../../core/review/accuracy';
import type { Database } from '../db/schema';
import { seatOf } from '../games/record/record';
import { HttpError, notFound } from '../http/errors';
import { type CheckedPosition, replayThread } from './replay-thread';

type ReportEntry = z.infer<typeof ReportEntryType>;

export const REPORT_NEEDS_ANALYSIS = 'Game reports come with the plans that include analysis';
export const REPORT_NOT_PLAYER = 'Only the two players can store a report of this game';
export const REPORT_NOT_OVER = 'A report is made once the game is over';

const analysisPlans = () =>
  Object.values(PLANS)
    .filter((plan) => plan.analysis)
    .map((plan) => plan.name)
    .join(' and ');

/**
 * Checks a report a browser computed (decision 231): one entry for the start and one after each move, each
 * best move legal where it stands, none after a final position. The score of a position the rules have
 * ended (mate, stalemate, a draw by rule) is the rules' verdict, whatever the engine said. The positions
 * are worked out on the replay thread (decision 247): the longest game's cost chess.js seconds.
 */
export async function checkReport(game: Game, body: GameReportBody): Promise<ReportEntry[]> {
  if (body.entries.length !== game.moves.length + 1) {
    throw new HttpError(
      'invalid_input',
      `A report needs ${game.moves.length + 1} entries (the start and one after each move); this one has ${body.entries.length}`,
    );
  }
  const checked = await replayThread.report(
    game.startFen ?? START_FEN,
    game.moves,
    body.entries.map((entry) => entry.best),
  );
  if (!checked.ok) throw new HttpError('invalid_input', checked.reason);
  return body.entries.map((entry, ply) => {
    const facts = checked.positions[ply] as CheckedPosition;
    // The side that made the last move: Black "moved" before the start, where nothing can be over.
    const outcome = ruleOutcome(
      {
        checkmate: () => facts.checkmate,
        stalemate: () => facts.stalemate,
        insufficientMaterial: () => facts.insufficientMaterial,
        threefoldRepetition: () => facts.threefoldRepetition,
        fiftyMoves: () => facts.fiftyMoves,
      },
      // The side that made the move before this position: the opponent of the side to move in it.
      opposite(moverOfPly(ply, game.startFen)),
    );
    if (outcome) {
      const score: Score =
        outcome.result === 'draw' ? { cp: 0 } : { mate: outcome.result === 'white_wins' ? 1 : -1 };
      return { score, best: null };
    }
    if (entry.best !== null && facts.bestIsLegal !== true) {
      throw new HttpError(
        'invalid_input',
        `Entry ${ply}: ${entry.best} is not a legal move in that position`,
      );
    }
    return entry;
  });
}

/** What the server derives from the checked entries with core's formulas: never taken from the browser. */
export function deriveReport(
  game: Game,
  depth: number,
  entries: ReportEntry[],
  createdAt: number,
): GameReport {
  const scores = entries.map((entry) => entry.score);
  const accuracy = gameAccuracy(scores, firstMoverOf(game.startFen) === 'white');
  const judgements = game.moves.map((_, ply) =>
    judge(scores[ply] as Score, scores[ply + 1] as Score, moverOfPly(ply, game.startFen)),
  );
  return {
    gameId: game.id,
    depth,
    entries,
    judgements,
    moveAccuracy: accuracy.moves,
    accuracy: { white: accuracy.white, black: accuracy.black },
    createdAt: new Date(createdAt).toISOString(),
  };
}

export async function loadReport(db: Kysely<Database>, gameId: string): Promise<GameReport | null> {
  const row = await db
    .selectFrom('gameReports')
    .select('report')
    .where('gameId', '=', gameId)
    .executeTakeFirst();
  if (!row) return null;
  const parsed = GameReport.safeParse(JSON.parse(row.report));
  return parsed.success ? parsed.data : null;
}

/**
 * Stores a finished game's report once: the first stored report stays (both players see the same one);
 * a later one is answered with it.
 */
export async function storeReport(
  db: Kysely<Database>,
  game: Game | null,
  user: { id: string; plan: PlanId },
  body: GameReportBody,
): Promise<GameReport> {
  if (!game) throw notFound(GAME_ERRORS.notFound);
  if (!PLANS[user.plan].analysis) {
    throw new HttpError('upgrade_required', `${REPORT_NEEDS_ANALYSIS} (${analysisPlans()})`);
  }
  if (!seatOf(game, user.id)) throw new HttpError('not_a_player', REPORT_NOT_PLAYER);
  if (game.status !== 'completed' && game.status !== 'abandoned') {
    throw new HttpError('game_not_over', REPORT_NOT_OVER);
  }
  const existing = await loadReport(db, game.id);
  if (existing) return existing;
  const now = Date.now();
  const report = deriveReport(game, body.depth, await checkReport(game, body), now);
  await db
    .insertInto('gameReports')
    .values({ gameId: game.id, report: JSON.stringify(report), createdBy: user.id, createdAt: now })
    .onConflict((oc) => oc.column('gameId').doNothing())
    .execute();
  // Two players finishing at once: whichever was stored first is the game's report.
  return (await loadReport(db, game.id)) ?? report;
}
