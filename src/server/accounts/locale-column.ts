import type { z } from 'zod';
import { isLocale, type Locale } from '../../core/locales';
import type { Executor } from '../db/executor';
import { HttpError, parseWith } from '../http/errors';

/**
 * The users row's language (decision 299, migration 104). Accounts owns the row; the mail and push senders of
 * other features read it through `localeOf`, the picker's route writes it through `setLocale`.
 */

/** A stored value as a language, null for none (or for a code a later release no longer speaks). */
export function storedLocale(value: string | null | undefined): Locale | null {
  return isLocale(value) ? value : null;
}

/** Who an account e-mail goes to: the address, the name it greets, the language it is written in. */
export function recipient(user: { email: string; fullName: string; locale: string | null }) {
  return { to: user.email, fullName: user.fullName, locale: storedLocale(user.locale) };
}

/** The account's language, null when none was chosen or the account is unknown. */
export async function localeOf(db: Executor, userId: string): Promise<Locale | null> {
  const row = await db.selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirst();
  return storedLocale(row?.locale);
}

/**
 * Where a notice e-mail to a member goes, and in which language: null for a closed account and for a guest, whose
 * address is no mailbox of theirs (decision 287).
 */
export async function memberMailOf(
  db: Executor,
  userId: string,
): Promise<{ email: string; locale: Locale | null } | null> {
  const row = await db
    .selectFrom('users')
    .select(['email', 'locale', 'deletedAt', 'guestUntil'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row || row.deletedAt !== null || row.guestUntil !== null) return null;
  return { email: row.email, locale: storedLocale(row.locale) };
}

export async function setLocale(db: Executor, userId: string, locale: Locale): Promise<void> {
  await db.updateTable('users').set({ locale }).where('id', '=', userId).execute();
}

/**
 * Parses a body that may name a language: a code ChessChat does not speak is refused with its own code
 * (`unsupported_locale`, so a client can tell it from a bad name or password), anything else (a missing one
 * included) as `parseWith` does.
 */
export function parseNamingLocale<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  const issue = result.success ? undefined : result.error.issues[0];
  const named = typeof value === 'object' && value !== null && 'locale' in value;
  if (named && issue?.path[0] === 'locale')
    throw new HttpError('unsupported_locale', `locale: ${issue.message}`);
  return parseWith(schema, value);
}
