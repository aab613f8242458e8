import { FRIEND_LIMITS } from '../../core/limits';
import type {
  FriendRequest,
  FriendSettings,
  FriendsResponse,
  PublicUser,
  Relationship,
  SendFriendRequestResponse,
} from '../../core/protocol';
import { openPlayerById } from '../accounts/open-players';
import { presenceVisibilityOf, setPresenceVisibility } from '../accounts/presence-columns';
import { badRequest, HttpError } from '../http/errors';
import { FriendsBase, type FriendsDeps } from './friends-base';
import { FRIEND_RATE_RULES } from './rate-rules';
import { FriendRequests } from './requests';
import {
  blockersOf,
  findLink,
  hasBlocked,
  type LinkWithOther,
  listBlocked,
  listLinks,
  toPublicUser,
} from './store';
import { FRIEND_TEXT, type Person } from './texts';

/**
 * Friend requests, friendships, blocks and the presence setting (decision 201). Every transition runs
 * in one transaction and is refused with a code when it does not apply; both users' tabs hear of it.
 * Blocking is silent: a blocked user's requests are written as for anyone but never shown to the
 * player who blocked them.
 */
export class FriendsService extends FriendsBase {
  private readonly requests: FriendRequests;

  constructor(deps: FriendsDeps) {
    super(deps);
    this.requests = new FriendRequests(deps);
  }

  async overview(userId: string): Promise<FriendsResponse> {
    const { db } = this.deps;
    const [links, blocked, blockers, visibility] = await Promise.all([
      listLinks(db, userId),
      listBlocked(db, userId),
      blockersOf(db.kysely, userId),
      presenceVisibilityOf(db.kysely, userId),
    ]);
    const blockedIds = new Set(blocked.map((user) => user.id));
    const self = await this.selfSummary(userId);
    const friends = links
      .filter(({ link }) => link.status === 'accepted')
      .map(({ link, other }) => ({
        user: toPublicUser(other),
        since: new Date(link.acceptedAt ?? link.createdAt).toISOString(),
        presence: this.deps.presence.stateFor(other, blockers.has(other.id)),
      }));
    const pending = links.filter(({ link }) => link.status === 'pending');
    const asRequest = ({ link, other }: LinkWithOther, mine: boolean): FriendRequest => ({
      id: link.id,
      from: mine ? self : toPublicUser(other),
      to: mine ? toPublicUser(other) : self,
      createdAt: new Date(link.createdAt).toISOString(),
    });
    return {
      friends,
      // A request from someone the user blocked is never shown to them (blocking is silent).
      incoming: pending
        .filter(({ link, other }) => link.addresseeId === userId && !blockedIds.has(other.id))
        .map((entry) => asRequest(entry, false)),
      outgoing: pending
        .filter(({ link }) => link.requesterId === userId)
        .map((entry) => asRequest(entry, true)),
      blocked: blocked.map(toPublicUser),
      settings: { presenceVisibility: visibility === 'nobody' ? 'nobody' : 'friends' },
    };
  }

  /** Sends a request, or accepts theirs when the other player had already asked. */
  request(me: Person, username: string, now = Date.now()): Promise<SendFriendRequestResponse> {
    return this.requests.request(me, username, now);
  }

  /** The request's addressee makes the two friends. */
  accept(me: Person, requestId: string, now = Date.now()): Promise<PublicUser> {
    return this.requests.accept(me, requestId, now);
  }

  /** The addressee declines (silently: the sender's request simply disappears). */
  decline(me: Person, requestId: string): Promise<void> {
    return this.requests.decline(me, requestId);
  }

  /** The sender withdraws a request. */
  cancel(me: Person, requestId: string): Promise<void> {
    return this.requests.cancel(me, requestId);
  }

  async remove(me: Person, friendId: string): Promise<void> {
    const result = await this.deps.db.kysely
      .deleteFrom('friendships')
      .where('pairKey', '=', [me.id, friendId].sort().join(':'))
      .where('status', '=', 'accepted')
      .executeTakeFirst();
    if (Number(result.numDeletedRows) !== 1) throw new HttpError('not_friends', FRIEND_TEXT.notFriends);
    await this.changed(me.id, friendId);
  }

  /** Blocks silently: any friendship or request between the two ends, pending challenges are withdrawn. */
  async block(me: Person, username: string, now = Date.now()): Promise<PublicUser> {
    const other = await this.target(username);
    if (other.id === me.id) throw badRequest(FRIEND_TEXT.blockSelf);
    await this.deps.limiter.take(FRIEND_RATE_RULES.blocks, me.id, now);
    await this.deps.db.kysely.transaction().execute(async (trx) => {
      if (await hasBlocked(trx, me.id, other.id)) return;
      const count = await trx
        .selectFrom('blocks')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('blockerId', '=', me.id)
        .executeTakeFirst();
      if (Number(count?.count ?? 0) >= FRIEND_LIMITS.blocksPerUser)
        throw new HttpError('friend_limit', FRIEND_TEXT.tooManyBlocks);
      await trx
        .insertInto('blocks')
        .values({ blockerId: me.id, blockedId: other.id, createdAt: now })
        .execute();
      await trx.deleteFrom('friendships').where('pairKey', '=', [me.id, other.id].sort().join(':')).execute();
      await trx
        .updateTable('challenges')
        .set({ status: 'cancelled', answeredAt: now })
        .where('status', '=', 'pending')
        .where((eb) =>
          eb.or([
            eb.and([eb('challengerId', '=', me.id), eb('challengedId', '=', other.id)]),
            eb.and([eb('challengerId', '=', other.id), eb('challengedId', '=', me.id)]),
          ]),
        )
        .execute();
    });
    // Both lists change (the friend disappears); the blocked user is told nothing else.
    await this.changed(me.id, other.id);
    await this.deps.blocked?.(me.id, other.id);
    return toPublicUser(other);
  }

  async unblock(me: Person, userId: string): Promise<void> {
    const result = await this.deps.db.kysely
      .deleteFrom('blocks')
      .where('blockerId', '=', me.id)
      .where('blockedId', '=', userId)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) !== 1) throw new HttpError('not_found', FRIEND_TEXT.notBlocked);
    await this.changed(me.id);
    await this.deps.unblocked?.(me.id, userId);
  }

  async updateSettings(me: Person, settings: FriendSettings): Promise<FriendSettings> {
    await setPresenceVisibility(this.deps.db.kysely, me.id, settings.presenceVisibility);
    await this.deps.presence.visibilityChanged(me.id);
    return settings;
  }

  /** Where the user stands with another player (profile and room buttons). */
  async relationship(meId: string, otherId: string): Promise<Relationship> {
    if (meId === otherId) return { status: 'self', requestId: null };
    const db = this.deps.db.kysely;
    if (!(await openPlayerById(db, otherId))) throw new HttpError('unknown_user', 'No such player');
    if (await hasBlocked(db, meId, otherId)) return { status: 'blocked', requestId: null };
    const link = await findLink(db, meId, otherId);
    if (!link) return { status: 'none', requestId: null };
    if (link.status === 'accepted') return { status: 'friends', requestId: null };
    return link.requesterId === meId
      ? { status: 'request_sent', requestId: link.id }
      : { status: 'request_received', requestId: link.id };
  }
}
