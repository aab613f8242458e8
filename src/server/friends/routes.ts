import { z } from 'zod';
import {
  ChallengeBody,
  ChallengeResponse,
  ChallengesResponse,
  FriendSettings,
  FriendsResponse,
  GameResponse,
  IdParams,
  NotificationsResponse,
  PublicUser,
  Relationship,
  SendFriendRequestResponse,
  UserIdParams,
  UsernameBody,
} from '../../core/protocol';
import { requireUser } from '../accounts/session';
import type { Feature } from '../feature';
import { parseWith } from '../http/errors';
import type { ChallengeService } from './challenges';
import type { Notifier } from './notifier';
import type { FriendsService } from './service';

export interface FriendsServices {
  friends: FriendsService;
  challenges: ChallengeService;
  notifier: Notifier;
}

const DONE = { 204: z.null().describe('Done; nothing to answer') };

/** Each route's schemas, for the API description (decision 181); the handlers parse with the same objects. */
const SCHEMAS = {
  friends: { schema: { response: { 200: FriendsResponse } } },
  request: { schema: { body: UsernameBody, response: { 200: SendFriendRequestResponse } } },
  accept: { schema: { params: IdParams, response: { 200: z.object({ friend: PublicUser }) } } },
  byId: { schema: { params: IdParams, response: DONE } },
  byUser: { schema: { params: UserIdParams, response: DONE } },
  settings: { schema: { body: FriendSettings, response: { 200: FriendSettings } } },
  relationship: { schema: { params: UserIdParams, response: { 200: Relationship } } },
  block: { schema: { body: UsernameBody, response: { 200: z.object({ blocked: PublicUser }) } } },
  challenges: { schema: { response: { 200: ChallengesResponse } } },
  challenge: { schema: { body: ChallengeBody, response: { 200: ChallengeResponse } } },
  acceptChallenge: { schema: { params: IdParams, response: { 200: GameResponse } } },
  notifications: { schema: { response: { 200: NotificationsResponse } } },
  read: { schema: { response: DONE } },
};

/** Friends, blocks, challenges and the notification centre (issue 15); every call is the signed-in user's. */
export const friendsFeature: Feature<FriendsServices> = (app, _ctx, { friends, challenges, notifier }) => {
  app.get('/api/friends', SCHEMAS.friends, async (request): Promise<FriendsResponse> => {
    const user = requireUser(request);
    return friends.overview(user.id);
  });

  app.post('/api/friends/requests', SCHEMAS.request, async (request): Promise<SendFriendRequestResponse> => {
    const user = requireUser(request);
    const { username } = parseWith(UsernameBody, request.body);
    return friends.request(user, username);
  });

  app.post('/api/friends/requests/:id/accept', SCHEMAS.accept, async (request) => {
    const user = requireUser(request);
    const { id } = parseWith(IdParams, request.params);
    return { friend: await friends.accept(user, id) };
  });

  app.post('/api/friends/requests/:id/decline', SCHEMAS.byId, async (request, reply) => {
    const user = requireUser(request);
    const { id } = parseWith(IdParams, request.params);
    await friends.decline(user, id);
    return reply.status(204).send();
  });

  app.delete('/api/friends/requests/:id', SCHEMAS.byId, async (request, reply) => {
    const user = requireUser(request);
    const { id } = parseWith(IdParams, request.params);
    await friends.cancel(user, id);
    return reply.status(204).send();
  });

  app.delete('/api/friends/:userId', SCHEMAS.byUser, async (request, reply) => {
    const user = requireUser(request);
    const { userId } = parseWith(UserIdParams, request.params);
    await friends.remove(user, userId);
    return reply.status(204).send();
  });

  app.put('/api/friends/settings', SCHEMAS.settings, async (request): Promise<FriendSettings> => {
    const user = requireUser(request);
    return friends.updateSettings(user, parseWith(FriendSettings, request.body));
  });

  app.get('/api/relationships/:userId', SCHEMAS.relationship, async (request): Promise<Relationship> => {
    const user = requireUser(request);
    const { userId } = parseWith(UserIdParams, request.params);
    return friends.relationship(user.id, userId);
  });

  app.post('/api/blocks', SCHEMAS.block, async (request) => {
    const user = requireUser(request);
    const { username } = parseWith(UsernameBody, request.body);
    return { blocked: await friends.block(user, username) };
  });

  app.delete('/api/blocks/:userId', SCHEMAS.byUser, async (request, reply) => {
    const user = requireUser(request);
    const { userId } = parseWith(UserIdParams, request.params);
    await friends.unblock(user, userId);
    return reply.status(204).send();
  });

  app.get('/api/challenges', SCHEMAS.challenges, async (request): Promise<ChallengesResponse> => {
    const user = requireUser(request);
    return challenges.list(user.id);
  });

  app.post('/api/challenges', SCHEMAS.challenge, async (request): Promise<ChallengeResponse> => {
    const user = requireUser(request);
    const body = parseWith(ChallengeBody, request.body);
    return { challenge: await challenges.send(user, body) };
  });

  app.post('/api/challenges/:id/accept', SCHEMAS.acceptChallenge, async (request): Promise<GameResponse> => {
    const user = requireUser(request);
    const { id } = parseWith(IdParams, request.params);
    return { game: await challenges.accept(user, id) };
  });

  app.post('/api/challenges/:id/decline', SCHEMAS.byId, async (request, reply) => {
    const user = requireUser(request);
    const { id } = parseWith(IdParams, request.params);
    await challenges.decline(user, id);
    return reply.status(204).send();
  });

  app.delete('/api/challenges/:id', SCHEMAS.byId, async (request, reply) => {
    const user = requireUser(request);
    const { id } = parseWith(IdParams, request.params);
    await challenges.cancel(user, id);
    return reply.status(204).send();
  });

  app.get('/api/notifications', SCHEMAS.notifications, async (request): Promise<NotificationsResponse> => {
    const user = requireUser(request);
    return notifier.list(user.id);
  });

  app.post('/api/notifications/read', SCHEMAS.read, async (request, reply) => {
    const user = requireUser(request);
    await notifier.markRead(user.id, null);
    return reply.status(204).send();
  });
};
