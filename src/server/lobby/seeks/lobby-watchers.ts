import type { ServerMessage } from '../../../core/protocol';
import type { EventBus } from '../../bus';
import { LOBBY_SEEKS_CHANNEL, readSeekEvent, type SeekEvent } from './seek-events';

/** A signed-in tab on the lobby page, as the live channel hands it over. */
export interface LobbyWatcher {
  readonly userId: string | null;
  /** A frame already encoded: one seek reaches a thousand watchers as one buffer. */
  sendRaw(data: Buffer): void;
}

const serialise = (message: ServerMessage): Buffer => Buffer.from(JSON.stringify(message));

/** This instance's lobby pages: told of seeks as they come and go, each only what it may see. */
export interface LobbyWatchers {
  watch(watcher: LobbyWatcher, on: boolean): Promise<void>;
  /** The tab's socket closed. */
  forget(watcher: LobbyWatcher): void;
  /** How many tabs watch on this instance (metrics, tests). */
  count(): number;
  stop(): Promise<void>;
}

/**
 * The lobby's watchers on one instance (decision 283). The instance hears every seek event on one bus
 * channel while anyone here watches; a new seek costs one read of who is kept apart from its owner, then
 * one frame per watcher allowed to see it, so a thousand watchers cost a thousand small sends, no queries.
 */
export function createLobbyWatchers(deps: {
  bus: EventBus;
  keptApart(userId: string): Promise<ReadonlySet<string>>;
  log: { warn(obj: object, msg: string): void };
}): LobbyWatchers {
  const watchers = new Set<LobbyWatcher>();
  let subscription: Promise<() => Promise<void>> | null = null;

  async function deliver(event: SeekEvent): Promise<void> {
    if (event.kind === 'gone') {
      const frame = serialise({ type: 'lobby_seek_gone', seekId: event.seekId });
      for (const watcher of watchers) watcher.sendRaw(frame);
      return;
    }
    const apart = await deps.keptApart(event.seek.player.id);
    const frame = serialise({ type: 'lobby_seek', seek: event.seek });
    for (const watcher of watchers) {
      if (watcher.userId !== null && !apart.has(watcher.userId)) watcher.sendRaw(frame);
    }
  }

  function subscribe(): Promise<() => Promise<void>> {
    subscription ??= deps.bus.subscribe(LOBBY_SEEKS_CHANNEL, (text) => {
      const event = readSeekEvent(text);
      if (!event) return;
      deliver(event).catch((err: unknown) => deps.log.warn({ err }, 'lobby seek not delivered'));
    });
    return subscription;
  }

  return {
    async watch(watcher, on) {
      if (!on) {
        watchers.delete(watcher);
        return;
      }
      watchers.add(watcher);
      await subscribe();
    },
    forget(watcher) {
      watchers.delete(watcher);
    },
    count: () => watchers.size,
    async stop() {
      watchers.clear();
      const unsubscribe = await subscription;
      subscription = null;
      await unsubscribe?.();
    },
  };
}
