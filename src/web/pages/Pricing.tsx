import { Box, HeartHandshake, LifeBuoy, Trophy } from 'lucide-react';
import { Link } from 'wouter';
import { PLANS } from '../../core/plans';
import { prefetchPaymentsMode, usePaymentsModeBeforeShowing } from '../billing/billing-api';
import { DEMO_CHECKOUT_TEXT, DemoPaymentsNotice } from '../billing/DemoPaymentsNotice';
import { Button } from '../components/ui/button';
import {
  allowanceLabel,
  joinNames,
  PLANS_WITH_3D,
  PLANS_WITH_PRIORITY_SUPPORT,
} from '../content/plan-phrases';
import { type IconCardItem, IconCards } from '../layout/IconCards';
import { PageHero, Section } from '../layout/PageHero';
import { useAuth } from '../lib/auth';
import { ComparisonTable } from '../pricing/ComparisonTable';
import { PlanCards } from '../pricing/PlanCards';

const { free, premium, pro } = PLANS;

const REASONS: IconCardItem[] = [
  {
    icon: Trophy,
    title: 'More Games',
    text: `${premium.name} gives you ${allowanceLabel(premium)} and ${pro.name} ${allowanceLabel(pro)}, instead of ${allowanceLabel(free)} on ${free.name}.`,
  },
  {
    icon: Box,
    title: 'Better Tools',
    text: `Play on the 3D chess board, included with ${joinNames(PLANS_WITH_3D)}, or switch back to 2D whenever you like.`,
  },
  {
    icon: HeartHandshake,
    title: 'Deeper Connection',
    text: 'More games means more evenings face to face: every game comes with the video call and a private chat.',
  },
  {
    icon: LifeBuoy,
    title: 'Priority Support',
    text: `${joinNames(PLANS_WITH_PRIORITY_SUPPORT)} members’ questions are answered first by our support team.`,
  },
];

// As soon as this page's code arrives (alongside the signed-in check), not once it renders after that check; the
// page shows once it is known, so a pre-rendered page is hydrated with it (routes.tsx).
export const ready = prefetchPaymentsMode();

export default function Pricing() {
  const { isAuthenticated } = useAuth();
  const paymentsMode = usePaymentsModeBeforeShowing();
  return (
    <>
      <PageHero eyebrow="Pricing" title="Choose the plan that fits your games">
        <p>
          Start free and play with the people you care about. Upgrade for more games and the 3D board; cancel
          anytime.
        </p>
      </PageHero>

      <section aria-labelledby="plans-title" className="mx-auto max-w-6xl px-4 pt-14 pb-4">
        <h2 id="plans-title" className="sr-only">
          Plans
        </h2>
        {paymentsMode === 'demo' ? (
          <DemoPaymentsNotice text={DEMO_CHECKOUT_TEXT} className="mx-auto mb-8 max-w-3xl" />
        ) : null}
        <PlanCards />
        <p className="mt-8 text-center text-sm text-muted-foreground">
          {paymentsMode === 'demo'
            ? 'Prices in US dollars, as they would be billed monthly.'
            : 'Prices in US dollars, billed monthly through Stripe.'}{' '}
          Upgrades apply at once; downgrades and cancellations at the end of the paid period.
        </p>
      </section>

      <Section id="why-upgrade" title="Why upgrade?">
        <IconCards items={REASONS} />
      </Section>

      <Section id="compare" title="Compare plans" className="bg-card/60">
        <div className="mx-auto max-w-4xl">
          <ComparisonTable />
        </div>
      </Section>

      <section aria-labelledby="pricing-cta-title" className="mx-auto max-w-6xl px-4 pt-4">
        <div className="rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12">
          <h2 id="pricing-cta-title" className="text-3xl font-bold tracking-tight text-balance">
            Ready to make your move?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-pretty opacity-90">
            Your first games are free. Invite someone special and see each other across the board tonight.
          </p>
          <div className="mt-8 flex justify-center">
            <Button asChild size="lg" variant="accent">
              {isAuthenticated ? (
                <Link href="/game/new">Get Started</Link>
              ) : (
                <Link href="/signin">Get Started For Free</Link>
              )}
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
