import reportsArea from 'virtual:catalogue-area/reports';
import type { I18n, MessageId } from '@lingui/core';
import type { ReportReason } from '../../core/protocol';
import { sharedArea } from '../i18n/shared-area';

/**
 * The reports area: the report dialog's words, drawn in the game room, on a profile and in the lobby, and the
 * reasons the moderation page shows. A component using them calls `reportsWords.useWords()` first.
 */
export const reportsWords = sharedArea(reportsArea);

/** The reasons, in the order the dialog lists them. */
const REASONS: Record<ReportReason, MessageId> = {
  abuse_in_chat_or_call: 'reports.reason.abuse',
  inappropriate_video: 'reports.reason.video',
  harassment: 'reports.reason.harassment',
  hate: 'reports.reason.hate',
  cheating: 'reports.reason.cheating',
  sandbagging_or_stalling: 'reports.reason.sandbagging',
  spam: 'reports.reason.spam',
  offensive_username: 'reports.reason.username',
  other: 'reports.reason.other',
};

/** A report's reason as the dialog and the moderation page word it. */
export const reasonText = (i18n: I18n, reason: ReportReason): string => i18n._(REASONS[reason]);
