import { randomBytes } from 'node:crypto';
import { CHAT_RATE } from '../../core/limits';
import { type ChatEntry, ChatText, GAME_ERRORS, type Game, isFinished } from '../../core/protocol';
import type { EventBus } from '../bus';
import { publishToGame } from '../bus/game-envelope';
import type { Db } from '../db/database';
import { HttpError, notFound, parseWith } from '../http/errors';
import { TokenBucket } from '../http/token-bucket';
import { type ContactPolicy, keptApart, requireVoice } from '../safety/contact-policy';
import { insertSpectatorLine, listSpectatorLines, type SpectatorLineRow } from './spectator-store';

export const SPECTATOR_CHAT_FOR_SPECTATORS = 'Players talk in the game’s own chat';
export const SPECTATOR_CHAT_AFTER_GAME = 'The spectators’ chat opens to the players when the game is over';
export const SPECTATOR_CHAT_TOO_FAST = 'You are sending messages too quickly. Please wait a moment.';

const BUCKETS_LIMIT = 10_000;

export interface SpectatorChatSender {
  id: string;
  username: string;
}

/**
 * The spectators' chat of a game (decision 275): signed-in viewers who are not its players write and read
 * it; the players never receive it while the game runs, and may read it once it is over. Signed-out
 * visitors neither read nor write it. Every line goes to each reader through the contact check: a block
 * between the writer and a reader, either way, keeps the line from that reader (live and in the log).
 */
export interface SpectatorChat {
  send(gameId: string, sender: SpectatorChatSender, message: string): Promise<ChatEntry>;
  log(gameId: string, userId: string): Promise<ChatEntry[]>;
}

export interface SpectatorChatDeps {
  db: Db;
  bus: EventBus;
  /** The game as it stands (the Referee's snapshot): its players and whether it is over. */
  games: { snapshot(gameId: string): Promise<Game | null> };
  contacts: ContactPolicy;
  /** Signed-in users with a socket on the game now, on every instance (the live channel's presence). */
  watchers(gameId: string): readonly string[];
}

let sequence = 0;
/** Ids that sort by time, so the log keeps its order when two lines share a millisecond. */
function lineId(now: number): string {
  sequence = (sequence + 1) % 1_679_616;
  return `${now.toString(36).padStart(9, '0')}${sequence.toString(36).padStart(4, '0')}${randomBytes(4).toString('hex')}`;
}

function toEntry(row: SpectatorLineRow): ChatEntry {
  return {
    id: row.id,
    gameId: row.gameId,
    userId: row.userId,
    username: row.username,
    message: row.message,
    timestamp: new Date(row.createdAt).toISOString(),
    isSystem: false,
  };
}

function isPlayer(game: Game, userId: string): boolean {
  return game.whitePlayerId === userId || game.blackPlayerId === userId;
}

export function createSpectatorChat(deps: SpectatorChatDeps): SpectatorChat {
  const { db, bus, contacts } = deps;
  const buckets = new Map<string, TokenBucket>();

  function allow(gameId: string, userId: string): boolean {
    const key = `${userId}:${gameId}`;
    let bucket = buckets.get(key);
    if (!bucket) {
      if (buckets.size >= BUCKETS_LIMIT) buckets.delete(buckets.keys().next().value as string);
      bucket = new TokenBucket(CHAT_RATE.burst, CHAT_RATE.perSecond);
      buckets.set(key, bucket);
    }
    return bucket.take();
  }

  async function gameOf(gameId: string): Promise<Game> {
    const game = await deps.games.snapshot(gameId);
    if (!game) throw notFound(GAME_ERRORS.notFound);
    return game;
  }

  /**
   * Whether a line of `writerId` may reach `readerId`: the contact check, blocks both ways. A mute does not
   * hide lines written before it; `send` refuses new ones.
   */
  async function reaches(writerId: string, readerId: string): Promise<boolean> {
    return !keptApart(await contacts.check(writerId, readerId, 'spectator_chat'));
  }

  /** Who hears a new line live: the spectators watching now, the players too once the game is over. */
  async function readersOf(game: Game, writerId: string): Promise<string[]> {
    const over = isFinished(game);
    const watching = deps.watchers(game.id).filter((id) => over || !isPlayer(game, id));
    const readers = new Set([writerId, ...watching]);
    const allowed = await Promise.all(
      [...readers].map(async (id) => ((await reaches(writerId, id)) ? id : null)),
    );
    return allowed.filter((id): id is string => id !== null);
  }

  return {
    async send(gameId, sender, message) {
      const text = parseWith(ChatText, message);
      const game = await gameOf(gameId);
      if (isPlayer(game, sender.id)) throw new HttpError('forbidden', SPECTATOR_CHAT_FOR_SPECTATORS);
      if (!allow(gameId, sender.id)) throw new HttpError('rate_limited', SPECTATOR_CHAT_TOO_FAST);
      // A moderator's mute refuses the line, saying until when (decision 281).
      await requireVoice(contacts, sender.id, 'spectator_chat');
      const now = Date.now();
      const row: SpectatorLineRow = {
        id: lineId(now),
        gameId,
        userId: sender.id,
        username: sender.username,
        message: text,
        createdAt: now,
      };
      await insertSpectatorLine(db, row);
      const entry = toEntry(row);
      await publishToGame(
        bus,
        gameId,
        { type: 'spectator_chat', entry },
        { kind: 'users', userIds: await readersOf(game, sender.id) },
      );
      return entry;
    },

    async log(gameId, userId) {
      const game = await gameOf(gameId);
      if (isPlayer(game, userId) && !isFinished(game)) {
        throw new HttpError('forbidden', SPECTATOR_CHAT_AFTER_GAME);
      }
      const rows = await listSpectatorLines(db, gameId);
      const writers = [...new Set(rows.map((row) => row.userId))];
      const heard = new Set(
        (await Promise.all(writers.map(async (id) => ((await reaches(id, userId)) ? id : null)))).filter(
          (id): id is string => id !== null,
        ),
      );
      return rows.filter((row) => heard.has(row.userId)).map(toEntry);
    },
  };
}
