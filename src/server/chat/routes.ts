import { type ChatLogResponse, IdParams } from '../../core/protocol';
import { requireUser } from '../accounts/session';
import type { Feature } from '../context';
import { parseWith } from '../http/errors';
import { cachedPlayers } from './players';
import { type ChatService, createChatService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The players' private channel: chat (stored) and call signalling (relayed). */
    chat: ChatService;
  }
}

/** Chat and signalling between the two players; `GET /api/games/:id/chat` loads the log on entering. */
export const chatFeature: Feature = (app, { db, bus }) => {
  // Read when first needed: the games feature may register after this one.
  const players = cachedPlayers(() => app.games);
  app.decorate('chat', createChatService({ db, bus, players }));

  app.get('/api/games/:id/chat', async (request): Promise<ChatLogResponse> => {
    const user = requireUser(request);
    const { id } = parseWith(IdParams, request.params);
    return { messages: await app.chat.log(id, user.id) };
  });
};
