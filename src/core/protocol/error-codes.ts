/**
 * Why the server refused, in words a program can act on. Every refusal carries one beside its
 * human `message`, over HTTP and on the socket; the client decides on the code, never on the text.
 * Specific codes name a reason a client may act on; the general ones cover everything else.
 */
export const ERROR_CODES = [
  // General
  'invalid_input',
  'auth_required',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'uri_too_long',
  'headers_too_large',
  'unsupported_media_type',
  'rate_limited',
  'origin_refused',
  'internal_error',
  'server_busy',
  'not_ready',
  'database_unavailable',
  'media_unavailable',
  // Accounts
  'invalid_credentials',
  'email_not_verified',
  'username_taken',
  'display_name_taken',
  'link_invalid',
  'link_expired',
  'weak_password',
  'unsupported_locale',
  // Profile pictures (decision 276)
  'avatar_type',
  'avatar_too_large',
  'avatar_dimensions',
  'avatar_unreadable',
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
  'takeback_nothing',
  'takeback_limit',
  'takeback_pending',
  'takeback_tournament',
  'no_takeback_request',
  'too_late_to_abort',
  'opponent_present',
  'too_many_games',
  'seat_reserved',
  'too_many_sockets',
  'room_full',
  // Reviews
  'review_not_leader',
  'review_too_large',
  // Study boards
  'invalid_fen',
  'invalid_pgn',
  'not_a_member',
  'study_full',
  // Friends and challenges
  'unknown_user',
  'self_request',
  'already_friends',
  'request_pending',
  'not_your_request',
  'friend_limit',
  'not_friends',
  'invite_friends_only',
  'challenge_closed',
  // Notifications
  'push_endpoint_refused',
  'push_endpoint_taken',
  // Safety (decision 251): the person reached does not take this contact
  'contact_refused',
  // Reports and moderation (decision 281)
  'report_self',
  'report_duplicate',
  'report_limit',
  'chat_muted',
  'moderators_only',
  // The lobby and calls with strangers (issue 28)
  'lobby_barred',
  'lobby_limit',
  'seek_closed',
  'seek_own',
  'seek_limit',
  'already_queued',
  'adult_declaration_required',
  'stranger_calls_off',
  // Games against the computer (issue 29, decision 286)
  'not_computer_game',
  // Guest seats (issue 29, decision 287)
  'account_required',
  'guest_recipient',
  'not_invited',
  'not_a_guest',
  // A computer game from a position (decision 288): the FEN is legal but the game is already over
  'position_over',
  // Tournaments (issue 30)
  'tournament_full',
  'tournament_over',
  'tournament_started',
  'tournament_not_invited',
  'tournament_pro_only',
  'tournament_create_limit',
  'tournament_start_past',
  'not_tournament_creator',
  'not_in_tournament',
  'already_withdrawn',
  'berserk_too_late',
  'already_berserk',
  'not_tournament_game',
  // Correspondence games (issue 32, decision 316)
  'correspondence_limit',
  'correspondence_no_claim',
  // Video messages with correspondence moves (issue 32, decision 328)
  'video_message_too_large',
  'video_message_type',
  'video_message_too_long',
  'video_message_not_correspondence',
  'video_message_not_your_move',
  'video_message_exists',
  'video_message_daily_limit',
  'video_message_storage_full',
  // Conditional moves (decisions 301, 324)
  'not_correspondence_game',
  'conditional_your_turn',
  'conditional_too_many',
  'conditional_too_long',
  'conditional_unpaired',
  'conditional_illegal',
  'conditional_after_end',
  'conditional_ambiguous',
  // Vacation in correspondence games (decision 325), core's refusals of `startVacation`
  'vacation_days_invalid',
  'vacation_in_progress',
  'vacation_allowance',
  'no_vacation',
  'correspondence_no_guest_seat',
  // Plans and payments
  'allowance_exhausted',
  'upgrade_required',
  'statistics_not_in_plan',
  'theme_not_in_plan',
  'piece_set_not_in_plan',
  'poor_contrast',
  'recording_not_in_plan',
  'recording_out_of_step',
  'training_not_in_plan',
  'payment_declined',
  'payment_incomplete',
  'payment_provider_failed',
] as const;

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

/** True for a code of this build; a page reads refusals with it without loading zod. */
export function isErrorCode(value: unknown): value is (typeof ERROR_CODES)[number] {
  return typeof value === 'string' && KNOWN.has(value);
}
