import { Position } from '../../../core/chess/position';
import type { GameRecord } from '../record/record';
import { newGameId } from './ids';

/**
 * A new game waiting for its Black player: full clocks, the initial position. Its host (who pays for it,
 * decision 200) is White unless said otherwise (a rematch's offerer, a challenge's sender).
 */
export function newGameRecord(
  whitePlayerId: string,
  timeControl: number,
  increment: number,
  now: number,
  rematchOfGameId: string | null,
  hostId: string = whitePlayerId,
): GameRecord {
  const timeMs = timeControl * 1000;
  return {
    id: newGameId(),
    status: 'waiting',
    whitePlayerId,
    blackPlayerId: null,
    timeControl,
    increment,
    moves: [],
    san: [],
    fen: Position.initial().fen,
    clock: { whiteMs: timeMs, blackMs: timeMs, running: null, turnStartedAt: null },
    deadlineAt: null,
    version: 1,
    result: null,
    termination: null,
    drawOffer: null,
    rematchOffer: null,
    rematchGameId: null,
    rematchOfGameId,
    hostId,
    createdAt: now,
    startedAt: null,
    endedAt: null,
    clockHistory: [],
  };
}
