import type { Logger } from 'pino';
import { z } from 'zod';
import type { EventBus } from '../bus';
import { createGossip, GOSSIP_BEAT_MS, GOSSIP_INSTANCE_TIMEOUT_MS } from '../bus/gossip';

/** The bus channel every instance listens on for presence. */
export const PRESENCE_CHANNEL = 'presence';
/** How often an instance says it is alive. */
export const PRESENCE_BEAT_MS = GOSSIP_BEAT_MS;
/** An instance silent this long is taken for dead: its sockets count as disconnected from its last beat. */
export const PRESENCE_INSTANCE_TIMEOUT_MS = GOSSIP_INSTANCE_TIMEOUT_MS;
/** A game nobody has watched for this long is forgotten (its disconnect times with it). */
export const PRESENCE_FORGET_AFTER_MS = 60 * 60 * 1000;
/**
 * An instance's share of a game with more signed-in users than this is published at most every
 * PRESENCE_LARGE_SHARE_MS: each publication carries the whole share, so a crowd joining one by one
 * would otherwise cost the square of its size in bytes on the bus.
 */
export const PRESENCE_LARGE_SHARE_USERS = 100;
export const PRESENCE_LARGE_SHARE_MS = 250;

const Count = z.number().int().nonnegative();
/** One instance's sockets on one game: connections per signed-in user, and anonymous ones. */
const InstanceShare = z.object({ users: z.record(z.string(), Count), anonymous: Count });
type InstanceShare = z.infer<typeof InstanceShare>;

/** What one instance says of games on the bus (besides the gossip's hello, sync, beat and bye). */
const PresenceMessage = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('state'), gameId: z.string(), share: InstanceShare }),
  z.object({ kind: z.literal('seen'), gameId: z.string(), userId: z.string(), at: z.number() }),
]);
type PresenceMessage = z.infer<typeof PresenceMessage>;

/** An instance's shares of every game it has sockets on, and when each user left, for a newcomer. */
const PresenceSync = z.record(
  z.string(),
  z.object({ share: InstanceShare, gone: z.record(z.string(), z.number()) }),
);
type PresenceSync = z.infer<typeof PresenceSync>;

interface GamePresence {
  shares: Map<string, InstanceShare>;
  /** When each user's last socket on the game closed (everywhere), for users not connected now. */
  goneAt: Map<string, number>;
  /** When each user last acted on the game without a socket on it here (an HTTP move, a poll…). */
  seenAt: Map<string, number>;
  /** When this instance first knew of anyone on the game: the earliest a never-seen player can be counted absent from. */
  knownSince: number;
  /** When the last socket anywhere left, or null while someone is watching. */
  emptySince: number | null;
  /** When this instance last published its share of the game. */
  publishedAt: number;
}

export interface PresenceCounts {
  white: boolean;
  black: boolean;
  spectators: number;
}

export interface PresenceTracker {
  readonly instanceId: string;
  /** A local socket started watching the game (userId null: signed out). */
  add(gameId: string, userId: string | null): void;
  /** A local socket stopped watching the game. */
  remove(gameId: string, userId: string | null): void;
  /** Who is on the game across every instance, for the given players. */
  counts(gameId: string, players: { white: string | null; black: string | null }): PresenceCounts;
  /** Signed-out sockets on the game across every instance. */
  anonymousCount(gameId: string): number;
  /** Signed-in users with a socket on the game, on any instance (the spectators' chat's readers). */
  connectedUsers(gameId: string): string[];
  isConnected(gameId: string, userId: string): boolean;
  /**
   * The user acted on the game (an HTTP move or poll, a socket frame): present at this instant on
   * every instance, socket or not. Free when they have a socket on the game here.
   */
  seen(gameId: string, userId: string): void;
  /**
   * How long the user has been absent from the game everywhere: no socket on it, no action on it; null
   * while connected, or when nobody has watched or acted on the game since this instance learned of it.
   * A player never seen since then counts as absent from that moment: never longer than the truth, so a
   * claim is never granted early.
   */
  disconnectedForMs(gameId: string, userId: string): number | null;
  /** Called with a game whose presence changed (locally or on another instance). */
  onChange(listener: (gameId: string) => void): void;
  start(): Promise<void>;
  /** Says goodbye to the other instances (their view drops this one's sockets at once). */
  stop(): Promise<void>;
}

function emptyShare(): InstanceShare {
  return { users: {}, anonymous: 0 };
}

function isEmpty(share: InstanceShare): boolean {
  return share.anonymous === 0 && Object.keys(share.users).length === 0;
}

/**
 * Presence across instances. Each instance owns its own sockets' share of every game and publishes it
 * on the bus when it changes (coalesced per tick); every instance keeps the other instances' shares,
 * so any instance can answer `disconnectedForMs` for the claim-victory rule. A new instance asks the
 * others for their shares; an instance that stops beating is dropped after a timeout.
 */
export function createPresenceTracker(
  bus: EventBus,
  now: () => number = Date.now,
  log?: Pick<Logger, 'debug'>,
): PresenceTracker {
  const games = new Map<string, GamePresence>();
  const listeners: Array<(gameId: string) => void> = [];
  const dirty = new Set<string>();
  let flushScheduled = false;
  const gossip = createGossip({
    bus,
    channel: PRESENCE_CHANNEL,
    messages: PresenceMessage,
    state: PresenceSync,
    stateField: 'games',
    snapshot: ownSync,
    onSync: applySync,
    onMessage: receive,
    onInstanceGone: dropInstance,
    onBeat: forgetOldGames,
    now,
    ...(log ? { log } : {}),
  });
  const { instanceId } = gossip;

  function game(gameId: string): GamePresence {
    let found = games.get(gameId);
    if (!found) {
      found = {
        shares: new Map(),
        goneAt: new Map(),
        seenAt: new Map(),
        knownSince: now(),
        emptySince: null,
        publishedAt: 0,
      };
      games.set(gameId, found);
    }
    return found;
  }

  function connectedUsers(presence: GamePresence): Set<string> {
    const users = new Set<string>();
    for (const share of presence.shares.values()) for (const id of Object.keys(share.users)) users.add(id);
    return users;
  }

  /** Replaces one instance's share of a game, recording who disconnected and telling the listeners. */
  function applyShare(gameId: string, from: string, share: InstanceShare | null, at = now()): void {
    const presence = game(gameId);
    const before = connectedUsers(presence);
    if (share && !isEmpty(share)) presence.shares.set(from, share);
    else presence.shares.delete(from);
    const after = connectedUsers(presence);
    for (const id of before) if (!after.has(id)) presence.goneAt.set(id, at);
    for (const id of after) presence.goneAt.delete(id);
    presence.emptySince = presence.shares.size === 0 ? (presence.emptySince ?? at) : null;
    for (const listener of listeners) listener(gameId);
  }

  const publish = (message: PresenceMessage) => gossip.publish(message);

  /** Publishes the changed shares; a large one waits for its turn (PRESENCE_LARGE_SHARE_MS). */
  function flush(all = false): void {
    flushScheduled = false;
    // Real time, not the injectable clock: this paces the bus, it says nothing about who is present.
    const at = Date.now();
    let wait = Number.POSITIVE_INFINITY;
    for (const gameId of dirty) {
      const presence = games.get(gameId);
      const share = presence?.shares.get(instanceId) ?? emptyShare();
      if (presence && !all && Object.keys(share.users).length > PRESENCE_LARGE_SHARE_USERS) {
        const due = presence.publishedAt + PRESENCE_LARGE_SHARE_MS - at;
        if (due > 0) {
          wait = Math.min(wait, due);
          continue;
        }
      }
      if (presence) presence.publishedAt = at;
      publish({ kind: 'state', gameId, share });
      dirty.delete(gameId);
    }
    if (Number.isFinite(wait)) {
      flushScheduled = true;
      setTimeout(flush, wait).unref();
    }
  }

  /** Whether any instance has a socket of the user on the game. */
  function connectedAnywhere(presence: GamePresence, userId: string): boolean {
    for (const share of presence.shares.values()) if (share.users[userId]) return true;
    return false;
  }

  /**
   * One local socket more or less. Updated in place, touching only that user: a crowd of N joining
   * costs N small steps, not N copies of an N-sized share.
   */
  function changeLocal(gameId: string, userId: string | null, delta: 1 | -1): void {
    const presence = game(gameId);
    const at = now();
    const share = presence.shares.get(instanceId) ?? emptyShare();
    presence.shares.set(instanceId, share);
    if (userId === null) share.anonymous = Math.max(0, share.anonymous + delta);
    else {
      const wasConnected = connectedAnywhere(presence, userId);
      const count = (share.users[userId] ?? 0) + delta;
      if (count > 0) share.users[userId] = count;
      else delete share.users[userId];
      const isConnected = connectedAnywhere(presence, userId);
      if (isConnected) presence.goneAt.delete(userId);
      else if (wasConnected) presence.goneAt.set(userId, at);
    }
    if (isEmpty(share)) presence.shares.delete(instanceId);
    presence.emptySince = presence.shares.size === 0 ? (presence.emptySince ?? at) : null;
    for (const listener of listeners) listener(gameId);
    dirty.add(gameId);
    if (!flushScheduled) {
      flushScheduled = true;
      setImmediate(flush);
    }
  }

  function recordSeen(gameId: string, userId: string, at: number): void {
    const presence = game(gameId);
    presence.seenAt.set(userId, Math.max(at, presence.seenAt.get(userId) ?? 0));
    // Seen without a socket: the game is forgotten an hour after this, like one whose sockets left.
    if (presence.shares.size === 0) presence.emptySince = Math.max(at, presence.emptySince ?? 0);
  }

  function dropInstance(id: string, at: number): void {
    for (const [gameId, presence] of games) {
      if (presence.shares.has(id)) applyShare(gameId, id, null, at);
    }
  }

  function ownSync(): PresenceSync {
    const out: PresenceSync = {};
    for (const [gameId, presence] of games) {
      const share = presence.shares.get(instanceId);
      if (share) out[gameId] = { share, gone: Object.fromEntries(presence.goneAt) };
    }
    return out;
  }

  function applySync(from: string, sync: PresenceSync, at: number): void {
    for (const [gameId, entry] of Object.entries(sync)) {
      const presence = game(gameId);
      for (const [userId, goneAt] of Object.entries(entry.gone)) {
        presence.goneAt.set(userId, Math.max(goneAt, presence.goneAt.get(userId) ?? 0));
      }
      applyShare(gameId, from, entry.share, at);
    }
  }

  function receive(from: string, message: PresenceMessage, at: number): void {
    switch (message.kind) {
      case 'state':
        applyShare(message.gameId, from, message.share, at);
        return;
      case 'seen':
        recordSeen(message.gameId, message.userId, message.at);
        return;
    }
  }

  /** Forgets games nobody has watched for a long time. */
  function forgetOldGames(at: number): void {
    for (const [gameId, presence] of games) {
      if (presence.emptySince !== null && at - presence.emptySince > PRESENCE_FORGET_AFTER_MS) {
        games.delete(gameId);
      }
    }
  }

  return {
    instanceId,
    add: (gameId, userId) => changeLocal(gameId, userId, 1),
    remove: (gameId, userId) => changeLocal(gameId, userId, -1),
    counts(gameId, players) {
      const presence = games.get(gameId);
      if (!presence) return { white: false, black: false, spectators: 0 };
      const users = connectedUsers(presence);
      let spectators = 0;
      for (const id of users) if (id !== players.white && id !== players.black) spectators += 1;
      for (const share of presence.shares.values()) spectators += share.anonymous;
      return {
        white: players.white !== null && users.has(players.white),
        black: players.black !== null && users.has(players.black),
        spectators,
      };
    },
    anonymousCount(gameId) {
      let anonymous = 0;
      for (const share of games.get(gameId)?.shares.values() ?? []) anonymous += share.anonymous;
      return anonymous;
    },
    connectedUsers(gameId) {
      const presence = games.get(gameId);
      return presence ? [...connectedUsers(presence)] : [];
    },
    isConnected(gameId, userId) {
      const presence = games.get(gameId);
      if (!presence) return false;
      for (const share of presence.shares.values()) if (share.users[userId]) return true;
      return false;
    },
    seen(gameId, userId) {
      if (games.get(gameId)?.shares.get(instanceId)?.users[userId]) return;
      const at = now();
      recordSeen(gameId, userId, at);
      publish({ kind: 'seen', gameId, userId, at });
    },
    disconnectedForMs(gameId, userId) {
      const presence = games.get(gameId);
      if (!presence) return null;
      for (const share of presence.shares.values()) if (share.users[userId]) return null;
      const absentSince = Math.max(
        presence.goneAt.get(userId) ?? presence.knownSince,
        presence.seenAt.get(userId) ?? 0,
      );
      return now() - absentSince;
    },
    onChange(listener) {
      listeners.push(listener);
    },
    start: () => gossip.start(),
    async stop() {
      flush(true);
      await gossip.stop();
    },
  };
}
