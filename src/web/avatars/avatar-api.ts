import type { I18n, MessageId } from '@lingui/core';
import { AVATAR_MAX_BYTES, AVATAR_MAX_SIDE_PX, AVATAR_MIN_SIDE_PX } from '../../core/limits';
import type { CurrentUser } from '../../core/protocol';
import type { ErrorCode } from '../../core/protocol/errors';
import { refusalText } from '../i18n/refusal-text';
import { ApiError, apiErrorOf, apiJson } from '../lib/api';

export const AVATAR_ACCEPT = 'image/jpeg,image/png,image/webp';
/** The largest picture, in megabytes, as the sentences say it. */
export const AVATAR_MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);

type AvatarRefusal = 'avatar_type' | 'avatar_too_large' | 'avatar_dimensions' | 'avatar_unreadable';

/**
 * What each refusal of a picture says to the person (decision 276): the client words the codes, in the profile
 * area (the page that draws the picture card loads it). A code of the list here beats the `errors` area's words.
 */
const AVATAR_REFUSALS: Record<AvatarRefusal | 'rate_limited', MessageId> = {
  avatar_type: 'profile.avatar.refusal.type',
  avatar_too_large: 'profile.avatar.refusal.tooLarge',
  avatar_dimensions: 'profile.avatar.refusal.dimensions',
  avatar_unreadable: 'profile.avatar.refusal.unreadable',
  rate_limited: 'profile.avatar.refusal.rateLimited',
};

/** The figures the refusals' sentences carry. */
const REFUSAL_VALUES = { max: AVATAR_MAX_MB, min: AVATAR_MIN_SIDE_PX, maxSide: AVATAR_MAX_SIDE_PX };

function refusalSentence(i18n: I18n, code: keyof typeof AVATAR_REFUSALS): string {
  return i18n._(AVATAR_REFUSALS[code], REFUSAL_VALUES);
}

/** The sentence for a failed upload or removal, in the reader's language. */
export function avatarRefusalText(i18n: I18n, error: unknown): string {
  if (error instanceof ApiError) {
    const code = error.code as ErrorCode | null;
    if (code && Object.hasOwn(AVATAR_REFUSALS, code)) {
      return refusalSentence(i18n, code as keyof typeof AVATAR_REFUSALS);
    }
    return refusalText(i18n, error, i18n._('profile.avatar.refusal.other'));
  }
  return i18n._('profile.avatar.refusal.offline');
}

/** Checked before sending, so a wrong file is told at once; the server checks the bytes again. */
export function checkPictureFile(i18n: I18n, file: File): string | null {
  if (file.size > AVATAR_MAX_BYTES) return refusalSentence(i18n, 'avatar_too_large');
  if (file.type && !AVATAR_ACCEPT.split(',').includes(file.type)) return refusalSentence(i18n, 'avatar_type');
  return null;
}

/** Sends the file's bytes as they are; the answer is the account with its new picture's URL. */
export async function uploadAvatar(file: File): Promise<CurrentUser> {
  const response = await fetch('/api/user/avatar', {
    method: 'PUT',
    credentials: 'include',
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    body: file,
  });
  if (!response.ok) throw await apiErrorOf(response);
  return (await response.json()) as CurrentUser;
}

export const removeAvatar = () => apiJson<CurrentUser>('DELETE', '/api/user/avatar');
