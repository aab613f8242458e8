import type { PromotionPiece, SquareName } from '../../core/chess';
import { type Color, type Game, isFinished } from '../../core/protocol';
import { ExternalStore } from '../lib/external-store';
import type { ServerMessageOf } from '../lib/live-dispatcher';
import { BoardRules, isLegalIn, predictMove } from './board-rules';
import type { GameApi } from './game-api';
import type { MoveEvent } from './game-feed';
import { GameFollower } from './game-follower';
import { PositionHistory, type ShownStep } from './history';
import type { LiveLink } from './live-link';
import { type MoveRefused, MoveSender } from './move-sender';
import { RoomActions } from './room-actions';
import { awaySince, noticesFor } from './room-notices';
import { colorOf, initialRoomState, type Presence, type RoomNotice, type RoomState } from './room-state';
import type { Scheduler } from './scheduler';
import * as selection from './selection';
import { soundFor } from './sounds';
import { TakebackSender } from './takeback-sender';

/** How long the red ring stays on a refused square. */
export const REJECT_FLASH_MS = 500;

export interface RoomDeps {
  gameId: string;
  viewerId: string | null;
  link: LiveLink;
  api: GameApi;
  scheduler: Scheduler;
  notify(notice: RoomNotice): void;
}

/**
 * The game room's state without a DOM: it composes the game follower (the server's game, followed over
 * the socket or by polling) and the move sender (the viewer's unanswered move) with what the viewer
 * does: the selection, premove and promotion question, the history view, presence and actions. The
 * game shown is the server's with the pending move applied. React renders `getState()` and calls the
 * gesture and action methods.
 */
export class RoomController {
  private readonly follower: GameFollower;
  private readonly sender: MoveSender;
  private readonly takebacks: TakebackSender;
  /** Join, resign, draws, claims and rematches over HTTP. */
  readonly actions: RoomActions;
  private readonly rules = new BoardRules();
  private readonly history = new PositionHistory();
  private readonly store: ExternalStore<RoomState>;
  private readonly unsubscribers: Array<() => void> = [];
  private flashTimer: unknown = null;

  constructor(private readonly deps: RoomDeps) {
    const { gameId, link, api, scheduler } = deps;
    const shared = { gameId, link, api, scheduler };
    this.follower = new GameFollower({
      ...shared,
      onChange: (before, event) => this.afterServerChange(before, event),
      onFetchFailed: (notFound) => this.onFetchFailed(notFound),
      onJoinRefused: (joinRefusal) => this.store.set({ joinRefusal }),
    });
    this.sender = new MoveSender({
      ...shared,
      onAnswer: (game) => this.follower.applySnapshot(game),
      onRefused: (refusal) => this.takeBack(refusal),
    });
    this.takebacks = new TakebackSender({
      gameId,
      link,
      setBusy: (busy) => this.store.set({ busy }),
      notify: deps.notify,
    });
    this.actions = new RoomActions({
      gameId,
      api,
      applySnapshot: (game) => this.follower.applySnapshot(game),
      setBusy: (busy) => this.store.set({ busy }),
      notify: deps.notify,
      takeback: (action) => this.takebacks.send(action),
    });
    this.store = new ExternalStore(initialRoomState(link.status()));
  }

  start(): void {
    const { link } = this.deps;
    this.unsubscribers.push(
      // The room itself reads the game's presence; the follower and the move sender read the game's.
      link.on('presence', (message) => {
        if (message.gameId === this.deps.gameId) this.onPresence(message);
      }),
      link.onStatus((connection) => {
        if (connection !== this.state.connection) this.store.set({ connection });
      }),
    );
    void this.follower.start();
    this.sender.start();
    this.takebacks.start();
  }

  stop(): void {
    this.store.close();
    for (const unsubscribe of this.unsubscribers.splice(0)) unsubscribe();
    this.follower.stop();
    this.sender.stop();
    this.takebacks.stop();
    if (this.flashTimer !== null) this.deps.scheduler.clearTimeout(this.flashTimer);
  }

  subscribe = (listener: () => void): (() => void) => this.store.subscribe(listener);

  getState = (): RoomState => this.store.get();

  /** The viewer's side in the game, or null for a spectator. */
  get myColor(): Color | null {
    return colorOf(this.state.game, this.deps.viewerId);
  }

  clickSquare(square: SquareName): void {
    this.applySelection(selection.clickSquare(this.state.selection, this.selectionContext(), square));
  }

  dragStart(square: SquareName): void {
    const next = selection.startDrag(this.state.selection, this.selectionContext(), square);
    if (next !== this.state.selection) this.store.set({ selection: next });
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
    this.store.set({
      viewPly,
      selection: { ...selection.EMPTY_SELECTION, premove: this.state.selection.premove },
    });
  }

  stepView(delta: number): void {
    const total = this.state.game?.moves.length ?? 0;
    this.viewAt((this.state.viewPly ?? total) + delta);
  }

  /** The position and last move shown for the current view (live or a past ply). */
  shownStep(): ShownStep {
    return this.history.shown(this.state.game, this.state.viewPly);
  }

  /** Where the selected piece may go, for the board's hints. */
  targets(): SquareName[] {
    const from = this.state.selection.selected;
    if (!from) return [];
    return [...this.selectionContext().targetsOf(from)];
  }

  /** The square of the king in check in the shown position, if any. */
  checkSquare(): SquareName | null {
    return this.rules.checkSquare(this.shownStep().fen);
  }

  /** Tries loading the game again after a failure. */
  retry(): void {
    this.store.set({ phase: 'loading' });
    void this.follower.refresh();
  }

  private get state(): RoomState {
    return this.store.get();
  }

  private onPresence(message: ServerMessageOf<'presence'>): void {
    const presence = { white: message.white, black: message.black, spectators: message.spectators };
    this.store.set({ presence, opponentAwaySince: this.awaySince(presence, this.state.game) });
  }

  private onFetchFailed(notFound: boolean): void {
    if (this.state.phase !== 'loading') return;
    this.store.set({ phase: notFound ? 'not_found' : 'error' });
    if (notFound) this.follower.stopPolling();
  }

  private awaySince(presence: Presence | null, game: Game | null): number | null {
    const viewer = colorOf(game, this.deps.viewerId);
    return awaySince(presence, game, viewer, this.state.opponentAwaySince, this.deps.scheduler.now());
  }

  /** Re-derives everything after the server's game changed. */
  private afterServerChange(before: Game | null, event: MoveEvent | null): void {
    const confirmed = this.follower.game;
    if (!confirmed) return;
    // The server has answered the viewer's move (this event, or a snapshot including it), or the game
    // ended before it could.
    this.sender.settle(confirmed);
    this.takebacks.settle();
    const pending = this.sender.pending;
    // A takeback can leave fewer moves than the ply being looked at: back to the live position then.
    const viewPly =
      this.state.viewPly !== null && this.state.viewPly >= confirmed.moves.length ? null : this.state.viewPly;
    this.store.set({
      phase: 'ready',
      viewPly,
      game: pending ? pending.predicted : confirmed,
      pending,
      clock: pending ? this.state.clock : confirmed,
      clockOffsetMs: this.follower.offsetMs,
      opponentAwaySince: this.awaySince(this.state.presence, confirmed),
    });
    for (const notice of noticesFor(before, confirmed, event, this.myColor)) this.deps.notify(notice);
    this.followPosition();
  }

  /** The selection after the position changed: a premove may go off now. */
  private followPosition(): void {
    const fen = this.state.game?.fen ?? '';
    this.applySelection(
      selection.onPositionChange(this.state.selection, this.selectionContext(true), (intent) =>
        isLegalIn(fen, intent),
      ),
    );
  }

  private applySelection(result: selection.SelectionResult): void {
    const previous = this.state.selection;
    if (result.state !== previous) this.store.set({ selection: result.state });
    if (result.state.rejected && result.state.rejected !== previous.rejected) this.scheduleFlashEnd();
    if (result.move) this.play(result.move);
  }

  private scheduleFlashEnd(): void {
    const { scheduler } = this.deps;
    if (this.flashTimer !== null) scheduler.clearTimeout(this.flashTimer);
    this.flashTimer = scheduler.setTimeout(() => {
      this.flashTimer = null;
      this.store.set({ selection: selection.clearRejected(this.state.selection) });
    }, REJECT_FLASH_MS);
  }

  /**
   * The rules' view of the live position for the selection. Gestures need the live position on the
   * board; a premove still goes off while the player looks back through the moves (`ignoreView`).
   */
  private selectionContext(ignoreView = false): selection.SelectionContext {
    return this.rules.context(this.state.game, {
      myColor: this.myColor,
      live: ignoreView || this.state.viewPly === null,
      waiting: this.state.pending !== null,
    });
  }

  /** Plays the viewer's move: shown at once, sent to the server, taken back if refused. */
  private play(intent: selection.MoveIntent): void {
    const confirmed = this.follower.game;
    if (!confirmed || this.sender.pending || isFinished(confirmed)) return;
    // The clocks shown tick from the server's last reading; the move is made at the server's time now.
    const move = predictMove(confirmed, intent, this.deps.scheduler.now() - this.follower.offsetMs);
    if (!move) {
      const key = (this.state.selection.rejected?.key ?? 0) + 1;
      this.applySelection({ state: { ...this.state.selection, rejected: { square: intent.to, key } } });
      return;
    }
    const pending = this.sender.send(move.played.move, confirmed.moves.length, move.predicted);
    this.store.set({ pending, game: move.predicted, clock: move.predicted, viewPly: null });
    this.deps.notify({ kind: 'sound', sound: soundFor(move.played) });
  }

  /** The server refused the viewer's move: its game is shown again, and the page says why. */
  private takeBack(refusal: MoveRefused): void {
    const confirmed = this.follower.game;
    this.store.set({ pending: null, game: confirmed, clock: confirmed });
    this.followPosition();
    this.deps.notify({ kind: 'move_failed', ...refusal });
  }
}
