import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { judgePassword, type PasswordOwner } from '../../core/password-strength';
import { cn } from '../lib/cn';
import './account-fields-area';
import { passwordReason } from './password-words';
import { usePasswordEstimator } from './use-password-estimator';

const LABELS: MessageId[] = [
  'fields.strength.veryWeak',
  'fields.strength.weak',
  'fields.strength.fair',
  'fields.strength.strong',
  'fields.strength.veryStrong',
];
const BAR_COLOURS = ['bg-destructive', 'bg-destructive', 'bg-amber-500', 'bg-emerald-600', 'bg-emerald-600'];

/**
 * How guessable the password being chosen is, by the same rule the server applies, and why when it
 * is too weak. Says nothing until there is a password and the dictionaries have arrived.
 */
export function PasswordStrengthMeter({
  id,
  password,
  owner = {},
}: {
  id: string;
  password: string;
  owner?: PasswordOwner;
}) {
  const { i18n } = useLingui();
  const estimate = usePasswordEstimator();
  if (!password || !estimate) return null;
  const verdict = judgePassword(estimate, password, owner);
  const score = verdict.estimate?.score ?? 0;
  return (
    <div id={id} className="grid gap-1" data-testid="password-strength">
      <div className="flex gap-1" aria-hidden="true">
        {LABELS.map((label, index) => (
          <span
            key={label}
            className={cn('h-1.5 flex-1 rounded-full', index <= score ? BAR_COLOURS[score] : 'bg-muted')}
          />
        ))}
      </div>
      <p role="status" aria-live="polite" className="text-xs">
        <span className="font-medium">
          {i18n._('fields.strength', { level: i18n._(LABELS[score] ?? 'fields.strength.veryWeak') })}
        </span>{' '}
        {/* A length problem is the field's own error, said once there; the meter adds what only it knows. */}
        {verdict.strong || verdict.estimate ? (
          <span className={verdict.strong ? 'text-muted-foreground' : 'text-destructive'}>
            {verdict.strong ? i18n._('fields.hardToGuess') : passwordReason(i18n, verdict)}
          </span>
        ) : null}
      </p>
    </div>
  );
}
