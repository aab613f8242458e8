import type { Logger } from 'pino';
import { lagCredit } from '../../core/chess/clock';
import {
  assertNever,
  type ClientMessage,
  GAME_ERRORS,
  type Game,
  NOT_INVITED_TEXT,
  type ReviewSubject,
  SUBJECT_MISSING,
  subjectOf,
  type TakebackAction,
} from '../../core/protocol';
import type { UserActivity } from '../bus/user-channel';
import type { ChatService } from '../chat/service';
import type { SpectatorChat } from '../chat/spectator-chat';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { MoveInput } from '../games/referee/moves';
import { databaseUnavailable, HttpError, MoveRefusedError, notFound, unauthorized } from '../http/errors';
import type { LobbyWatchers } from '../lobby/seeks/lobby-watchers';
import type { RecordingService } from '../recording/service';
import type { ReviewService } from '../reviews/service';
import type { TournamentWatchers } from '../tournaments/live/tournament-watchers';
import type { CallSignals } from '../video/call-signals';
import { type CameraChoices, NO_STRANGER_CALL } from '../video/camera-choices';
import { type LiveConnection, SOCKET_MAX_GAMES } from './connection';
import type { GameRooms } from './game-rooms';
import type { PresenceTracker } from './presence';

export const TOO_MANY_GAMES = `A connection can watch at most ${SOCKET_MAX_GAMES} games`;
export const NO_LOBBY = 'The lobby is not served here';
export const NO_TOURNAMENTS = 'Tournaments are not served here';
export const SERVER_TROUBLE = 'Something went wrong on our side. Please try again.';

/** The part of the Referee's game service the live channel calls. */
export interface LiveGameService {
  snapshot(gameId: string): Promise<Game | null>;
  /** Plays a move; the socket's answer is the game's `move` event, or the refusal returned. */
  play(input: MoveInput): Promise<{ kind: 'refused'; error: HttpError } | { kind: 'played' | 'replayed' }>;
  /** A takeback step; the answer is the game's `game` snapshot, or the refusal thrown. */
  takeback(gameId: string, userId: string, action: TakebackAction): Promise<Game>;
}

/** The shared services the live channel uses. */
export interface LiveServices {
  games: LiveGameService;
  chat: ChatService;
  /** The spectators' chat (decision 275): signed-in viewers who are not the game's players. */
  spectatorChat: SpectatorChat;
  presence: PresenceTracker;
  reviews: ReviewService;
  recording: RecordingService;
  /** Every call's signalling, games' and study boards' (decision 234). */
  signals: CallSignals;
  /** "Show my camera" in calls with strangers (decision 284); absent in the fake referee's tests. */
  cameras?: Pick<CameraChoices, 'choose'>;
  /** Friends' presence (issue 15): told of sockets and games played; absent in some tests. */
  userPresence?: UserActivity;
  /** The lobby, whose page watches its open seeks (issue 28); absent in some tests. */
  lobby?: { watchers: LobbyWatchers };
  /** Tournaments, whose pages watch their standings (issue 30); absent in some tests. */
  tournaments?: { watchers: TournamentWatchers };
}

export interface HandlerDeps extends LiveServices {
  rooms: GameRooms;
  log: Logger;
}

/** Answers one parsed client message. Failures become an `error` frame naming the message's `ref`. */
export function createMessageHandler(deps: HandlerDeps) {
  const { rooms, log } = deps;

  function requireSubject(frame: { gameId?: string; studyId?: string }): ReviewSubject {
    const subject = subjectOf(frame);
    if (!subject) throw new HttpError('invalid_input', SUBJECT_MISSING);
    return subject;
  }

  function requireUserId(connection: LiveConnection): string {
    if (connection.userId === null) throw unauthorized();
    return connection.userId;
  }

  async function joinGame(connection: LiveConnection, gameId: string): Promise<void> {
    if (connection.guest) await requireGuestSeat(connection, gameId);
    let membership = connection.games.get(gameId);
    if (membership) rooms.hold(membership);
    else {
      if (connection.games.size >= SOCKET_MAX_GAMES) throw new HttpError('too_many_games', TOO_MANY_GAMES);
      membership = await rooms.enter(connection, gameId);
    }
    // Read after the subscription is live: any event committed before this read is in the snapshot,
    // any later one is held and sent after it.
    const game = await deps.games.snapshot(gameId);
    if (connection.games.get(gameId) !== membership) return;
    if (!game) {
      rooms.leave(connection, gameId);
      throw notFound(GAME_ERRORS.notFound);
    }
    rooms.deliverSnapshot(connection, membership, game);
  }

  /** A guest watches only the games they sit in (decision 287), as the HTTP gate holds for their routes. */
  async function requireGuestSeat(connection: LiveConnection, gameId: string): Promise<void> {
    const game = await deps.games.snapshot(gameId);
    const seated =
      game && (game.whitePlayerId === connection.userId || game.blackPlayerId === connection.userId);
    if (!seated) throw new HttpError('not_invited', NOT_INVITED_TEXT);
  }

  async function handle(connection: LiveConnection, message: ClientMessage): Promise<void> {
    switch (message.type) {
      case 'ping':
        connection.send({ type: 'pong', t: message.t });
        return;
      case 'join_game':
        return joinGame(connection, message.gameId);
      case 'leave_game':
        rooms.leave(connection, message.gameId);
        return;
      case 'move': {
        const userId = requireUserId(connection);
        // The accepted move reaches this socket too, as the game's `move` event: that is the acknowledgement.
        const result = await deps.games.play({
          gameId: message.gameId,
          userId,
          move: message.move,
          ply: message.ply,
          lagCreditMs: lagCredit(connection.rttMs),
        });
        if (result.kind === 'refused') throw result.error;
        return;
      }
      case 'takeback':
        // The changed game reaches this socket too, as the game's `game` snapshot.
        await deps.games.takeback(message.gameId, requireUserId(connection), message.action);
        return;
      case 'chat': {
        const userId = requireUserId(connection);
        await deps.chat.send(
          message.gameId,
          { id: userId, username: connection.username ?? '' },
          message.message,
        );
        // A player's socket that does not watch the game still shows they are there.
        deps.presence.seen(message.gameId, userId);
        return;
      }
      case 'spectator_chat': {
        const userId = requireUserId(connection);
        await deps.spectatorChat.send(
          message.gameId,
          { id: userId, username: connection.username ?? '' },
          message.message,
        );
        return;
      }
      case 'signal': {
        const userId = requireUserId(connection);
        const subject = requireSubject(message);
        await deps.signals.relay(subject, userId, message.data);
        if (subject.kind === 'game') deps.presence.seen(subject.id, userId);
        return;
      }
      case 'camera': {
        const userId = requireUserId(connection);
        if (!deps.cameras) throw new HttpError('invalid_input', NO_STRANGER_CALL);
        await deps.cameras.choose(message.gameId, userId, message.shown);
        deps.presence.seen(message.gameId, userId);
        return;
      }
      case 'review':
        // Applied actions reach every player's socket (this one too) as `review` events.
        await deps.reviews.act(requireSubject(message), requireUserId(connection), message.action);
        return;
      case 'review_open':
        await deps.reviews.open(requireSubject(message), requireUserId(connection));
        return;
      case 'recording': {
        const userId = requireUserId(connection);
        await deps.recording.step({
          gameId: message.gameId,
          user: { id: userId, username: connection.username ?? '' },
          action: message.action,
          reason: message.reason,
        });
        deps.presence.seen(message.gameId, userId);
        return;
      }
      case 'lobby': {
        requireUserId(connection);
        if (!deps.lobby) throw notFound(NO_LOBBY);
        await deps.lobby.watchers.watch(connection, message.watch);
        return;
      }
      case 'tournament': {
        // Signed-out sockets may watch a Pro arena; the watchers refuse what the reader may not see.
        if (!deps.tournaments) throw notFound(NO_TOURNAMENTS);
        await deps.tournaments.watchers.watch(connection, message.tournamentId, message.watch, message.token);
        return;
      }
      default:
        assertNever(message);
    }
  }

  return async (connection: LiveConnection, message: ClientMessage): Promise<void> => {
    try {
      await handle(connection, message);
    } catch (error) {
      const ref = message.type === 'ping' ? undefined : message.ref;
      // The database away is said as such, like a refusal: the frame may succeed when it is back.
      const away = isDatabaseUnavailable(error) ? databaseUnavailable() : null;
      if (away) log.warn({ messageType: message.type }, 'live message refused: the database is away');
      const refusal = error instanceof HttpError ? error : away;
      if (refusal) {
        connection.send({
          type: 'error',
          message: refusal.message,
          code: refusal.code,
          ...(refusal instanceof MoveRefusedError ? { refusal: refusal.refusal } : {}),
          ...holdOf(refusal.extra),
          ...(ref === undefined ? {} : { ref }),
        });
        return;
      }
      log.error({ err: error, messageType: message.type }, 'live message failed');
      connection.send({
        type: 'error',
        message: SERVER_TROUBLE,
        code: 'internal_error',
        ...(ref === undefined ? {} : { ref }),
      });
    }
  };
}

/** A mute's or a bar's end among a refusal's fields (decision 322), for the socket's error frame. */
function holdOf(extra: Record<string, unknown>): { hold?: 'dated' | 'permanent'; until?: number } {
  if (extra.hold === 'permanent') return { hold: 'permanent' };
  if (extra.hold === 'dated' && typeof extra.until === 'number') return { hold: 'dated', until: extra.until };
  return {};
}
