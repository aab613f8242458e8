import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AVATAR_MAX_BYTES } from '../../../core/limits';
import { AvatarParams, AvatarQuery, AvatarUploadBody, CurrentUser } from '../../../core/protocol';
import { fileAnswer } from '../../http/api-docs';
import { HttpError, notFound, parseWith } from '../../http/errors';
import { perPerson, requireUser, toCurrentUser } from '../session';
import { reencodeAvatar } from './picture';
import type { AvatarPictures } from './pictures';
import { avatarUrl } from './store';

/** A person changes their picture a few times, not hundreds: each upload decodes an image. */
const UPLOAD_LIMIT = { rateLimit: { max: 20, timeWindow: '1 hour', keyGenerator: perPerson } };
/** A versioned URL never changes its bytes: kept by browsers and caches for a year. */
const VERSIONED_CACHE = 'public, max-age=31536000, immutable';
/** An unversioned (or outdated) URL is checked each time, so it follows the newest picture. */
const UNVERSIONED_CACHE = 'public, no-cache';

export const AVATAR_NOT_FOUND = 'This player has no profile picture.';
export const avatarTooLarge = () =>
  new HttpError(
    'avatar_too_large',
    `This picture is larger than ${AVATAR_MAX_BYTES / (1024 * 1024)} MB: send a smaller one.`,
  );

const SCHEMAS = {
  upload: {
    config: UPLOAD_LIMIT,
    bodyLimit: AVATAR_MAX_BYTES,
    schema: {
      body: z
        .string()
        .describe('The picture’s bytes (JPEG, PNG or WebP, read from the bytes themselves), at most 5 MB'),
      response: { 200: CurrentUser },
    },
  },
  remove: { schema: { response: { 200: CurrentUser } } },
  serve: {
    schema: {
      params: AvatarParams,
      querystring: AvatarQuery,
      response: { 200: fileAnswer('image/webp', 'The player’s profile picture, 256×256 WebP') },
    },
  },
};

/** The body of an upload, counted as it arrives: past the limit the upload is refused with its own code. */
async function readPicture(request: FastifyRequest, payload: AsyncIterable<Buffer>): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (declared > AVATAR_MAX_BYTES) throw avatarTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    size += chunk.length;
    if (size > AVATAR_MAX_BYTES) throw avatarTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Profile pictures (decision 276): `PUT /api/user/avatar` takes the picture's bytes whatever content type
 * they are sent with, and the server re-encodes them; `DELETE` removes it; `GET /api/avatars/:userId`
 * serves it to anyone, as the profile, the room and friends lists show it.
 */
export async function registerAvatarRoutes(app: FastifyInstance, avatars: AvatarPictures): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', readPicture);

    scope.put('/api/user/avatar', SCHEMAS.upload, async (request) => {
      const user = requireUser(request);
      const picture = parseWith(AvatarUploadBody, request.body);
      const image = await reencodeAvatar(picture);
      const version = await avatars.save(user.id, image, Date.now());
      return toCurrentUser({ ...user, profileImageUrl: avatarUrl(user.id, version) });
    });
  });

  app.delete('/api/user/avatar', SCHEMAS.remove, async (request) => {
    const user = requireUser(request);
    await avatars.remove(user.id);
    return toCurrentUser({ ...user, profileImageUrl: null });
  });

  app.get('/api/avatars/:userId', SCHEMAS.serve, async (request, reply) => {
    const { userId } = parseWith(AvatarParams, request.params);
    const { v } = parseWith(AvatarQuery, request.query);
    const avatar = await avatars.read(userId);
    if (!avatar) throw notFound(AVATAR_NOT_FOUND);
    return reply
      .type(avatar.contentType)
      .header('cache-control', v === avatar.version ? VERSIONED_CACHE : UNVERSIONED_CACHE)
      .header('etag', `"${avatar.version}"`)
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(avatar.bytes));
  });
}
