import { randomBytes } from 'node:crypto';

/** A random id with a readable prefix, like the provider's own (`demo_sub_…`, `pay_…`). */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}
