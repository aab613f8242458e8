import accountsArea from 'virtual:catalogue-area/accounts';
import errorsArea from 'virtual:catalogue-area/errors';
import { loadArea } from '../i18n/i18n';
import { accountFieldsReady } from './account-fields-area';

/**
 * What an account page (sign-in, sign-up, confirmation, recovery, payment result) waits for before it draws: its
 * own words, the account fields' and the refusals' (routes.tsx waits for a page's `ready`).
 */
export function accountPageWords(): Promise<unknown> {
  return Promise.all([loadArea(accountsArea), loadArea(errorsArea), accountFieldsReady]);
}
