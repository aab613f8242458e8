import { blockKey } from '../../core/pairing/compatibility';
import { HttpError } from '../http/errors';
import type {
  ContactKind,
  ContactPolicy,
  ContactRefusal,
  ContactRule,
  ContactVerdict,
  SenderRule,
} from './contact-types';

export { blockRule, CONTACT_REFUSED_TEXT, YOU_BLOCKED_TEXT } from './block-rules';
// The one check's parts, each in a file of its own (decision 251): its kinds and types, the block rule, the
// moderators' sanctions and the guests' rule. Every path asks through this module.
export type {
  ContactKind,
  ContactPolicy,
  ContactReason,
  ContactRefusal,
  ContactRule,
  ContactVerdict,
  SenderRule,
} from './contact-types';
export {
  ACCOUNT_REQUIRED_TEXT,
  GUEST_RECIPIENT_TEXT,
  guestRecipientRule,
  guestRule,
  MEMBERS_ONLY_KINDS,
} from './guest-rules';
export type { ChatMute, LobbyBarHold, SanctionHold } from './sanction-rules';
export { BARRED_KINDS, barRule, barredText, MUTED_KINDS, mutedText, muteRule } from './sanction-rules';

const ALLOWED: ContactVerdict = { allowed: true };

/**
 * The policy over its rules: the first refusal wins, the pair's blocks before the sender's sanctions
 * (so a blocked sender stays silently unheard, as 201 decided). Nobody is refused contact with themselves.
 */
export function createContactPolicy(
  rules: readonly ContactRule[],
  sanctions: readonly SenderRule[] = [],
): ContactPolicy {
  async function voice(fromUserId: string, kind: ContactKind): Promise<ContactVerdict> {
    for (const rule of sanctions) {
      const refusal = await rule(fromUserId, kind);
      if (refusal) return refusal;
    }
    return ALLOWED;
  }
  return {
    async check(fromUserId, toUserId, kind) {
      if (fromUserId === toUserId) return ALLOWED;
      for (const rule of rules) {
        const refusal = await rule(fromUserId, toUserId, kind);
        if (refusal) return refusal;
      }
      return voice(fromUserId, kind);
    },
    voice,
    async keptApartAmong(userIds, kind) {
      const apart = new Set<string>();
      const people = [...new Set(userIds)];
      for (const rule of rules) {
        if (rule.among) {
          for (const key of await rule.among(people, kind)) apart.add(key);
          continue;
        }
        for (let i = 0; i < people.length; i++) {
          for (let j = i + 1; j < people.length; j++) {
            const [a, b] = [people[i] as string, people[j] as string];
            if ((await rule(a, b, kind)) || (await rule(b, a, kind))) apart.add(blockKey(a, b));
          }
        }
      }
      return apart;
    },
  };
}

/**
 * Whether a refusal keeps the two apart (a block), rather than stopping the sender from writing now (a
 * mute). Logs leave out the lines that never reached a reader: a mute stops new lines, it does not hide
 * the lines written before it.
 */
export function keptApart(verdict: ContactVerdict): boolean {
  return !verdict.allowed && (verdict.reason === 'blocked_by_them' || verdict.reason === 'blocked_by_you');
}

/** A policy that allows everything: feature tests that are not about safety, and nothing else. */
export const OPEN_CONTACT: ContactPolicy = createContactPolicy([]);

/** The HTTP (or socket) refusal of a verdict, its fields (a mute's end) beside its sentence. */
export function refusalError(verdict: ContactRefusal): HttpError {
  return new HttpError(verdict.code, verdict.message, verdict.fields ?? {});
}

/** Throws the sender's sanction, if any, for a written path before it stores a line. */
export async function requireVoice(
  policy: ContactPolicy,
  fromUserId: string,
  kind: ContactKind,
): Promise<void> {
  const verdict = await policy.voice(fromUserId, kind);
  if (!verdict.allowed) throw refusalError(verdict);
}

/** Asks the policy and throws its refusal, for the paths that refuse rather than stay silent. */
export async function requireContact(
  policy: ContactPolicy,
  fromUserId: string,
  toUserId: string,
  kind: ContactKind,
): Promise<void> {
  const verdict = await policy.check(fromUserId, toUserId, kind);
  if (!verdict.allowed) throw refusalError(verdict);
}
