import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { Hourglass, X } from 'lucide-react';
import type { Challenge } from '../../core/protocol';
import { Button } from '../components/ui/button';
import { apiRequest, messageOf } from '../lib/api';
import { toast } from '../lib/use-toast';
import { challengeTerms, useNotificationWords } from './notification-words';
import { challengeTimeLeft, useTimeLeft } from './use-time-left';

/**
 * The challenger's side of a pending challenge, on any page: whom they wait for, the time left, and
 * Cancel. When the time runs out it says the friend did not answer, at once (no reload).
 */
export function OutgoingChallenge({ challenge, onDone }: { challenge: Challenge; onDone: () => void }) {
  useNotificationWords();
  const { i18n } = useLingui();
  const left = useTimeLeft(challenge.expiresAt);
  const expired = left === 0;
  const name = challenge.to.displayName ?? challenge.to.username;
  const cancel = useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/challenges/${encodeURIComponent(challenge.id)}`),
    onSuccess: onDone,
    onError: (error) => {
      toast({
        title: i18n._('notifications.challenge'),
        description: messageOf(error, i18n._('notifications.tryAgain')),
        variant: 'destructive',
      });
      onDone();
    },
  });
  return (
    <section
      aria-label={i18n._('notifications.sent.label', { name })}
      data-testid="outgoing-challenge"
      data-state={expired ? 'expired' : 'pending'}
      className="w-80 rounded-lg border bg-background p-4 shadow-lg"
    >
      <div className="flex items-start gap-3">
        <Hourglass className="mt-0.5 size-5 text-muted-foreground" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="font-medium">
            {i18n._(expired ? 'notifications.sent.noAnswer' : 'notifications.sent.waiting', { name })}
          </p>
          <p className="text-sm text-muted-foreground">{challengeTerms(i18n, challenge, 'challenger')}</p>
          <p
            className="mt-1 text-xs text-muted-foreground"
            data-testid="challenge-time-left"
            aria-live="polite"
          >
            {expired ? (
              i18n._('notifications.sent.expired')
            ) : (
              <span aria-hidden="true">
                {i18n._('notifications.sent.timeLeft', { time: challengeTimeLeft(i18n, left) })}
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
        <div className="mt-3">
          <Button size="sm" variant="outline" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
            {i18n._('notifications.sent.cancel')}
          </Button>
        </div>
      )}
    </section>
  );
}
