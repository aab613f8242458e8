import type { Logger } from 'pino';
import { z } from 'zod';
import type { PresenceState } from '../../core/protocol';
import type { EventBus } from '../bus';
import { createGossip } from '../bus/gossip';
import type { UserActivity } from '../bus/user-channel';
import { HIDDEN_PRESENCE, type PresenceSubject, type PresenceView } from './presence-view';

export const USER_PRESENCE_CHANNEL = 'user-presence';

/** One instance's view of one user: the games they play and the calls they joined there. */
const Share = z.object({ games: z.array(z.string()), calls: z.array(z.string()) });
type Share = z.infer<typeof Share>;

/** What one instance says of users on the bus (besides the gossip's hello, sync, beat and bye). */
const Message = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('share'), userId: z.string(), share: Share.nullable() }),
  z.object({ kind: z.literal('call'), userId: z.string(), gameId: z.string(), on: z.boolean() }),
]);
type Message = z.infer<typeof Message>;

/** Every user with a socket on an instance, for a newcomer. */
const Sync = z.record(z.string(), Share);
type Sync = z.infer<typeof Sync>;

interface Local {
  sockets: number;
  games: Map<string, number>;
  calls: Set<string>;
}

/** Told when a user's presence changed through this instance (so only one instance tells friends). */
export type PresenceListener = (userId: string, state: PresenceState) => void;

export interface UserPresenceTracker extends UserActivity, PresenceView {
  /** The user's presence across every instance, as they are (no privacy applied). */
  current(userId: string, lastSeenAt: number | null): PresenceState;
  onChange(listener: PresenceListener): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Who is online, in a game or in a call, across instances (decision 203). Each instance owns the shares
 * of its own sockets and publishes a user's share when it changes; every instance keeps the others'
 * shares, so any instance answers for any user. Like game presence (decision 031), a new instance asks
 * for the others' shares and an instance that stops beating is dropped.
 */
export function createUserPresence(
  bus: EventBus,
  hooks: { visibilityChanged(userId: string): Promise<void>; lastSeen(userId: string, at: number): void },
  now: () => number = Date.now,
  log?: Pick<Logger, 'debug'>,
): UserPresenceTracker {
  const local = new Map<string, Local>();
  /** Other instances' shares: instance → user → share. */
  const remote = new Map<string, Map<string, Share>>();
  const lastSeenHere = new Map<string, number>();
  const listeners: PresenceListener[] = [];
  const gossip = createGossip({
    bus,
    channel: USER_PRESENCE_CHANNEL,
    messages: Message,
    state: Sync,
    stateField: 'users',
    snapshot: ownSync,
    onSync: (from, users) => remote.set(from, new Map(Object.entries(users))),
    onMessage: receive,
    onInstanceGone: (from) => remote.delete(from),
    now,
    ...(log ? { log } : {}),
  });
  const publish = (message: Message) => gossip.publish(message);

  function shareOf(entry: Local | undefined): Share | null {
    if (!entry || entry.sockets <= 0) return null;
    return { games: [...entry.games.keys()], calls: [...entry.calls] };
  }

  function current(userId: string, lastSeenAt: number | null): PresenceState {
    const shares: Share[] = [];
    const mine = shareOf(local.get(userId));
    if (mine) shares.push(mine);
    for (const users of remote.values()) {
      const share = users.get(userId);
      if (share) shares.push(share);
    }
    if (shares.length === 0) {
      const seen = Math.max(lastSeenAt ?? 0, lastSeenHere.get(userId) ?? 0);
      return { state: 'offline', lastSeen: seen > 0 ? new Date(seen).toISOString() : null };
    }
    const games = shares.flatMap((share) => share.games);
    const calls = new Set(shares.flatMap((share) => share.calls));
    const inCall = games.find((gameId) => calls.has(gameId));
    if (inCall) return { state: 'in_call', gameId: inCall };
    const playing = games[0];
    return playing ? { state: 'in_game', gameId: playing } : { state: 'online' };
  }

  /** Applies a local change, publishes this instance's share and tells the listeners if the state moved. */
  function change(userId: string, edit: (entry: Local) => void): void {
    const before = JSON.stringify(current(userId, null));
    const entry = local.get(userId) ?? { sockets: 0, games: new Map(), calls: new Set<string>() };
    edit(entry);
    if (entry.sockets <= 0) {
      local.delete(userId);
      lastSeenHere.set(userId, now());
    } else local.set(userId, entry);
    publish({ kind: 'share', userId, share: shareOf(local.get(userId)) });
    const after = current(userId, null);
    if (JSON.stringify(after) === before) return;
    if (after.state === 'offline') hooks.lastSeen(userId, now());
    for (const listener of listeners) listener(userId, after);
  }

  /** A call is reported over HTTP, maybe to another instance: the one holding the user's sockets applies it. */
  function applyCall(userId: string, gameId: string, on: boolean): void {
    const entry = local.get(userId);
    if (!entry || entry.calls.has(gameId) === on) return;
    change(userId, (edit) => {
      if (on) edit.calls.add(gameId);
      else edit.calls.delete(gameId);
    });
  }

  function ownSync(): Sync {
    const shares: Sync = {};
    for (const [userId, entry] of local) {
      const share = shareOf(entry);
      if (share) shares[userId] = share;
    }
    return shares;
  }

  function receive(from: string, message: Message): void {
    switch (message.kind) {
      case 'share': {
        const users = remote.get(from) ?? new Map<string, Share>();
        remote.set(from, users);
        if (message.share) users.set(message.userId, message.share);
        else {
          users.delete(message.userId);
          lastSeenHere.set(message.userId, now());
        }
        return;
      }
      case 'call':
        applyCall(message.userId, message.gameId, message.on);
        return;
    }
  }

  return {
    socket(userId, open) {
      change(userId, (entry) => {
        entry.sockets += open ? 1 : -1;
      });
    },
    playing(userId, gameId, on) {
      if (!local.has(userId) && on) return;
      change(userId, (entry) => {
        const count = (entry.games.get(gameId) ?? 0) + (on ? 1 : -1);
        if (count > 0) entry.games.set(gameId, count);
        else entry.games.delete(gameId);
        if (count <= 0) entry.calls.delete(gameId);
      });
    },
    call(userId, gameId, on) {
      applyCall(userId, gameId, on);
      publish({ kind: 'call', userId, gameId, on });
    },
    current,
    stateFor(subject: PresenceSubject, hiddenFromViewer: boolean) {
      if (hiddenFromViewer || subject.presenceVisibility === 'nobody') return HIDDEN_PRESENCE;
      return current(subject.id, subject.lastSeenAt);
    },
    visibilityChanged: (userId) => hooks.visibilityChanged(userId),
    onChange(listener) {
      listeners.push(listener);
    },
    start: () => gossip.start(),
    stop: () => gossip.stop(),
  };
}
