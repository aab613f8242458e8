import errorsArea from 'virtual:catalogue-area/errors';
import reviewArea from 'virtual:catalogue-area/review';
import { loadArea } from '../i18n/i18n';
import { sharedArea } from '../i18n/shared-area';

/**
 * The review area: the shared analysis board's words (steps, lead and follow, the move tree's actions), the
 * engine's and the game report's, and the room's "Review" button and invitation. Drawn in a finished game's room
 * and on a study board, so the components ask for it themselves (decision 303).
 */
export const reviewWords = sharedArea(reviewArea);

// A refused review action or report is read from the errors area when it is here; until then, the server's words.
void loadArea(errorsArea).catch(() => undefined);
