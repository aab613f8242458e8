import type { BerserkResponse, EntryStatus, TournamentPage } from '../../../core/tournament/schemas';
import type { Executor } from '../../db/executor';
import { HttpError } from '../../http/errors';
import { countEntries, entryOf, insertEntry, setEntryStatus } from '../store/entry-rows';
import { markBerserk, tournamentGame } from '../store/game-rows';
import { bumpVersion, loadTournament } from '../store/tournament-rows';
import { joinRefusal, type Reader, TEXT } from './access';
import type { TournamentDeps } from './deps';
import { publishTournamentEvent } from './events';
import { arenaSanctionOf, readPage, visibleTournament } from './reading';

/**
 * A player's own steps in a tournament (issue 30): join (or come back), pause, withdraw, berserk. Each is
 * checked whole before anything is written, and written in one transaction.
 */

export async function join(
  deps: TournamentDeps,
  id: string,
  reader: Reader,
  token?: string,
): Promise<TournamentPage> {
  const voice = await deps.contacts.voice(reader.id, 'tournament_pairing');
  if (!voice.allowed) throw new HttpError(voice.code, voice.message);
  const { standing, tournament } = await visibleTournament(deps, id, reader.id, token).catch(
    (error: unknown) => {
      // A private tournament one may not see answers as a refusal to join, not as "no such tournament", when
      // it exists: the link one followed may have lost its token, and the words say what to do.
      if (error instanceof HttpError && error.code === 'not_found')
        return rethrowUnlessPrivate(deps, id, error);
      throw error;
    },
  );
  // Strangers meet in a Pro arena: a person the lobby is closed to is kept out (decision 300).
  const arenaSanction = tournament.kind === 'pro_arena' ? await arenaSanctionOf(deps, reader) : null;
  const players = await deps.players([reader.id]);
  const rating = Math.round(players.get(reader.id)?.rating ?? 1200);
  let changed = false;
  await deps.db.kysely.transaction().execute(async (trx) => {
    // The version bump locks the tournament's row first: two joins at once are counted one after the other.
    await bumpVersion(trx, id);
    const t = await loadTournament(trx, id);
    if (!t) throw new HttpError('not_found', TEXT.notFound);
    const entry = await entryOf(trx, id, reader.id);
    const refusal = joinRefusal(
      t,
      reader,
      { ...standing, isPlayer: entry !== null },
      await countEntries(trx, id),
      arenaSanction,
    );
    if (refusal) {
      // A bar's end goes with its sentence as fields, for the reader's language (decision 322).
      const { code, message, ...fields } = refusal;
      throw new HttpError(code, message, fields);
    }
    if (entry) {
      changed = await setEntryStatus(trx, id, reader.id, ['paused', 'withdrawn'], 'active');
      return;
    }
    await insertEntry(trx, {
      tournamentId: id,
      userId: reader.id,
      status: 'active',
      ratingAtStart: rating,
      joinedAt: deps.now(),
    });
    changed = true;
  });
  if (changed) await tell(deps, id);
  return readPage(deps, id, reader, token);
}

async function rethrowUnlessPrivate(deps: TournamentDeps, id: string, error: HttpError): Promise<never> {
  const t = await loadTournament(deps.db.kysely, id);
  if (t && t.kind === 'private' && t.status !== 'cancelled') {
    throw new HttpError('tournament_not_invited', TEXT.notInvited);
  }
  throw error;
}

export async function pause(deps: TournamentDeps, id: string, reader: Reader): Promise<TournamentPage> {
  await step(deps, id, reader, async (trx, status) => {
    if (status === 'withdrawn') throw new HttpError('already_withdrawn', TEXT.withdrawn);
    return status === 'active' ? setEntryStatus(trx, id, reader.id, ['active'], 'paused') : false;
  });
  return readPage(deps, id, reader);
}

export async function withdraw(deps: TournamentDeps, id: string, reader: Reader): Promise<TournamentPage> {
  await step(deps, id, reader, async (trx, status) => {
    if (status === 'withdrawn') throw new HttpError('already_withdrawn', TEXT.withdrawn);
    return setEntryStatus(trx, id, reader.id, ['active', 'paused'], 'withdrawn');
  });
  return readPage(deps, id, reader);
}

async function step(
  deps: TournamentDeps,
  id: string,
  reader: Reader,
  change: (trx: Executor, status: EntryStatus) => Promise<boolean>,
): Promise<void> {
  await visibleTournament(deps, id, reader.id);
  const changed = await deps.db.kysely.transaction().execute(async (trx) => {
    const entry = await entryOf(trx, id, reader.id);
    if (!entry) throw new HttpError('not_in_tournament', TEXT.notIn);
    const done = await change(trx, entry.status);
    if (done) await bumpVersion(trx, id);
    return done;
  });
  if (changed) await tell(deps, id);
}

export async function berserk(
  deps: TournamentDeps,
  id: string,
  reader: Reader,
  gameId: string,
): Promise<BerserkResponse> {
  const game = await tournamentGame(deps.db.kysely, gameId);
  if (!game || game.tournamentId !== id) {
    throw new HttpError('not_tournament_game', 'This game is not one of this tournament’s');
  }
  const t = await loadTournament(deps.db.kysely, id);
  if (!t) throw new HttpError('not_found', TEXT.notFound);
  const wire = await deps.games.berserk(gameId, reader.id);
  const color = wire.whitePlayerId === reader.id ? 'white' : 'black';
  await markBerserk(deps.db.kysely, gameId, color);
  await tell(deps, id);
  return {
    gameId,
    color,
    whiteTimeRemaining: wire.whiteTimeRemaining,
    blackTimeRemaining: wire.blackTimeRemaining,
  };
}

/** Every instance's pages of the tournament re-read it (batched). */
export async function tell(deps: Pick<TournamentDeps, 'bus' | 'log'>, tournamentId: string): Promise<void> {
  try {
    await publishTournamentEvent(deps.bus, { tournamentId });
  } catch (err) {
    // Stored: the pages catch up on the next change or reload.
    deps.log.warn({ err, tournamentId }, 'tournament change not announced');
  }
}
