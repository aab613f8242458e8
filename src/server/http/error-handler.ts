import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../core/protocol';
import { HttpError } from './errors';

/** Fastify's own client errors, said plainly, with their codes. */
const FASTIFY_REFUSALS: Record<string, { message: string; code: ErrorCode }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { message: 'Request body is too large', code: 'payload_too_large' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { message: 'Request body is empty', code: 'invalid_input' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    message: 'Unsupported content type; send JSON',
    code: 'unsupported_media_type',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    message: 'Content length does not match the body',
    code: 'invalid_input',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { message: 'Request body is not valid JSON', code: 'invalid_input' },
};

/** The general code for any other client error a plugin raises, by its status. */
const CODE_OF_STATUS: Record<number, ErrorCode> = {
  401: 'auth_required',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** What a client error other than our own says, and its code. */
function refusalOf(error: FastifyError): HttpError {
  const known = error.code ? FASTIFY_REFUSALS[error.code] : undefined;
  if (known) return new HttpError(known.code, known.message);
  const message = error instanceof SyntaxError ? 'Request body is not valid JSON' : error.message;
  return new HttpError(CODE_OF_STATUS[error.statusCode ?? 400] ?? 'invalid_input', message);
}

/**
 * Turns a failure of a backing service into the refusal that names it (the database unreachable:
 * `database_unavailable`), or answers null for a failure of ours. Given by the composition root, which
 * knows the services; this folder knows none of them.
 */
export type FailureRefusal = (error: unknown) => HttpError | null;

/**
 * Every error answer is `{ message, code }`, its status the code's. Client mistakes say what was
 * wrong; a backing service that is away is said as such (`failureRefusal`), with a warning in the log;
 * anything else is logged and answered with a 500 that reveals nothing. Fastify's `frameworkErrors`
 * option takes this too, for the URLs its router refuses before any hook runs.
 */
export function answerError(
  error: FastifyError | HttpError,
  request: FastifyRequest,
  reply: FastifyReply,
  failureRefusal?: FailureRefusal,
) {
  const status = error.statusCode ?? 500;
  const away = error instanceof HttpError ? null : failureRefusal?.(error);
  if (away) {
    request.log.warn({ message: error.message, code: away.code }, 'request refused: a service is away');
    return reply.status(away.statusCode).send({ message: away.message, code: away.code });
  }
  if (error instanceof HttpError || (status >= 400 && status < 500)) {
    const refusal = error instanceof HttpError ? error : refusalOf(error);
    return reply
      .status(refusal.statusCode)
      .send({ ...refusal.extra, message: refusal.message, code: refusal.code });
  }
  request.log.error({ err: error }, 'request failed');
  const failure = new HttpError('internal_error', 'Something went wrong on our side. Please try again.');
  return reply.status(failure.statusCode).send({ message: failure.message, code: failure.code });
}

export function installErrorHandler(app: FastifyInstance, failureRefusal?: FailureRefusal): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) =>
    answerError(error, request, reply, failureRefusal),
  );
}

/** A connection's error before any request exists (Node's parser), as Fastify's `clientErrorHandler` hands it over. */
interface ParserError extends Error {
  code?: string;
}

/** What the parser's refusals say: a request line or headers over Node's 16 KB, a request too slow, anything else. */
const PARSER_REFUSALS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'headers_too_large',
    message: 'The address asked for, or the request’s headers, are too long.',
  },
};
const UNREADABLE = {
  status: 400,
  code: 'invalid_input' as ErrorCode,
  message: 'The request could not be read.',
};

/**
 * Refusals Node's HTTP parser makes before Fastify sees a request (an address of 20 KB, say), answered in the same
 * shape as every other refusal, with a code, instead of Fastify's default body without one. The connection closes.
 */
export function answerClientError(error: ParserError, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const refusal = (error.code && PARSER_REFUSALS[error.code]) || UNREADABLE;
  const body = JSON.stringify({ message: refusal.message, code: refusal.code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
