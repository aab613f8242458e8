import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ChallengeColor } from '../../core/protocol';
import { Button } from '../components/ui/button';
import { TIME_CONTROL_PRESETS } from '../game/time-controls';
import { colourText, gameWords, presetText, stakesText } from '../i18n/game-words';
import { apiJson, messageOf } from '../lib/api';
import { toast } from '../lib/use-toast';
import { CHALLENGES_KEY } from './friends-api';
import { friendsWords } from './friends-words';

/**
 * Challenge a friend: one of the create screen's clocks and, if wanted, a colour and a casual game. It
 * starts on Rated, as the create screen does, so a player who changes nothing sends what they always did.
 */
export function ChallengeForm({ username, onDone }: { username: string; onDone: () => void }) {
  friendsWords.useWords();
  gameWords.useWords();
  const { i18n } = useLingui();
  const client = useQueryClient();
  const [presetId, setPresetId] = useState('10');
  const [color, setColor] = useState<ChallengeColor>('random');
  const [rated, setRated] = useState(true);
  const send = useMutation({
    mutationFn: () => {
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
      <Button type="submit" size="sm" disabled={send.isPending}>
        {i18n._('friends.challenge.send')}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onDone}>
        {i18n._('friends.challenge.cancel')}
      </Button>
    </form>
  );
}
