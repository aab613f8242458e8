import {
  BerserkResponse,
  type CreateTournamentInput,
  InviteToTournamentResponse,
  PlayerTournaments,
  TournamentList,
  TournamentPage,
} from '../../core/tournament/schemas';
import { apiJson } from '../lib/api';

/** The tournaments page's one query: `GET /api/tournaments`. */
export const TOURNAMENTS_KEY = ['/api/tournaments'] as const;

/** One tournament's page, by id (the link's token is not part of the key: one page per tournament). */
export const tournamentKey = (id: string) => ['/api/tournaments', id] as const;

const path = (id: string, action?: string) =>
  `/api/tournaments/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

/** Each answer is parsed before use: the pages trust no shape they did not check. */
export async function fetchTournaments(): Promise<TournamentList> {
  return TournamentList.parse(await apiJson<unknown>('GET', '/api/tournaments'));
}

/** A private tournament's page is shown to a holder of its link's token (`?token=`). */
export async function fetchTournament(id: string, token: string | null): Promise<TournamentPage> {
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  return TournamentPage.parse(await apiJson<unknown>('GET', `${path(id)}${query}`));
}

export async function createTournament(body: CreateTournamentInput): Promise<TournamentPage> {
  return TournamentPage.parse(await apiJson<unknown>('POST', '/api/tournaments', body));
}

/** A player's tournaments, newest first (private ones only to the player themselves). */
export const playerTournamentsKey = (username: string) => ['/api/users', username, 'tournaments'] as const;

export async function fetchPlayerTournaments(username: string): Promise<PlayerTournaments> {
  const answer = await apiJson<unknown>('GET', `/api/users/${encodeURIComponent(username)}/tournaments`);
  return PlayerTournaments.parse(answer);
}

/** The actions on one tournament: each answers with its page as it is now. */
export type TournamentAction = 'join' | 'pause' | 'withdraw' | 'start' | 'cancel';

export async function tournamentAction(
  id: string,
  action: TournamentAction,
  token: string | null = null,
): Promise<TournamentPage> {
  const body = action === 'join' && token ? { token } : action === 'join' ? {} : undefined;
  return TournamentPage.parse(await apiJson<unknown>('POST', path(id, action), body));
}

export async function inviteToTournament(
  id: string,
  usernames: string[],
): Promise<InviteToTournamentResponse> {
  return InviteToTournamentResponse.parse(await apiJson<unknown>('POST', path(id, 'invite'), { usernames }));
}

/** Halves the player's own clock before their first move of a tournament game. */
export async function berserk(tournamentId: string, gameId: string): Promise<BerserkResponse> {
  return BerserkResponse.parse(await apiJson<unknown>('POST', path(tournamentId, 'berserk'), { gameId }));
}

/** `/tournaments/:id?token=…`: the link a creator shares. */
export function inviteLinkOf(origin: string, id: string, token: string): string {
  return `${origin}/tournaments/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`;
}

/** A tournament game's room, the tournament in its address (the room's Berserk needs it before the game says it). */
export function tournamentGamePath(gameId: string, tournamentId: string): string {
  return `/game/${encodeURIComponent(gameId)}?tournament=${encodeURIComponent(tournamentId)}`;
}
