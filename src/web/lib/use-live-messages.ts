import { useEffect, useRef } from 'react';
import type { ServerMessage } from '../../core/protocol';
import type { LiveHandlers, ServerMessageType } from './live-dispatcher';
import { getLiveSocket, type LiveSocket } from './live-socket';

/** Calls the handler (its latest version) for every server message while the component is mounted. */
export function useLiveMessages(
  handler: (message: ServerMessage) => void,
  socket: LiveSocket = getLiveSocket(),
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => socket.onMessage((message) => latest.current(message)), [socket]);
}

/**
 * Routes the server messages of the types `handlers` names to their handler (its latest version)
 * while the component is mounted.
 */
export function useLiveHandlers(
  handlers: LiveHandlers,
  socket: Pick<LiveSocket, 'on'> = getLiveSocket(),
): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  const types = (Object.keys(handlers) as ServerMessageType[]).join(' ');
  useEffect(() => {
    const offs = (types.split(' ') as ServerMessageType[]).map((type) =>
      socket.on(type, (message) => {
        const handler = latest.current[type] as ((message: ServerMessage) => void) | undefined;
        handler?.(message);
      }),
    );
    return () => {
      for (const off of offs) off();
    };
  }, [socket, types]);
}
