import type { ReviewSubject, ServerMessage } from '../../core/protocol';
import type { ReviewState } from '../../core/review/review-state';

/**
 * One review subject as the review service needs it, once the asker is known to be one of its two
 * people (decision 234): a finished game (`game-subject.ts`) or a study board (`studies/`).
 */
export interface SubjectAccess {
  /** The two people who share the review (one while a study waits for its guest). */
  members: readonly string[];
  /**
   * The stored review, or the fresh one when nothing is stored yet. The actions applied since are steps
   * (`steps.ts`) after its version: the review service folds them in (decision 245).
   */
  stored(): Promise<ReviewState>;
  /** Stores `state` as the review's, unless a later state is already stored (another instance's). */
  keep(state: ReviewState): Promise<void>;
  /** Sends a review event to `userIds`, on whichever instance their sockets are. */
  publish(message: ServerMessage, userIds: readonly string[]): Promise<void>;
}

/** Opens subjects of one kind; refuses (throws an `HttpError`) anyone who is not one of the two. */
export interface SubjectSource {
  access(id: string, userId: string): Promise<SubjectAccess>;
}

export type SubjectSources = { [K in ReviewSubject['kind']]?: SubjectSource };
