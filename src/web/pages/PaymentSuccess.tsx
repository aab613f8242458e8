import type { MessageId } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, SearchX, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import type { StripeSuccessResponse } from '../../core/protocol';
import { accountPageWords } from '../auth/account-pages-ready';
import { confirmPayment, refreshMembership } from '../billing/billing-api';
import { DemoPaymentsNotice } from '../billing/DemoPaymentsNotice';
import { announcePlanChanged } from '../billing/plan-channel';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { currentLocale } from '../i18n/i18n';
import { planName } from '../i18n/plan-words';
import { CenteredCard } from '../layout/CenteredCard';
import { PageMeta } from '../layout/PageMeta';
import { isRefusal } from '../lib/api';
import { pricingWords } from '../pricing/pricing-words';

export const ready = Promise.all([accountPageWords(), pricingWords.ready]);

type State =
  | { kind: 'loading' }
  | { kind: 'success'; payment: StripeSuccessResponse }
  | { kind: 'not_found' }
  | { kind: 'error'; message: MessageId };

/**
 * `/payment-success`: asks the server about the session in the address (it must be the signed-in
 * user's), then shows the plan and amount the server holds, whatever else the address says, and
 * labels a demo payment as one.
 */
export default function PaymentSuccess() {
  const { i18n } = useLingui();
  return (
    <>
      <PageMeta name={i18n._('accounts.payment.pageName')} />
      <PaymentResult />
    </>
  );
}

function PaymentResult() {
  const { i18n } = useLingui();
  const search = useSearch();
  const client = useQueryClient();
  const [sessionId] = useState(() => new URLSearchParams(search).get('session_id'));
  const [state, setState] = useState<State>(() =>
    sessionId ? { kind: 'loading' } : { kind: 'error', message: 'accounts.payment.noSession' },
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
        setState(
          unknown ? { kind: 'not_found' } : { kind: 'error', message: 'accounts.payment.verificationFailed' },
        );
      });
    return () => {
      current = false;
    };
  }, [sessionId, client]);

  switch (state.kind) {
    case 'loading':
      return <PageSpinner label={i18n._('accounts.payment.confirming')} />;
    case 'success':
      return <Success payment={state.payment} />;
    case 'not_found':
      return (
        <Failure
          icon={<SearchX />}
          title={i18n._('accounts.payment.notFound.title')}
          message={i18n._('accounts.payment.notFound.text')}
        />
      );
    case 'error':
      return (
        <Failure
          icon={<XCircle />}
          title={i18n._('accounts.payment.notConfirmed')}
          message={i18n._(state.message)}
        />
      );
  }
}

function Success({ payment }: { payment: StripeSuccessResponse }) {
  const { i18n } = useLingui();
  const amountCents = payment.amountCents !== null && payment.amountCents > 0 ? payment.amountCents : null;
  const amount =
    amountCents === null
      ? null
      : new Intl.NumberFormat(currentLocale(), { style: 'currency', currency: 'USD' }).format(
          amountCents / 100,
        );
  const welcome = [
    payment.plan !== 'free'
      ? i18n._('accounts.payment.welcome', { plan: planName(i18n, payment.plan) })
      : null,
    amount === null
      ? null
      : i18n._(payment.demo ? 'accounts.payment.demoAmount' : 'accounts.payment.paid', { amount }),
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <CenteredCard
      icon={<CheckCircle2 />}
      tone="success"
      title={<Trans id="accounts.payment.successful" />}
      description={welcome || undefined}
    >
      {payment.demo ? <DemoPaymentsNotice kind="result" /> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <Button asChild variant="outline" size="lg">
          <Link href="/dashboard">
            <Trans id="accounts.goToDashboard" />
          </Link>
        </Button>
        <Button asChild size="lg">
          <Link href="/game/new">
            <Trans id="accounts.payment.startPlaying" />
          </Link>
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
          <Link href="/dashboard">
            <Trans id="accounts.goToDashboard" />
          </Link>
        </Button>
        <Button asChild size="lg">
          <Link href="/pricing">
            <Trans id="accounts.payment.backToPricing" />
          </Link>
        </Button>
      </div>
    </CenteredCard>
  );
}
