/**
 * Failures that mean "the database is not there just now", as opposed to "this statement is wrong": the
 * connection was closed under the query (a restart, a failover, `pg_terminate_backend`, a proxy reaping an
 * idle connection) or no connection could be made. Such a failure says nothing about the request; the same
 * request may succeed a second later. Callers answer it with `database_unavailable` (503), and the move
 * batch retries on it (decision 240).
 */

/** SQLSTATE classes and codes of a backend that went away or cannot take connections. */
const GONE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, or a fast shutdown
  '57P02', // crash_shutdown: another backend crashed, every connection is reset
  '57P03', // cannot_connect_now: starting up, shutting down, or in recovery
  '53300', // too_many_connections
]);
const CONNECTION_EXCEPTION_CLASS = '08';

/** Socket-level failures of the node driver (the database's host, port or network). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres and its pool say these in words only. */
const GONE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
];

function codeOf(error: object): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

function isGone(error: unknown, depth: number): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const code = codeOf(error);
  if (code && (GONE_SQLSTATES.has(code) || SOCKET_CODES.has(code))) return true;
  if (code?.length === 5 && code.startsWith(CONNECTION_EXCEPTION_CLASS)) return true;
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && GONE_MESSAGES.some((words) => message.includes(words))) return true;
  // A connect that failed on every address (AggregateError), or a pool error wrapping the socket's.
  const { errors, cause } = error as { errors?: unknown; cause?: unknown };
  if (Array.isArray(errors) && errors.some((inner) => isGone(inner, depth + 1))) return true;
  return isGone(cause, depth + 1);
}

/** True when `error` means the database connection is gone or cannot be made. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return isGone(error, 0);
}
