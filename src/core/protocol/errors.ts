import { z } from 'zod';
import { ERROR_CODES } from './error-codes';

/** The codes of `ERROR_CODES`, as the schemas of HTTP bodies and socket frames read them. */
export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** Every error answer of the HTTP API (some refusals add fields of their own beside these). */
export const ErrorBody = z.object({ message: z.string(), code: ErrorCode });
export type ErrorBody = z.infer<typeof ErrorBody>;
