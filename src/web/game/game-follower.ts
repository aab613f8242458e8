import { type Game, joinRef } from '../../core/protocol';
import { isRefusal } from '../lib/api';
import type { ServerMessageOf } from '../lib/live-dispatcher';
import { ClockOffset } from './clock';
import type { GameApi } from './game-api';
import { type GameEvent, GameFeed, type MoveEvent } from './game-feed';
import type { LinkStatus, LiveLink } from './live-link';
import type { Scheduler } from './scheduler';

/** Polling while the socket is down: the spec's 2-second game refresh, only as a fallback. */
export const POLL_INTERVAL_MS = 2000;
/** A join the server refused (a game with too many viewers) is asked again after this long. */
export const JOIN_RETRY_MS = 30_000;

export interface GameFollowerDeps {
  gameId: string;
  link: LiveLink;
  api: Pick<GameApi, 'fetchGame'>;
  scheduler: Scheduler;
  /** The server's game changed from `before`; `event` is the move event that changed it, if one did. */
  onChange(before: Game | null, event: MoveEvent | null): void;
  /** Fetching the game over HTTP failed. */
  onFetchFailed(notFound: boolean): void;
  /** The socket may not follow the game: the server's reason, or null once it follows it again. */
  onJoinRefused(message: string | null): void;
}

/**
 * Follows the server's game: the feed of snapshots and events (decision 043), HTTP polling while the
 * socket is not open, a fresh snapshot when events were missed, and the estimate of local-minus-server
 * time from every message that carries the server's clock. A join the server refuses (`room_full`) is
 * reported and asked again every JOIN_RETRY_MS until a snapshot shows the socket follows the game.
 */
export class GameFollower {
  private readonly feed: GameFeed;
  private readonly offset = new ClockOffset();
  private pollTimer: unknown = null;
  private joinRetryTimer: unknown = null;
  private joinRefused = false;
  private readonly unsubscribers: Array<() => void> = [];

  constructor(private readonly deps: GameFollowerDeps) {
    this.feed = new GameFeed(deps.gameId);
  }

  /** The game as the server last said it is. */
  get game(): Game | null {
    return this.feed.game;
  }

  /** Local time minus server time, ms. */
  get offsetMs(): number {
    return this.offset.offsetMs;
  }

  /**
   * Joins the game on the socket (answered with a snapshot), loads it over HTTP as well (the older of
   * the two is ignored) and polls while the socket is not open.
   */
  start(): Promise<void> {
    const { link, gameId } = this.deps;
    this.unsubscribers.push(
      ...(['game', 'player_joined', 'move', 'game_over'] as const).map((type) =>
        link.on(type, (message) => this.onGameEvent(message)),
      ),
      // The refusal of this game's join.
      link.on('error', (message) => {
        if (message.ref === joinRef(this.deps.gameId)) this.onJoinRefused(message);
      }),
      link.onStatus((status) => this.linkStatus(status)),
    );
    link.joinGame(gameId);
    const loaded = this.refresh();
    this.linkStatus(link.status());
    return loaded;
  }

  stop(): void {
    for (const unsubscribe of this.unsubscribers.splice(0)) unsubscribe();
    this.deps.link.leaveGame(this.deps.gameId);
    this.stopPolling();
    this.cancelJoinRetry();
  }

  /** Polls only while the socket is not open; an opened socket has just sent the join again. */
  private linkStatus(status: LinkStatus): void {
    if (status === 'open') {
      this.stopPolling();
      this.cancelJoinRetry();
    } else this.startPolling();
  }

  /** Stops asking over HTTP (a game that does not exist), until the socket's status changes again. */
  stopPolling(): void {
    if (this.pollTimer === null) return;
    this.deps.scheduler.clearInterval(this.pollTimer);
    this.pollTimer = null;
  }

  /** A game the server answered over HTTP (a move, an action, a join). */
  applySnapshot(game: Game): void {
    this.offset.observe(game.serverNow, this.deps.scheduler.now());
    const before = this.feed.game;
    if (this.feed.applySnapshot(game).kind === 'ignored') return;
    this.deps.onChange(before, null);
  }

  /** This game's snapshots and events; the clock offset is read from every one, whichever game. */
  private onGameEvent(message: GameEvent): void {
    const now = this.deps.scheduler.now();
    if (message.type === 'game') {
      this.offset.observe(message.game.serverNow, now);
      // A snapshot on the socket answers its join: the socket follows the game.
      if (message.game.id === this.deps.gameId) this.joinAccepted();
    } else if (message.type === 'player_joined') this.offset.observe(message.game.serverNow, now);
    else if (message.type === 'move') this.offset.observe(message.serverNow, now);
    const before = this.feed.game;
    const update = this.feed.receive(message, now);
    if (update.kind === 'gap') this.resync();
    else if (update.kind !== 'ignored')
      this.deps.onChange(before, update.kind === 'move' ? update.event : null);
    // After `game_over` the server sends the final snapshot (with the stopped clocks) unasked.
  }

  /** Fetches the game over HTTP (first load, polling, a gap while the socket is down). */
  async refresh(): Promise<void> {
    try {
      this.applySnapshot(await this.deps.api.fetchGame(this.deps.gameId));
    } catch (error) {
      this.deps.onFetchFailed(isRefusal(error, 'not_found'));
    }
  }

  /**
   * The server would not let the socket follow the game. A game that does not exist is the HTTP
   * load's to report; any other refusal (a room full of viewers) is shown, and the join asked again later.
   */
  private onJoinRefused(refusal: ServerMessageOf<'error'>): void {
    if (refusal.code === 'not_found') return;
    this.joinRefused = true;
    this.deps.onJoinRefused(refusal.message);
    this.cancelJoinRetry();
    this.joinRetryTimer = this.deps.scheduler.setTimeout(() => {
      this.joinRetryTimer = null;
      this.deps.link.send({ type: 'join_game', gameId: this.deps.gameId, ref: joinRef(this.deps.gameId) });
    }, JOIN_RETRY_MS);
  }

  private joinAccepted(): void {
    this.cancelJoinRetry();
    if (!this.joinRefused) return;
    this.joinRefused = false;
    this.deps.onJoinRefused(null);
  }

  private cancelJoinRetry(): void {
    if (this.joinRetryTimer === null) return;
    this.deps.scheduler.clearTimeout(this.joinRetryTimer);
    this.joinRetryTimer = null;
  }

  private startPolling(): void {
    if (this.pollTimer !== null) return;
    this.pollTimer = this.deps.scheduler.setInterval(() => void this.refresh(), POLL_INTERVAL_MS);
  }

  /** Asks for a fresh snapshot: over the socket when it is open, else over HTTP. */
  private resync(): void {
    // Sending join_game for a game already joined asks the server for a fresh snapshot.
    const { link, gameId } = this.deps;
    if (!link.send({ type: 'join_game', gameId, ref: joinRef(gameId) })) void this.refresh();
  }
}
