import { useLingui } from '@lingui/react';
import { LOBBY_POOL_LIST, type LobbyPoolId } from '../../core/lobby-pools';
import { poolClock, poolSpeed, poolText } from './lobby-text';

/** The six pools as big tiles, as lichess's quick pairing shows them: pressing one is pressing Play. */
export function PoolTiles({ onPlay, disabled }: { onPlay: (pool: LobbyPoolId) => void; disabled: boolean }) {
  const { i18n } = useLingui();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={i18n._('lobby.pools.label')}>
      {LOBBY_POOL_LIST.map((pool) => {
        const id = pool.id as LobbyPoolId;
        return (
          <li key={id}>
            <button
              type="button"
              disabled={disabled}
              aria-label={i18n._('lobby.pools.play', { pool: poolText(i18n, id) })}
              onClick={() => onPlay(id)}
              className="flex h-28 w-full flex-col items-center justify-center gap-1 rounded-xl border-2 bg-card text-card-foreground shadow-sm transition-colors hover:border-primary hover:bg-secondary focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-border disabled:hover:bg-card"
            >
              <span className="text-3xl font-bold tabular-nums">{id}</span>
              <span className="text-sm font-medium text-muted-foreground">{poolSpeed(i18n, id)}</span>
              <span className="sr-only">{poolClock(i18n, id)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
