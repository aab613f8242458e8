import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { START_FEN } from '../../core/chess/board';
import { REVIEW_LIMITS } from '../../core/limits';
import type { Game, ReviewAction } from '../../core/protocol';
import { nodeCount } from '../../core/review/move-tree';
import { applySized, type SizedReview, sized } from '../../core/review/review-size';
import { emptyReview } from '../../core/review/review-state';
import { createMemoryBus } from '../bus/memory-bus';
import { playMoves, type StartedGame, startedGame } from '../games/test/helpers';
import { OPEN_CONTACT } from '../safety/contact-policy';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';
import { createReviewService, type ReviewService } from './service';
import { keepReview } from './store';

const SCHOLARS_MATE = ['e2-e4', 'e7-e5', 'f1-c4', 'b8-c6', 'd1-h5', 'g8-f6', 'h5-f7'];

describe.each(testDatabases())('reviews held in memory and stored as steps, on %s', (database) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function finishedGame(): Promise<StartedGame> {
    const game = await startedGame(app);
    await playMoves(app, game, SCHOLARS_MATE);
    return game;
  }

  /** A review service as another instance on the same database runs it. */
  function instance(game: StartedGame): ReviewService {
    return createReviewService({
      db: app.ctx.db,
      bus: createMemoryBus(),
      contacts: OPEN_CONTACT,
      games: {
        snapshot: async (id) =>
          (await app.request('GET', `/api/games/${id}`, { cookie: game.white.cookie })).json.game as Game,
      },
    });
  }

  const storedRow = (gameId: string) =>
    app.ctx.db.kysely.selectFrom('gameReviews').selectAll().where('gameId', '=', gameId).executeTakeFirst();
  const stepsOf = (gameId: string) =>
    app.ctx.db.kysely
      .selectFrom('reviewSteps')
      .selectAll()
      .where('subject', '=', `game:${gameId}`)
      .orderBy('version')
      .execute();

  it('stores a cursor move as one small step, not the whole review again, and a read has it', async () => {
    const game = await finishedGame();
    const reviews = instance(game);
    const subject = { kind: 'game', id: game.id } as const;
    const ann = game.white.user.id;
    await reviews.act(subject, ann, { type: 'play', node: 'r', move: 'd2-d4' });
    const before = await storedRow(game.id);
    await reviews.act(subject, ann, { type: 'goto', node: '3' });
    await reviews.act(subject, ann, { type: 'goto', node: '4' });

    expect(await storedRow(game.id)).toEqual(before);
    const steps = await stepsOf(game.id);
    expect(steps.map((step) => step.version)).toEqual([1, 2, 3]);
    expect(steps.every((step) => (step.action?.length ?? 0) < 100)).toBe(true);
    const review = await reviews.review(subject, game.black.user.id);
    expect(review).toMatchObject({ version: 3, cursor: '4' });
  });

  it('keeps two instances on one database in one order, and folds the steps at a quiet moment', async () => {
    const game = await finishedGame();
    const [first, second] = [instance(game), instance(game)];
    const subject = { kind: 'game', id: game.id } as const;
    const [ann, ben] = [game.white.user.id, game.black.user.id];
    await first.review(subject, ann);
    await second.review(subject, ben);

    // The second instance has not heard of node 8 yet: it catches up rather than refusing.
    expect((await first.act(subject, ann, { type: 'play', node: 'r', move: 'd2-d4' })).version).toBe(1);
    expect((await second.act(subject, ben, { type: 'play', node: '8', move: 'd7-d5' })).version).toBe(2);
    // At the same moment from both: one takes version 3, the other catches up and takes 4.
    const both = await Promise.all([
      first.act(subject, ann, { type: 'comment', node: '8', text: 'The queen’s pawn' }),
      second.act(subject, ben, { type: 'goto', node: '9' }),
    ]);
    expect(both.map((state) => state.version).sort()).toEqual([3, 4]);
    const seen = await first.review(subject, ann);
    expect(await second.review(subject, ben)).toEqual(seen);
    expect(seen.tree.nodes['8']?.comment).toBe('The queen’s pawn');

    // Quiet: the held state is stored whole, then (a statement later) the steps keep no action.
    await vi.waitFor(
      async () => {
        expect((await storedRow(game.id))?.version).toBe(4);
        expect((await stepsOf(game.id)).every((step) => step.action === null)).toBe(true);
      },
      { timeout: 8000, interval: 200 },
    );
    expect(await instance(game).review(subject, ann)).toEqual(seen);
    expect((await second.act(subject, ben, { type: 'goto', node: 'r' })).version).toBe(5);
  });

  it('refuses an action that would take the review past its byte cap, with a code, and stores nothing', async () => {
    const game = await finishedGame();
    // A review on the edge of its cap, as if filled by the two players.
    const knights = ['g1-f3', 'g8-f6', 'f3-g1', 'f6-g8'];
    let review: SizedReview = sized({ ...emptyReview(START_FEN), version: 0 });
    const act = (action: ReviewAction) => {
      const outcome = applySized(review, action, 'ann');
      if (outcome.ok) review = outcome.review;
      return outcome.ok;
    };
    for (let i = 0; nodeCount(review.state.tree) < 700; i += 1) {
      act({ type: 'play', node: review.state.cursor, move: knights[i % 4] as string });
    }
    const text = 'x'.repeat(REVIEW_LIMITS.commentLength);
    const arrows = Array.from({ length: REVIEW_LIMITS.shapesPerNode }, () => ({
      kind: 'circle' as const,
      square: 'e4',
      brush: 'red' as const,
    }));
    for (const id of Object.keys(review.state.tree.nodes)) {
      if (!act({ type: 'comment', node: id, text }) || !act({ type: 'shapes', node: id, shapes: arrows }))
        break;
    }
    await keepReview(app.ctx.db.kysely, game.id, review.state);

    const reviews = instance(game);
    const subject = { kind: 'game', id: game.id } as const;
    const bare = Object.keys(review.state.tree.nodes).find((id) => !review.state.shapes[id]) as string;
    await expect(
      reviews.act(subject, game.white.user.id, { type: 'shapes', node: bare, shapes: arrows }),
    ).rejects.toMatchObject({ code: 'review_too_large' });
    expect(await stepsOf(game.id)).toEqual([]);
    expect((await reviews.review(subject, game.white.user.id)).version).toBe(review.state.version);
    // What does not grow it still goes through.
    await reviews.act(subject, game.white.user.id, { type: 'goto', node: bare });
  });
});
