import type {
  ModerationActionBody,
  ModerationActionResponse,
  ModerationReportsResponse,
  ReportBody,
  ReportReason,
  ReportResponse,
} from '../../core/protocol';
import { apiJson, apiRequest } from '../lib/api';

export const MODERATION_KEY = ['/api/moderation/reports'] as const;

/** The reasons as the dialog and the moderation page word them, in the order the dialog lists them. */
export const REASON_TEXT: Record<ReportReason, string> = {
  abuse_in_chat_or_call: 'Abuse in chat or call',
  inappropriate_video: 'Inappropriate video',
  harassment: 'Harassment',
  hate: 'Hate',
  cheating: 'Cheating',
  sandbagging_or_stalling: 'Sandbagging or stalling',
  spam: 'Spam',
  offensive_username: 'Offensive username',
  other: 'Other',
};

export function fileReport(body: ReportBody): Promise<ReportResponse> {
  return apiJson<ReportResponse>('POST', '/api/reports', body);
}

/** The existing block (decision 201): "Block them too" in the report dialog. */
export function blockUser(username: string): Promise<Response> {
  return apiRequest('POST', '/api/blocks', { username });
}

export function moderationReports(): Promise<ModerationReportsResponse> {
  return apiJson<ModerationReportsResponse>('GET', '/api/moderation/reports');
}

export function moderate(body: ModerationActionBody): Promise<ModerationActionResponse> {
  return apiJson<ModerationActionResponse>('POST', '/api/moderation/actions', body);
}
