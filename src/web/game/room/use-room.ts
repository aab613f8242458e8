import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { getLiveSocket, type LiveSocket } from '../../lib/live-socket';
import { gameApi } from '../game-api';
import type { LiveLink } from '../live-link';
import { RoomController } from '../room-controller';
import type { RoomNotice, RoomState } from '../room-state';
import type { Scheduler } from '../scheduler';

/** The tab's live socket as the room sees it. */
export function liveLink(socket: LiveSocket): LiveLink {
  return {
    status: () => socket.status,
    onStatus: (listener) => socket.onStatus(listener),
    on: (type, handler) => socket.on(type, handler),
    send: (message) => socket.send(message),
    joinGame: (gameId) => socket.joinGame(gameId),
    leaveGame: (gameId) => socket.leaveGame(gameId),
  };
}

const browserScheduler: Scheduler = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
  setInterval: (callback, ms) => window.setInterval(callback, ms),
  clearInterval: (handle) => window.clearInterval(handle as number),
};

const noSubscription = () => () => undefined;

/**
 * One room controller per game and viewer while the component is mounted, and its state.
 * `onNotice` always calls the latest handler given.
 */
export function useRoom(
  gameId: string,
  viewerId: string | null,
  onNotice: (notice: RoomNotice) => void,
): { controller: RoomController | null; state: RoomState | null } {
  const [controller, setController] = useState<RoomController | null>(null);
  const latest = useRef(onNotice);
  latest.current = onNotice;

  useEffect(() => {
    const created = new RoomController({
      gameId,
      viewerId,
      link: liveLink(getLiveSocket()),
      api: gameApi,
      scheduler: browserScheduler,
      notify: (notice) => latest.current(notice),
    });
    created.start();
    setController(created);
    return () => {
      created.stop();
      setController((current) => (current === created ? null : current));
    };
  }, [gameId, viewerId]);

  const state = useSyncExternalStore(
    controller?.subscribe ?? noSubscription,
    () => controller?.getState() ?? null,
  );
  return { controller, state };
}

/** The current time, re-read every `intervalMs` while `active`. */
export function useNow(intervalMs: number, active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, active]);
  return active ? now : Date.now();
}
