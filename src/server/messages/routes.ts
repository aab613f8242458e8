import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { VIDEO_MESSAGE_MAX_BYTES } from '../../core/limits';
import {
  type Game,
  IdParams,
  VideoMessage,
  VideoMessageParams,
  VideoMessageQuery,
  VideoMessagesResponse,
  VideoMessageUploadBody,
} from '../../core/protocol';
import { isModerator } from '../accounts/moderators';
import { perPerson, requireUser } from '../accounts/session';
import { tierOf } from '../billing/allowance';
import type { Feature } from '../feature';
import { fileAnswer } from '../http/api-docs';
import { notFound, parseWith } from '../http/errors';
import { parseRange } from '../media/range';
import type { MediaStore } from '../media/store';
import type { ContactPolicy } from '../safety/contact-policy';
import { findMessage, messagesOfGame } from './store';
import { GAME_NOT_FOUND, sendMessage, tooLarge } from './upload';

/** Each upload is decoded by ffprobe: a few a minute is more than a person recording messages sends. */
const UPLOAD_LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: perPerson } };

const SCHEMAS = {
  upload: {
    config: UPLOAD_LIMIT,
    bodyLimit: VIDEO_MESSAGE_MAX_BYTES,
    schema: {
      params: IdParams,
      querystring: VideoMessageQuery,
      body: z
        .string()
        .describe('The recording’s bytes (WebM, MP4 or Ogg, read from the bytes), at most 12 MB'),
      response: { 200: VideoMessage },
    },
  },
  list: { schema: { params: IdParams, response: { 200: VideoMessagesResponse } } },
  media: {
    schema: {
      params: VideoMessageParams,
      response: {
        200: fileAnswer('video/webm', 'The message’s recording (video or audio)'),
        206: fileAnswer('video/webm', 'The range of the recording asked for (`Range: bytes=…`)'),
        416: z.null().describe('The range asked for starts past the end of the recording'),
      },
    },
  },
};

/** The body of an upload, counted as it arrives: past the cap the upload is refused with its own code. */
async function readRecording(request: FastifyRequest, payload: AsyncIterable<Buffer>): Promise<Buffer> {
  if (Number(request.headers['content-length']) > VIDEO_MESSAGE_MAX_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    size += chunk.length;
    if (size > VIDEO_MESSAGE_MAX_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const isPlayer = (game: Game, userId: string | undefined) =>
  userId !== undefined && (game.whitePlayerId === userId || game.blackPlayerId === userId);

/**
 * Video messages with correspondence moves (issue 32, decision 328): `POST /api/games/:id/messages?ply=N` sends
 * one with the sender's own last move; `GET /api/games/:id/messages` lists the game's thread and
 * `GET …/messages/:messageId/media` plays one, with byte ranges. Only the game's two players get an answer, and a
 * moderator the one message a report names; anyone else, signed in or not, is told there is nothing there (404),
 * as for a message that does not exist.
 */
export const messagesFeature: Feature<{
  games: { snapshot(gameId: string, viewerId?: string | null): Promise<Game | null> };
  media: MediaStore;
  /** The reports feature's: whether a report names the message, which a moderator may then play. */
  reports: { namesVideoMessage(messageId: string): Promise<boolean> };
  /** The one check of blocks and sanctions before a message reaches the opponent (decision 251). */
  contacts: ContactPolicy;
}> = async (app: FastifyInstance, ctx, { games, media, reports, contacts }) => {
  const { db } = ctx;
  const deps = {
    db,
    media,
    contacts,
    game: (gameId: string) => games.snapshot(gameId, null),
    planOf: (userId: string) => tierOf(db.kysely, userId),
  };
  /** The game, when the reader is one of its players; otherwise a 404 that says nothing about it. */
  const playersGame = async (request: FastifyRequest, gameId: string) => {
    const game = await games.snapshot(gameId, null);
    if (!game || !isPlayer(game, request.user?.id)) throw notFound(GAME_NOT_FOUND);
    return game;
  };

  /** A player's game, or, for a moderator, the game of a message a report names (decision 328). */
  const playersOrModeratorsGame = async (request: FastifyRequest, gameId: string, messageId: string) => {
    const game = await games.snapshot(gameId, null);
    if (game && isPlayer(game, request.user?.id)) return game;
    const moderator = request.user ? isModerator(request.user) : false;
    if (game && moderator && (await reports.namesVideoMessage(messageId))) return game;
    throw notFound(GAME_NOT_FOUND);
  };

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', readRecording);
    scope.post('/api/games/:id/messages', SCHEMAS.upload, async (request): Promise<VideoMessage> => {
      const user = requireUser(request);
      const { id } = parseWith(IdParams, request.params);
      const { ply } = parseWith(VideoMessageQuery, request.query);
      const bytes = parseWith(VideoMessageUploadBody, request.body);
      return sendMessage(deps, { gameId: id, userId: user.id, ply, bytes });
    });
  });

  app.get('/api/games/:id/messages', SCHEMAS.list, async (request): Promise<VideoMessagesResponse> => {
    const { id } = parseWith(IdParams, request.params);
    await playersGame(request, id);
    return { messages: await messagesOfGame(db.kysely, id) };
  });

  app.get('/api/games/:id/messages/:messageId/media', SCHEMAS.media, async (request, reply) => {
    const { id, messageId } = parseWith(VideoMessageParams, request.params);
    await playersOrModeratorsGame(request, id, messageId);
    const message = await findMessage(db.kysely, id, messageId);
    if (!message) throw notFound('There is no such message.');
    const size = Number(message.bytes);
    const range = parseRange(request.headers.range, size);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${size}`).send();
    }
    const file = await media.stream(message.mediaKey, range ?? undefined);
    if (!file) throw notFound('There is no such message.');
    reply
      .type(message.contentType)
      // Private to the two players: no shared cache keeps it, and the browser asks again after a session ends.
      .header('cache-control', 'private, no-store')
      .header('accept-ranges', 'bytes')
      .header('x-content-type-options', 'nosniff')
      .header('content-length', String(file.size === 0 ? 0 : file.end - file.start + 1));
    if (range) reply.code(206).header('content-range', `bytes ${file.start}-${file.end}/${file.size}`);
    return reply.send(file.body);
  });
};
