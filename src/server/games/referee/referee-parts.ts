import type { GameChanges } from '../record/changes';
import type { GameEvents } from '../record/events';
import type { GameServiceDeps } from '../service-deps';
import type { Inviter } from '../setup/invitations';
import type { GameAnnouncer } from './announcer';
import type { ClockKeeper } from './clock-keeper';

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
