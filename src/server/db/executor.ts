import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/** Where a query runs: the database itself or an open transaction, so a store function serves both. */
export type Executor = Kysely<Database> | Transaction<Database>;
