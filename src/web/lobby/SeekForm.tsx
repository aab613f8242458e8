import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { LOBBY_POOL_IDS, type LobbyPoolId, SEEKS_PER_PERSON_MAX } from '../../core/lobby-pools';
import type { LobbyState, SeekInput } from '../../core/protocol';
import { Button } from '../components/ui/button';
import { type GameChoice, GameOptions } from './GameOptions';
import { poolText } from './lobby-text';

/** "Post a seek": a time control, rated or casual, and a call; anyone in the lobby may then accept it. */
export function SeekForm({
  calls,
  openSeeks,
  disabled,
  posting,
  onPost,
}: {
  calls: LobbyState['calls'];
  /** How many seeks this person has open now. */
  openSeeks: number;
  disabled: boolean;
  posting: boolean;
  onPost: (seek: SeekInput) => void;
}) {
  const { i18n } = useLingui();
  const [pool, setPool] = useState<LobbyPoolId>('10+0');
  const [choice, setChoice] = useState<GameChoice>({ rated: true, call: true });
  const full = openSeeks >= SEEKS_PER_PERSON_MAX;
  return (
    <form
      className="grid gap-4"
      aria-label={i18n._('lobby.post.title')}
      onSubmit={(event) => {
        event.preventDefault();
        onPost({
          pool,
          rated: choice.rated,
          call: choice.call && calls.adultDeclared && calls.strangerCalls,
        });
      }}
    >
      <label className="grid gap-1 text-sm font-medium">
        {i18n._('lobby.post.timeControl')}
        <select
          className="h-10 rounded-md border border-input bg-background px-3 text-base"
          value={pool}
          disabled={disabled}
          onChange={(event) => setPool(event.target.value as LobbyPoolId)}
        >
          {LOBBY_POOL_IDS.map((id) => (
            <option key={id} value={id}>
              {poolText(i18n, id)}
            </option>
          ))}
        </select>
      </label>
      <GameOptions idPrefix="seek" choice={choice} onChange={setChoice} calls={calls} disabled={disabled} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={disabled || posting || full}>
          {i18n._('lobby.post.submit')}
        </Button>
        {full ? (
          <span className="text-sm text-muted-foreground">
            {i18n._('lobby.post.full', { max: SEEKS_PER_PERSON_MAX })}
          </span>
        ) : null}
      </div>
    </form>
  );
}
