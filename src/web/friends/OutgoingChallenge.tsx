import { useMutation } from '@tanstack/react-query';
import { Hourglass, X } from 'lucide-react';
import type { Challenge } from '../../core/protocol';
import { ratedLabel } from '../../core/rated';
import { shortTimeControl } from '../../core/time-control';
import { Button } from '../components/ui/button';
import { apiRequest, messageOf } from '../lib/api';
import { toast } from '../lib/use-toast';
import { formatTimeLeft, useTimeLeft } from './use-time-left';

/** "5+0 · Rated, you play White" from the challenger's side. */
function sentText(challenge: Challenge): string {
  const colour =
    challenge.color === 'random'
      ? 'colours drawn at random'
      : `you play ${challenge.color === 'white' ? 'White' : 'Black'}`;
  return `${shortTimeControl(challenge.timeControl, challenge.increment)} · ${ratedLabel(challenge.rated)}, ${colour}`;
}

/**
 * The challenger's side of a pending challenge, on any page: whom they wait for, the time left, and
 * Cancel. When the time runs out it says the friend did not answer, at once (no reload).
 */
export function OutgoingChallenge({ challenge, onDone }: { challenge: Challenge; onDone: () => void }) {
  const left = useTimeLeft(challenge.expiresAt);
  const expired = left === 0;
  const name = challenge.to.displayName ?? challenge.to.username;
  const cancel = useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/challenges/${encodeURIComponent(challenge.id)}`),
    onSuccess: onDone,
    onError: (error) => {
      toast({
        title: 'Challenge',
        description: messageOf(error, 'Please try again.'),
        variant: 'destructive',
      });
      onDone();
    },
  });
  return (
    <section
      aria-label={`Your challenge to ${name}`}
      data-testid="outgoing-challenge"
      data-state={expired ? 'expired' : 'pending'}
      className="w-80 rounded-lg border bg-background p-4 shadow-lg"
    >
      <div className="flex items-start gap-3">
        <Hourglass className="mt-0.5 size-5 text-muted-foreground" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="font-medium">{expired ? `${name} did not answer in time` : `Waiting for ${name}`}</p>
          <p className="text-sm text-muted-foreground">{sentText(challenge)}</p>
          <p
            className="mt-1 text-xs text-muted-foreground"
            data-testid="challenge-time-left"
            aria-live="polite"
          >
            {expired ? (
              'Your challenge expired.'
            ) : (
              <span aria-hidden="true">{formatTimeLeft(left)} left</span>
            )}
          </p>
        </div>
        <button type="button" aria-label="Close" onClick={onDone} className="text-muted-foreground">
          <X className="size-4" />
        </button>
      </div>
      {expired ? null : (
        <div className="mt-3">
          <Button size="sm" variant="outline" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
            Cancel challenge
          </Button>
        </div>
      )}
    </section>
  );
}
