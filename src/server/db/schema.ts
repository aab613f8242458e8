import type { ColumnType } from 'kysely';

/**
 * Table types. Times are epoch milliseconds (bigint columns) and flags are 0/1 integers, so one
 * migration set and one set of queries work on SQLite and PostgreSQL alike.
 * Each feature adds its tables here next to its migration.
 */
export interface UsersTable {
  id: string;
  email: string;
  username: string;
  /** Lower-cased username: uniqueness regardless of case. */
  usernameKey: string;
  fullName: string;
  displayName: string | null;
  bio: string;
  passwordHash: string;
  emailVerifiedAt: number | null;
  createdAt: number;
  rating: ColumnType<number, number | undefined, number>;
  ratingDeviation: ColumnType<number, number | undefined, number>;
  ratingVolatility: ColumnType<number, number | undefined, number>;
  /** The correspondence games' own Glicko-2 rating (migration 112, decision 327). */
  correspondenceRating: ColumnType<number, number | undefined, number>;
  correspondenceRatingDeviation: ColumnType<number, number | undefined, number>;
  correspondenceRatingVolatility: ColumnType<number, number | undefined, number>;
  subscriptionTier: ColumnType<string, string | undefined, string>;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  pendingDowngrade: string | null;
  cancelAtPeriodEnd: ColumnType<number, number | undefined, number>;
  currentPeriodEnd: number | null;
  profileImageUrl: string | null;
  /** When the account was closed; its personal fields are erased then (decision 168). */
  deletedAt: ColumnType<number | null, number | null | undefined, number | null>;
  /** Who may see this user's presence: friends | nobody (decision 201). */
  presenceVisibility: ColumnType<string, string | undefined, string>;
  /** When the user was last connected, for friends' "last seen". */
  lastSeenAt: ColumnType<number | null, number | null | undefined, number | null>;
  /** 1 for a moderator (decision 281): set only by the operator's command, read through accounts. */
  moderator: ColumnType<number, number | undefined, number>;
  /** When the person declared they are 18 or over (migration 094); null until they do. */
  adultDeclaredAt: ColumnType<number | null, number | null | undefined, number | null>;
  /** 0 when the person turned calls with strangers off (migration 094). */
  strangerCalls: ColumnType<number, number | undefined, number>;
  /** A guest's end (decision 287): the session's and its data's; null for a member. */
  guestUntil: ColumnType<number | null, number | null | undefined, number | null>;
  /** The account's language, a code of src/core/locales.ts (migration 104); null: none chosen, English mail. */
  locale: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A profile picture (decision 276): a square WebP made by the server, never the file that was sent. */
export interface AvatarsTable {
  userId: string;
  /**
   * The picture's bytes from before migration 115 (decision 332), until the start-up step puts them in the media
   * store; null once they are there.
   */
  image: ColumnType<Uint8Array | null, Uint8Array | null | undefined, Uint8Array | null>;
  /** A hash of the image, named in the picture's URL so a new picture is a new URL. */
  version: string;
  updatedAt: number;
  /** The file in the media store; null for a row that still holds its blob. */
  mediaKey: ColumnType<string | null, string | null | undefined, string | null>;
  contentType: ColumnType<string, string | undefined, string>;
  /** The file's size. */
  bytes: ColumnType<number, number | undefined, number>;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the cookie's token; the token itself is never stored. */
  id: string;
  userId: string;
  createdAt: number;
  expiresAt: number;
  /** Written at most every few minutes (SESSION_TOUCH_AFTER_MS), so most reads stay reads. */
  lastUsedAt: ColumnType<number, number | undefined, number>;
}

/** One-time e-mailed tokens; `id` is the SHA-256 (hex) of the token. */
export interface AccountTokensTable {
  id: string;
  userId: string;
  purpose: 'confirm_email' | 'reset_password';
  createdAt: number;
  expiresAt: number;
}

/** A change of address waiting for the link sent to the new address (decision 166). */
export interface EmailChangesTable {
  /** SHA-256 (hex) of the link's token. */
  id: string;
  userId: string;
  newEmail: string;
  createdAt: number;
  expiresAt: number;
}

/** Fixed-window rate-limit counters, keyed by rule and subject. */
export interface RateLimitsTable {
  key: string;
  hits: number;
  resetAt: number;
}

/** A payment as the provider reported it (billing): one row per provider invoice. */
export interface PaymentsTable {
  id: string;
  userId: string;
  provider: string;
  providerInvoiceId: string;
  subscriptionId: string | null;
  plan: string;
  amountCents: number;
  currency: string;
  /** paid | failed | open */
  status: string;
  invoiceUrl: string | null;
  createdAt: number;
  updatedAt: number;
}

/** Provider events already applied (billing). */
export interface BillingEventsTable {
  id: string;
  type: string;
  appliedAt: number;
}

/** The demo payment provider's subscriptions (billing, demo mode). */
export interface DemoSubscriptionsTable {
  id: string;
  userId: string;
  customerId: string;
  plan: string;
  /** active | canceled */
  status: string;
  currentPeriodStart: number;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: ColumnType<number, number | undefined, number>;
  /** Plan taking over at the period end; 'free' ends the subscription then. */
  pendingPlan: string | null;
  latestInvoiceId: string | null;
  createdAt: number;
}

export interface DemoInvoicesTable {
  id: string;
  subscriptionId: string;
  userId: string;
  plan: string;
  amountCents: number;
  status: string;
  createdAt: number;
}

export interface DemoCheckoutSessionsTable {
  id: string;
  userId: string;
  plan: string;
  amountCents: number;
  subscriptionId: string;
  invoiceId: string;
  createdAt: number;
}

/** The two players' chat log of a game (system entries have no user). */
export interface ChatMessagesTable {
  id: string;
  gameId: string;
  userId: string | null;
  username: string;
  message: string;
  isSystem: number;
  createdAt: number;
}

/** The spectators' chat of a game (decision 275): signed-in viewers who are not its players. */
export interface SpectatorMessagesTable {
  id: string;
  gameId: string;
  userId: string;
  username: string;
  message: string;
  createdAt: number;
}

/** A game: seats, clocks (remaining ms at turn_started_at), moves, result; `version` bumps on every change. */
export interface GamesTable {
  id: string;
  status: string;
  whitePlayerId: string | null;
  blackPlayerId: string | null;
  timeControl: number;
  increment: number;
  moves: ColumnType<string, string | undefined, string>;
  san: ColumnType<string, string | undefined, string>;
  ply: ColumnType<number, number | undefined, number>;
  fen: string;
  whiteMs: number;
  blackMs: number;
  clockRunning: string | null;
  turnStartedAt: number | null;
  deadlineAt: number | null;
  version: ColumnType<number, number | undefined, number>;
  result: string | null;
  termination: string | null;
  drawOffer: string | null;
  rematchOffer: string | null;
  rematchGameId: string | null;
  rematchOfGameId: string | null;
  /** Whose allowance the game uses: its creator, the rematch's offerer, the challenger (decision 200). */
  hostId: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 for a rated game, 0 for a casual one, which moves no rating (migration 088, decision 271). */
  rated: ColumnType<number, number | undefined, number>;
  createdAt: number;
  startedAt: number | null;
  endedAt: number | null;
  /** Both clocks right after each ply, "whiteMs/blackMs" space-separated (replays show them per ply). */
  clockHistory: ColumnType<string, string | undefined, string>;
  /** The opening reached, named once when the game ends (migration 043); null when none is listed. */
  openingEco: ColumnType<string | null, string | null | undefined, string | null>;
  openingName: ColumnType<string | null, string | null | undefined, string | null>;
  /** The first OPENING_MOVES_CHARS characters of `moves`, written when the game ends (migration 048). */
  openingMoves: ColumnType<string | null, string | null | undefined, string | null>;
  /** The position the game started from; null for the standard start (migration 100, decision 288). */
  startFen: ColumnType<string | null, string | null | undefined, string | null>;
  /** A standing takeback request: the side asking and the ply count then (migration 088, decision 273). */
  takebackBy: ColumnType<string | null, string | null | undefined, string | null>;
  takebackPly: ColumnType<number | null, number | null | undefined, number | null>;
  /** Takeback requests each side made in the game, declined ones included. */
  whiteTakebacks: ColumnType<number, number | undefined, number>;
  blackTakebacks: ColumnType<number, number | undefined, number>;
  /** 'direct' or 'lobby': whether the two chose each other or the lobby paired them (migration 093). */
  origin: ColumnType<string, string | undefined, string>;
  /** 1 when that side went berserk in a tournament game: half its clock, no increment (migration 102). */
  whiteBerserk: ColumnType<number, number | undefined, number>;
  blackBerserk: ColumnType<number, number | undefined, number>;
  /** The tournament that paired the game; null for any other game (migration 103). */
  tournamentId: ColumnType<string | null, string | null | undefined, string | null>;
  /** A correspondence game's days for each move; null for a game with a clock (migration 105, decision 316). */
  daysPerMove: ColumnType<number | null, number | null | undefined, number | null>;
}

/**
 * A player's board look (migration 044): the chosen theme id or 'custom', and their custom colours as JSON;
 * the chosen piece set (migration 046, null for the default).
 */
export interface BoardSettingsTable {
  userId: string;
  theme: string;
  customColors: string | null;
  pieceSet: string | null;
  updatedAt: number;
}

export interface InvitationsTable {
  id: string;
  gameId: string;
  inviterId: string;
  inviteeId: string | null;
  inviteeEmail: string | null;
  status: string;
  createdAt: number;
  respondedAt: number | null;
}

/** The last instant any instance was alive to run clocks; a restart does not charge the time after it. */
/** A player's vacation in correspondence games (decision 325): their clocks stand still from `startsAt` to `endsAt`. */
export interface VacationsTable {
  id: string;
  userId: string;
  startsAt: number;
  endsAt: number;
}

export interface ClockHeartbeatTable {
  id: string;
  aliveAt: number;
}

/** A rated game's effect on one player (player pages): Glicko-2 figures before and after. */
export interface GameRatingsTable {
  gameId: string;
  userId: string;
  color: string;
  ratingBefore: number;
  ratingAfter: number;
  deviationBefore: number;
  deviationAfter: number;
  volatilityBefore: number;
  volatilityAfter: number;
  ratedAt: number;
  /**
   * Copies of the game's facts for the statistics (migration 047): the opponent's rating before the
   * game, this player's score (1, 0.5 or 0) and the time control. Null only on a row migration 047
   * found without an opponent's row or a result.
   */
  opponentRatingBefore: ColumnType<number | null, number, number>;
  score: ColumnType<number | null, number, number>;
  timeControl: ColumnType<number | null, number, number>;
  increment: ColumnType<number | null, number, number>;
  /** Which rating the game moved: 'live' or 'correspondence' (core's `RatingPool`, migration 112). */
  pool: ColumnType<string, string | undefined, string>;
}

/** A finished game's shared review: the state as JSON, versioned for the players' concurrent edits. */
export interface GameReviewsTable {
  gameId: string;
  state: string;
  version: number;
  updatedAt: number;
}

/** Where a game's recording stands (decision 252), versioned for the two players' concurrent steps. */
export interface RecordingConsentsTable {
  gameId: string;
  state: 'idle' | 'requested' | 'accepted' | 'recording';
  askerId: string | null;
  partnerId: string | null;
  starts: number;
  version: number;
  updatedAt: number;
}

/** A shared review's applied actions since its stored state (decision 245); `subject` is `game:{id}` or `study:{id}`. */
export interface ReviewStepsTable {
  subject: string;
  version: number;
  actor: string;
  /** The action as JSON; null once folded into the stored state (the row stays as a marker of its version). */
  action: string | null;
  createdAt: number;
}

/** A finished game's report, computed once in a player's browser and checked by the server. */
export interface GameReportsTable {
  gameId: string;
  report: string;
  createdBy: string | null;
  createdAt: number;
}

/** A player's progress on one position of their game reports (Pro training, decision 237). */
export interface TrainingProgressTable {
  userId: string;
  gameId: string;
  ply: number;
  streak: number;
  attempts: number;
  solved: number;
  updatedAt: number;
}

/** A browser that opted in to Web Push for a user (decision 185). */
export interface PushSubscriptionsTable {
  /** The push service's address for this browser; unique across users. */
  endpoint: string;
  userId: string;
  /** The session that subscribed; the row goes with it. */
  sessionId: string;
  p256dh: string;
  auth: string;
  createdAt: number;
}

/** A friend request (`pending`) or a friendship (`accepted`): one row per pair (decision 201). */
export interface FriendshipsTable {
  id: string;
  requesterId: string;
  addresseeId: string;
  pairKey: string;
  status: string;
  createdAt: number;
  acceptedAt: number | null;
}

/** A study board (decision 233): a shared review of two people with no game behind it. */
export interface StudiesTable {
  id: string;
  ownerId: string;
  guestId: string | null;
  startFen: string;
  startPgn: string | null;
  state: string;
  version: number;
  createdAt: number;
  updatedAt: number;
}

/** `blockerId` blocked `blockedId`: silent to the blocked user (decision 201). */
export interface BlocksTable {
  blockerId: string;
  blockedId: string;
  createdAt: number;
}

/** A challenge to a friend (decision 202). */
export interface ChallengesTable {
  id: string;
  challengerId: string;
  challengedId: string;
  timeControl: number;
  increment: number;
  color: string;
  status: string;
  gameId: string | null;
  hidden: ColumnType<number, number | undefined, number>;
  createdAt: number;
  expiresAt: number;
  answeredAt: number | null;
  /** 1 when the game it starts is rated, 0 for a casual one (migration 090, decision 277). */
  rated: ColumnType<number, number | undefined, number>;
  /** A correspondence challenge's days per move, null for one with a clock (migration 114, decision 329). */
  daysPerMove: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One entry of a user's notification centre (decision 202). */
export interface NotificationsTable {
  id: string;
  userId: string;
  kind: string;
  fromUserId: string | null;
  gameId: string | null;
  refId: string | null;
  text: string;
  /** JSON of the protocol's `NotificationParams` (decision 311); null for older rows. */
  params: string | null;
  createdAt: number;
  readAt: number | null;
}

/** One notice of one correspondence turn, written before it is sent: the once-only rule (decision 326). */
export interface CorrespondenceNoticesTable {
  gameId: string;
  ply: number;
  /** turn (the opponent moved) | mail (its e-mail, at once or when unseen) | reminder (the deadline is near) */
  kind: string;
  userId: string;
  notificationId: string | null;
  createdAt: number;
}

/** A person's channels for correspondence notices (decision 326): 1 on, 0 off; no row, both on. */
export interface CorrespondenceNoticeSettingsTable {
  userId: string;
  push: number;
  email: number;
  updatedAt: number;
}

/** A report on a person, with the evidence captured when it was filed (decision 281). */
export interface ReportsTable {
  id: string;
  reporterId: string;
  reportedId: string;
  reason: string;
  text: string;
  gameId: string | null;
  messageId: string | null;
  /** The reported video message of a correspondence game (decision 328); moderators may play it. */
  videoMessageId: string | null;
  /** 1 when the game's call was on at the time; null without a game. */
  callOn: number | null;
  /** The chat lines the reporter saw, as JSON. */
  chat: string;
  createdAt: number;
  resolvedAt: number | null;
}

/** A moderator's warning or chat mute on a person (decision 281). */
export interface SanctionsTable {
  id: string;
  userId: string;
  /** warn | mute | bar (decisions 281, 285). */
  kind: string;
  moderatorId: string;
  createdAt: number;
  /** When a mute or bar ends; null for a warning or a permanent one. */
  until: number | null;
}

/** Every moderation action, with who took it and why (decision 281). */
export interface ModerationAuditTable {
  id: string;
  moderatorId: string;
  userId: string;
  action: string;
  /** The length given to a mute or bar (24h | 7d | permanent); null otherwise. */
  detail: string | null;
  /** The length the moderator asked for: shorter than `detail` when the ladder raised it (decision 285). */
  asked: string | null;
  reason: string;
  reportsClosed: number;
  createdAt: number;
}

/** One person waiting in quick pairing (migration 096): one place each, in one pool. */
export interface LobbyQueueTable {
  userId: string;
  /** A fresh id per join, so a wave removes only the place it read. */
  ticket: string;
  pool: string;
  /** 1 rated, 0 casual. */
  rated: number;
  /** 1 when the game may have a call: the person asked for one and takes calls with strangers. */
  call: number;
  joinedAt: number;
}

/** A lease held by one instance at a time (migration 096): "waves" runs quick pairing's waves. */
export interface LobbyLeasesTable {
  name: string;
  holder: string;
  expiresAt: number;
  /** When the holder last ran a wave, so that a new holder keeps the beat. */
  lastWaveAt: number;
}

/** An open seek in the lobby (migration 097, decision 283). */
export interface LobbySeeksTable {
  id: string;
  userId: string;
  /** A lobby pool id (`LOBBY_POOL_IDS`), e.g. "3+2". */
  pool: string;
  rated: number;
  /** 1 when the game would have a call: the owner wants one and may have one with a stranger. */
  call: number;
  createdAt: number;
}

/** A tournament (migration 101, issue 30): a Pro arena from the schedule or a member's private one. */
export interface TournamentsTable {
  id: string;
  kind: string;
  name: string;
  createdBy: string | null;
  slotKey: string | null;
  timeControl: number;
  increment: number;
  minutes: number;
  startsAt: number;
  endsAt: number;
  rated: number;
  maxPlayers: number;
  status: string;
  inviteToken: string | null;
  createdAt: number;
  version: ColumnType<number, number | undefined, number>;
}

/** A player of a tournament: active, paused or withdrawn, with the rating they joined with. */
export interface TournamentPlayersTable {
  tournamentId: string;
  userId: string;
  status: string;
  ratingAtStart: number;
  joinedAt: number;
}

/** A tournament's game: its pairing, and once ended what the scoring reads of it. */
export interface TournamentGamesTable {
  gameId: string;
  tournamentId: string;
  whiteId: string;
  blackId: string;
  pairedAt: number;
  startsAt: number;
  ended: ColumnType<number, number | undefined, number>;
  result: string | null;
  plies: ColumnType<number, number | undefined, number>;
  agreedDraw: ColumnType<number, number | undefined, number>;
  whiteBerserk: ColumnType<number, number | undefined, number>;
  blackBerserk: ColumnType<number, number | undefined, number>;
  endedAt: number | null;
}

/** Who a private tournament's creator invited by name. */
export interface TournamentInvitesTable {
  tournamentId: string;
  userId: string;
  invitedAt: number;
}

/** The lease of the instance that runs tournaments' pairing and times (one row, "tournaments"). */
export interface TournamentLeasesTable {
  name: string;
  holder: string;
  expiresAt: number;
}

/** A video message sent with a correspondence move (decision 328); its file is in the media store. */
export interface VideoMessagesTable {
  id: string;
  gameId: string;
  authorId: string;
  recipientId: string;
  ply: number;
  kind: 'video' | 'audio';
  contentType: string;
  mediaKey: string;
  bytes: number;
  durationMs: number;
  createdAt: number;
  authorClosed: ColumnType<number, number | undefined, number>;
  recipientClosed: ColumnType<number, number | undefined, number>;
}

/** A player's conditional moves in a correspondence game (decision 324). */
export interface ConditionalLinesTable {
  gameId: string;
  userId: string;
  ply: number;
  /** JSON array of lines, each an array of moves. */
  lines: string;
  updatedAt: number;
}

export interface Database {
  users: UsersTable;
  avatars: AvatarsTable;
  sessions: SessionsTable;
  accountTokens: AccountTokensTable;
  emailChanges: EmailChangesTable;
  rateLimits: RateLimitsTable;
  payments: PaymentsTable;
  billingEvents: BillingEventsTable;
  demoSubscriptions: DemoSubscriptionsTable;
  demoInvoices: DemoInvoicesTable;
  demoCheckoutSessions: DemoCheckoutSessionsTable;
  chatMessages: ChatMessagesTable;
  spectatorMessages: SpectatorMessagesTable;
  games: GamesTable;
  invitations: InvitationsTable;
  clockHeartbeat: ClockHeartbeatTable;
  gameRatings: GameRatingsTable;
  gameReviews: GameReviewsTable;
  recordingConsents: RecordingConsentsTable;
  reviewSteps: ReviewStepsTable;
  studies: StudiesTable;
  gameReports: GameReportsTable;
  trainingProgress: TrainingProgressTable;
  pushSubscriptions: PushSubscriptionsTable;
  boardSettings: BoardSettingsTable;
  friendships: FriendshipsTable;
  blocks: BlocksTable;
  challenges: ChallengesTable;
  notifications: NotificationsTable;
  reports: ReportsTable;
  sanctions: SanctionsTable;
  moderationAudit: ModerationAuditTable;
  lobbyQueue: LobbyQueueTable;
  lobbyLeases: LobbyLeasesTable;
  tournaments: TournamentsTable;
  tournamentPlayers: TournamentPlayersTable;
  tournamentGames: TournamentGamesTable;
  tournamentInvites: TournamentInvitesTable;
  tournamentLeases: TournamentLeasesTable;
  lobbySeeks: LobbySeeksTable;
  correspondenceNotices: CorrespondenceNoticesTable;
  correspondenceNoticeSettings: CorrespondenceNoticeSettingsTable;
  videoMessages: VideoMessagesTable;
  conditionalLines: ConditionalLinesTable;
  vacations: VacationsTable;
}
