import { type SizedReview, sized } from '../../core/review/review-size';
import { applyReviewAction, type ReviewState } from '../../core/review/review-state';
import type { Db } from '../db/database';
import { KeyedLock } from '../lib/keyed-lock';
import { foldSteps, type ReviewStep, stepsAfter } from './steps';
import type { SubjectAccess } from './subject';

/** Steps since the stored state past which the state is stored at once, not at the next quiet moment. */
const FOLD_EVERY = 100;
/** A review with no action for this long is quiet: its steps are folded into the stored state. */
const QUIET_MS = 2_000;
/** Reviews held in memory per instance (each at most `REVIEW_LIMITS.stateBytes` as JSON); the oldest goes. */
const HELD_LIMIT = 50;
/** A review nobody touched for this long is let go at the next quiet moment (it reloads when opened). */
const IDLE_MS = 10 * 60 * 1000;
const LOAD_ATTEMPTS = 3;

interface Held {
  review: SizedReview;
  /** Where its whole state is stored when folded. */
  shared: SubjectAccess;
  /** The version of the stored state: steps after it are not folded in yet. */
  storedVersion: number;
  usedAt: number;
  quiet: NodeJS.Timeout | null;
}

/** The state after `steps` (each the next version); null when one is missing or folded already. */
function replay(state: ReviewState, steps: readonly ReviewStep[]): ReviewState | null {
  let current = state;
  for (const step of steps) {
    if (step.version !== current.version + 1 || step.action === null) return null;
    const outcome = applyReviewAction(current, step.action, step.actor);
    // Each step was applied once to this very state: the reducer is deterministic.
    if (!outcome.ok) return null;
    current = outcome.state;
  }
  return current;
}

/**
 * The reviews this instance is serving, held in memory (decision 245): an action is applied to the held
 * state and stored as one small step, never by reading, checking and writing the whole state again.
 * Another instance's steps are caught up with before a read and whenever a step's version is taken. The
 * whole state is stored every `FOLD_EVERY` steps and at quiet moments, then its steps are folded.
 */
export class LiveReviews {
  private readonly held = new Map<string, Held>();
  /** One change at a time per review on this instance: actions, and folds at quiet moments. */
  readonly lock = new KeyedLock();

  constructor(private readonly db: Db) {}

  /** The held review as this instance last knew it (loaded when it holds none): another's steps may follow. */
  async known(key: string, shared: SubjectAccess): Promise<SizedReview> {
    return (this.held.get(key) ?? (await this.load(key, shared))).review;
  }

  /** The review as it stands, with every instance's steps. */
  async current(key: string, shared: SubjectAccess): Promise<SizedReview> {
    const entry = this.held.get(key);
    if (!entry) return (await this.load(key, shared)).review;
    const steps = await stepsAfter(this.db.kysely, key, entry.review.state.version);
    if (steps.length === 0) return entry.review;
    const state = replay(entry.review.state, steps);
    return state
      ? this.hold(key, shared, sized(state), entry.storedVersion).review
      : (await this.load(key, shared)).review;
  }

  /** After this instance stored the step that made `review`: held, and folded now or at the next quiet moment. */
  async applied(key: string, shared: SubjectAccess, review: SizedReview): Promise<void> {
    const entry = this.hold(
      key,
      shared,
      review,
      this.held.get(key)?.storedVersion ?? review.state.version - 1,
    );
    if (review.state.version - entry.storedVersion >= FOLD_EVERY) await this.fold(key);
    else this.whenQuiet(key, entry);
  }

  /** Stores the held state and folds its steps (another instance's later state is never overwritten). */
  private async fold(key: string): Promise<void> {
    const entry = this.held.get(key);
    if (!entry || entry.storedVersion >= entry.review.state.version) return;
    const { state } = entry.review;
    await entry.shared.keep(state);
    await foldSteps(this.db.kysely, key, state.version);
    entry.storedVersion = state.version;
  }

  /** A review that is gone: nothing of it is held. */
  forget(key: string): void {
    const entry = this.held.get(key);
    if (entry?.quiet) clearTimeout(entry.quiet);
    this.held.delete(key);
  }

  private async load(key: string, shared: SubjectAccess): Promise<Held> {
    for (let attempt = 0; attempt < LOAD_ATTEMPTS; attempt += 1) {
      const stored = await shared.stored();
      // Read after the stored state: steps folded meanwhile show as a gap, and the load starts again.
      const state = replay(stored, await stepsAfter(this.db.kysely, key, stored.version));
      if (state) return this.hold(key, shared, sized(state), stored.version);
    }
    throw new Error(`Review ${key} changed under every load`);
  }

  private hold(key: string, shared: SubjectAccess, review: SizedReview, storedVersion: number): Held {
    const previous = this.held.get(key);
    const entry: Held = { review, shared, storedVersion, usedAt: Date.now(), quiet: previous?.quiet ?? null };
    // Most recently used last, so the first is the one to let go.
    this.held.delete(key);
    this.held.set(key, entry);
    if (this.held.size > HELD_LIMIT) {
      const [oldest] = this.held.keys();
      if (oldest !== undefined) this.letGo(oldest);
    }
    return entry;
  }

  /** Lets a held review go, its steps folded first so the stored state is whole. */
  private letGo(key: string): void {
    const entry = this.held.get(key);
    if (!entry) return;
    if (entry.storedVersion >= entry.review.state.version) {
      this.forget(key);
      return;
    }
    this.lock
      .run(key, async () => {
        await this.fold(key);
        // Only if nothing used it meanwhile (an action holds it again, newest).
        if (this.held.get(key) === entry) this.forget(key);
      })
      .catch(() => {});
  }

  private whenQuiet(key: string, entry: Held): void {
    if (entry.quiet) clearTimeout(entry.quiet);
    entry.quiet = setTimeout(() => {
      entry.quiet = null;
      // A failed fold loses nothing (the steps are stored); the next quiet moment tries again.
      this.lock
        .run(key, () => this.fold(key))
        .then(
          () => this.letIdleGo(),
          () => {},
        );
    }, QUIET_MS);
    // A pending fold must never keep the process alive: the steps are already stored.
    entry.quiet.unref();
  }

  private letIdleGo(): void {
    const cutoff = Date.now() - IDLE_MS;
    for (const [key, entry] of this.held) if (entry.usedAt < cutoff) this.letGo(key);
  }
}
