import { boardFromFen } from '../../core/chess/board';
import { isUntimed } from '../../core/chess/clock';
import { canPossiblyMate } from '../../core/chess/material';
import { opposite } from '../../core/chess/notation';
import { flagOutcome, IDLE_OUTCOME, type Outcome, winFor } from '../../core/chess/outcome';
import { pendingTakeback } from '../../core/chess/takeback';
import { isComputerPlayer } from '../../core/computer-levels';
import {
  CLAIM_AFTER_DISCONNECT_MS,
  type Color,
  type CreateGameInput,
  type CreateGameResponse,
  type DrawBody,
  GAME_ERRORS,
  type Game,
  type TakebackAction,
} from '../../core/protocol';
import { HttpError } from '../http/errors';
import { moveDeadlinesForVacation } from './correspondence/vacation-deadlines';
import { withVacations } from './correspondence/vacation-wire';
import { exportGamePgn } from './pgn-export';
import { finishStep, GameChanges, requireSeat, writeStep } from './record/changes';
import { GameEvents } from './record/events';
import { GroupCommit } from './record/group-commit';
import { countActiveGames, gameIdsOfPlayer, playedGamesAmong } from './record/lookups';
import { type GameRecord, isOver, playerIdOf, seatOf, turnOf } from './record/record';
import { findPlayers, type GamePlayers, gamesWithOffersBetween, loadGameWithSeats } from './record/store';
import { toWireGame } from './record/wire';
import { GameAnnouncer } from './referee/announcer';
import { ClockKeeper } from './referee/clock-keeper';
import { type MoveInput, type MoveResult, playMove } from './referee/moves';
import type { Actor, RefereeParts } from './referee/referee-parts';
import { notActive } from './referee/refusals';
import { Takebacks } from './referee/takebacks';
import type { GameServiceDeps } from './service-deps';
import { COMPUTER_NEVER_LEAVES, ComputerGames } from './setup/computer';
import { seatReservation } from './setup/invitation-store';
import { type Agreement, GameStarts, type JoinOptions, opponentIn } from './setup/starts';

export type { Actor } from './referee/referee-parts';

export const TOURNAMENT_NO_ABORT = 'A tournament game cannot be aborted: make your move, or resign';
export const NOT_TOURNAMENT_GAME = 'Berserk is for tournament games';
export const ALREADY_BERSERK = 'You have already gone berserk in this game';
export const BERSERK_TOO_LATE = 'Berserk is only possible before your first move';
export const CORRESPONDENCE_NO_CLAIM =
  'A correspondence game cannot be claimed: your opponent has until the deadline to move';
export type { GameServiceDeps, PlayerPresence } from './service-deps';

/**
 * The referee: every change to a game goes through here, checked against the rules and the clocks,
 * committed with an optimistic version check (see `GameChanges`), and only then published and answered
 * (see `GameAnnouncer`). How games start lives in `GameStarts`; this class is the one door to all of it.
 */
export class GameService {
  readonly clocks: ClockKeeper;
  private readonly changes: GameChanges;
  private readonly writes: GroupCommit;
  private readonly events: GameEvents;
  private readonly announcer: GameAnnouncer;
  private readonly starts: GameStarts;
  private readonly takebacks: Takebacks;
  /** Games against the computer (decision 286): started here, the computer's moves played through `play`. */
  readonly computer: ComputerGames;

  constructor(private readonly deps: GameServiceDeps) {
    this.events = new GameEvents(deps.bus, deps.log);
    this.writes = new GroupCommit(deps.db);
    this.changes = new GameChanges(deps.db);
    this.clocks = new ClockKeeper({
      db: deps.db,
      log: deps.log,
      onDeadline: (gameId) => this.enforceDeadline(gameId),
    });
    this.announcer = new GameAnnouncer(deps, this.changes, this.clocks, this.events);
    const parts: RefereeParts = {
      deps,
      changes: this.changes,
      clocks: this.clocks,
      events: this.events,
      announcer: this.announcer,
    };
    this.starts = new GameStarts(parts);
    this.takebacks = new Takebacks(deps, this.changes, this.clocks, this.announcer);
    this.computer = new ComputerGames(parts, (input) => this.play(input));
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
    const wire = await withVacations(this.deps.db.kysely, toWireGame(loaded.game, loaded.seats, now), now);
    if (loaded.game.status !== 'waiting') return wire;
    return { ...wire, reservedFor: await seatReservation(this.deps.db.kysely, gameId, now) };
  }

  /**
   * A player's vacation began or ended (decision 325): the deadlines of their correspondence games where it is
   * their turn follow it, and every room of theirs hears of it.
   */
  vacationChanged(userId: string): Promise<void> {
    const { changes, clocks, announcer } = this;
    return moveDeadlinesForVacation({ db: this.deps.db, changes, clocks, announcer }, userId);
  }

  /** Rooms of a waiting game hear that its seat is no longer held (its invitation was declined). */
  async seatReleased(gameId: string): Promise<void> {
    const wire = await this.snapshot(gameId);
    if (wire?.status === 'waiting') await this.events.snapshot(wire);
  }

  /** The ids of every game the user played or created, oldest first (for their data export). */
  gameIdsOf(userId: string): Promise<string[]> {
    return gameIdsOfPlayer(this.deps.db, userId);
  }

  /** Of the given games, those the user played, with their moves (training picks positions from them). */
  playedGamesAmong(userId: string, gameIds: readonly string[]) {
    return playedGamesAmong(this.deps.db, userId, gameIds);
  }

  /** How many games are under way now, across every instance (the metrics' live games gauge). */
  countActive(): Promise<number> {
    return countActiveGames(this.deps.db);
  }

  players(gameId: string): Promise<GamePlayers | null> {
    return findPlayers(this.deps.db, gameId);
  }

  /** A new game waiting for its second player, the creator in the seat they chose, and any invitations. */
  create(user: Actor, body: CreateGameInput): Promise<CreateGameResponse> {
    return this.starts.create(user, body);
  }

  /** A game both players agreed to (an accepted challenge), started at once and charged to its host. */
  startAgreed(agreement: Agreement): Promise<Game> {
    return this.starts.startAgreed(agreement);
  }

  /** Takes the Black seat of a waiting game, which starts it. */
  join(gameId: string, user: Actor, options?: JoinOptions): Promise<Game> {
    return this.starts.join(gameId, user, options);
  }

  /** Rematch, colours swapped: the second player to ask starts it. */
  rematch(gameId: string, userId: string): Promise<Game> {
    return this.starts.rematch(gameId, userId);
  }

  /**
   * Plays a move for the user (see `playMove`): committed, then published, then returned. The socket's
   * answer is the game's `move` event; the HTTP route answers with `toMoveResponse(result)`.
   */
  play(input: MoveInput): Promise<MoveResult> {
    const { lock, positions, seats } = this.changes;
    return lock.run(input.gameId, async (): Promise<MoveResult> => {
      const outcome = await playMove({ db: this.deps.db, positions, seats, writes: this.writes }, input);
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
          if (finished) await this.announcer.announceEnd(finished, now);
          else this.announcer.noticeTurn(moved, outcome.seats, played);
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
      // A tournament paired the two: not playing is losing, so there is nothing to abort (decision 289).
      if (game.origin === 'tournament') throw new HttpError('too_late_to_abort', TOURNAMENT_NO_ABORT);
      if (game.status === 'active' && game.moves.length >= 2) {
        throw new HttpError('too_late_to_abort', 'A game can only be aborted before both players have moved');
      }
      return { result: null, termination: 'aborted' };
    });
  }

  /**
   * Berserk in a tournament game (decision 289): before their own first move a player halves their own clock
   * and plays on without increment. Once per side; the game's sockets hear a fresh snapshot.
   */
  async berserk(gameId: string, userId: string): Promise<Game> {
    const changed = await this.changes.change(gameId, ({ game }) => {
      const seat = requireSeat(game, userId, this.deps.presence);
      if (game.origin !== 'tournament') throw new HttpError('not_tournament_game', NOT_TOURNAMENT_GAME);
      if (game.status !== 'active') throw notActive(game.status);
      if (game.berserk[seat]) throw new HttpError('already_berserk', ALREADY_BERSERK);
      const ownMoves =
        seat === 'white' ? Math.ceil(game.moves.length / 2) : Math.floor(game.moves.length / 2);
      if (ownMoves > 0) throw new HttpError('berserk_too_late', BERSERK_TOO_LATE);
      const halved = Math.floor((seat === 'white' ? game.clock.whiteMs : game.clock.blackMs) / 2);
      return writeStep({
        ...game,
        clock: seat === 'white' ? { ...game.clock, whiteMs: halved } : { ...game.clock, blackMs: halved },
        berserk: { ...game.berserk, [seat]: true },
        version: game.version + 1,
      });
    });
    return this.announcer.published(changed);
  }

  /** Told of every game that ends on this instance, after it is stored and announced (tournaments score it). */
  onEnded(listener: (game: Game) => Promise<void> | void): void {
    this.announcer.onEnded(listener);
  }

  /** Draw offers: offering when the opponent has offered accepts; any move clears an offer. */
  async draw(gameId: string, userId: string, action: DrawBody['action']): Promise<Game> {
    // A new offer reaches the opponent; answering theirs does not. Asked before the change, outside it.
    const opponentId = opponentIn(await findPlayers(this.deps.db, gameId), userId);
    const contact = opponentId ? await this.deps.contacts.check(userId, opponentId, 'draw_offer') : null;
    const changed = await this.changes.change(gameId, ({ game }, now) => {
      const seat = requireSeat(game, userId, this.deps.presence);
      if (game.status !== 'active') throw notActive(game.status);
      const offeredByOpponent = game.drawOffer === opposite(seat);
      if (action === 'accept' || (action === 'offer' && offeredByOpponent)) {
        if (!offeredByOpponent) throw new HttpError('no_draw_offer', 'There is no draw offer to accept');
        return finishStep(game, { result: 'draw', termination: 'agreement' }, now);
      }
      if (action === 'decline') {
        if (!offeredByOpponent) throw new HttpError('no_draw_offer', 'There is no draw offer to decline');
        return writeStep({ ...game, drawOffer: null, version: game.version + 1 });
      }
      if (game.drawOffer === seat) return { kind: 'unchanged' };
      if (contact && !contact.allowed) throw new HttpError(contact.code, contact.message);
      return writeStep({ ...game, drawOffer: seat, version: game.version + 1 });
    });
    return this.announcer.published(changed);
  }

  /** Asks to take back one's last move, or answers the opponent's request (decision 273). */
  takeback(gameId: string, userId: string, action: TakebackAction): Promise<Game> {
    return this.takebacks.act(gameId, userId, action);
  }

  /**
   * A block between the two withdraws the offers standing between them (a draw offer or takeback request in a game being
   * played, a rematch offer not yet taken up): new ones are refused by the contact check (decision 251),
   * and one made just before the block must not keep showing in the blocker's room either.
   */
  async pairBlocked(a: string, b: string): Promise<void> {
    for (const gameId of await gamesWithOffersBetween(this.deps.db.kysely, a, b)) {
      const changed = await this.changes.change(gameId, ({ game }) =>
        game.drawOffer === null &&
        pendingTakeback(game.takeback, game.moves.length) === null &&
        (game.rematchOffer === null || game.rematchGameId !== null)
          ? { kind: 'unchanged' }
          : writeStep({
              ...game,
              drawOffer: null,
              takeback: null,
              rematchOffer: null,
              version: game.version + 1,
            }),
      );
      await this.announcer.published(changed);
    }
  }

  /** After the opponent has been disconnected 60 s: the win (a draw if the claimer could never mate), or a draw. */
  async claimVictory(gameId: string, userId: string, claim: 'win' | 'draw'): Promise<Game> {
    return this.finishBy(gameId, userId, (game, seat) => {
      if (game.status !== 'active') throw notActive(game.status);
      // Nobody waits at the board in a correspondence game: its days per move are the only limit (decision 316).
      if (game.daysPerMove !== null) throw new HttpError('correspondence_no_claim', CORRESPONDENCE_NO_CLAIM);
      const opponentId = playerIdOf(game, opposite(seat));
      // The computer plays from the player's own browser: it is never away (decision 286).
      if (isComputerPlayer(opponentId)) throw new HttpError('opponent_present', COMPUTER_NEVER_LEAVES);
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

  /** The game in PGN, or null if there is no such game; `movetext` replaces the moves (a review's lines). */
  pgn(gameId: string, movetext?: readonly string[]): Promise<string | null> {
    return exportGamePgn(this.deps.db, this.deps.appUrl, gameId, movetext);
  }

  /** A timer or the sweep says the game's deadline may have passed: look, and declare if it has. */
  enforceDeadline(gameId: string): Promise<void> {
    return this.changes.lock.run(gameId, () => this.enforceDeadlineLocked(gameId));
  }

  private async enforceDeadlineLocked(gameId: string): Promise<void> {
    const changed = await this.changes.changeLocked(gameId, ({ game }, now) => {
      if (game.status !== 'active' || game.deadlineAt === null) return { kind: 'unchanged' };
      if (now < game.deadlineAt) return { kind: 'unchanged' };
      // In a tournament, a side that misses its first move loses; a game never played rates nobody (289).
      if (game.origin === 'tournament' && game.moves.length < 2) {
        const forfeit: Outcome = { result: winFor(opposite(turnOf(game))), termination: 'timeout' };
        return finishStep({ ...game, rated: false }, forfeit, now);
      }
      const outcome: Outcome = isUntimed(game.timeControl)
        ? IDLE_OUTCOME
        : game.moves.length < 2
          ? { result: null, termination: 'aborted' }
          : flagOutcome(boardFromFen(game.fen), turnOf(game));
      return finishStep(game, outcome, now);
    });
    if (changed.before === changed.game && changed.game.status === 'active') {
      this.clocks.arm(gameId, changed.game.deadlineAt);
    }
    if (changed.before !== changed.game) await this.announcer.published(changed);
  }

  private async finishBy(
    gameId: string,
    userId: string,
    decide: (game: GameRecord, seat: Color) => Outcome,
  ): Promise<Game> {
    const changed = await this.changes.change(gameId, ({ game }, now) => {
      const seat = requireSeat(game, userId, this.deps.presence);
      return finishStep(game, decide(game, seat), now);
    });
    return this.announcer.published(changed);
  }
}
