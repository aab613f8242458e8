import createGameArea from 'virtual:catalogue-area/create-game';
import errorsArea from 'virtual:catalogue-area/errors';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { Swords } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSearch } from 'wouter';
import { INCREMENT_MAX, TIME_CONTROL_MAX, TIME_CONTROL_MIN } from '../../core/limits';
import { type ChallengeColor, CreateGameBody, type CreateGameResponse } from '../../core/protocol';
import { FormField } from '../auth/FormField';
import { type FieldErrors, validateForm } from '../auth/field-errors';
import { useAllowance } from '../billing/billing-api';
import { GamesLeft } from '../billing/GamesLeft';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card';
import { Input, NativeSelect } from '../components/ui/input';
import { ComputerGameForm } from '../game/create/ComputerGameForm';
import { DAYS_CHOICES, daysChoiceId, daysOfChoice } from '../game/create/correspondence-choice';
import { GameCreated } from '../game/create/GameCreated';
import { InviteByUsernameField, useFriendUsernames } from '../game/create/InviteByUsernameField';
import { inviteRefusal } from '../game/create/invite-reach';
import { type Opponent, OpponentChoice } from '../game/create/OpponentChoice';
import { SeatChoiceFields } from '../game/create/SeatChoiceFields';
import { SignInPrompt } from '../game/create/SignInPrompt';
import { createGame } from '../game/game-api';
import { CUSTOM_PRESET_ID, DEFAULT_PRESET_ID, TIME_CONTROL_PRESETS } from '../game/time-controls';
import { correspondenceWords } from '../i18n/correspondence-words';
import { clockText, gameWords, presetText } from '../i18n/game-words';
import { loadArea } from '../i18n/i18n';
import { refusalText } from '../i18n/refusal-text';
import { PageMeta } from '../layout/PageMeta';
import { useAuth } from '../lib/auth';
import { toast } from '../lib/use-toast';

/**
 * The page shows once its words are here: its own, the clocks and colours it shares with the game lists, and the
 * days per move of correspondence games.
 */
export const ready = Promise.all([
  loadArea(createGameArea),
  gameWords.ready,
  correspondenceWords.ready,
  // Refusals in the reader's language where the catalogues word them (decision 298).
  loadArea(errorsArea),
]);

interface FormValues {
  presetId: string;
  minutes: string;
  seconds: string;
  increment: string;
  inviteUsername: string;
  inviteEmail: string;
  color: ChallengeColor;
  rated: boolean;
}

const INITIAL: FormValues = {
  presetId: DEFAULT_PRESET_ID,
  minutes: '10',
  seconds: '0',
  increment: '0',
  inviteUsername: '',
  inviteEmail: '',
  color: 'white',
  rated: true,
};

/** A whole number from a field, or NaN (so the schema refuses it) when it is not one. */
function wholeNumber(text: string): number {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

/** The create call's body from the form, checked by the same schema the server uses. */
function bodyOf(i18n: I18n, values: FormValues) {
  const daysPerMove = daysOfChoice(values.presetId);
  if (daysPerMove !== null) {
    // A correspondence game (decision 316): days per move instead of a clock; rated or casual as any game, a rated
    // one moving the correspondence rating (decision 327).
    const checked = validateForm(CreateGameBody, {
      daysPerMove,
      inviteUsername: values.inviteUsername.trim() || undefined,
      inviteEmail: values.inviteEmail.trim() || undefined,
      color: values.color,
      rated: values.rated,
    });
    if (!checked.errors) return { body: checked.data, errors: {} };
    const errors = { ...checked.errors };
    if (errors.inviteEmail) errors.inviteEmail = i18n._('createGame.error.email');
    return { body: null, errors };
  }
  const preset = TIME_CONTROL_PRESETS.find((p) => p.id === values.presetId);
  const timeControl = preset
    ? preset.timeControl
    : wholeNumber(values.minutes || '0') * 60 + wholeNumber(values.seconds || '0');
  const increment = preset ? preset.increment : wholeNumber(values.increment || '0');
  const checked = validateForm(CreateGameBody, {
    timeControl,
    increment,
    inviteUsername: values.inviteUsername.trim() || undefined,
    inviteEmail: values.inviteEmail.trim() || undefined,
    color: values.color,
    rated: values.rated,
  });
  if (checked.errors) {
    const errors = { ...checked.errors };
    if (errors.timeControl) {
      errors.timeControl = i18n._('createGame.error.time', {
        min: TIME_CONTROL_MIN,
        max: TIME_CONTROL_MAX / 3600,
      });
    }
    if (errors.increment) errors.increment = i18n._('createGame.error.increment', { max: INCREMENT_MAX });
    if (errors.inviteEmail) errors.inviteEmail = i18n._('createGame.error.email');
    return { body: null, errors };
  }
  return { body: checked.data, errors: {} };
}

/** `/play` and `/game/new`: choose a time control, optionally invite someone, create the game. */
export default function CreateGame() {
  const { i18n } = useLingui();
  return (
    <>
      <PageMeta name={i18n._('createGame.pageName')} />
      <CreateGameScreen />
    </>
  );
}

function CreateGameScreen() {
  const { i18n } = useLingui();
  const { isAuthenticated, user } = useAuth();
  const friendUsernames = useFriendUsernames();
  // The invite field's refusal waits while a name may still be a friend's, until the field is left.
  const [inviteSettled, setInviteSettled] = useState(false);
  // With no games left this month the server would refuse: the form says so instead of asking it.
  const outOfGames = useAllowance(isAuthenticated).data?.remaining === 0;
  const [values, setValues] = useState<FormValues>(INITIAL);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [created, setCreated] = useState<CreateGameResponse | null>(null);
  // `?opponent=computer` (the dashboard, a waiting game's room) opens on the computer (decision 286).
  const query = new URLSearchParams(useSearch());
  const [opponent, setOpponent] = useState<Opponent>(
    query.get('opponent') === 'computer' ? 'computer' : 'friend',
  );
  const create = useMutation({
    mutationFn: createGame,
    onSuccess: (game) => setCreated(game),
    onError: (error) =>
      toast({
        title: i18n._('createGame.failed'),
        description: refusalText(i18n, error, i18n._('createGame.tryAgain')),
        variant: 'destructive',
      }),
  });

  if (!isAuthenticated || !user) return <SignInPrompt />;
  const plan = user.subscriptionTier;

  const change = (field: keyof FormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: found } = bodyOf(i18n, values);
    setErrors(found);
    setInviteSettled(true);
    const refused = inviteRefusal(i18n, plan, values.inviteUsername, friendUsernames, true);
    if (body && !refused && !outOfGames) create.mutate(body);
  };

  const custom = values.presetId === CUSTOM_PRESET_ID;
  const daysPerMove = daysOfChoice(values.presetId);
  const preset = TIME_CONTROL_PRESETS.find((p) => p.id === values.presetId);
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-4 px-4 py-10 sm:py-16">
      {created ? null : <OpponentChoice value={opponent} onChange={setOpponent} />}
      {opponent === 'computer' && !created ? (
        <ComputerGameForm waitingFor={query.get('waiting')} />
      ) : created ? (
        <GameCreated
          gameId={created.id}
          color={created.color}
          onAnother={() => {
            setCreated(null);
            create.reset();
          }}
        />
      ) : (
        <Card className="w-full">
          <CardHeader>
            <Swords className="size-9 text-primary" aria-hidden="true" />
            <h1 className="text-2xl font-semibold leading-tight">{i18n._('createGame.title')}</h1>
            <CardDescription>{i18n._('createGame.lead')}</CardDescription>
          </CardHeader>
          <CardContent>
            <form onSubmit={submit} noValidate className="grid gap-5" aria-label={i18n._('createGame.form')}>
              <FormField id="time-control" label={i18n._('createGame.timeControl')}>
                <NativeSelect value={values.presetId} onChange={change('presetId')}>
                  {TIME_CONTROL_PRESETS.map((preset) => (
                    <option key={preset.id} value={preset.id}>
                      {presetText(i18n, preset)}
                    </option>
                  ))}
                  <option value={CUSTOM_PRESET_ID}>{i18n._('createGame.custom')}</option>
                  <optgroup label={i18n._('correspondence.group')}>
                    {DAYS_CHOICES.map((days) => (
                      <option key={days} value={daysChoiceId(days)}>
                        {i18n._('correspondence.option', { days })}
                      </option>
                    ))}
                  </optgroup>
                </NativeSelect>
              </FormField>
              {daysPerMove === null ? null : (
                <p className="-mt-3 text-xs text-muted-foreground">
                  <span>{i18n._('correspondence.hint')}</span>{' '}
                  {/* The server refuses a guest the seat (decision 325): the host hears it before sending the link. */}
                  <span data-testid="correspondence-no-guests">{i18n._('correspondence.noGuests')}</span>
                </p>
              )}
              {custom ? (
                <fieldset className="grid gap-3 rounded-lg border p-4">
                  <legend className="px-1 text-sm font-medium">{i18n._('createGame.custom.legend')}</legend>
                  <div className="grid grid-cols-3 items-end gap-3">
                    <FormField id="custom-minutes" label={i18n._('createGame.custom.minutes')}>
                      <Input inputMode="numeric" value={values.minutes} onChange={change('minutes')} />
                    </FormField>
                    <FormField id="custom-seconds" label={i18n._('createGame.custom.seconds')}>
                      <Input inputMode="numeric" value={values.seconds} onChange={change('seconds')} />
                    </FormField>
                    <FormField
                      id="custom-increment"
                      label={i18n._('createGame.custom.increment')}
                      error={errors.increment}
                    >
                      <Input inputMode="numeric" value={values.increment} onChange={change('increment')} />
                    </FormField>
                  </div>
                  {errors.timeControl ? (
                    <p role="alert" className="text-sm text-destructive">
                      {errors.timeControl}
                    </p>
                  ) : (
                    <p className="text-xs text-muted-foreground">
                      {i18n._('createGame.custom.range', {
                        min: TIME_CONTROL_MIN,
                        max: TIME_CONTROL_MAX / 3600,
                        increment: INCREMENT_MAX,
                      })}
                    </p>
                  )}
                </fieldset>
              ) : null}
              <SeatChoiceFields
                color={values.color}
                rated={values.rated}
                onColor={(color) => setValues((current) => ({ ...current, color }))}
                onRated={(rated) => setValues((current) => ({ ...current, rated }))}
              />
              <InviteByUsernameField
                plan={plan}
                value={values.inviteUsername}
                error={
                  inviteRefusal(i18n, plan, values.inviteUsername, friendUsernames, inviteSettled) ??
                  errors.inviteUsername
                }
                friendUsernames={friendUsernames}
                onChange={(inviteUsername) => {
                  setInviteSettled(false);
                  setValues((current) => ({ ...current, inviteUsername }));
                }}
                onSettle={() => setInviteSettled(true)}
              />
              <FormField
                id="invite-email"
                label={i18n._('createGame.invite.email')}
                error={errors.inviteEmail}
              >
                <Input
                  type="email"
                  autoComplete="off"
                  value={values.inviteEmail}
                  onChange={change('inviteEmail')}
                  placeholder={i18n._('createGame.invite.emailPlaceholder')}
                />
              </FormField>
              <GamesLeft />
              {outOfGames ? null : (
                <Button type="submit" size="lg" disabled={create.isPending}>
                  {i18n._(create.isPending ? 'createGame.creating' : 'createGame.create')}
                </Button>
              )}
              <p className="text-center text-xs text-muted-foreground" data-testid="create-summary">
                {daysPerMove !== null
                  ? i18n._('correspondence.summary', {
                      colour: values.color,
                      days: daysPerMove,
                      rated: values.rated ? 'yes' : 'no',
                    })
                  : preset
                    ? i18n._('createGame.summary', {
                        colour: values.color,
                        clock: clockText(i18n, preset.timeControl, preset.increment),
                        rated: values.rated ? 'yes' : 'no',
                      })
                    : i18n._('createGame.summaryCustom', {
                        colour: values.color,
                        rated: values.rated ? 'yes' : 'no',
                      })}
              </p>
            </form>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
