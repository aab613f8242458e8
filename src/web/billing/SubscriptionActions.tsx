import { Trans, useLingui } from '@lingui/react';
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
import { refusalText } from '../i18n/refusal-text';
import { ApiError } from '../lib/api';
import { CheckoutError, createCheckoutSession } from '../pricing/checkout';
import { manageSubscription, refreshMembership, usePaymentsMode } from './billing-api';
import { useBillingWords } from './billing-words';
import { DemoPaymentsNotice } from './DemoPaymentsNotice';
import {
  actionLabel,
  actionsFor,
  confirmationOf,
  failureOf,
  type MembershipAction,
  successOf,
} from './membership-actions';

type Outcome = { kind: 'success' | 'failure'; text: string } | null;

/**
 * The membership card's buttons. Every change is confirmed in a dialog first; an upgrade goes to
 * checkout, a downgrade or cancellation is scheduled and the card reads the user again.
 */
export function SubscriptionActions({ user }: { user: CurrentUser }) {
  useBillingWords();
  const { i18n } = useLingui();
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
      // The answer's English sentence says what the member read before it: worded here, in their language.
      await manageSubscription({
        action: action.kind,
        targetPlan: action.kind === 'downgrade' ? action.plan : null,
        userId: user.id,
      });
      setChosen(null);
      setOutcome({ kind: 'success', text: successOf(i18n, action, user) });
      await refreshMembership(client);
    } catch (error) {
      const refusal =
        error instanceof ApiError
          ? error
          : error instanceof CheckoutError && error.kind === 'refused'
            ? error
            : null;
      const reason =
        refusal === null
          ? null
          : refusalText(
              i18n,
              refusal instanceof CheckoutError ? refusal.refusal : refusal,
              i18n._('billing.failed.tryAgain'),
            );
      setChosen(null);
      setOutcome({ kind: 'failure', text: failureOf(i18n, action, user, reason) });
    } finally {
      setBusy(false);
    }
  };

  const confirmation = chosen ? confirmationOf(i18n, chosen, user) : null;
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
            {actionLabel(i18n, action, user)}
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
              <DemoPaymentsNotice kind="checkout" />
            ) : null}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" disabled={busy}>
                  <Trans id="billing.notNow" />
                </Button>
              </DialogClose>
              <Button
                variant={chosen.kind === 'cancel' ? 'destructive' : 'default'}
                disabled={busy}
                onClick={() => run(chosen)}
              >
                {busy ? i18n._('billing.processing') : confirmation.confirm}
              </Button>
            </DialogFooter>
          </DialogContent>
        ) : null}
      </Dialog>
    </div>
  );
}
