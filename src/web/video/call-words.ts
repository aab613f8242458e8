import callArea from 'virtual:catalogue-area/call';
import { sharedArea } from '../i18n/shared-area';

/**
 * The call area: the room's call (its tiles, controls and notices), its chat, the recording, the spectators' part
 * and the computer's notices. The call is drawn by the room and by a study, and its tiles roam from room to room,
 * so the area asks for itself; the room lists it in its `ready`.
 */
export const callWords = sharedArea(callArea);
