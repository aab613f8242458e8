import type { I18n, MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { TOURNAMENT_LIMITS } from '../../core/limits';
import { LOBBY_POOL_IDS, LOBBY_POOLS, type LobbyPoolId } from '../../core/lobby-pools';
import { CreateTournamentBody, type CreateTournamentInput } from '../../core/tournament/schemas';
import { FormField } from '../auth/FormField';
import { Button } from '../components/ui/button';
import { Input, NativeSelect } from '../components/ui/input';
import { stakesText } from '../i18n/game-words';
import { refusalText } from '../i18n/refusal-text';
import { cn } from '../lib/cn';
import { ErrorLine } from '../lobby/ErrorLine';
import { FriendPicker } from './FriendPicker';
import { createTournament, TOURNAMENTS_KEY, tournamentKey } from './tournament-api';
import { clockLabel } from './tournament-text';

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

const { nameMin, nameMax, minutesMin, minutesMax, invitesPerRequest } = TOURNAMENT_LIMITS;

/** The schema's sentences (in English, as `checkFields` returns them) with their catalogue words. */
const FIELD_WORDING = new Map<string, { id: MessageId; values?: Record<string, number> }>([
  ['Choose the day and time it starts', { id: 'tournaments.form.error.start' }],
  [
    `A name needs at least ${nameMin} characters`,
    { id: 'tournaments.form.error.nameShort', values: { min: nameMin } },
  ],
  [
    `A name can be at most ${nameMax} characters`,
    { id: 'tournaments.form.error.nameLong', values: { max: nameMax } },
  ],
  [
    `A tournament lasts at least ${minutesMin} minutes`,
    { id: 'tournaments.form.error.short', values: { minutes: minutesMin } },
  ],
  [
    `A tournament lasts at most ${minutesMax} minutes`,
    { id: 'tournaments.form.error.long', values: { minutes: minutesMax } },
  ],
]);

/** A field's error in the reader's language; one the table does not know is said generally for its field. */
function fieldError(i18n: I18n, field: keyof FieldErrors, sentence: string | undefined): string | undefined {
  if (sentence === undefined) return undefined;
  const known = FIELD_WORDING.get(sentence);
  if (known) return i18n._(known.id, known.values);
  if (field === 'invite') return i18n._('tournaments.form.error.invite', { max: invitesPerRequest });
  return i18n._('tournaments.form.error.field');
}

/**
 * A private tournament (Pro, issue 30): its name, clock, length, start, rated or casual, and the friends invited
 * by name. A refusal is shown with the server's words and the form keeps everything typed.
 */
export function CreateTournamentForm({ now = Date.now() }: { now?: number }) {
  const { i18n } = useLingui();
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
  const shown = (field: keyof FieldErrors) => fieldError(i18n, field, errors[field]);
  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-label={i18n._('tournaments.new.title')}>
      <FormField id="tournament-name" label={i18n._('tournaments.form.name')} error={shown('name')}>
        <Input
          value={fields.name}
          maxLength={80}
          placeholder={i18n._('tournaments.form.namePlaceholder')}
          onChange={(event) => set('name', event.target.value)}
        />
      </FormField>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField id="tournament-clock" label={i18n._('tournaments.form.clock')} error={shown('clock')}>
          <NativeSelect
            value={fields.clock}
            onChange={(event) => set('clock', event.target.value as LobbyPoolId)}
          >
            {LOBBY_POOL_IDS.map((pool) => (
              <option key={pool} value={pool}>
                {clockLabel(i18n, LOBBY_POOLS[pool])}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="tournament-length" label={i18n._('tournaments.form.length')} error={shown('minutes')}>
          <NativeSelect
            value={fields.minutes}
            onChange={(event) => set('minutes', Number(event.target.value))}
          >
            {LENGTH_CHOICES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {i18n._('games.preset.minutes', { minutes })}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          id="tournament-start"
          label={i18n._('tournaments.form.start')}
          error={shown('startsAt')}
          hint={i18n._('tournaments.form.startHint')}
        >
          <Input
            type="datetime-local"
            value={fields.start}
            onChange={(event) => set('start', event.target.value)}
          />
        </FormField>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium leading-none">
            {i18n._('tournaments.form.games')}
          </legend>
          <div className="grid grid-cols-2 rounded-md border p-0.5">
            {[
              { value: true, label: stakesText(i18n, true) },
              { value: false, label: stakesText(i18n, false) },
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
      {errors.invite ? <ErrorLine message={shown('invite') ?? null} /> : null}
      <p className="text-sm text-muted-foreground">{i18n._('tournaments.form.inviteNote')}</p>
      <ErrorLine
        message={create.error ? refusalText(i18n, create.error, i18n._('tournaments.failed.create')) : null}
      />
      <div>
        <Button type="submit" disabled={busy}>
          {i18n._(busy ? 'tournaments.form.creating' : 'tournaments.form.submit')}
        </Button>
      </div>
    </form>
  );
}
