import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { LOBBY_POOL_IDS, type LobbyPoolId } from '../../core/lobby-pools';
import { CreateTournamentBody, type CreateTournamentInput } from '../../core/tournament/schemas';
import { FormField } from '../auth/FormField';
import { Button } from '../components/ui/button';
import { Input, NativeSelect } from '../components/ui/input';
import { messageOf } from '../lib/api';
import { cn } from '../lib/cn';
import { ErrorLine } from '../lobby/ErrorLine';
import { poolLabel } from '../lobby/lobby-text';
import { FriendPicker } from './FriendPicker';
import { createTournament, TOURNAMENTS_KEY, tournamentKey } from './tournament-api';

/** The lengths the form offers, minutes (core's limits allow 20 to 180). */
export const LENGTH_CHOICES = [30, 60, 90] as const;

/** `2026-11-28T18:05`: a time as a `datetime-local` field holds it, in the reader's time zone. */
export function localInputValue(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** The default start: a quarter of an hour from now, on a five-minute mark, time enough to invite. */
export function defaultStart(now: number): string {
  const step = 5 * 60_000;
  return localInputValue(new Date(Math.ceil((now + 15 * 60_000) / step) * step));
}

interface Fields {
  name: string;
  clock: LobbyPoolId;
  minutes: number;
  start: string;
  rated: boolean;
  invite: string[];
}

type FieldErrors = Partial<Record<'name' | 'clock' | 'minutes' | 'startsAt' | 'invite', string>>;

/** The body the form sends, or what is wrong with it, as the route's own schema says (one schema for both). */
export function checkFields(fields: Fields): { body: CreateTournamentInput } | { errors: FieldErrors } {
  const startsAt = new Date(fields.start);
  if (Number.isNaN(startsAt.getTime())) return { errors: { startsAt: 'Choose the day and time it starts' } };
  const body: CreateTournamentInput = {
    name: fields.name,
    clock: fields.clock,
    minutes: fields.minutes,
    startsAt: startsAt.toISOString(),
    rated: fields.rated,
    invite: fields.invite,
  };
  const parsed = CreateTournamentBody.safeParse(body);
  if (parsed.success) return { body };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof FieldErrors;
    errors[key] ??= issue.message;
  }
  return { errors };
}

/**
 * A private tournament (Pro, issue 30): its name, clock, length, start, rated or casual, and the friends invited
 * by name. A refusal is shown with the server's words and the form keeps everything typed.
 */
export function CreateTournamentForm({ now = Date.now() }: { now?: number }) {
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const [fields, setFields] = useState<Fields>(() => ({
    name: '',
    clock: '3+2',
    minutes: 60,
    start: defaultStart(now),
    rated: true,
    invite: [],
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useMutation({
    mutationFn: createTournament,
    onSuccess: (page) => {
      client.setQueryData(tournamentKey(page.tournament.id), page);
      void client.invalidateQueries({ queryKey: TOURNAMENTS_KEY, exact: true });
      navigate(`/tournaments/${encodeURIComponent(page.tournament.id)}`);
    },
  });
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) =>
    setFields((f) => ({ ...f, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkFields(fields);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    create.mutate(checked.body);
  };
  const busy = create.isPending;
  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-label="New tournament">
      <FormField id="tournament-name" label="Name" error={errors.name}>
        <Input
          value={fields.name}
          maxLength={80}
          placeholder="Friday night blitz"
          onChange={(event) => set('name', event.target.value)}
        />
      </FormField>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField id="tournament-clock" label="Time control" error={errors.clock}>
          <NativeSelect
            value={fields.clock}
            onChange={(event) => set('clock', event.target.value as LobbyPoolId)}
          >
            {LOBBY_POOL_IDS.map((pool) => (
              <option key={pool} value={pool}>
                {poolLabel(pool)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="tournament-length" label="Length" error={errors.minutes}>
          <NativeSelect
            value={fields.minutes}
            onChange={(event) => set('minutes', Number(event.target.value))}
          >
            {LENGTH_CHOICES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} minutes
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          id="tournament-start"
          label="Starts at"
          error={errors.startsAt}
          hint="Your local time. You can also start it early from its page."
        >
          <Input
            type="datetime-local"
            value={fields.start}
            onChange={(event) => set('start', event.target.value)}
          />
        </FormField>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium leading-none">Games</legend>
          <div className="grid grid-cols-2 rounded-md border p-0.5">
            {[
              { value: true, label: 'Rated' },
              { value: false, label: 'Casual' },
            ].map((option) => (
              <label
                key={option.label}
                className={cn(
                  'cursor-pointer rounded-[calc(var(--radius)-2px)] px-3 py-1.5 text-center text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                  fields.rated === option.value
                    ? 'bg-primary text-primary-foreground'
                    : 'text-muted-foreground',
                )}
              >
                <input
                  type="radio"
                  name="tournament-rated"
                  className="sr-only"
                  checked={fields.rated === option.value}
                  onChange={() => set('rated', option.value)}
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <FriendPicker picked={fields.invite} onChange={(invite) => set('invite', invite)} disabled={busy} />
      {errors.invite ? <ErrorLine message={errors.invite} /> : null}
      <p className="text-sm text-muted-foreground">
        Invited friends join for free, whatever their plan. Once it is made you also get a link to share.
      </p>
      <ErrorLine
        message={create.error ? messageOf(create.error, 'Could not create the tournament.') : null}
      />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Creating…' : 'Create tournament'}
        </Button>
      </div>
    </form>
  );
}
