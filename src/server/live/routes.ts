import type { FastifyInstance } from 'fastify';
import {
  LIVE_LIMITS,
  type LiveLimits,
  OLDEST_CLIENT_PROTOCOL,
  PROTOCOL_VERSION,
  WS_CLOSE,
} from '../../core/limits';
import { LiveSocketQuery, type ServerMessage } from '../../core/protocol';
import { shownUsername } from '../accounts/session';
import { NO_ACTIVITY } from '../bus/user-channel';
import type { AppContext } from '../context';
import type { Feature } from '../feature';
import { LiveConnection } from './connection';
import { parseClientFrame, refOfFrame } from './frames';
import { createGameRooms } from './game-rooms';
import { createMessageHandler, type LiveServices } from './handlers';
import { startHeartbeat } from './heartbeat';
import { resyncWatchers } from './resync';
import { createSessionSockets } from './session-sockets';
import { SocketQuota } from './socket-quota';
import { createUserSockets } from './user-sockets';

export const TOO_MANY_MESSAGES = 'Too many messages. Please slow down.';

/** True when the page's protocol, named in the `/ws` URL, is one this server still serves. */
function speaksSupportedProtocol(query: unknown): boolean {
  const asked = LiveSocketQuery.safeParse(query);
  return asked.success && asked.data.protocol >= OLDEST_CLIENT_PROTOCOL;
}

/**
 * The live channel `/ws` (DESIGN.md "Live channel"): one socket per tab, signed in by the session
 * cookie of the upgrade request (signed-out sockets may watch games, nothing more), Origin and the
 * page's protocol version checked,
 * every frame parsed and rate-limited, game events fanned out from the bus, presence kept across
 * instances.
 */
export const liveFeature: Feature<LiveServices> = (app, ctx, services) =>
  installLiveChannel(app, ctx, services, LIVE_LIMITS);

/** The live channel with the given caps (tests use small ones). */
export async function installLiveChannel(
  app: FastifyInstance,
  { bus, config, db, log }: AppContext,
  services: LiveServices,
  limits: LiveLimits,
): Promise<void> {
  const activity = services.userPresence ?? NO_ACTIVITY;
  const rooms = createGameRooms(bus, services.presence, limits, activity);
  const userSockets = createUserSockets(bus, (err) => log.warn({ err }, 'user channel subscription failed'));
  const quota = new SocketQuota(limits);
  const sessions = createSessionSockets({
    bus,
    db,
    onError: (err) => log.warn({ err }, 'live session re-check failed'),
  });
  await sessions.start();

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
    if (!speaksSupportedProtocol(request.query)) {
      socket.close(WS_CLOSE.clientOutdated, 'This page is out of date: reload it');
      return;
    }
    if (closing) {
      socket.close(WS_CLOSE.goingAway, 'Server restarting');
      return;
    }
    const user = request.user;
    const refusal = quota.take(request.ip, user?.id ?? null);
    if (refusal !== null) {
      socket.send(
        JSON.stringify({ type: 'error', message: refusal, code: 'too_many_sockets' } satisfies ServerMessage),
      );
      socket.close(WS_CLOSE.tooManySockets, 'Too many connections');
      return;
    }
    const connection = new LiveConnection(
      socket,
      user?.id ?? null,
      user ? shownUsername(user) : null,
      user ? request.sessionId : null,
      config.socketFramesPerSecond,
    );
    connection.guest = user !== null && user.guestUntil !== null;
    connections.add(connection);
    sessions.add(connection);
    connection.send({ type: 'hello', protocol: PROTOCOL_VERSION, userId: connection.userId });
    heartbeat.add(connection);
    if (connection.userId !== null) {
      userSockets.add(connection);
      activity.socket(connection.userId, true);
    }

    socket.on('message', (data, isBinary) => {
      const admission = connection.admit();
      if (admission === 'close') {
        socket.close(WS_CLOSE.rateLimited, 'Too many messages');
        return;
      }
      if (admission === 'refused') {
        // A frame with a ref has a sender waiting for its answer: it gets one. The others of a run share one.
        const ref = refOfFrame(data);
        if (ref !== undefined || connection.firstStrike) {
          connection.send({
            type: 'error',
            message: TOO_MANY_MESSAGES,
            code: 'rate_limited',
            ...(ref === undefined ? {} : { ref }),
          });
        }
        return;
      }
      const frame = parseClientFrame(data, isBinary);
      if (!frame.ok) {
        connection.send({
          type: 'error',
          message: frame.error,
          code: 'invalid_input',
          ...(frame.ref ? { ref: frame.ref } : {}),
        });
        return;
      }
      void handle(connection, frame.message);
    });
    socket.on('pong', () => heartbeat.pong(connection));
    socket.on('close', () => {
      quota.release(request.ip, connection.userId);
      connections.delete(connection);
      sessions.remove(connection);
      heartbeat.remove(connection);
      for (const gameId of [...connection.games.keys()]) rooms.leave(connection, gameId);
      services.lobby?.watchers.forget(connection);
      services.tournaments?.watchers.forget(connection);
      if (connection.userId !== null) {
        userSockets.remove(connection);
        activity.socket(connection.userId, false);
      }
    });
  });

  // @fastify/websocket's own preClose hook closes every socket; refuse new ones meanwhile.
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onClose', async () => {
    heartbeat.stop();
    await sessions.stop();
    for (const connection of connections) connection.socket.terminate();
  });
}
