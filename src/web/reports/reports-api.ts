import type {
  ModerationActionBody,
  ModerationActionResponse,
  ModerationReportsResponse,
  ReportBody,
  ReportResponse,
} from '../../core/protocol';
import { apiJson, apiRequest } from '../lib/api';

export const MODERATION_KEY = ['/api/moderation/reports'] as const;

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
