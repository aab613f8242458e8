import { LOBBY_BATCH_MS } from '../../../core/lobby-pools';
import type { Seek, ServerMessage } from '../../../core/protocol';
import type { EventBus } from '../../bus';
import { writePaced } from '../../lib/paced-writes';
import { LOBBY_SEEKS_CHANNEL, readSeekEvent, type SeekEvent } from './seek-events';

/** A signed-in tab on the lobby page, as the live channel hands it over. */
export interface LobbyWatcher {
  readonly userId: string | null;
  /** A frame already encoded: one batch reaches a thousand watchers as one buffer. */
  sendRaw(data: Buffer): void;
}

/** This instance's lobby pages: told of seeks as they come and go, each only what it may see. */
export interface LobbyWatchers {
  watch(watcher: LobbyWatcher, on: boolean): Promise<void>;
  /** The tab's socket closed. */
  forget(watcher: LobbyWatcher): void;
  /** How many tabs watch on this instance (metrics, tests). */
  count(): number;
  stop(): Promise<void>;
}

const serialise = (message: ServerMessage): Buffer => Buffer.from(JSON.stringify(message));

/** Watchers written to before the event loop is let go: about a millisecond of writes. */
const SLICE = 50;

/**
 * The lobby's watchers on one instance (decision 283). The instance hears every seek event on one bus
 * channel while anyone here watches, and gathers them for `batchMs`: then each watcher gets one
 * `lobby_seeks` frame with what appeared and what went. A batch costs one read per new seek's owner of who
 * a block keeps apart from them; every watcher nobody keeps apart shares one encoded frame, so a thousand
 * watchers cost a thousand small writes a batch, whatever the number of seeks in it.
 */
export function createLobbyWatchers(deps: {
  bus: EventBus;
  keptApart(userId: string): Promise<ReadonlySet<string>>;
  /** "Players in the lobby", read when a batch has seeks or waiting people come or go. */
  headcount(): Promise<number>;
  log: { warn(obj: object, msg: string): void };
  batchMs?: number;
}): LobbyWatchers {
  const batchMs = deps.batchMs ?? LOBBY_BATCH_MS;
  const watchers = new Set<LobbyWatcher>();
  let subscription: Promise<() => Promise<void>> | null = null;
  let added = new Map<string, Seek>();
  let gone = new Set<string>();
  /** Whether quick pairing's queue changed since the last batch (seeks coming and going change the count too). */
  let queueMoved = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function receive(event: SeekEvent): void {
    if (watchers.size === 0) return;
    if (event.kind === 'hidden') {
      // At once, not with the next batch: a block is a person asking not to see someone. A seek of theirs
      // still waiting in this batch is kept from the viewer when it is sent, by the block now stored.
      const frame = serialise({ type: 'lobby_seeks', added: [], gone: event.seekIds });
      for (const watcher of watchers) if (watcher.userId === event.viewerId) watcher.sendRaw(frame);
      return;
    }
    if (event.kind === 'shown') {
      // At once too: the person has just unblocked someone, on the page where they did it or another.
      const frame = serialise({ type: 'lobby_seeks', added: event.seeks, gone: [] });
      for (const watcher of watchers) if (watcher.userId === event.viewerId) watcher.sendRaw(frame);
      return;
    }
    if (event.kind === 'headcount') queueMoved = true;
    else if (event.kind === 'added') {
      added.set(event.seek.id, event.seek);
      gone.delete(event.seek.id);
    } else if (!added.delete(event.seekId)) {
      // Told before this batch, so the pages list it: they must hear it went. One that came and went
      // within the batch was never sent, and is not.
      gone.add(event.seekId);
    }
    timer ??= setTimeout(() => {
      timer = null;
      flush().catch((err: unknown) => deps.log.warn({ err }, 'lobby seeks not delivered'));
    }, batchMs);
  }

  async function flush(): Promise<void> {
    const seeks = [...added.values()];
    const goneIds = [...gone];
    const recount = queueMoved || seeks.length > 0 || goneIds.length > 0;
    added = new Map();
    gone = new Set();
    queueMoved = false;
    if (!recount) return;
    const waiting = await deps.headcount();
    const owners = [...new Set(seeks.map((seek) => seek.player.id))];
    const apart = new Map(
      await Promise.all(owners.map(async (id) => [id, await deps.keptApart(id)] as const)),
    );
    const shared = serialise({ type: 'lobby_seeks', added: seeks, gone: goneIds, waiting });
    // A socket write costs a system call: a thousand in one go held the event loop for tens of milliseconds
    // and the games' moves waited behind them. The slices are spread over half the batch's interval, and
    // between them the moves go first.
    await writePaced(
      [...watchers],
      (watcher) => {
        const viewer = watcher.userId;
        if (viewer === null || !watchers.has(watcher)) return false;
        const shown = seeks.filter((seek) => !apart.get(seek.player.id)?.has(viewer));
        if (shown.length === seeks.length) watcher.sendRaw(shared);
        else watcher.sendRaw(serialise({ type: 'lobby_seeks', added: shown, gone: goneIds, waiting }));
        return true;
      },
      { slice: SLICE, spreadMs: batchMs / 2 },
    );
  }

  function subscribe(): Promise<() => Promise<void>> {
    subscription ??= deps.bus.subscribe(LOBBY_SEEKS_CHANNEL, (text) => {
      const event = readSeekEvent(text);
      if (event) receive(event);
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
      if (timer) clearTimeout(timer);
      timer = null;
      const unsubscribe = await subscription;
      subscription = null;
      await unsubscribe?.();
    },
  };
}
