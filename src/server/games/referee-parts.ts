import type { Logger } from 'pino';
import type { EventBus } from '../bus';
import type { Db } from '../db/database';
import type { Mailer } from '../mail/mailer';
import type { ContactPolicy } from '../safety/contact-policy';
import type { GameAnnouncer } from './announcer';
import type { GameChanges } from './changes';
import type { ClockKeeper } from './clock-keeper';
import type { GameEvents } from './events';
import type { Inviter, PeopleRelations } from './invitations';
import type { PlayerNotices } from './push-notices';

/** Who is there, for the claim-victory rule (the live channel's presence tracker). */
export interface PlayerPresence {
  disconnectedForMs(gameId: string, userId: string): number | null;
  /** The player acted on the game (a move, a poll…): present, whatever their socket does. */
  seen(gameId: string, userId: string): void;
  /** The user has a socket on the game, on any instance. */
  isConnected(gameId: string, userId: string): boolean;
}

export interface GameServiceDeps {
  db: Db;
  bus: EventBus;
  mailer: Mailer;
  log: Logger;
  appUrl: string;
  presence: PlayerPresence;
  /** Invitations and "your turn" reach players' devices through it. */
  notices: PlayerNotices;
  /** Friends and blocks, for invitations by username (issue 15); null where not wired (some tests). */
  people?: PeopleRelations | null;
  /** The one check of blocks and sanctions before a join, an offer or an invitation reaches a player (decision 251). */
  contacts: ContactPolicy;
}

/** The signed-in user acting on a game. */
export type Actor = Inviter;

/** The referee's working parts, shared by the service and the ways a game starts. */
export interface RefereeParts {
  deps: GameServiceDeps;
  changes: GameChanges;
  clocks: ClockKeeper;
  events: GameEvents;
  announcer: GameAnnouncer;
}
