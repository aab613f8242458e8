import { Trans, useLingui } from '@lingui/react';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { PLAN_LIST, type Plan, type PlanId } from '../../core/plans';
import type { CurrentUser } from '../../core/protocol';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { planName, planPrice } from '../i18n/plan-words';
import { useAuth } from '../lib/auth';
import { cn } from '../lib/cn';
import { storeReturnPath } from '../lib/return-path';
import { CheckoutError, startCheckout } from './checkout';
import { featureText, planButtonText, planDescription, pricingWords } from './pricing-words';

interface Failure {
  plan: PlanId;
  detail: string | undefined;
}

/**
 * The three plan cards. Free leads to a new game (or sign-up); a paid plan leads to sign-in when
 * signed out, else to the payment provider's checkout, with 'Processing...' while it is prepared.
 */
export function PlanCards() {
  pricingWords.useWords();
  const { user } = useAuth();
  const [pending, setPending] = useState<PlanId | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  const checkout = async (plan: Plan, buyer: CurrentUser) => {
    setFailure(null);
    setPending(plan.id);
    try {
      await startCheckout({ planName: plan.id, userId: buyer.id, email: buyer.email });
    } catch (error) {
      setPending(null);
      setFailure({ plan: plan.id, detail: error instanceof CheckoutError ? error.serverMessage : undefined });
    }
  };

  return (
    <div className="grid items-stretch gap-6 lg:grid-cols-3">
      {PLAN_LIST.map((plan) => (
        <PlanCard key={plan.id} plan={plan}>
          <PlanAction plan={plan} user={user} pending={pending} onCheckout={checkout} />
          {failure?.plan === plan.id ? (
            <div role="alert" className="mt-3 text-sm text-destructive">
              <p className="font-medium">
                <Trans id="pricing.checkoutFailed" />
              </p>
              {failure.detail ? <p className="mt-1">{failure.detail}</p> : null}
            </div>
          ) : null}
        </PlanCard>
      ))}
    </div>
  );
}

function PlanAction({
  plan,
  user,
  pending,
  onCheckout,
}: {
  plan: Plan;
  user: CurrentUser | null;
  pending: PlanId | null;
  onCheckout: (plan: Plan, buyer: CurrentUser) => void;
}) {
  const { i18n } = useLingui();
  const buttonText = planButtonText(i18n, plan.id);
  const variant = plan.popular ? 'default' : 'outline';
  const paid = plan.priceCents > 0;
  if (pending !== null) {
    return (
      <Button variant={variant} size="lg" className="w-full" disabled>
        {pending === plan.id ? i18n._('pricing.processing') : buttonText}
      </Button>
    );
  }
  if (paid && user?.subscriptionTier === plan.id) {
    return (
      <Button variant="outline" size="lg" className="w-full" disabled>
        <Trans id="pricing.currentPlan" />
      </Button>
    );
  }
  if (paid && user) {
    return (
      <Button variant={variant} size="lg" className="w-full" onClick={() => onCheckout(plan, user)}>
        {buttonText}
      </Button>
    );
  }
  // Free starts a game (or an account); a paid plan asks a visitor to sign in and come back here.
  const href = paid ? '/signin' : user ? '/game/new' : '/signup';
  return (
    <Button asChild variant={variant} size="lg" className="w-full">
      <Link href={href} onClick={paid ? () => storeReturnPath('/pricing') : undefined}>
        {buttonText}
      </Link>
    </Button>
  );
}

function PlanCard({ plan, children }: { plan: Plan; children: React.ReactNode }) {
  const { i18n } = useLingui();
  const headingId = `plan-${plan.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm sm:p-8',
        plan.popular && 'border-primary shadow-lg ring-2 ring-primary lg:-my-3 lg:py-11',
      )}
    >
      {plan.popular ? (
        <Badge className="absolute -top-3 start-1/2 -translate-x-1/2 rtl:translate-x-1/2 px-3 py-1">
          <Trans id="pricing.popular" />
        </Badge>
      ) : null}
      <h3 id={headingId} className="text-xl font-semibold">
        {planName(i18n, plan.id)}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{planDescription(i18n, plan.id)}</p>
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight" data-testid={`price-${plan.id}`}>
          {planPrice(i18n, plan)}
        </span>
        <span className="text-muted-foreground">
          <Trans id="plan.perMonth" />
        </span>
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{featureText(i18n, feature)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-8">{children}</div>
    </section>
  );
}
