import { ARENA_LOOKAHEAD_MS, scheduledArenas } from '../../../core/tournament/schedule';
import { newPublicId } from '../../lib/public-ids';
import { insertArenaOnce, moveStatus, tournamentsIn } from '../store/tournament-rows';
import type { TournamentDeps } from './deps';
import { publishTournamentEvent } from './events';
import { pairTournament } from './pairing-pass';

/**
 * What the lease holder does on each tick (issue 30): makes the coming Pro arenas from the schedule, starts
 * tournaments whose time has come, finishes those whose end has passed (no new pairings; games in play still
 * count when they end), and pairs the waiting players of every tournament under way.
 */

/** Makes every scheduled arena starting within the lookahead that does not exist yet. */
export async function scheduleArenas(deps: TournamentDeps, now: number): Promise<void> {
  for (const { slot, startsAt } of scheduledArenas(now, now + ARENA_LOOKAHEAD_MS)) {
    await insertArenaOnce(deps.db.kysely, {
      id: newPublicId(12),
      kind: 'pro_arena',
      name: slot.name,
      createdBy: null,
      slotKey: slot.key,
      timeControl: slot.timeControl,
      increment: slot.increment,
      minutes: slot.minutes,
      startsAt,
      endsAt: startsAt + slot.minutes * 60_000,
      rated: slot.rated,
      maxPlayers: 1_000,
      status: 'scheduled',
      inviteToken: null,
      createdAt: now,
      version: 0,
    });
  }
}

/** Starts the tournaments whose start has come and finishes those whose end has passed. */
export async function keepTime(deps: TournamentDeps, now: number): Promise<void> {
  const db = deps.db.kysely;
  for (const t of await tournamentsIn(db, ['scheduled'], { startsBefore: now })) {
    if (await moveStatus(db, t.id, 'scheduled', 'started')) await announce(deps, t.id, 'started');
  }
  for (const t of await tournamentsIn(db, ['started'], { startsBefore: now, limit: 1_000 })) {
    if (t.endsAt > now) continue;
    if (await moveStatus(db, t.id, 'started', 'finished')) await announce(deps, t.id, 'finished');
  }
}

async function announce(
  deps: TournamentDeps,
  tournamentId: string,
  status: 'started' | 'finished',
): Promise<void> {
  await publishTournamentEvent(deps.bus, { tournamentId, status }).catch((err: unknown) =>
    deps.log.warn({ err, tournamentId }, 'tournament state not announced'),
  );
}

/** One pairing pass over every tournament under way; answers the games started. */
export async function pairAll(
  deps: TournamentDeps,
  now: number,
  holding: () => Promise<boolean>,
): Promise<number> {
  let started = 0;
  for (const t of await tournamentsIn(deps.db.kysely, ['started'], { startsBefore: now, limit: 1_000 })) {
    if (t.endsAt <= now) continue;
    if (!(await holding())) break;
    try {
      started += await pairTournament(deps, t, holding);
    } catch (err) {
      deps.log.warn({ err, tournamentId: t.id }, 'tournament pairing pass failed');
    }
  }
  return started;
}
