import { START_FEN } from '../../core/chess/board';
import { GAME_ERRORS, type Game } from '../../core/protocol';
import { lineFrom, treeFromMoves } from '../../core/review/move-tree';
import { initialReview, type ReviewState } from '../../core/review/review-state';
import type { EventBus } from '../bus';
import { publishToGame } from '../bus/game-envelope';
import type { Db } from '../db/database';
import { seatOf } from '../games/record';
import { HttpError, notFound } from '../http/errors';
import { loadReview, saveReview } from './store';
import type { SubjectSource } from './subject';

export const REVIEW_NOT_PLAYER = 'Only the two players can share this review; you can review it on your own';
export const REVIEW_NOT_OVER = 'The review opens when the game is over';

/** The part of the game service a review reads: the finished game's seats, status and moves. */
export interface ReviewedGames {
  snapshot(gameId: string): Promise<Game | null>;
}

function freshReview(game: Game): ReviewState {
  const tree = treeFromMoves(game.moves, START_FEN);
  // A stored game always replays: the referee accepted every move.
  if (!tree.ok) throw new Error(`Game ${game.id} does not replay: ${tree.reason}`);
  const state = initialReview(tree.value);
  return { ...state, cursor: lineFrom(tree.value, tree.value.root).at(-1) ?? tree.value.root };
}

/** A finished game's review: its two players share it, stored beside the game, sent on the game's channel. */
export function gameSubjects(deps: { db: Db; bus: EventBus; games: ReviewedGames }): SubjectSource {
  return {
    async access(gameId, userId) {
      const game = await deps.games.snapshot(gameId);
      if (!game) throw notFound(GAME_ERRORS.notFound);
      if (!seatOf(game, userId)) throw new HttpError('not_a_player', REVIEW_NOT_PLAYER);
      if (game.status !== 'completed' && game.status !== 'abandoned') {
        throw new HttpError('game_not_over', REVIEW_NOT_OVER);
      }
      return {
        members: [game.whitePlayerId, game.blackPlayerId].filter((id): id is string => id !== null),
        current: async () => (await loadReview(deps.db.kysely, gameId)) ?? freshReview(game),
        save: (state) => saveReview(deps.db.kysely, gameId, state),
        publish: (message, userIds) =>
          publishToGame(deps.bus, gameId, message, { kind: 'users', userIds: [...userIds] }),
      };
    },
  };
}
