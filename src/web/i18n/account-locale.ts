import type { Locale } from '../../core/locales';
import type { CurrentUser } from '../../core/protocol';
import { apiJson } from '../lib/api';
import { USER_QUERY_KEY } from '../lib/auth';
import { queryClient } from '../lib/query-client';
import { activateLocale, currentLocale } from './i18n';
import { rememberLocale } from './locale-choice';

/**
 * The language kept on the account (decision 299), loaded only once someone is signed in: the first page of a
 * visitor never carries it.
 */

let saving: Promise<unknown> = Promise.resolve();
let latestSave = 0;

/**
 * Keeps a language on the account, and the signed-in user as the server now has it. Saves go one after another and
 * only the last one's answer is kept: a quick second pick is never undone by the first one's late answer.
 */
export async function saveAccountLocale(locale: Locale): Promise<void> {
  latestSave += 1;
  const mine = latestSave;
  const save = saving.then(() => apiJson<CurrentUser>('PUT', '/api/user/language', { locale }));
  saving = save.catch(() => undefined);
  const user = await save;
  if (mine === latestSave) queryClient.setQueryData(USER_QUERY_KEY, user);
}

/**
 * Once the user is known: the account's language wins over this device's choice, and becomes this device's choice
 * too (the next page opens in it at once). An account that has none yet takes the language this device reads in,
 * so its e-mails are written in it from then on.
 */
export async function followAccount(user: CurrentUser): Promise<void> {
  if (!user.locale) {
    await saveAccountLocale(currentLocale());
    return;
  }
  rememberLocale(user.locale);
  if (user.locale !== currentLocale()) await activateLocale(user.locale);
}
