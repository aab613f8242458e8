import { newId } from '../games/ids';

export const newFriendshipId = () => newId(16);
export const newChallengeId = () => newId(16);
