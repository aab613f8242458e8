/**
 * What a person's name may contain. Names are shown to other players and put into e-mails, so they
 * must not carry hidden layout (line breaks, text-direction controls), look empty, or act as links.
 */

/** C0 and C1 control characters: line breaks, tabs, escape and the like. */
const CONTROL = /\p{Cc}/u;

/**
 * Text-direction embeddings, overrides, isolates and marks. They can make a name display as
 * something else ("gpj.exe" shown as "exe.jpg") or drag the text around it along.
 */
const DIRECTION_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/**
 * Characters that show nothing: spaces, format characters (zero-width space and joiners, word
 * joiner, BOM…) and the blank-looking fillers some scripts have.
 */
const INVISIBLE = /[\p{Z}\p{Cf}\s\u115F\u1160\u3164\uFFA0\u2800]|\u034F/gu;

/** Top-level domains common in spam links; a name like "Ada Lovelace.com" reads as a link. */
const LINK_TLDS =
  'com|net|org|info|biz|io|co|me|app|dev|xyz|top|site|online|link|click|ly|gl|ru|cn|uk|de|tk|ml|ga|cf|gq|shop|live|store';

/** A URL scheme, "www.", or a dotted host ending in a common top-level domain. */
export const LINK_LIKE = new RegExp(
  `[a-z][a-z0-9+.-]*://|\\bwww\\.|\\b[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.(?:${LINK_TLDS})\\b`,
  'iu',
);

/**
 * Code points that are not text: the noncharacters (U+FDD0–U+FDEF and the last two of every plane,
 * U+xFFFE and U+xFFFF), kept by Unicode for a program's own use, and halves of a surrogate pair
 * standing alone. U+FFFE and U+FFFF and lone halves are not even allowed in XML, so a name holding
 * one could not be drawn on a game card (decision 244).
 */
export function hasNonCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    if (code >= 0xfdd0 && code <= 0xfdef) return true;
    if ((code & 0xfffe) === 0xfffe) return true;
    if (code >= 0xd800 && code <= 0xdfff) return true;
  }
  return false;
}

export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}

export function hasDirectionControl(text: string): boolean {
  return DIRECTION_CONTROL.test(text);
}

/** True when nothing of the text would show on screen. */
export function isInvisible(text: string): boolean {
  return text.replace(INVISIBLE, '') === '';
}

export function looksLikeLink(text: string): boolean {
  return LINK_LIKE.test(text);
}

/** Removes what cannot be seen or what changes the layout, and folds runs of spaces into one. */
export function visibleText(text: string): string {
  return text
    .replace(new RegExp(CONTROL.source, 'gu'), ' ')
    .replace(/[\p{Cf}]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** How a closed account appears wherever its games and chat lines stay: history, replay, room, chat. */
export const DELETED_PLAYER_NAME = 'deleted player';

/**
 * The name a game record (PGN) gives a player: the username, or "deleted player" for a closed
 * account, whose username is only a placeholder; "?" for an empty seat, as PGN has it.
 */
export function recordedPlayerName(player: { username: string; displayName: string | null } | null): string {
  if (!player) return '?';
  if (player.displayName === DELETED_PLAYER_NAME) return DELETED_PLAYER_NAME;
  // A guest's username is a placeholder too, and so is a deleted guest's (decision 287).
  if (player.displayName === GUEST_PLAYER_NAME) return GUEST_PLAYER_NAME;
  if (isGuestUsername(player.username)) return guestLabel(player.displayName ?? GUEST_PLAYER_NAME);
  return player.username;
}

/**
 * How a guest (decision 287) appears: their chosen name marked "(Guest)" while the guest lives, and
 * "Guest" alone on the games that stay once the guest's data is deleted.
 */
export const GUEST_PLAYER_NAME = 'Guest';
export function guestLabel(name: string): string {
  return `${name} (${GUEST_PLAYER_NAME})`;
}

/** A guest's username: a placeholder with a hyphen, which usernames may not contain, so nobody registers it. */
export const GUEST_USERNAME_PREFIX = 'guest-';
export function isGuestUsername(username: string): boolean {
  return username.startsWith(GUEST_USERNAME_PREFIX);
}
