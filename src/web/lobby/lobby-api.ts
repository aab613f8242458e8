import {
  LobbyState,
  PairedResponse,
  QueueResponse,
  type QueueState,
  type Seek,
  type SeekInput,
  SeekResponse,
} from '../../core/protocol';
import { apiJson, apiRequest } from '../lib/api';

/** The lobby page's one query: everything `GET /api/lobby` answers, kept live by the socket's lobby events. */
export const LOBBY_KEY = ['/api/lobby'] as const;

/** Each answer is parsed before use: the page trusts no shape it did not check. */
export async function fetchLobby(): Promise<LobbyState> {
  return LobbyState.parse(await apiJson<unknown>('GET', '/api/lobby'));
}

/** Presses Play in one pool: the answer is the person's place in the queue. */
export async function joinPool(body: SeekInput): Promise<QueueState> {
  return QueueResponse.parse(await apiJson<unknown>('POST', '/api/lobby/pool', body)).queue;
}

/** Leaves the queue (Cancel); leaving a queue one is no longer in is not an error. */
export async function leavePool(): Promise<void> {
  await apiRequest('DELETE', '/api/lobby/pool');
}

export async function postSeek(body: SeekInput): Promise<Seek> {
  return SeekResponse.parse(await apiJson<unknown>('POST', '/api/lobby/seeks', body)).seek;
}

export async function cancelSeek(seekId: string): Promise<void> {
  await apiRequest('DELETE', `/api/lobby/seeks/${encodeURIComponent(seekId)}`);
}

/** Accepts someone's seek: the answer is the game both players are sent to. */
export async function acceptSeek(seekId: string): Promise<string> {
  const answer = await apiJson<unknown>('POST', `/api/lobby/seeks/${encodeURIComponent(seekId)}/accept`);
  return PairedResponse.parse(answer).gameId;
}
