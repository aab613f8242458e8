import playersArea from 'virtual:catalogue-area/players';
import { sharedArea } from '../i18n/shared-area';

/**
 * The players area: the public profile's words, and those of its cards (header, statistics, rating history,
 * recent games), which the account's own profile draws too, so the cards ask for them themselves.
 */
export const playersWords = sharedArea(playersArea);
