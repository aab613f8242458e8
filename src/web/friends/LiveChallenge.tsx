import { useMutation } from '@tanstack/react-query';
import { Swords, X } from 'lucide-react';
import { useLocation } from 'wouter';
import type { Challenge } from '../../core/protocol';
import { ratedLabel } from '../../core/rated';
import { shortTimeControl } from '../../core/time-control';
import { Button } from '../components/ui/button';
import { messageOf } from '../lib/api';
import { toast } from '../lib/use-toast';
import { acceptChallenge, declineChallenge } from './friends-api';
import { formatTimeLeft, useTimeLeft } from './use-time-left';

/**
 * "ann challenges you: 5+0 · Casual, you play Black" from the challenged player's side: rated or casual
 * beside the clock, as the room header puts it, so the answer is given knowing what the game counts for.
 */
export function challengeText(challenge: Challenge): string {
  const colour =
    challenge.color === 'random'
      ? 'colours drawn at random'
      : `you play ${challenge.color === 'white' ? 'Black' : 'White'}`;
  const clock = shortTimeControl(challenge.timeControl, challenge.increment);
  return `${challenge.from.username} challenges you: ${clock} · ${ratedLabel(challenge.rated)}, ${colour}`;
}

export const CHALLENGE_EXPIRED = 'This challenge expired before it was answered.';

/**
 * A pending challenge, shown on whatever page the user is on, with Accept and Decline and the time left
 * to answer. When that runs out the card says so at once and offers only Close.
 */
export function LiveChallenge({ challenge, onDone }: { challenge: Challenge; onDone: () => void }) {
  const [, navigate] = useLocation();
  const challengeId = challenge.id;
  const left = useTimeLeft(challenge.expiresAt);
  const expired = left === 0;
  const failed = (error: unknown) => {
    toast({ title: 'Challenge', description: messageOf(error, 'Please try again.'), variant: 'destructive' });
    onDone();
  };
  const accept = useMutation({
    mutationFn: () => acceptChallenge(challengeId),
    onSuccess: (game) => {
      onDone();
      navigate(`/game/${game.id}`);
    },
    onError: failed,
  });
  const decline = useMutation({
    mutationFn: () => declineChallenge(challengeId),
    onSuccess: onDone,
    onError: failed,
  });
  const busy = accept.isPending || decline.isPending;
  return (
    <div
      role="alertdialog"
      aria-labelledby="live-challenge-title"
      aria-describedby="live-challenge-text"
      data-testid="live-challenge"
      data-state={expired ? 'expired' : 'pending'}
      className="w-80 rounded-lg border bg-background p-4 shadow-lg"
    >
      <div className="flex items-start gap-3">
        <Swords className="mt-0.5 size-5 text-primary" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p id="live-challenge-title" className="font-medium">
            {expired ? 'Challenge expired' : 'New challenge'}
          </p>
          <p id="live-challenge-text" className="text-sm text-muted-foreground">
            {challengeText(challenge)}
          </p>
          {/* Only the expiry is announced; a countdown read out every second would drown everything else. */}
          <p
            className="mt-1 text-xs text-muted-foreground"
            data-testid="challenge-time-left"
            aria-live="polite"
          >
            {expired ? (
              CHALLENGE_EXPIRED
            ) : (
              <span aria-hidden="true">{formatTimeLeft(left)} left to answer</span>
            )}
          </p>
        </div>
        <button type="button" aria-label="Close" onClick={onDone} className="text-muted-foreground">
          <X className="size-4" />
        </button>
      </div>
      {expired ? null : (
        <div className="mt-3 flex gap-2">
          <Button size="sm" disabled={busy} onClick={() => accept.mutate()}>
            Accept
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => decline.mutate()}>
            Decline
          </Button>
        </div>
      )}
    </div>
  );
}
