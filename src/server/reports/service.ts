import { REPORTS_PER_DAY } from '../../core/limits';
import {
  type ChatEntry,
  GAME_ERRORS,
  type Game,
  isFinished,
  type ReportBody,
  type ReportResponse,
} from '../../core/protocol';
import { openPlayerByUsername } from '../accounts/open-players';
import { publicFieldsOf } from '../accounts/player-names';
import { isUniqueViolation } from '../accounts/store';
import type { Db } from '../db/database';
import { toPublicUser } from '../friends/store';
import { HttpError, notFound } from '../http/errors';
import { hasReportedGame, insertReport, newId, reportNamesVideoMessage, reportsSince } from './store';

export const REPORT_SELF = 'You cannot report yourself';
export const REPORT_UNKNOWN_USER = 'There is no player with that username';
export const REPORT_NOT_A_PLAYER = 'Only the two players can report on this game';
export const REPORT_NO_OPPONENT = 'Nobody else has played in this game yet';
export const REPORT_NO_MESSAGE = 'That message is not in this game’s chat';
export const REPORT_NO_VIDEO_MESSAGE = 'That video message is not in this game';
export const REPORT_DUPLICATE = 'You have already reported on this game. A moderator will look at it.';
export const REPORT_LIMIT = `You can send up to ${REPORTS_PER_DAY} reports a day. Please try again tomorrow.`;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReportDeps {
  db: Db;
  /** The game as it stands (the referee's snapshot). */
  games: { snapshot(gameId: string): Promise<Game | null> };
  /** The chat feature's logs, as the reporter reads them: the evidence is what they saw. */
  chatLog(gameId: string, userId: string): Promise<ChatEntry[]>;
  spectatorLog(gameId: string, userId: string): Promise<ChatEntry[]>;
  /** Whether the game's call is on now (the live presence across instances knows it). */
  callOn(gameId: string): boolean;
  /** Who sent a video message of the game (the messages feature's), or null when it is not there. */
  videoMessageAuthor(gameId: string, messageId: string): Promise<string | null>;
  /** Whether `blockerId` has blocked `blockedId` (the friends feature's blocks). */
  hasBlocked(blockerId: string, blockedId: string): Promise<boolean>;
  clock?: () => number;
}

/** Who is reported and the evidence that comes with it, before it is stored. */
interface Resolved {
  reportedId: string;
  gameId: string | null;
  messageId: string | null;
  videoMessageId: string | null;
  chat: ChatEntry[];
}

function isPlayer(game: Game, userId: string): boolean {
  return game.whitePlayerId === userId || game.blackPlayerId === userId;
}

/**
 * Filing a report (issue 28, decision 281): who is reported follows from the subject (a username, the
 * reporter's opponent in a game, the writer of a chat line), and the evidence is captured now.
 */
export class ReportService {
  constructor(private readonly deps: ReportDeps) {}

  private now(): number {
    return (this.deps.clock ?? Date.now)();
  }

  private async gameOf(gameId: string): Promise<Game> {
    const game = await this.deps.games.snapshot(gameId);
    if (!game) throw notFound(GAME_ERRORS.notFound);
    return game;
  }

  private async resolve(reporterId: string, subject: ReportBody['subject']): Promise<Resolved> {
    if (subject.kind === 'user') {
      const user = await openPlayerByUsername(this.deps.db.kysely, subject.username);
      if (!user) throw new HttpError('unknown_user', REPORT_UNKNOWN_USER);
      return { reportedId: user.id, gameId: null, messageId: null, videoMessageId: null, chat: [] };
    }
    const game = await this.gameOf(subject.gameId);
    const player = isPlayer(game, reporterId);
    if (subject.kind === 'game') {
      if (!player) throw new HttpError('not_a_player', REPORT_NOT_A_PLAYER);
      const opponent = game.whitePlayerId === reporterId ? game.blackPlayerId : game.whitePlayerId;
      if (!opponent) throw new HttpError('unknown_user', REPORT_NO_OPPONENT);
      const chat = await this.deps.chatLog(game.id, reporterId);
      return { reportedId: opponent, gameId: game.id, messageId: null, videoMessageId: null, chat };
    }
    if (subject.kind === 'video_message') {
      // Only its two players ever saw a game's messages (decision 328); the chat comes with it as context.
      if (!player) throw new HttpError('not_a_player', REPORT_NOT_A_PLAYER);
      const author = await this.deps.videoMessageAuthor(game.id, subject.messageId);
      if (!author) throw notFound(REPORT_NO_VIDEO_MESSAGE);
      const chat = await this.deps.chatLog(game.id, reporterId);
      return {
        reportedId: author,
        gameId: game.id,
        messageId: null,
        videoMessageId: subject.messageId,
        chat,
      };
    }
    // A chat line: of the players' chat (a player's), else of the spectators' chat, which the players
    // read too once the game is over. The evidence is the log the line is in.
    const find = (lines: ChatEntry[]) =>
      lines.find((entry) => entry.id === subject.messageId && !entry.isSystem && entry.userId !== null);
    let chat = player ? await this.deps.chatLog(game.id, reporterId) : [];
    let line = find(chat);
    if (!line && (!player || isFinished(game))) {
      chat = await this.deps.spectatorLog(game.id, reporterId);
      line = find(chat);
    }
    if (!line?.userId) throw notFound(REPORT_NO_MESSAGE);
    return { reportedId: line.userId, gameId: game.id, messageId: line.id, videoMessageId: null, chat };
  }

  async file(reporterId: string, body: ReportBody): Promise<ReportResponse> {
    const { db } = this.deps;
    const now = this.now();
    const resolved = await this.resolve(reporterId, body.subject);
    if (resolved.reportedId === reporterId) throw new HttpError('report_self', REPORT_SELF);
    if (resolved.gameId && (await hasReportedGame(db, reporterId, resolved.gameId))) {
      throw new HttpError('report_duplicate', REPORT_DUPLICATE);
    }
    if ((await reportsSince(db, reporterId, now - DAY_MS)) >= REPORTS_PER_DAY) {
      throw new HttpError('report_limit', REPORT_LIMIT);
    }
    const [reported] = await publicFieldsOf(db.kysely, [resolved.reportedId]);
    if (!reported) throw new HttpError('unknown_user', REPORT_UNKNOWN_USER);
    const id = newId();
    try {
      await insertReport(db.kysely, {
        id,
        reporterId,
        reportedId: resolved.reportedId,
        reason: body.reason,
        text: body.text ?? '',
        gameId: resolved.gameId,
        messageId: resolved.messageId,
        videoMessageId: resolved.videoMessageId,
        callOn: resolved.gameId ? (this.deps.callOn(resolved.gameId) ? 1 : 0) : null,
        chat: JSON.stringify(resolved.chat),
        createdAt: now,
        resolvedAt: null,
      });
    } catch (error) {
      // Two reports on one game sent at once: the second meets the unique index.
      if (isUniqueViolation(error)) throw new HttpError('report_duplicate', REPORT_DUPLICATE);
      throw error;
    }
    return {
      id,
      reported: toPublicUser(reported),
      blocked: await this.deps.hasBlocked(reporterId, resolved.reportedId),
    };
  }

  /** Whether a report names this video message: a moderator may then play it, and nobody else beyond its players. */
  namesVideoMessage(messageId: string): Promise<boolean> {
    return reportNamesVideoMessage(this.deps.db.kysely, messageId);
  }
}
