import { useEffect } from 'react';
import type { Locale } from '../../core/locales';
import type { CurrentUser } from '../../core/protocol';
import { USER_QUERY_KEY, useAuth } from '../lib/auth';
import { queryClient } from '../lib/query-client';

/** The account's language code (account-locale.ts), fetched after the user is known, never with the first page. */
const accountLocale = () => import('./account-locale');

/**
 * Follows the signed-in account's language on this device (decision 299): once the user is known, and again
 * whenever the account's language changes.
 */
export function useAccountLocale(): void {
  const { user } = useAuth();
  useEffect(() => {
    // A guest has no account to keep a language on (decision 287): their device's choice is theirs.
    if (!user || user.guest) return;
    accountLocale()
      .then(({ followAccount }) => followAccount(user))
      .catch(() => {
        // Offline or refused: this device keeps its own choice, and the account is followed on the next visit.
      });
  }, [user]);
}

/** A language picked while signed in is kept on the account too, so every device follows it. */
export function keepOnAccount(locale: Locale): void {
  const user = queryClient.getQueryData<CurrentUser | null>(USER_QUERY_KEY);
  if (!user || user.guest) return;
  accountLocale()
    .then(({ saveAccountLocale }) => saveAccountLocale(locale))
    .catch(() => {
      // Not kept on the account: this device has it, and the picker can be used again later.
    });
}
