import type { Transaction } from 'kysely';
import {
  type ChatEntry,
  type ModerationActionBody,
  type ModerationActionResponse,
  type ModerationReport,
  type ModerationReportsResponse,
  type ReportGroup,
  type ReportReason,
  SanctionKind,
} from '../../core/protocol';
import {
  type Escalation,
  escalate,
  lengthOf,
  type PastSanction,
  SANCTION_MS,
} from '../../core/sanction-ladder';
import { publicFieldsOf } from '../accounts/player-names';
import { usernamesOf } from '../accounts/store';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { NotificationInput } from '../friends/notifier';
import { toPublicUser } from '../friends/store';
import { HttpError } from '../http/errors';
import { barredText, mutedText } from '../safety/contact-policy';
import {
  insertAudit,
  insertSanction,
  newId,
  openReports,
  type ReportRow,
  resolveReports,
  sanctionsOf,
} from './store';

export const ACTED_ON_YOUR_REPORT = 'We took action on your report';
export const WARNED =
  'A moderator has warned you about how you behaved towards another player. Please keep to the rules.';
export const MODERATION_UNKNOWN_USER = 'There is no such player';
/** What a barred person reads beside the bar itself: what it closes, and what it leaves open. */
export const BAR_SCOPE =
  'Posting or accepting seeks, quick pairing, Pro arenas and calls with strangers are closed to you; games with people you invite and private tournaments are not affected.';

/** What the person is told of a sanction on them: what holds, and until when. */
function noticeOf(action: 'warn' | 'mute' | 'bar', until: number | null): string {
  if (action === 'warn') return WARNED;
  if (action === 'mute') return mutedText({ until });
  return `${barredText({ until })} ${BAR_SCOPE}`;
}

/** Closes an account through the accounts feature, running `within` in its transaction (decision 285). */
export type CloseAccount = (
  moderatorId: string,
  userId: string,
  within: (trx: Transaction<Database>) => Promise<void>,
) => Promise<void>;

export interface ModerationDeps {
  db: Db;
  /** The notification centre (the friends feature's Notifier). */
  notify(userId: string, input: NotificationInput): Promise<unknown>;
  /** The accounts feature's closing, for "Close the account" (refuses oneself and moderators). */
  closeAccount: CloseAccount;
  /**
   * A reported video message as the moderator plays it (the messages feature's): null once it is gone, when
   * both of its players have closed their accounts.
   */
  videoMessage(gameId: string, messageId: string): Promise<ModerationReport['videoMessage']>;
  clock?: () => number;
}

const iso = (ms: number) => new Date(ms).toISOString();

function parseChat(text: string): ChatEntry[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? (value as ChatEntry[]) : [];
}

/**
 * The moderators' side (decision 281): the open reports grouped by the reported person, and one action
 * on a person that closes all their open reports, writes the audit log and tells each reporter that it
 * was acted on (never how), and the person what holds against them.
 */
export class ModerationService {
  constructor(private readonly deps: ModerationDeps) {}

  private now(): number {
    return (this.deps.clock ?? Date.now)();
  }

  /** Most reported first, then the newest report first. */
  async reports(): Promise<ModerationReportsResponse> {
    const { db } = this.deps;
    const rows = await openReports(db);
    const byPerson = new Map<string, ReportRow[]>();
    for (const row of rows) byPerson.set(row.reportedId, [...(byPerson.get(row.reportedId) ?? []), row]);
    const ids = [...byPerson.keys()];
    const people = new Map((await publicFieldsOf(db.kysely, ids)).map((user) => [user.id, user]));
    const names = await usernamesOf(
      db.kysely,
      rows.map((row) => row.reporterId),
    );
    const sanctions = await sanctionsOf(db, ids);
    const videoMessages = new Map<string, ModerationReport['videoMessage']>();
    for (const row of rows) {
      if (row.gameId && row.videoMessageId)
        videoMessages.set(row.id, await this.deps.videoMessage(row.gameId, row.videoMessageId));
    }
    const groups: ReportGroup[] = [];
    for (const [reportedId, reports] of byPerson) {
      const person = people.get(reportedId);
      if (!person) continue;
      groups.push({
        reported: toPublicUser(person),
        latestAt: iso((reports[0] as ReportRow).createdAt),
        reports: reports.map((row) => ({
          id: row.id,
          reporter: names.get(row.reporterId) ?? 'deleted account',
          reason: row.reason as ReportReason,
          text: row.text,
          createdAt: iso(row.createdAt),
          gameId: row.gameId,
          messageId: row.messageId,
          videoMessage: videoMessages.get(row.id) ?? null,
          callOn: row.callOn === null ? null : row.callOn === 1,
          chat: parseChat(row.chat),
        })),
        sanctions: sanctions
          .filter((sanction) => sanction.userId === reportedId)
          .map((sanction) => ({
            kind: SanctionKind.parse(sanction.kind),
            createdAt: iso(sanction.createdAt),
            until: sanction.until === null ? null : iso(sanction.until),
            duration: lengthOf(SanctionKind.parse(sanction.kind), sanction.createdAt, sanction.until),
          })),
      });
    }
    groups.sort((a, b) => b.reports.length - a.reports.length || b.latestAt.localeCompare(a.latestAt));
    return { groups };
  }

  /**
   * One action on a person, closing their open reports. A mute or bar is raised by the ladder for a
   * repeat offender (decision 285): the answer and the audit row say the length given and the one asked.
   */
  async act(moderatorId: string, body: ModerationActionBody): Promise<ModerationActionResponse> {
    if (body.action === 'close') return this.close(moderatorId, body);
    const { db } = this.deps;
    const now = this.now();
    const [person] = await publicFieldsOf(db.kysely, [body.userId]);
    if (!person) throw new HttpError('unknown_user', MODERATION_UNKNOWN_USER);
    const action = body.action;
    let escalation: Escalation | null = null;
    if ((action === 'mute' || action === 'bar') && body.duration) {
      const past: PastSanction[] = (await sanctionsOf(db, [body.userId])).map((row) => {
        const kind = SanctionKind.parse(row.kind);
        return { kind, length: lengthOf(kind, row.createdAt, row.until), at: row.createdAt };
      });
      escalation = escalate(action, body.duration, past, now);
    }
    const given = escalation?.given ?? null;
    const until = given && given !== 'permanent' ? now + SANCTION_MS[given] : null;
    const reporters = await db.kysely.transaction().execute(async (trx) => {
      const closed = await resolveReports(trx, body.userId, now);
      if (action !== 'dismiss') {
        await insertSanction(trx, {
          id: newId(),
          userId: body.userId,
          kind: action,
          moderatorId,
          createdAt: now,
          until,
        });
      }
      await insertAudit(trx, {
        id: newId(),
        moderatorId,
        userId: body.userId,
        action,
        detail: given,
        asked: body.duration ?? null,
        reason: body.reason,
        reportsClosed: closed.length,
        createdAt: now,
      });
      return closed;
    });
    if (action !== 'dismiss') {
      await this.tellReporters(reporters);
      await this.deps.notify(body.userId, {
        kind: 'moderation_notice',
        fromUserId: null,
        text: noticeOf(action, until),
        params: { sanction: action, until: until === null ? null : new Date(until).toISOString() },
      });
    }
    return {
      closed: reporters.length,
      ...(given ? { duration: given } : {}),
      ...(escalation?.because ? { escalation: escalation.because } : {}),
    };
  }

  /**
   * Closes the person's account through the accounts feature: the audit row and the closing of their
   * reports are written in the erasure's transaction, so an account is never closed unrecorded; the
   * reporters hear back once it has committed (the person's own notifications went with the account).
   */
  private async close(moderatorId: string, body: ModerationActionBody): Promise<ModerationActionResponse> {
    const now = this.now();
    let reporters: string[] = [];
    await this.deps.closeAccount(moderatorId, body.userId, async (trx) => {
      reporters = await resolveReports(trx, body.userId, now);
      await insertAudit(trx, {
        id: newId(),
        moderatorId,
        userId: body.userId,
        action: 'close',
        detail: null,
        asked: null,
        reason: body.reason,
        reportsClosed: reporters.length,
        createdAt: now,
      });
    });
    await this.tellReporters(reporters);
    return { closed: reporters.length };
  }

  /** "We took action on your report", once per reporter, never the details. */
  private async tellReporters(reporters: readonly string[]): Promise<void> {
    for (const reporterId of new Set(reporters)) {
      await this.deps.notify(reporterId, {
        kind: 'report_action',
        fromUserId: null,
        text: ACTED_ON_YOUR_REPORT,
      });
    }
  }
}
