import {
  GAME_RESULT_FILTERS,
  GAME_SEARCH_MAX,
  GAME_STATUS_FILTERS,
  type GameResultFilter,
  type GameStatusFilter,
  type GamesFilter,
  parseTimeControlFilter,
  TOURNAMENT_ID_FILTER,
  timeControlFilterText,
} from '../../core/player-history';

/** The history's filter when the address names none. */
export const NO_FILTER: GamesFilter = { status: 'all', result: 'all', tc: '', q: '', tournament: '' };

const oneOf = <T extends string>(values: readonly T[], text: string | null, fallback: T): T =>
  values.find((value) => value === text) ?? fallback;

/**
 * The filter an address names (`?status=completed&result=win&tc=600+0&q=ada&tournament=…`, decisions 278 and
 * 300). A value the list does not know reads as no filter, so an old or mistyped link still opens the history.
 */
export function filterFromSearch(params: URLSearchParams): GamesFilter {
  const clock = parseTimeControlFilter(params.get('tc') ?? '');
  const tournament = (params.get('tournament') ?? '').trim();
  return {
    status: oneOf<GameStatusFilter>(GAME_STATUS_FILTERS, params.get('status'), 'all'),
    result: oneOf<GameResultFilter>(GAME_RESULT_FILTERS, params.get('result'), 'all'),
    tc: clock ? timeControlFilterText(clock.timeControl, clock.increment) : '',
    q: (params.get('q') ?? '').trim().slice(0, GAME_SEARCH_MAX),
    tournament: TOURNAMENT_ID_FILTER.test(tournament) ? tournament : '',
  };
}

/** The address's query for a filter: only what narrows the list, in a fixed order, so one filter has one link. */
export function searchOfFilter(filter: GamesFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status !== 'all') params.set('status', filter.status);
  if (filter.result !== 'all') params.set('result', filter.result);
  if (filter.tc) params.set('tc', filter.tc);
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (filter.tournament) params.set('tournament', filter.tournament);
  return params;
}

export const isFiltered = (filter: GamesFilter) => searchOfFilter(filter).toString() !== '';

/** The history narrowed to one tournament's games: "my games in this tournament" (decision 300). */
export const tournamentHistoryHref = (tournamentId: string) =>
  `/history?${searchOfFilter({ ...NO_FILTER, tournament: tournamentId }).toString()}`;
