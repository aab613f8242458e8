import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { PLAN_IDS, PLANS, type PlanId } from '../../core/plans';
import { confirmPayment, refreshMembership } from '../billing/billing-api';
import { CenteredCard } from '../components/layout/CenteredCard';
import { Button } from '../components/ui/button';
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
  return state.kind === 'success' ? <Success state={state} /> : <Failure message={state.message} />;
}

function Success({ state }: { state: Extract<State, { kind: 'success' }> }) {
  const plan = state.plan && state.plan !== 'free' ? PLANS[state.plan] : null;
  const paid =
    state.amountCents !== null && state.amountCents > 0
      ? `You paid $${(state.amountCents / 100).toFixed(2)}.`
      : '';
  const welcome = `${plan ? `Welcome to ${plan.name}! ` : ''}${paid}`.trim();
  return (
    <CenteredCard
      icon={<CheckCircle2 />}
      tone="success"
      title={state.message}
      description={welcome || undefined}
    >
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

function Failure({ message }: { message: string }) {
  return (
    <CenteredCard
      icon={<XCircle />}
      tone="destructive"
      title="Payment not confirmed"
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
