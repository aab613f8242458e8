import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { PLAN_IDS, PLANS, type PlanId } from '../../core/plans';
import { confirmPayment, refreshMembership } from '../billing/billing-api';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card';
import { PageSpinner } from '../components/ui/spinner';

export const NO_SESSION = 'No session ID found';
export const VERIFICATION_FAILED = 'Payment verification failed. Please contact support.';
export const PAYMENT_SUCCESSFUL = 'Payment successful!';

type State =
  | { kind: 'loading' }
  | { kind: 'success'; message: string; plan: PlanId | null; amountCents: number | null }
  | { kind: 'error'; message: string };

/** What the result URL says: the session, and for a demo payment the plan and amount (in cents). */
function readQuery(search: string) {
  const query = new URLSearchParams(search);
  const sessionId = query.get('session_id');
  const plan = PLAN_IDS.find((id) => id === query.get('plan')) ?? null;
  const amount = Number(query.get('amount'));
  return {
    sessionId,
    demo: query.get('demo') === 'true',
    plan,
    amountCents: Number.isInteger(amount) && amount >= 0 ? amount : null,
  };
}

function initialState(query: ReturnType<typeof readQuery>): State {
  if (!query.sessionId) return { kind: 'error', message: NO_SESSION };
  // A demo payment is complete the moment it is made: success at once (spec §2 Payment result).
  if (query.demo) {
    return { kind: 'success', message: PAYMENT_SUCCESSFUL, plan: query.plan, amountCents: query.amountCents };
  }
  return { kind: 'loading' };
}

/** `/payment-success`: confirms the payment with the server, then offers the way on. */
export default function PaymentSuccess() {
  const search = useSearch();
  const client = useQueryClient();
  const [query] = useState(() => readQuery(search));
  const [state, setState] = useState<State>(() => initialState(query));

  useEffect(() => {
    const { sessionId, demo } = query;
    if (!sessionId) return;
    let current = true;
    confirmPayment(sessionId)
      .then(async (confirmed) => {
        await refreshMembership(client);
        if (current && !demo) {
          setState({
            kind: 'success',
            message: confirmed.message || PAYMENT_SUCCESSFUL,
            plan: confirmed.plan,
            amountCents: confirmed.amountCents,
          });
        }
      })
      .catch(() => {
        if (current && !demo) setState({ kind: 'error', message: VERIFICATION_FAILED });
      });
    return () => {
      current = false;
    };
  }, [query, client]);

  if (state.kind === 'loading') return <PageSpinner label="Confirming your payment" />;
  return (
    <div className="mx-auto flex max-w-lg px-4 py-12 sm:py-20">
      <Card className="w-full text-center">
        {state.kind === 'success' ? <Success state={state} /> : <Failure message={state.message} />}
      </Card>
    </div>
  );
}

function Success({ state }: { state: Extract<State, { kind: 'success' }> }) {
  const plan = state.plan && state.plan !== 'free' ? PLANS[state.plan] : null;
  return (
    <>
      <CardHeader>
        <CheckCircle2 className="mx-auto size-12 text-green-700" aria-hidden="true" />
        <h1 className="text-2xl font-semibold leading-tight">{state.message}</h1>
        <CardDescription>
          {plan ? `Welcome to ${plan.name}! ` : ''}
          {state.amountCents !== null && state.amountCents > 0
            ? `You paid $${(state.amountCents / 100).toFixed(2)}.`
            : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button asChild variant="outline">
          <Link href="/dashboard">Go to Dashboard</Link>
        </Button>
        <Button asChild>
          <Link href="/game/new">Start Playing</Link>
        </Button>
      </CardContent>
    </>
  );
}

function Failure({ message }: { message: string }) {
  return (
    <>
      <CardHeader>
        <XCircle className="mx-auto size-12 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-semibold leading-tight">Payment not confirmed</h1>
        <p role="alert" className="text-sm text-muted-foreground">
          {message}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button asChild variant="outline">
          <Link href="/dashboard">Go to Dashboard</Link>
        </Button>
        <Button asChild>
          <Link href="/pricing">Back to Pricing</Link>
        </Button>
      </CardContent>
    </>
  );
}
