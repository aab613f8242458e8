import type { ClaimVictoryBody, Game } from '../../core/protocol';
import { ApiError, messageOf } from '../lib/api';
import { isAuthError } from './auth-refusal';
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
}

/** The room's HTTP actions: busy while in flight, the answered game shown, a refusal reported. */
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
      notify({
        kind: 'join_failed',
        message: messageOf(error, fallback),
        code: error instanceof ApiError ? error.code : null,
      });
      return false;
    } finally {
      this.deps.setBusy(false);
    }
  }

  resign = () => this.act((api, id) => api.resign(id));
  abort = () => this.act((api, id) => api.abort(id));
  offerDraw = () => this.act((api, id) => api.draw(id, 'offer'));
  answerDraw = (accept: boolean) => this.act((api, id) => api.draw(id, accept ? 'accept' : 'decline'));
  claim = (result: ClaimVictoryBody['result']) => this.act((api, id) => api.claim(id, result));
  rematch = () => this.act((api, id) => api.rematch(id));

  private async act(call: (api: GameApi, gameId: string) => Promise<Game>): Promise<void> {
    this.deps.setBusy(true);
    try {
      this.deps.applySnapshot(await call(this.deps.api, this.deps.gameId));
    } catch (error) {
      this.deps.notify({
        kind: 'action_failed',
        message: messageOf(error, 'Please try again.'),
        authRequired: isAuthError(error),
      });
    } finally {
      this.deps.setBusy(false);
    }
  }
}
