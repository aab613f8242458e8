import errorsArea from 'virtual:catalogue-area/errors';
import guestsArea from 'virtual:catalogue-area/guests';
import { loadArea } from '../i18n/i18n';
import { sharedArea } from '../i18n/shared-area';

/**
 * The guests area: the invitation page's two ways in, "Keep this game" in a finished game's room, and the page a
 * guest meets on a members-only page (decision 287). Drawn by the room and by the members-only guard, so it asks
 * for itself; the room lists it in its `ready`.
 */
export const guestWords = sharedArea(guestsArea);

// Their forms' refusals (a name taken, a weak password) are worded by code from the errors area (decision 298).
void loadArea(errorsArea).catch(() => undefined);
