import { Chess } from 'chess.js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Position } from '../../core/chess/position';
import { LONGEST_GAME_PLIES, STUDY_LIMITS } from '../../core/limits';
import { mainLine } from '../../core/review/move-tree';
import type { ReviewState } from '../../core/review/review-state';
import { longGame, pgnOf } from '../../core/review/test/long-game';
import { befriend, person, type TestPerson } from '../friends/test/people';
import { TestSocket } from '../live/test/test-socket';
import { testDatabases } from '../test/databases';
import { TEST_PASSWORD } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';

const ITALIAN = 'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3';

describe.each(testDatabases())('study boards, on %s', (database) => {
  let app: TestApp;
  const open: TestSocket[] = [];

  async function socketOf(who: TestPerson): Promise<TestSocket> {
    const socket = await TestSocket.open(app.url, { cookie: who.cookie });
    await socket.next('hello');
    open.push(socket);
    return socket;
  }

  async function create(who: TestPerson, start: Record<string, unknown>) {
    return app.request('POST', '/api/studies', { cookie: who.cookie, body: { start } });
  }

  async function studyOf(who: TestPerson, fen = ITALIAN): Promise<string> {
    const made = await create(who, { kind: 'fen', fen });
    expect(made.status, made.text).toBe(200);
    return (made.json.study as { id: string }).id;
  }

  const games = async () =>
    Number(
      (
        await app.ctx.db.kysely
          .selectFrom('games')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('starts from the initial position, a FEN or a PGN, with no game and no allowance used', async () => {
    const coach = await person(app);
    const gamesBefore = await games();
    const initial = await create(coach, { kind: 'initial' });
    expect(initial.status, initial.text).toBe(200);
    expect((initial.json.review as ReviewState).tree.nodes.r?.fen).toMatch(/^rnbqkbnr\/pppppppp/);

    const fromFen = await create(coach, { kind: 'fen', fen: ITALIAN });
    expect(fromFen.json.study).toMatchObject({ startFen: ITALIAN, guest: null });

    const fromPgn = await create(coach, {
      kind: 'pgn',
      pgn: '[Event "Lesson"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *',
    });
    expect(fromPgn.status, fromPgn.text).toBe(200);
    const review = fromPgn.json.review as ReviewState;
    expect(Object.keys(review.tree.nodes)).toHaveLength(7);
    expect(review.tree.nodes['6']?.san).toBe('a6');

    const listed = await app.request('GET', '/api/studies', { cookie: coach.cookie });
    expect((listed.json.studies as unknown[]).length).toBe(3);
    expect(await games()).toBe(gamesBefore);
  });

  it('refuses a bad FEN or PGN with a code and a sentence', async () => {
    const coach = await person(app);
    const badFen = await create(coach, { kind: 'fen', fen: 'rnbqkbnr/pppppppp/8/8 w KQkq - 0 1' });
    expect(badFen.status).toBe(400);
    expect(badFen.json).toMatchObject({ code: 'invalid_fen' });
    expect(badFen.json.message).toMatch(/^That FEN is not a legal position: /);
    const noKing = await create(coach, { kind: 'fen', fen: '8/8/8/8/8/8/8/4K3 w - - 0 1' });
    expect(noKing.json).toMatchObject({ code: 'invalid_fen' });
    const badPgn = await create(coach, { kind: 'pgn', pgn: '1. e4 e5 2. Ke3 Nc6' });
    expect(badPgn.status).toBe(400);
    expect(badPgn.json).toMatchObject({ code: 'invalid_pgn' });
    expect(badPgn.json.message).toMatch(/^That PGN could not be read: /);
    const empty = await create(coach, { kind: 'fen', fen: '  ' });
    expect(empty.json).toMatchObject({ code: 'invalid_input' });
    expect((await app.request('GET', '/api/studies', { cookie: coach.cookie })).json.studies).toEqual([]);
  });

  it('reads a pasted PGN as long as the longest game on its own thread, and refuses a longer one', async () => {
    const coach = await person(app);
    const game = longGame(LONGEST_GAME_PLIES);
    // chess.js in this thread would fail: the PGN must be read on the replay thread.
    const inThisThread = vi.spyOn(Chess.prototype, 'loadPgn').mockImplementation(() => {
      throw new Error('read on the event loop');
    });
    try {
      const made = await create(coach, { kind: 'pgn', pgn: `[Event "Marathon"]\n\n${pgnOf(game)} *` });
      expect(made.status, made.text.slice(0, 200)).toBe(200);
      const review = made.json.review as ReviewState;
      expect(mainLine(review.tree)).toHaveLength(LONGEST_GAME_PLIES + 1);
      expect(inThisThread).not.toHaveBeenCalled();

      const final = Position.fromMoves(game.moves);
      if (!final.ok) throw new Error(final.reason);
      const one = final.value.play(final.value.legalMoves()[0] as string);
      if (!one.ok) throw new Error(one.reason.code);
      const longer = await create(coach, { kind: 'pgn', pgn: `${pgnOf(game)} ${one.value.san} *` });
      expect(longer.json).toMatchObject({ code: 'review_too_large' });
    } finally {
      inThisThread.mockRestore();
    }
  });

  it('lets a person make a few studies in a row, not a stream of them', async () => {
    const coach = await person(app);
    for (let i = 0; i < STUDY_LIMITS.createdPerMinute; i += 1) {
      expect((await create(coach, { kind: 'initial' })).status).toBe(200);
    }
    const refused = await create(coach, { kind: 'initial' });
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: 'rate_limited' });
    // Another person is not held back by it.
    expect((await create(await person(app), { kind: 'initial' })).status).toBe(200);
  });

  it('is read and changed by its two people only; the link gives the empty seat once', async () => {
    const coach = await person(app);
    const student = await person(app);
    const stranger = await person(app);
    const id = await studyOf(coach);

    const peek = await app.request('GET', `/api/studies/${id}`, { cookie: stranger.cookie });
    expect(peek.status).toBe(403);
    expect(peek.json.code).toBe('not_a_member');

    const joined = await app.request('POST', `/api/studies/${id}/join`, { cookie: student.cookie });
    expect(joined.status, joined.text).toBe(200);
    expect(joined.json.study).toMatchObject({ guest: { id: student.id } });
    const late = await app.request('POST', `/api/studies/${id}/join`, { cookie: stranger.cookie });
    expect(late.status).toBe(409);
    expect(late.json.code).toBe('study_full');

    const strangerSocket = await socketOf(stranger);
    strangerSocket.send({ type: 'review', studyId: id, action: { type: 'goto', node: 'r' }, ref: 's' });
    expect(await strangerSocket.next('error')).toMatchObject({ code: 'not_a_member', ref: 's' });
    strangerSocket.send({ type: 'signal', studyId: id, data: { kind: 'hello' }, ref: 'v' });
    expect(await strangerSocket.next('error')).toMatchObject({ code: 'not_a_member', ref: 'v' });
    const ice = await app.request('GET', `/api/studies/${id}/rtc-config`, { cookie: stranger.cookie });
    expect(ice.json.code).toBe('not_a_member');
    expect(
      (await app.request('GET', `/api/studies/${id}/rtc-config`, { cookie: student.cookie })).status,
    ).toBe(200);
    // Naming both subjects, or neither, is refused.
    strangerSocket.send({
      type: 'review',
      studyId: id,
      gameId: id,
      action: { type: 'goto', node: 'r' },
      ref: 'w',
    });
    expect(await strangerSocket.next('error')).toMatchObject({ code: 'invalid_input', ref: 'w' });
  });

  it('shares moves, arrows and the call between the two members over their own channels', async () => {
    const coach = await person(app);
    const student = await person(app);
    await befriend(app, coach, student);
    const id = await studyOf(coach);
    const invited = await app.request('POST', `/api/studies/${id}/invite`, {
      cookie: coach.cookie,
      body: { username: student.username },
    });
    expect(invited.status, invited.text).toBe(200);
    const notes = await app.request('GET', '/api/notifications', { cookie: student.cookie });
    expect(notes.json.notifications).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'study_invitation', refId: id })]),
    );

    const a = await socketOf(coach);
    const b = await socketOf(student);
    a.send({ type: 'review', studyId: id, action: { type: 'play', node: 'r', move: 'g8-f6' } });
    expect(await b.next('review')).toMatchObject({ studyId: id, version: 1, actor: coach.id });
    const arrow = { kind: 'arrow', from: 'f3', to: 'g5', brush: 'green' } as const;
    a.send({ type: 'review', studyId: id, action: { type: 'shapes', node: '1', shapes: [arrow] } });
    expect(await b.next('review')).toMatchObject({ version: 2 });

    b.send({ type: 'signal', studyId: id, data: { kind: 'hello' } });
    expect(await a.next('signal')).toEqual({
      type: 'signal',
      studyId: id,
      from: student.id,
      data: { kind: 'hello' },
    });

    const reloaded = await app.request('GET', `/api/studies/${id}`, { cookie: student.cookie });
    const review = reloaded.json.review as ReviewState;
    expect(review.version).toBe(2);
    expect(review.tree.nodes['1']?.san).toBe('Nf6');
    expect(review.shapes['1']).toEqual([arrow]);
  });

  it('invites friends only: a block either way refuses the invitation and the link', async () => {
    const coach = await person(app);
    const blocker = await person(app);
    const blocked = await person(app);
    await befriend(app, coach, blocker);
    await befriend(app, coach, blocked);
    const blocks = await app.request('POST', '/api/blocks', {
      cookie: blocker.cookie,
      body: { username: coach.username },
    });
    expect(blocks.status, blocks.text).toBe(200);
    expect(
      (
        await app.request('POST', '/api/blocks', {
          cookie: coach.cookie,
          body: { username: blocked.username },
        })
      ).status,
    ).toBe(200);
    const id = await studyOf(coach);

    const toBlocker = await app.request('POST', `/api/studies/${id}/invite`, {
      cookie: coach.cookie,
      body: { username: blocker.username },
    });
    expect(toBlocker.status).toBe(403);
    expect(toBlocker.json.code).toBe('not_friends');
    const toBlocked = await app.request('POST', `/api/studies/${id}/invite`, {
      cookie: coach.cookie,
      body: { username: blocked.username },
    });
    expect(toBlocked.status).toBe(409);
    expect(toBlocked.json.message).toMatch(/Unblock them first/);

    for (const who of [blocker, blocked]) {
      const join = await app.request('POST', `/api/studies/${id}/join`, { cookie: who.cookie });
      expect(join.status).toBe(404);
      expect(join.json.code).toBe('not_found');
    }
    const study = await app.request('GET', `/api/studies/${id}`, { cookie: coach.cookie });
    expect(study.json.study).toMatchObject({ guest: null });
  });

  async function joinedStudy() {
    const coach = await person(app);
    const student = await person(app);
    const id = await studyOf(coach);
    const joined = await app.request('POST', `/api/studies/${id}/join`, { cookie: student.cookie });
    expect(joined.status, joined.text).toBe(200);
    return { coach, student, id };
  }

  it("is deleted by its owner only, and the guest's open page is told", async () => {
    const { coach, student, id } = await joinedStudy();
    const guestSocket = await socketOf(student);
    const byGuest = await app.request('DELETE', `/api/studies/${id}`, { cookie: student.cookie });
    expect(byGuest.status).toBe(403);
    expect(byGuest.json.code).toBe('forbidden');

    const deleted = await app.request('DELETE', `/api/studies/${id}`, { cookie: coach.cookie });
    expect(deleted.status, deleted.text).toBe(204);
    expect(await guestSocket.next('study_changed')).toEqual({
      type: 'study_changed',
      studyId: id,
      change: 'deleted',
    });
    for (const who of [coach, student]) {
      const gone = await app.request('GET', `/api/studies/${id}`, { cookie: who.cookie });
      expect(gone.status).toBe(404);
      expect((await app.request('GET', '/api/studies', { cookie: who.cookie })).json.studies).toEqual([]);
    }
    const again = await app.request('DELETE', `/api/studies/${id}`, { cookie: coach.cookie });
    expect(again.json.code).toBe('not_found');
  });

  it("goes with its owner's closed account, and so do its review's stored steps", async () => {
    const coach = await person(app);
    const id = await studyOf(coach);
    const a = await socketOf(coach);
    a.send({ type: 'review', studyId: id, action: { type: 'play', node: 'r', move: 'g8-f6' } });
    expect(await a.next('review')).toMatchObject({ studyId: id, version: 1 });
    const stepsOf = async () =>
      (
        await app.ctx.db.kysely
          .selectFrom('reviewSteps')
          .select('version')
          .where('subject', '=', `study:${id}`)
          .execute()
      ).length;
    expect(await stepsOf()).toBeGreaterThan(0);

    const closed = await app.request('DELETE', '/api/user', {
      cookie: coach.cookie,
      body: { password: TEST_PASSWORD },
    });
    expect(closed.status, closed.text).toBe(200);
    await vi.waitFor(async () => expect(await stepsOf()).toBe(0));
  });

  it('lets the guest leave: the seat empties live and can be given to someone else', async () => {
    const { coach, student, id } = await joinedStudy();
    const ownerSocket = await socketOf(coach);
    const byOwner = await app.request('POST', `/api/studies/${id}/leave`, { cookie: coach.cookie });
    expect(byOwner.status).toBe(409);

    const left = await app.request('POST', `/api/studies/${id}/leave`, { cookie: student.cookie });
    expect(left.status, left.text).toBe(204);
    expect(await ownerSocket.next('study_changed')).toMatchObject({ studyId: id, change: 'left' });
    const study = await app.request('GET', `/api/studies/${id}`, { cookie: coach.cookie });
    expect(study.json.study).toMatchObject({ guest: null });
    const back = await app.request('GET', `/api/studies/${id}`, { cookie: student.cookie });
    expect(back.json.code).toBe('not_a_member');

    const next = await person(app);
    const joined = await app.request('POST', `/api/studies/${id}/join`, { cookie: next.cookie });
    expect(joined.json.study).toMatchObject({ guest: { id: next.id } });
  });

  it("empties the guest's seat when either blocks the other; the blocked one hears no more", async () => {
    for (const blockerIsOwner of [true, false]) {
      const { coach, student, id } = await joinedStudy();
      const [blocker, blocked] = blockerIsOwner ? [coach, student] : [student, coach];
      const ownerSocket = await socketOf(coach);
      const guestSocket = await socketOf(student);
      const blocks = await app.request('POST', '/api/blocks', {
        cookie: blocker.cookie,
        body: { username: blocked.username },
      });
      expect(blocks.status, blocks.text).toBe(200);
      for (const socket of [ownerSocket, guestSocket]) {
        expect(await socket.next('study_changed')).toMatchObject({ studyId: id, change: 'seat_emptied' });
      }
      const study = await app.request('GET', `/api/studies/${id}`, { cookie: coach.cookie });
      expect(study.json.study).toMatchObject({ owner: { id: coach.id }, guest: null });

      // The study's events and the call's signals no longer reach the former guest.
      ownerSocket.send({ type: 'signal', studyId: id, data: { kind: 'hello' } });
      ownerSocket.send({ type: 'review', studyId: id, action: { type: 'play', node: 'r', move: 'g8-f6' } });
      expect(await ownerSocket.next('review')).toMatchObject({ studyId: id, version: 1 });
      guestSocket.send({ type: 'signal', studyId: id, data: { kind: 'hello' }, ref: 'g' });
      expect(await guestSocket.next('error')).toMatchObject({ code: 'not_a_member', ref: 'g' });
      await guestSocket.settle();
      expect(guestSocket.all('review')).toEqual([]);
      expect(guestSocket.all('signal')).toEqual([]);
    }
  });
});
