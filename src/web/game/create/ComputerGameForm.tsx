import type { I18n, MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { Bot } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { isUntimed } from '../../../core/chess/clock';
import { checkStartPosition } from '../../../core/chess/start-position';
import { COMPUTER_LEVELS } from '../../../core/computer-levels';
import { type ChallengeColor, CreateComputerGameBody } from '../../../core/protocol';
import { FormField } from '../../auth/FormField';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { NativeSelect } from '../../components/ui/input';
import { startComputerGame } from '../../computer/computer-api';
import { clockText, colourText, presetText } from '../../i18n/game-words';
import { messageOf } from '../../lib/api';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/use-toast';
import { COMPUTER_DEFAULT_TIME_CONTROL_ID, COMPUTER_TIME_CONTROLS } from './computer-time-controls';
import { COLOR_CHOICES } from './SeatChoiceFields';
import { type StartChoice, StartPositionField } from './StartPositionField';

/** How each level reads to a person choosing it. */
const LEVEL_HINTS: Record<number, MessageId> = {
  1: 'createGame.computer.hint1',
  2: 'createGame.computer.hint2',
  3: 'createGame.computer.hint3',
  4: 'createGame.computer.hint4',
  5: 'createGame.computer.hint5',
  6: 'createGame.computer.hint6',
  7: 'createGame.computer.hint7',
  8: 'createGame.computer.hint8',
};

/** The summary's clock: each side's time, or none (decision 288). */
const clockLine = (i18n: I18n, timeControl: number, increment: number) =>
  isUntimed(timeControl)
    ? i18n._('createGame.computer.noClock')
    : i18n._('createGame.computer.eachSide', { clock: clockText(i18n, timeControl, increment) });

/**
 * Play the computer (decision 286): a level, a clock and a colour; the game starts at once, never rated
 * and never counted against the plan's games. `waitingFor` is the game left waiting for a friend, whose
 * arrival the computer game's room will announce.
 */
export function ComputerGameForm({ waitingFor }: { waitingFor: string | null }) {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const [level, setLevel] = useState(1);
  const [presetId, setPresetId] = useState(COMPUTER_DEFAULT_TIME_CONTROL_ID);
  const [color, setColor] = useState<ChallengeColor>('white');
  const [startChoice, setStartChoice] = useState<StartChoice>('initial');
  const [fen, setFen] = useState('');
  const [fenError, setFenError] = useState<string | undefined>(undefined);
  const preset = COMPUTER_TIME_CONTROLS.find((choice) => choice.id === presetId) ?? COMPUTER_TIME_CONTROLS[0];
  const start = useMutation({
    mutationFn: startComputerGame,
    onSuccess: ({ id }) =>
      navigate(waitingFor ? `/game/${id}?waiting=${encodeURIComponent(waitingFor)}` : `/game/${id}`),
    onError: (error) =>
      toast({
        title: i18n._('createGame.computer.failed'),
        description: messageOf(error, i18n._('createGame.tryAgain')),
        variant: 'destructive',
      }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!preset) return;
    let startFen: string | undefined;
    if (startChoice === 'fen') {
      const checked = checkStartPosition(fen);
      setFenError(checked.ok ? undefined : checked.reason.message);
      if (!checked.ok) return;
      startFen = checked.value;
    }
    const body = CreateComputerGameBody.safeParse({
      level,
      timeControl: preset.timeControl,
      increment: preset.increment,
      color,
      ...(startFen ? { fen: startFen } : {}),
    });
    if (body.success) start.mutate(body.data);
  };
  return (
    <Card className="w-full">
      <CardHeader>
        <Bot className="size-9 text-primary" aria-hidden="true" />
        <h1 className="text-2xl font-semibold leading-tight">{i18n._('createGame.computer.title')}</h1>
        <CardDescription>{i18n._('createGame.computer.lead')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={submit}
          noValidate
          className="grid gap-5"
          aria-label={i18n._('createGame.computer.form')}
        >
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium leading-none">
              {i18n._('createGame.computer.level')}
            </legend>
            <div
              className="grid grid-cols-4 gap-1.5"
              role="radiogroup"
              aria-label={i18n._('createGame.computer.level')}
            >
              {COMPUTER_LEVELS.map((entry) => (
                <label
                  key={entry.level}
                  className={cn(
                    'flex h-10 cursor-pointer items-center justify-center rounded-md border text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                    level === entry.level
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'text-muted-foreground hover:bg-accent',
                  )}
                >
                  <input
                    type="radio"
                    name="level"
                    className="sr-only"
                    aria-label={i18n._('createGame.computer.levelNumber', { level: entry.level })}
                    checked={level === entry.level}
                    onChange={() => setLevel(entry.level)}
                  />
                  {entry.level}
                </label>
              ))}
            </div>
            <p className="text-xs text-muted-foreground" data-testid="level-hint">
              {i18n._('createGame.computer.levelHint', {
                level,
                hint: i18n._(LEVEL_HINTS[level] ?? 'createGame.computer.hint8'),
              })}
            </p>
          </fieldset>
          <div className="grid items-start gap-5 sm:grid-cols-2">
            <FormField id="computer-time-control" label={i18n._('createGame.timeControl')}>
              <NativeSelect value={presetId} onChange={(event) => setPresetId(event.target.value)}>
                {COMPUTER_TIME_CONTROLS.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {presetText(i18n, choice)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id="computer-colour" label={i18n._('createGame.colour')}>
              <NativeSelect
                value={color}
                onChange={(event) => setColor(event.target.value as ChallengeColor)}
              >
                {COLOR_CHOICES.map((choice) => (
                  <option key={choice} value={choice}>
                    {colourText(i18n, choice)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <StartPositionField
            choice={startChoice}
            fen={fen}
            error={fenError}
            onChoice={setStartChoice}
            onFen={(value) => {
              setFen(value);
              setFenError(undefined);
            }}
          />
          <Button type="submit" size="lg" disabled={start.isPending}>
            {i18n._(start.isPending ? 'createGame.computer.starting' : 'createGame.computer.start')}
          </Button>
          <p className="text-center text-xs text-muted-foreground" data-testid="computer-summary">
            {i18n._('createGame.computer.summary', {
              colour: color,
              computer: i18n._('createGame.computer.name', { level }),
              clock: preset ? clockLine(i18n, preset.timeControl, preset.increment) : '',
              fromPosition: startChoice === 'fen' ? 'yes' : 'no',
            })}
          </p>
        </form>
      </CardContent>
    </Card>
  );
}
