import type { LiveLimits } from '../../core/limits';
import type { Game, ServerMessage } from '../../core/protocol';
import type { EventBus } from '../bus';
import { decodeEnvelope, EVERYONE, gameChannel, type ReceivedEnvelope } from '../bus/game-envelope';
import { NO_ACTIVITY, type UserActivity } from '../bus/user-channel';
import { HttpError } from '../http/errors';
import type { LiveConnection, Membership } from './connection';
import type { PresenceTracker } from './presence';
import { createRoomSender, type RoomFrame } from './room-sender';
import { viewerRefusal } from './viewer-cap';

/** Events kept for a socket while its snapshot is on the way; past this it will notice a gap and resync. */
const PENDING_LIMIT = 256;
/**
 * A room hears of presence changes at most this often, the latest counts winning: every join sending
 * counts to every viewer made N viewers cost N² frames.
 */
export const PRESENCE_INTERVAL_MS = 1_000;

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
  lastPresenceAt: number;
  /** Set while a presence frame waits for its turn (PRESENCE_INTERVAL_MS). */
  presenceTimer: NodeJS.Timeout | null;
  /** Local sockets entered but not yet counted in presence (their snapshot is on the way). */
  joining: { signedIn: number; anonymous: number };
  send: (frame: RoomFrame) => void;
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

export function createGameRooms(
  bus: EventBus,
  presence: PresenceTracker,
  limits: Pick<LiveLimits, 'viewersPerGame' | 'anonymousViewersPerGame'>,
  activity: UserActivity = NO_ACTIVITY,
): GameRooms {
  const rooms = new Map<string, Room>();

  function deliver(connection: LiveConnection, membership: Membership, frame: RoomFrame): void {
    if (membership.pending) {
      if (membership.pending.length < PENDING_LIMIT) {
        membership.pending.push({ version: frame.version, data: frame.data });
      }
      return;
    }
    connection.sendRaw(frame.data);
  }

  function fanOut(room: Room, envelope: ReceivedEnvelope): void {
    const data = Buffer.from(envelope.messageText);
    room.send({ data, version: envelope.version, audience: envelope.audience });
    if (envelope.players) {
      room.players = envelope.players;
      schedulePresence(room);
    }
  }

  /** Refuses the socket when the game is full for it (players never are); counts local joins in flight. */
  function admit(room: Room, connection: LiveConnection, players: NonNullable<Room['players']>): void {
    const counts = presence.counts(room.gameId, players);
    const anonymous = presence.anonymousCount(room.gameId);
    const viewers = {
      signedIn: counts.spectators - anonymous + room.joining.signedIn,
      anonymous: anonymous + room.joining.anonymous,
    };
    const refusal = viewerRefusal(viewers, connection.userId, players, limits);
    if (refusal !== null) throw new HttpError('room_full', refusal);
  }

  function countJoining(room: Room, connection: LiveConnection, delta: 1 | -1): void {
    if (connection.userId === null) room.joining.anonymous += delta;
    else room.joining.signedIn += delta;
  }

  /** The room's `presence` frame as it stands; null until its players are known. */
  function presenceText(room: Room): string | null {
    if (!room.players) return null;
    const counts = presence.counts(room.gameId, room.players);
    const message: ServerMessage = { type: 'presence', gameId: room.gameId, ...counts };
    return JSON.stringify(message);
  }

  function sendPresence(room: Room): void {
    room.presenceTimer = null;
    const text = presenceText(room);
    if (text === null || text === room.lastPresence) return;
    room.lastPresence = text;
    room.lastPresenceAt = Date.now();
    room.send({ data: Buffer.from(text), version: null, audience: EVERYONE });
  }

  /** Sends the room's counts once PRESENCE_INTERVAL_MS has passed since the last; later changes join in. */
  function schedulePresence(room: Room): void {
    if (room.presenceTimer) return;
    const wait = Math.max(0, room.lastPresenceAt + PRESENCE_INTERVAL_MS - Date.now());
    room.presenceTimer = setTimeout(() => sendPresence(room), wait);
    room.presenceTimer.unref();
  }

  presence.onChange((gameId) => {
    const room = rooms.get(gameId);
    if (room) schedulePresence(room);
  });

  function openRoom(gameId: string): Room {
    const members = new Set<LiveConnection>();
    const room: Room = {
      gameId,
      members,
      players: null,
      lastPresence: null,
      lastPresenceAt: 0,
      presenceTimer: null,
      joining: { signedIn: 0, anonymous: 0 },
      subscription: Promise.resolve(async () => {}),
      send: createRoomSender({
        members: () => members,
        memberCount: () => members.size,
        deliver(connection, frame) {
          const membership = connection.games.get(gameId);
          if (membership) deliver(connection, membership, frame);
        },
      }),
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
    if (room.presenceTimer) clearTimeout(room.presenceTimer);
    room.subscription.then(
      (unsubscribe) => unsubscribe(),
      () => {},
    );
  }

  return {
    async enter(connection, gameId) {
      const existing = rooms.get(gameId);
      // Refused before any subscription or read when the room already knows its players (a crowd).
      if (existing?.players) admit(existing, connection, existing.players);
      const membership: Membership = { pending: [], counted: false };
      connection.games.set(gameId, membership);
      const room = existing ?? openRoom(gameId);
      room.members.add(connection);
      countJoining(room, connection, 1);
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
      if (!membership.counted) {
        countJoining(room, connection, -1);
        try {
          admit(room, connection, room.players);
        } catch (refusal) {
          countJoining(room, connection, 1);
          this.leave(connection, game.id);
          throw refusal;
        }
      }
      connection.send({ type: 'game', game });
      const held = membership.pending ?? [];
      membership.pending = null;
      for (const event of held) {
        if (event.version === null || event.version > game.version) connection.sendRaw(event.data);
      }
      if (!membership.counted) {
        membership.counted = true;
        presence.add(game.id, connection.userId);
        const userId = connection.userId;
        const plays = userId !== null && (game.whitePlayerId === userId || game.blackPlayerId === userId);
        if (plays && (game.status === 'active' || game.status === 'waiting')) {
          membership.playing = true;
          activity.playing(userId, game.id, true);
        }
        // The newcomer hears the counts at once; the others with the room's next presence frame.
        const text = presenceText(room);
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
      else countJoining(room, connection, -1);
      if (membership.playing && connection.userId !== null)
        activity.playing(connection.userId, gameId, false);
      if (room.members.size === 0) closeRoom(room);
    },
  };
}
