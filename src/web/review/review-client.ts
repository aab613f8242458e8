import {
  type ClientMessage,
  type MoveRefusal,
  type ReviewAction,
  type ReviewSubject,
  sameSubject,
  subjectFields,
  subjectOf,
} from '../../core/protocol';
import { nodeOf } from '../../core/review/move-tree';
import { applyReviewAction, type ReviewState } from '../../core/review/review-state';
import { ExternalStore } from '../lib/external-store';
import type { LiveHandlers, ServerMessageOf } from '../lib/live-dispatcher';

/**
 * Why the last action did not go through, for the board to word in the reader's language: the socket was down,
 * or the rules or the server refused (a code, the English sentence, and for a move the rules' reason).
 */
export type ReviewNotice =
  | { kind: 'offline' }
  | { kind: 'refused'; code: string; message: string; refusal?: MoveRefusal };

export interface ReviewView {
  review: ReviewState | null;
  /** The position this viewer looks at: the shared one in follow mode, their own in free mode. */
  cursor: string | null;
  /** The last refusal; cleared by the next accepted action. */
  notice: ReviewNotice | null;
  /** The partner opened the review and this viewer has not joined it yet. */
  invitedBy: string | null;
}

export interface ReviewClientDeps {
  /** A finished game's review, or a study board's (decision 234). */
  subject: ReviewSubject;
  /** The viewer's user id; a player's review is shared, anyone else reviews alone. */
  userId: string | null;
  shared: boolean;
  /** The whole review: from the server when shared, built from the game otherwise. */
  load(): Promise<ReviewState>;
  send(message: ClientMessage): boolean;
  /** The partner opened the review (for a study: took its second seat or came back to it). */
  onPartnerOpened?(by: string): void;
}

const REF_PREFIX = 'review:';

const refused = ({
  code,
  message,
  refusal,
}: {
  code: string;
  message: string;
  refusal?: MoveRefusal | undefined;
}): ReviewNotice => ({ kind: 'refused', code, message, ...(refusal ? { refusal } : {}) });

/**
 * One viewer's side of a review. Shared: actions go to the server, and only the applied actions it sends
 * back (to both players, in one order) change the state, with the same reducer the server runs; a
 * version gap fetches the whole review. Alone: the reducer runs here. Looking around in free mode stays
 * local; in follow mode the leader's position is everyone's.
 */
export class ReviewClient {
  readonly store = new ExternalStore<ReviewView>({
    review: null,
    cursor: null,
    notice: null,
    invitedBy: null,
  });
  private refSeq = 0;

  constructor(private readonly deps: ReviewClientDeps) {}

  async start(): Promise<void> {
    await this.reload();
  }

  private async reload(): Promise<void> {
    const review = await this.deps.load();
    const { cursor } = this.store.get();
    this.store.set({ review, cursor: cursor && nodeOf(review.tree, cursor) ? cursor : review.cursor });
  }

  private get actor(): string {
    return this.deps.userId ?? 'me';
  }

  private following(review: ReviewState): boolean {
    return review.mode === 'follow' && review.leader !== this.actor;
  }

  /** Looks at a position: the viewer's own move in free mode, everyone's when leading. */
  goto(node: string): void {
    const { review } = this.store.get();
    if (!review || !nodeOf(review.tree, node)) return;
    if (review.mode === 'follow' && this.deps.shared) {
      if (review.leader === this.actor) this.act({ type: 'goto', node });
      return;
    }
    this.store.set({ cursor: node });
  }

  act(action: ReviewAction): void {
    const { review } = this.store.get();
    if (!review) return;
    if (!this.deps.shared) {
      const outcome = applyReviewAction(review, action, this.actor);
      if (!outcome.ok) {
        this.store.set({ notice: refused(outcome) });
        return;
      }
      this.store.set({
        review: outcome.state,
        cursor: this.cursorAfter(outcome.state, action, true),
        notice: null,
      });
      return;
    }
    this.refSeq += 1;
    if (
      !this.deps.send({
        type: 'review',
        ...subjectFields(this.deps.subject),
        action,
        ref: `${REF_PREFIX}${this.refSeq}`,
      })
    ) {
      this.store.set({ notice: { kind: 'offline' } });
    }
  }

  open(): void {
    if (this.deps.shared) this.deps.send({ type: 'review_open', ...subjectFields(this.deps.subject) });
  }

  /** Where the viewer looks after an applied action: a mover follows their own move; everyone follows a leader. */
  private cursorAfter(state: ReviewState, action: ReviewAction, mine: boolean): string {
    const { cursor } = this.store.get();
    if (this.following(state)) return state.cursor;
    if (mine && (action.type === 'play' || action.type === 'goto')) return state.cursor;
    return cursor && nodeOf(state.tree, cursor) ? cursor : state.cursor;
  }

  /** The server messages the review reads: applied actions, the partner's invitation, refusals of its frames. */
  readonly liveHandlers: LiveHandlers = {
    review: (message) => this.onApplied(message),
    review_opened: (message) => {
      if (sameSubject(this.deps.subject, subjectOf(message)) && message.by !== this.actor) {
        this.store.set({ invitedBy: message.by });
        this.deps.onPartnerOpened?.(message.by);
      }
    },
    error: (message) => {
      if (message.ref?.startsWith(REF_PREFIX)) this.store.set({ notice: refused(message) });
    },
  };

  private onApplied(message: ServerMessageOf<'review'>): void {
    if (!sameSubject(this.deps.subject, subjectOf(message))) return;
    const { review } = this.store.get();
    if (!review) return;
    if (message.version !== review.version + 1) {
      if (message.version > review.version) void this.reload();
      return;
    }
    const outcome = applyReviewAction(review, message.action, message.actor);
    if (!outcome.ok) {
      void this.reload();
      return;
    }
    const mine = message.actor === this.actor;
    this.store.set({
      review: outcome.state,
      cursor: this.cursorAfter(outcome.state, message.action, mine),
      ...(mine ? { notice: null } : {}),
    });
  }

  dismissInvitation(): void {
    this.store.set({ invitedBy: null });
  }

  close(): void {
    this.store.close();
  }
}
