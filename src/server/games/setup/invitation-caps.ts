import {
  INVITATION_EMAILS_PER_ADDRESS_PER_DAY,
  INVITATION_EMAILS_PER_SENDER_PER_DAY,
} from '../../../core/limits';
import { RateLimiter, type RateRule } from '../../accounts/rate-limit';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';

const DAY_MS = 24 * 60 * 60 * 1000;

const PER_SENDER: RateRule = {
  id: 'invite-mail-sender',
  limit: INVITATION_EMAILS_PER_SENDER_PER_DAY,
  windowMs: DAY_MS,
  what: 'invitation e-mails',
};

const PER_ADDRESS: RateRule = {
  id: 'invite-mail-address',
  limit: INVITATION_EMAILS_PER_ADDRESS_PER_DAY,
  windowMs: DAY_MS,
  what: 'invitation e-mails to one address',
};

function waitText(ms: number): string {
  const hours = Math.ceil(ms / (60 * 60 * 1000));
  return hours <= 1 ? 'an hour' : `${hours} hours`;
}

function refusal(rule: RateRule, resetAt: number, now: number): HttpError {
  const wait = waitText(resetAt - now);
  const who = rule === PER_SENDER ? 'You have sent' : 'This address has received';
  const message = `${who} ${rule.limit} invitation e-mails in the past day, the most allowed. Please try again in ${wait}, or share the game link instead.`;
  return new HttpError('rate_limited', message);
}

/**
 * Counts the invitation e-mails a new game is about to send, against the sender's daily cap and each
 * address's, in the database all instances share. Over either cap, nothing is counted and the game is
 * refused with a 429, so a stranger cannot use our mail server to flood an inbox.
 */
export async function takeInvitationMails(
  db: Db,
  senderId: string,
  addresses: readonly string[],
  now: number,
): Promise<void> {
  if (addresses.length === 0) return;
  const limiter = new RateLimiter(db);
  const counted: Array<[RateRule, string]> = [];
  try {
    for (const address of addresses) {
      for (const [rule, subject] of [
        [PER_SENDER, senderId],
        [PER_ADDRESS, address.toLowerCase()],
      ] as const) {
        const { hits, resetAt } = await limiter.hit(rule, subject, now);
        counted.push([rule, subject]);
        if (hits > rule.limit) throw refusal(rule, resetAt, now);
      }
    }
  } catch (error) {
    for (const [rule, subject] of counted) await limiter.undo(rule, subject);
    throw error;
  }
}
