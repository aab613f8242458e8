import { TOURNAMENT_LIMITS } from '../../../core/limits';
import type { ServerMessage } from '../../../core/protocol';
import { writePaced } from '../../lib/paced-writes';
import type { TournamentDeps } from '../service/deps';
import { readTournamentEvent, TOURNAMENTS_CHANNEL, type TournamentEvent } from '../service/events';
import { visibleTournament } from '../service/reading';
import { loadView } from '../service/view';
import { loadTournament, type Tournament } from '../store/tournament-rows';
import { type BatchFrames, framesFor } from './standings-frames';

/** A tab on a tournament's page, as the live channel hands it over. */
export interface TournamentWatcher {
  readonly userId: string | null;
  /** A frame already encoded: one batch reaches a crowd as one shared buffer. */
  sendRaw(data: Buffer): void;
}

/** This instance's tournament pages: each hears its tournament's standings, batched (issue 30). */
export interface TournamentWatchers {
  /** Starts (answered at once with the standings) or stops watching; refuses a tournament the reader may not see. */
  watch(watcher: TournamentWatcher, tournamentId: string, on: boolean, token?: string): Promise<void>;
  /** The tab's socket closed. */
  forget(watcher: TournamentWatcher): void;
  /** How many tabs watch on this instance (metrics, tests). */
  count(): number;
  stop(): Promise<void>;
}

const serialise = (message: ServerMessage): Buffer => Buffer.from(JSON.stringify(message));
/** Watchers written to before the event loop is let go, so the games' moves never wait long behind a crowd. */
const SLICE = 50;
/**
 * The share of the batch interval a batch's writes are spread over: 3,000 tabs written in one 60 ms burst took
 * both cores and the moves arriving then waited (bench/README.md); half the interval leaves the other half for a
 * slow read without the next batch catching up.
 */
const SPREAD_SHARE = 0.5;
/** Lets the moves that arrived meanwhile through before going on. */
const letGo = () => new Promise<void>((resolve) => setImmediate(resolve));
/**
 * The tournament pages of one instance (issue 30). Every instance hears every tournament's changes on one bus
 * channel while anyone here watches; a change marks the tournament, and at most once per `batchMs` it is read
 * once and sent: one shared frame to every watcher who does not play in it, and its own line to each who does.
 */
export function createTournamentWatchers(
  deps: Pick<TournamentDeps, 'db' | 'bus' | 'players' | 'games' | 'log' | 'now'>,
  options: { batchMs?: number } = {},
): TournamentWatchers {
  const batchMs = options.batchMs ?? TOURNAMENT_LIMITS.standingsBatchMs;
  const watching = new Map<string, Set<TournamentWatcher>>();
  const dirty = new Set<string>();
  const lastSent = new Map<string, number>();
  /** What each tab was last sent (`BatchFrames.seenBy`): a batch that would tell it nothing new is not written. */
  const lastSeen = new WeakMap<TournamentWatcher, string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let subscription: Promise<() => Promise<void>> | null = null;

  /**
   * The last view read of each tournament, as its frames: a page arriving within a batch's interval of it is
   * answered from it, and pages arriving together share one read. Any change since is in the batch that follows
   * within the interval (a change marks the tournament), so a page is never left behind for longer.
   */
  const latest = new Map<string, { at: number; version: number; frames: Promise<BatchFrames> }>();
  /**
   * The view's reads, letting the event loop go before each: SQLite answers inside the event loop, and a batch's
   * reads (every entry and game, then a thousand players, then six positions) and its table, run back to back, held
   * every game's moves for tens of milliseconds each second (bench/README.md, the arena's standings).
   */
  const readingDeps: Pick<TournamentDeps, 'db' | 'players' | 'games'> = {
    db: deps.db,
    players: async (ids) => {
      await letGo();
      return deps.players(ids);
    },
    games: {
      startAgreed: (agreement) => deps.games.startAgreed(agreement),
      berserk: (gameId, userId) => deps.games.berserk(gameId, userId),
      snapshot: async (gameId) => {
        await letGo();
        return deps.games.snapshot(gameId);
      },
    },
  };

  function readFrames(t: Tournament): Promise<BatchFrames> {
    const at = deps.now();
    const frames = loadView(readingDeps, t, at).then(framesFor);
    latest.set(t.id, { at, version: t.version, frames });
    // A failed read is not kept: the next page reads again.
    frames.catch(() => {
      if (latest.get(t.id)?.frames === frames) latest.delete(t.id);
    });
    return frames;
  }

  function recentFrames(t: Tournament): Promise<BatchFrames> {
    const kept = latest.get(t.id);
    // Only a read of the tournament as it is now: a page arriving just after its end must not be told it runs.
    return kept && kept.version === t.version && deps.now() - kept.at < batchMs ? kept.frames : readFrames(t);
  }

  async function flushOne(tournamentId: string): Promise<void> {
    const set = watching.get(tournamentId);
    if (!set || set.size === 0) return;
    // Who may watch was checked when each watcher started: the batch reads the tournament as it is.
    const t = await loadTournament(deps.db.kysely, tournamentId);
    if (!t) return;
    const frames = await readFrames(t);
    await writePaced(
      [...set],
      (watcher) => {
        // A tab that left while the batch was being written is not written to.
        if (!set.has(watcher)) return false;
        // A change elsewhere in the table (a game ended below the top, a pause) need not reach every tab.
        const seen = frames.seenBy(watcher.userId);
        if (lastSeen.get(watcher) === seen) return false;
        lastSeen.set(watcher, seen);
        watcher.sendRaw(frames.frameOf(watcher.userId));
        return true;
      },
      { slice: SLICE, spreadMs: batchMs * SPREAD_SHARE },
    );
  }

  function schedule(): void {
    if (timer || dirty.size === 0) return;
    const now = deps.now();
    const soonest = Math.min(...[...dirty].map((id) => (lastSent.get(id) ?? 0) + batchMs));
    timer = setTimeout(
      () => {
        timer = null;
        const at = deps.now();
        const due = [...dirty].filter((id) => (lastSent.get(id) ?? 0) + batchMs <= at);
        // Counted from the batch's start: a change heard while it is read and written waits a whole second,
        // instead of finding no batch in the timer and starting a second one at once beside it.
        for (const id of due) {
          dirty.delete(id);
          lastSent.set(id, at);
        }
        Promise.all(due.map((id) => flushOne(id)))
          .catch((err: unknown) => deps.log.warn({ err }, 'tournament standings not delivered'))
          .finally(schedule);
      },
      Math.max(0, soonest - now),
    );
  }

  function receive(event: TournamentEvent): void {
    // A read made before this change answers no page that arrives after it.
    latest.delete(event.tournamentId);
    const set = watching.get(event.tournamentId);
    if (!set || set.size === 0) return;
    if (event.status) {
      // At once: a page that waits for the start or the end hears of it without the batch's delay.
      const frame = serialise({
        type: 'tournament_state',
        tournamentId: event.tournamentId,
        status: event.status,
      });
      for (const watcher of set) watcher.sendRaw(frame);
    }
    dirty.add(event.tournamentId);
    schedule();
  }

  function subscribe(): Promise<() => Promise<void>> {
    subscription ??= deps.bus.subscribe(TOURNAMENTS_CHANNEL, (text) => {
      const event = readTournamentEvent(text);
      if (event) receive(event);
    });
    return subscription;
  }

  function forget(watcher: TournamentWatcher): void {
    for (const [id, set] of watching) {
      set.delete(watcher);
      if (set.size === 0) {
        watching.delete(id);
        latest.delete(id);
      }
    }
  }

  return {
    async watch(watcher, tournamentId, on, token) {
      if (!on) {
        const set = watching.get(tournamentId);
        set?.delete(watcher);
        if (set?.size === 0) {
          watching.delete(tournamentId);
          latest.delete(tournamentId);
        }
        return;
      }
      const { tournament } = await visibleTournament(deps, tournamentId, watcher.userId, token);
      await subscribe();
      let set = watching.get(tournamentId);
      if (!set) {
        set = new Set();
        watching.set(tournamentId, set);
      }
      set.add(watcher);
      // The first frame at once, for this watcher only.
      const frames = await recentFrames(tournament);
      lastSeen.set(watcher, frames.seenBy(watcher.userId));
      watcher.sendRaw(frames.frameOf(watcher.userId));
    },
    forget,
    count() {
      let n = 0;
      for (const set of watching.values()) n += set.size;
      return n;
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      watching.clear();
      latest.clear();
      const unsubscribe = await subscription;
      subscription = null;
      await unsubscribe?.();
    },
  };
}
