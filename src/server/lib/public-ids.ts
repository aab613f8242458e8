import { customAlphabet } from 'nanoid';

/** Lower-case letters and digits without look-alikes (no l, o, 0, 1): 32 symbols, 5 bits per character. */
export const PUBLIC_ID_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

const pick = customAlphabet(PUBLIC_ID_ALPHABET);

/** A random id for a link or a row others may see, easy to read out from a share link. */
export function newPublicId(length: number): string {
  return pick(length);
}
