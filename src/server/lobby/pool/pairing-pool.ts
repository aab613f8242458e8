import type { LobbyPoolId } from '../../../core/lobby-pools';
import type { PresenceState } from '../../../core/protocol';
import type { PoolJoinBody, QueueState } from '../../../core/protocol/lobby';
import { strangerCallChoiceOf, takesStrangerCalls } from '../../accounts/stranger-call-columns';
import type { EventBus } from '../../bus';
import { publishToUser } from '../../bus/user-channel';
import type { Db } from '../../db/database';
import { type ContactPolicy, refusalError } from '../../safety/contact-policy';
import { publishSeekEvent } from '../seeks/seek-events';
import { countQueue, type QueueRow, queueIds, queueRowOf, removePlace, takePlace } from './queue-store';
import { type LobbyGamePair, OFFLINE_GRACE_MS, pairingWave, type QueueExit, type WaveReport } from './wave';
import { createWaveRunner, instanceHolderId, type WaveRunner } from './wave-runner';

/**
 * Quick pairing (issue 28, decision 283): Play puts a person in the shared queue, a wave on the instance
 * holding the lease pairs it, and the pair lands in a lobby game. One place per person.
 */
export interface PairingPool {
  /** Presses Play in a pool; pressing it again moves the person there (see `join`). */
  join(userId: string, body: PoolJoinBody): Promise<QueueState>;
  /** Cancels; nothing happens for someone not waiting. */
  leave(userId: string): Promise<void>;
  queueOf(userId: string): Promise<QueueState | null>;
  /** How many wait in every pool. */
  waitingCount(): Promise<number>;
  /** Who waits, in every pool (the lobby's "players in the lobby" counts them with the seekers). */
  waitingIds(): Promise<ReadonlySet<string>>;
  /** Starts ticking for waves (and leaving the queue with the last socket). */
  start(): void;
  stop(): Promise<void>;
}

/** What the pool needs of the lobby's games: the daily allowance and the start of a paired game. */
export interface LobbyGamesPort {
  /** Refuses with `lobby_limit` when the person has used up today's lobby games. */
  assertAllowance(userId: string): Promise<void>;
  /** Starts the game (origin `lobby`), charges both, tells both `lobby_paired`. */
  start(pair: LobbyGamePair): Promise<unknown>;
}

/** The user presence tracker, across instances: who has a socket, and when someone's last one closed. */
export interface PoolPresence {
  current(userId: string, lastSeenAt: number | null): PresenceState;
  onChange(listener: (userId: string, state: PresenceState) => void): void;
}

export interface PairingPoolOptions {
  db: Db;
  bus: EventBus;
  contacts: ContactPolicy;
  games: LobbyGamesPort;
  presence: PoolPresence;
  log: { warn(obj: object, msg: string): void };
  now?: () => number;
  /** This instance in the wave lease (default: host, process id and a random tag). */
  holder?: string;
  /** The lease's timing (tests shorten it). */
  tickMs?: number;
  leaseMs?: number;
  /** Told after every wave (tests). */
  onWave?: (report: WaveReport) => void;
}

export function stateOf(row: QueueRow): QueueState {
  return {
    pool: row.pool as LobbyPoolId,
    rated: row.rated === 1,
    call: row.call === 1,
    joinedAt: new Date(Number(row.joinedAt)).toISOString(),
  };
}

export function createPairingPool(options: PairingPoolOptions): PairingPool & { runner: WaveRunner } {
  const { db, bus, contacts, games, presence, log } = options;
  const now = options.now ?? Date.now;
  let listening = false;
  let running = false;
  let startedAt = Number.POSITIVE_INFINITY;

  // An instance that has just started has not heard yet of every other instance's sockets (the presence
  // gossip's sync): until the grace has passed it takes everyone for connected rather than drop their places.
  const online = (userId: string) =>
    now() - startedAt < OFFLINE_GRACE_MS || presence.current(userId, null).state !== 'offline';

  const tell = (userId: string, queue: QueueState | null, reason?: QueueExit) =>
    publishToUser(bus, userId, { type: 'lobby_queue', queue, ...(reason ? { reason } : {}) });
  /** Every instance's lobby pages count the people waiting again with their next batch. */
  const headcountMoved = () =>
    publishSeekEvent(bus, { kind: 'headcount' }).catch((err: unknown) =>
      log.warn({ err }, 'lobby headcount not announced'),
    );

  const runner = createWaveRunner({
    db,
    holder: options.holder ?? instanceHolderId(),
    log,
    now,
    ...(options.tickMs ? { tickMs: options.tickMs } : {}),
    ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
    wave: pairingWave(
      {
        db,
        contacts,
        online,
        startGame: (pair) => games.start(pair),
        assertAllowance: (userId) => games.assertAllowance(userId),
        left: (userId, reason) => tell(userId, null, reason),
        log,
      },
      (done) => {
        options.onWave?.(done);
        if (done.paired > 0 || done.dropped > 0) void headcountMoved();
      },
    ),
  });

  async function leave(userId: string): Promise<void> {
    if (await removePlace(db, userId)) {
      await tell(userId, null);
      await headcountMoved();
    }
  }

  return {
    runner,
    /**
     * Joining again moves the person rather than refusing with `already_queued`: a tap on another tile
     * switches pools in one request, where a refusal would make the page cancel first and race a wave
     * between the two. The same pool and choice again keeps their place and their wait (a double tap).
     */
    async join(userId, body) {
      const voice = await contacts.voice(userId, 'pairing');
      if (!voice.allowed) throw refusalError(voice);
      await games.assertAllowance(userId);
      const call = body.call && takesStrangerCalls(await strangerCallChoiceOf(db.kysely, userId));
      const rated = body.rated ? 1 : 0;
      const before = await queueRowOf(db, userId);
      const same = before && before.pool === body.pool && before.rated === rated;
      const row = await takePlace(db, {
        userId,
        pool: body.pool,
        rated,
        call: call ? 1 : 0,
        joinedAt: same ? before.joinedAt : now(),
      });
      const state = stateOf(row);
      await tell(userId, state);
      if (!before) await headcountMoved();
      return state;
    },
    leave,
    async queueOf(userId) {
      const row = await queueRowOf(db, userId);
      return row ? stateOf(row) : null;
    },
    waitingCount: () => countQueue(db),
    async waitingIds() {
      return new Set(await queueIds(db));
    },
    start() {
      if (!listening) {
        listening = true;
        // Told on the instance where the person's last socket closed (and nowhere else has one): the
        // lobby page is gone, so is the wait. An instance that dies tells nobody: the wave drops those.
        presence.onChange((userId, state) => {
          if (!running || state.state !== 'offline') return;
          leave(userId).catch((err: unknown) => log.warn({ err }, 'queue place not left'));
        });
      }
      running = true;
      startedAt = now();
      runner.start();
    },
    async stop() {
      running = false;
      await runner.stop();
    },
  };
}
