import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, SearchX, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { PLANS } from '../../core/plans';
import type { StripeSuccessResponse } from '../../core/protocol';
import { confirmPayment, refreshMembership } from '../billing/billing-api';
import { DEMO_RESULT_TEXT, DemoPaymentsNotice } from '../billing/DemoPaymentsNotice';
import { announcePlanChanged } from '../billing/plan-channel';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { CenteredCard } from '../layout/CenteredCard';
import { isRefusal } from '../lib/api';

export const NO_SESSION = 'No session ID found';
export const VERIFICATION_FAILED = 'Payment verification failed. Please contact support.';
export const PAYMENT_SUCCESSFUL = 'Payment successful!';
export const PAYMENT_NOT_FOUND = 'We could not find this payment on your account.';

type State =
  | { kind: 'loading' }
  | { kind: 'success'; payment: StripeSuccessResponse }
  | { kind: 'not_found' }
  | { kind: 'error'; message: string };

/**
 * `/payment-success`: asks the server about the session in the address (it must be the signed-in
 * user's), then shows the plan and amount the server holds, whatever else the address says, and
 * labels a demo payment as one.
 */
export default function PaymentSuccess() {
  const search = useSearch();
  const client = useQueryClient();
  const [sessionId] = useState(() => new URLSearchParams(search).get('session_id'));
  const [state, setState] = useState<State>(() =>
    sessionId ? { kind: 'loading' } : { kind: 'error', message: NO_SESSION },
  );

  useEffect(() => {
    if (!sessionId) return;
    let current = true;
    confirmPayment(sessionId)
      .then(async (payment) => {
        await refreshMembership(client);
        // The tab that opened checkout (a game room, decision 272) shows the new plan without a reload.
        announcePlanChanged();
        if (current) setState({ kind: 'success', payment });
      })
      .catch((error: unknown) => {
        if (!current) return;
        const unknown = isRefusal(error, 'not_found');
        setState(unknown ? { kind: 'not_found' } : { kind: 'error', message: VERIFICATION_FAILED });
      });
    return () => {
      current = false;
    };
  }, [sessionId, client]);

  switch (state.kind) {
    case 'loading':
      return <PageSpinner label="Confirming your payment" />;
    case 'success':
      return <Success payment={state.payment} />;
    case 'not_found':
      return <Failure icon={<SearchX />} title="Payment not found" message={PAYMENT_NOT_FOUND} />;
    case 'error':
      return <Failure icon={<XCircle />} title="Payment not confirmed" message={state.message} />;
  }
}

function Success({ payment }: { payment: StripeSuccessResponse }) {
  const plan = payment.plan !== 'free' ? PLANS[payment.plan] : null;
  const amount = payment.amountCents !== null && payment.amountCents > 0 ? payment.amountCents : null;
  const paid =
    amount === null ? '' : `${payment.demo ? 'Demo amount' : 'You paid'} $${(amount / 100).toFixed(2)}.`;
  const welcome = `${plan ? `Welcome to ${plan.name}! ` : ''}${paid}`.trim();
  return (
    <CenteredCard
      icon={<CheckCircle2 />}
      tone="success"
      title={payment.message || PAYMENT_SUCCESSFUL}
      description={welcome || undefined}
    >
      {payment.demo ? <DemoPaymentsNotice text={DEMO_RESULT_TEXT} /> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <Button asChild variant="outline" size="lg">
          <Link href="/dashboard">Go to Dashboard</Link>
        </Button>
        <Button asChild size="lg">
          <Link href="/game/new">Start Playing</Link>
        </Button>
      </div>
    </CenteredCard>
  );
}

function Failure({ icon, title, message }: { icon: ReactNode; title: string; message: string }) {
  return (
    <CenteredCard
      icon={icon}
      tone="destructive"
      title={title}
      description={<span role="alert">{message}</span>}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Button asChild variant="outline" size="lg">
          <Link href="/dashboard">Go to Dashboard</Link>
        </Button>
        <Button asChild size="lg">
          <Link href="/pricing">Back to Pricing</Link>
        </Button>
      </div>
    </CenteredCard>
  );
}
