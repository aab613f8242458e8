import friendsArea from 'virtual:catalogue-area/friends';
import { sharedArea } from '../i18n/shared-area';

/**
 * The friends area: the Friends page's words, and those of its parts drawn elsewhere too (a friend's line and
 * the challenge form on the dashboard, "Add as a friend" and "Block" on a profile and in a finished game's room).
 */
export const friendsWords = sharedArea(friendsArea);
