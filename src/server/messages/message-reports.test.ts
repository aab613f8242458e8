import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModerationReportsResponse } from '../../core/protocol';
import { buildPlayer, type Player, playMoves, type StartedGame, startedGame } from '../games/test/helpers';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';
import { makeRecordings, type Recordings } from './test/recordings';

// A video message reported by its recipient (decision 328 with 281): the report names it, and moderators then
// play that one message from the players' address; nobody else gets further than before.
describe.each(testDatabases())('reporting a video message on %s', (database) => {
  let app: TestApp;
  let recordings: Recordings;
  beforeAll(async () => {
    recordings = makeRecordings();
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function sendMessage(
    game: StartedGame,
    player: Player,
    ply: number,
  ): Promise<{ id: string; url: string; durationMs: number }> {
    const res = await fetch(`${app.url}/api/games/${game.id}/messages?ply=${ply}`, {
      method: 'POST',
      headers: { cookie: player.cookie, origin: app.url, 'content-type': 'video/webm' },
      body: Buffer.from(recordings.video),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as { id: string; url: string; durationMs: number };
  }

  const report = (player: Player, subject: Record<string, unknown>, reason = 'inappropriate_video') =>
    app.request('POST', '/api/reports', { cookie: player.cookie, body: { subject, reason } });

  const mediaStatus = async (cookie: string, url: string) =>
    (await fetch(`${app.url}${url}`, { headers: { cookie } })).status;

  const reportCount = async () =>
    Number(
      (
        await app.ctx.db.kysely
          .selectFrom('reports')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('files the recipient’s report with the message as evidence; a moderator then plays it, and only that one', async () => {
    const game = await startedGame(app, { daysPerMove: 3 });
    await playMoves(app, game, ['e2-e4']);
    const first = await sendMessage(game, game.white, 1);
    await playMoves(app, game, ['e7-e5', 'g1-f3'], 1);
    const second = await sendMessage(game, game.white, 3);
    const moderator = await buildPlayer(app, { moderator: 1 });
    const stranger = await buildPlayer(app);

    // Before any report, a moderator is nobody to the message.
    expect(await mediaStatus(moderator.cookie, first.url)).toBe(404);

    const filed = await report(game.black, { kind: 'video_message', gameId: game.id, messageId: first.id });
    expect(filed.status, filed.text).toBe(200);
    expect(filed.json.reported).toMatchObject({ id: game.white.user.id });
    const row = await app.ctx.db.kysely
      .selectFrom('reports')
      .selectAll()
      .where('id', '=', filed.json.id as string)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      reportedId: game.white.user.id,
      gameId: game.id,
      videoMessageId: first.id,
      messageId: null,
      reason: 'inappropriate_video',
    });

    const listed = await app.request('GET', '/api/moderation/reports', { cookie: moderator.cookie });
    expect(listed.status).toBe(200);
    const [entry] = (listed.json as unknown as ModerationReportsResponse).groups.flatMap((group) =>
      group.reports.filter((item) => item.gameId === game.id),
    );
    expect(entry?.videoMessage).toEqual({
      id: first.id,
      kind: 'video',
      durationMs: first.durationMs,
      url: first.url,
    });

    // The moderator plays the reported message, with ranges, and not the game's other one nor its thread.
    expect(await mediaStatus(moderator.cookie, first.url)).toBe(200);
    const ranged = await fetch(`${app.url}${first.url}`, {
      headers: { cookie: moderator.cookie, range: 'bytes=0-9' },
    });
    expect(ranged.status).toBe(206);
    expect(await mediaStatus(moderator.cookie, second.url)).toBe(404);
    const thread = await app.request('GET', `/api/games/${game.id}/messages`, { cookie: moderator.cookie });
    expect(thread.status).toBe(404);
    // Another signed-in account still finds nothing; the players still play it.
    expect(await mediaStatus(stranger.cookie, first.url)).toBe(404);
    expect(await mediaStatus(game.black.cookie, first.url)).toBe(200);
    // The report's id is no key to the message on another game's address.
    const other = await startedGame(app, { daysPerMove: 3 });
    expect(await mediaStatus(moderator.cookie, `/api/games/${other.id}/messages/${first.id}/media`)).toBe(
      404,
    );
  });

  it('refuses reports on a message by others than its recipient, or of another game, storing nothing', async () => {
    const game = await startedGame(app, { daysPerMove: 3 });
    await playMoves(app, game, ['d2-d4']);
    const message = await sendMessage(game, game.white, 1);
    const stranger = await buildPlayer(app);
    const other = await startedGame(app, { daysPerMove: 3 });
    const before = await reportCount();
    const subject = { kind: 'video_message', gameId: game.id, messageId: message.id };

    const bySender = await report(game.white, subject);
    expect([bySender.status, bySender.json.code]).toEqual([400, 'report_self']);
    const byStranger = await report(stranger, subject);
    expect([byStranger.status, byStranger.json.code]).toEqual([403, 'not_a_player']);
    const elsewhere = await report(other.black, { ...subject, gameId: other.id });
    expect([elsewhere.status, elsewhere.json.code]).toEqual([404, 'not_found']);
    const unknown = await report(game.black, { ...subject, messageId: 'no-such-message' });
    expect([unknown.status, unknown.json.code]).toEqual([404, 'not_found']);
    const badReason = await report(game.black, subject, 'boring');
    expect([badReason.status, badReason.json.code]).toEqual([400, 'invalid_input']);
    expect(await reportCount()).toBe(before);

    // One report per game and reporter, as for the game's other subjects.
    expect((await report(game.black, subject)).status).toBe(200);
    const again = await report(game.black, subject);
    expect([again.status, again.json.code]).toEqual([409, 'report_duplicate']);
  });
});
