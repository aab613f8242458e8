import { Trans, useLingui } from '@lingui/react';
import { CalendarClock, Check, Crown } from 'lucide-react';
import { Link } from 'wouter';
import { describeAllowance, gamesRemaining, PLANS } from '../../core/plans';
import type { CurrentUser } from '../../core/protocol';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { planName } from '../i18n/plan-words';
import { useAuth } from '../lib/auth';
import { featureText } from '../pricing/pricing-words';
import { useAllowance } from './billing-api';
import { billingDayText, useBillingWords } from './billing-words';
import { SubscriptionActions } from './SubscriptionActions';

/**
 * The profile's Membership Status card (spec §2 Profile): plan, scheduled changes, games left this
 * month, member since, what the plan includes, and the buttons that change it.
 */
export function MembershipCard() {
  useBillingWords();
  const { user } = useAuth();
  return (
    <Card role="region" aria-labelledby="membership-title">
      <CardHeader>
        <CardTitle id="membership-title" className="flex items-center gap-2">
          <Crown className="size-5 text-amber-500" aria-hidden="true" />
          <Trans id="billing.title" />
        </CardTitle>
      </CardHeader>
      <CardContent>{user ? <Membership user={user} /> : <SignedOut />}</CardContent>
    </Card>
  );
}

function SignedOut() {
  return (
    <div className="grid gap-3">
      <p role="alert" className="text-sm">
        <Trans id="billing.signedOut" />
      </p>
      <Button asChild size="sm" className="w-fit">
        <Link href="/signin">
          <Trans id="billing.signIn" />
        </Link>
      </Button>
    </div>
  );
}

function Membership({ user }: { user: CurrentUser }) {
  const { i18n } = useLingui();
  const plan = PLANS[user.subscriptionTier];
  const name = planName(i18n, plan.id);
  const periodEnd = billingDayText(i18n, user.currentPeriodEnd);
  const pending = user.pendingDowngrade;
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-muted-foreground">
          <Trans id="billing.currentPlan" />
        </span>
        <Badge variant={plan.id === 'free' ? 'secondary' : 'default'} data-testid="plan-badge">
          {name}
        </Badge>
        {pending !== null || user.cancelAtPeriodEnd ? (
          <Badge variant="warning">
            <Trans id="billing.pendingChange" />
          </Badge>
        ) : null}
      </div>

      {pending !== null ? (
        <Notice>
          <Trans
            id="billing.pendingDowngrade"
            values={{ plan: planName(i18n, pending), date: periodEnd, current: name }}
          />
        </Notice>
      ) : null}
      {user.cancelAtPeriodEnd ? (
        <Notice>
          <Trans
            id="billing.cancelled"
            values={{ date: periodEnd, current: name, free: planName(i18n, 'free') }}
          />
        </Notice>
      ) : null}

      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">
            <Trans id="billing.gamesRemaining" />
          </dt>
          <dd className="mt-0.5 font-medium">
            <GamesRemaining user={user} />
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">
            <Trans id="billing.memberSince" />
          </dt>
          <dd className="mt-0.5 font-medium">
            {new Intl.DateTimeFormat(i18n.locale, { year: 'numeric', month: 'long' }).format(
              new Date(user.createdAt),
            )}
          </dd>
        </div>
        {plan.id !== 'free' && pending === null && !user.cancelAtPeriodEnd ? (
          <div>
            <dt className="text-muted-foreground">
              <Trans id="billing.renewsOn" />
            </dt>
            <dd className="mt-0.5 font-medium">{periodEnd}</dd>
          </div>
        ) : null}
      </dl>

      <div>
        <h3 className="text-sm font-medium">
          <Trans id="billing.includes" values={{ plan: name }} />
        </h3>
        <ul className="mt-2 grid gap-1.5 text-sm" aria-label={i18n._('billing.features', { plan: name })}>
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {featureText(i18n, feature)}
            </li>
          ))}
        </ul>
      </div>

      <SubscriptionActions user={user} />
    </div>
  );
}

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <p className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
      <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

/** "2 of 3" from the plans table and the games this month; "Unlimited games" for Pro. */
function GamesRemaining({ user }: { user: CurrentUser }) {
  const { i18n } = useLingui();
  const allowance = useAllowance(true);
  const tier = user.subscriptionTier;
  const limit = PLANS[tier].monthlyGames;
  const described = featureText(i18n, describeAllowance(tier));
  const text =
    limit === null
      ? described
      : allowance.data
        ? i18n._('billing.gamesLeft', { left: gamesRemaining(tier, allowance.data.used) ?? 0, limit })
        : allowance.isError
          ? described
          : '…';
  return <span data-testid="games-remaining">{text}</span>;
}
