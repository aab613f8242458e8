import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { Swords, X } from 'lucide-react';
import { useLocation } from 'wouter';
import type { Challenge } from '../../core/protocol';
import { Button } from '../components/ui/button';
import { messageOf } from '../lib/api';
import { toast } from '../lib/use-toast';
import { acceptChallenge, declineChallenge } from './friends-api';
import { challengeTerms, useNotificationWords } from './notification-words';
import { challengeTimeLeft, useTimeLeft } from './use-time-left';

/**
 * "ann challenges you: 5+0 · Casual, you play Black" from the challenged player's side: rated or casual
 * beside the clock, as the room header puts it, so the answer is given knowing what the game counts for.
 */
export function challengeText(i18n: I18n, challenge: Challenge): string {
  return i18n._('notifications.received.text', {
    name: challenge.from.username,
    terms: challengeTerms(i18n, challenge, 'challenged'),
  });
}

/**
 * A pending challenge, shown on whatever page the user is on, with Accept and Decline and the time left
 * to answer. When that runs out the card says so at once and offers only Close.
 */
export function LiveChallenge({ challenge, onDone }: { challenge: Challenge; onDone: () => void }) {
  useNotificationWords();
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const challengeId = challenge.id;
  const left = useTimeLeft(challenge.expiresAt);
  const expired = left === 0;
  const failed = (error: unknown) => {
    toast({
      title: i18n._('notifications.challenge'),
      description: messageOf(error, i18n._('notifications.tryAgain')),
      variant: 'destructive',
    });
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
            {i18n._(expired ? 'notifications.received.expired' : 'notifications.received.new')}
          </p>
          <p id="live-challenge-text" className="text-sm text-muted-foreground">
            {challengeText(i18n, challenge)}
          </p>
          {/* Only the expiry is announced; a countdown read out every second would drown everything else. */}
          <p
            className="mt-1 text-xs text-muted-foreground"
            data-testid="challenge-time-left"
            aria-live="polite"
          >
            {expired ? (
              i18n._('notifications.received.expiredText')
            ) : (
              <span aria-hidden="true">
                {i18n._('notifications.received.timeLeft', { time: challengeTimeLeft(i18n, left) })}
              </span>
            )}
          </p>
        </div>
        <button
          type="button"
          aria-label={i18n._('notifications.close')}
          onClick={onDone}
          className="text-muted-foreground"
        >
          <X className="size-4" />
        </button>
      </div>
      {expired ? null : (
        <div className="mt-3 flex gap-2">
          <Button size="sm" disabled={busy} onClick={() => accept.mutate()}>
            {i18n._('notifications.accept')}
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => decline.mutate()}>
            {i18n._('notifications.decline')}
          </Button>
        </div>
      )}
    </div>
  );
}
