import { type ReviewAction, type ReviewSubject, subjectFields } from '../../core/protocol';
import { applyReviewAction, type ReviewState } from '../../core/review/review-state';
import type { EventBus } from '../bus';
import type { Db } from '../db/database';
import { HttpError, MoveRefusedError, notFound } from '../http/errors';
import { TokenBucket } from '../http/token-bucket';
import { KeyedLock } from '../lib/keyed-lock';
import { type ContactPolicy, requireContact } from '../safety/contact-policy';
import { gameSubjects, type ReviewedGames } from './game-subject';
import type { SubjectAccess, SubjectSources } from './subject';

export const REVIEW_TOO_FAST = 'The review is changing too quickly. Please wait a moment.';
export const REVIEW_BUSY = 'Your partner changed the review at the same moment. Please try again.';
const NO_SUCH_SUBJECT = 'There is no such review';

/** Actions per player and review: a held arrow key sends a burst, a person never sustains more. */
const ACTION_BURST = 30;
const ACTIONS_PER_SECOND = 15;
const BUCKETS_LIMIT = 10_000;
/** Saves lost to another instance's concurrent save before giving up (each reloads the winner's state). */
const SAVE_ATTEMPTS = 3;

/**
 * A shared review: a finished game's, by its two players (decision 230), or a study board's, by its two
 * members (decision 234). Each action is applied in arrival order, stored with a version check (two
 * instances cannot overwrite each other), and published to both people with the new version.
 */
export interface ReviewService {
  review(subject: ReviewSubject, userId: string): Promise<ReviewState>;
  act(subject: ReviewSubject, userId: string, action: ReviewAction): Promise<ReviewState>;
  /** Tells the partner the review is open, so they can join it. */
  open(subject: ReviewSubject, userId: string): Promise<void>;
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
  const lock = new KeyedLock();
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

  return {
    async review(subject, userId) {
      return (await access(subject, userId)).current();
    },

    async act(subject, userId, action) {
      const shared = await access(subject, userId);
      // A shared review reaches the partner with every change: a pair kept apart shares it no more.
      for (const partner of shared.members)
        await requireContact(deps.contacts, userId, partner, 'review_action');
      const key = `${subject.kind}:${subject.id}`;
      if (!allow(key, userId)) throw new HttpError('rate_limited', REVIEW_TOO_FAST);
      const applied = await lock.run(key, async () => {
        for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt += 1) {
          const outcome = applyReviewAction(await shared.current(), action, userId);
          if (!outcome.ok) {
            throw outcome.refusal
              ? new MoveRefusedError(outcome.refusal)
              : new HttpError(outcome.code, outcome.message);
          }
          if (await shared.save(outcome.state)) return outcome.state;
        }
        throw new HttpError('conflict', REVIEW_BUSY);
      });
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
  };
}
