import { mayPlayProArenas, type PlanId } from '../../../core/plans';
import type { JoinRefusal } from '../../../core/tournament/schemas';
import type { Tournament } from '../store/tournament-rows';

/**
 * Who may see and join which tournament (issue 30, decision 291): anyone may watch a Pro arena, only Pro
 * members join one; a private tournament is seen and joined by its creator, whom they invited by name, and
 * whoever holds its link's token, of any plan.
 */

export const TEXT = {
  notFound: 'There is no such tournament',
  proOnly: 'Pro arenas are for Pro members. Upgrade to Pro to play in them; anyone may watch.',
  notInvited: 'This tournament is private: ask its creator for an invitation or its link.',
  over: 'This tournament is over',
  cancelled: 'This tournament was cancelled',
  full: 'This tournament is full',
  createProOnly: 'Creating tournaments is part of the Pro plan.',
  startPast: 'The start time is in the past: choose a time from now on.',
  startFar: 'A tournament starts within 30 days of its creation.',
  notCreator: 'Only the tournament’s creator can do this',
  started: 'This tournament has already started',
  notIn: 'You are not playing in this tournament',
  withdrawn: 'You have withdrawn from this tournament',
  accountRequired: 'Sign in to join a tournament',
} as const;

export interface Reader {
  id: string;
  plan: PlanId;
}

/** What a reader has to do with a private tournament beyond its link. */
export interface Standing {
  isCreator: boolean;
  isPlayer: boolean;
  invited: boolean;
  tokenOk: boolean;
}

export function maySee(t: Tournament, standing: Standing): boolean {
  if (t.kind === 'pro_arena') return true;
  return standing.isCreator || standing.isPlayer || standing.invited || standing.tokenOk;
}

/**
 * Why the reader may not join now (the code `join` refuses with), or null when they may. `arenaSanction` is
 * the contact check's refusal of `tournament_join` for the reader (a lobby bar, decision 300): it keeps them
 * out of Pro arenas, and is said before the upsell, since upgrading would not let them in.
 */
export function joinRefusal(
  t: Tournament,
  reader: Reader | null,
  standing: Standing,
  activePlayers: number,
  arenaSanction: JoinRefusal | null = null,
): JoinRefusal | null {
  if (t.status === 'cancelled') return { code: 'tournament_over', message: TEXT.cancelled };
  if (t.status === 'finished') return { code: 'tournament_over', message: TEXT.over };
  if (!reader) return { code: 'auth_required', message: TEXT.accountRequired };
  if (t.kind === 'pro_arena' && arenaSanction) return arenaSanction;
  if (t.kind === 'pro_arena' && !mayPlayProArenas(reader.plan) && !standing.isPlayer) {
    return { code: 'tournament_pro_only', message: TEXT.proOnly };
  }
  if (t.kind === 'private' && !maySee(t, standing))
    return { code: 'tournament_not_invited', message: TEXT.notInvited };
  if (!standing.isPlayer && activePlayers >= t.maxPlayers)
    return { code: 'tournament_full', message: TEXT.full };
  return null;
}

/** The link's token compared in constant time, so a guess learns nothing from the answer's timing. */
export function tokenMatches(expected: string | null, given: string | undefined): boolean {
  if (!expected || !given || expected.length !== given.length) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ given.charCodeAt(i);
  return diff === 0;
}
