/**
 * Tournaments (issue 30): every HTTP body and answer, and every `/ws` frame, of arenas and private tournaments.
 *
 * Routes (all JSON; a refusal is `ErrorBody` { message, code } with the status `STATUS_OF[code]`):
 *
 *   GET  /api/tournaments                 -> TournamentList          (signed out: Pro arenas only)
 *   POST /api/tournaments                 CreateTournamentBody -> TournamentPage (201)
 *        codes: tournament_pro_only (not Pro), tournament_create_limit, tournament_start_past, invalid_input
 *   GET  /api/tournaments/:id             ?token= -> TournamentPage  (anyone may watch a Pro arena; a private
 *        one is shown to its creator, its players, the invited and a holder of its link's token; else not_found)
 *   POST /api/tournaments/:id/join        JoinTournamentBody -> TournamentPage
 *        (joining again after a pause or a withdrawal comes back in)
 *        codes: tournament_full, tournament_over, tournament_pro_only, tournament_not_invited, auth_required
 *   POST /api/tournaments/:id/pause       -> TournamentPage          codes: not_in_tournament, already_withdrawn
 *   POST /api/tournaments/:id/withdraw    -> TournamentPage          codes: not_in_tournament, already_withdrawn
 *   POST /api/tournaments/:id/berserk     BerserkBody -> BerserkResponse
 *        codes: not_tournament_game, not_a_player, berserk_too_late, already_berserk, game_over
 *   POST /api/tournaments/:id/start       -> TournamentPage          codes: not_tournament_creator, tournament_started
 *   POST /api/tournaments/:id/cancel      -> TournamentPage          codes: not_tournament_creator, tournament_started
 *   POST /api/tournaments/:id/invite      InviteToTournamentBody -> InviteToTournamentResponse
 *        codes: not_tournament_creator, tournament_over, unknown_user, contact_refused (per name, in `refused`)
 *   GET  /api/users/:username/tournaments -> PlayerTournaments       (a player's results, newest first)
 *
 * Socket (`/ws`), see `TournamentClientFrame` and `TournamentServerFrame` (members of ClientMessage and
 * ServerMessage in protocol/live.ts):
 *   client { type: 'tournament', tournamentId, watch }   start / stop watching a tournament's standings
 *   server { type: 'tournament_standings', ... }          at most once a second per tournament, and at once on watch
 *   server { type: 'tournament_next_game', ... }          to a player's tabs: paired, the game starts at `startsAt`
 *   server { type: 'tournament_state', ... }              to a player's tabs and watchers: started, finished, cancelled
 */
import { z } from 'zod';
import { TOURNAMENT_LIMITS } from '../limits';
import { LOBBY_POOL_IDS } from '../lobby-pools';
import { Color, Id, PublicUser } from '../protocol/common';
import { ErrorCode } from '../protocol/errors';

export const TournamentKind = z.enum(['pro_arena', 'private']);
export type TournamentKind = z.infer<typeof TournamentKind>;

/** `scheduled` before its start; `started` while it pairs; `finished` after its end; `cancelled` by its creator. */
export const TournamentStatus = z.enum(['scheduled', 'started', 'finished', 'cancelled']);
export type TournamentStatus = z.infer<typeof TournamentStatus>;

/** A player's standing in one tournament: playing (paired when waiting), paused (not paired), or withdrawn. */
export const EntryStatus = z.enum(['active', 'paused', 'withdrawn']);
export type EntryStatus = z.infer<typeof EntryStatus>;

/** Why the reader may not join, when they may not: the code the join would be refused with, and its words. */
export const JoinRefusal = z.object({
  code: ErrorCode,
  message: z.string(),
  /** A lobby bar's end (decision 322), for the page to word: `dated` with `until` (epoch ms), or `permanent`. */
  hold: z.enum(['dated', 'permanent']).optional(),
  until: z.number().int().optional(),
});
export type JoinRefusal = z.infer<typeof JoinRefusal>;

/** A tournament as lists show it. Times are ISO strings. */
export const TournamentSummary = z.object({
  id: Id,
  /** As stored: a private tournament's own name; a Pro arena's English one, for older clients. */
  name: z.string(),
  /**
   * A Pro arena's slot in the schedule (`hourly-bullet`…, PRO_ARENA_SCHEDULE), which the page words in the
   * reader's language; null for a private tournament, whose name is its creator's.
   */
  slot: z.string().nullable(),
  kind: TournamentKind,
  status: TournamentStatus,
  /** Initial seconds per side, and seconds added per move. */
  timeControl: z.number().int(),
  increment: z.number().int(),
  /** Length in minutes. */
  minutes: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  rated: z.boolean(),
  players: z.number().int(),
  maxPlayers: z.number().int(),
  /** The member who made a private tournament; null for a Pro arena. */
  createdBy: PublicUser.nullable(),
  /** The reader's entry, if they joined. */
  myStatus: EntryStatus.nullable(),
  /** Null when the reader may join (or already plays); otherwise why not (`tournament_pro_only` shows the upsell). */
  joinRefusal: JoinRefusal.nullable(),
});
export type TournamentSummary = z.infer<typeof TournamentSummary>;

/** `GET /api/tournaments`: Pro arenas (coming and under way, then the last finished ones) and my private ones. */
export const TournamentList = z.object({
  arenas: z.array(TournamentSummary),
  /** Private tournaments the reader created, plays in or is invited to; empty signed out. */
  mine: z.array(TournamentSummary),
});
export type TournamentList = z.infer<typeof TournamentList>;

/** One game on a player's score sheet. `points` already counts the streak and berserk. */
export const SheetEntry = z.object({
  gameId: Id,
  outcome: z.enum(['win', 'draw', 'loss']),
  points: z.number().int(),
  /** Scored while on a streak (the flame): doubled. */
  onFire: z.boolean(),
  berserk: z.boolean(),
});
export type SheetEntry = z.infer<typeof SheetEntry>;

export const StandingLine = z.object({
  rank: z.number().int().min(1),
  player: PublicUser,
  /** Rating when they joined (rank by it before any game). */
  ratingAtStart: z.number().int(),
  score: z.number().int(),
  /** Finished games, oldest first. */
  sheet: z.array(SheetEntry),
  /** Two wins in a row or more: the next win scores double (the flame). */
  onFire: z.boolean(),
  /** Performance rating over the finished games; null before the first. */
  performance: z.number().int().nullable(),
  status: EntryStatus,
});
export type StandingLine = z.infer<typeof StandingLine>;

export const LiveGameSide = z.object({ player: PublicUser, rank: z.number().int(), berserk: z.boolean() });
export const LiveTournamentGame = z.object({
  gameId: Id,
  white: LiveGameSide,
  black: LiveGameSide,
  /** The position when the standings were sent; the small board follows the game with `join_game`. */
  fen: z.string(),
});
export type LiveTournamentGame = z.infer<typeof LiveTournamentGame>;

/** The live part of a tournament's page: the top lines, the reader's own, and the best games in play. */
export const Standings = z.object({
  players: z.number().int(),
  top: z.array(StandingLine).max(TOURNAMENT_LIMITS.standingsTop),
  /** The reader's line when they play, even when it is in `top`. */
  me: StandingLine.nullable(),
  games: z.array(LiveTournamentGame).max(TOURNAMENT_LIMITS.liveGames),
});
export type Standings = z.infer<typeof Standings>;

/** What a player of the tournament sees of themselves beyond their line. */
export const MyTournament = z.object({
  status: EntryStatus,
  /** Their game in play in this tournament, or null. */
  gameId: Id.nullable(),
  /** A paired game that has not started its first-move window yet (the countdown), or null. */
  nextGame: z.object({ gameId: Id, startsAt: z.number().int() }).nullable(),
});
export type MyTournament = z.infer<typeof MyTournament>;

/** `GET /api/tournaments/:id` and the answer of every action on one. */
export const TournamentPage = z.object({
  tournament: TournamentSummary,
  /**
   * The rules as English sentences (`tournamentRules`), kept for pages of earlier builds still open: this build's
   * page words them itself in the reader's language (decision 306).
   */
  rules: z.array(z.string()),
  standings: Standings,
  me: MyTournament.nullable(),
  /** The first three of the final table, once finished. */
  podium: z.array(StandingLine).nullable(),
  /** The whole final table, once finished (the live `top` is cut at `standingsTop`). */
  finalTable: z.array(StandingLine).nullable(),
  /** The creator's view of a private tournament: the link's token (`/tournaments/:id?token=…`). */
  inviteToken: z.string().nullable(),
  isCreator: z.boolean(),
});
export type TournamentPage = z.infer<typeof TournamentPage>;

export const TournamentName = z
  .string()
  .trim()
  .min(TOURNAMENT_LIMITS.nameMin, `A name needs at least ${TOURNAMENT_LIMITS.nameMin} characters`)
  .max(TOURNAMENT_LIMITS.nameMax, `A name can be at most ${TOURNAMENT_LIMITS.nameMax} characters`);

/** `POST /api/tournaments`: a private tournament (Pro). The time control is one of the lobby's. */
export const CreateTournamentBody = z.object({
  name: TournamentName,
  clock: z.enum(LOBBY_POOL_IDS),
  minutes: z
    .number()
    .int()
    .min(TOURNAMENT_LIMITS.minutesMin, `A tournament lasts at least ${TOURNAMENT_LIMITS.minutesMin} minutes`)
    .max(TOURNAMENT_LIMITS.minutesMax, `A tournament lasts at most ${TOURNAMENT_LIMITS.minutesMax} minutes`),
  /** ISO time; must not be in the past (`tournament_start_past`), nor further than `startWithinMs` ahead. */
  startsAt: z.string().datetime({ offset: true }),
  rated: z.boolean().default(true),
  maxPlayers: z
    .number()
    .int()
    .min(TOURNAMENT_LIMITS.playersMin)
    .max(TOURNAMENT_LIMITS.playersMax, `A tournament holds at most ${TOURNAMENT_LIMITS.playersMax} players`)
    .default(TOURNAMENT_LIMITS.playersMax),
  /** Usernames invited at once (friends, or anyone for a Pro member). */
  invite: z.array(z.string().min(1).max(40)).max(TOURNAMENT_LIMITS.invitesPerRequest).default([]),
});
export type CreateTournamentBody = z.infer<typeof CreateTournamentBody>;
export type CreateTournamentInput = z.input<typeof CreateTournamentBody>;

/** `POST /api/tournaments/:id/join`: the link's token for a private tournament one was not invited to by name. */
export const JoinTournamentBody = z.object({ token: z.string().min(1).max(64).optional() });
export type JoinTournamentBody = z.infer<typeof JoinTournamentBody>;

/** `GET /api/tournaments/:id?token=…`. */
export const TournamentQuery = z.object({ token: z.string().min(1).max(64).optional() });

/** `POST /api/tournaments/:id/berserk`: before one's first move of this tournament game. */
export const BerserkBody = z.object({ gameId: Id });
export type BerserkBody = z.infer<typeof BerserkBody>;

/** Both clocks after the berserk, seconds; the game's sockets also get a fresh `game` snapshot. */
export const BerserkResponse = z.object({
  gameId: Id,
  color: Color,
  whiteTimeRemaining: z.number(),
  blackTimeRemaining: z.number(),
});
export type BerserkResponse = z.infer<typeof BerserkResponse>;

/** `POST /api/tournaments/:id/invite`. */
export const InviteToTournamentBody = z.object({
  usernames: z.array(z.string().min(1).max(40)).min(1).max(TOURNAMENT_LIMITS.invitesPerRequest),
});
export type InviteToTournamentBody = z.infer<typeof InviteToTournamentBody>;

export const InviteToTournamentResponse = z.object({
  invited: z.array(PublicUser),
  /** Names not invited, each with why (unknown_user, invite_friends_only, contact_refused, already invited…). */
  refused: z.array(z.object({ username: z.string(), code: ErrorCode, message: z.string() })),
});
export type InviteToTournamentResponse = z.infer<typeof InviteToTournamentResponse>;

/** One tournament on a player's profile and in their history's filter. */
export const PlayerTournament = z.object({
  tournament: TournamentSummary,
  rank: z.number().int(),
  score: z.number().int(),
  games: z.number().int(),
});
export const PlayerTournaments = z.object({ tournaments: z.array(PlayerTournament) });
export type PlayerTournaments = z.infer<typeof PlayerTournaments>;

// ——— Socket frames ———

/** Start (true) or stop watching one tournament's standings; anyone who may see the page may watch. */
export const TournamentWatchFrame = z.object({
  type: z.literal('tournament'),
  tournamentId: Id,
  watch: z.boolean(),
  /** A private tournament's link token, for a reader who came by the link. */
  token: z.string().min(1).max(64).optional(),
  ref: z.string().max(80).optional(),
});

/** To a watcher: the tournament's live standings (`me` is the watcher's own line). */
export const TournamentStandingsFrame = z.object({
  type: z.literal('tournament_standings'),
  tournamentId: Id,
  status: TournamentStatus,
  /** Grows with every change of the table; a page keeps the highest it has seen. */
  version: z.number().int(),
  standings: Standings,
  /** Set once finished. */
  podium: z.array(StandingLine).nullable(),
});

/** To one player's tabs: they were paired; the game's first-move window opens at `startsAt` (epoch ms). */
export const TournamentNextGameFrame = z.object({
  type: z.literal('tournament_next_game'),
  tournamentId: Id,
  gameId: Id,
  startsAt: z.number().int(),
  color: Color,
  opponent: PublicUser,
});

/** To the tournament's players and watchers: it started, finished or was cancelled. */
export const TournamentStateFrame = z.object({
  type: z.literal('tournament_state'),
  tournamentId: Id,
  status: TournamentStatus,
});

export const TournamentClientFrame = TournamentWatchFrame;
export type TournamentClientFrame = z.infer<typeof TournamentClientFrame>;
export const TournamentServerFrame = z.discriminatedUnion('type', [
  TournamentStandingsFrame,
  TournamentNextGameFrame,
  TournamentStateFrame,
]);
export type TournamentServerFrame = z.infer<typeof TournamentServerFrame>;
