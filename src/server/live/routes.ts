import { PROTOCOL_VERSION, WS_CLOSE } from '../../core/limits';
import type { Feature } from '../context';
import { LiveConnection } from './connection';
import { parseClientFrame } from './frames';
import { createGameRooms } from './game-rooms';
import { createMessageHandler, type LiveServices } from './handlers';
import { startHeartbeat } from './heartbeat';
import { resyncWatchers } from './resync';

export const TOO_MANY_MESSAGES = 'Too many messages. Please slow down.';

/**
 * The live channel `/ws` (DESIGN.md "Live channel"): one socket per tab, signed in by the session
 * cookie of the upgrade request (signed-out sockets may watch games, nothing more), Origin checked,
 * every frame parsed and rate-limited, game events fanned out from the bus, presence kept across
 * instances.
 */
export const liveFeature: Feature<LiveServices> = (app, { bus, config, log }, services) => {
  const rooms = createGameRooms(bus, services.presence);

  const connections = new Set<LiveConnection>();
  const heartbeat = startHeartbeat();
  const handle = createMessageHandler({ ...services, rooms, log });
  bus.onMissedMessages(() => void resyncWatchers(connections, rooms, services.games, log));
  let closing = false;

  app.get('/ws', { websocket: true }, (socket, request) => {
    if (request.headers.origin !== config.appOrigin) {
      socket.close(WS_CLOSE.forbiddenOrigin, 'Origin not allowed');
      return;
    }
    if (closing) {
      socket.close(WS_CLOSE.goingAway, 'Server restarting');
      return;
    }
    const user = request.user;
    const connection = new LiveConnection(socket, user?.id ?? null, user?.username ?? null);
    connections.add(connection);
    connection.send({ type: 'hello', protocol: PROTOCOL_VERSION, userId: connection.userId });
    heartbeat.add(connection);

    socket.on('message', (data, isBinary) => {
      const admission = connection.admit();
      if (admission === 'close') {
        socket.close(WS_CLOSE.rateLimited, 'Too many messages');
        return;
      }
      if (admission === 'refused') {
        if (connection.firstStrike) connection.send({ type: 'error', message: TOO_MANY_MESSAGES });
        return;
      }
      const frame = parseClientFrame(data, isBinary);
      if (!frame.ok) {
        connection.send({ type: 'error', message: frame.error, ...(frame.ref ? { ref: frame.ref } : {}) });
        return;
      }
      void handle(connection, frame.message);
    });
    socket.on('pong', () => heartbeat.pong(connection));
    socket.on('close', () => {
      connections.delete(connection);
      heartbeat.remove(connection);
      for (const gameId of [...connection.games.keys()]) rooms.leave(connection, gameId);
    });
  });

  // @fastify/websocket's own preClose hook closes every socket; refuse new ones meanwhile.
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onClose', async () => {
    heartbeat.stop();
    for (const connection of connections) connection.socket.terminate();
  });
};
