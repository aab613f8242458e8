import { z } from 'zod';
import { CallEventBody, CallModeResponse, Id, RtcConfigQuery, RtcConfigResponse } from '../../core/protocol';
import { perPerson, requireUser } from '../accounts/session';
import type { UserActivity } from '../bus/user-channel';
import type { PlayersSource } from '../chat/players';
import type { ChatService } from '../chat/service';
import type { Feature } from '../feature';
import { HttpError, parseWith } from '../http/errors';
import { callEventText } from './call-events';
import type { CallModes } from './call-modes';
import type { CameraChoices } from './camera-choices';
import { readIceSettings } from './ice-settings';
import { assertPlayer, iceConfigFor, type PlayersOf, rtcConfigFor } from './rtc-config';

const GameParams = z.object({ id: Id });
export const NOT_A_STUDY_MEMBER = 'Only the two people of this study can join its call';
/** Join and Leave are clicks: a person stays far below this (the chat's own sustained rate), a script cannot flood the log. */
const CALL_EVENTS_PER_MINUTE = 60;

/** Each route's schemas, for the API description (decision 181). */
const SCHEMAS = {
  rtc: { schema: { querystring: RtcConfigQuery, response: { 200: RtcConfigResponse } } },
  studyRtc: { schema: { params: GameParams, response: { 200: RtcConfigResponse } } },
  callMode: { schema: { params: GameParams, response: { 200: CallModeResponse } } },
  callEvent: {
    params: GameParams,
    body: CallEventBody,
    response: { 204: z.null().describe('Written to the chat log; nothing to answer') },
  },
};

/**
 * The video call's server side: ICE servers for the two players (`GET /api/rtc-config`) and the
 * join/leave lines of the chat log. Media flows browser to browser; signalling goes over `/ws`.
 */
export const videoFeature: Feature<{
  games: PlayersSource;
  chat: ChatService;
  userPresence?: Pick<UserActivity, 'call'>;
  /** Calls with strangers (decision 284). */
  callModes: CallModes;
  cameras: Pick<CameraChoices, 'shown'>;
  /** Study boards' two members (decision 234); absent where studies are not served. */
  studies?: { isMember(studyId: string, userId: string): Promise<boolean> };
}> = (app, { config }, { games, chat, userPresence, studies, callModes, cameras }) => {
  // Checked at start-up, so a mistyped ICE_SERVERS stops the server instead of breaking calls later.
  const settings = readIceSettings(config);
  const playersOf: PlayersOf = (gameId) => games.players(gameId);

  app.get('/api/rtc-config', SCHEMAS.rtc, async (request): Promise<RtcConfigResponse> => {
    const user = requireUser(request);
    const { gameId } = parseWith(RtcConfigQuery, request.query);
    return rtcConfigFor(settings, playersOf, gameId, user.id);
  });

  /** A study board's call: its two members only (decision 234). */
  app.get('/api/studies/:id/rtc-config', SCHEMAS.studyRtc, async (request): Promise<RtcConfigResponse> => {
    const user = requireUser(request);
    const { id } = parseWith(GameParams, request.params);
    if (!studies || !(await studies.isMember(id, user.id))) {
      throw new HttpError('not_a_member', NOT_A_STUDY_MEMBER);
    }
    return iceConfigFor(settings, user.id);
  });

  /** The game's call for this player: open, with a stranger, or none and why (decision 284). */
  app.get('/api/games/:id/call', SCHEMAS.callMode, async (request): Promise<CallModeResponse> => {
    const user = requireUser(request);
    const { id } = parseWith(GameParams, request.params);
    const { players, ...answer } = await callModes.modeFor(id, user.id);
    const shown = (userId: string | null) =>
      answer.mode === 'stranger' && userId !== null && cameras.shown(id, userId);
    return { ...answer, cameras: { white: shown(players.white), black: shown(players.black) } };
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
      schema: SCHEMAS.callEvent,
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { id } = parseWith(GameParams, request.params);
      const { event } = parseWith(CallEventBody, request.body);
      await assertPlayer(playersOf, id, user.id);
      await chat.postSystem(id, callEventText(user.username, event), user.id);
      // Friends see "in a call" (issue 15).
      userPresence?.call(user.id, id, event === 'joined');
      return reply.status(204).send();
    },
  );
};
