import { Position } from '../../core/chess/position';
import type { GameRecord } from './record';

/** Live positions kept at most; the least recently used goes first (it is rebuilt from its moves if needed). */
const POSITION_LIMIT = 20_000;

/**
 * One chess.js position per live game, so a move costs one rules step instead of a replay. The stored
 * moves are the truth: a cached position that is behind them (another instance moved) catches up by
 * playing the missing moves; anything else is rebuilt.
 */
export class PositionCache {
  private readonly positions = new Map<string, Position>();

  /** The position after all of `game`'s moves; throws only if stored moves are not legal (corrupt data). */
  positionOf(game: Pick<GameRecord, 'id' | 'moves'>): Position {
    let position = this.positions.get(game.id);
    if (position) this.positions.delete(game.id);
    if (!position || position.ply > game.moves.length) position = Position.initial();
    for (let ply = position.ply; ply < game.moves.length; ply++) {
      const played = position.play(game.moves[ply] as string);
      if (!played.ok)
        throw new Error(`Game ${game.id} has an illegal stored move at ply ${ply}: ${played.reason}`);
    }
    this.positions.set(game.id, position);
    if (this.positions.size > POSITION_LIMIT) {
      this.positions.delete(this.positions.keys().next().value as string);
    }
    return position;
  }

  forget(gameId: string): void {
    this.positions.delete(gameId);
  }
}
