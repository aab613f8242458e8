// Not the zod schemas: this module is on every page, and zod is loaded only by pages that need it.
import { isErrorCode } from '../../core/protocol/error-codes';
import type { ErrorCode } from '../../core/protocol/errors';

/**
 * The HTTP client. Cookies always go along; a JSON body and header only when there is a body.
 * An unsuccessful answer becomes an ApiError whose message is "status: body text" (spec §8),
 * whose `serverMessage` is the server's own `{ message }` when it sent one, and whose `code` is
 * the server's reason: screens decide on the code, never on the text.
 */
export class ApiError extends Error {
  /** Null when the answer is not one of ours (a proxy's error page, a gateway timeout). */
  readonly code: ErrorCode | null;

  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly body: unknown,
  ) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiError';
    const code = body && typeof body === 'object' && 'code' in body ? body.code : null;
    this.code = isErrorCode(code) ? code : null;
  }

  get serverMessage(): string | undefined {
    const body = this.body;
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string')
      return body.message;
    return undefined;
  }
}

/** The ApiError an unsuccessful answer stands for, its body read as JSON when it is JSON. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const text = (await response.text()) || response.statusText;
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return new ApiError(response.status, text, body);
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) throw await apiErrorOf(response);
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    ...(body === undefined
      ? {}
      : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
  await throwIfNotOk(response);
  return response;
}

/** `apiRequest` and the JSON answer; an answer without a body (204) is sent with `apiRequest` alone. */
export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, url, body);
  return (await response.json()) as T;
}

/** True when the error is the server's refusal for this reason. */
export function isRefusal(error: unknown, code: ErrorCode): error is ApiError {
  return error instanceof ApiError && error.code === code;
}

/** Why the server said no: its sentence for people, and its code for programs (null: not its answer). */
export interface Refusal {
  message: string;
  code: ErrorCode | null;
}

/** The refusal an error stands for; the fallback text when the server gave no sentence. */
export function refusalOf(error: unknown, fallback: string): Refusal {
  return { message: messageOf(error, fallback), code: error instanceof ApiError ? error.code : null };
}

/** The server's message for an error, else the fallback text the spec gives for that screen. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
