import { opposite } from '../../../core/chess/notation';
import { isComputerPlayer } from '../../../core/computer-levels';
import type { DaysPerMove } from '../../../core/correspondence/deadline';
import { usesMonthlyAllowance } from '../../../core/plans';
import {
  type CreateGameInput,
  type CreateGameResponse,
  type ErrorCode,
  GAME_ERRORS,
  type Game,
  type GameOrigin,
  ownSeatMessage,
} from '../../../core/protocol';
import { assertCanStart } from '../../billing/allowance';
import { assertCorrespondenceRoom } from '../../billing/correspondence-limit';
import { assertLobbyAllowance } from '../../billing/lobby-allowance';
import type { Executor } from '../../db/executor';
import { conflict, HttpError } from '../../http/errors';
import { requireContact } from '../../safety/contact-policy';
import { countOpenCorrespondenceGames } from '../correspondence/open-games';
import { RACE_LOST, requireSeat, writeStep } from '../record/changes';
import { countHostedGames } from '../record/hosted-games';
import { countLobbyGames } from '../record/lobby-games';
import { type GameRecord, isOver, playerIdOf, seatOf } from '../record/record';
import { commitGame, findPlayers, insertGame, loadGame } from '../record/store';
import { toWireGame } from '../record/wire';
import { waitingNote } from '../referee/away-notices';
import { startGame } from '../referee/lifecycle';
import { invitationNotice } from '../referee/push-notices';
import type { Actor, RefereeParts } from '../referee/referee-parts';
import { takeInvitationMails } from './invitation-caps';
import { acceptInvitations } from './invitation-store';
import {
  assertSeatOpenTo,
  insertInvitations,
  mailRecipients,
  planInvitations,
  sendInvitations,
} from './invitations';
import { newGameRecord, openSeatOf, seatFor } from './new-game';

/** The join refusals the host is told of: why the person they are waiting for did not arrive. */
const HOST_HEARS_REFUSAL: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'game_full',
  'game_over',
  'seat_reserved',
  'allowance_exhausted',
]);

/**
 * A guest's seat lasts 24 hours (decision 287); a correspondence game lasts days or weeks, so it takes no guest
 * (decision 325): the guest would be gone, and the game lost on time, long before it ended.
 */
export const CORRESPONDENCE_NO_GUEST_SEAT =
  'A correspondence game lasts days or weeks, longer than a guest’s 24 hours: create an account or sign in to play it.';

/** How a seat is taken: by a member following the link (the default), or by a guest (decision 287). */
export interface JoinOptions {
  /** The contact path asked of the policy: `join`, or `guest_seat` for a guest's seat. */
  kind?: 'join' | 'guest_seat';
  /** True makes the game unrated as it starts: a guest's games are never rated. */
  casual?: boolean;
}

/** A game both players agreed to (an accepted challenge). */
export interface Agreement {
  /** Who pays (decision 200); ignored for a lobby game, where each player pays for their seat (283). */
  hostId: string;
  whitePlayerId: string;
  blackPlayerId: string;
  timeControl: number;
  increment: number;
  actorId: string;
  /** False for a casual game; rated when left out. */
  rated?: boolean;
  /**
   * When White's first-move window opens, if later than now: a tournament game starts after its countdown
   * ("Next game in 10 s", decision 289), so the window is not spent while the players are still on their way.
   */
  firstMoveFrom?: number;
  /** The id the game takes, chosen by the caller beforehand (`newGameId`); a fresh one when left out. */
  gameId?: string;
  /** `lobby` for a pairing or an accepted seek (issue 28), `tournament` for an arena's pairing; direct when left out. */
  origin?: GameOrigin;
  /** The arena that paired the two, with origin `tournament`. */
  tournamentId?: string;
  /**
   * A correspondence game's days per move (an accepted correspondence challenge, decision 329): the clock is then
   * ignored, and both players' games at once are asked as for a rematch (decision 316). A clock when left out.
   */
  daysPerMove?: DaysPerMove | null;
}

/**
 * How games come into being, each charged to its host (decision 200): created and waiting (with its
 * invitations), joined (which starts it), agreed (an accepted challenge), or a rematch.
 */
export class GameStarts {
  constructor(private readonly parts: RefereeParts) {}

  /**
   * A new game waiting for its second player, the creator in the seat they chose (a random one drawn
   * here), rated unless asked to be casual, with any invitations.
   */
  async create(user: Actor, body: CreateGameInput): Promise<CreateGameResponse> {
    const { deps } = this.parts;
    const invitations = await planInvitations(deps.db, user, body, deps.people ?? null, deps.contacts);
    const now = Date.now();
    await assertCanStart(deps.db.kysely, { hostId: user.id, actorId: user.id, now }, countHostedGames);
    const addresses = mailRecipients(invitations).map((recipient) => recipient.to);
    await takeInvitationMails(deps.db, user.id, addresses, now);
    const color = seatFor(body.color ?? 'white');
    const daysPerMove = body.daysPerMove ?? null;
    const game = newGameRecord({
      seated: { userId: user.id, color },
      timeControl: body.timeControl ?? 0,
      increment: body.increment ?? 0,
      // A correspondence game rated moves the correspondence rating only (decision 327).
      rated: body.rated ?? true,
      now,
      rematchOfGameId: null,
      hostId: user.id,
      daysPerMove,
    });
    await deps.db.kysely.transaction().execute(async (trx) => {
      if (daysPerMove !== null) {
        await assertCorrespondenceRoom(
          trx,
          { userIds: [user.id], actorId: user.id },
          countOpenCorrespondenceGames,
        );
      }
      await insertGame(trx, game);
      await insertInvitations(trx, invitations, game, user.id);
    });
    await sendInvitations(deps, invitations, game, user);
    if (invitations.byUsername) deps.notices.notify(invitations.byUsername.id, invitationNotice(user, game));
    if (invitations.byUsername && deps.people) {
      try {
        await deps.people.invited(invitations.byUsername.id, user, game.id);
      } catch (err) {
        deps.log.warn({ err, gameId: game.id }, 'invitation not announced live');
      }
    }
    return { id: game.id, color };
  }

  /**
   * A game both players agreed to (an accepted challenge): created and started in one transaction of
   * the games feature's own, charged to its host (decision 200). What made the agreement is the asking
   * feature's to record (decision 258).
   */
  async startAgreed(agreement: Agreement): Promise<Game> {
    const { deps, changes, clocks } = this.parts;
    const now = Date.now();
    const started = await deps.db.kysely.transaction().execute(async (trx) => {
      const origin = agreement.origin ?? 'direct';
      const players = [agreement.whitePlayerId, agreement.blackPlayerId];
      const daysPerMove = agreement.daysPerMove ?? null;
      // Both players' plan rows locked in a fixed order before the host's allowance locks its row again.
      if (daysPerMove !== null) {
        await assertCorrespondenceRoom(
          trx,
          { userIds: players, actorId: agreement.actorId },
          countOpenCorrespondenceGames,
        );
      }
      await chargeStart(trx, { origin, hostId: agreement.hostId, players, actorId: agreement.actorId, now });
      const waiting = newGameRecord({
        seated: { userId: agreement.whitePlayerId, color: 'white' },
        timeControl: agreement.timeControl,
        increment: agreement.increment,
        rated: agreement.rated ?? true,
        now,
        rematchOfGameId: null,
        hostId: origin === 'lobby' || origin === 'tournament' ? null : agreement.hostId,
        origin,
        ...(agreement.gameId ? { id: agreement.gameId } : {}),
        ...(agreement.tournamentId ? { tournamentId: agreement.tournamentId } : {}),
        daysPerMove,
      });
      await insertGame(trx, waiting);
      const active = await startGame(trx, waiting, agreement.blackPlayerId, now, agreement.firstMoveFrom);
      if (!active) throw conflict(RACE_LOST);
      return active;
    });
    const seats = await changes.seats.seatsOf(deps.db.kysely, started);
    clocks.arm(started.id, started.deadlineAt);
    return toWireGame(started, seats, now);
  }

  /**
   * Takes the open seat of a waiting game, which starts it. A refusal the host could not otherwise
   * see (the seat taken or held, the game over, an allowance used up) is told to the host too.
   */
  async join(gameId: string, user: Actor, options: JoinOptions = {}): Promise<Game> {
    let hostId: string | null = null;
    try {
      return await this.takeOpenSeat(gameId, user, options, (id) => {
        hostId = id;
      });
    } catch (error) {
      if (hostId && error instanceof HttpError && HOST_HEARS_REFUSAL.has(error.code)) {
        await this.parts.events.joinRefused(gameId, hostId, user, error.code);
      }
      throw error;
    }
  }

  private async takeOpenSeat(
    gameId: string,
    user: Actor,
    options: JoinOptions,
    onHost: (hostId: string | null) => void,
  ): Promise<Game> {
    const { deps, changes, clocks, events, announcer } = this.parts;
    // The seated player of a waiting game never changes, so the check is asked before the change, outside
    // its transaction. Refused, the joiner hears why in neutral words and the host hears nothing.
    const waitingWith = waitingPlayerOf(await findPlayers(deps.db, gameId));
    if (waitingWith && waitingWith !== user.id) {
      await requireContact(deps.contacts, user.id, waitingWith, options.kind ?? 'join');
    }
    const changed = await changes.change(gameId, ({ game }, now) => {
      onHost(game.hostId);
      const seat = seatOf(game, user.id);
      // The joiner asking again is answered with the game; its host (who sat down first) is told no.
      if (seat && (game.status === 'waiting' || game.hostId === user.id))
        throw new HttpError('already_a_player', ownSeatMessage(seat));
      if (seat) return { kind: 'unchanged' };
      if (openSeatOf(game) === null) throw new HttpError('game_full', GAME_ERRORS.gameFull);
      if (game.status !== 'waiting') throw new HttpError('game_over', GAME_ERRORS.notWaiting);
      if (options.kind === 'guest_seat' && game.daysPerMove !== null) {
        throw new HttpError('correspondence_no_guest_seat', CORRESPONDENCE_NO_GUEST_SEAT);
      }
      return {
        kind: 'write',
        write: async (trx) => {
          await assertSeatOpenTo(trx, game.id, user.id, now);
          // The games at once are everyone's own, invited or not (decision 316); the host's counts since creation.
          if (game.daysPerMove !== null) {
            await assertCorrespondenceRoom(
              trx,
              { userIds: [user.id], actorId: user.id, alsoLock: [game.hostId] },
              countOpenCorrespondenceGames,
            );
          }
          // Host pays: joining never uses the guest's allowance (decision 200).
          await assertCanStart(trx, { hostId: game.hostId, actorId: user.id, now }, countHostedGames);
          const started = await startGame(
            trx,
            options.casual ? { ...game, rated: false } : game,
            user.id,
            now,
          );
          if (started) await acceptInvitations(trx, game.id, user, now);
          return started;
        },
      };
    });
    if (changed.before === changed.game) return announcer.wire(changed);
    const seats = await changes.seats.seatsOf(deps.db.kysely, changed.game);
    const wire = toWireGame(changed.game, seats, changed.now);
    clocks.arm(gameId, changed.game.deadlineAt);
    await events.joined(wire);
    const hostId = changed.game.hostId;
    if (hostId && announcer.isAway(gameId, hostId)) await announcer.tell(hostId, waitingNote(user, gameId));
    return wire;
  }

  /**
   * Rematch, colours swapped: the first player to ask records an offer; when the other asks too, the
   * new game starts at once (both are there) and the finished game links to it.
   */
  async rematch(gameId: string, userId: string): Promise<Game> {
    const { deps, changes, clocks, announcer } = this.parts;
    // Offering a rematch reaches the opponent, and agreeing to theirs starts a game with them.
    const opponentId = opponentIn(await findPlayers(deps.db, gameId), userId);
    // The computer takes every rematch at once, and nobody is reached by asking it (decision 286).
    const computerAccepts = isComputerPlayer(opponentId);
    if (opponentId && !computerAccepts)
      await requireContact(deps.contacts, userId, opponentId, 'rematch_offer');
    const changed = await changes.change(gameId, ({ game }, now) => {
      const seat = requireSeat(game, userId, deps.presence);
      if (!isOver(game))
        throw new HttpError('game_not_over', 'A rematch can be asked for once the game is over');
      if (!game.whitePlayerId || !game.blackPlayerId) throw conflict('This game never had an opponent');
      if (game.rematchGameId || game.rematchOffer === seat) return { kind: 'unchanged' };
      if (!computerAccepts && game.rematchOffer !== opposite(seat)) {
        return writeStep({ ...game, rematchOffer: seat, version: game.version + 1 });
      }
      const newWhite = game.blackPlayerId;
      const newBlack = game.whitePlayerId;
      // The one who offered the rematch hosts it, and pays for it (decision 200).
      const offererId = playerIdOf(game, opposite(seat));
      return {
        kind: 'write',
        write: async (trx) => {
          const players = [newWhite, newBlack];
          // A rematch after a tournament game is the two's own choice: a direct game, which its asker hosts.
          const origin = game.origin === 'tournament' ? 'direct' : game.origin;
          // Both players' plan rows locked in a fixed order before the host's allowance locks its row again.
          if (game.daysPerMove !== null) {
            await assertCorrespondenceRoom(
              trx,
              { userIds: players, actorId: userId },
              countOpenCorrespondenceGames,
            );
          }
          await chargeStart(trx, { origin, hostId: offererId, players, actorId: userId, now });
          // A rematch is played as its game was: rated or casual, from the same start (decision 288).
          const waiting = newGameRecord({
            startFen: game.startFen,
            seated: { userId: newWhite, color: 'white' },
            timeControl: game.timeControl,
            increment: game.increment,
            rated: game.rated,
            now,
            rematchOfGameId: game.id,
            hostId: origin === 'direct' ? (offererId ?? newWhite) : null,
            // A rematch of a lobby game is still between people the lobby brought together.
            origin,
            // A correspondence game's rematch has its days per move (decision 316).
            daysPerMove: game.daysPerMove,
          });
          await insertGame(trx, waiting);
          const started = await startGame(trx, waiting, newBlack, now);
          if (!started) return null;
          const linked: GameRecord = {
            ...game,
            rematchGameId: started.id,
            rematchOffer: null,
            version: game.version + 1,
          };
          return (await commitGame(trx, linked)) ? linked : null;
        },
      };
    });
    const rematchId = changed.game.rematchGameId;
    if (rematchId && rematchId !== changed.before.rematchGameId) {
      const started = await loadGame(deps.db.kysely, rematchId);
      if (started) clocks.arm(started.id, started.deadlineAt);
    }
    return announcer.published(changed);
  }
}

/**
 * Charges a game as it starts: a game two people chose to play uses its host's monthly allowance (decision
 * 200); a lobby game, which has no host, uses each player's daily lobby games (decision 283); a game against
 * the computer is free (decision 286).
 */
async function chargeStart(
  trx: Executor,
  start: { origin: GameOrigin; hostId: string | null; players: string[]; actorId: string; now: number },
): Promise<void> {
  // A game against the computer costs nobody anything (decision 286), nor does a tournament's (issue 30).
  if (!usesMonthlyAllowance(start.origin) && start.origin !== 'lobby') return;
  if (start.origin === 'lobby') {
    for (const userId of [...start.players].sort()) {
      await assertLobbyAllowance(trx, { userId, actorId: start.actorId, now: start.now }, countLobbyGames);
    }
    return;
  }
  await assertCanStart(
    trx,
    { hostId: start.hostId, actorId: start.actorId, now: start.now },
    countHostedGames,
  );
}

/** The one player seated in a game still waiting for its second; null otherwise. */
function waitingPlayerOf(
  players: { whitePlayerId: string | null; blackPlayerId: string | null } | null,
): string | null {
  if (!players) return null;
  const { whitePlayerId, blackPlayerId } = players;
  if (whitePlayerId && blackPlayerId === null) return whitePlayerId;
  if (blackPlayerId && whitePlayerId === null) return blackPlayerId;
  return null;
}

/** The other seated player of a game `userId` plays in; null when they do not play in it or it has no opponent. */
export function opponentIn(
  players: { whitePlayerId: string | null; blackPlayerId: string | null } | null,
  userId: string,
): string | null {
  if (players?.whitePlayerId === userId) return players.blackPlayerId;
  if (players?.blackPlayerId === userId) return players.whitePlayerId;
  return null;
}
