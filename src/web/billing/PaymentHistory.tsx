import { ExternalLink, Receipt } from 'lucide-react';
import { PLANS } from '../../core/plans';
import type { Payment } from '../../core/protocol';
import { Badge } from '../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { useAuth } from '../lib/auth';
import { usePayments } from './billing-api';

const STATUS_LABEL: Record<Payment['status'], string> = { paid: 'Paid', failed: 'Failed', open: 'Open' };

export function formatAmount(payment: Pick<Payment, 'amountCents' | 'currency'>): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: payment.currency.toUpperCase(),
  }).format(payment.amountCents / 100);
}

/**
 * The profile's Payment History: the user's real payments, newest first. Shown on paid plans, or
 * whenever there are payments to show (spec §2 Profile).
 */
export function PaymentHistory() {
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
          Payment History
        </CardTitle>
      </CardHeader>
      <CardContent>
        {payments.isLoading ? (
          <Spinner label="Loading payments" />
        ) : payments.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Payment history could not be loaded. Please try again later.
          </p>
        ) : entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">No payment history</p>
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
  const date = new Date(payment.date).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3 text-sm"
      data-testid="payment"
    >
      <div>
        <p className="font-medium">{PLANS[payment.plan].name} plan</p>
        <p className="text-muted-foreground">{date}</p>
      </div>
      <div className="flex items-center gap-3">
        <span className="font-medium tabular-nums">{formatAmount(payment)}</span>
        <Badge
          variant={
            payment.status === 'paid' ? 'success' : payment.status === 'failed' ? 'destructive' : 'outline'
          }
        >
          {STATUS_LABEL[payment.status]}
        </Badge>
        {payment.demo ? (
          <Badge variant="warning" title="A demo payment: nothing was charged">
            Demo
          </Badge>
        ) : null}
        {payment.invoiceUrl ? (
          <a
            href={payment.invoiceUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
          >
            Invoice
            <ExternalLink className="size-3.5" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : null}
      </div>
    </li>
  );
}
