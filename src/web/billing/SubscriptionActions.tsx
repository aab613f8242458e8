import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CurrentUser } from '../../core/protocol';
import { Button } from '../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../components/ui/dialog';
import { ApiError } from '../lib/api';
import { CheckoutError, createCheckoutSession } from '../pricing/checkout';
import { manageSubscription, refreshMembership, usePaymentsMode } from './billing-api';
import { DEMO_CHECKOUT_TEXT, DemoPaymentsNotice } from './DemoPaymentsNotice';
import {
  actionLabel,
  actionsFor,
  confirmationOf,
  failureOf,
  type MembershipAction,
  successFallback,
} from './membership-actions';

type Outcome = { kind: 'success' | 'failure'; text: string } | null;

/**
 * The membership card's buttons. Every change is confirmed in a dialog first; an upgrade goes to
 * checkout, a downgrade or cancellation is scheduled and the card reads the user again.
 */
export function SubscriptionActions({ user }: { user: CurrentUser }) {
  const client = useQueryClient();
  const [chosen, setChosen] = useState<MembershipAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const actions = actionsFor(user);
  const paymentsMode = usePaymentsMode();

  const run = async (action: MembershipAction) => {
    setBusy(true);
    setOutcome(null);
    try {
      if (action.kind === 'upgrade') {
        const url = await createCheckoutSession({
          planName: action.plan,
          userId: user.id,
          email: user.email,
        });
        window.location.assign(url);
        return;
      }
      const { message } = await manageSubscription({
        action: action.kind,
        targetPlan: action.kind === 'downgrade' ? action.plan : null,
        userId: user.id,
      });
      setChosen(null);
      setOutcome({ kind: 'success', text: message || successFallback(action) });
      await refreshMembership(client);
    } catch (error) {
      const refused =
        error instanceof ApiError || (error instanceof CheckoutError && error.kind === 'refused');
      const serverMessage =
        error instanceof ApiError || error instanceof CheckoutError ? (error.serverMessage ?? null) : null;
      setChosen(null);
      setOutcome({ kind: 'failure', text: failureOf(action, user, serverMessage, !refused) });
    } finally {
      setBusy(false);
    }
  };

  const confirmation = chosen ? confirmationOf(chosen, user) : null;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button
            key={`${action.kind}-${'plan' in action ? action.plan : ''}`}
            variant={action.kind === 'upgrade' ? 'default' : action.kind === 'cancel' ? 'ghost' : 'outline'}
            size="sm"
            disabled={busy}
            onClick={() => {
              setOutcome(null);
              setChosen(action);
            }}
          >
            {actionLabel(action, user)}
          </Button>
        ))}
      </div>
      {outcome ? (
        <p
          role={outcome.kind === 'failure' ? 'alert' : 'status'}
          className={outcome.kind === 'failure' ? 'text-sm text-destructive' : 'text-sm text-green-800'}
        >
          {outcome.text}
        </p>
      ) : null}
      <Dialog
        open={chosen !== null}
        onOpenChange={(open) => {
          if (!open && !busy) setChosen(null);
        }}
      >
        {chosen && confirmation ? (
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{confirmation.title}</DialogTitle>
              <DialogDescription>{confirmation.description}</DialogDescription>
            </DialogHeader>
            {chosen.kind === 'upgrade' && paymentsMode === 'demo' ? (
              <DemoPaymentsNotice text={DEMO_CHECKOUT_TEXT} />
            ) : null}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" disabled={busy}>
                  Not now
                </Button>
              </DialogClose>
              <Button
                variant={chosen.kind === 'cancel' ? 'destructive' : 'default'}
                disabled={busy}
                onClick={() => run(chosen)}
              >
                {busy ? 'Processing...' : confirmation.confirm}
              </Button>
            </DialogFooter>
          </DialogContent>
        ) : null}
      </Dialog>
    </div>
  );
}
