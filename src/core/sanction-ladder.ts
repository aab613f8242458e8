import { MUTE_MS } from './limits';

/**
 * The ladder of sanctions for repeat offenders (issue 28, decision 285): a mute or a lobby bar given while
 * the person had one of the same kind in the last 90 days is at least one step longer than the longest of
 * those (24 hours → 7 days → permanent), and never shorter than the moderator asked. A second warning in
 * 90 days only suggests a mute: a warning has no length to raise, and muting is the moderator's call.
 * Pure, so the server applies it and the moderation page previews it with the same answer.
 */

export type SanctionLength = '24h' | '7d' | 'permanent';
/** The sanctions with a length, which the ladder raises. */
export type LadderKind = 'mute' | 'bar';

/** The steps, shortest first. */
export const LADDER: readonly SanctionLength[] = ['24h', '7d', 'permanent'];

/** How far back a sanction counts towards the next one. */
export const ESCALATION_WINDOW_MS = 90 * 24 * 60 * 60 * 1000;

/** A length in ms (a bar lasts as long as the mute of the same name); a permanent one has no end. */
export const SANCTION_MS: Record<Exclude<SanctionLength, 'permanent'>, number> = MUTE_MS;

/** One earlier sanction on the person. */
export interface PastSanction {
  kind: 'warn' | LadderKind;
  /** Null for a warning. */
  length: SanctionLength | null;
  /** When it was given, ms. */
  at: number;
}

export interface Escalation {
  asked: SanctionLength;
  given: SanctionLength;
  /** Why `given` is longer than `asked`; null when it is what was asked. */
  because: string | null;
}

const NOUN: Record<PastSanction['kind'], string> = { warn: 'warning', mute: 'mute', bar: 'lobby bar' };
const LENGTH_TEXT: Record<SanctionLength, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  permanent: 'permanent',
};

/** "Second", "Third", … for the preview's words. */
function ordinal(n: number): string {
  const words = ['First', 'Second', 'Third', 'Fourth', 'Fifth'];
  return words[n - 1] ?? `${n}th`;
}

/** The length of a stored sanction: its end after its start, or none (a warning, or permanent). */
export function lengthOf(
  kind: PastSanction['kind'],
  at: number,
  until: number | null,
): SanctionLength | null {
  if (kind === 'warn') return null;
  if (until === null) return 'permanent';
  return until - at >= SANCTION_MS['7d'] ? '7d' : '24h';
}

function recentOf(kind: PastSanction['kind'], past: readonly PastSanction[], now: number): PastSanction[] {
  return past.filter((p) => p.kind === kind && p.at <= now && now - p.at <= ESCALATION_WINDOW_MS);
}

/** The shortest length the ladder allows for a new sanction of this kind now; null when any will do. */
export function ladderFloor(
  kind: LadderKind,
  past: readonly PastSanction[],
  now: number,
): SanctionLength | null {
  const recent = recentOf(kind, past, now);
  if (recent.length === 0) return null;
  const longest = Math.max(...recent.map((p) => LADDER.indexOf(p.length ?? '24h')));
  return LADDER[Math.min(longest + 1, LADDER.length - 1)] as SanctionLength;
}

/** The length given for the length asked: raised to the ladder's floor when that is longer. */
export function escalate(
  kind: LadderKind,
  asked: SanctionLength,
  past: readonly PastSanction[],
  now: number,
): Escalation {
  const floor = ladderFloor(kind, past, now);
  if (floor === null || LADDER.indexOf(floor) <= LADDER.indexOf(asked)) {
    return { asked, given: asked, because: null };
  }
  const count = recentOf(kind, past, now).length + 1;
  return {
    asked,
    given: floor,
    because: `${ordinal(count)} ${NOUN[kind]} in 90 days: ${LENGTH_TEXT[asked]} raised to ${LENGTH_TEXT[floor]}`,
  };
}

/**
 * What the moderation page says before an action of this kind, or null when the ladder has nothing to
 * add: "Second mute in 90 days: at least 7 days will be given." A warning's note suggests a mute.
 */
export function ladderNote(
  kind: PastSanction['kind'],
  past: readonly PastSanction[],
  now: number,
): string | null {
  const recent = recentOf(kind, past, now);
  if (recent.length === 0) return null;
  const lead = `${ordinal(recent.length + 1)} ${NOUN[kind]} in 90 days`;
  if (kind === 'warn') return `${lead}: consider muting their chat instead.`;
  const floor = ladderFloor(kind, past, now) as SanctionLength;
  return floor === 'permanent'
    ? `${lead}: it will be permanent.`
    : `${lead}: at least ${LENGTH_TEXT[floor]} will be given.`;
}
