import { type Kysely, sql } from 'kysely';

/**
 * The computer's seats (issue 29, decision 286): one account per level, ids `computer-level-1` to
 * `computer-level-8`, named "Computer (level N)". They are closed from birth (`deleted_at` set, no
 * password, an `.invalid` address, a username the username rules refuse), so nobody signs in as one,
 * finds one by name, befriends, invites or challenges it, and no profile page or presence is shown for
 * it; they exist so a computer game's seat is an ordinary foreign key and its name shows as any player's.
 * Written out here rather than read from `core/computer-levels.ts`: a migration never changes.
 */
const BORN_AT = Date.UTC(2026, 10, 27);
const LEVELS = [1, 2, 3, 4, 5, 6, 7, 8];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const level of LEVELS) {
    const id = `computer-level-${level}`;
    await sql`insert into users (id, email, username, username_key, full_name, display_name, bio,
        password_hash, email_verified_at, created_at, deleted_at, presence_visibility, stranger_calls)
      values (${id}, ${`${id}@computer.invalid`}, ${id}, ${id}, ${`Computer (level ${level})`},
        ${`Computer (level ${level})`}, '', '', null, ${BORN_AT}, ${BORN_AT}, 'nobody', 0)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from users where id like 'computer-level-%'`.execute(db);
}
