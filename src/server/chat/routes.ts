import { ChatLogResponse, IdParams } from '../../core/protocol';
import { requireUser } from '../accounts/session';
import type { Feature } from '../feature';
import { parseWith } from '../http/errors';
import type { ChatService } from './service';

/** The route's schemas, for the API description (decision 181). */
const SCHEMAS = { log: { schema: { params: IdParams, response: { 200: ChatLogResponse } } } };

/** Chat and signalling between the two players; `GET /api/games/:id/chat` loads the log on entering. */
export const chatFeature: Feature<{ chat: ChatService }> = (app, _ctx, { chat }) => {
  app.get('/api/games/:id/chat', SCHEMAS.log, async (request): Promise<ChatLogResponse> => {
    const user = requireUser(request);
    const { id } = parseWith(IdParams, request.params);
    return { messages: await chat.log(id, user.id) };
  });
};
