import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import type { LobbyState } from '../../core/protocol';
import { stakesText } from '../i18n/game-words';
import { cn } from '../lib/cn';
import { callUnavailableReason } from './lobby-text';

export interface GameChoice {
  rated: boolean;
  call: boolean;
}

/**
 * Rated or casual, and whether to have a call: the choices quick pairing and a seek share. The call
 * choice is off, and says why, for someone who may not have a call with a stranger.
 */
export function GameOptions({
  idPrefix,
  choice,
  onChange,
  calls,
  disabled = false,
}: {
  /** Keeps the ids of two forms on one page apart. */
  idPrefix: string;
  choice: GameChoice;
  onChange: (choice: GameChoice) => void;
  calls: LobbyState['calls'];
  disabled?: boolean;
}) {
  const { i18n } = useLingui();
  const callReason = callUnavailableReason(i18n, calls);
  const option = (rated: boolean, label: string) => (
    <label
      className={cn(
        'cursor-pointer rounded-md px-4 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
        choice.rated === rated
          ? 'bg-primary text-primary-foreground'
          : 'text-muted-foreground hover:bg-muted',
        disabled && 'cursor-not-allowed opacity-50',
      )}
    >
      <input
        type="radio"
        name={`${idPrefix}-rated`}
        className="sr-only"
        checked={choice.rated === rated}
        disabled={disabled}
        onChange={() => onChange({ ...choice, rated })}
      />
      {label}
    </label>
  );
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <fieldset className="flex items-center gap-2">
          <legend className="sr-only">{i18n._('lobby.options.stakes')}</legend>
          <span className="inline-flex rounded-lg border bg-card p-1">
            {option(true, stakesText(i18n, true))}
            {option(false, stakesText(i18n, false))}
          </span>
        </fieldset>
        <label className="inline-flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={choice.call && callReason === null}
            disabled={disabled || callReason !== null}
            aria-describedby={`${idPrefix}-call-note`}
            onChange={(event) => onChange({ ...choice, call: event.target.checked })}
          />
          {i18n._('lobby.withCall')}
        </label>
      </div>
      <p id={`${idPrefix}-call-note`} className="text-sm text-muted-foreground">
        {callReason === null ? (
          i18n._('lobby.options.callNote')
        ) : (
          <>
            {callReason}{' '}
            <Link href="/profile#calls-with-strangers" className="font-medium text-primary underline">
              {i18n._('lobby.options.profileSettings')}
            </Link>
          </>
        )}
      </p>
    </div>
  );
}
