import type { LobbyBar, PublicUser } from '../../core/protocol';
import { publicFieldsById } from '../accounts/player-names';
import { strangerCallChoiceOf } from '../accounts/stranger-call-columns';
import type { EventBus } from '../bus';
import type { Db } from '../db/database';
import { blockedBy, blockersOf, toPublicUser } from '../friends/store';
import type { UserPresenceTracker } from '../friends/user-presence';
import type { GameService } from '../games/service';
import type { ContactPolicy } from '../safety/contact-policy';
import { keptApartReader } from '../safety/kept-apart';
import { createLobbyGames, type LobbyGames } from './lobby-games';
import { type LobbyStateSources, lobbyHeadcount } from './lobby-state';
import { createPairingPool, type PairingPool } from './pool/pairing-pool';
import { createLobbyWatchers, type LobbyWatchers } from './seeks/lobby-watchers';
import { SeekBoard } from './seeks/seek-board';
import { publishSeekEvent } from './seeks/seek-events';
import { listSeekIdsOf } from './seeks/seek-store';

/** The lobby's services: how its games start, its seeks, its watchers here, and what its page reads. */
export interface LobbyServices {
  games: LobbyGames;
  seeks: SeekBoard;
  /** Quick pairing: the shared queue and its waves. */
  pool: PairingPool;
  watchers: LobbyWatchers;
  state: LobbyStateSources;
  /**
   * `blockerId` just blocked `blockedId`: every instance's pages of each stop showing the other's open
   * seeks at once (the list read afterwards leaves them out already).
   */
  blocked(blockerId: string, blockedId: string): Promise<void>;
  /** `blockerId` lifted a block on `blockedId`: each sees the other's open seeks again, unless still kept apart. */
  unblocked(blockerId: string, blockedId: string): Promise<void>;
  stop(): Promise<void>;
}

export interface LobbyDeps {
  db: Db;
  bus: EventBus;
  log: { warn(obj: object, msg: string): void };
  games: Pick<GameService, 'startAgreed'>;
  contacts: ContactPolicy;
  userPresence: Pick<UserPresenceTracker, 'current' | 'onChange'>;
  /** The person's standing bar from the lobby, read through the reports feature. */
  barOf(userId: string): Promise<LobbyBar | null>;
}

/** Builds the lobby on the shared services (issue 28, decision 283). */
export function buildLobby(deps: LobbyDeps): LobbyServices {
  const { db, bus, log } = deps;
  const keptApart = keptApartReader({
    blockersOf: (userId) => blockersOf(db.kysely, userId),
    blockedBy: (userId) => blockedBy(db.kysely, userId),
  });
  const online = (userId: string) => deps.userPresence.current(userId, null).state !== 'offline';
  const callChoice = (userId: string) => strangerCallChoiceOf(db.kysely, userId);
  const lobbyGames = createLobbyGames({ db, bus, games: deps.games, log });
  const seeks = new SeekBoard({
    db,
    bus,
    contacts: deps.contacts,
    lobbyGames,
    keptApart,
    callChoice,
    players: async (ids) => {
      const fields = await publicFieldsById(db.kysely, ids);
      return new Map<string, PublicUser>([...fields].map(([id, row]) => [id, toPublicUser(row)]));
    },
    online,
  });
  const watchers = createLobbyWatchers({
    bus,
    keptApart,
    log,
    headcount: () => lobbyHeadcount({ seeks, waitingIds: () => pool.waitingIds() }),
  });
  const pool = createPairingPool({
    db,
    bus,
    contacts: deps.contacts,
    games: lobbyGames,
    presence: deps.userPresence,
    log,
  });
  // A seek accepted pairs its two players too: neither waits in quick pairing any more.
  lobbyGames.onPaired(async (_game, pair) => {
    await pool.leave(pair.whiteId);
    await pool.leave(pair.blackId);
  });
  pool.start();
  // A person whose last tab closed, on any instance, has left the lobby: their seeks go with them.
  deps.userPresence.onChange((userId, state) => {
    if (state.state !== 'offline') return;
    seeks
      .dropAllOf(userId)
      .catch((err: unknown) => log.warn({ err, userId }, 'seeks of a leaver not dropped'));
  });
  const state: LobbyStateSources = {
    seeks,
    lobbyGames,
    callChoice,
    barOf: deps.barOf,
    queueOf: (userId) => pool.queueOf(userId),
    waitingIds: () => pool.waitingIds(),
  };
  return {
    games: lobbyGames,
    seeks,
    pool,
    watchers,
    state,
    async blocked(blockerId, blockedId) {
      for (const [viewerId, ownerId] of [
        [blockerId, blockedId],
        [blockedId, blockerId],
      ] as const) {
        const seekIds = await listSeekIdsOf(db.kysely, ownerId);
        if (seekIds.length > 0) await publishSeekEvent(bus, { kind: 'hidden', viewerId, seekIds });
      }
    },
    async unblocked(blockerId, blockedId) {
      for (const [viewerId, ownerId] of [
        [blockerId, blockedId],
        [blockedId, blockerId],
      ] as const) {
        // A block the other way still stands between them: `openOf` answers nothing then.
        const shown = await seeks.openOf(ownerId, viewerId);
        if (shown.length > 0) await publishSeekEvent(bus, { kind: 'shown', viewerId, seeks: shown });
      }
    },
    async stop() {
      await pool.stop();
      await watchers.stop();
    },
  };
}
