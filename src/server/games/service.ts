import {
  type CreateGameInput,
  type CreateGameResponse,
  type DrawBody,
  GAME_ERRORS,
  type Game,
  type TakebackAction,
} from '../../core/protocol';
import { HttpError } from '../http/errors';
import { ConditionalMoves } from './correspondence/conditional-moves';
import { CorrespondenceNotices } from './correspondence/turn-notices';
import { moveDeadlinesForVacation } from './correspondence/vacation-deadlines';
import { withVacations } from './correspondence/vacation-wire';
import { exportGamePgn } from './pgn-export';
import { GameChanges, requireSeat, writeStep } from './record/changes';
import { GameEvents } from './record/events';
import { GroupCommit } from './record/group-commit';
import { countActiveGames, gameIdsOfPlayer, playedGamesAmong } from './record/lookups';
import { seatOf } from './record/record';
import { findPlayers, type GamePlayers, loadGameWithSeats } from './record/store';
import { toWireGame } from './record/wire';
import { GameAnnouncer } from './referee/announcer';
import { ClockKeeper } from './referee/clock-keeper';
import { GameEndings } from './referee/endings';
import { type MoveInput, type MoveResult, playMove } from './referee/moves';
import { GameOffers } from './referee/offers';
import type { Actor, RefereeParts } from './referee/referee-parts';
import { notActive } from './referee/refusals';
import { Takebacks } from './referee/takebacks';
import type { GameServiceDeps } from './service-deps';
import { ComputerGames } from './setup/computer';
import { seatReservation } from './setup/invitation-store';
import { type Agreement, GameStarts, type JoinOptions } from './setup/starts';

export type { Actor } from './referee/referee-parts';

export const NOT_TOURNAMENT_GAME = 'Berserk is for tournament games';
export const ALREADY_BERSERK = 'You have already gone berserk in this game';
export const BERSERK_TOO_LATE = 'Berserk is only possible before your first move';
export type { GameServiceDeps, PlayerPresence } from './service-deps';

/**
 * The referee: every change to a game goes through here, checked against the rules and the clocks,
 * committed with an optimistic version check (see `GameChanges`), and only then published and answered
 * (see `GameAnnouncer`). How games start lives in `GameStarts`, how they end other than by a move in `GameEndings`,
 * the players' offers in `GameOffers`, conditional answers in `ConditionalMoves`; this class is the one door to all.
 */
export class GameService {
  readonly clocks: ClockKeeper;
  private readonly changes: GameChanges;
  private readonly writes: GroupCommit;
  private readonly events: GameEvents;
  private readonly announcer: GameAnnouncer;
  private readonly starts: GameStarts;
  private readonly takebacks: Takebacks;
  private readonly endings: GameEndings;
  private readonly offers: GameOffers;
  /** Games against the computer (decision 286): started here, the computer's moves played through `play`. */
  readonly computer: ComputerGames;
  /** The correspondence games' notices and reminders (decision 326); null where the bell is not wired. */
  readonly correspondenceNotices: CorrespondenceNotices | null;
  /** Conditional moves in correspondence games (decision 324): answered after every change of such a game. */
  readonly conditional: ConditionalMoves;

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
    const reach = deps.correspondence ?? null;
    this.correspondenceNotices = reach
      ? new CorrespondenceNotices({
          db: deps.db,
          log: deps.log,
          mailer: deps.mailer,
          appUrl: deps.appUrl,
          push: deps.notices,
          reach,
          inRoom: (gameId, userId) => deps.presence.isConnected(gameId, userId),
        })
      : null;
    const parts: RefereeParts = {
      deps,
      changes: this.changes,
      clocks: this.clocks,
      events: this.events,
      announcer: this.announcer,
    };
    this.starts = new GameStarts(parts);
    this.endings = new GameEndings(parts);
    this.offers = new GameOffers(parts);
    this.takebacks = new Takebacks(deps, this.changes, this.clocks, this.announcer);
    this.computer = new ComputerGames(parts, (input) => this.play(input));
    this.conditional = new ConditionalMoves({
      db: deps.db,
      log: deps.log,
      play: (input) => this.play(input),
    });
    // An ended game's lines have nothing left to answer.
    this.announcer.onEnded(async (game) => {
      await this.conditional.afterChange(game.id, game.daysPerMove ?? null);
    });
  }

  /**
   * Credits downtime, re-arms the timers of active games, starts the heartbeat and the correspondence notices'
   * sweep, and answers the moves whose conditional answer an instance that stopped never played.
   */
  async start(): Promise<void> {
    await this.clocks.start();
    this.correspondenceNotices?.start();
    await this.conditional.settleOnStart();
  }

  async stop(): Promise<void> {
    await this.correspondenceNotices?.stop();
    await this.clocks.stop();
  }

  /**
   * The wire game with clocks read now (and, while it waits, whom its seat is held for), or null. A player
   * asking for it (polling) counts as present.
   */
  async snapshot(gameId: string, viewerId: string | null = null): Promise<Game | null> {
    const loaded = await loadGameWithSeats(this.deps.db.kysely, gameId);
    if (!loaded) return null;
    if (viewerId !== null && seatOf(loaded.game, viewerId)) {
      this.deps.presence.seen(gameId, viewerId);
      // Opening a correspondence game is seeing its notices: no e-mail follows them (decision 326).
      if (loaded.game.daysPerMove !== null && loaded.game.status === 'active')
        this.correspondenceNotices?.opened(viewerId, gameId);
    }
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
  async play(input: MoveInput): Promise<MoveResult> {
    const result = await this.playLocked(input);
    if (result.kind !== 'played') return result;
    // Outside the game's lock: a conditional answer is a move of its own, through this same door.
    const answered = await this.conditional.afterChange(input.gameId, result.game.daysPerMove);
    // The player whose line answered at once has no turn left to hear of; the answer's own move tells the mover.
    const { moved, finished, seats, played, now } = result;
    if (!answered && !finished && moved.daysPerMove !== null)
      this.correspondenceNotices?.moved(moved, seats, played.san, now);
    return result;
  }

  private playLocked(input: MoveInput): Promise<MoveResult> {
    const { lock, positions, seats } = this.changes;
    return lock.run(input.gameId, async (): Promise<MoveResult> => {
      const outcome = await playMove({ db: this.deps.db, positions, seats, writes: this.writes }, input);
      switch (outcome.kind) {
        case 'refused':
          return outcome;
        case 'flagged':
          await this.endings.enforceDeadlineLocked(input.gameId);
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
          // A correspondence turn is noticed by `play`, once the stored lines have had their say.
          else if (moved.daysPerMove === null || !this.correspondenceNotices)
            this.announcer.noticeTurn(moved, outcome.seats, played);
          return outcome;
        }
      }
    });
  }

  resign(gameId: string, userId: string): Promise<Game> {
    return this.endings.resign(gameId, userId);
  }

  /** Ends a game nobody has to lose: while it waits for a player, or before both sides have moved. */
  abort(gameId: string, userId: string): Promise<Game> {
    return this.endings.abort(gameId, userId);
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
  draw(gameId: string, userId: string, action: DrawBody['action']): Promise<Game> {
    return this.offers.draw(gameId, userId, action);
  }

  /** Asks to take back one's last move, or answers the opponent's request (decision 273). */
  async takeback(gameId: string, userId: string, action: TakebackAction): Promise<Game> {
    const game = await this.takebacks.act(gameId, userId, action);
    // A takeback goes back past the position the lines were written for: they go.
    await this.conditional.afterChange(gameId, game.daysPerMove ?? null);
    // The turn taken back begins again with fresh days: its player hears of it as of a move (decision 326).
    if (action === 'accept' && game.status === 'active' && game.daysPerMove != null)
      this.correspondenceNotices?.tookBack(gameId, Date.now());
    return game;
  }

  /** A block between the two withdraws the offers standing between them (see `GameOffers.pairBlocked`). */
  pairBlocked(a: string, b: string): Promise<void> {
    return this.offers.pairBlocked(a, b);
  }

  /** After the opponent has been disconnected 60 s: the win (a draw if the claimer could never mate), or a draw. */
  claimVictory(gameId: string, userId: string, claim: 'win' | 'draw'): Promise<Game> {
    return this.endings.claimVictory(gameId, userId, claim);
  }

  /** The game in PGN, or null if there is no such game; `movetext` replaces the moves (a review's lines). */
  pgn(gameId: string, movetext?: readonly string[]): Promise<string | null> {
    return exportGamePgn(this.deps.db, this.deps.appUrl, gameId, movetext);
  }

  /** A timer or the sweep says the game's deadline may have passed: look, and declare if it has. */
  enforceDeadline(gameId: string): Promise<void> {
    return this.endings.enforceDeadline(gameId);
  }
}
