import accountFieldsArea from 'virtual:catalogue-area/account-fields';
import { loadArea } from '../i18n/i18n';

/**
 * The words of the account fields (labels, hints, the password's toggle and strength meter, the terms box). Every
 * module that draws them imports this one, so the area is fetched as soon as any page using them is (the profile's
 * security forms and the guest's "Keep this game" form too); a page also waits for it through its `ready`.
 */
export const accountFieldsReady = loadArea(accountFieldsArea);
