import type { Game, ServerMessage } from '../../core/protocol';
import type { EventBus } from '../bus';
import { decodeEnvelope, gameChannel, type ReceivedEnvelope } from '../bus/game-envelope';
import type { LiveConnection, Membership } from './connection';
import type { PresenceTracker } from './presence';

/** Events kept for a socket while its snapshot is on the way; past this it will notice a gap and resync. */
const PENDING_LIMIT = 256;

interface Players {
  white: string | null;
  black: string | null;
}

/** The sockets of this instance watching one game, and the bus subscription that feeds them. */
interface Room {
  gameId: string;
  members: Set<LiveConnection>;
  subscription: Promise<() => Promise<void>>;
  /** Known from the first snapshot on; kept current by `game` and `player_joined` events. */
  players: Players | null;
  /** The last presence frame sent, so unchanged counts are not sent again. */
  lastPresence: string | null;
}

export interface GameRooms {
  /**
   * Adds the socket to the game (subscribing this instance to the game's channel if it is the first)
   * and resolves once events flow. Until `deliverSnapshot`, its events are held back.
   */
  enter(connection: LiveConnection, gameId: string): Promise<Membership>;
  /** Holds the socket's events back again while a fresh snapshot is read (a resync). */
  hold(membership: Membership): void;
  /** Sends the snapshot, then the held events newer than it, and counts the socket in presence. */
  deliverSnapshot(connection: LiveConnection, membership: Membership, game: Game): void;
  leave(connection: LiveConnection, gameId: string): void;
}

export function createGameRooms(bus: EventBus, presence: PresenceTracker): GameRooms {
  const rooms = new Map<string, Room>();

  function deliver(
    connection: LiveConnection,
    membership: Membership,
    version: number | null,
    data: string | Buffer,
  ): void {
    if (membership.pending) {
      if (membership.pending.length < PENDING_LIMIT) membership.pending.push({ version, data });
      return;
    }
    connection.sendRaw(data);
  }

  function fanOut(room: Room, envelope: ReceivedEnvelope): void {
    const data = Buffer.from(envelope.messageText);
    const { audience } = envelope;
    for (const connection of room.members) {
      if (audience.kind === 'users') {
        if (connection.userId === null || !audience.userIds.includes(connection.userId)) continue;
      }
      const membership = connection.games.get(room.gameId);
      if (membership) deliver(connection, membership, envelope.version, data);
    }
    if (envelope.players) {
      room.players = envelope.players;
      sendPresence(room);
    }
  }

  /** The room's `presence` frame as it stands; null until its players are known. */
  function presenceText(room: Room): string | null {
    if (!room.players) return null;
    const counts = presence.counts(room.gameId, room.players);
    const message: ServerMessage = { type: 'presence', gameId: room.gameId, ...counts };
    return JSON.stringify(message);
  }

  function sendPresence(room: Room): void {
    const text = presenceText(room);
    if (text === null || text === room.lastPresence) return;
    room.lastPresence = text;
    for (const connection of room.members) {
      const membership = connection.games.get(room.gameId);
      if (membership) deliver(connection, membership, null, text);
    }
  }

  presence.onChange((gameId) => {
    const room = rooms.get(gameId);
    if (room) sendPresence(room);
  });

  function openRoom(gameId: string): Room {
    const room: Room = {
      gameId,
      members: new Set(),
      players: null,
      lastPresence: null,
      subscription: Promise.resolve(async () => {}),
    };
    room.subscription = bus.subscribe(gameChannel(gameId), (text) => {
      const envelope = decodeEnvelope(text);
      if (envelope) fanOut(room, envelope);
    });
    // A failed subscription is forgotten, so the next join tries again.
    room.subscription.catch(() => {
      if (rooms.get(gameId) === room) rooms.delete(gameId);
    });
    rooms.set(gameId, room);
    return room;
  }

  function closeRoom(room: Room): void {
    rooms.delete(room.gameId);
    room.subscription.then(
      (unsubscribe) => unsubscribe(),
      () => {},
    );
  }

  return {
    async enter(connection, gameId) {
      const membership: Membership = { pending: [], counted: false };
      connection.games.set(gameId, membership);
      const room = rooms.get(gameId) ?? openRoom(gameId);
      room.members.add(connection);
      try {
        await room.subscription;
      } catch (error) {
        this.leave(connection, gameId);
        throw error;
      }
      return membership;
    },

    hold(membership) {
      membership.pending ??= [];
    },

    deliverSnapshot(connection, membership, game) {
      const room = rooms.get(game.id);
      if (!room || connection.games.get(game.id) !== membership) return;
      room.players = { white: game.whitePlayerId, black: game.blackPlayerId };
      connection.send({ type: 'game', game });
      const held = membership.pending ?? [];
      membership.pending = null;
      for (const event of held) {
        if (event.version === null || event.version > game.version) connection.sendRaw(event.data);
      }
      if (!membership.counted) {
        membership.counted = true;
        const before = room.lastPresence;
        presence.add(game.id, connection.userId);
        // Counts unchanged (a second tab of someone already here): this socket still needs them once.
        const text = room.lastPresence === before ? presenceText(room) : null;
        if (text !== null) connection.sendRaw(text);
      }
    },

    leave(connection, gameId) {
      const membership = connection.games.get(gameId);
      if (!membership) return;
      connection.games.delete(gameId);
      const room = rooms.get(gameId);
      if (!room) return;
      room.members.delete(connection);
      if (membership.counted) presence.remove(gameId, connection.userId);
      if (room.members.size === 0) closeRoom(room);
    },
  };
}
