import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/**
 * A random id for a link or a row others may see: lower-case letters and digits without look-alikes (no
 * l, o, 0, 1), easy to read out from a share link. 32 symbols, so 5 bits per character.
 */
export function newPublicId(length: number): string {
  let id = '';
  for (let i = 0; i < length; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}
