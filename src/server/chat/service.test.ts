import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventBus } from '../bus';
import { decodeEnvelope, gameChannel, type ReceivedEnvelope } from '../bus/game-envelope';
import { createMemoryBus } from '../bus/memory-bus';
import { type Db, openDb } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { blockRule, createContactPolicy, OPEN_CONTACT } from '../safety/contact-policy';
import { buildUser } from '../test/factories';
import type { GamePlayers } from './players';
import { CHAT_NOT_PLAYER, CHAT_TOO_FAST, type ChatService, createChatService } from './service';

describe('the players’ private channel (chat)', () => {
  let db: Db;
  let bus: EventBus;
  let chat: ChatService;
  let published: ReceivedEnvelope[];
  const players = new Map<string, GamePlayers>();
  let white: string;
  let black: string;
  let stranger: string;

  beforeEach(async () => {
    db = openDb({});
    await migrateToLatest(db);
    bus = createMemoryBus();
    white = (await buildUser(db)).id;
    black = (await buildUser(db)).id;
    stranger = (await buildUser(db)).id;
    players.set('full', { whitePlayerId: white, blackPlayerId: black });
    players.set('waiting', { whitePlayerId: white, blackPlayerId: null });
    published = [];
    for (const id of ['full', 'waiting']) {
      await bus.subscribe(gameChannel(id), (text) => {
        const envelope = decodeEnvelope(text);
        if (envelope) published.push(envelope);
      });
    }
    chat = createChatService({
      db,
      bus,
      players: async (id) => players.get(id) ?? null,
      contacts: OPEN_CONTACT,
    });
  });
  afterEach(async () => {
    await bus.close();
    await db.close();
  });

  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('stores chat from the players, addressed to both players only', async () => {
    const entry = await chat.send('full', { id: white, username: 'alice' }, '  hello <b>there</b>  ');
    expect(entry).toMatchObject({
      gameId: 'full',
      userId: white,
      username: 'alice',
      message: 'hello <b>there</b>',
      isSystem: false,
    });
    await flush();
    expect(published).toHaveLength(1);
    expect(published[0]?.audience).toEqual({ kind: 'users', userIds: [white, black] });
    expect(JSON.parse(published[0]?.messageText ?? '')).toEqual({ type: 'chat', entry });
    expect(await chat.log('full', black)).toEqual([entry]);
  });

  it('refuses chat from anyone but the two players, and their reading of the log', async () => {
    await expect(chat.send('full', { id: stranger, username: 'eve' }, 'hi')).rejects.toMatchObject({
      statusCode: 403,
      message: CHAT_NOT_PLAYER,
    });
    await expect(chat.log('full', stranger)).rejects.toMatchObject({ statusCode: 403 });
    await flush();
    expect(published).toEqual([]);
    expect(await chat.log('full', white)).toEqual([]);
  });

  it('refuses empty and over-long messages, and a burst past the rate', async () => {
    await expect(chat.send('full', { id: white, username: 'a' }, '   ')).rejects.toMatchObject({
      statusCode: 400,
      message: 'A message cannot be empty',
    });
    await expect(chat.send('full', { id: white, username: 'a' }, 'x'.repeat(501))).rejects.toMatchObject({
      statusCode: 400,
      message: 'A message can be at most 500 characters',
    });
    for (let i = 0; i < 5; i += 1) await chat.send('full', { id: white, username: 'a' }, `m${i}`);
    await expect(chat.send('full', { id: white, username: 'a' }, 'one too many')).rejects.toMatchObject({
      statusCode: 429,
      message: CHAT_TOO_FAST,
    });
    // Black has a budget of their own.
    await chat.send('full', { id: black, username: 'b' }, 'fine');
    expect((await chat.log('full', white)).map((e) => e.message)).toEqual([
      'm0',
      'm1',
      'm2',
      'm3',
      'm4',
      'fine',
    ]);
  });

  it('delivers a blocked player’s lines only to themselves, and leaves them out of the blocker’s log', async () => {
    const blocks = new Set([`${black}>${white}`]);
    const silent = createChatService({
      db,
      bus,
      players: async (id) => players.get(id) ?? null,
      contacts: createContactPolicy([
        blockRule(async (blocker, blocked) => blocks.has(`${blocker}>${blocked}`)),
      ]),
    });
    await silent.send('full', { id: white, username: 'alice' }, 'are you there?');
    await silent.send('full', { id: black, username: 'bob' }, 'not for you');
    await flush();
    expect(published.map((e) => e.audience)).toEqual([
      { kind: 'users', userIds: [white] },
      { kind: 'users', userIds: [white, black] },
    ]);
    expect((await silent.log('full', black)).map((e) => e.message)).toEqual(['not for you']);
    expect((await silent.log('full', white)).map((e) => e.message)).toEqual([
      'are you there?',
      'not for you',
    ]);
  });

  it('posts system entries both players see', async () => {
    const entry = await chat.postSystem('full', 'alice joined the call');
    expect(entry).toMatchObject({ userId: null, isSystem: true, username: 'System' });
    await flush();
    expect(published[0]?.audience).toEqual({ kind: 'users', userIds: [white, black] });
  });

  it('carries the pair’s lines across rematches, and only the pair’s', async () => {
    const game = (id: string, w: string, b: string, rematchOf: string | null) =>
      db.kysely
        .insertInto('games')
        .values({
          id,
          status: 'active',
          whitePlayerId: w,
          blackPlayerId: b,
          timeControl: 300,
          increment: 0,
          fen: 'startpos',
          whiteMs: 300_000,
          blackMs: 300_000,
          createdAt: Date.now(),
          rematchOfGameId: rematchOf,
        })
        .execute();
    // A game of someone else that the first game (oddly) names as its predecessor: never joined in.
    await game('elsewhere', stranger, black, null);
    await game('first', white, black, 'elsewhere');
    await game('second', black, white, 'first');
    await game('third', white, black, 'second');
    const rematchOf: Record<string, string | null> = {
      elsewhere: null,
      first: 'elsewhere',
      second: 'first',
      third: 'second',
    };
    for (const id of ['first', 'second', 'third', 'elsewhere'])
      players.set(
        id,
        id === 'elsewhere'
          ? { whitePlayerId: stranger, blackPlayerId: black, rematchOfGameId: null }
          : { whitePlayerId: white, blackPlayerId: black, rematchOfGameId: rematchOf[id] ?? null },
      );
    await chat.send('elsewhere', { id: stranger, username: 'eve' }, 'not yours');
    await chat.send('first', { id: white, username: 'alice' }, 'good luck');
    await chat.send('second', { id: black, username: 'bob' }, 'again?');
    await chat.send('third', { id: white, username: 'alice' }, 'last one');
    expect((await chat.log('third', black)).map((e) => [e.gameId, e.message])).toEqual([
      ['first', 'good luck'],
      ['second', 'again?'],
      ['third', 'last one'],
    ]);
    // An earlier game shows the conversation up to itself, not what was said after it.
    expect((await chat.log('second', white)).map((e) => e.message)).toEqual(['good luck', 'again?']);
  });
});
