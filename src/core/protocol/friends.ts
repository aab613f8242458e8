import { z } from 'zod';
import { USERNAME_MAX } from '../limits';
import { Id, PublicUser } from './common';

/** Friends, blocks and the presence setting (issue 15, decision 201). */

/** A username as typed into "Add friend" or "Block": checked against the users, not the username rule. */
export const UsernameBody = z.object({
  username: z.string().trim().min(1, 'Enter a username').max(USERNAME_MAX),
});
export type UsernameBody = z.infer<typeof UsernameBody>;

/** `DELETE /api/friends/:userId`, `DELETE /api/blocks/:userId`. */
export const UserIdParams = z.object({ userId: Id });

export const PresenceVisibility = z.enum(['friends', 'nobody']);
export type PresenceVisibility = z.infer<typeof PresenceVisibility>;

/** `PUT /api/friends/settings`. */
export const FriendSettings = z.object({ presenceVisibility: PresenceVisibility });
export type FriendSettings = z.infer<typeof FriendSettings>;

/** What a friend is doing, as far as the friend lets others see. */
export const PresenceState = z.discriminatedUnion('state', [
  z.object({ state: z.literal('online') }),
  z.object({ state: z.literal('in_game'), gameId: Id }),
  z.object({ state: z.literal('in_call'), gameId: Id }),
  /** `lastSeen` is null when the friend hides their presence or has never been seen. */
  z.object({ state: z.literal('offline'), lastSeen: z.string().nullable() }),
]);
export type PresenceState = z.infer<typeof PresenceState>;

export const Friend = z.object({
  user: PublicUser,
  since: z.string(),
  presence: PresenceState,
});
export type Friend = z.infer<typeof Friend>;

export const FriendRequest = z.object({
  id: Id,
  from: PublicUser,
  to: PublicUser,
  createdAt: z.string(),
});
export type FriendRequest = z.infer<typeof FriendRequest>;

/** `GET /api/friends`: everything the Friends page shows. */
export const FriendsResponse = z.object({
  friends: z.array(Friend),
  incoming: z.array(FriendRequest),
  outgoing: z.array(FriendRequest),
  blocked: z.array(PublicUser),
  settings: FriendSettings,
});
export type FriendsResponse = z.infer<typeof FriendsResponse>;

/**
 * `POST /api/friends/requests`: `request` while it waits for an answer; `friend` when the other user had
 * already asked, which makes the two friends at once.
 */
export const SendFriendRequestResponse = z.object({
  request: FriendRequest.nullable(),
  friend: PublicUser.nullable(),
});
export type SendFriendRequestResponse = z.infer<typeof SendFriendRequestResponse>;

/** Where the signed-in user stands with another user (public profile, finished game's room). */
export const Relationship = z.object({
  status: z.enum(['self', 'none', 'friends', 'request_sent', 'request_received', 'blocked']),
  requestId: Id.nullable(),
});
export type Relationship = z.infer<typeof Relationship>;
