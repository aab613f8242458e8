import type { PlanId } from '../../../core/plans';
import type { Game, PublicUser } from '../../../core/protocol';
import type { EventBus } from '../../bus';
import type { Db } from '../../db/database';
import type { Agreement } from '../../games/setup/starts';
import type { ContactPolicy } from '../../safety/contact-policy';

/** What the tournaments feature needs of the games feature: its service's doors, nothing of its tables. */
export interface TournamentGamesPort {
  startAgreed(agreement: Agreement): Promise<Game>;
  snapshot(gameId: string): Promise<Game | null>;
  berserk(gameId: string, userId: string): Promise<Game>;
}

/** The shared services and readers a tournament service is built on. */
export interface TournamentDeps {
  db: Db;
  bus: EventBus;
  games: TournamentGamesPort;
  contacts: ContactPolicy;
  log: { warn(obj: object, msg: string): void };
  /** Public fields (names, rating, picture) of users, keyed by id. */
  players(ids: readonly string[]): Promise<Map<string, PublicUser>>;
  planOf(userId: string): Promise<PlanId>;
  /** The user with this username (any case), or null; closed accounts are null. */
  userNamed(username: string): Promise<PublicUser | null>;
  areFriends(a: string, b: string): Promise<boolean>;
  /**
   * Tells a person invited by name (the notification centre, and their devices when they allow it). Called
   * after the invitation is stored; never throws (a notice lost leaves the invitation in their list).
   */
  invited(inviteeId: string, inviter: PublicUser, tournament: { id: string; name: string }): Promise<void>;
  /** Whether the user has a socket anywhere (only connected players are paired). */
  online(userId: string): boolean;
  now(): number;
}
