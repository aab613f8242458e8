import {
  ModerationActionBody,
  ModerationActionResponse,
  ModerationReportsResponse,
  ReportBody,
  ReportResponse,
} from '../../core/protocol';
import { requireModerator } from '../accounts/moderators';
import { requireUser } from '../accounts/session';
import type { Feature } from '../feature';
import { parseWith } from '../http/errors';
import type { ModerationService } from './moderation';
import type { ReportService } from './service';

/** The routes' schemas, for the API description (decision 181); the handlers parse with the same objects. */
const SCHEMAS = {
  report: { schema: { body: ReportBody, response: { 200: ReportResponse } } },
  reports: { schema: { response: { 200: ModerationReportsResponse } } },
  act: { schema: { body: ModerationActionBody, response: { 200: ModerationActionResponse } } },
};

/**
 * Reports by anyone signed in; the moderation calls for moderators only (decision 281), refused with
 * `moderators_only` to everyone else.
 */
export const reportsFeature: Feature<{ reports: ReportService; moderation: ModerationService }> = (
  app,
  _ctx,
  { reports, moderation },
) => {
  app.post('/api/reports', SCHEMAS.report, async (request): Promise<ReportResponse> => {
    const user = requireUser(request);
    return reports.file(user.id, parseWith(ReportBody, request.body));
  });

  app.get('/api/moderation/reports', SCHEMAS.reports, async (request): Promise<ModerationReportsResponse> => {
    requireModerator(request);
    return moderation.reports();
  });

  app.post('/api/moderation/actions', SCHEMAS.act, async (request): Promise<ModerationActionResponse> => {
    const moderator = requireModerator(request);
    return moderation.act(moderator.id, parseWith(ModerationActionBody, request.body));
  });
};
