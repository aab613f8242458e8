import type { PublicUser } from '../../core/protocol';
import { openPlayerById, openPlayerByUsername } from '../accounts/open-players';
import type { RateLimiter } from '../accounts/rate-limit';
import type { EventBus } from '../bus';
import { publishToUser } from '../bus/user-channel';
import type { Db } from '../db/database';
import { HttpError, notFound } from '../http/errors';
import type { ContactPolicy } from '../safety/contact-policy';
import type { Notifier } from './notifier';
import type { PresenceView } from './presence-view';
import { toPublicUser } from './store';
import { FRIEND_TEXT } from './texts';

export interface FriendsDeps {
  db: Db;
  bus: EventBus;
  limiter: RateLimiter;
  notifier: Notifier;
  presence: PresenceView;
  /** The one check of blocks and sanctions before a request reaches a player (decision 251). */
  contacts: ContactPolicy;
  /** Told after `blockerId` blocked `blockedId`, so other features end what the two shared (studies). */
  blocked?: (blockerId: string, blockedId: string) => Promise<void>;
  /** Told after `blockerId` lifted their block on `blockedId` (the lobby shows their seeks again). */
  unblocked?: (blockerId: string, blockedId: string) => Promise<void>;
}

/** What both halves of the friends feature need: the other player by name, telling tabs, one's own summary. */
export class FriendsBase {
  constructor(protected readonly deps: FriendsDeps) {}

  protected async target(username: string) {
    const user = await openPlayerByUsername(this.deps.db.kysely, username);
    if (!user) throw new HttpError('unknown_user', FRIEND_TEXT.unknownUser(username));
    return user;
  }

  protected async changed(...userIds: string[]): Promise<void> {
    await Promise.all(userIds.map((id) => publishToUser(this.deps.bus, id, { type: 'friends_changed' })));
  }

  protected async selfSummary(userId: string): Promise<PublicUser> {
    const user = await openPlayerById(this.deps.db.kysely, userId);
    if (!user) throw notFound('No such player');
    return toPublicUser(user);
  }
}
