import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Profile pictures move to the media store (decision 332): the row names the file (`media_key`), its type and
 * size, and keeps its version; `image` may now be null. A migration cannot reach the store, so every existing
 * row keeps its blob and no key, the server serves that blob until its start-up step has put it in the store,
 * and a later migration drops the column. `bytes` of an existing row is its blob's length.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.schema.alterTable('avatars').addColumn('media_key', 'text').execute();
    await db.schema
      .alterTable('avatars')
      .addColumn('content_type', 'text', (c) => c.notNull().defaultTo('image/webp'))
      .execute();
    await db.schema
      .alterTable('avatars')
      .addColumn('bytes', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`update avatars set bytes = length(image)`.execute(db);
    await db.schema
      .alterTable('avatars')
      .alterColumn('image', (c) => c.dropNotNull())
      .execute();
    return;
  }
  // SQLite cannot drop a NOT NULL: the table is built again with the new columns, and the rows copied into it.
  await db.schema
    .createTable('avatars_next')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('image', 'blob')
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('media_key', 'text')
    .addColumn('content_type', 'text', (c) => c.notNull().defaultTo('image/webp'))
    .addColumn('bytes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into avatars_next (user_id, image, version, updated_at, bytes)
    select user_id, image, version, updated_at, length(image) from avatars`.execute(db);
  await db.schema.dropTable('avatars').execute();
  await db.schema.alterTable('avatars_next').renameTo('avatars').execute();
}

/** Back to blobs only: a picture already in the store has no bytes in its row, so its row goes. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from avatars where image is null`.execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.schema
      .alterTable('avatars')
      .alterColumn('image', (c) => c.setNotNull())
      .execute();
    for (const column of ['media_key', 'content_type', 'bytes']) {
      await db.schema.alterTable('avatars').dropColumn(column).execute();
    }
    return;
  }
  await db.schema
    .createTable('avatars_before')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('image', 'blob', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into avatars_before (user_id, image, version, updated_at)
    select user_id, image, version, updated_at from avatars`.execute(db);
  await db.schema.dropTable('avatars').execute();
  await db.schema.alterTable('avatars_before').renameTo('avatars').execute();
}
