import { readdirSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_MESSAGE_MAX_BYTES } from '../../core/limits';
import { PLANS } from '../../core/plans';
import { buildPlayer, type Player, playMoves, type StartedGame, startedGame } from '../games/test/helpers';
import { type LocalS3, startLocalS3 } from '../media/test/local-s3';
import { type TestDatabaseKind, testDatabases } from '../test/databases';
import { TEST_PASSWORD } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { makeRecordings, type Recordings } from './test/recordings';

type Setup = { database: TestDatabaseKind; store: 'disk' | 's3' };

// Every database with files on disk, and the routes once more against the object store.
const SETUPS: Setup[] = [
  ...testDatabases().map((database): Setup => ({ database, store: 'disk' })),
  { database: testDatabases().at(-1) ?? 'sqlite', store: 's3' },
];

describe.each(SETUPS)('video messages on $database with the $store store', ({ database, store }) => {
  let app: TestApp;
  let s3: LocalS3 | undefined;
  let recordings: Recordings;
  beforeAll(async () => {
    recordings = makeRecordings();
    s3 = store === 's3' ? await startLocalS3() : undefined;
    app = await startTestApp({ database, ...(s3 ? { env: s3.env } : {}) });
    expect(app.server.services.media.kind).toBe(store);
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  const correspondence = () => startedGame(app, { daysPerMove: 3 });

  async function send(player: Player, gameId: string, ply: number, bytes: Uint8Array, type = 'video/webm') {
    const res = await fetch(`${app.url}/api/games/${gameId}/messages?ply=${ply}`, {
      method: 'POST',
      headers: { cookie: player.cookie, origin: app.url, 'content-type': type },
      body: Buffer.from(bytes),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  }

  async function fetchAs(cookie: string, url: string, headers: Record<string, string> = {}) {
    const res = await fetch(`${app.url}${url}`, { headers: { cookie, ...headers } });
    return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
  }

  const rowCount = async () =>
    Number(
      (
        await app.ctx.db.kysely
          .selectFrom('videoMessages')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  /** The files the disk store keeps (the object store is checked through its rows and reads). */
  const diskFiles = () => {
    if (app.config.media.kind !== 'disk') return [];
    try {
      return readdirSync(path.join(app.config.media.dir, 'messages'));
    } catch {
      return [];
    }
  };

  it('sends a message with a move; both players read and play it, with ranges; nobody else finds it', async () => {
    const game: StartedGame = await correspondence();
    await playMoves(app, game, ['e2-e4']);
    const sent = await send(game.white, game.id, 1, recordings.video);
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    expect(sent.json).toMatchObject({
      gameId: game.id,
      authorId: game.white.user.id,
      ply: 1,
      kind: 'video',
      contentType: 'video/webm',
      bytes: recordings.video.length,
    });
    expect(sent.json.durationMs as number).toBeGreaterThan(1800);
    expect(sent.json.durationMs as number).toBeLessThan(2300);
    const url = String(sent.json.url);
    // The address names the row's random id, never the file's key.
    const key = (
      await app.ctx.db.kysely.selectFrom('videoMessages').select('mediaKey').executeTakeFirstOrThrow()
    ).mediaKey;
    expect(url).not.toContain(key.split('/')[1]);

    for (const player of [game.white, game.black]) {
      const list = await app.request('GET', `/api/games/${game.id}/messages`, { cookie: player.cookie });
      expect(list.status).toBe(200);
      expect(list.json.messages).toEqual([sent.json]);
      const played = await fetchAs(player.cookie, url);
      expect(played.res.status).toBe(200);
      expect(played.res.headers.get('content-type')).toBe('video/webm');
      expect(played.res.headers.get('accept-ranges')).toBe('bytes');
      expect(played.res.headers.get('cache-control')).toBe('private, no-store');
      expect(played.bytes).toEqual(recordings.video);
    }
    const part = await fetchAs(game.black.cookie, url, { range: 'bytes=100-199' });
    expect(part.res.status).toBe(206);
    expect(part.res.headers.get('content-range')).toBe(`bytes 100-199/${recordings.video.length}`);
    expect(part.bytes).toEqual(recordings.video.slice(100, 200));
    const past = await fetchAs(game.black.cookie, url, { range: `bytes=${recordings.video.length}-` });
    expect(past.res.status).toBe(416);

    // A third account and a spectator without a session: not found, as if there were nothing.
    const stranger = await buildPlayer(app);
    for (const cookie of [stranger.cookie, '']) {
      expect((await app.request('GET', `/api/games/${game.id}/messages`, { cookie })).status).toBe(404);
      const played = await fetchAs(cookie, url);
      expect(played.res.status).toBe(404);
      expect(played.bytes.length).toBeLessThan(200);
    }
    // Black answers with a move and a message of sound alone.
    await playMoves(app, game, ['e7-e5'], 1);
    const answer = await send(game.black, game.id, 2, recordings.audio, 'audio/webm');
    expect(answer).toMatchObject({ status: 200, json: { kind: 'audio', contentType: 'audio/webm', ply: 2 } });
    const thread = await app.request('GET', `/api/games/${game.id}/messages`, { cookie: game.white.cookie });
    expect((thread.json.messages as Array<{ ply: number }>).map((m) => m.ply)).toEqual([1, 2]);
  });

  it('refuses each bad message with its code, storing nothing', async () => {
    const game = await correspondence();
    await playMoves(app, game, ['d2-d4']);
    const rows = await rowCount();
    const files = diskFiles().length;
    const stranger = await buildPlayer(app);
    expect(await send(stranger, game.id, 1, recordings.video)).toMatchObject({
      status: 403,
      json: { code: 'not_a_player' },
    });
    expect((await send(stranger, 'no-such-game', 1, recordings.video)).status).toBe(404);
    // Black's message on White's move; White's on a move not yet played.
    expect(await send(game.black, game.id, 1, recordings.video)).toMatchObject({
      status: 409,
      json: { code: 'video_message_not_your_move' },
    });
    expect((await send(game.white, game.id, 2, recordings.video)).json.code).toBe(
      'video_message_not_your_move',
    );
    expect(await send(game.white, game.id, 1, new TextEncoder().encode('hello'), 'video/webm')).toMatchObject(
      {
        status: 415,
        json: { code: 'video_message_type' },
      },
    );
    expect((await send(game.white, game.id, 1, recordings.wav, 'audio/wav')).json.code).toBe(
      'video_message_type',
    );
    expect((await send(game.white, game.id, 1, recordings.broken)).json.code).toBe('video_message_type');
    expect(await send(game.white, game.id, 1, recordings.tooLong, 'audio/ogg')).toMatchObject({
      status: 400,
      json: { code: 'video_message_too_long' },
    });
    const huge = new Uint8Array(VIDEO_MESSAGE_MAX_BYTES + 1);
    huge.set(recordings.video.slice(0, 64));
    expect(await send(game.white, game.id, 1, huge)).toMatchObject({
      status: 413,
      json: { code: 'video_message_too_large' },
    });
    // A game with a clock has no messages.
    const live = await startedGame(app, { timeControl: 300 });
    await playMoves(app, live, ['e2-e4']);
    expect(await send(live.white, live.id, 1, recordings.video)).toMatchObject({
      status: 409,
      json: { code: 'video_message_not_correspondence' },
    });
    expect(await rowCount()).toBe(rows);
    expect(diskFiles().length).toBe(files);
    // One message a move.
    expect((await send(game.white, game.id, 1, recordings.audio)).status).toBe(200);
    expect(await send(game.white, game.id, 1, recordings.audio)).toMatchObject({
      status: 409,
      json: { code: 'video_message_exists' },
    });
    expect(await rowCount()).toBe(rows + 1);
  });

  it('goes through the contact check: a block made during the game refuses the message, storing nothing', async () => {
    const game = await correspondence();
    await playMoves(app, game, ['c2-c4']);
    const rows = await rowCount();
    const files = diskFiles().length;
    const blocked = await app.request('POST', '/api/blocks', {
      cookie: game.black.cookie,
      body: { username: game.white.user.username },
    });
    expect(blocked.status, blocked.text).toBe(200);
    // Refused without saying "blocked" (decision 201), as a chat line to the blocker would be.
    expect(await send(game.white, game.id, 1, recordings.video)).toMatchObject({
      status: 403,
      json: { code: 'contact_refused', message: 'This message cannot be sent' },
    });
    expect(await rowCount()).toBe(rows);
    expect(diskFiles()).toHaveLength(files);
  });

  it('holds each person to their plan: messages a day, and storage', async () => {
    const game = await correspondence();
    const moves = [
      'e2-e4',
      'e7-e5',
      'g1-f3',
      'b8-c6',
      'f1-c4',
      'f8-c5',
      'c2-c3',
      'g8-f6',
      'd2-d3',
      'd7-d6',
      'e1-g1',
      'e8-g8',
    ];
    const perDay = PLANS.free.videoMessagesPerDay;
    for (let i = 0; i < perDay; i += 1) {
      await playMoves(app, game, [moves[2 * i] as string], 2 * i);
      expect((await send(game.white, game.id, 2 * i + 1, recordings.audio)).status).toBe(200);
      await playMoves(app, game, [moves[2 * i + 1] as string], 2 * i + 1);
    }
    await playMoves(app, game, [moves[2 * perDay] as string], 2 * perDay);
    expect(await send(game.white, game.id, 2 * perDay + 1, recordings.audio)).toMatchObject({
      status: 403,
      json: { code: 'video_message_daily_limit', limit: perDay },
    });
    // Black has sent nothing today, but their plan keeps less than one more message here.
    await playMoves(app, game, [moves[2 * perDay + 1] as string], 2 * perDay + 1);
    const kept = PLANS.free.videoMessageStorageBytes;
    PLANS.free.videoMessageStorageBytes = recordings.video.length - 1;
    try {
      expect(await send(game.black, game.id, 2 * perDay + 2, recordings.video)).toMatchObject({
        status: 403,
        json: { code: 'video_message_storage_full' },
      });
    } finally {
      PLANS.free.videoMessageStorageBytes = kept;
    }
    expect((await send(game.black, game.id, 2 * perDay + 2, recordings.video)).status).toBe(200);
  });

  it('is in each player’s export, and goes when both players have closed their accounts', async () => {
    const game = await correspondence();
    await playMoves(app, game, ['c2-c4']);
    const sent = await send(game.white, game.id, 1, recordings.video);
    const id = String(sent.json.id);
    const exported = await fetch(`${app.url}/api/user/export`, {
      headers: { cookie: game.white.cookie, origin: app.url },
    });
    const files = unzipSync(new Uint8Array(await exported.arrayBuffer()));
    expect(files[`video-messages/${id}.webm`]).toEqual(recordings.video);
    const list = JSON.parse(strFromU8(files['video-messages.json'] as Uint8Array));
    expect(list.sent).toEqual([
      expect.objectContaining({ id, gameId: game.id, ply: 1, bytes: recordings.video.length, kind: 'video' }),
    ]);
    const theirs = await fetch(`${app.url}/api/user/export`, {
      headers: { cookie: game.black.cookie, origin: app.url },
    });
    const theirFiles = unzipSync(new Uint8Array(await theirs.arrayBuffer()));
    const received = JSON.parse(strFromU8(theirFiles['video-messages.json'] as Uint8Array));
    expect(received).toMatchObject({ sent: [], received: [{ id, bytes: recordings.video.length }] });

    const key = (
      await app.ctx.db.kysely
        .selectFrom('videoMessages')
        .select('mediaKey')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).mediaKey;
    const close = (player: Player) =>
      app.request('DELETE', '/api/user', { cookie: player.cookie, body: { password: TEST_PASSWORD } });
    // The author goes: the opponent keeps the thread.
    expect((await close(game.white)).status).toBe(200);
    const still = await app.request('GET', `/api/games/${game.id}/messages`, { cookie: game.black.cookie });
    expect((still.json.messages as unknown[]).length).toBe(1);
    expect(await app.server.services.media.get(key)).toEqual(recordings.video);
    // The opponent goes too: the row and the file go.
    expect((await close(game.black)).status).toBe(200);
    const left = await app.ctx.db.kysely
      .selectFrom('videoMessages')
      .select('id')
      .where('gameId', '=', game.id)
      .execute();
    expect(left).toEqual([]);
    expect(await app.server.services.media.get(key)).toBeNull();
  });
});
