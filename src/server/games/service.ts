import type { Transaction } from 'kysely';
import type { Logger } from 'pino';
import { boardFromFen } from '../../core/chess/board';
import { canPossiblyMate } from '../../core/chess/material';
import { opposite } from '../../core/chess/notation';
import { flagOutcome, type Outcome, winFor } from '../../core/chess/outcome';
import { writePgn } from '../../core/chess/pgn';
import { Position } from '../../core/chess/position';
import { recordedPlayerName } from '../../core/names';
import {
  CLAIM_AFTER_DISCONNECT_MS,
  type Color,
  type CreateGameBody,
  type DrawBody,
  type ErrorCode,
  GAME_ERRORS,
  type Game,
} from '../../core/protocol';
import { assertCanStart } from '../billing/allowance';
import type { EventBus } from '../bus';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { conflict, HttpError, notFound } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { ClockKeeper } from './clock-keeper';
import { GameEvents } from './events';
import { GroupCommit } from './group-commit';
import { newGameId } from './ids';
import { takeInvitationMails } from './invitation-caps';
import { acceptInvitations, seatReservation } from './invitation-store';
import {
  assertSeatOpenTo,
  type Inviter,
  insertInvitations,
  mailRecipients,
  planInvitations,
  sendInvitations,
} from './invitations';
import { KeyedLock } from './keyed-lock';
import { finishGame, startGame } from './lifecycle';
import { type MoveInput, type MoveResult, playMove } from './moves';
import { PositionCache } from './positions';
import { type GameRecord, isOver, playerIdOf, seatOf, turnOf } from './record';
import { notActive } from './refusals';
import { SeatCache } from './seats';
import {
  commitGame,
  findPlayers,
  insertGame,
  type LoadedGame,
  loadGame,
  loadGameWithSeats,
  loadSeats,
  writeGame,
} from './store';
import { toWireGame } from './wire';

/** Who is there, for the claim-victory rule (the live channel's presence tracker). */
export interface PlayerPresence {
  disconnectedForMs(gameId: string, userId: string): number | null;
  /** The player acted on the game (a move, a poll…): present, whatever their socket does. */
  seen(gameId: string, userId: string): void;
}

export interface GameServiceDeps {
  db: Db;
  bus: EventBus;
  mailer: Mailer;
  log: Logger;
  appUrl: string;
  presence: PlayerPresence;
}

/** The signed-in user acting on a game. */
export type Actor = Inviter;

/** What a decision inside `change` wants done: nothing, or a write that returns the committed game. */
type Step =
  | { kind: 'unchanged' }
  | { kind: 'write'; write: (trx: Transaction<Database>) => Promise<GameRecord | null> };

interface Changed {
  before: GameRecord;
  game: GameRecord;
  loaded: LoadedGame;
  now: number;
}

/** The join refusals the host is told of: why the person they are waiting for did not arrive. */
const HOST_HEARS_REFUSAL: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'game_full',
  'game_over',
  'seat_reserved',
  'allowance_exhausted',
]);

/** Attempts at an action that lost an optimistic race before it gives up with a 409. */
const MAX_ATTEMPTS = 3;
const RACE_LOST = 'The game changed while your request was handled. Please try again.';

/**
 * The referee: every change to a game goes through here, checked against the rules and the clocks,
 * committed with an optimistic version check, and only then published and answered. Changes to one
 * game on this instance run one at a time (its position lives in memory); across instances the
 * version check decides.
 */
export class GameService {
  readonly clocks: ClockKeeper;
  private readonly lock = new KeyedLock();
  private readonly positions = new PositionCache();
  private readonly seats = new SeatCache();
  private readonly writes: GroupCommit;
  private readonly events: GameEvents;

  constructor(private readonly deps: GameServiceDeps) {
    this.events = new GameEvents(deps.bus, deps.log);
    this.writes = new GroupCommit(deps.db);
    this.clocks = new ClockKeeper({
      db: deps.db,
      log: deps.log,
      onDeadline: (gameId) => this.enforceDeadline(gameId),
    });
  }

  /** Credits downtime, re-arms the timers of active games, starts the heartbeat. */
  start(): Promise<void> {
    return this.clocks.start();
  }

  stop(): Promise<void> {
    return this.clocks.stop();
  }

  /**
   * The wire game with clocks read now (and, while it waits, whom its seat is held for), or null. A player
   * asking for it (polling) counts as present.
   */
  async snapshot(gameId: string, viewerId: string | null = null): Promise<Game | null> {
    const loaded = await loadGameWithSeats(this.deps.db.kysely, gameId);
    if (!loaded) return null;
    if (viewerId !== null && seatOf(loaded.game, viewerId)) this.deps.presence.seen(gameId, viewerId);
    const now = Date.now();
    const wire = toWireGame(loaded.game, loaded.seats, now);
    if (loaded.game.status !== 'waiting') return wire;
    return { ...wire, reservedFor: await seatReservation(this.deps.db.kysely, gameId, now) };
  }

  /** Rooms of a waiting game hear that its seat is no longer held (its invitation was declined). */
  async seatReleased(gameId: string): Promise<void> {
    const wire = await this.snapshot(gameId);
    if (wire?.status === 'waiting') await this.events.snapshot(wire);
  }

  players(gameId: string): Promise<{ whitePlayerId: string | null; blackPlayerId: string | null } | null> {
    return findPlayers(this.deps.db, gameId);
  }

  /** A new game waiting for its Black player, with the creator as White, and any invitations. */
  async create(user: Actor, body: CreateGameBody): Promise<{ id: string }> {
    const invitations = await planInvitations(this.deps.db, user, body);
    const now = Date.now();
    await assertCanStart(this.deps.db.kysely, { playerIds: [user.id], actorId: user.id, now });
    const addresses = mailRecipients(invitations).map((recipient) => recipient.to);
    await takeInvitationMails(this.deps.db, user.id, addresses, now);
    const game = this.newGameRecord(user.id, body.timeControl, body.increment ?? 0, now, null);
    await this.deps.db.kysely.transaction().execute(async (trx) => {
      await insertGame(trx, game);
      await insertInvitations(trx, invitations, game, user.id);
    });
    await sendInvitations(this.deps, invitations, game, user);
    return { id: game.id };
  }

  /**
   * Takes the Black seat of a waiting game, which starts it. A refusal the host could not otherwise
   * see (the seat taken or held, the game over, an allowance used up) is told to the host too.
   */
  async join(gameId: string, user: Actor): Promise<Game> {
    let hostId: string | null = null;
    try {
      return await this.takeBlackSeat(gameId, user, (id) => {
        hostId = id;
      });
    } catch (error) {
      if (hostId && error instanceof HttpError && HOST_HEARS_REFUSAL.has(error.code)) {
        await this.events.joinRefused(gameId, hostId, user, error.code);
      }
      throw error;
    }
  }

  private async takeBlackSeat(
    gameId: string,
    user: Actor,
    onHost: (hostId: string | null) => void,
  ): Promise<Game> {
    const changed = await this.change(gameId, ({ game }, now) => {
      onHost(game.whitePlayerId);
      if (game.blackPlayerId === user.id) return { kind: 'unchanged' };
      if (game.whitePlayerId === user.id) throw new HttpError('already_a_player', GAME_ERRORS.ownGame);
      if (game.blackPlayerId !== null) throw new HttpError('game_full', GAME_ERRORS.gameFull);
      if (game.status !== 'waiting') throw new HttpError('game_over', GAME_ERRORS.notWaiting);
      return {
        kind: 'write',
        write: async (trx) => {
          await assertSeatOpenTo(trx, game.id, user.id, now);
          await assertCanStart(trx, { playerIds: [game.whitePlayerId, user.id], actorId: user.id, now });
          const started = await startGame(trx, game, user.id, now);
          if (started) await acceptInvitations(trx, game.id, user, now);
          return started;
        },
      };
    });
    if (changed.before === changed.game) return this.wire(changed);
    const seats = await this.seats.seatsOf(this.deps.db.kysely, changed.game);
    const wire = toWireGame(changed.game, seats, changed.now);
    this.clocks.arm(gameId, changed.game.deadlineAt);
    await this.events.joined(wire);
    return wire;
  }

  /**
   * Plays a move for the user (see `playMove`): committed, then published, then returned. The socket's
   * answer is the game's `move` event; the HTTP route answers with `toMoveResponse(result)`.
   */
  play(input: MoveInput): Promise<MoveResult> {
    return this.lock.run(input.gameId, async (): Promise<MoveResult> => {
      const outcome = await playMove(
        { db: this.deps.db, positions: this.positions, seats: this.seats, writes: this.writes },
        input,
      );
      switch (outcome.kind) {
        case 'refused':
          return outcome;
        case 'flagged':
          await this.enforceDeadlineLocked(input.gameId);
          return { kind: 'refused', error: new HttpError('game_over', GAME_ERRORS.notActive) };
        case 'replayed':
          this.deps.presence.seen(input.gameId, input.userId);
          return outcome;
        case 'played': {
          this.deps.presence.seen(input.gameId, input.userId);
          const { moved, finished, played, now } = outcome;
          this.clocks.arm(moved.id, finished ? null : moved.deadlineAt);
          await this.events.moved(moved, played, now);
          if (finished) await this.announceEnd(finished, now);
          return outcome;
        }
      }
    });
  }

  async resign(gameId: string, userId: string): Promise<Game> {
    return this.finishBy(gameId, userId, (game, seat) => {
      if (game.status !== 'active') throw notActive(game.status);
      return { result: winFor(opposite(seat)), termination: 'resignation' };
    });
  }

  /** Ends a game nobody has to lose: while it waits for a player, or before both sides have moved. */
  async abort(gameId: string, userId: string): Promise<Game> {
    return this.finishBy(gameId, userId, (game) => {
      if (isOver(game)) throw new HttpError('game_over', 'This game is already over');
      if (game.status === 'active' && game.moves.length >= 2) {
        throw new HttpError('too_late_to_abort', 'A game can only be aborted before both players have moved');
      }
      return { result: null, termination: 'aborted' };
    });
  }

  /** Draw offers: offering when the opponent has offered accepts; any move clears an offer. */
  async draw(gameId: string, userId: string, action: DrawBody['action']): Promise<Game> {
    const changed = await this.change(gameId, ({ game }, now) => {
      const seat = this.requireSeat(game, userId);
      if (game.status !== 'active') throw notActive(game.status);
      const offeredByOpponent = game.drawOffer === opposite(seat);
      if (action === 'accept' || (action === 'offer' && offeredByOpponent)) {
        if (!offeredByOpponent) throw new HttpError('no_draw_offer', 'There is no draw offer to accept');
        return this.finishStep(game, { result: 'draw', termination: 'agreement' }, now);
      }
      if (action === 'decline') {
        if (!offeredByOpponent) throw new HttpError('no_draw_offer', 'There is no draw offer to decline');
        return this.writeStep({ ...game, drawOffer: null, version: game.version + 1 });
      }
      if (game.drawOffer === seat) return { kind: 'unchanged' };
      return this.writeStep({ ...game, drawOffer: seat, version: game.version + 1 });
    });
    return this.published(changed);
  }

  /**
   * Rematch, colours swapped: the first player to ask records an offer; when the other asks too, the
   * new game starts at once (both are there) and the finished game links to it.
   */
  async rematch(gameId: string, userId: string): Promise<Game> {
    const changed = await this.change(gameId, ({ game }, now) => {
      const seat = this.requireSeat(game, userId);
      if (!isOver(game))
        throw new HttpError('game_not_over', 'A rematch can be asked for once the game is over');
      if (!game.whitePlayerId || !game.blackPlayerId) throw conflict('This game never had an opponent');
      if (game.rematchGameId || game.rematchOffer === seat) return { kind: 'unchanged' };
      if (game.rematchOffer !== opposite(seat)) {
        return this.writeStep({ ...game, rematchOffer: seat, version: game.version + 1 });
      }
      const newWhite = game.blackPlayerId;
      const newBlack = game.whitePlayerId;
      return {
        kind: 'write',
        write: async (trx) => {
          await assertCanStart(trx, { playerIds: [newWhite, newBlack], actorId: userId, now });
          const waiting = this.newGameRecord(newWhite, game.timeControl, game.increment, now, game.id);
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
      const started = await loadGame(this.deps.db.kysely, rematchId);
      if (started) this.clocks.arm(started.id, started.deadlineAt);
    }
    return this.published(changed);
  }

  /** After the opponent has been disconnected 60 s: the win (a draw if the claimer could never mate), or a draw. */
  async claimVictory(gameId: string, userId: string, claim: 'win' | 'draw'): Promise<Game> {
    return this.finishBy(gameId, userId, (game, seat) => {
      if (game.status !== 'active') throw notActive(game.status);
      const opponentId = playerIdOf(game, opposite(seat));
      const away = opponentId ? this.deps.presence.disconnectedForMs(game.id, opponentId) : null;
      if (away === null || away < CLAIM_AFTER_DISCONNECT_MS) {
        throw new HttpError(
          'opponent_present',
          'You can claim the game once your opponent has been disconnected for 60 seconds',
        );
      }
      const canWin = claim === 'win' && canPossiblyMate(boardFromFen(game.fen), seat);
      return { result: canWin ? winFor(seat) : 'draw', termination: 'opponent_left' };
    });
  }

  /** The game in PGN, or null if there is no such game. */
  async pgn(gameId: string): Promise<string | null> {
    const loaded = await loadGameWithSeats(this.deps.db.kysely, gameId);
    if (!loaded) return null;
    const { game, seats } = loaded;
    return writePgn({
      site: `${this.deps.appUrl}/game/${game.id}`,
      date: game.startedAt ?? game.createdAt,
      white: recordedPlayerName(seats.white),
      black: recordedPlayerName(seats.black),
      result: game.result,
      termination: game.termination,
      timeControlSeconds: game.timeControl,
      incrementSeconds: game.increment,
      san: game.san,
    });
  }

  /** A timer or the sweep says the game's deadline may have passed: look, and declare if it has. */
  enforceDeadline(gameId: string): Promise<void> {
    return this.lock.run(gameId, () => this.enforceDeadlineLocked(gameId));
  }

  private async enforceDeadlineLocked(gameId: string): Promise<void> {
    const changed = await this.changeLocked(gameId, ({ game }, now) => {
      if (game.status !== 'active' || game.deadlineAt === null) return { kind: 'unchanged' };
      if (now < game.deadlineAt) return { kind: 'unchanged' };
      const outcome: Outcome =
        game.moves.length < 2
          ? { result: null, termination: 'aborted' }
          : flagOutcome(boardFromFen(game.fen), turnOf(game));
      return this.finishStep(game, outcome, now);
    });
    if (changed.before === changed.game && changed.game.status === 'active') {
      this.clocks.arm(gameId, changed.game.deadlineAt);
    }
    if (changed.before !== changed.game) await this.published(changed);
  }

  private async finishBy(
    gameId: string,
    userId: string,
    decide: (game: GameRecord, seat: Color) => Outcome,
  ): Promise<Game> {
    const changed = await this.change(gameId, ({ game }, now) => {
      const seat = this.requireSeat(game, userId);
      return this.finishStep(game, decide(game, seat), now);
    });
    return this.published(changed);
  }

  private finishStep(game: GameRecord, outcome: Outcome, now: number): Step {
    return { kind: 'write', write: (trx) => finishGame(trx, game, outcome, now) };
  }

  private writeStep(next: GameRecord): Step {
    return { kind: 'write', write: async (trx) => ((await commitGame(trx, next)) ? next : null) };
  }

  /** The user's seat; their acting on the game counts as presence. */
  private requireSeat(game: GameRecord, userId: string): Color {
    const seat = seatOf(game, userId);
    if (!seat) throw new HttpError('not_a_player', GAME_ERRORS.notPlayer);
    this.deps.presence.seen(game.id, userId);
    return seat;
  }

  private change(gameId: string, decide: (loaded: LoadedGame, now: number) => Step): Promise<Changed> {
    return this.lock.run(gameId, () => this.changeLocked(gameId, decide));
  }

  /** Loads, decides, writes in one transaction with the version check; retries a lost race. */
  private async changeLocked(
    gameId: string,
    decide: (loaded: LoadedGame, now: number) => Step,
  ): Promise<Changed> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const loaded = await loadGameWithSeats(this.deps.db.kysely, gameId);
      if (!loaded) throw notFound(GAME_ERRORS.notFound);
      const now = Date.now();
      const step = decide(loaded, now);
      if (step.kind === 'unchanged') {
        this.positions.remember(loaded.game);
        return { before: loaded.game, game: loaded.game, loaded, now };
      }
      const written = await writeGame(this.deps.db.kysely, step.write);
      // The next move starts from what was just committed (a cleared draw offer, a join) without a read.
      if (written) {
        this.positions.remember(written);
        return { before: loaded.game, game: written, loaded, now };
      }
      this.positions.distrust(gameId);
    }
    throw conflict(RACE_LOST);
  }

  /** After a committed change: timers follow the new deadline, sockets hear of it, the caller gets the game. */
  private async published(changed: Changed): Promise<Game> {
    const { game, before } = changed;
    if (before !== game && isOver(game) && !isOver(before)) return this.announceEnd(game, changed.now);
    const wire = this.wire(changed);
    if (before !== game) await this.events.snapshot(wire);
    return wire;
  }

  /**
   * A game has just ended: its timer and remembered state go, sockets hear `game_over`, then a snapshot
   * whose player summaries are read afresh, since the finish transaction has just rated both players.
   */
  private async announceEnd(game: GameRecord, now: number): Promise<Game> {
    this.clocks.disarm(game.id);
    this.positions.forget(game.id);
    this.seats.forget(game.id);
    await this.events.over(game);
    const seats = await loadSeats(this.deps.db.kysely, {
      white: game.whitePlayerId,
      black: game.blackPlayerId,
    });
    const wire = toWireGame(game, seats, now);
    await this.events.snapshot(wire);
    return wire;
  }

  private wire(changed: Changed): Game {
    return toWireGame(changed.game, changed.loaded.seats, changed.now);
  }

  private newGameRecord(
    whitePlayerId: string,
    timeControl: number,
    increment: number,
    now: number,
    rematchOfGameId: string | null,
  ): GameRecord {
    const timeMs = timeControl * 1000;
    return {
      id: newGameId(),
      status: 'waiting',
      whitePlayerId,
      blackPlayerId: null,
      timeControl,
      increment,
      moves: [],
      san: [],
      fen: Position.initial().fen,
      clock: { whiteMs: timeMs, blackMs: timeMs, running: null, turnStartedAt: null },
      deadlineAt: null,
      version: 1,
      result: null,
      termination: null,
      drawOffer: null,
      rematchOffer: null,
      rematchGameId: null,
      rematchOfGameId,
      createdAt: now,
      startedAt: null,
      endedAt: null,
      clockHistory: [],
    };
  }
}
