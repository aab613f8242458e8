import { useMutation } from '@tanstack/react-query';
import { LogIn, Swords } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { INCREMENT_MAX, TIME_CONTROL_MAX, TIME_CONTROL_MIN } from '../../core/limits';
import { type ChallengeColor, CreateGameBody, type CreateGameResponse } from '../../core/protocol';
import { longTimeControl } from '../../core/time-control';
import { FormField } from '../auth/FormField';
import { type FieldErrors, validateForm } from '../auth/field-errors';
import { useAllowance } from '../billing/billing-api';
import { GamesLeft } from '../billing/GamesLeft';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card';
import { Input, NativeSelect } from '../components/ui/input';
import { ComputerGameForm } from '../game/create/ComputerGameForm';
import { GameCreated } from '../game/create/GameCreated';
import { InviteByUsernameField, useFriendUsernames } from '../game/create/InviteByUsernameField';
import { inviteRefusal } from '../game/create/invite-reach';
import { type Opponent, OpponentChoice } from '../game/create/OpponentChoice';
import { colorLine, SeatChoiceFields } from '../game/create/SeatChoiceFields';
import { createGame } from '../game/game-api';
import { CUSTOM_PRESET_ID, DEFAULT_PRESET_ID, TIME_CONTROL_PRESETS } from '../game/time-controls';
import { messageOf } from '../lib/api';
import { useAuth } from '../lib/auth';
import { storeReturnPath } from '../lib/return-path';
import { toast } from '../lib/use-toast';

const TIME_ERROR = 'Choose an initial time between 15 seconds and 3 hours';
const INCREMENT_ERROR = `The increment is 0 to ${INCREMENT_MAX} seconds`;

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
function bodyOf(values: FormValues) {
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
    if (errors.timeControl) errors.timeControl = TIME_ERROR;
    if (errors.increment) errors.increment = INCREMENT_ERROR;
    if (errors.inviteEmail) errors.inviteEmail = 'Enter a valid e-mail address';
    return { body: null, errors };
  }
  return { body: checked.data, errors: {} };
}

function SignInPrompt() {
  const [, navigate] = useLocation();
  const [location] = useLocation();
  const goTo = (path: string) => {
    storeReturnPath(location);
    navigate(path);
  };
  return (
    <div className="mx-auto flex max-w-md px-4 py-16">
      <Card className="w-full text-center">
        <CardHeader>
          <LogIn className="mx-auto size-10 text-primary" aria-hidden="true" />
          <h1 className="text-2xl font-semibold leading-tight">Sign in to create a game</h1>
          <CardDescription>
            Please sign in to start a chess game and invite a friend. It only takes a minute.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button onClick={() => goTo('/signin')}>Sign In</Button>
          <Button variant="outline" onClick={() => goTo('/signup')}>
            Create an Account
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

/** `/play` and `/game/new`: choose a time control, optionally invite someone, create the game. */
export default function CreateGame() {
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
        title: 'Failed to create game',
        description: messageOf(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });

  if (!isAuthenticated || !user) return <SignInPrompt />;
  const plan = user.subscriptionTier;

  const change = (field: keyof FormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: found } = bodyOf(values);
    setErrors(found);
    setInviteSettled(true);
    const refused = inviteRefusal(plan, values.inviteUsername, friendUsernames, true);
    if (body && !refused && !outOfGames) create.mutate(body);
  };

  const custom = values.presetId === CUSTOM_PRESET_ID;
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
            <h1 className="text-2xl font-semibold leading-tight">Create a New Game</h1>
            <CardDescription>
              Pick a time control and invite someone to play, or share the link.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <form onSubmit={submit} noValidate className="grid gap-5" aria-label="Create game">
              <FormField id="time-control" label="Time control">
                <NativeSelect value={values.presetId} onChange={change('presetId')}>
                  {TIME_CONTROL_PRESETS.map((preset) => (
                    <option key={preset.id} value={preset.id}>
                      {preset.label}
                    </option>
                  ))}
                  <option value={CUSTOM_PRESET_ID}>Custom…</option>
                </NativeSelect>
              </FormField>
              {custom ? (
                <fieldset className="grid gap-3 rounded-lg border p-4">
                  <legend className="px-1 text-sm font-medium">Custom time control</legend>
                  <div className="grid grid-cols-3 items-end gap-3">
                    <FormField id="custom-minutes" label="Minutes">
                      <Input inputMode="numeric" value={values.minutes} onChange={change('minutes')} />
                    </FormField>
                    <FormField id="custom-seconds" label="Seconds">
                      <Input inputMode="numeric" value={values.seconds} onChange={change('seconds')} />
                    </FormField>
                    <FormField id="custom-increment" label="Increment (s)" error={errors.increment}>
                      <Input inputMode="numeric" value={values.increment} onChange={change('increment')} />
                    </FormField>
                  </div>
                  {errors.timeControl ? (
                    <p role="alert" className="text-sm text-destructive">
                      {errors.timeControl}
                    </p>
                  ) : (
                    <p className="text-xs text-muted-foreground">
                      From {TIME_CONTROL_MIN} seconds to {TIME_CONTROL_MAX / 3600} hours per side, plus 0–
                      {INCREMENT_MAX} seconds a move.
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
                  inviteRefusal(plan, values.inviteUsername, friendUsernames, inviteSettled) ??
                  errors.inviteUsername
                }
                friendUsernames={friendUsernames}
                onChange={(inviteUsername) => {
                  setInviteSettled(false);
                  setValues((current) => ({ ...current, inviteUsername }));
                }}
                onSettle={() => setInviteSettled(true)}
              />
              <FormField id="invite-email" label="Or invite by e-mail (optional)" error={errors.inviteEmail}>
                <Input
                  type="email"
                  autoComplete="off"
                  value={values.inviteEmail}
                  onChange={change('inviteEmail')}
                  placeholder="friend@example.com"
                />
              </FormField>
              <GamesLeft />
              {outOfGames ? null : (
                <Button type="submit" size="lg" disabled={create.isPending}>
                  {create.isPending ? 'Creating...' : 'Create Game'}
                </Button>
              )}
              <p className="text-center text-xs text-muted-foreground" data-testid="create-summary">
                {colorLine(values.color)}
                {preset ? `; ${longTimeControl(preset.timeControl, preset.increment)} for each side` : ''}
                {values.rated ? ', rated.' : ', casual.'}
              </p>
            </form>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
