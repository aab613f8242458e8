import type { ContactKind, SenderRule } from './contact-types';

/** What a mute or a bar holds: when it ends, or null for good. */
export interface SanctionHold {
  until: number | null;
}
export type ChatMute = SanctionHold;
export type LobbyBarHold = SanctionHold;

/** "2026-11-28 16:05 UTC": the same words on every instance, whatever its time zone. */
function utcText(ms: number): string {
  return `${new Date(ms).toISOString().replace('T', ' ').slice(0, 16)} UTC`;
}

/**
 * A mute's or a bar's end as the refusal's fields (decision 322): `hold: 'dated'` and `until` in epoch
 * milliseconds, which the client words in the reader's language and time zone, or `hold: 'permanent'`.
 */
export function holdFields(hold: SanctionHold): { hold: 'dated'; until: number } | { hold: 'permanent' } {
  return hold.until === null ? { hold: 'permanent' } : { hold: 'dated', until: hold.until };
}

/**
 * The written paths a chat mute closes: the game's chat, the spectators' chat, review and study comments,
 * a private tournament's invitation by name, which carries the name its creator wrote (decision 300), and a
 * correspondence move's recorded message, which says what a chat line would (decision 328).
 */
export const MUTED_KINDS: ReadonlySet<ContactKind> = new Set<ContactKind>([
  'chat_message',
  'video_message',
  'spectator_chat',
  'review_comment',
  'tournament_invitation',
]);

/** "… until 28 Nov 2026, 16:05 UTC", or for good. */
export function mutedText(mute: ChatMute): string {
  if (mute.until === null) return 'A moderator has muted your chat permanently.';
  return `A moderator has muted your chat until ${utcText(mute.until)}.`;
}

/**
 * Chat mutes (decision 281), read through the reports feature's store by the composition root: a muted
 * person's lines are refused with `chat_muted` and until when, on every written path, whoever reads them.
 */
export function muteRule(activeMute: (userId: string) => Promise<ChatMute | null>): SenderRule {
  return async (fromUserId, kind) => {
    if (!MUTED_KINDS.has(kind)) return null;
    const mute = await activeMute(fromUserId);
    if (!mute) return null;
    return {
      allowed: false,
      reason: 'muted',
      code: 'chat_muted',
      message: mutedText(mute),
      fields: holdFields(mute),
      silent: false,
    };
  };
}

/**
 * The paths a bar closes, where strangers meet: posting and accepting seeks, quick pairing, calls with
 * strangers, and joining a Pro arena (decision 300; private tournaments are among people invited).
 */
export const BARRED_KINDS: ReadonlySet<ContactKind> = new Set<ContactKind>([
  'seek',
  'seek_accept',
  'pairing',
  'stranger_call',
  'tournament_join',
]);

/** "… barred you from the lobby until 2026-11-28 16:05 UTC.", or permanently; a Pro arena says it is closed too. */
export function barredText(bar: LobbyBarHold, kind?: ContactKind): string {
  const held =
    bar.until === null
      ? 'A moderator has barred you from the lobby permanently.'
      : `A moderator has barred you from the lobby until ${utcText(bar.until)}.`;
  return kind === 'tournament_join' ? `${held} Pro arenas are closed to you while the bar holds.` : held;
}

/**
 * Lobby bars (decision 285), read through the reports feature's store by the composition root: a barred
 * person cannot post or accept a seek, join quick pairing or signal a call with a stranger, and is told
 * until when with `lobby_barred`. Chat and games with people they invite are not the lobby's.
 */
export function barRule(activeBar: (userId: string) => Promise<LobbyBarHold | null>): SenderRule {
  return async (fromUserId, kind) => {
    if (!BARRED_KINDS.has(kind)) return null;
    const bar = await activeBar(fromUserId);
    if (!bar) return null;
    return {
      allowed: false,
      reason: 'barred',
      code: 'lobby_barred',
      message: barredText(bar, kind),
      fields: holdFields(bar),
      silent: false,
    };
  };
}
