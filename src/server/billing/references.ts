import { randomBytes } from 'node:crypto';

/**
 * A reference for a billing record, with a readable prefix like the provider's own (`demo_sub_…`, `pay_…`):
 * 96 random bits in base64url, so it is never guessed and never collides.
 */
export function newBillingReference(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}
