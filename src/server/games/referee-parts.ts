import type { GameAnnouncer } from './announcer';
import type { GameChanges } from './changes';
import type { ClockKeeper } from './clock-keeper';
import type { GameEvents } from './events';
import type { Inviter } from './invitations';
import type { GameServiceDeps } from './service-deps';

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
