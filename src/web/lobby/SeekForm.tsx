import { useState } from 'react';
import { LOBBY_POOL_IDS, type LobbyPoolId, SEEKS_PER_PERSON_MAX } from '../../core/lobby-pools';
import type { LobbyState, SeekInput } from '../../core/protocol';
import { Button } from '../components/ui/button';
import { type GameChoice, GameOptions } from './GameOptions';
import { poolLabel } from './lobby-text';

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
  const [pool, setPool] = useState<LobbyPoolId>('10+0');
  const [choice, setChoice] = useState<GameChoice>({ rated: true, call: true });
  const full = openSeeks >= SEEKS_PER_PERSON_MAX;
  return (
    <form
      className="grid gap-4"
      aria-label="Post a seek"
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
        Time control
        <select
          className="h-10 rounded-md border border-input bg-background px-3 text-base"
          value={pool}
          disabled={disabled}
          onChange={(event) => setPool(event.target.value as LobbyPoolId)}
        >
          {LOBBY_POOL_IDS.map((id) => (
            <option key={id} value={id}>
              {poolLabel(id)}
            </option>
          ))}
        </select>
      </label>
      <GameOptions idPrefix="seek" choice={choice} onChange={setChoice} calls={calls} disabled={disabled} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={disabled || posting || full}>
          Post seek
        </Button>
        {full ? (
          <span className="text-sm text-muted-foreground">
            You have {SEEKS_PER_PERSON_MAX} seeks open, the most at once: cancel one to post another.
          </span>
        ) : null}
      </div>
    </form>
  );
}
