import { GAME_ERRORS, type GameStatus } from '../../../core/protocol';
import { HttpError } from '../../http/errors';

/** The spec's "Cannot make moves in this game state", coded by why: not started yet, or over. */
export function notActive(status: GameStatus): HttpError {
  return new HttpError(status === 'waiting' ? 'game_not_started' : 'game_over', GAME_ERRORS.notActive);
}
