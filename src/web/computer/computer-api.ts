import {
  type CreateComputerGameInput,
  CreateGameResponse,
  type MoveBody,
  MoveResponse,
} from '../../core/protocol';
import { apiJson } from '../lib/api';

/** Starts a game against the computer (decision 286): its id and the seat the player was given. */
export async function startComputerGame(body: CreateComputerGameInput): Promise<CreateGameResponse> {
  return CreateGameResponse.parse(await apiJson('POST', '/api/games/computer', body));
}

/** Sends the computer's move, found by this browser's engine, for the server to referee. */
export async function sendComputerMove(gameId: string, body: MoveBody): Promise<MoveResponse> {
  return MoveResponse.parse(
    await apiJson('POST', `/api/games/${encodeURIComponent(gameId)}/computer-move`, body),
  );
}
