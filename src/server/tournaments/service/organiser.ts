import { randomBytes } from 'node:crypto';
import { TOURNAMENT_LIMITS } from '../../../core/limits';
import { LOBBY_POOLS } from '../../../core/lobby-pools';
import { inviteFriendsOnlyMessage, mayPlayProArenas, PLANS } from '../../../core/plans';
import type { ErrorCode, PublicUser } from '../../../core/protocol';
import type {
  CreateTournamentBody,
  InviteToTournamentResponse,
  TournamentPage,
} from '../../../core/tournament/schemas';
import type { Executor } from '../../db/executor';
import { HttpError } from '../../http/errors';
import { newPublicId } from '../../lib/public-ids';
import { insertEntry, insertInvite } from '../store/entry-rows';
import {
  countCreatedSince,
  insertTournament,
  loadTournament,
  moveStatus,
  type Tournament,
} from '../store/tournament-rows';
import { type Reader, TEXT } from './access';
import type { TournamentDeps } from './deps';
import { tell } from './entries';
import { publishTournamentEvent } from './events';
import { readPage } from './reading';

/** A private tournament's creator's steps (issue 30, decision 291): create, invite, start early, cancel. */

const DAY_MS = 24 * 60 * 60 * 1000;
/** A start a few seconds in the past (the form's clock, the network) is read as "now". */
const START_GRACE_MS = 60_000;

export async function create(
  deps: TournamentDeps,
  reader: Reader,
  body: CreateTournamentBody,
): Promise<TournamentPage> {
  if (!mayPlayProArenas(reader.plan)) throw new HttpError('tournament_pro_only', TEXT.createProOnly);
  const now = deps.now();
  const asked = Date.parse(body.startsAt);
  if (asked < now - START_GRACE_MS) throw new HttpError('tournament_start_past', TEXT.startPast);
  if (asked > now + TOURNAMENT_LIMITS.startWithinMs) throw new HttpError('invalid_input', TEXT.startFar);
  const startsAt = Math.max(asked, now);
  const dayStart = Math.floor(now / DAY_MS) * DAY_MS;
  if ((await countCreatedSince(deps.db.kysely, reader.id, dayStart)) >= TOURNAMENT_LIMITS.createdPerDay) {
    throw new HttpError(
      'tournament_create_limit',
      `You can create ${TOURNAMENT_LIMITS.createdPerDay} tournaments a day. Try again tomorrow.`,
    );
  }
  // Every name is checked before anything is written: one refused name refuses the whole tournament.
  const invitees: PublicUser[] = [];
  for (const username of new Set(body.invite.map((name) => name.toLowerCase()))) {
    const checked = await checkInvitee(deps, reader, username);
    if ('code' in checked) throw new HttpError(checked.code, checked.message);
    invitees.push(checked);
  }
  const pool = LOBBY_POOLS[body.clock];
  const tournament: Tournament = {
    id: newPublicId(12),
    kind: 'private',
    name: body.name,
    createdBy: reader.id,
    slotKey: null,
    timeControl: pool.timeControl,
    increment: pool.increment,
    minutes: body.minutes,
    startsAt,
    endsAt: startsAt + body.minutes * 60_000,
    rated: body.rated,
    maxPlayers: body.maxPlayers,
    status: 'scheduled',
    inviteToken: randomBytes(18).toString('base64url'),
    createdAt: now,
    version: 0,
  };
  const rating = Math.round((await deps.players([reader.id])).get(reader.id)?.rating ?? 1200);
  await deps.db.kysely.transaction().execute(async (trx) => {
    await insertTournament(trx, tournament);
    // The creator plays in it; they may withdraw like anyone.
    await insertEntry(trx, {
      tournamentId: tournament.id,
      userId: reader.id,
      status: 'active',
      ratingAtStart: rating,
      joinedAt: now,
    });
    for (const invitee of invitees) await insertInvite(trx, tournament.id, invitee.id, now);
  });
  await tellInvited(deps, reader, tournament, invitees);
  return readPage(deps, tournament.id, reader);
}

type Checked = PublicUser | { code: ErrorCode; message: string };

async function checkInvitee(deps: TournamentDeps, reader: Reader, username: string): Promise<Checked> {
  const user = await deps.userNamed(username);
  if (!user) return { code: 'unknown_user', message: `No player has the username ${username}` };
  if (user.id === reader.id)
    return { code: 'self_request', message: 'You play in your own tournament already' };
  if (PLANS[reader.plan].inviteByUsername === 'friends' && !(await deps.areFriends(reader.id, user.id))) {
    return { code: 'invite_friends_only', message: inviteFriendsOnlyMessage(reader.plan, user.username) };
  }
  const verdict = await deps.contacts.check(reader.id, user.id, 'tournament_invitation');
  if (!verdict.allowed) return { code: verdict.code, message: verdict.message };
  return user;
}

async function ownTournament(db: Executor, id: string, reader: Reader): Promise<Tournament> {
  const t = await loadTournament(db, id);
  if (!t || (t.kind === 'private' && t.createdBy !== reader.id && t.status === 'cancelled')) {
    throw new HttpError('not_found', TEXT.notFound);
  }
  if (t.createdBy !== reader.id) throw new HttpError('not_tournament_creator', TEXT.notCreator);
  return t;
}

function refuseUnlessScheduled(t: Tournament): void {
  if (t.status === 'started') throw new HttpError('tournament_started', TEXT.started);
  if (t.status === 'finished') throw new HttpError('tournament_over', TEXT.over);
  if (t.status === 'cancelled') throw new HttpError('tournament_over', TEXT.cancelled);
}

/** The creator starts it now, before its time; it keeps its length. */
export async function startEarly(deps: TournamentDeps, id: string, reader: Reader): Promise<TournamentPage> {
  const t = await ownTournament(deps.db.kysely, id, reader);
  refuseUnlessScheduled(t);
  const now = deps.now();
  const moved = await moveStatus(deps.db.kysely, id, 'scheduled', 'started', {
    startsAt: now,
    endsAt: now + t.minutes * 60_000,
  });
  if (!moved) refuseUnlessScheduled((await loadTournament(deps.db.kysely, id)) ?? t);
  await publishTournamentEvent(deps.bus, { tournamentId: id, status: 'started' }).catch(() => tell(deps, id));
  return readPage(deps, id, reader);
}

export async function cancel(deps: TournamentDeps, id: string, reader: Reader): Promise<TournamentPage> {
  const t = await ownTournament(deps.db.kysely, id, reader);
  refuseUnlessScheduled(t);
  if (!(await moveStatus(deps.db.kysely, id, 'scheduled', 'cancelled'))) {
    refuseUnlessScheduled((await loadTournament(deps.db.kysely, id)) ?? t);
  }
  await publishTournamentEvent(deps.bus, { tournamentId: id, status: 'cancelled' }).catch(() =>
    tell(deps, id),
  );
  return readPage(deps, id, reader);
}

export async function invite(
  deps: TournamentDeps,
  id: string,
  reader: Reader,
  usernames: readonly string[],
): Promise<InviteToTournamentResponse> {
  const t = await ownTournament(deps.db.kysely, id, reader);
  if (t.status === 'finished' || t.status === 'cancelled') throw new HttpError('tournament_over', TEXT.over);
  const answer: InviteToTournamentResponse = { invited: [], refused: [] };
  for (const username of new Set(usernames.map((name) => name.toLowerCase()))) {
    const checked = await checkInvitee(deps, reader, username);
    if ('code' in checked) {
      answer.refused.push({ username, code: checked.code, message: checked.message });
      continue;
    }
    if (await insertInvite(deps.db.kysely, id, checked.id, deps.now())) answer.invited.push(checked);
    else
      answer.refused.push({ username, code: 'conflict', message: `${checked.username} is invited already` });
  }
  await tellInvited(deps, reader, t, answer.invited);
  return answer;
}

/**
 * Each person invited by name is told once their invitation is stored (decision 300). Only names the contact
 * check let through reach here: a blocked or sanctioned creator's invitation is refused and tells nobody.
 */
async function tellInvited(
  deps: TournamentDeps,
  reader: Reader,
  t: Pick<Tournament, 'id' | 'name'>,
  invitees: readonly PublicUser[],
): Promise<void> {
  if (invitees.length === 0) return;
  const inviter = (await deps.players([reader.id])).get(reader.id);
  if (!inviter) return;
  for (const invitee of invitees) await deps.invited(invitee.id, inviter, { id: t.id, name: t.name });
}
