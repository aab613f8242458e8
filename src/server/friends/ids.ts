import { newPublicId } from '../lib/public-ids';

export const newFriendshipId = () => newPublicId(16);
export const newChallengeId = () => newPublicId(16);
