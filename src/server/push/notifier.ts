import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import webpush, { type RequestOptions } from 'web-push';
import { INVITATION_LIFETIME_MS, PUSH_NOTICES_BURST, PUSH_NOTICES_PER_MINUTE } from '../../core/limits';
import type { Locale } from '../../core/locales';
import type { PushKind, PushNotice } from '../../core/protocol';
import type { Db } from '../db/database';
import { TokenBucket } from '../http/token-bucket';
import { type Words, wordsFor } from '../i18n/words';
import { endpointRefusal, type PushServiceHosts } from './push-hosts';
import { createPushAgent, PushAddressRefused, type PushNetworkOptions } from './push-network';
import { deleteEndpoint, type StoredSubscription, subscriptionsOf } from './store';
import type { VapidKeys } from './vapid';

/**
 * A notice written in the recipient's language (decision 299): given their words, once their language is read,
 * and only when they have a browser to send it to.
 */
export type ComposeNotice = (words: Words) => PushNotice;

/** Sends notices to a user's browsers (decision 185). Other features hold only this. */
export interface PushNotifier {
  /**
   * Sends `notice` to every browser the user subscribed, in the background: returns at once and never
   * throws. Notices beyond the user's rate are dropped.
   */
  notify(userId: string, notice: ComposeNotice): void;
}

export interface PushService extends PushNotifier {
  readonly publicKey: string;
  /** Whether the user has a browser subscribed from a session still signed in: a notice would reach it. */
  reaches(userId: string): Promise<boolean>;
  /** Resolves when every notice under way has been sent or given up (tests, shutdown). */
  idle(): Promise<void>;
}

export interface PushDeps {
  db: Db;
  log: Logger;
  vapid: VapidKeys;
  /** How long a push service may take to answer before the send is given up. */
  timeoutMs?: number;
  /** The push services endpoints may name (`PUSH_SERVICE_HOSTS`); checked again before each sending. */
  hosts: PushServiceHosts;
  /** How push services' hosts are resolved and which addresses may be reached (tests: their local one). */
  network?: PushNetworkOptions;
  /** The language a person's notices are written in (the account's; null: English). */
  localeOf: (userId: string) => Promise<Locale | null>;
  now?: () => number;
}

/** How long a push service keeps a notice for a browser that is offline, by kind (seconds). */
const TTL_SECONDS: Record<PushKind, number> = {
  // A "your turn" is stale once the clock has run (the longest games last a few hours).
  your_turn: 3 * 60 * 60,
  // A correspondence move has days; a day-old notice still says it is one's move, the reminder says the rest.
  correspondence_turn: 24 * 60 * 60,
  // Sent when at most a day is left of the move (decision 301): stale once the move is lost.
  correspondence_reminder: 24 * 60 * 60,
  invitation: INVITATION_LIFETIME_MS / 1000,
  challenge: INVITATION_LIFETIME_MS / 1000,
  // A tournament starts up to 30 days ahead; a day-old notice still leads to its page, the list says the rest.
  tournament_invitation: 24 * 60 * 60,
};
const URGENCY: Record<PushKind, RequestOptions['urgency']> = {
  your_turn: 'high',
  correspondence_turn: 'normal',
  correspondence_reminder: 'high',
  invitation: 'normal',
  challenge: 'normal',
  tournament_invitation: 'normal',
};
const GONE = new Set([404, 410]);
/** Buckets kept before the full ones (users quiet long enough to have every token back) are dropped. */
const BUCKETS_SWEEP_AT = 10_000;

/** A Topic header is at most 32 base64url characters; a hash of the tag fits and hides it from the push service. */
function topicOf(tag: string): string {
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}

export function createPushService(deps: PushDeps): PushService {
  const now = deps.now ?? Date.now;
  const buckets = new Map<string, { bucket: TokenBucket; lastAt: number }>();
  const underWay = new Set<Promise<void>>();
  const refillMs = (PUSH_NOTICES_BURST / PUSH_NOTICES_PER_MINUTE) * 60_000;
  const agent = createPushAgent(deps.network);

  function allowed(userId: string): boolean {
    const at = now();
    let entry = buckets.get(userId);
    if (!entry) {
      if (buckets.size >= BUCKETS_SWEEP_AT) {
        for (const [id, old] of buckets) if (at - old.lastAt > refillMs) buckets.delete(id);
      }
      entry = { bucket: new TokenBucket(PUSH_NOTICES_BURST, PUSH_NOTICES_PER_MINUTE / 60, at), lastAt: at };
      buckets.set(userId, entry);
    }
    entry.lastAt = at;
    return entry.bucket.take(at);
  }

  async function sendTo(subscription: StoredSubscription, notice: PushNotice): Promise<void> {
    // A row stored before the hosts were narrowed, or before endpoints were checked at all, is not posted to.
    const refusal = endpointRefusal(subscription.endpoint, deps.hosts);
    if (refusal !== null) {
      deps.log.warn({ reason: refusal, kind: notice.kind }, 'push notice not sent: endpoint refused');
      return;
    }
    const options: RequestOptions = {
      vapidDetails: deps.vapid,
      TTL: TTL_SECONDS[notice.kind],
      urgency: URGENCY[notice.kind],
      timeout: deps.timeoutMs ?? 10_000,
      ...(notice.tag ? { topic: topicOf(notice.tag) } : {}),
      agent,
    };
    try {
      await webpush.sendNotification(subscription, JSON.stringify(notice), options);
    } catch (error) {
      if (error instanceof webpush.WebPushError && GONE.has(error.statusCode)) {
        // The browser unsubscribed or the subscription expired: it will never take a notice again.
        await deleteEndpoint(deps.db, subscription.endpoint);
        return;
      }
      if (error instanceof PushAddressRefused) {
        deps.log.warn({ host: error.hostname, kind: notice.kind }, 'push notice not sent: address refused');
        return;
      }
      const status = error instanceof webpush.WebPushError ? error.statusCode : undefined;
      deps.log.warn({ err: error, status, kind: notice.kind }, 'push notice not delivered');
    }
  }

  async function send(userId: string, compose: ComposeNotice): Promise<void> {
    try {
      const subscriptions = await subscriptionsOf(deps.db, userId, now());
      if (subscriptions.length === 0) return;
      const notice = compose(wordsFor(await deps.localeOf(userId)));
      await Promise.all(subscriptions.map((subscription) => sendTo(subscription, notice)));
    } catch (error) {
      deps.log.error({ err: error }, 'push notices not sent');
    }
  }

  return {
    publicKey: deps.vapid.publicKey,
    async reaches(userId) {
      return (await subscriptionsOf(deps.db, userId, now())).length > 0;
    },
    notify(userId, notice) {
      if (!allowed(userId)) {
        deps.log.debug('push notice dropped: over the rate');
        return;
      }
      const sending = send(userId, notice).finally(() => underWay.delete(sending));
      underWay.add(sending);
    },
    async idle() {
      while (underWay.size > 0) await Promise.all([...underWay]);
    },
  };
}
