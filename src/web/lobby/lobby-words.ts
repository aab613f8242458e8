import lobbyArea from 'virtual:catalogue-area/lobby';
import { sharedArea } from '../i18n/shared-area';

/**
 * The lobby area: the Lobby page's words, and those of "Calls with strangers", drawn on the account's profile
 * too. The pools' speeds and rated/casual come from the games area (game-words.ts).
 */
export const lobbyWords = sharedArea(lobbyArea);
