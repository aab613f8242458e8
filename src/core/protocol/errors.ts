import { z } from 'zod';

/**
 * Why the server refused, in words a program can act on. Every refusal carries one beside its
 * human `message`, over HTTP and on the socket; the client decides on the code, never on the text.
 * Specific codes name a reason a client may act on; the general ones cover everything else.
 */
export const ErrorCode = z.enum([
  // General
  'invalid_input',
  'auth_required',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'uri_too_long',
  'unsupported_media_type',
  'rate_limited',
  'origin_refused',
  'internal_error',
  // Accounts
  'invalid_credentials',
  'email_not_verified',
  'username_taken',
  'link_invalid',
  'link_expired',
  // Games and the live channel
  'not_a_player',
  'already_a_player',
  'game_full',
  'game_not_started',
  'game_over',
  'game_not_over',
  'not_your_turn',
  'illegal_move',
  'out_of_sync',
  'no_draw_offer',
  'too_late_to_abort',
  'opponent_present',
  'too_many_games',
  // Plans and payments
  'allowance_exhausted',
  'payment_declined',
  'payment_incomplete',
  'payment_provider_failed',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** Every error answer of the HTTP API (some refusals add fields of their own beside these). */
export const ErrorBody = z.object({ message: z.string(), code: ErrorCode });
export type ErrorBody = z.infer<typeof ErrorBody>;
