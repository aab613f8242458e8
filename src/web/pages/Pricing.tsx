import pricingArea from 'virtual:catalogue-area/pricing';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { Box, HeartHandshake, LifeBuoy, Trophy } from 'lucide-react';
import { Link } from 'wouter';
import { prefetchPaymentsMode, usePaymentsModeBeforeShowing } from '../billing/billing-api';
import { DemoPaymentsNotice } from '../billing/DemoPaymentsNotice';
import { Button } from '../components/ui/button';
import { PLANS_WITH_3D, PLANS_WITH_PRIORITY_SUPPORT } from '../content/plan-phrases';
import { loadArea } from '../i18n/i18n';
import { planAllowance, planName, planNameList } from '../i18n/plan-words';
import { type IconCardItem, IconCards } from '../layout/IconCards';
import { PageHero, Section } from '../layout/PageHero';
import { PageMeta } from '../layout/PageMeta';
import { useAuth } from '../lib/auth';
import { ComparisonTable } from '../pricing/ComparisonTable';
import { PlanCards } from '../pricing/PlanCards';

/** Why upgrade, in the reader's language, with the plans' names and allowances from the plans table. */
function reasons(i18n: I18n): IconCardItem[] {
  return [
    {
      icon: Trophy,
      title: i18n._('pricing.moreGames.title'),
      text: i18n._('pricing.moreGames.text', {
        premium: planName(i18n, 'premium'),
        premiumAllowance: planAllowance(i18n, 'premium'),
        pro: planName(i18n, 'pro'),
        proAllowance: planAllowance(i18n, 'pro'),
        free: planName(i18n, 'free'),
        freeAllowance: planAllowance(i18n, 'free'),
      }),
    },
    {
      icon: Box,
      title: i18n._('pricing.tools.title'),
      text: i18n._('pricing.tools.text', { plans: planNameList(i18n, PLANS_WITH_3D) }),
    },
    {
      icon: HeartHandshake,
      title: i18n._('pricing.connection.title'),
      text: i18n._('pricing.connection.text'),
    },
    {
      icon: LifeBuoy,
      title: i18n._('pricing.support.title'),
      text: i18n._('pricing.support.text', { plans: planNameList(i18n, PLANS_WITH_PRIORITY_SUPPORT) }),
    },
  ];
}

// As soon as this page's code arrives (alongside the signed-in check), not once it renders after that check: the
// payments mode and the page's words. The page shows once both are here, so a pre-rendered page is hydrated with
// them (routes.tsx).
export const ready = Promise.all([prefetchPaymentsMode(), loadArea(pricingArea)]);

export default function Pricing() {
  const { i18n } = useLingui();
  const { isAuthenticated } = useAuth();
  const paymentsMode = usePaymentsModeBeforeShowing();
  return (
    <>
      <PageMeta name={i18n._('pricing.meta.name')} description={i18n._('pricing.meta.description')} />
      <PageHero eyebrow={i18n._('pricing.eyebrow')} title={i18n._('pricing.title')}>
        <p>
          <Trans id="pricing.lead" />
        </p>
      </PageHero>

      <section aria-labelledby="plans-title" className="mx-auto max-w-6xl px-4 pt-14 pb-4">
        <h2 id="plans-title" className="sr-only">
          <Trans id="pricing.plans" />
        </h2>
        {paymentsMode === 'demo' ? (
          <DemoPaymentsNotice kind="checkout" className="mx-auto mb-8 max-w-3xl" />
        ) : null}
        <PlanCards />
        <p className="mt-8 text-center text-sm text-muted-foreground">
          <Trans id={paymentsMode === 'demo' ? 'pricing.pricesDemo' : 'pricing.pricesStripe'} />{' '}
          <Trans id="pricing.changes" />
        </p>
      </section>

      <Section id="why-upgrade" title={i18n._('pricing.why.title')}>
        <IconCards items={reasons(i18n)} />
      </Section>

      <Section id="compare" title={i18n._('pricing.compare')} className="bg-card/60">
        <div className="mx-auto max-w-4xl">
          <ComparisonTable />
        </div>
      </Section>

      <section aria-labelledby="pricing-cta-title" className="mx-auto max-w-6xl px-4 pt-4">
        <div className="rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12">
          <h2 id="pricing-cta-title" className="text-3xl font-bold tracking-tight text-balance">
            <Trans id="pricing.cta.title" />
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-pretty opacity-90">
            <Trans id="pricing.cta.text" />
          </p>
          <div className="mt-8 flex justify-center">
            <Button asChild size="lg" variant="accent">
              {isAuthenticated ? (
                <Link href="/game/new">
                  <Trans id="pricing.getStarted" />
                </Link>
              ) : (
                <Link href="/signin">
                  <Trans id="pricing.getStartedFree" />
                </Link>
              )}
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
