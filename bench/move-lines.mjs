// Move lines chosen before the benchmark starts, so the socket clients only send and receive.
// Each line is a legal game from the start position that does not end (no mate, stalemate, repetition,
// fifty-move or insufficient-material draw) within its length: the server must keep every game going.
import { Chess } from 'chess.js';

/** A small seeded generator (mulberry32): the same lines, or game lengths, on every run. */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function tryLine(length, random) {
  const chess = new Chess();
  const line = [];
  while (line.length < length) {
    // SAN lists are cheaper than verbose ones; the played move gives its squares back.
    const candidates = chess.moves();
    // Shuffle, then take the first move that keeps the game going.
    for (let i = candidates.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [candidates[i], candidates[j]] = [candidates[j], candidates[i]];
    }
    let played = false;
    for (const san of candidates) {
      const move = chess.move(san);
      if (!chess.isGameOver()) {
        line.push(`${move.from}-${move.to}${move.promotion ?? ''}`);
        played = true;
        break;
      }
      chess.undo();
    }
    if (!played) return null;
  }
  return line;
}

/** `count` different lines of `length` plies each, in "e2-e4" form. */
export function moveLines(count, length) {
  const lines = [];
  for (let seed = 1; lines.length < count; seed += 1) {
    const line = tryLine(length, seeded(seed));
    if (line) lines.push(line);
  }
  return lines;
}
