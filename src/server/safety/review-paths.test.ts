import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person, type TestPerson } from '../friends/test/people';
import { type Player, startedGame } from '../games/test/helpers';
import { TestSocket } from '../live/test/test-socket';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';
import { CONTACT_REFUSED_TEXT } from './contact-policy';

const ITALIAN = 'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3';

// The contact check on shared reviews and study boards (decision 251).
describe.each(testDatabases())('blocks on reviews and study boards on %s', (database) => {
  let app: TestApp;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await app?.close();
  });

  async function socketOf(cookie: string, gameId?: string): Promise<TestSocket> {
    const socket = await TestSocket.open(app.url, { cookie });
    sockets.push(socket);
    await socket.next('hello');
    if (gameId) {
      socket.send({ type: 'join_game', gameId, ref: 'join' });
      await socket.next('game');
    }
    return socket;
  }

  async function block(blocker: Player, blocked: Player): Promise<void> {
    const res = await app.request('POST', '/api/blocks', {
      cookie: blocker.cookie,
      body: { username: blocked.user.username },
    });
    expect(res.status, res.text).toBe(200);
  }

  it("refuses a blocked pair's review changes and comments, and never delivers their prompts", async () => {
    const game = await startedGame(app);
    expect(
      (await app.request('POST', `/api/games/${game.id}/resign`, { cookie: game.white.cookie })).status,
    ).toBe(200);
    const white = await socketOf(game.white.cookie, game.id);
    const black = await socketOf(game.black.cookie, game.id);
    const loaded = await app.request('GET', `/api/games/${game.id}/review`, { cookie: game.white.cookie });
    const root = (loaded.json.review as { tree: { root: string } }).tree.root;
    const comment = (socket: TestSocket, text: string) =>
      socket.send({
        type: 'review',
        gameId: game.id,
        action: { type: 'comment', node: root, text },
        ref: `r:${text}`,
      });

    comment(white, 'before');
    await black.next('review');
    await block(game.black, game.white);

    comment(white, 'from the blocked');
    expect(await white.next('error', (m) => m.ref === 'r:from the blocked')).toMatchObject({
      code: 'contact_refused',
      message: CONTACT_REFUSED_TEXT.review_action,
    });
    comment(black, 'from the blocker');
    expect((await black.next('error', (m) => m.ref === 'r:from the blocker')).code).toBe('conflict');
    white.send({ type: 'review_open', gameId: game.id, ref: 'open-1' });
    black.send({ type: 'review_open', gameId: game.id, ref: 'open-2' });
    await black.settle(300);
    await white.settle();
    expect(black.all('review')).toHaveLength(1);
    expect(white.all('review')).toHaveLength(1);
    expect([...black.all('review_opened'), ...white.all('review_opened')]).toEqual([]);
    // A prompt is silent: neither side hears a refusal of it.
    expect([...white.all('error'), ...black.all('error')].map((m) => m.ref)).toEqual([
      'r:from the blocked',
      'r:from the blocker',
    ]);
    // Each can still read the review as it stood, to go on alone.
    const after = await app.request('GET', `/api/games/${game.id}/review`, { cookie: game.white.cookie });
    expect((after.json.review as { version: number }).version).toBe(1);
  });

  /** A study of two members with a block between them whose seat-emptying never ran (a crash just after it). */
  async function blockedStudy(): Promise<{ coach: TestPerson; student: TestPerson; id: string }> {
    const coach = await person(app);
    const student = await person(app);
    const made = await app.request('POST', '/api/studies', {
      cookie: coach.cookie,
      body: { start: { kind: 'fen', fen: ITALIAN } },
    });
    expect(made.status, made.text).toBe(200);
    const id = (made.json.study as { id: string }).id;
    expect((await app.request('POST', `/api/studies/${id}/join`, { cookie: student.cookie })).status).toBe(
      200,
    );
    await app.ctx.db.kysely
      .insertInto('blocks')
      .values({ blockerId: coach.id, blockedId: student.id, createdAt: Date.now() })
      .execute();
    return { coach, student, id };
  }

  it("drops a study's call signals and refuses its review changes between a blocked pair", async () => {
    const { coach, student, id } = await blockedStudy();
    const coachSocket = await socketOf(coach.cookie);
    const studentSocket = await socketOf(student.cookie);
    studentSocket.send({ type: 'signal', studyId: id, data: { kind: 'hello' }, ref: 's1' });
    coachSocket.send({ type: 'signal', studyId: id, data: { kind: 'hello' }, ref: 's2' });
    studentSocket.send({ type: 'review', studyId: id, action: { type: 'mode', mode: 'follow' }, ref: 'r1' });
    expect((await studentSocket.next('error', (m) => m.ref === 'r1')).code).toBe('contact_refused');
    studentSocket.send({ type: 'review_open', studyId: id, ref: 'o1' });
    await coachSocket.settle(300);
    expect(coachSocket.all('signal')).toEqual([]);
    expect(coachSocket.all('review')).toEqual([]);
    expect(coachSocket.all('review_opened')).toEqual([]);
    expect(studentSocket.all('signal')).toEqual([]);
  });
});
