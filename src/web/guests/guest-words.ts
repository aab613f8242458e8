import guestsArea from 'virtual:catalogue-area/guests';
import { sharedArea } from '../i18n/shared-area';

/**
 * The guests area: the invitation page's two ways in, "Keep this game" in a finished game's room, and the page a
 * guest meets on a members-only page (decision 287). Drawn by the room and by the members-only guard, so it asks
 * for itself; the room lists it in its `ready`.
 */
export const guestWords = sharedArea(guestsArea);
