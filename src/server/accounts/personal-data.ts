import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** The person whose data is erased or exported: the address is read before the erasure empties it. */
export interface DataSubject {
  id: string;
  email: string;
  /** The name the rows that stay show once erased: "deleted player" unless told (a guest's: "Guest"). */
  shownAs?: string;
}

/** Work to do once the erasure has committed (telling other people's tabs); a miss costs only a reload. */
export type AfterErasure = () => Promise<void>;

/** One file of the export archive: JSON (written pretty), plain text (PGN) or bytes as they are (a picture). */
export type ExportFile = { json: unknown } | { text: string } | { bytes: Uint8Array };

/**
 * What one feature holds about a person, answered by that feature for its own tables (decision 258):
 * the accounts feature owns only the account, and asks every feature in turn when a person closes
 * their account or takes a copy of their data.
 */
export interface PersonalData {
  /** The feature answering, for logs and tests. */
  feature: string;
  /**
   * Before the erasure, outside its transaction: what must end first (a game under way is resigned).
   * Throwing stops the deletion before anything is erased.
   */
  prepare?(person: DataSubject): Promise<void>;
  /**
   * Erases or relabels the person's rows inside the deletion's one transaction, so a closed account is
   * erased everywhere or nowhere; may return what to announce once it has committed.
   */
  erase?(trx: Transaction<Database>, person: DataSubject, now: number): Promise<AfterErasure | undefined>;
  /** The person's files for the export archive, by file name. */
  export?(person: DataSubject): Promise<Record<string, ExportFile>>;
}
