import { CalendarClock, Check, Crown } from 'lucide-react';
import { Link } from 'wouter';
import { describeAllowance, gamesRemaining, PLANS } from '../../core/plans';
import type { CurrentUser } from '../../core/protocol';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { useAuth } from '../lib/auth';
import { useAllowance } from './billing-api';
import { formatDay } from './membership-actions';
import { SubscriptionActions } from './SubscriptionActions';

/**
 * The profile's Membership Status card (spec §2 Profile): plan, scheduled changes, games left this
 * month, member since, what the plan includes, and the buttons that change it.
 */
export function MembershipCard() {
  const { user } = useAuth();
  return (
    <Card role="region" aria-labelledby="membership-title">
      <CardHeader>
        <CardTitle id="membership-title" className="flex items-center gap-2">
          <Crown className="size-5 text-amber-500" aria-hidden="true" />
          Membership Status
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
        Please log in to manage your subscription
      </p>
      <Button asChild size="sm" className="w-fit">
        <Link href="/signin">Sign In</Link>
      </Button>
    </div>
  );
}

function Membership({ user }: { user: CurrentUser }) {
  const plan = PLANS[user.subscriptionTier];
  const periodEnd = formatDay(user.currentPeriodEnd);
  const pending = user.pendingDowngrade;
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-muted-foreground">Current plan</span>
        <Badge variant={plan.id === 'free' ? 'secondary' : 'default'} data-testid="plan-badge">
          {plan.name}
        </Badge>
        {pending !== null || user.cancelAtPeriodEnd ? <Badge variant="warning">Pending Change</Badge> : null}
      </div>

      {pending !== null ? (
        <Notice>
          Your plan will change to {PLANS[pending].name} on {periodEnd}. You keep {plan.name} until then.
        </Notice>
      ) : null}
      {user.cancelAtPeriodEnd ? (
        <Notice>
          Your subscription is cancelled and ends on {periodEnd}. You keep {plan.name} until then, then return
          to the Free plan.
        </Notice>
      ) : null}

      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">Games remaining this month</dt>
          <dd className="mt-0.5 font-medium">
            <GamesRemaining user={user} />
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Member since</dt>
          <dd className="mt-0.5 font-medium">
            {new Date(user.createdAt).toLocaleDateString('en-US', { year: 'numeric', month: 'long' })}
          </dd>
        </div>
        {plan.id !== 'free' && pending === null && !user.cancelAtPeriodEnd ? (
          <div>
            <dt className="text-muted-foreground">Renews on</dt>
            <dd className="mt-0.5 font-medium">{periodEnd}</dd>
          </div>
        ) : null}
      </dl>

      <div>
        <h3 className="text-sm font-medium">{plan.name} includes</h3>
        <ul className="mt-2 grid gap-1.5 text-sm" aria-label={`${plan.name} plan features`}>
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {feature}
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
  const allowance = useAllowance(true);
  const tier = user.subscriptionTier;
  const limit = PLANS[tier].monthlyGames;
  const text =
    limit === null
      ? describeAllowance(tier)
      : allowance.data
        ? `${gamesRemaining(tier, allowance.data.used)} of ${limit}`
        : allowance.isError
          ? describeAllowance(tier)
          : '…';
  return <span data-testid="games-remaining">{text}</span>;
}
