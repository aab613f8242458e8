import type { Kysely } from 'kysely';

/**
 * The account's language (decision 299): one of src/core/locales.ts's codes, followed by every signed-in device and
 * used for the account's e-mails and push notices. Null for accounts made before it and for those that never chose:
 * they are written to in English.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('locale', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('locale').execute();
}
