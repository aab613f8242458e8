import { z } from 'zod';
import { CallEventBody, Id, RtcConfigQuery, type RtcConfigResponse } from '../../core/protocol';
import { perPerson, requireUser } from '../accounts/session';
import type { PlayersSource } from '../chat/players';
import type { ChatService } from '../chat/service';
import type { Feature } from '../context';
import { parseWith } from '../http/errors';
import { callEventText } from './call-events';
import { readIceSettings } from './ice-settings';
import { assertPlayer, type PlayersOf, rtcConfigFor } from './rtc-config';

const GameParams = z.object({ id: Id });
/** Join and Leave are clicks: a person stays far below this (the chat's own sustained rate), a script cannot flood the log. */
const CALL_EVENTS_PER_MINUTE = 60;

/**
 * The video call's server side: ICE servers for the two players (`GET /api/rtc-config`) and the
 * join/leave lines of the chat log. Media flows browser to browser; signalling goes over `/ws`.
 */
export const videoFeature: Feature<{ games: PlayersSource; chat: ChatService }> = (
  app,
  { config },
  { games, chat },
) => {
  // Checked at start-up, so a mistyped ICE_SERVERS stops the server instead of breaking calls later.
  const settings = readIceSettings(config);
  const playersOf: PlayersOf = (gameId) => games.players(gameId);

  app.get('/api/rtc-config', async (request): Promise<RtcConfigResponse> => {
    const user = requireUser(request);
    const { gameId } = parseWith(RtcConfigQuery, request.query);
    return rtcConfigFor(settings, playersOf, gameId, user.id);
  });

  app.post(
    '/api/games/:id/call-events',
    {
      config: {
        rateLimit: {
          max: CALL_EVENTS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: perPerson,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { id } = parseWith(GameParams, request.params);
      const { event } = parseWith(CallEventBody, request.body);
      await assertPlayer(playersOf, id, user.id);
      await chat.postSystem(id, callEventText(user.username, event));
      return reply.status(204).send();
    },
  );
};
