import { ApiError, messageOf } from '../lib/api';

export const AUTH_REQUIRED = 'Authentication required';

/** Whether an HTTP refusal means the player must sign in (again). */
export function isAuthError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || messageOf(error, '').includes(AUTH_REQUIRED));
}
