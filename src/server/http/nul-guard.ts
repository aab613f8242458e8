import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

export const NUL_REFUSED = 'Text must not contain the NUL character';

/**
 * Where a parsed value holds a string with U+0000 (`"bio"`, `"moves.2"`, `""` for the value
 * itself), or null when none does. Raw bodies (buffers) are not text and are left alone.
 */
export function findNul(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path;
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const [key, child] of Object.entries(item)) pending.push([child, path ? `${path}.${key}` : key]);
    }
  }
  return null;
}

/** The 400 message for a NUL found at `path` (named like the schema errors: "bio: …"). */
export const nulMessage = (path: string) => (path ? `${path}: ${NUL_REFUSED}` : NUL_REFUSED);

/**
 * Refuses any request whose path parameters, query or JSON body carry U+0000. PostgreSQL text cannot
 * hold it (the query fails, which would be a 500), and no field of ours has a use for it, so it is
 * refused at the door for every route rather than in each schema.
 */
export function installNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findNul(part);
      if (path !== null) throw badRequest(nulMessage(path));
    }
  });
}
