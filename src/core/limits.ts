/** Limits shared by forms, routes and socket handlers. */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,20}$/;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const FULL_NAME_MAX = 100;
export const DISPLAY_NAME_MAX = 50;
export const BIO_MAX = 280;
export const EMAIL_MAX = 254;

/** Initial clock, seconds: 15 s to 3 h. */
export const TIME_CONTROL_MIN = 15;
export const TIME_CONTROL_MAX = 10_800;
export const TIME_CONTROL_DEFAULT = 600;
/** Increment per move, seconds. */
export const INCREMENT_MIN = 0;
export const INCREMENT_MAX = 180;

export const CHAT_MESSAGE_MAX = 500;

/** Largest JSON body the HTTP server accepts. */
export const HTTP_BODY_LIMIT_BYTES = 16 * 1024;
/** Largest frame the live channel accepts. */
export const WS_FRAME_LIMIT_BYTES = 4 * 1024;

/** Close codes of the live channel (4000–4999 are ours). */
export const WS_CLOSE = {
  normal: 1000,
  goingAway: 1001,
  /** Sent by the socket library itself for a frame over WS_FRAME_LIMIT_BYTES. */
  tooBig: 1009,
  forbiddenOrigin: 4003,
  rateLimited: 4029,
  /** The page speaks a protocol older than OLDEST_CLIENT_PROTOCOL: it must be reloaded. */
  clientOutdated: 4426,
} as const;

/** The socket protocol this build speaks; bumped when it changes. Version 2: refusals carry a `code`. */
export const PROTOCOL_VERSION = 2;
/** The oldest page protocol the server still serves; older pages are closed with `clientOutdated`. */
export const OLDEST_CLIENT_PROTOCOL = 1;
