import { judgePassword, type PasswordOwner } from '../../core/password-strength';
import { cn } from '../lib/cn';
import { usePasswordEstimator } from './use-password-estimator';

const LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;
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
        <span className="font-medium">Strength: {LABELS[score]}.</span>{' '}
        {/* A length problem is the field's own error, said once there; the meter adds what only it knows. */}
        {verdict.strong || verdict.estimate ? (
          <span className={verdict.strong ? 'text-muted-foreground' : 'text-destructive'}>
            {verdict.strong ? 'Hard to guess.' : verdict.reason}
          </span>
        ) : null}
      </p>
    </div>
  );
}
