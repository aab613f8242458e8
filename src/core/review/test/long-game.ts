import { Chess } from 'chess.js';
import { formatMoveText, type PromotionPiece, type SquareName } from '../../chess/notation';

/** Seeded, so every run plays the same game. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface LongGame {
  /** Wire moves (e2-e4). */
  moves: string[];
  san: string[];
}

const games = new Map<number, LongGame>();

/**
 * A legal game of exactly `plies` half-moves that the rules never end on the way: pieces shuffle without
 * repeating a position, and a pawn steps forward (or, failing that, something is captured) before the
 * fifty-move rule would end it. What the longest games the product accepts look like, for tests.
 */
export function longGame(plies: number): LongGame {
  const cached = games.get(plies);
  if (cached) return cached;
  const next = random(plies);
  const chess = new Chess();
  const seen = new Set<string>();
  const game: LongGame = { moves: [], san: [] };
  const key = (fen: string) => fen.split(' ').slice(0, 4).join(' ');
  while (game.moves.length < plies) {
    const halfmoves = Number(chess.fen().split(' ')[4]);
    const candidates = chess.moves().sort(() => next() - 0.5);
    /** Rank 0: what this ply wants; 1: anything the rules allow that keeps the game going. */
    let chosen: { san: string; rank: number } | null = null;
    for (const san of candidates) {
      const resets = /^[a-h]/.test(san) || san.includes('x');
      const pawnStep = /^[a-h][1-8]/.test(san);
      const played = chess.move(san);
      const over = chess.isGameOver();
      const fresh = !seen.has(key(played.after));
      chess.undo();
      if (over) continue;
      const rank = (halfmoves >= 90 ? pawnStep || resets : fresh && !resets) ? 0 : 1;
      if (!chosen || rank < chosen.rank) chosen = { san, rank };
      if (rank === 0) break;
    }
    if (!chosen) throw new Error(`No move keeps the game going at ply ${game.moves.length}`);
    const played = chess.move(chosen.san);
    seen.add(key(played.after));
    game.moves.push(
      formatMoveText({
        from: played.from as SquareName,
        to: played.to as SquareName,
        promotion: (played.promotion as PromotionPiece | undefined) ?? null,
      }),
    );
    game.san.push(played.san);
  }
  games.set(plies, game);
  return game;
}

/** The game as a PGN's movetext: "1. e4 e5 2. Nf3 …". */
export function pgnOf(game: LongGame): string {
  return game.san.map((san, ply) => (ply % 2 === 0 ? `${ply / 2 + 1}. ${san}` : san)).join(' ');
}
