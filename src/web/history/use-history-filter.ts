import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import type { GamesFilter } from '../../core/player-history';
import { filterFromSearch, searchOfFilter } from './history-filter';

/**
 * The history's filter, kept in the address (decision 278): read from it on every render, so a shared
 * link, a reload and back/forward all show the same list. A choice from a list adds a step to the
 * browser's history; the search text replaces the current step, so typing does not leave one per word.
 */
export function useHistoryFilter(): [GamesFilter, (change: Partial<GamesFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filter = useMemo(() => filterFromSearch(new URLSearchParams(search)), [search]);
  const change = useCallback(
    (next: Partial<GamesFilter>) => {
      const merged = { ...filter, ...next };
      const target = searchOfFilter(merged);
      if (target.toString() === searchOfFilter(filter).toString()) return;
      const typing = Object.keys(next).every((key) => key === 'q');
      setParams(target, { replace: typing });
    },
    [filter, setParams],
  );
  return [filter, change];
}
