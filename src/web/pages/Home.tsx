import homeArea from 'virtual:catalogue-area/home';
import type { MessageId } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import {
  ArrowRight,
  Box,
  HeartHandshake,
  Laptop,
  type LucideIcon,
  MonitorPlay,
  Send,
  ShieldCheck,
  Timer,
  Video,
} from 'lucide-react';
import { Link } from 'wouter';
import { PLAN_LIST } from '../../core/plans';
import { Button } from '../components/ui/button';
import { PLANS_WITH_3D } from '../content/plan-phrases';
import { loadArea } from '../i18n/i18n';
import { planAllowance, planName, planNameList, planPrice } from '../i18n/plan-words';
import { HeroIllustration } from '../layout/HeroIllustration';
import { IconCards } from '../layout/IconCards';
import { Section } from '../layout/PageHero';
import { PageMeta } from '../layout/PageMeta';
import { useAuth } from '../lib/auth';
import { cn } from '../lib/cn';

/** The page shows once its words are here (routes.tsx waits for `ready`). */
export const ready = loadArea(homeArea);

type Card = { icon: LucideIcon; title: MessageId; text: MessageId };

const FEATURES: Card[] = [
  { icon: Video, title: 'home.video.title', text: 'home.video.text' },
  { icon: Box, title: 'home.boards.title', text: 'home.boards.text' },
  { icon: Send, title: 'home.invitations.title', text: 'home.invitations.text' },
  { icon: Timer, title: 'home.realTime.title', text: 'home.realTime.text' },
];

const REASONS: Card[] = [
  { icon: MonitorPlay, title: 'home.oneScreen.title', text: 'home.oneScreen.text' },
  { icon: Laptop, title: 'home.noInstall.title', text: 'home.noInstall.text' },
  { icon: ShieldCheck, title: 'home.private.title', text: 'home.private.text' },
  { icon: HeartHandshake, title: 'home.people.title', text: 'home.people.text' },
];

export default function Home() {
  const { i18n } = useLingui();
  const { isAuthenticated } = useAuth();
  const features = FEATURES.map(({ icon, title, text }) => ({
    icon,
    title: i18n._(title),
    text: i18n._(text, { plans: planNameList(i18n, PLANS_WITH_3D) }),
  }));
  return (
    <>
      <PageMeta title={i18n._('home.meta.title')} description={i18n._('home.meta.description')} />
      <section className="overflow-hidden border-b bg-linear-to-b from-secondary via-background to-background">
        <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 py-16 sm:py-20 lg:grid-cols-2">
          <div className="text-center lg:text-start">
            <p className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-card px-3 py-1 text-sm font-medium text-primary">
              <Video className="size-4" aria-hidden="true" /> <Trans id="home.eyebrow" />
            </p>
            <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance sm:text-6xl">
              <Trans id="home.title" />
            </h1>
            <p className="mt-5 text-lg text-pretty text-muted-foreground lg:max-w-xl">
              <Trans id="home.lead" />
            </p>
            <HeroActions signedIn={isAuthenticated} className="mt-8 justify-center lg:justify-start" />
            <p className="mt-4 text-sm text-muted-foreground">
              <Trans id="home.freePlan" values={{ allowance: planAllowance(i18n, 'free') }} />
            </p>
          </div>
          <div className="px-6 py-8 sm:px-12">
            <HeroIllustration themed={isAuthenticated} />
          </div>
        </div>
      </section>

      <Section id="features" title={i18n._('home.features.title')} lead={i18n._('home.features.lead')}>
        <IconCards items={features} cardClassName="transition-shadow hover:shadow-md" />
      </Section>

      <section aria-labelledby="why-title" className="border-y bg-card">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:py-16 lg:grid-cols-[2fr_3fr]">
          <div>
            <h2 id="why-title" className="text-3xl font-bold tracking-tight text-balance">
              <Trans id="home.why.title" />
            </h2>
            <p className="mt-4 text-pretty text-muted-foreground">
              <Trans id="home.why.text" />
            </p>
            <Link
              href="/about"
              className="mt-6 inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
            >
              <Trans id="home.why.story" />{' '}
              <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            </Link>
          </div>
          <ul className="grid gap-6 sm:grid-cols-2">
            {REASONS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <Icon className="mt-1 size-6 shrink-0 text-primary" aria-hidden="true" />
                <div>
                  <h3 className="font-semibold">
                    <Trans id={title} />
                  </h3>
                  <p className="mt-1 text-sm text-pretty text-muted-foreground">
                    <Trans id={text} />
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section id="pricing-teaser" title={i18n._('home.plans.title')} lead={i18n._('home.plans.lead')}>
        <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-3">
          {PLAN_LIST.map((plan) => (
            <li
              key={plan.id}
              className={cn(
                'rounded-xl border bg-card p-5 text-center',
                plan.popular && 'border-primary ring-1 ring-primary',
              )}
            >
              <p className="font-semibold">{planName(i18n, plan.id)}</p>
              <p className="mt-2">
                <span className="text-3xl font-bold">{planPrice(i18n, plan)}</span>
                <span className="text-sm text-muted-foreground">
                  <Trans id="plan.perMonth" />
                </span>
              </p>
              <p className="mt-1 text-sm text-muted-foreground">{planAllowance(i18n, plan.id)}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8 text-center">
          <Button asChild variant="outline" size="lg">
            <Link href="/pricing">
              <Trans id="home.plans.compare" /> <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </Section>

      <section aria-labelledby="cta-title" className="mx-auto max-w-6xl px-4">
        <div className="rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance">
            <Trans id="home.cta.title" />
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-pretty opacity-90">
            <Trans id="home.cta.text" />
          </p>
          <HeroActions signedIn={isAuthenticated} inverted className="mt-8 justify-center" />
        </div>
      </section>
    </>
  );
}

/** Signed in: Join a Game. Signed out: Get Started Free (through the login path) and Learn More. */
function HeroActions({
  signedIn,
  inverted = false,
  className,
}: {
  signedIn: boolean;
  inverted?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      {signedIn ? (
        <Button asChild size="lg" variant={inverted ? 'accent' : 'default'}>
          <Link href="/play">
            <Trans id="home.joinGame" /> <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
          </Link>
        </Button>
      ) : (
        <>
          <Button asChild size="lg" variant={inverted ? 'accent' : 'default'}>
            {/* A full page load: the server answers /api/login with a redirect to sign-up. */}
            <a href="/api/login">
              <Trans id="header.getStartedFree" />
            </a>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className={
              inverted
                ? 'border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-primary-foreground/10'
                : undefined
            }
          >
            {/* Link text read alone (screen readers' link lists, search engines) says where it leads. */}
            <Link href="/about">
              <Trans id="home.learnMore" />
              <span className="sr-only">
                <Trans id="home.learnMoreHidden" />
              </span>
            </Link>
          </Button>
        </>
      )}
    </div>
  );
}
