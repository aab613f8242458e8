import type { MessageId } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { ExternalLink, Receipt } from 'lucide-react';
import type { Payment } from '../../core/protocol';
import { Badge } from '../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { planName } from '../i18n/plan-words';
import { useAuth } from '../lib/auth';
import { usePayments } from './billing-api';
import { amountText, useBillingWords } from './billing-words';

const STATUS_LABEL: Record<Payment['status'], MessageId> = {
  paid: 'billing.status.paid',
  failed: 'billing.status.failed',
  open: 'billing.status.open',
};

/**
 * The profile's Payment History: the user's real payments, newest first. Shown on paid plans, or
 * whenever there are payments to show (spec §2 Profile).
 */
export function PaymentHistory() {
  useBillingWords();
  const { i18n } = useLingui();
  const { user } = useAuth();
  const payments = usePayments(user !== null);
  if (!user) return null;
  const entries = payments.data?.payments ?? [];
  if (user.subscriptionTier === 'free' && entries.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="payment-history-title">
      <CardHeader>
        <CardTitle id="payment-history-title" className="flex items-center gap-2">
          <Receipt className="size-5 text-primary" aria-hidden="true" />
          <Trans id="billing.history.title" />
        </CardTitle>
      </CardHeader>
      <CardContent>
        {payments.isLoading ? (
          <Spinner label={i18n._('billing.history.loading')} />
        ) : payments.isError ? (
          <p role="alert" className="text-sm text-destructive">
            <Trans id="billing.history.failed" />
          </p>
        ) : entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans id="billing.history.none" />
          </p>
        ) : (
          <ul className="divide-y">
            {entries.map((payment) => (
              <PaymentRow key={payment.id} payment={payment} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function PaymentRow({ payment }: { payment: Payment }) {
  const { i18n } = useLingui();
  const date = new Intl.DateTimeFormat(i18n.locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(new Date(payment.date));
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3 text-sm"
      data-testid="payment"
    >
      <div>
        <p className="font-medium">
          <Trans id="billing.history.plan" values={{ plan: planName(i18n, payment.plan) }} />
        </p>
        <p className="text-muted-foreground">{date}</p>
      </div>
      <div className="flex items-center gap-3">
        <span className="font-medium tabular-nums">
          {amountText(i18n, payment.amountCents, payment.currency)}
        </span>
        <Badge
          variant={
            payment.status === 'paid' ? 'success' : payment.status === 'failed' ? 'destructive' : 'outline'
          }
        >
          {i18n._(STATUS_LABEL[payment.status])}
        </Badge>
        {payment.demo ? (
          <Badge variant="warning" title={i18n._('billing.history.demoTitle')}>
            <Trans id="billing.history.demo" />
          </Badge>
        ) : null}
        {payment.invoiceUrl ? (
          <a
            href={payment.invoiceUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
          >
            <Trans id="billing.history.invoice" />
            <ExternalLink className="size-3.5 rtl:-scale-x-100" aria-hidden="true" />
            <span className="sr-only">
              <Trans id="billing.history.newTab" />
            </span>
          </a>
        ) : null}
      </div>
    </li>
  );
}
