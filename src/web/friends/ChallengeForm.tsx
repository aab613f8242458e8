import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ChallengeColor } from '../../core/protocol';
import { Button } from '../components/ui/button';
import { DAYS_CHOICES, daysChoiceId, daysOfChoice } from '../game/create/correspondence-choice';
import { TIME_CONTROL_PRESETS } from '../game/time-controls';
import { correspondenceWords } from '../i18n/correspondence-words';
import { colourText, gameWords, presetText, stakesText } from '../i18n/game-words';
import { apiJson, messageOf } from '../lib/api';
import { toast } from '../lib/use-toast';
import { CHALLENGES_KEY } from './friends-api';
import { friendsWords } from './friends-words';

/**
 * Challenge a friend: one of the create screen's clocks or days per move (a correspondence game, decision 329) and,
 * if wanted, a colour and a casual game. It starts on Rated, as the create screen does, so a player who changes
 * nothing sends what they always did.
 */
export function ChallengeForm({ username, onDone }: { username: string; onDone: () => void }) {
  friendsWords.useWords();
  gameWords.useWords();
  correspondenceWords.useWords();
  const { i18n } = useLingui();
  const client = useQueryClient();
  const [presetId, setPresetId] = useState('10');
  const [color, setColor] = useState<ChallengeColor>('random');
  const [rated, setRated] = useState(true);
  const daysPerMove = daysOfChoice(presetId);
  const send = useMutation({
    mutationFn: () => {
      // The create screen's choice, the same body rule: days per move or a clock, never both (decision 329).
      if (daysPerMove !== null)
        return apiJson('POST', '/api/challenges', { username, daysPerMove, color, rated });
      const preset = TIME_CONTROL_PRESETS.find((p) => p.id === presetId) ?? TIME_CONTROL_PRESETS[0];
      return apiJson('POST', '/api/challenges', {
        username,
        timeControl: preset?.timeControl,
        increment: preset?.increment,
        color,
        rated,
      });
    },
    // No toast: the waiting card (OutgoingChallenge) appears at once with the time left and Cancel.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: CHALLENGES_KEY });
      onDone();
    },
    onError: (error) =>
      toast({
        title: i18n._('friends.challenge.failed'),
        description: messageOf(error, i18n._('friends.tryAgain')),
        variant: 'destructive',
      }),
  });
  return (
    <form
      className="mt-2 flex flex-wrap items-end gap-2"
      aria-label={i18n._('friends.challenge.form', { name: username })}
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate();
      }}
    >
      <label className="text-sm">
        {i18n._('friends.challenge.timeControl')}{' '}
        <select
          className="rounded-md border bg-background px-2 py-1"
          value={presetId}
          onChange={(event) => setPresetId(event.target.value)}
        >
          {TIME_CONTROL_PRESETS.map((preset) => (
            <option key={preset.id} value={preset.id}>
              {presetText(i18n, preset)}
            </option>
          ))}
          <optgroup label={i18n._('correspondence.group')}>
            {DAYS_CHOICES.map((days) => (
              <option key={days} value={daysChoiceId(days)}>
                {i18n._('correspondence.option', { days })}
              </option>
            ))}
          </optgroup>
        </select>
      </label>
      <label className="text-sm">
        {i18n._('friends.challenge.colour')}{' '}
        <select
          className="rounded-md border bg-background px-2 py-1"
          value={color}
          onChange={(event) => setColor(event.target.value as ChallengeColor)}
        >
          <option value="random">{colourText(i18n, 'random')}</option>
          <option value="white">{colourText(i18n, 'white')}</option>
          <option value="black">{colourText(i18n, 'black')}</option>
        </select>
      </label>
      <label className="text-sm">
        {i18n._('friends.challenge.mode')}{' '}
        <select
          className="rounded-md border bg-background px-2 py-1"
          value={rated ? 'rated' : 'casual'}
          onChange={(event) => setRated(event.target.value === 'rated')}
        >
          <option value="rated">{stakesText(i18n, true)}</option>
          <option value="casual">{stakesText(i18n, false)}</option>
        </select>
      </label>
      {daysPerMove === null ? null : (
        <p className="basis-full text-xs text-muted-foreground" data-testid="challenge-correspondence-wait">
          {i18n._('friends.challenge.correspondenceWait')}
        </p>
      )}
      <Button type="submit" size="sm" disabled={send.isPending}>
        {i18n._('friends.challenge.send')}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onDone}>
        {i18n._('friends.challenge.cancel')}
      </Button>
    </form>
  );
}
