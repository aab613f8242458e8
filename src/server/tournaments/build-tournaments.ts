import type { Game } from '../../core/protocol';
import type { CreateTournamentBody } from '../../core/tournament/schemas';
import { createTournamentWatchers, type TournamentWatchers } from './live/tournament-watchers';
import type { Reader } from './service/access';
import type { TournamentDeps } from './service/deps';
import { berserk, join, pause, withdraw } from './service/entries';
import { cancel, create, invite, startEarly } from './service/organiser';
import { playerTournaments } from './service/player-results';
import { readList, readPage } from './service/reading';
import { recordGameEnd } from './service/results';
import { createTournamentRunner, type TournamentRunner } from './service/runner';

/** The tournaments feature's services (issue 30): its doors for routes, the socket and the games' end. */
export interface TournamentServices {
  readerOf(userId: string): Promise<Reader>;
  list: (reader: Reader | null) => ReturnType<typeof readList>;
  page: (id: string, reader: Reader | null, token?: string) => ReturnType<typeof readPage>;
  create: (reader: Reader, body: CreateTournamentBody) => ReturnType<typeof create>;
  join: (id: string, reader: Reader, token?: string) => ReturnType<typeof join>;
  pause: (id: string, reader: Reader) => ReturnType<typeof pause>;
  withdraw: (id: string, reader: Reader) => ReturnType<typeof withdraw>;
  berserk: (id: string, reader: Reader, gameId: string) => ReturnType<typeof berserk>;
  start: (id: string, reader: Reader) => ReturnType<typeof startEarly>;
  cancel: (id: string, reader: Reader) => ReturnType<typeof cancel>;
  invite: (id: string, reader: Reader, usernames: readonly string[]) => ReturnType<typeof invite>;
  ofPlayer: (userId: string, readerId: string | null) => ReturnType<typeof playerTournaments>;
  watchers: TournamentWatchers;
  runner: TournamentRunner;
  stop(): Promise<void>;
}

export interface TournamentBuildOptions {
  /** This instance in the lease row (tests name two instances). */
  holder?: string;
  tickMs?: number;
  leaseMs?: number;
  batchMs?: number;
  /** False leaves the runner stopped (tests tick it by hand). */
  run?: boolean;
}

/** Builds the feature on the shared services, and hears every game that ends on this instance. */
export function buildTournaments(
  deps: TournamentDeps & { onGameEnded(listener: (game: Game) => Promise<void>): void },
  options: TournamentBuildOptions = {},
): TournamentServices {
  const watchers = createTournamentWatchers(deps, options.batchMs ? { batchMs: options.batchMs } : {});
  const runner = createTournamentRunner(deps, options);
  deps.onGameEnded(async (game) => {
    await recordGameEnd(deps, game);
  });
  if (options.run !== false) runner.start();
  return {
    async readerOf(userId) {
      return { id: userId, plan: await deps.planOf(userId) };
    },
    list: (reader) => readList(deps, reader),
    page: (id, reader, token) => readPage(deps, id, reader, token),
    create: (reader, body) => create(deps, reader, body),
    join: (id, reader, token) => join(deps, id, reader, token),
    pause: (id, reader) => pause(deps, id, reader),
    withdraw: (id, reader) => withdraw(deps, id, reader),
    berserk: (id, reader, gameId) => berserk(deps, id, reader, gameId),
    start: (id, reader) => startEarly(deps, id, reader),
    cancel: (id, reader) => cancel(deps, id, reader),
    invite: (id, reader, usernames) => invite(deps, id, reader, usernames),
    ofPlayer: (userId, readerId) => playerTournaments(deps, userId, readerId),
    watchers,
    runner,
    async stop() {
      await runner.stop();
      await watchers.stop();
    },
  };
}
