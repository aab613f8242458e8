import { MUTE_MS } from '../../core/limits';
import {
  type ChatEntry,
  type ModerationActionBody,
  type ModerationActionResponse,
  type ModerationReportsResponse,
  type ReportGroup,
  type ReportReason,
  SanctionKind,
} from '../../core/protocol';
import { publicFieldsOf } from '../accounts/player-names';
import { usernamesOf } from '../accounts/store';
import type { Db } from '../db/database';
import type { NotificationInput } from '../friends/notifier';
import { toPublicUser } from '../friends/store';
import { HttpError } from '../http/errors';
import { mutedText } from '../safety/contact-policy';
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

export interface ModerationDeps {
  db: Db;
  /** The notification centre (the friends feature's Notifier). */
  notify(userId: string, input: NotificationInput): Promise<unknown>;
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
          callOn: row.callOn === null ? null : row.callOn === 1,
          chat: parseChat(row.chat),
        })),
        sanctions: sanctions
          .filter((sanction) => sanction.userId === reportedId)
          .map((sanction) => ({
            kind: SanctionKind.parse(sanction.kind),
            createdAt: iso(sanction.createdAt),
            until: sanction.until === null ? null : iso(sanction.until),
          })),
      });
    }
    groups.sort((a, b) => b.reports.length - a.reports.length || b.latestAt.localeCompare(a.latestAt));
    return { groups };
  }

  async act(moderatorId: string, body: ModerationActionBody): Promise<ModerationActionResponse> {
    const { db } = this.deps;
    const now = this.now();
    const [person] = await publicFieldsOf(db.kysely, [body.userId]);
    if (!person) throw new HttpError('unknown_user', MODERATION_UNKNOWN_USER);
    const until = body.duration && body.duration !== 'permanent' ? now + MUTE_MS[body.duration] : null;
    const reporters = await db.kysely.transaction().execute(async (trx) => {
      const closed = await resolveReports(trx, body.userId, now);
      if (body.action !== 'dismiss') {
        await insertSanction(trx, {
          id: newId(),
          userId: body.userId,
          kind: body.action,
          moderatorId,
          createdAt: now,
          until,
        });
      }
      await insertAudit(trx, {
        id: newId(),
        moderatorId,
        userId: body.userId,
        action: body.action,
        detail: body.duration ?? null,
        reason: body.reason,
        reportsClosed: closed.length,
        createdAt: now,
      });
      return closed;
    });
    if (body.action !== 'dismiss') {
      for (const reporterId of new Set(reporters)) {
        await this.deps.notify(reporterId, {
          kind: 'report_action',
          fromUserId: null,
          text: ACTED_ON_YOUR_REPORT,
        });
      }
      await this.deps.notify(body.userId, {
        kind: 'moderation_notice',
        fromUserId: null,
        text: body.action === 'mute' ? mutedText({ until }) : WARNED,
      });
    }
    return { closed: reporters.length };
  }
}
