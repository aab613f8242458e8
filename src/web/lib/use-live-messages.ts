import { useEffect, useRef } from 'react';
import type { ServerMessage } from '../../core/protocol';
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
