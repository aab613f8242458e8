import type { z } from 'zod';
import { type ErrorCode, MOVE_REFUSED, type MoveRefusal } from '../../core/protocol';

/** The HTTP status of each refusal: the one place it is decided. */
export const STATUS_OF: Record<ErrorCode, number> = {
  invalid_input: 400,
  auth_required: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  uri_too_long: 414,
  headers_too_large: 431,
  unsupported_media_type: 415,
  rate_limited: 429,
  origin_refused: 403,
  internal_error: 500,
  server_busy: 503,
  not_ready: 503,
  database_unavailable: 503,
  media_unavailable: 503,
  invalid_credentials: 401,
  email_not_verified: 403,
  username_taken: 409,
  display_name_taken: 409,
  link_invalid: 400,
  link_expired: 410,
  weak_password: 400,
  unsupported_locale: 400,
  avatar_type: 415,
  avatar_too_large: 413,
  avatar_dimensions: 400,
  avatar_unreadable: 400,
  not_a_player: 403,
  already_a_player: 409,
  game_full: 409,
  game_not_started: 409,
  game_over: 409,
  game_not_over: 409,
  not_your_turn: 409,
  illegal_move: 400,
  out_of_sync: 409,
  no_draw_offer: 409,
  takeback_nothing: 409,
  takeback_limit: 409,
  takeback_pending: 409,
  takeback_tournament: 409,
  no_takeback_request: 409,
  too_late_to_abort: 409,
  opponent_present: 409,
  too_many_games: 400,
  seat_reserved: 403,
  too_many_sockets: 429,
  room_full: 503,
  review_not_leader: 409,
  review_too_large: 413,
  invalid_fen: 400,
  position_over: 400,
  invalid_pgn: 400,
  not_a_member: 403,
  study_full: 409,
  unknown_user: 404,
  self_request: 400,
  already_friends: 409,
  request_pending: 409,
  not_your_request: 403,
  friend_limit: 409,
  not_friends: 403,
  invite_friends_only: 403,
  challenge_closed: 409,
  push_endpoint_refused: 400,
  push_endpoint_taken: 409,
  contact_refused: 403,
  report_self: 400,
  report_duplicate: 409,
  report_limit: 429,
  chat_muted: 403,
  moderators_only: 403,
  lobby_barred: 403,
  lobby_limit: 403,
  seek_closed: 409,
  seek_own: 400,
  seek_limit: 429,
  already_queued: 409,
  adult_declaration_required: 403,
  stranger_calls_off: 403,
  not_computer_game: 409,
  account_required: 403,
  guest_recipient: 403,
  not_invited: 403,
  not_a_guest: 403,
  allowance_exhausted: 403,
  upgrade_required: 403,
  tournament_full: 409,
  tournament_over: 409,
  tournament_started: 409,
  tournament_not_invited: 403,
  tournament_pro_only: 403,
  tournament_create_limit: 403,
  tournament_start_past: 400,
  not_tournament_creator: 403,
  not_in_tournament: 409,
  already_withdrawn: 409,
  berserk_too_late: 409,
  already_berserk: 409,
  not_tournament_game: 400,
  correspondence_limit: 403,
  correspondence_no_claim: 409,
  video_message_too_large: 413,
  video_message_type: 415,
  video_message_too_long: 400,
  video_message_not_correspondence: 409,
  video_message_not_your_move: 409,
  video_message_exists: 409,
  video_message_daily_limit: 403,
  video_message_storage_full: 403,
  not_correspondence_game: 409,
  conditional_your_turn: 409,
  conditional_too_many: 400,
  conditional_too_long: 400,
  conditional_unpaired: 400,
  conditional_illegal: 400,
  conditional_after_end: 400,
  conditional_ambiguous: 400,
  vacation_days_invalid: 400,
  vacation_in_progress: 409,
  vacation_allowance: 403,
  no_vacation: 409,
  correspondence_no_guest_seat: 400,
  statistics_not_in_plan: 403,
  theme_not_in_plan: 403,
  piece_set_not_in_plan: 403,
  poor_contrast: 400,
  recording_not_in_plan: 403,
  recording_out_of_step: 409,
  training_not_in_plan: 403,
  payment_declined: 402,
  payment_incomplete: 409,
  payment_provider_failed: 502,
};

/** A refusal whose code and message go to the client as they are; the status follows from the code. */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = STATUS_OF[code];
  }
}

/**
 * A move the rules refuse: `illegal_move`, with the rules' code and squares beside a general sentence
 * (decision 262). The client words the refusal itself; the sentence is for clients that do not.
 */
export class MoveRefusedError extends HttpError {
  constructor(readonly refusal: MoveRefusal) {
    super('illegal_move', MOVE_REFUSED, { refusal });
  }
}

/** The general refusals; a reason a client may act on has its own code (`new HttpError(code, …)`). */
export const badRequest = (message: string) => new HttpError('invalid_input', message);
export const unauthorized = (message = 'Authentication required') => new HttpError('auth_required', message);
export const forbidden = (message: string) => new HttpError('forbidden', message);
export const notFound = (message: string) => new HttpError('not_found', message);
export const conflict = (message: string) => new HttpError('conflict', message);
/** The answer while the database cannot be reached; the same request may succeed a moment later. */
export const databaseUnavailable = () =>
  new HttpError(
    'database_unavailable',
    'The server cannot reach its database just now. Please try again in a moment.',
  );

/** The answer while the media store (disk or bucket) fails; the same request may succeed a moment later. */
export const mediaUnavailable = () =>
  new HttpError(
    'media_unavailable',
    'The server cannot reach its stored pictures and recordings just now. Please try again in a moment.',
  );

/** One readable sentence for a failed zod parse: the first problem, named by its field. */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.join('.');
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    return field ? `${field} is required` : 'A request body is required';
  }
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** Parses untrusted input with a core schema; bad input becomes a 400 with a clear message. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(describeZodError(result.error));
  return result.data;
}
