import { isDatabaseUnavailable } from './unavailable';

/** The waits between start-up attempts while the database cannot be reached: 1 s, doubling, at most 5 s. */
export const FIRST_RETRY_MS = 1_000;
export const LONGEST_RETRY_MS = 5_000;

export interface WaitOptions {
  /** Told once per failed attempt, with the wait before the next one. */
  onRetry: (retryInMs: number, error: unknown) => void;
}

/**
 * Runs start-up work that needs the database (migrating) until it gets through, for as long as the
 * database cannot be reached: an instance started with its database (a container started before the
 * database's, a failover in progress) waits for it instead of exiting and being restarted in a loop. Any
 * other failure (a failing migration, a refused password) is thrown at once, since waiting would not cure it.
 */
export async function whenDatabaseAnswers<T>(work: () => Promise<T>, options: WaitOptions): Promise<T> {
  let wait = FIRST_RETRY_MS;
  for (;;) {
    try {
      return await work();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      options.onRetry(wait, error);
      await new Promise((resolve) => setTimeout(resolve, wait));
      wait = Math.min(wait * 2, LONGEST_RETRY_MS);
    }
  }
}
