import { randomBytes } from 'node:crypto';
import { checkMediaKey } from './store';

/**
 * A new key under `folder`: 24 random bytes (192 bits), so nobody can guess another person's file. The key is
 * never an address: files are served by routes that check who asks, by the id of the row that names them.
 */
export function newMediaKey(folder: string): string {
  return checkMediaKey(`${folder}/${randomBytes(24).toString('base64url')}`);
}
