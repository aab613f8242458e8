import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A random id of lower-case letters and digits without look-alikes (easy to read out from a share link). */
export function newId(length: number): string {
  let id = '';
  for (let i = 0; i < length; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

/** Game ids: 12 characters, 60 bits. */
export const newGameId = () => newId(12);
export const newInvitationId = () => newId(16);
