import { randomBytes } from 'node:crypto';
import {
  type Notification,
  type NotificationKind,
  NotificationParams,
  type NotificationsResponse,
} from '../../core/protocol';
import { publicFieldsById } from '../accounts/player-names';
import type { EventBus } from '../bus';
import { publishToUser } from '../bus/user-channel';
import type { Db } from '../db/database';
import { toPublicUser } from './store';

/** How many entries the centre lists; older ones are pruned when a new one is written. */
export const NOTIFICATIONS_KEPT = 100;

export interface NotificationInput {
  kind: NotificationKind;
  fromUserId: string | null;
  gameId?: string | null;
  refId?: string | null;
  /** The line in English, for rows read by a client that cannot word the kind itself. */
  text: string;
  /** What the reader's client words the notification from, beside its kind and sender (decision 311). */
  params?: NotificationParams | null;
}

/** A stored row's params, or null for an older row (or one that no longer reads as params). */
function readParams(json: string | null): NotificationParams | null {
  if (json === null) return null;
  try {
    const parsed = NotificationParams.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The notification centre (decision 202): each notification is stored for its recipient and sent at once
 * to every open tab of theirs through the user's bus channel. Push notices to their devices are composed by the
 * feature that knows what happened, in the recipient's language (decision 299).
 */
export class Notifier {
  constructor(
    private readonly deps: { db: Db; bus: EventBus; log: { warn: (o: object, m: string) => void } },
  ) {}

  async notify(userId: string, input: NotificationInput, now = Date.now()): Promise<Notification> {
    const id = randomBytes(10).toString('hex');
    const { db } = this.deps;
    await db.kysely
      .insertInto('notifications')
      .values({
        id,
        userId,
        kind: input.kind,
        fromUserId: input.fromUserId,
        gameId: input.gameId ?? null,
        refId: input.refId ?? null,
        text: input.text,
        params: input.params ? JSON.stringify(input.params) : null,
        createdAt: now,
        readAt: null,
      })
      .execute();
    await this.prune(userId);
    const from = input.fromUserId
      ? (await publicFieldsById(db.kysely, [input.fromUserId])).get(input.fromUserId)
      : undefined;
    const notification: Notification = {
      id,
      kind: input.kind,
      from: from ? toPublicUser(from) : null,
      gameId: input.gameId ?? null,
      refId: input.refId ?? null,
      text: input.text,
      params: input.params ?? null,
      createdAt: new Date(now).toISOString(),
      read: false,
    };
    await this.send(userId, notification);
    return notification;
  }

  private async send(userId: string, notification: Notification): Promise<void> {
    try {
      await publishToUser(this.deps.bus, userId, { type: 'notification', notification });
    } catch (err) {
      // Stored already: the centre shows it on the next visit.
      this.deps.log.warn({ err }, 'live notification not published');
    }
  }

  private async prune(userId: string): Promise<void> {
    const kept = await this.deps.db.kysely
      .selectFrom('notifications')
      .select('createdAt')
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .offset(NOTIFICATIONS_KEPT)
      .limit(1)
      .executeTakeFirst();
    if (!kept) return;
    await this.deps.db.kysely
      .deleteFrom('notifications')
      .where('userId', '=', userId)
      .where('createdAt', '<=', kept.createdAt)
      .execute();
  }

  async list(userId: string): Promise<NotificationsResponse> {
    const rows = await this.deps.db.kysely
      .selectFrom('notifications')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .limit(NOTIFICATIONS_KEPT)
      .execute();
    // The senders named in one read of their owner's table (decision 266).
    const senders = await publicFieldsById(
      this.deps.db.kysely,
      rows.map((row) => row.fromUserId),
    );
    const notifications = rows.map((row): Notification => {
      const sender = row.fromUserId ? senders.get(row.fromUserId) : undefined;
      return {
        id: row.id,
        kind: row.kind as NotificationKind,
        from: sender ? toPublicUser(sender) : null,
        gameId: row.gameId,
        refId: row.refId,
        text: row.text,
        params: readParams(row.params),
        createdAt: new Date(row.createdAt).toISOString(),
        read: row.readAt !== null,
      };
    });
    return { notifications, unread: notifications.filter((n) => !n.read).length };
  }

  /** Whether the user has read the notification; one pruned since (or never theirs) counts as read. */
  async wasRead(userId: string, id: string): Promise<boolean> {
    const row = await this.deps.db.kysely
      .selectFrom('notifications')
      .select('readAt')
      .where('userId', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return !row || row.readAt !== null;
  }

  /** Marks the user's notifications of these kinds about one game read: they opened the game. */
  async markGameRead(
    userId: string,
    gameId: string,
    kinds: NotificationKind[],
    now = Date.now(),
  ): Promise<void> {
    await this.deps.db.kysely
      .updateTable('notifications')
      .set({ readAt: now })
      .where('userId', '=', userId)
      .where('gameId', '=', gameId)
      .where('kind', 'in', kinds)
      .where('readAt', 'is', null)
      .execute();
  }

  /** Marks the user's notifications read (all of them, or the given ids). */
  async markRead(userId: string, ids: string[] | null, now = Date.now()): Promise<void> {
    let query = this.deps.db.kysely
      .updateTable('notifications')
      .set({ readAt: now })
      .where('userId', '=', userId)
      .where('readAt', 'is', null);
    if (ids) query = query.where('id', 'in', ids.length > 0 ? ids : ['']);
    await query.execute();
  }
}
