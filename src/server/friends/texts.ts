/** Who acts, and what the friends feature says when it refuses (decision 201). */
import { FRIEND_LIMITS } from '../../core/limits';

/** The signed-in user acting. */
export interface Person {
  id: string;
  username: string;
}

export const FRIEND_TEXT = {
  unknownUser: (username: string) => `No player has the username ${username}`,
  self: 'You cannot add yourself as a friend',
  alreadyFriends: (username: string) => `You and ${username} are already friends`,
  alreadyAsked: (username: string) => `You have already sent ${username} a friend request`,
  youBlocked: (username: string) => `You have blocked ${username}. Unblock them first.`,
  noRequest: 'There is no such friend request',
  notYours: 'Only the player this request was sent to can answer it',
  onlySender: 'Only the player who sent this request can cancel it',
  tooManyPending: `You have ${FRIEND_LIMITS.pendingRequestsPerUser} friend requests waiting for an answer. Cancel some before sending more.`,
  tooManyFriends: `You have reached ${FRIEND_LIMITS.friendsPerUser} friends, the most a player can have.`,
  theyHaveTooMany: (username: string) => `${username} has reached the most friends a player can have.`,
  notFriends: 'You are not friends with this player',
  notBlocked: 'You have not blocked this player',
  blockSelf: 'You cannot block yourself',
  tooManyBlocks: `You have blocked ${FRIEND_LIMITS.blocksPerUser} players, the most a player can block.`,
} as const;
