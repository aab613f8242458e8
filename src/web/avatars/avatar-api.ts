import { AVATAR_MAX_BYTES, AVATAR_MAX_SIDE_PX, AVATAR_MIN_SIDE_PX } from '../../core/limits';
import type { CurrentUser } from '../../core/protocol';
import type { ErrorCode } from '../../core/protocol/errors';
import { ApiError, apiErrorOf, apiJson } from '../lib/api';

export const AVATAR_ACCEPT = 'image/jpeg,image/png,image/webp';
const MB = AVATAR_MAX_BYTES / (1024 * 1024);

/** What each refusal of a picture says to the person (decision 276): the client words the codes. */
export const AVATAR_REFUSALS: Partial<Record<ErrorCode, string>> = {
  avatar_type: 'That file is not a JPEG, PNG or WebP picture.',
  avatar_too_large: `That picture is larger than ${MB} MB. Choose a smaller one.`,
  avatar_dimensions: `Pictures must be between ${AVATAR_MIN_SIDE_PX} and ${AVATAR_MAX_SIDE_PX} pixels a side.`,
  avatar_unreadable: 'That picture could not be read. Try saving it again, or choose another.',
  rate_limited: 'You have changed your picture many times this hour. Please try again later.',
};

/** The sentence for a failed upload or removal. */
export function avatarRefusalText(error: unknown): string {
  if (error instanceof ApiError) {
    const worded = error.code ? AVATAR_REFUSALS[error.code] : undefined;
    return worded ?? error.serverMessage ?? 'Something went wrong. Please try again.';
  }
  return 'Could not reach the server. Please try again.';
}

/** Checked before sending, so a wrong file is told at once; the server checks the bytes again. */
export function checkPictureFile(file: File): string | null {
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_REFUSALS.avatar_too_large ?? null;
  if (file.type && !AVATAR_ACCEPT.split(',').includes(file.type)) return AVATAR_REFUSALS.avatar_type ?? null;
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
