import { START_FEN } from '../../core/chess/board';
import { LONGEST_GAME_PLIES } from '../../core/limits';
import { GAME_ERRORS, type Game } from '../../core/protocol';
import { lineFrom } from '../../core/review/move-tree';
import { initialReview, type ReviewState } from '../../core/review/review-state';
import { studyFromPlies } from '../../core/review/study-start';
import type { EventBus } from '../bus';
import { publishToGame } from '../bus/game-envelope';
import type { Db } from '../db/database';
import { seatOf } from '../games/record/record';
import { HttpError, notFound } from '../http/errors';
import { replayThread } from './replay-thread';
import { keepReview, loadReview } from './store';
import type { SubjectAccess, SubjectSource } from './subject';

export const REVIEW_NOT_PLAYER = 'Only the two players can share this review; you can review it on your own';
export const REVIEW_NOT_OVER = 'The review opens when the game is over';
export const REVIEW_GAME_TOO_LONG = `A shared review holds games of up to ${LONGEST_GAME_PLIES} moves and replies; you can review this one on your own`;

/** The part of the game service a review reads: the finished game's seats, status and moves. */
export interface ReviewedGames {
  snapshot(gameId: string): Promise<Game | null>;
}

/** The review nobody has changed yet: the game's moves as the main line, on its final position. */
async function freshReview(game: Game): Promise<ReviewState> {
  const startFen = game.startFen ?? START_FEN;
  const replayed = await replayThread.moves(startFen, game.moves);
  // A stored game always replays: the referee accepted every move.
  if (!replayed.ok) throw new Error(`Game ${game.id} does not replay: ${replayed.reason}`);
  const start = studyFromPlies(startFen, replayed.plies);
  if (!start.ok) throw new HttpError('review_too_large', REVIEW_GAME_TOO_LONG);
  const state = initialReview(start.tree);
  return { ...state, cursor: lineFrom(start.tree, start.tree.root).at(-1) ?? start.tree.root };
}

/** A finished game's review: its two players share it, stored beside the game, sent on the game's channel. */
export function gameSubjects(deps: { db: Db; bus: EventBus; games: ReviewedGames }): SubjectSource {
  return {
    async access(gameId, userId): Promise<SubjectAccess> {
      const game = await deps.games.snapshot(gameId);
      if (!game) throw notFound(GAME_ERRORS.notFound);
      if (!seatOf(game, userId)) throw new HttpError('not_a_player', REVIEW_NOT_PLAYER);
      if (game.status !== 'completed' && game.status !== 'abandoned') {
        throw new HttpError('game_not_over', REVIEW_NOT_OVER);
      }
      if (game.moves.length > LONGEST_GAME_PLIES)
        throw new HttpError('review_too_large', REVIEW_GAME_TOO_LONG);
      return {
        members: [game.whitePlayerId, game.blackPlayerId].filter((id): id is string => id !== null),
        stored: async () => (await loadReview(deps.db.kysely, gameId)) ?? freshReview(game),
        keep: (state) => keepReview(deps.db.kysely, gameId, state),
        publish: (message, userIds) =>
          publishToGame(deps.bus, gameId, message, { kind: 'users', userIds: [...userIds] }),
      };
    },
  };
}
