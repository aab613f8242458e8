import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** Fastify's own client errors, said plainly. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content length does not match the body',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
};

/**
 * Every error answer is `{ message }`. Client mistakes keep their 4xx status and say what was
 * wrong; anything else is logged and answered with a 500 that reveals nothing.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, ...error.extra });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = error.code ? FASTIFY_MESSAGES[error.code] : undefined;
      const message =
        known ?? (error instanceof SyntaxError ? 'Request body is not valid JSON' : error.message);
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
