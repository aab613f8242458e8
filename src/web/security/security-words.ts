import accountFieldsArea from 'virtual:catalogue-area/account-fields';
import errorsArea from 'virtual:catalogue-area/errors';
import securityArea from 'virtual:catalogue-area/security';
import { sharedArea } from '../i18n/shared-area';

/** The security area: the profile's security forms, its signed-in devices and this device's notification switch. */
export const securityWords = sharedArea(securityArea);

/** The fields' labels and strength meter, and the refusals and input rules, which the forms show too. */
const fieldWords = sharedArea(accountFieldsArea);
const errorWords = sharedArea(errorsArea);

/** Every area the security forms speak from. */
export function useSecurityWords(): void {
  securityWords.useWords();
  fieldWords.useWords();
  errorWords.useWords();
}
