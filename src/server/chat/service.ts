import { randomBytes } from 'node:crypto';
import { type ChatEntry, ChatText, GAME_ERRORS } from '../../core/protocol';
import type { EventBus } from '../bus';
import { publishToGame } from '../bus/game-envelope';
import type { Db } from '../db/database';
import { seatOf } from '../games/record/record';
import { HttpError, notFound, parseWith } from '../http/errors';
import { TokenBucket } from '../http/token-bucket';
import { type ContactPolicy, keptApart, requireVoice } from '../safety/contact-policy';
import type { GamePlayers, PlayersLookup } from './players';
import { conversationGames, insertChatMessage, listChatMessages, toChatEntry } from './store';

export const CHAT_NOT_PLAYER = 'Only the two players can chat in this game';
export const CHAT_TOO_FAST = 'You are sending messages too quickly. Please wait a moment.';
export const SYSTEM_USERNAME = 'System';

/** Chat burst and sustained rate per player and game. */
const CHAT_BURST = 5;
const CHAT_PER_SECOND = 1;
const BUCKETS_LIMIT = 10_000;

export interface ChatSender {
  id: string;
  username: string;
}

/**
 * The two players' private channel: text chat stored with the game. Nobody else (spectators,
 * strangers, signed-out visitors) can send or receive it. The call's signalling is the video
 * feature's (`video/call-signals.ts`), to the other player `gameCallParties` names.
 */
export interface ChatService {
  send(gameId: string, sender: ChatSender, message: string): Promise<ChatEntry>;
  /**
   * A system entry both players see in the log. One about a player's own act (a call join or leave, by
   * `aboutUserId`) is that player's contact with the other: refused by the contact check, it reaches and
   * stays in the log of that player only, as their chat lines do (decision 201).
   */
  postSystem(gameId: string, message: string, aboutUserId?: string): Promise<ChatEntry>;
  /** The log for one of the two players: this game's lines after those of the games it is a rematch of. */
  log(gameId: string, userId: string): Promise<ChatEntry[]>;
}

let sequence = 0;
/** Ids that sort by time, so the log keeps its order when two entries share a millisecond. */
function chatId(now: number): string {
  sequence = (sequence + 1) % 1_679_616;
  return `${now.toString(36).padStart(9, '0')}${sequence.toString(36).padStart(4, '0')}${randomBytes(4).toString('hex')}`;
}

export function createChatService(deps: {
  db: Db;
  bus: EventBus;
  players: PlayersLookup;
  /** The one check of blocks and sanctions before a line reaches the other player (decision 251). */
  contacts: ContactPolicy;
}): ChatService {
  const { db, bus } = deps;

  function opponentOf(players: GamePlayers, userId: string): string | null {
    return players.whitePlayerId === userId ? players.blackPlayerId : players.whitePlayerId;
  }

  /**
   * Whether a block keeps the user from their opponent this way: their line then reaches only themselves.
   * A mute is not this: `send` refuses the muted writer's line before it is stored.
   */
  async function silenced(
    players: GamePlayers,
    userId: string,
    kind: 'chat_message' | 'call_event',
  ): Promise<boolean> {
    const opponent = opponentOf(players, userId);
    return opponent !== null && keptApart(await deps.contacts.check(userId, opponent, kind));
  }
  const buckets = new Map<string, TokenBucket>();

  async function playersOf(gameId: string): Promise<GamePlayers> {
    const players = await deps.players(gameId);
    if (!players) throw notFound(GAME_ERRORS.notFound);
    return players;
  }

  function bothPlayers(players: GamePlayers): string[] {
    return [players.whitePlayerId, players.blackPlayerId].filter((id): id is string => id !== null);
  }

  function allowChat(gameId: string, userId: string): boolean {
    const key = `${userId}:${gameId}`;
    let bucket = buckets.get(key);
    if (!bucket) {
      if (buckets.size >= BUCKETS_LIMIT) buckets.delete(buckets.keys().next().value as string);
      bucket = new TokenBucket(CHAT_BURST, CHAT_PER_SECOND);
      buckets.set(key, bucket);
    }
    return bucket.take();
  }

  async function store(
    gameId: string,
    players: GamePlayers,
    entry: { userId: string | null; username: string; message: string; isSystem: boolean },
    audience: string[] = bothPlayers(players),
  ): Promise<ChatEntry> {
    const now = Date.now();
    const row = {
      id: chatId(now),
      gameId,
      userId: entry.userId,
      username: entry.username,
      message: entry.message,
      isSystem: entry.isSystem ? 1 : 0,
      createdAt: now,
    };
    await insertChatMessage(db, row);
    const chatEntry = toChatEntry(row);
    await publishToGame(
      bus,
      gameId,
      { type: 'chat', entry: chatEntry },
      { kind: 'users', userIds: audience },
    );
    return chatEntry;
  }

  return {
    async send(gameId, sender, message) {
      const text = parseWith(ChatText, message);
      const players = await playersOf(gameId);
      if (!seatOf(players, sender.id)) throw new HttpError('not_a_player', CHAT_NOT_PLAYER);
      if (!allowChat(gameId, sender.id)) throw new HttpError('rate_limited', CHAT_TOO_FAST);
      // A moderator's mute refuses the line, saying until when (decision 281).
      await requireVoice(deps.contacts, sender.id, 'chat_message');
      // Blocking is silent (decision 201): the blocked sender sees their line; the blocker never does.
      const toSelfOnly = await silenced(players, sender.id, 'chat_message');
      return store(
        gameId,
        players,
        { userId: sender.id, username: sender.username, message: text, isSystem: false },
        toSelfOnly ? [sender.id] : bothPlayers(players),
      );
    },
    async postSystem(gameId, message, aboutUserId) {
      const players = await playersOf(gameId);
      const text = parseWith(ChatText, message);
      if (aboutUserId !== undefined && (await silenced(players, aboutUserId, 'call_event'))) {
        // Kept under the player's id, so the other player's log leaves it out with their lines.
        return store(
          gameId,
          players,
          { userId: aboutUserId, username: SYSTEM_USERNAME, message: text, isSystem: true },
          [aboutUserId],
        );
      }
      return store(gameId, players, {
        userId: null,
        username: SYSTEM_USERNAME,
        message: text,
        isSystem: true,
      });
    },
    async log(gameId, userId) {
      const players = await playersOf(gameId);
      if (!seatOf(players, userId)) throw new HttpError('not_a_player', CHAT_NOT_PLAYER);
      const opponent = opponentOf(players, userId);
      // The opponent's lines (and their call joins, kept under their id) that never reached this player.
      const hideLines = opponent !== null && (await silenced(players, opponent, 'chat_message'));
      const hideEvents = opponent !== null && (await silenced(players, opponent, 'call_event'));
      return (await listChatMessages(db, await conversationGames(deps.players, gameId)))
        .filter(
          (row) => row.userId === null || row.userId !== opponent || !(row.isSystem ? hideEvents : hideLines),
        )
        .map(toChatEntry);
    },
  };
}
