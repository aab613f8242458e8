import { Position } from '../../../core/chess/position';
import type { ConditionalLinesResponse } from '../../../core/protocol';
import { apiJson } from '../../lib/api';

/** A conditional line as the room lists it: the server's moves and their SAN from the game's position. */
export interface ShownLine {
  moves: string[];
  san: string[];
}

/** The SAN of a stored line, played from `fen`; a line the position no longer allows shows as its moves. */
export function shownLine(fen: string, moves: readonly string[]): ShownLine {
  const start = Position.fromFen(fen);
  const san: string[] = [];
  if (start.ok) {
    for (const move of moves) {
      const played = start.value.play(move);
      if (!played.ok) return { moves: [...moves], san: [...moves] };
      san.push(played.value.san);
    }
  }
  return { moves: [...moves], san };
}

const address = (gameId: string) => `/api/games/${encodeURIComponent(gameId)}/conditional`;

export function readConditionalLines(gameId: string): Promise<ConditionalLinesResponse> {
  return apiJson<ConditionalLinesResponse>('GET', address(gameId));
}

export function saveConditionalLines(
  gameId: string,
  lines: readonly ShownLine[],
): Promise<ConditionalLinesResponse> {
  return apiJson<ConditionalLinesResponse>('PUT', address(gameId), {
    lines: lines.map((line) => line.moves),
  });
}
