import { z } from 'zod';
import { LOBBY_POOL_IDS } from '../lobby-pools';
import { Id, PublicUser } from './common';

/** The lobby: open seeks and quick pairing (issue 28, decision 283). */

export const LobbyPoolId = z.enum(LOBBY_POOL_IDS);

/** An open seek as the lobby lists it: anyone it is shown to may accept it with one click. */
export const Seek = z.object({
  id: Id,
  /** Who posted it; `rating` is their rating in this pool's speed. */
  player: PublicUser,
  pool: LobbyPoolId,
  rated: z.boolean(),
  /**
   * Whether the game would have a call: the poster wants one, declared 18+ and has not turned calls with
   * strangers off. False shows as "no call".
   */
  call: z.boolean(),
  createdAt: z.string(),
});
export type Seek = z.infer<typeof Seek>;

/** `POST /api/lobby/seeks`. */
export const SeekBody = z.object({
  pool: LobbyPoolId,
  rated: z.boolean().default(true),
  /** Whether the poster wants a call; the server turns it off when they may not have one. */
  call: z.boolean().default(true),
});
export type SeekBody = z.infer<typeof SeekBody>;
export type SeekInput = z.input<typeof SeekBody>;

/** `POST /api/lobby/pool`: press Play in one pool. */
export const PoolJoinBody = SeekBody;
export type PoolJoinBody = SeekBody;

/** Where the person waits in quick pairing, or null. */
export const QueueState = z.object({
  pool: LobbyPoolId,
  rated: z.boolean(),
  call: z.boolean(),
  joinedAt: z.string(),
});
export type QueueState = z.infer<typeof QueueState>;

/** A bar from the lobby on the person (decision 281's sanctions): what it stops, and until when. */
export const LobbyBar = z.object({
  /** ISO time it ends; null for good. */
  until: z.string().nullable(),
  message: z.string(),
});
export type LobbyBar = z.infer<typeof LobbyBar>;

/** `GET /api/lobby`: everything the lobby page shows for this person. */
export const LobbyState = z.object({
  /** Open seeks, newest first; never one of someone blocked either way. */
  seeks: z.array(Seek),
  queue: QueueState.nullable(),
  bar: LobbyBar.nullable(),
  /** Lobby games today and the plan's limit (null: unlimited). */
  allowance: z.object({ usedToday: z.number().int(), perDay: z.number().int().nullable() }),
  /** Whether a lobby game may have a call for this person, and why not. */
  calls: z.object({ adultDeclared: z.boolean(), strangerCalls: z.boolean() }),
  /** People waiting or seeking now, for "12 players in the lobby". */
  waiting: z.number().int(),
});
export type LobbyState = z.infer<typeof LobbyState>;

export const SeekResponse = z.object({ seek: Seek });
export type SeekResponse = z.infer<typeof SeekResponse>;

export const QueueResponse = z.object({ queue: QueueState });
export type QueueResponse = z.infer<typeof QueueResponse>;

/** Accepting a seek answers with the game both are sent to. */
export const PairedResponse = z.object({ gameId: Id });
export type PairedResponse = z.infer<typeof PairedResponse>;
