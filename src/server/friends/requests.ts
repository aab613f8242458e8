import { FRIEND_LIMITS } from '../../core/limits';
import type { PublicUser, SendFriendRequestResponse } from '../../core/protocol';
import { openPlayerById } from '../accounts/open-players';
import { isUniqueViolation } from '../accounts/store';
import { HttpError } from '../http/errors';
import { FriendsBase } from './friends-base';
import { newFriendshipId } from './ids';
import { FRIEND_RATE_RULES } from './rate-rules';
import { countFriends, countPendingSent, findLink, findRequest, hasBlocked, toPublicUser } from './store';
import { FRIEND_TEXT, type Person } from './texts';

/**
 * Friend requests (decision 201): sending (or accepting theirs when the other player had already asked),
 * accepting, declining and cancelling. Each runs in one transaction and is refused with a code when it
 * does not apply; a request from a player the addressee blocked is written but never shown or told.
 */
export class FriendRequests extends FriendsBase {
  /** Sends a request, or accepts theirs when the other player had already asked. */
  async request(me: Person, username: string, now = Date.now()): Promise<SendFriendRequestResponse> {
    const other = await this.target(username);
    if (other.id === me.id) throw new HttpError('self_request', FRIEND_TEXT.self);
    await this.deps.limiter.take(FRIEND_RATE_RULES.requests, me.id, now);
    const { db } = this.deps;
    // A refusal the sender may hear (they blocked the other) stops here; a silent one (the other blocked
    // them) writes the request as for anyone and tells the other player nothing.
    const contact = await this.deps.contacts.check(me.id, other.id, 'friend_request');
    if (!contact.allowed && !contact.silent) {
      throw contact.reason === 'blocked_by_you'
        ? new HttpError('conflict', FRIEND_TEXT.youBlocked(other.username))
        : new HttpError(contact.code, contact.message);
    }
    const outcome = await db.kysely
      .transaction()
      .execute(async (trx) => {
        const link = await findLink(trx, me.id, other.id);
        if (link?.status === 'accepted')
          throw new HttpError('already_friends', FRIEND_TEXT.alreadyFriends(other.username));
        if (link?.requesterId === me.id)
          throw new HttpError('request_pending', FRIEND_TEXT.alreadyAsked(other.username));
        if (link) {
          await this.assertRoomForFriend(trx, me.id, other.id, other.username);
          await trx
            .updateTable('friendships')
            .set({ status: 'accepted', acceptedAt: now })
            .where('id', '=', link.id)
            .execute();
          return { kind: 'friends' as const, id: link.id };
        }
        if ((await countPendingSent(trx, me.id)) >= FRIEND_LIMITS.pendingRequestsPerUser)
          throw new HttpError('friend_limit', FRIEND_TEXT.tooManyPending);
        const id = newFriendshipId();
        await trx
          .insertInto('friendships')
          .values({
            id,
            requesterId: me.id,
            addresseeId: other.id,
            pairKey: [me.id, other.id].sort().join(':'),
            status: 'pending',
            createdAt: now,
            acceptedAt: null,
          })
          .execute();
        return { kind: 'request' as const, id };
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error))
          throw new HttpError('request_pending', FRIEND_TEXT.alreadyAsked(other.username));
        throw error;
      });
    const self = await this.selfSummary(me.id);
    if (outcome.kind === 'friends') {
      await this.changed(me.id, other.id);
      await this.deps.notifier.notify(other.id, {
        kind: 'friend_accepted',
        fromUserId: me.id,
        text: `${me.username} accepted your friend request`,
      });
      return { request: null, friend: toPublicUser(other) };
    }
    await this.changed(me.id);
    // Silent to a blocked sender: the request stands for them, the player who blocked them never hears of it.
    if (contact.allowed) {
      await this.changed(other.id);
      await this.deps.notifier.notify(other.id, {
        kind: 'friend_request',
        fromUserId: me.id,
        refId: outcome.id,
        text: `${me.username} wants to be your friend`,
      });
    }
    return {
      request: {
        id: outcome.id,
        from: self,
        to: toPublicUser(other),
        createdAt: new Date(now).toISOString(),
      },
      friend: null,
    };
  }

  private async assertRoomForFriend(
    trx: Parameters<typeof countFriends>[0],
    meId: string,
    otherId: string,
    otherUsername: string,
  ): Promise<void> {
    if ((await countFriends(trx, meId)) >= FRIEND_LIMITS.friendsPerUser)
      throw new HttpError('friend_limit', FRIEND_TEXT.tooManyFriends);
    if ((await countFriends(trx, otherId)) >= FRIEND_LIMITS.friendsPerUser)
      throw new HttpError('friend_limit', FRIEND_TEXT.theyHaveTooMany(otherUsername));
  }

  /** The request's addressee makes the two friends. */
  async accept(me: Person, requestId: string, now = Date.now()): Promise<PublicUser> {
    const { db } = this.deps;
    const requester = await db.kysely.transaction().execute(async (trx) => {
      const request = await this.pendingRequest(trx, requestId, me.id, 'addressee');
      const other = await openPlayerById(trx, request.requesterId);
      if (!other) throw new HttpError('not_found', FRIEND_TEXT.noRequest);
      await this.assertRoomForFriend(trx, me.id, other.id, other.username);
      const result = await trx
        .updateTable('friendships')
        .set({ status: 'accepted', acceptedAt: now })
        .where('id', '=', request.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new HttpError('not_found', FRIEND_TEXT.noRequest);
      return other;
    });
    await this.changed(me.id, requester.id);
    await this.deps.notifier.notify(requester.id, {
      kind: 'friend_accepted',
      fromUserId: me.id,
      text: `${me.username} accepted your friend request`,
    });
    return toPublicUser(requester);
  }

  /** The addressee declines (silently: the sender's request simply disappears). */
  async decline(me: Person, requestId: string): Promise<void> {
    const request = await this.deps.db.kysely.transaction().execute(async (trx) => {
      const found = await this.pendingRequest(trx, requestId, me.id, 'addressee');
      await trx.deleteFrom('friendships').where('id', '=', found.id).execute();
      return found;
    });
    await this.changed(me.id, request.requesterId);
  }

  /** The sender withdraws a request. */
  async cancel(me: Person, requestId: string): Promise<void> {
    const request = await this.deps.db.kysely.transaction().execute(async (trx) => {
      const found = await this.pendingRequest(trx, requestId, me.id, 'requester');
      await trx.deleteFrom('friendships').where('id', '=', found.id).execute();
      return found;
    });
    await this.changed(me.id, request.addresseeId);
  }

  /**
   * A pending request the user may act on as `role`. Someone else's request is 404 to a stranger (they
   * learn nothing) and 403 `not_your_request` to the other party of it.
   */
  private async pendingRequest(
    trx: Parameters<typeof findRequest>[0],
    requestId: string,
    userId: string,
    role: 'addressee' | 'requester',
  ) {
    const request = await findRequest(trx, requestId);
    if (request?.status !== 'pending') throw new HttpError('not_found', FRIEND_TEXT.noRequest);
    const actor = role === 'addressee' ? request.addresseeId : request.requesterId;
    const otherParty = role === 'addressee' ? request.requesterId : request.addresseeId;
    if (actor === userId) {
      // A request from someone the user blocked is invisible to them, so it cannot be answered either.
      if (role === 'addressee' && (await hasBlocked(trx, userId, request.requesterId)))
        throw new HttpError('not_found', FRIEND_TEXT.noRequest);
      return request;
    }
    if (otherParty === userId)
      throw new HttpError(
        'not_your_request',
        role === 'addressee' ? FRIEND_TEXT.notYours : FRIEND_TEXT.onlySender,
      );
    throw new HttpError('not_found', FRIEND_TEXT.noRequest);
  }
}
