import type { ClaimVictoryBody, Game, TakebackAction } from '../../core/protocol';
import { ApiError, refusalOf } from '../lib/api';
import type { GameApi } from './game-api';
import type { RoomNotice } from './room-state';

/** What a player may ask of the game besides moving; each answers with the game, shown at once. */
export interface PlayerActions {
  /** Takes the free seat; false (with a notice) when refused. */
  join(): Promise<boolean>;
  resign(): Promise<void>;
  abort(): Promise<void>;
  offerDraw(): Promise<void>;
  answerDraw(accept: boolean): Promise<void>;
  /** Asks to take back one's last move, or answers the opponent's request (over the socket). */
  requestTakeback(): void;
  answerTakeback(accept: boolean): void;
  claim(result: ClaimVictoryBody['result']): Promise<void>;
  /** Offers a rematch, or accepts the opponent's; both go to the new game once it exists. */
  rematch(): Promise<void>;
}

export interface RoomActionsDeps {
  gameId: string;
  api: GameApi;
  /** The game the server answered with. */
  applySnapshot(game: Game): void;
  /** An action is in flight (true) or done (false). */
  setBusy(busy: boolean): void;
  notify(notice: RoomNotice): void;
  /** Sends a takeback step on the socket (`TakebackSender`). */
  takeback(action: TakebackAction): void;
}

/** The room's HTTP actions (and takebacks, on the socket): busy while in flight, the answered game shown, a refusal reported. */
export class RoomActions implements PlayerActions {
  constructor(private readonly deps: RoomActionsDeps) {}

  async join(): Promise<boolean> {
    const { api, gameId, notify } = this.deps;
    this.deps.setBusy(true);
    try {
      this.deps.applySnapshot(await api.join(gameId));
      notify({ kind: 'joined' });
      return true;
    } catch (error) {
      const fallback =
        error instanceof ApiError ? `HTTP ${error.status}: Failed to join game` : 'Could not join game';
      notify({ kind: 'join_failed', ...refusalOf(error, fallback) });
      return false;
    } finally {
      this.deps.setBusy(false);
    }
  }

  resign = () => this.act((api, id) => api.resign(id));
  abort = () => this.act((api, id) => api.abort(id));
  offerDraw = () => this.act((api, id) => api.draw(id, 'offer'));
  answerDraw = (accept: boolean) => this.act((api, id) => api.draw(id, accept ? 'accept' : 'decline'));
  requestTakeback = () => this.deps.takeback('request');
  answerTakeback = (accept: boolean) => this.deps.takeback(accept ? 'accept' : 'decline');
  claim = (result: ClaimVictoryBody['result']) => this.act((api, id) => api.claim(id, result));
  rematch = () => this.act((api, id) => api.rematch(id));

  private async act(call: (api: GameApi, gameId: string) => Promise<Game>): Promise<void> {
    this.deps.setBusy(true);
    try {
      this.deps.applySnapshot(await call(this.deps.api, this.deps.gameId));
    } catch (error) {
      this.deps.notify({ kind: 'action_failed', ...refusalOf(error, 'Please try again.') });
    } finally {
      this.deps.setBusy(false);
    }
  }
}
