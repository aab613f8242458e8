import { type ReviewAction, type ReviewSubject, subjectFields } from '../../core/protocol';
import { applySized } from '../../core/review/review-size';
import type { ReviewState } from '../../core/review/review-state';
import type { EventBus } from '../bus';
import type { Db } from '../db/database';
import { HttpError, MoveRefusedError, notFound } from '../http/errors';
import { TokenBucket } from '../http/token-bucket';
import { type ContactPolicy, requireContact, requireVoice } from '../safety/contact-policy';
import { gameSubjects, type ReviewedGames } from './game-subject';
import { LiveReviews } from './live-reviews';
import { appendStep, dropSteps } from './steps';
import type { SubjectAccess, SubjectSources } from './subject';

export const REVIEW_TOO_FAST = 'The review is changing too quickly. Please wait a moment.';
export const REVIEW_BUSY = 'Your partner changed the review at the same moment. Please try again.';
const NO_SUCH_SUBJECT = 'There is no such review';

/** Actions per player and review: a held arrow key sends a burst, a person never sustains more. */
const ACTION_BURST = 30;
const ACTIONS_PER_SECOND = 15;
const BUCKETS_LIMIT = 10_000;
/** Steps lost to another instance's concurrent step before giving up (each catches up with the winner's). */
const SAVE_ATTEMPTS = 3;

/** The key of a subject's steps and of its lock: `game:{id}` or `study:{id}`. */
export const subjectKey = (subject: ReviewSubject) => `${subject.kind}:${subject.id}`;

/**
 * A shared review: a finished game's, by its two players (decision 230), or a study board's, by its two
 * members (decision 234). Each action is applied in arrival order to the review held in memory, stored
 * as one small step whose version no other instance can take (decision 245), and published to both
 * people with the new version.
 */
export interface ReviewService {
  review(subject: ReviewSubject, userId: string): Promise<ReviewState>;
  act(subject: ReviewSubject, userId: string, action: ReviewAction): Promise<ReviewState>;
  /** Tells the partner the review is open, so they can join it. */
  open(subject: ReviewSubject, userId: string): Promise<void>;
  /** The subject is gone (a study deleted): its steps and the held state go too. */
  discard(subject: ReviewSubject): Promise<void>;
}

export function createReviewService(deps: {
  db: Db;
  bus: EventBus;
  games: ReviewedGames;
  /** Study boards (issue 16), wired by the composition root; absent where studies are not served. */
  studies?: SubjectSources['study'];
  /** The one check of blocks and sanctions between the two people of a review (decision 251). */
  contacts: ContactPolicy;
}): ReviewService {
  const sources: SubjectSources = { game: gameSubjects(deps), study: deps.studies };
  const live = new LiveReviews(deps.db);
  const buckets = new Map<string, TokenBucket>();

  function access(subject: ReviewSubject, userId: string): Promise<SubjectAccess> {
    const source = sources[subject.kind];
    if (!source) throw notFound(NO_SUCH_SUBJECT);
    return source.access(subject.id, userId);
  }

  function allow(key: string, userId: string): boolean {
    const bucketKey = `${userId}:${key}`;
    let bucket = buckets.get(bucketKey);
    if (!bucket) {
      if (buckets.size >= BUCKETS_LIMIT) buckets.delete(buckets.keys().next().value as string);
      bucket = new TokenBucket(ACTION_BURST, ACTIONS_PER_SECOND);
      buckets.set(bucketKey, bucket);
    }
    return bucket.take();
  }

  /** Applies `action` to the held review and stores its step; a version taken elsewhere means catching up. */
  async function apply(key: string, shared: SubjectAccess, action: ReviewAction, userId: string) {
    let current = await live.known(key, shared);
    for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt += 1) {
      const outcome = applySized(current, action, userId);
      if (!outcome.ok) {
        // Refused by what this instance knows: another instance's steps may change the answer.
        const caughtUp = await live.current(key, shared);
        if (caughtUp.state.version === current.state.version)
          throw outcome.refusal
            ? new MoveRefusedError(outcome.refusal)
            : new HttpError(outcome.code, outcome.message);
        current = caughtUp;
        continue;
      }
      const { state } = outcome.review;
      if (await appendStep(deps.db.kysely, key, state.version, userId, action)) {
        await live.applied(key, shared, outcome.review);
        return state;
      }
      current = await live.current(key, shared);
    }
    throw new HttpError('conflict', REVIEW_BUSY);
  }

  return {
    async review(subject, userId) {
      const shared = await access(subject, userId);
      const key = subjectKey(subject);
      return (await live.lock.run(key, () => live.current(key, shared))).state;
    },

    async act(subject, userId, action) {
      const shared = await access(subject, userId);
      // A comment is written words: a moderator's chat mute refuses it, even with nobody else there.
      const kind = action.type === 'comment' ? 'review_comment' : 'review_action';
      if (kind === 'review_comment') await requireVoice(deps.contacts, userId, kind);
      // A shared review reaches the partner with every change: a pair kept apart shares it no more.
      for (const partner of shared.members) await requireContact(deps.contacts, userId, partner, kind);
      const key = subjectKey(subject);
      if (!allow(key, userId)) throw new HttpError('rate_limited', REVIEW_TOO_FAST);
      const applied = await live.lock.run(key, () => apply(key, shared, action, userId));
      await shared.publish(
        { type: 'review', ...subjectFields(subject), version: applied.version, action, actor: userId },
        shared.members,
      );
      return applied;
    },

    async open(subject, userId) {
      const shared = await access(subject, userId);
      // The prompt is an offer with no answer expected: one the contact check refuses is simply not delivered.
      const told: string[] = [];
      for (const partner of shared.members) {
        if (partner !== userId && (await deps.contacts.check(userId, partner, 'review_prompt')).allowed)
          told.push(partner);
      }
      await shared.publish({ type: 'review_opened', ...subjectFields(subject), by: userId }, told);
    },

    async discard(subject) {
      const key = subjectKey(subject);
      await live.lock.run(key, async () => {
        live.forget(key);
        await dropSteps(deps.db.kysely, key);
      });
    },
  };
}
