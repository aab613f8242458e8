import {
  type ClaimVictoryBody,
  type CreateGameInput,
  CreateGameResponse,
  type DrawBody,
  type Game,
  GameResponse,
  type MoveBody,
  MoveResponse,
} from '../../core/protocol';
import { apiJson } from '../lib/api';

/** The games HTTP API as the room uses it; every answer is checked against its schema. */
export interface GameApi {
  fetchGame(gameId: string): Promise<Game>;
  join(gameId: string): Promise<Game>;
  move(gameId: string, body: MoveBody): Promise<MoveResponse>;
  resign(gameId: string): Promise<Game>;
  abort(gameId: string): Promise<Game>;
  draw(gameId: string, action: DrawBody['action']): Promise<Game>;
  /** Offers (or accepts) a rematch; the game names the new one once both agreed. */
  rematch(gameId: string): Promise<Game>;
  /** After the opponent has been away long enough: the win, or a draw. */
  claim(gameId: string, result: ClaimVictoryBody['result']): Promise<Game>;
}

const path = (gameId: string, action = '') => `/api/games/${encodeURIComponent(gameId)}${action}`;

async function gameOf(request: Promise<unknown>): Promise<Game> {
  return GameResponse.parse(await request).game;
}

export const gameApi: GameApi = {
  fetchGame: (gameId) => gameOf(apiJson('GET', path(gameId))),
  join: (gameId) => gameOf(apiJson('POST', path(gameId, '/join'))),
  move: async (gameId, body) => MoveResponse.parse(await apiJson('POST', path(gameId, '/move'), body)),
  resign: (gameId) => gameOf(apiJson('POST', path(gameId, '/resign'))),
  abort: (gameId) => gameOf(apiJson('POST', path(gameId, '/abort'))),
  draw: (gameId, action) => gameOf(apiJson('POST', path(gameId, '/draw'), { action } satisfies DrawBody)),
  rematch: (gameId) => gameOf(apiJson('POST', path(gameId, '/rematch'))),
  claim: (gameId, result) =>
    gameOf(apiJson('POST', path(gameId, '/claim-victory'), { result } satisfies ClaimVictoryBody)),
};

/** Creates a game: its id and the seat the creator was given. */
export async function createGame(body: CreateGameInput): Promise<CreateGameResponse> {
  return CreateGameResponse.parse(await apiJson('POST', '/api/games', body));
}
