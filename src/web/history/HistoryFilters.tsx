import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { Link } from 'wouter';
import { GAME_SEARCH_MAX, type GamesFilter } from '../../core/player-history';
import { Input, NativeSelect } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { fetchPlayerTournaments, playerTournamentsKey } from '../tournaments/tournament-api';
import {
  type FilterOption,
  resultOptions,
  statusOptions,
  timeControlOptions,
  tournamentOptions,
} from './history-options';

/**
 * The history's filters (decisions 278 and 300): the search box, status, result, time control and, for a
 * player who has played in tournaments, the tournament. Every choice but the typed text is the address's.
 */
export function HistoryFilters({
  username,
  filter,
  typed,
  onType,
  onChange,
}: {
  username: string;
  filter: GamesFilter;
  typed: string;
  onType(text: string): void;
  onChange(change: Partial<GamesFilter>): void;
}) {
  const { i18n } = useLingui();
  const played = useQuery({
    queryKey: playerTournamentsKey(username),
    queryFn: () => fetchPlayerTournaments(username),
  });
  const tournaments = played.data?.tournaments ?? [];
  // The list appears once there is a tournament to pick, or when a link names one.
  const showTournaments = tournaments.length > 0 || filter.tournament !== '';
  return (
    <div className="grid gap-3">
      <div className="grid grid-cols-3 gap-3 sm:grid-cols-[minmax(0,1fr)_9rem_9rem_9rem]">
        <div className="col-span-3 grid gap-2 sm:col-span-1">
          <Label htmlFor="history-search">{i18n._('history.search')}</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="history-search"
              type="search"
              className="ps-9"
              placeholder={i18n._('history.searchPlaceholder')}
              maxLength={GAME_SEARCH_MAX}
              value={typed}
              onChange={(event) => onType(event.target.value)}
            />
          </div>
        </div>
        <FilterSelect
          id="history-status"
          label={i18n._('history.status')}
          value={filter.status}
          options={statusOptions(i18n)}
          onChange={(status) => onChange({ status })}
        />
        <FilterSelect
          id="history-result"
          label={i18n._('history.result')}
          value={filter.result}
          options={resultOptions(i18n)}
          onChange={(result) => onChange({ result })}
        />
        <FilterSelect
          id="history-time-control"
          label={i18n._('history.timeControl')}
          value={filter.tc}
          options={timeControlOptions(i18n, filter.tc)}
          onChange={(tc) => onChange({ tc })}
        />
      </div>
      {showTournaments ? (
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-full sm:w-80">
            <FilterSelect
              id="history-tournament"
              label={i18n._('history.tournament')}
              value={filter.tournament}
              options={tournamentOptions(i18n, tournaments, filter.tournament)}
              onChange={(tournament) => onChange({ tournament })}
            />
          </div>
          {filter.tournament ? (
            <Link
              href={`/tournaments/${encodeURIComponent(filter.tournament)}`}
              className="pb-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {i18n._('history.tournament.page')}
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** One labelled filter of the list; `options` holds every value `onChange` can be given. */
function FilterSelect<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: FilterOption<T>[];
  onChange: (value: T) => void;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
