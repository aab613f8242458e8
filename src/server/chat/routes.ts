import { ChatLogResponse, IdParams, SpectatorChatLogResponse } from '../../core/protocol';
import { requireUser } from '../accounts/session';
import type { Feature } from '../feature';
import { parseWith } from '../http/errors';
import type { ChatService } from './service';
import type { SpectatorChat } from './spectator-chat';

/** The routes' schemas, for the API description (decision 181). */
const SCHEMAS = {
  log: { schema: { params: IdParams, response: { 200: ChatLogResponse } } },
  spectators: { schema: { params: IdParams, response: { 200: SpectatorChatLogResponse } } },
};

/**
 * Chat and signalling between the two players; `GET /api/games/:id/chat` loads the log on entering.
 * `GET /api/games/:id/spectator-chat` loads the spectators' chat (decision 275).
 */
export const chatFeature: Feature<{ chat: ChatService; spectatorChat: SpectatorChat }> = (
  app,
  _ctx,
  { chat, spectatorChat },
) => {
  app.get('/api/games/:id/chat', SCHEMAS.log, async (request): Promise<ChatLogResponse> => {
    const user = requireUser(request);
    const { id } = parseWith(IdParams, request.params);
    return { messages: await chat.log(id, user.id) };
  });

  app.get(
    '/api/games/:id/spectator-chat',
    SCHEMAS.spectators,
    async (request): Promise<SpectatorChatLogResponse> => {
      const user = requireUser(request);
      const { id } = parseWith(IdParams, request.params);
      return { messages: await spectatorChat.log(id, user.id) };
    },
  );
};
