import { TOURNAMENT_LIMITS } from '../../../core/limits';
import { blockKey } from '../../../core/pairing/compatibility';
import { type ArenaWaiting, pairArena } from '../../../core/tournament/arena-pairing';
import { publishToUser } from '../../bus/user-channel';
import { newGameId } from '../../games/setup/ids';
import { entriesOf, setEntryStatus } from '../store/entry-rows';
import { deleteTournamentGame, gamesOf, insertTournamentGame } from '../store/game-rows';
import { bumpVersion, type Tournament } from '../store/tournament-rows';
import type { TournamentDeps } from './deps';
import { tell } from './entries';
import { tableRanks } from './table';

/** Lets the moves that arrived meanwhile through before going on. */
const letGo = () => new Promise<void>((resolve) => setImmediate(resolve));

/** From a tournament's games, sorted by pairing time: who plays now, each one's last opponent, colour balance. */
export function arenaHistory(games: readonly { whiteId: string; blackId: string; ended: boolean }[]) {
  const busy = new Set<string>();
  const lastOpponent = new Map<string, string>();
  const colourBalance = new Map<string, number>();
  for (const game of games) {
    if (!game.ended) {
      busy.add(game.whiteId);
      busy.add(game.blackId);
    }
    // Sorted by pairing time: the last write is each one's last opponent.
    lastOpponent.set(game.whiteId, game.blackId);
    lastOpponent.set(game.blackId, game.whiteId);
    colourBalance.set(game.whiteId, (colourBalance.get(game.whiteId) ?? 0) + 1);
    colourBalance.set(game.blackId, (colourBalance.get(game.blackId) ?? 0) - 1);
  }
  return { busy, lastOpponent, colourBalance };
}

/**
 * One pairing pass over one started tournament (issue 30, decision 289), run by the lease holder: every
 * active player who is connected and not in a game waits; the core pairs them by rank; each pair's game is
 * recorded, then started through the games service with its first-move window after the countdown, and both
 * players' tabs hear `tournament_next_game`. Answers the number of games started.
 */
export async function pairTournament(
  deps: TournamentDeps,
  t: Tournament,
  holding: () => Promise<boolean>,
  random: () => number = Math.random,
): Promise<number> {
  const db = deps.db.kysely;
  const [entries, games] = await Promise.all([entriesOf(db, t.id), gamesOf(db, t.id)]);
  // SQLite answers inside the event loop: the moves that arrived during the reads go first, and again before
  // each pair's game is made, so a pass never holds the games' moves for long (bench/README.md).
  await letGo();
  const { busy, lastOpponent, colourBalance } = arenaHistory(games);
  const ranks = tableRanks(entries, games);
  const waiting: ArenaWaiting[] = entries
    .filter((e) => e.status === 'active' && !busy.has(e.userId) && deps.online(e.userId))
    .map((e) => ({ userId: e.userId, rank: ranks.get(e.userId) ?? Number.MAX_SAFE_INTEGER }));
  if (waiting.length < 2) return 0;
  const apart = await deps.contacts.keptApartAmong(
    waiting.map((w) => w.userId),
    'tournament_pairing',
  );
  const { pairs } = pairArena({
    waiting,
    lastOpponent,
    colourBalance,
    keptApart: (a, b) => apart.has(blockKey(a, b)),
    random,
  });
  let started = 0;
  for (const { white, black } of pairs) {
    await letGo();
    if (!(await holding())) break;
    // The one contact check, asked for the pair as it is made: a block or a sanction since the read above.
    const there = await deps.contacts.check(white.userId, black.userId, 'tournament_pairing');
    const back = await deps.contacts.check(black.userId, white.userId, 'tournament_pairing');
    if (!there.allowed || !back.allowed) continue;
    if (t.kind === 'pro_arena' && (await pausedIfBarred(deps, t.id, [white.userId, black.userId]))) continue;
    if (await startPairedGame(deps, t, white.userId, black.userId)) started += 1;
  }
  if (started > 0) {
    await bumpVersion(db, t.id);
    await tell(deps, t.id);
    // The new games join the pages' live boards when their countdown ends: the pages hear of it then too.
    setTimeout(() => void tell(deps, t.id), TOURNAMENT_LIMITS.countdownMs).unref();
  }
  return started;
}

/**
 * A Pro arena is a place where strangers meet, which a lobby bar closes (decision 300): a player barred after they
 * joined is paused instead of paired, so their page says they are out and why when they try to come back (the
 * join's own `tournament_join` check). Answers whether either of the two was paused.
 */
async function pausedIfBarred(
  deps: TournamentDeps,
  tournamentId: string,
  userIds: readonly string[],
): Promise<boolean> {
  let paused = false;
  for (const userId of userIds) {
    const verdict = await deps.contacts.voice(userId, 'tournament_join');
    if (verdict.allowed) continue;
    await setEntryStatus(deps.db.kysely, tournamentId, userId, ['active'], 'paused');
    paused = true;
  }
  if (paused) {
    await bumpVersion(deps.db.kysely, tournamentId);
    await tell(deps, tournamentId);
  }
  return paused;
}

async function startPairedGame(
  deps: TournamentDeps,
  t: Tournament,
  whiteId: string,
  blackId: string,
): Promise<boolean> {
  const now = deps.now();
  const gameId = newGameId();
  const startsAt = now + TOURNAMENT_LIMITS.countdownMs;
  // The pairing first: should this instance die before the game starts, the sweep drops it.
  await insertTournamentGame(deps.db.kysely, {
    gameId,
    tournamentId: t.id,
    whiteId,
    blackId,
    pairedAt: now,
    startsAt,
  });
  try {
    await deps.games.startAgreed({
      gameId,
      hostId: whiteId,
      whitePlayerId: whiteId,
      blackPlayerId: blackId,
      timeControl: t.timeControl,
      increment: t.increment,
      rated: t.rated,
      actorId: whiteId,
      origin: 'tournament',
      tournamentId: t.id,
      firstMoveFrom: startsAt,
    });
  } catch (err) {
    deps.log.warn({ err, tournamentId: t.id }, 'tournament game not started');
    await deleteTournamentGame(deps.db.kysely, gameId);
    return false;
  }
  const players = await deps.players([whiteId, blackId]);
  for (const [userId, opponentId, color] of [
    [whiteId, blackId, 'white'],
    [blackId, whiteId, 'black'],
  ] as const) {
    const opponent = players.get(opponentId);
    if (!opponent) continue;
    await publishToUser(deps.bus, userId, {
      type: 'tournament_next_game',
      tournamentId: t.id,
      gameId,
      startsAt,
      color,
      opponent,
    }).catch((err: unknown) => deps.log.warn({ err, gameId }, 'next game not announced'));
  }
  return true;
}
