import { Position } from '../../../core/chess/position';
import type { GameRecord } from './record';

/** Live positions kept at most; the least recently used goes first (it is rebuilt from its moves if needed). */
const POSITION_LIMIT = 20_000;

interface Entry {
  position: Position;
  /** The game as this instance last read or committed it, at the position's ply; null when unknown. */
  record: GameRecord | null;
}

/**
 * One chess.js position per live game, so a move costs one rules step instead of a replay, and the game
 * row as this instance last saw it, so a move need not read it again. The stored game is the truth: a
 * remembered record may be behind it (another instance moved, offered a draw…), which the move's
 * versioned UPDATE finds out; a cached position that is behind the stored moves catches up by playing
 * the missing ones; anything else is rebuilt.
 */
export class PositionCache {
  private readonly entries = new Map<string, Entry>();

  /** The position after all of `game`'s moves; throws only if stored moves are not legal (corrupt data). */
  positionOf(game: Pick<GameRecord, 'id' | 'moves' | 'fen' | 'startFen'>): Position {
    const entry = this.touch(game.id);
    const cached = entry && entry.position.ply <= game.moves.length ? entry.position : null;
    let position = catchUp(cached ?? startOf(game), game);
    // A takeback (decision 273) on another instance, and moves after it, can leave the cached position
    // on a line the game no longer has, at the same ply count: its FEN tells.
    if (cached && position.fen !== game.fen) position = catchUp(startOf(game), game);
    // Whatever was remembered of the game is older than the read this came from: the caller remembers anew.
    this.entries.set(game.id, { position, record: null });
    if (this.entries.size > POSITION_LIMIT) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    return position;
  }

  /**
   * The game as this instance last read or committed it, with its position in step; null when not
   * known. It may be out of date: act on it only through a write that checks its version.
   */
  lastKnown(gameId: string): { game: GameRecord; position: Position } | null {
    const entry = this.touch(gameId);
    if (!entry?.record) return null;
    return { game: entry.record, position: entry.position };
  }

  /** Records the game as read or committed now, if its position is cached at the same ply. */
  remember(game: GameRecord): void {
    const entry = this.entries.get(game.id);
    if (entry) entry.record = entry.position.ply === game.moves.length ? game : null;
  }

  /** The remembered game turned out to be out of date: keep the position (it catches up), drop the record. */
  distrust(gameId: string): void {
    const entry = this.entries.get(gameId);
    if (entry) entry.record = null;
  }

  forget(gameId: string): void {
    this.entries.delete(gameId);
  }

  /** The entry, moved to the most recently used end. */
  private touch(gameId: string): Entry | undefined {
    const entry = this.entries.get(gameId);
    if (entry) {
      this.entries.delete(gameId);
      this.entries.set(gameId, entry);
    }
    return entry;
  }
}

/** The game's start: the standard position, or the one it was started from (decision 288). */
export function startOf(game: Pick<GameRecord, 'id' | 'startFen'>): Position {
  if (game.startFen === null) return Position.initial();
  const start = Position.fromFen(game.startFen);
  if (!start.ok) throw new Error(`Game ${game.id} has a start position chess.js refuses: ${start.reason}`);
  return start.value;
}

/** `position` with the game's moves it has not played yet played. */
function catchUp(position: Position, game: Pick<GameRecord, 'id' | 'moves'>): Position {
  for (let ply = position.ply; ply < game.moves.length; ply++) {
    const played = position.play(game.moves[ply] as string);
    if (!played.ok)
      throw new Error(`Game ${game.id} has an illegal stored move at ply ${ply}: ${played.reason.code}`);
  }
  return position;
}
