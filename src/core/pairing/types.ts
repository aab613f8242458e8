/**
 * What a pairing wave works on and what it gives back (issue 28's quick pairing, decision 280). Pure data:
 * the lobby's queue, wherever it is kept, is read into these before a wave and the wave's answer is applied
 * by the caller.
 */

/** One person waiting in the quick-pairing queue. */
export interface WaitingPerson {
  readonly userId: string;
  /** The rating shown to players (the 1200 scale of decision 050) for this time control. */
  readonly rating: number;
  /** Glicko-2 deviation; a provisional rating widens the window (see `rating-window.ts`). */
  readonly ratingDeviation?: number;
  /** When they pressed Play, in epoch milliseconds. */
  readonly joinedAt: number;
  /** Whether they want a call with a stranger; a preference, not a rule (see `PAIR_COST`). */
  readonly wantsCall: boolean;
  readonly rated: boolean;
  /** The pool's time control, e.g. "5+3": only people in the same pool are paired. */
  readonly timeControl: string;
}

/**
 * Who must never meet. Either a predicate, asked both ways round (a blocked b, or b blocked a), or a set of
 * keys made by `blockKey`, which is the same whichever of the two blocked the other.
 */
export type Blocks = ((a: string, b: string) => boolean) | ReadonlySet<string>;

export interface WaveInput {
  readonly now: number;
  readonly waiting: readonly WaitingPerson[];
  readonly blocks: Blocks;
  /** Each person's opponent in their last game: the two are not paired again straight away. */
  readonly lastOpponent: ReadonlyMap<string, string>;
  /** Decides colours; `seededRandom(seed)` in tests and the benchmark, `Math.random` in the lobby. */
  readonly random: () => number;
}

export interface Pairing {
  readonly white: WaitingPerson;
  readonly black: WaitingPerson;
}

export interface WaveResult {
  readonly pairs: readonly Pairing[];
  /** Everyone not paired this wave, to wait for the next one. */
  readonly left: readonly WaitingPerson[];
  /**
   * Further entries of a person already in this wave (the queue holds one entry per person; a second one is
   * a stale row). Only their earliest entry takes part; these are neither paired nor left waiting.
   */
  readonly duplicates: readonly WaitingPerson[];
}
