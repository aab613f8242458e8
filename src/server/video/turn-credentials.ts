import { createHmac } from 'node:crypto';

/** How long a TURN credential stays valid. */
export const TURN_CREDENTIAL_TTL_SECONDS = 60 * 60;

export interface TurnCredential {
  /** `expiry:userId`, the expiry in Unix seconds. */
  username: string;
  /** base64 HMAC-SHA1 of the username keyed with the shared secret. */
  credential: string;
}

/**
 * A time-limited TURN credential in coturn's shared-secret scheme (`--use-auth-secret`, the "TURN REST
 * API"): the TURN server recomputes the HMAC from its copy of the secret and refuses expired names,
 * so nothing is stored and nothing has to be revoked.
 */
export function turnCredential(
  secret: string,
  userId: string,
  nowMs: number,
  ttlSeconds = TURN_CREDENTIAL_TTL_SECONDS,
): TurnCredential {
  const expiry = Math.floor(nowMs / 1000) + ttlSeconds;
  const username = `${expiry}:${userId}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}
