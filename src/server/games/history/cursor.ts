import { z } from 'zod';
import { badRequest } from '../../http/errors';

/** Where a page of games ends: the last game's creation time and id (newest first, ties by id). */
export interface GamesCursor {
  createdAt: number;
  id: string;
}

const CursorShape = z.tuple([z.number().int().nonnegative(), z.string().min(1).max(64)]);

export function encodeCursor(cursor: GamesCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

/** The cursor a previous page handed out; anything else is a 400. */
export function decodeCursor(text: string): GamesCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('cursor: not a cursor this server handed out');
  }
  const shape = CursorShape.safeParse(parsed);
  if (!shape.success) throw badRequest('cursor: not a cursor this server handed out');
  const [createdAt, id] = shape.data;
  return { createdAt, id };
}

/** Newest first; equal times by id, descending (the order every page query uses). */
export function newerFirst(a: GamesCursor, b: GamesCursor): number {
  if (a.createdAt !== b.createdAt) return b.createdAt - a.createdAt;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}
