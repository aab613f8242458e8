import type { WebsocketPluginOptions } from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { WS_FRAME_LIMIT_BYTES } from '../../core/limits';

/** Sockets whose error was already logged: a client that misbehaves gets one line, not one per frame. */
const logged = new WeakSet<WebSocket>();

/**
 * A socket error (an oversized frame, a bad opcode, a reset connection) is the client's doing, and the
 * socket library closes the socket itself: one warning per socket, without a stack, is all it is worth.
 */
export function logSocketError(error: Error, socket: WebSocket, request: FastifyRequest): void {
  if (logged.has(socket)) return;
  logged.add(socket);
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  request.log.warn({ socketError: { message: error.message, code } }, 'live socket error');
}

/** How every app registers `@fastify/websocket`: the frame size limit and the error logging above. */
export const websocketPluginOptions: WebsocketPluginOptions = {
  errorHandler: logSocketError,
  options: { maxPayload: WS_FRAME_LIMIT_BYTES },
};
