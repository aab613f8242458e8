import type { Logger } from 'pino';
import type { EventBus } from '../bus';
import type { Db } from '../db/database';
import type { Mailer } from '../mail/mailer';
import type { ContactPolicy } from '../safety/contact-policy';
import type { CorrespondenceReach } from './correspondence/turn-notices';
import type { PlayerNotices } from './referee/push-notices';
import type { PeopleRelations } from './setup/invitations';

/** Who is there, for the claim-victory rule (the live channel's presence tracker). */
export interface PlayerPresence {
  disconnectedForMs(gameId: string, userId: string): number | null;
  /** The player acted on the game (a move, a poll…): present, whatever their socket does. */
  seen(gameId: string, userId: string): void;
  /** The user has a socket on the game, on any instance. */
  isConnected(gameId: string, userId: string): boolean;
}

/** What the referee is handed from outside: the opened resources and the other features it calls. */
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
  /** The bell and the push feature, for correspondence notices (decision 326); null where not wired (some tests). */
  correspondence?: CorrespondenceReach | null;
  /** The one check of blocks and sanctions before a join, an offer or an invitation reaches a player (decision 251). */
  contacts: ContactPolicy;
}
