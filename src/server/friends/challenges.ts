import { randomInt } from 'node:crypto';
import { CHALLENGE_LIFETIME_MS, CORRESPONDENCE_CHALLENGE_LIFETIME_MS } from '../../core/limits';
import type { Challenge, ChallengeRequest, ChallengesResponse, Game } from '../../core/protocol';
import { openPlayerByUsername, openPlayersById } from '../accounts/open-players';
import type { RateLimiter } from '../accounts/rate-limit';
import { assertCanStart } from '../billing/allowance';
import { assertCorrespondenceRoom } from '../billing/correspondence-limit';
import type { EventBus } from '../bus';
import { publishToUser } from '../bus/user-channel';
import { countOpenCorrespondenceGames } from '../games/correspondence/open-games';
import { countHostedGames } from '../games/record/hosted-games';
import { correspondenceTimeControl } from '../games/record/record';
import type { GameService } from '../games/service';
import { HttpError } from '../http/errors';
import type { ContactPolicy } from '../safety/contact-policy';
import { type ChallengeDeliveryDeps, deliverChallenge } from './challenge-delivery';
import { type ChallengeRow, challengeToWire, daysPerMoveOf, loadChallengeWire } from './challenge-wire';
import { newChallengeId } from './ids';
import { FRIEND_RATE_RULES } from './rate-rules';
import { areFriends } from './store';
import type { Person } from './texts';

export const CHALLENGE_TEXT = {
  unknownUser: (username: string) => `No player has the username ${username}`,
  self: 'You cannot challenge yourself',
  notFriends: (username: string) =>
    `You can only challenge your friends. Send ${username} a friend request first.`,
  youBlocked: (username: string) => `You have blocked ${username}. Unblock them first.`,
  noChallenge: 'There is no such challenge',
  notYours: 'Only the challenged player can answer this challenge',
  onlySender: 'Only the player who sent this challenge can cancel it',
  closed: (status: string) => `This challenge has ${status === 'pending' ? 'expired' : `been ${status}`}`,
} as const;

export interface ChallengeDeps extends ChallengeDeliveryDeps {
  bus: EventBus;
  games: GameService;
  limiter: RateLimiter;
  /** The one check of blocks and sanctions before a challenge reaches a player (decision 251). */
  contacts: ContactPolicy;
}

/**
 * Challenges between friends (decision 202): sent live (and by e-mail to a player with no tab open),
 * open for ten minutes (a correspondence challenge for a week, decision 329), answered once. Accepting starts the game, charged to the challenger, in the
 * transaction that records the answer. A challenge from a player the challenged one blocked is kept for
 * its sender and never delivered.
 */
export class ChallengeService {
  constructor(private readonly deps: ChallengeDeps) {}

  async send(me: Person, body: ChallengeRequest, now = Date.now()): Promise<Challenge> {
    const { db } = this.deps;
    const other = await openPlayerByUsername(db.kysely, body.username);
    if (!other) throw new HttpError('unknown_user', CHALLENGE_TEXT.unknownUser(body.username));
    if (other.id === me.id) throw new HttpError('self_request', CHALLENGE_TEXT.self);
    const contact = await this.deps.contacts.check(me.id, other.id, 'challenge');
    if (!contact.allowed && !contact.silent) {
      throw contact.reason === 'blocked_by_you'
        ? new HttpError('conflict', CHALLENGE_TEXT.youBlocked(other.username))
        : new HttpError(contact.code, contact.message);
    }
    if (!(await areFriends(db.kysely, me.id, other.id)))
      throw new HttpError('not_friends', CHALLENGE_TEXT.notFriends(other.username));
    await this.deps.limiter.take(FRIEND_RATE_RULES.challenges, me.id, now);
    // Host pays: no point sending a challenge one could not start.
    await assertCanStart(db.kysely, { hostId: me.id, actorId: me.id, now }, countHostedGames);
    const daysPerMove = body.daysPerMove ?? null;
    // Nor one the challenger has no room for: asked again of both players when it is accepted (decision 329).
    if (daysPerMove !== null) {
      await db.kysely
        .transaction()
        .execute((trx) =>
          assertCorrespondenceRoom(trx, { userIds: [me.id], actorId: me.id }, countOpenCorrespondenceGames),
        );
    }
    // Silent (decision 201): kept for its sender, never delivered.
    const hidden = !contact.allowed;
    const row: ChallengeRow = {
      id: newChallengeId(),
      challengerId: me.id,
      challengedId: other.id,
      // A correspondence challenge keeps its days as its game will: one move's days as the time control, no increment.
      timeControl: daysPerMove === null ? (body.timeControl ?? 0) : correspondenceTimeControl(daysPerMove),
      increment: daysPerMove === null ? (body.increment ?? 0) : 0,
      daysPerMove,
      color: body.color,
      rated: body.rated ? 1 : 0,
      status: 'pending',
      gameId: null,
      hidden: hidden ? 1 : 0,
      createdAt: now,
      // Nobody waits at the board for a correspondence game: its challenge waits days for the answer (decision 329).
      expiresAt: now + (daysPerMove === null ? CHALLENGE_LIFETIME_MS : CORRESPONDENCE_CHALLENGE_LIFETIME_MS),
      answeredAt: null,
    };
    await db.kysely.insertInto('challenges').values(row).execute();
    const challenge = await loadChallengeWire(db, row);
    if (!hidden) await deliverChallenge(this.deps, me, other, row);
    return challenge;
  }

  /**
   * The challenged player accepts: the game starts (the challenger pays) and both are sent to it. The
   * answer is claimed first, so a cancel at the same moment cannot also win; the games service then starts
   * the game in its own transaction (decision 258). If it refuses (the challenger's allowance is spent),
   * the claim is undone and the challenge is open again, as if never answered.
   */
  async accept(me: Person, challengeId: string, now = Date.now()): Promise<Game> {
    const row = await this.open(challengeId, me.id, 'challenged', now);
    await this.answer(row, 'accepted', now);
    const challengerWhite = row.color === 'white' || (row.color === 'random' && randomInt(2) === 0);
    let game: Game;
    try {
      game = await this.deps.games.startAgreed({
        hostId: row.challengerId,
        whitePlayerId: challengerWhite ? row.challengerId : row.challengedId,
        blackPlayerId: challengerWhite ? row.challengedId : row.challengerId,
        timeControl: row.timeControl,
        increment: row.increment,
        rated: row.rated !== 0,
        daysPerMove: daysPerMoveOf(row),
        actorId: me.id,
      });
    } catch (error) {
      await this.reopen(row);
      throw error;
    }
    try {
      await this.deps.db.kysely
        .updateTable('challenges')
        .set({ gameId: game.id })
        .where('id', '=', row.id)
        .execute();
    } catch (err) {
      // The game stands and both players are sent to it; only the challenge's link to it is missing.
      this.deps.log.error(
        { err, challengeId: row.id, gameId: game.id },
        'accepted challenge not linked to its game',
      );
    }
    await this.deps.notifier.notify(row.challengerId, {
      kind: 'challenge_accepted',
      fromUserId: me.id,
      gameId: game.id,
      refId: row.id,
      text: `${me.username} accepted your challenge`,
    });
    return game;
  }

  async decline(me: Person, challengeId: string, now = Date.now()): Promise<void> {
    const row = await this.open(challengeId, me.id, 'challenged', now);
    await this.answer(row, 'declined', now);
    await this.deps.notifier.notify(row.challengerId, {
      kind: 'challenge_declined',
      fromUserId: me.id,
      refId: row.id,
      text: `${me.username} declined your challenge`,
    });
  }

  async cancel(me: Person, challengeId: string, now = Date.now()): Promise<void> {
    const row = await this.open(challengeId, me.id, 'challenger', now);
    await this.answer(row, 'cancelled', now);
    if (!row.hidden) await publishToUser(this.deps.bus, row.challengedId, { type: 'friends_changed' });
  }

  /** Answers a pending challenge once: whoever answers second is told it is closed. */
  private async answer(
    row: ChallengeRow,
    status: 'accepted' | 'declined' | 'cancelled',
    now: number,
  ): Promise<void> {
    const result = await this.deps.db.kysely
      .updateTable('challenges')
      .set({ status, answeredAt: now })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1)
      throw new HttpError('challenge_closed', CHALLENGE_TEXT.closed('answered'));
  }

  /** Undoes an acceptance whose game did not start: the challenge is pending again, its answer unwritten. */
  private async reopen(row: ChallengeRow): Promise<void> {
    await this.deps.db.kysely
      .updateTable('challenges')
      .set({ status: 'pending', answeredAt: null })
      .where('id', '=', row.id)
      .where('status', '=', 'accepted')
      .where('gameId', 'is', null)
      .execute();
  }

  /**
   * A pending, unexpired challenge the user may act on in `role`. A stranger gets 404; the other party
   * 403 `not_your_request`; an answered or expired one 409 `challenge_closed`.
   */
  private async open(
    challengeId: string,
    userId: string,
    role: 'challenged' | 'challenger',
    now: number,
  ): Promise<ChallengeRow> {
    const row = await this.deps.db.kysely
      .selectFrom('challenges')
      .selectAll()
      .where('id', '=', challengeId)
      .executeTakeFirst();
    const actor = row && (role === 'challenged' ? row.challengedId : row.challengerId);
    const otherParty = row && (role === 'challenged' ? row.challengerId : row.challengedId);
    // A hidden challenge does not exist for the player who blocked its sender.
    if (!row || (row.hidden && row.challengedId === userId))
      throw new HttpError('not_found', CHALLENGE_TEXT.noChallenge);
    if (actor !== userId) {
      if (otherParty === userId)
        throw new HttpError(
          'not_your_request',
          role === 'challenged' ? CHALLENGE_TEXT.notYours : CHALLENGE_TEXT.onlySender,
        );
      throw new HttpError('not_found', CHALLENGE_TEXT.noChallenge);
    }
    if (row.status !== 'pending') throw new HttpError('challenge_closed', CHALLENGE_TEXT.closed(row.status));
    if (row.expiresAt <= now) {
      await this.deps.db.kysely
        .updateTable('challenges')
        .set({ status: 'expired' })
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .execute();
      throw new HttpError('challenge_closed', CHALLENGE_TEXT.closed('pending'));
    }
    return row;
  }

  /** Pending, unexpired challenges to and from the user (hidden ones only to their sender). */
  async list(userId: string, now = Date.now()): Promise<ChallengesResponse> {
    const rows = await this.deps.db.kysely
      .selectFrom('challenges')
      .selectAll()
      .where('status', '=', 'pending')
      .where('expiresAt', '>', now)
      .where((eb) =>
        eb.or([
          eb('challengerId', '=', userId),
          eb.and([eb('challengedId', '=', userId), eb('hidden', '=', 0)]),
        ]),
      )
      .orderBy('createdAt', 'desc')
      .limit(100)
      .execute();
    // Every player named in one read of their owner's table, not two reads a challenge.
    const players = await openPlayersById(
      this.deps.db.kysely,
      rows.flatMap((row) => [row.challengerId, row.challengedId]),
    );
    const wire = rows.map((row) => challengeToWire(row, players));
    return {
      incoming: wire.filter((c) => c.to.id === userId),
      outgoing: wire.filter((c) => c.from.id === userId),
    };
  }
}
