/** Limits shared by forms, routes and socket handlers. */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,20}$/;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const FULL_NAME_MAX = 100;
export const DISPLAY_NAME_MAX = 50;
export const BIO_MAX = 280;
export const EMAIL_MAX = 254;

/** Initial clock, seconds: 15 s to 3 h. */
export const TIME_CONTROL_MIN = 15;
export const TIME_CONTROL_MAX = 10_800;
export const TIME_CONTROL_DEFAULT = 600;
/**
 * An untimed game (decision 288) whose side to move has not moved for this long ends with no result, so
 * the server holds no game open for ever: a day, time enough to think, to leave and come back.
 */
export const UNTIMED_IDLE_MS = 24 * 60 * 60 * 1000;
/** The longest FEN a game or a study may start from: a legal position's is well under it. */
export const FEN_MAX = 100;
/** Increment per move, seconds. */
export const INCREMENT_MIN = 0;
export const INCREMENT_MAX = 180;

export const CHAT_MESSAGE_MAX = 500;
/** Chat lines one person may send in one game's chat: a burst, then a sustained rate. */
export const CHAT_RATE = { burst: 5, perSecond: 1 } as const;

/**
 * Recordings (decision 192): made in the asker's browser, never uploaded. Two hours hold the longest
 * time control played out; the bitrates make a minute about 6.7 MB (README "Recording").
 */
export const RECORDING_MAX_MS = 2 * 60 * 60 * 1000;
export const RECORDING_VIDEO_BITS_PER_SECOND = 800_000;
export const RECORDING_AUDIO_BITS_PER_SECOND = 96_000;
/** MediaRecorder hands over a chunk this often; each goes to IndexedDB, out of the page's memory. */
export const RECORDING_CHUNK_MS = 4_000;
/**
 * What a recording may write and send (decision 252): recordings started in one game (each writes at most
 * two chat lines, its start and its stop), and each player's consent steps in a game, a burst then a
 * sustained rate. A person asks, answers and starts in a few clicks; a script is held to these.
 */
export const RECORDING_LIMITS = {
  startsPerGame: 10,
  stepsBurst: 8,
  stepsPerMinute: 12,
} as const;

/**
 * Invitation e-mails in a day (a 24-hour window from the first one, counted in the shared database):
 * how many one user may send, and how many one address may receive, whoever sends them.
 */
export const INVITATION_EMAILS_PER_SENDER_PER_DAY = 20;
export const INVITATION_EMAILS_PER_ADDRESS_PER_DAY = 3;
/** How long an invitation stays open: a username invitation holds the black seat until then. */
export const INVITATION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Profile pictures (decision 276): the largest upload, the sides a picture may have, and the square every
 * picture is made into. Past the upload size a phone's photo is rare; the pixel cap keeps a small file
 * that decodes into a huge image from taking the server's memory.
 */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MIN_SIDE_PX = 64;
export const AVATAR_MAX_SIDE_PX = 10_000;
export const AVATAR_MAX_PIXELS = 50_000_000;
export const AVATAR_SIZE_PX = 256;

/** Largest JSON body the HTTP server accepts. */
export const HTTP_BODY_LIMIT_BYTES = 16 * 1024;
/** Largest frame the live channel accepts. */
export const WS_FRAME_LIMIT_BYTES = 4 * 1024;

/**
 * Caps on the live channel (decision 151). Sockets are counted per instance; viewers of a game across
 * every instance. The players of a game are never refused from it; signed-out viewers are refused first.
 */
export const LIVE_LIMITS = {
  /** Open sockets from one address (a household or office behind one NAT stays well under it). */
  socketsPerAddress: 200,
  /** Open sockets of one signed-in user (tabs and devices). */
  socketsPerUser: 20,
  /** Viewers of one game who are not its players: signed-in users and signed-out sockets together. */
  viewersPerGame: 5_000,
  /** Signed-out sockets on one game; past this only signed-in viewers are let in. */
  anonymousViewersPerGame: 2_000,
} as const;
export type LiveLimits = { readonly [K in keyof typeof LIVE_LIMITS]: number };

/** Close codes of the live channel (4000–4999 are ours). */
export const WS_CLOSE = {
  normal: 1000,
  goingAway: 1001,
  /** Sent by the socket library itself for a frame over WS_FRAME_LIMIT_BYTES. */
  tooBig: 1009,
  /** The socket's session ended (sign-out, password reset, sign-out everywhere, an account closed). */
  sessionEnded: 4001,
  forbiddenOrigin: 4003,
  /** Too many sockets from one address or one user at once. */
  tooManySockets: 4008,
  rateLimited: 4029,
  /** The page speaks a protocol older than OLDEST_CLIENT_PROTOCOL: it must be reloaded. */
  clientOutdated: 4426,
} as const;

/**
 * The socket protocol this build speaks; bumped when it changes. Version 2: refusals carry a `code`.
 * Version 3: the host hears of a refused join (`join_refused`). Version 4: the spectators' chat
 * (`spectator_chat`, decision 275).
 */
export const PROTOCOL_VERSION = 4;
/** The oldest page protocol the server still serves; older pages are closed with `clientOutdated`. */
export const OLDEST_CLIENT_PROTOCOL = 1;

/**
 * The longest game a review, a game report and a study's PGN are sized for (decision 246): 600 moves, more
 * than twice the longest game on record between masters (269 moves). The rules the server applies (the
 * fifty-move rule and threefold repetition end a game at once) bound a game only at thousands of moves,
 * which nobody plays; a longer game is still played and kept, and refused a shared review with a code.
 */
export const LONGEST_GAME_PLIES = 1_200;

/** A shared review (decision 230): its size is bounded so its state stays small to keep and to send. */
export const REVIEW_LIMITS = {
  /** Positions in one review's move tree: the longest game's own, and 1,000 more for variations. */
  nodes: LONGEST_GAME_PLIES + 1 + 1_000,
  shapesPerNode: 24,
  commentLength: 500,
  /**
   * The state as stored (its JSON, in UTF-8 bytes; decision 245): the longest game with its 1,000
   * variation positions takes about 400 KB, which leaves room for comments and drawings on hundreds of them.
   */
  stateBytes: 1_000_000,
} as const;

/** An entry of a game report as JSON, at its longest (`{"score":{"cp":-100000},"best":"e7-e8q"},`), with room. */
const REPORT_ENTRY_BYTES = 64;
/** `POST /api/games/:id/report`: one entry for the start and one per ply of the longest game. */
export const REPORT_BODY_LIMIT_BYTES = (LONGEST_GAME_PLIES + 1) * REPORT_ENTRY_BYTES + 1024;

/** Web Push (decision 185): browsers kept per user, and notices a user can be sent (a burst, then a rate). */
export const PUSH_SUBSCRIPTIONS_PER_USER_MAX = 10;
export const PUSH_NOTICES_BURST = 5;
export const PUSH_NOTICES_PER_MINUTE = 4;

/** Pro training (decision 237): tries a person can make a minute (one every two seconds); a script cannot churn. */
export const TRAINING_ATTEMPTS_PER_MINUTE = 30;

/**
 * Friends (decision 201): a user's pending requests (sent, waiting for an answer) and friends are bounded,
 * and friend requests, challenges and blocks are counted per person in the shared database.
 */
export const FRIEND_LIMITS = {
  pendingRequestsPerUser: 50,
  friendsPerUser: 500,
  blocksPerUser: 1_000,
  requestsPerHour: 30,
  challengesPerHour: 60,
  blocksPerHour: 60,
} as const;

/** How long a challenge waits for its answer (issue 15). */
export const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

/**
 * How long a correspondence challenge waits for its answer (decision 329): nobody waits at the board, so the friend
 * may answer when they next look, as for an invitation; a week covers a weekend away and most of a trip.
 */
export const CORRESPONDENCE_CHALLENGE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Study boards (issue 16): a pasted PGN's size, and the studies one person may own. */
export const STUDY_LIMITS = {
  /** Holds the longest game's movetext (about 13,000 characters) with its tags and some comments. */
  pgnLength: 20_000,
  fenLength: 100,
  ownedPerUser: 200,
  /** New studies a person may make in a minute (decision 247): pasting a few in a row, not a script. */
  createdPerMinute: 10,
} as const;

/** Training on one's own mistakes (decision 237): the list's size, when a try counts, hints. */
export const TRAINING_LIMITS = {
  /** Positions listed at once, the costliest first. */
  positions: 30,
  /** The most recent reported games a list is drawn from (each report is read whole). */
  games: 200,
  /**
   * A move is accepted when it gives away at most this much of the mover's winning chances (on the
   * [-1, 1] scale) compared with the engine's best move at the same depth: half of an inaccuracy.
   */
  acceptLoss: 0.05,
  /** Clean solves in a row (the first move tried, no hint) that take a position off the list. */
  clearingStreak: 2,
  /** Hints in order: 1 the piece to move, 2 its target square, 3 the answer. */
  maxHints: 3,
} as const;

/** `POST /api/studies`: the longest PGN, each character up to three bytes of UTF-8 (or two, escaped), with room. */
export const STUDY_BODY_LIMIT_BYTES = STUDY_LIMITS.pgnLength * 3 + 1024;

/** Reports (decision 281): how many one person may file a day, and the length of their words. */
export const REPORTS_PER_DAY = 10;
export const REPORT_TEXT_MAX = 1000;
/** A moderator's reason for an action, kept in the audit log. */
export const MODERATION_REASON_MAX = 500;
/** Chat mutes' lengths, ms; a permanent mute has no end. */
export const MUTE_MS = { '24h': 24 * 60 * 60 * 1000, '7d': 7 * 24 * 60 * 60 * 1000 } as const;

/**
 * Guest seats (issue 29, decision 287): a guest session lives this long from the moment the seat is taken and
 * is never extended; the sweep then deletes the guest's data (the games stay, the guest named "Guest"), unless
 * the guest made an account from it first. The privacy page states the same figure.
 */
export const GUEST_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Guest sessions one address may open in an hour: a family on one connection, not a script. */
export const GUEST_SESSIONS_PER_ADDRESS_PER_HOUR = 5;
/** A guest's shown name, in characters. */
export const GUEST_NAME_MAX = 30;
/** How often the guest sweep looks for guests whose time is up. */
export const GUEST_SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * Tournaments (issue 30, decisions 289–291): the most players one holds, the private tournaments one Pro member
 * may create in a UTC day, the lengths one may choose, how far ahead one may be set, the countdown before each
 * paired game, how many lines the live standings carry, and how often a watched tournament's page hears of it.
 */
export const TOURNAMENT_LIMITS = {
  playersMax: 1_000,
  /** The smallest player cap a private tournament may set: three friends make an arena. */
  playersMin: 2,
  createdPerDay: 10,
  minutesMin: 20,
  minutesMax: 180,
  /** A private tournament starts within this long of its creation. */
  startWithinMs: 30 * 24 * 60 * 60 * 1000,
  nameMin: 3,
  nameMax: 60,
  /** Usernames one invite request may name. */
  invitesPerRequest: 20,
  /** "Next game in 10 s": the countdown between a pairing and the first-move window of its game. */
  countdownMs: 10_000,
  /** Lines of the standings' top a page is sent, beside the reader's own line. */
  standingsTop: 10,
  /** Games in play shown as small live boards. */
  liveGames: 6,
  /** A watched tournament's standings are pushed at most this often. */
  standingsBatchMs: 1_000,
} as const;

/**
 * Conditional moves in a correspondence game (issue 32, decision 301): the lines one player keeps at a time, and
 * the plies of each (five exchanges of "if they play…, I answer…"). A tree of replies to the likely moves fits;
 * a whole opening book does not, and checking them all stays under a millisecond or two per line.
 */
export const CONDITIONAL_LINES_MAX = 16;
export const CONDITIONAL_PLIES_MAX = 10;

/**
 * A video (or audio) message sent with a correspondence move (issue 32, decision 328): at most 30 seconds, and at
 * most 12 MB, room for 30 seconds of the 2.5 Mbit/s a browser's recorder may choose (the room asks for less).
 * Measured by decoding it on the server; a little over 30 s is let through for the recorder's last frame.
 */
export const VIDEO_MESSAGE_MAX_SECONDS = 30;
export const VIDEO_MESSAGE_GRACE_SECONDS = 0.5;
export const VIDEO_MESSAGE_MAX_BYTES = 12 * 1024 * 1024;
/** The bit rate the room asks the browser's recorder for: 30 seconds of it is about 4 MB. */
export const VIDEO_MESSAGE_BITS_PER_SECOND = 1_000_000;
