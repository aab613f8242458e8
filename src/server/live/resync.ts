import type { Logger } from 'pino';
import { WS_CLOSE } from '../../core/limits';
import type { LiveConnection, Membership } from './connection';
import type { GameRooms } from './game-rooms';
import type { LiveGameService } from './handlers';

/**
 * Sends every watcher on this instance a fresh snapshot of each game it watches: after the bus was
 * away, events other instances published meanwhile never arrived, and a socket only notices a gap
 * when the next event comes. Each game is read once; events arriving during the read are held and
 * follow the snapshot, as when joining. A socket whose game cannot be read is closed, so its client
 * reconnects and joins again.
 */
export async function resyncWatchers(
  connections: Iterable<LiveConnection>,
  rooms: GameRooms,
  games: LiveGameService,
  log: Logger,
): Promise<void> {
  const watchers = new Map<string, Array<{ connection: LiveConnection; membership: Membership }>>();
  for (const connection of connections) {
    for (const [gameId, membership] of connection.games) {
      rooms.hold(membership);
      const list = watchers.get(gameId) ?? [];
      list.push({ connection, membership });
      watchers.set(gameId, list);
    }
  }
  await Promise.all(
    [...watchers].map(async ([gameId, list]) => {
      let game: Awaited<ReturnType<LiveGameService['snapshot']>>;
      try {
        game = await games.snapshot(gameId);
      } catch (error) {
        log.error({ err: error, gameId }, 'resync after the bus came back failed');
        game = null;
      }
      for (const { connection, membership } of list) {
        if (connection.games.get(gameId) !== membership) continue;
        if (game) rooms.deliverSnapshot(connection, membership, game);
        else connection.socket.close(WS_CLOSE.goingAway, 'Please reconnect');
      }
    }),
  );
}
