import { z } from 'zod';
import { Id } from './common';

/** `GET /api/avatars/:userId`. */
export const AvatarParams = z.object({ userId: Id });
export type AvatarParams = z.infer<typeof AvatarParams>;

/** The picture's version, as the account's `profileImageUrl` names it: a new picture is a new URL. */
export const AvatarQuery = z.object({ v: z.string().max(64).optional() });
export type AvatarQuery = z.infer<typeof AvatarQuery>;

/** The file types a profile picture may be sent in; the server reads the type from the bytes, not the name. */
export const AVATAR_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** `PUT /api/user/avatar`: the picture's bytes as the whole body, read as they came (the server checks them). */
export const AvatarUploadBody = z.instanceof(Uint8Array, { error: 'Send the picture as the request body' });
