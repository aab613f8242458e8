import { type PieceLetter, Position, type PromotionPiece, piecesOf, type SquareName } from '../../core/chess';
import type { ClientMessage, Color, Game, ServerMessage } from '../../core/protocol';
import { ApiError, messageOf } from '../lib/api';
import { ClockOffset, type ClockReading, remainingAt } from './clock';
import type { GameApi } from './game-api';
import { GameFeed, type MoveEvent } from './game-feed';
import { PositionHistory } from './history';
import { premoveTargets } from './premove';
import { isFinished } from './room-text';
import * as selection from './selection';
import { type SoundKind, soundFor } from './sounds';

export type LinkStatus = 'connecting' | 'open' | 'closed';

/** The part of the tab's live socket (src/web/lib/live-socket.ts) the room uses. */
export interface LiveLink {
  status(): LinkStatus;
  onStatus(listener: (status: LinkStatus) => void): () => void;
  onMessage(handler: (message: ServerMessage) => void): () => void;
  /** False when the socket is not open (nothing was sent). */
  send(message: ClientMessage): boolean;
  joinGame(gameId: string): void;
  leaveGame(gameId: string): void;
}

export interface Scheduler {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** Things the page turns into toasts, sounds and navigation. */
export type RoomNotice =
  | { kind: 'sound'; sound: SoundKind }
  | {
      kind: 'move';
      /** Who the viewer is in this game: a side, or null for a spectator. */
      viewer: Color | null;
      mover: Color;
      san: string;
      isCheck: boolean;
      isCheckmate: boolean;
      captured: string | null;
    }
  | { kind: 'player_joined'; game: Game }
  | { kind: 'joined' }
  | { kind: 'join_failed'; message: string }
  | { kind: 'move_failed'; message: string; authRequired: boolean }
  | { kind: 'action_failed'; message: string; authRequired: boolean }
  | { kind: 'game_over'; game: Game }
  | { kind: 'rematch'; gameId: string };

export interface PendingMove {
  move: string;
  ply: number;
  ref: string;
  /** The game as shown while the server has not answered. */
  predicted: Game;
}

export interface Presence {
  white: boolean;
  black: boolean;
  spectators: number;
}

export interface RoomState {
  phase: 'loading' | 'ready' | 'not_found' | 'error';
  /** The game as shown: the server's, with the viewer's unanswered move applied. */
  game: Game | null;
  pending: PendingMove | null;
  connection: LinkStatus;
  presence: Presence | null;
  /** Local time at which the opponent was seen to leave (players of an active game only). */
  opponentAwaySince: number | null;
  selection: selection.SelectionState;
  /** The ply being looked at when stepping through the moves; null: the live position. */
  viewPly: number | null;
  /** Clocks to tick from, and local-minus-server time. */
  clock: ClockReading | null;
  clockOffsetMs: number;
  /** An action (resign, draw, join…) is in flight. */
  busy: boolean;
}

/** Polling while the socket is down: the spec's 2-second game refresh, only as a fallback. */
export const POLL_INTERVAL_MS = 2000;
/** A move not answered this long is re-sent over HTTP (moves are idempotent by ply). */
export const MOVE_ACK_TIMEOUT_MS = 8000;
/** How long the red ring stays on a refused square. */
export const REJECT_FLASH_MS = 500;

const AUTH_REQUIRED = 'Authentication required';

function isAuthError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || messageOf(error, '').includes(AUTH_REQUIRED));
}

export interface RoomDeps {
  gameId: string;
  viewerId: string | null;
  link: LiveLink;
  api: GameApi;
  scheduler: Scheduler;
  notify(notice: RoomNotice): void;
}

/**
 * The game room's state and behaviour without a DOM: it follows the game over the live socket (or by
 * polling while the socket is down), predicts the viewer's own move until the server answers and
 * takes it back if refused, keeps the selection, premove and promotion question, the clocks' reading
 * and the history view. React renders `getState()` and calls the gesture and action methods.
 */
export class RoomController {
  private readonly feed: GameFeed;
  private readonly history = new PositionHistory();
  /** The move list the history was last brought up to. */
  private historyOf: readonly string[] | null = null;
  private readonly offset = new ClockOffset();
  private readonly listeners = new Set<() => void>();
  private readonly unsubscribers: Array<() => void> = [];
  private state: RoomState;
  private pollTimer: unknown = null;
  private ackTimer: unknown = null;
  private flashTimer: unknown = null;
  private stopped = false;
  private refs = 0;
  /** Rules over the shown position, rebuilt only when the FEN changes. */
  private rules: { fen: string; position: Position; pieces: Map<SquareName, PieceLetter> } | null = null;

  constructor(private readonly deps: RoomDeps) {
    this.feed = new GameFeed(deps.gameId);
    this.state = {
      phase: 'loading',
      game: null,
      pending: null,
      connection: deps.link.status(),
      presence: null,
      opponentAwaySince: null,
      selection: selection.EMPTY_SELECTION,
      viewPly: null,
      clock: null,
      clockOffsetMs: 0,
      busy: false,
    };
  }

  // ---- lifecycle -------------------------------------------------------------------------------

  start(): void {
    const { link, gameId } = this.deps;
    this.unsubscribers.push(link.onMessage((message) => this.onMessage(message)));
    this.unsubscribers.push(link.onStatus((status) => this.onStatus(status)));
    link.joinGame(gameId);
    void this.refresh();
    this.onStatus(link.status());
  }

  stop(): void {
    this.stopped = true;
    for (const unsubscribe of this.unsubscribers.splice(0)) unsubscribe();
    this.deps.link.leaveGame(this.deps.gameId);
    this.stopPolling();
    this.clearAck();
    if (this.flashTimer !== null) this.deps.scheduler.clearTimeout(this.flashTimer);
    this.listeners.clear();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): RoomState => this.state;

  /** The viewer's side in the game, or null for a spectator. */
  get myColor(): Color | null {
    return this.colorIn(this.state.game);
  }

  // ---- gestures --------------------------------------------------------------------------------

  clickSquare(square: SquareName): void {
    this.applySelection(selection.clickSquare(this.state.selection, this.selectionContext(), square));
  }

  dragStart(square: SquareName): void {
    const next = selection.startDrag(this.state.selection, this.selectionContext(), square);
    if (next !== this.state.selection) this.set({ selection: next });
  }

  drop(from: SquareName, to: SquareName): void {
    this.applySelection(selection.dropPiece(this.state.selection, this.selectionContext(), from, to));
  }

  pickPromotion(piece: PromotionPiece | null): void {
    this.applySelection(selection.pickPromotion(this.state.selection, piece));
  }

  /** Look at the position after `ply` moves; null (or the last ply) returns to the live position. */
  viewAt(ply: number | null): void {
    const total = this.state.game?.moves.length ?? 0;
    const viewPly = ply === null || ply >= total ? null : Math.max(0, ply);
    if (viewPly === this.state.viewPly) return;
    this.set({ viewPly, selection: { ...selection.EMPTY_SELECTION, premove: this.state.selection.premove } });
  }

  stepView(delta: number): void {
    const total = this.state.game?.moves.length ?? 0;
    this.viewAt((this.state.viewPly ?? total) + delta);
  }

  /** The position and last move shown for the current view (live or a past ply). */
  shownStep(): { fen: string; lastMove: { from: SquareName; to: SquareName } | null; ply: number } {
    const game = this.state.game;
    if (!game) return { ...this.history.at(0), ply: 0 };
    if (this.historyOf !== game.moves) {
      this.history.sync(game.moves);
      this.historyOf = game.moves;
    }
    const ply = this.state.viewPly ?? game.moves.length;
    const step = this.history.at(ply);
    return { ...step, fen: this.state.viewPly === null ? game.fen : step.fen, ply };
  }

  /** Where the selected piece may go, for the board's hints. */
  targets(): SquareName[] {
    const from = this.state.selection.selected;
    if (!from) return [];
    return [...this.selectionContext().targetsOf(from)];
  }

  /** The square of the king in check in the shown position, if any. */
  checkSquare(): SquareName | null {
    const { fen } = this.shownStep();
    const rules = this.rulesFor(fen);
    if (!rules?.position.isCheck()) return null;
    const king = rules.position.turn === 'white' ? 'K' : 'k';
    for (const [square, piece] of rules.pieces) if (piece === king) return square;
    return null;
  }

  // ---- actions ---------------------------------------------------------------------------------

  /** Tries loading the game again after a failure. */
  retry(): void {
    this.set({ phase: 'loading' });
    void this.refresh();
  }

  async join(): Promise<boolean> {
    this.set({ busy: true });
    try {
      const game = await this.deps.api.join(this.deps.gameId);
      this.applySnapshot(game);
      this.deps.notify({ kind: 'joined' });
      return true;
    } catch (error) {
      const fallback =
        error instanceof ApiError ? `HTTP ${error.status}: Failed to join game` : 'Could not join game';
      this.deps.notify({ kind: 'join_failed', message: messageOf(error, fallback) });
      return false;
    } finally {
      this.set({ busy: false });
    }
  }

  resign = () => this.act((api, id) => api.resign(id));
  abort = () => this.act((api, id) => api.abort(id));
  offerDraw = () => this.act((api, id) => api.draw(id, 'offer'));
  answerDraw = (accept: boolean) => this.act((api, id) => api.draw(id, accept ? 'accept' : 'decline'));
  claim = (result: 'win' | 'draw') => this.act((api, id) => api.claim(id, result));
  /** Offers a rematch, or accepts the opponent's; both go to the new game once it exists. */
  rematch = () => this.act((api, id) => api.rematch(id));

  // ---- internals -------------------------------------------------------------------------------

  private async act(call: (api: GameApi, gameId: string) => Promise<Game>): Promise<void> {
    this.set({ busy: true });
    try {
      this.applySnapshot(await call(this.deps.api, this.deps.gameId));
    } catch (error) {
      this.deps.notify({
        kind: 'action_failed',
        message: messageOf(error, 'Please try again.'),
        authRequired: isAuthError(error),
      });
    } finally {
      this.set({ busy: false });
    }
  }

  private set(patch: Partial<RoomState>): void {
    if (this.stopped) return;
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  private colorIn(game: Game | null): Color | null {
    const viewer = this.deps.viewerId;
    if (!game || viewer === null) return null;
    if (game.whitePlayerId === viewer) return 'white';
    if (game.blackPlayerId === viewer) return 'black';
    return null;
  }

  private onStatus(status: LinkStatus): void {
    if (this.stopped) return;
    if (status !== this.state.connection) this.set({ connection: status });
    if (status === 'open') {
      this.stopPolling();
      // A move sent before the socket dropped is sent again: the server applies a ply only once.
      const pending = this.state.pending;
      if (pending) this.sendMove(pending);
    } else {
      this.startPolling();
    }
  }

  private startPolling(): void {
    if (this.pollTimer !== null) return;
    this.pollTimer = this.deps.scheduler.setInterval(() => void this.refresh(), POLL_INTERVAL_MS);
  }

  private stopPolling(): void {
    if (this.pollTimer === null) return;
    this.deps.scheduler.clearInterval(this.pollTimer);
    this.pollTimer = null;
  }

  /** Fetches the game over HTTP (first load, polling, a gap while the socket is down). */
  private async refresh(): Promise<void> {
    try {
      const game = await this.deps.api.fetchGame(this.deps.gameId);
      this.applySnapshot(game);
    } catch (error) {
      if (this.state.phase !== 'loading') return;
      const notFound = error instanceof ApiError && error.status === 404;
      this.set({ phase: notFound ? 'not_found' : 'error' });
      if (notFound) this.stopPolling();
    }
  }

  /** Asks for a fresh snapshot: over the socket when it is open, else over HTTP. */
  private resync(): void {
    // Sending join_game for a game already joined asks the server for a fresh snapshot.
    if (!this.deps.link.send({ type: 'join_game', gameId: this.deps.gameId })) void this.refresh();
  }

  private onMessage(message: ServerMessage): void {
    if (this.stopped) return;
    const now = this.deps.scheduler.now();
    switch (message.type) {
      case 'presence':
        if (message.gameId === this.deps.gameId) this.onPresence(message);
        return;
      case 'error':
        this.onError(message.message, message.ref);
        return;
      case 'game':
      case 'player_joined':
      case 'move':
      case 'game_over': {
        if ('game' in message) this.offset.observe(message.game.serverNow, now);
        if (message.type === 'move') this.offset.observe(message.serverNow, now);
        const before = this.feed.game;
        const update = this.feed.receive(message, now);
        if (update.kind === 'gap') {
          this.resync();
          return;
        }
        if (update.kind === 'ignored') return;
        this.afterServerChange(before, update.kind === 'move' ? update.event : null);
        if (update.kind === 'over') {
          // The event has no clock reading; the snapshot has the final times.
          this.resync();
        }
        return;
      }
      default:
        return;
    }
  }

  private onPresence(message: Presence & { gameId: string }): void {
    const presence = { white: message.white, black: message.black, spectators: message.spectators };
    this.set({ presence, opponentAwaySince: this.awaySince(presence, this.state.game) });
  }

  /** Since when the viewer's opponent has had no socket on this active game, given what is known now. */
  private awaySince(presence: Presence | null, game: Game | null): number | null {
    const me = this.colorIn(game);
    if (!presence || !me || !game || game.status !== 'active') return null;
    const opponentHere = me === 'white' ? presence.black : presence.white;
    if (opponentHere) return null;
    return this.state.opponentAwaySince ?? this.deps.scheduler.now();
  }

  private onError(message: string, ref: string | undefined): void {
    const pending = this.state.pending;
    if (!pending || ref !== pending.ref) return;
    this.rollback();
    this.deps.notify({ kind: 'move_failed', message, authRequired: message.includes(AUTH_REQUIRED) });
  }

  private applySnapshot(game: Game): void {
    this.offset.observe(game.serverNow, this.deps.scheduler.now());
    const before = this.feed.game;
    const update = this.feed.applySnapshot(game);
    if (update.kind === 'ignored') return;
    this.afterServerChange(before, null);
  }

  /** Re-derives everything after the server's game changed. */
  private afterServerChange(before: Game | null, event: MoveEvent | null): void {
    const confirmed = this.feed.game;
    if (!confirmed) return;
    let pending = this.state.pending;
    // The server has answered the viewer's move (this event, or a snapshot including it), or the game
    // ended before it could.
    if (pending && (confirmed.moves.length > pending.ply || isFinished(confirmed))) {
      pending = null;
      this.clearAck();
    }
    this.set({
      phase: 'ready',
      game: pending ? pending.predicted : confirmed,
      pending,
      clock: pending ? this.state.clock : confirmed,
      clockOffsetMs: this.offset.offsetMs,
      opponentAwaySince: this.awaySince(this.state.presence, confirmed),
    });
    if (event) this.announceMove(event);
    if (before && !before.blackPlayerId && confirmed.blackPlayerId && this.myColor === 'white') {
      this.deps.notify({ kind: 'player_joined', game: confirmed });
    }
    if (before && !isFinished(before) && isFinished(confirmed))
      this.deps.notify({ kind: 'game_over', game: confirmed });
    if (confirmed.rematchGameId && before && !before.rematchGameId) {
      this.deps.notify({ kind: 'rematch', gameId: confirmed.rematchGameId });
    }
    this.applySelection(
      selection.onPositionChange(this.state.selection, this.selectionContext(true), (intent) =>
        this.isLegal(intent),
      ),
    );
  }

  private announceMove(event: MoveEvent): void {
    const viewer = this.myColor;
    // The viewer heard their own move when they made it.
    if (viewer !== event.playerColor) this.deps.notify({ kind: 'sound', sound: soundFor(event) });
    this.deps.notify({
      kind: 'move',
      viewer,
      mover: event.playerColor,
      san: event.san,
      isCheck: event.isCheck,
      isCheckmate: event.isCheckmate,
      captured: event.captured,
    });
  }

  private applySelection(result: selection.SelectionResult): void {
    const previous = this.state.selection;
    if (result.state !== previous) this.set({ selection: result.state });
    if (result.state.rejected && result.state.rejected !== previous.rejected) this.scheduleFlashEnd();
    if (result.move) this.play(result.move);
  }

  private scheduleFlashEnd(): void {
    const { scheduler } = this.deps;
    if (this.flashTimer !== null) scheduler.clearTimeout(this.flashTimer);
    this.flashTimer = scheduler.setTimeout(() => {
      this.flashTimer = null;
      this.set({ selection: selection.clearRejected(this.state.selection) });
    }, REJECT_FLASH_MS);
  }

  private rulesFor(fen: string) {
    if (this.rules?.fen !== fen) {
      const position = Position.fromFen(fen);
      if (!position.ok) return null;
      this.rules = { fen, position: position.value, pieces: piecesOf(fen) };
    }
    return this.rules;
  }

  /**
   * The rules' view of the live position for the selection. Gestures need the live position on the
   * board; a premove still goes off while the player looks back through the moves (`ignoreView`).
   */
  private selectionContext(ignoreView = false): selection.SelectionContext {
    const game = this.state.game;
    const myColor = this.myColor;
    const canAct =
      game !== null &&
      myColor !== null &&
      game.status === 'active' &&
      (ignoreView || this.state.viewPly === null);
    const fen = game?.fen ?? '';
    const rules = game ? this.rulesFor(fen) : null;
    const myTurn = canAct && game.currentTurn === myColor && this.state.pending === null;
    return {
      myColor,
      canAct: canAct && rules !== null,
      myTurn,
      pieceAt: (square) => rules?.pieces.get(square),
      targetsOf: (from) => {
        if (!rules) return [];
        return myTurn ? rules.position.legalTargets(from) : premoveTargets(rules.pieces, from);
      },
      isPromotion: (from, to) => {
        const piece = rules?.pieces.get(from);
        return piece !== undefined && piece.toLowerCase() === 'p' && (to[1] === '8' || to[1] === '1');
      },
    };
  }

  private isLegal(intent: selection.MoveIntent): boolean {
    const game = this.state.game;
    if (!game) return false;
    const position = Position.fromFen(game.fen);
    return position.ok && position.value.play(moveText(intent)).ok;
  }

  /** Plays the viewer's move: shown at once, sent to the server, taken back if refused. */
  private play(intent: selection.MoveIntent): void {
    const confirmed = this.feed.game;
    if (!confirmed || this.state.pending || isFinished(confirmed)) return;
    const position = Position.fromFen(confirmed.fen);
    if (!position.ok) return;
    const text = moveText(intent);
    const played = position.value.play(text);
    if (!played.ok) {
      const key = (this.state.selection.rejected?.key ?? 0) + 1;
      this.applySelection({ state: { ...this.state.selection, rejected: { square: intent.to, key } } });
      return;
    }
    const now = this.deps.scheduler.now();
    const ply = confirmed.moves.length;
    const clocks = this.state.clock
      ? remainingAt(this.state.clock, now, this.offset.offsetMs)
      : { white: confirmed.whiteTimeRemaining, black: confirmed.blackTimeRemaining };
    const mover = played.value.color;
    const moverTime = clocks[mover] + (ply >= 2 ? confirmed.increment : 0);
    const predicted: Game = {
      ...confirmed,
      moves: [...confirmed.moves, text],
      san: [...confirmed.san, played.value.san],
      fen: position.value.fen,
      boardState: position.value.board(),
      currentTurn: position.value.turn,
      whiteTimeRemaining: mover === 'white' ? moverTime : clocks.white,
      blackTimeRemaining: mover === 'black' ? moverTime : clocks.black,
      serverNow: now - this.offset.offsetMs,
      clockRunning: ply === 0 || played.value.outcome ? null : position.value.turn,
      drawOffer: null,
    };
    this.refs += 1;
    const pending: PendingMove = { move: text, ply, ref: `move:${ply}:${this.refs}`, predicted };
    this.set({ pending, game: predicted, clock: predicted, viewPly: null });
    this.deps.notify({ kind: 'sound', sound: soundFor(played.value) });
    this.sendMove(pending);
  }

  private sendMove(pending: PendingMove): void {
    const { link, gameId, scheduler } = this.deps;
    this.clearAck();
    const sent = link.send({ type: 'move', gameId, move: pending.move, ply: pending.ply, ref: pending.ref });
    if (!sent) {
      void this.sendMoveOverHttp(pending);
      return;
    }
    this.ackTimer = scheduler.setTimeout(() => {
      this.ackTimer = null;
      if (this.state.pending === pending) void this.sendMoveOverHttp(pending);
    }, MOVE_ACK_TIMEOUT_MS);
  }

  private async sendMoveOverHttp(pending: PendingMove): Promise<void> {
    try {
      const answer = await this.deps.api.move(this.deps.gameId, { move: pending.move, ply: pending.ply });
      this.applySnapshot(answer.game);
    } catch (error) {
      if (this.state.pending !== pending) return;
      this.rollback();
      this.deps.notify({
        kind: 'move_failed',
        message: messageOf(error, 'Unable to make move'),
        authRequired: isAuthError(error),
      });
    }
  }

  /** Takes back the viewer's refused move: the server's game is shown again. */
  private rollback(): void {
    this.clearAck();
    const confirmed = this.feed.game;
    this.set({ pending: null, game: confirmed, clock: confirmed });
    this.applySelection(
      selection.onPositionChange(this.state.selection, this.selectionContext(true), (intent) =>
        this.isLegal(intent),
      ),
    );
  }

  private clearAck(): void {
    if (this.ackTimer === null) return;
    this.deps.scheduler.clearTimeout(this.ackTimer);
    this.ackTimer = null;
  }
}

function moveText(intent: selection.MoveIntent): string {
  return `${intent.from}-${intent.to}${intent.promotion ?? ''}`;
}
