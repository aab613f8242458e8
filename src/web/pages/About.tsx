import aboutArea from 'virtual:catalogue-area/about';
import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { ArrowRight, Box, Heart, type LucideIcon, Send, Sparkles, Timer, Video } from 'lucide-react';
import { Link } from 'wouter';
import { PLAN_LIST } from '../../core/plans';
import { Button } from '../components/ui/button';
import { loadArea } from '../i18n/i18n';
import { planNameList } from '../i18n/plan-words';
import { PageHero } from '../layout/PageHero';
import { PageMeta } from '../layout/PageMeta';
import { useAuth } from '../lib/auth';

export const ready = loadArea(aboutArea);

/** Plans that include the 3D board. */
const PLANS_WITH_3D = PLAN_LIST.filter((plan) => plan.has3dBoard);

const BUILT: { icon: LucideIcon; title: MessageId; text: MessageId }[] = [
  { icon: Video, title: 'about.built.call.title', text: 'about.built.call.text' },
  { icon: Box, title: 'about.built.boards.title', text: 'about.built.boards.text' },
  { icon: Send, title: 'about.built.invitations.title', text: 'about.built.invitations.text' },
  { icon: Timer, title: 'about.built.fair.title', text: 'about.built.fair.text' },
];

export default function About() {
  const { isAuthenticated } = useAuth();
  const { i18n } = useLingui();
  const plans = planNameList(i18n, PLANS_WITH_3D);
  return (
    <>
      <PageMeta name={i18n._('about.meta.name')} description={i18n._('about.meta.description')} />
      <PageHero eyebrow={i18n._('about.eyebrow')} title={i18n._('about.title')}>
        <p>{i18n._('about.lead')}</p>
      </PageHero>

      <article className="mx-auto max-w-3xl px-4 py-14">
        <section aria-labelledby="story-title">
          <h2 id="story-title" className="text-3xl font-bold tracking-tight">
            {i18n._('about.story.title')}
          </h2>
          <div className="mt-5 space-y-4 text-lg leading-relaxed text-pretty text-muted-foreground">
            <p>{i18n._('about.story.p1')}</p>
            <p>{i18n._('about.story.p2')}</p>
          </div>
        </section>

        <section aria-labelledby="built-title" className="mt-14">
          <h2 id="built-title" className="text-3xl font-bold tracking-tight">
            {i18n._('about.built.title')}
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2">
            {BUILT.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border bg-card p-5 shadow-sm">
                <Icon className="size-6 text-primary" aria-hidden="true" />
                <h3 className="mt-3 font-semibold">{i18n._(title)}</h3>
                <p className="mt-1 text-sm text-pretty text-muted-foreground">{i18n._(text, { plans })}</p>
              </li>
            ))}
          </ul>
        </section>

        <div className="mt-14 grid gap-6 sm:grid-cols-2">
          <section aria-labelledby="mission-title" className="rounded-2xl bg-secondary p-6">
            <Sparkles className="size-6 text-primary" aria-hidden="true" />
            <h2 id="mission-title" className="mt-3 text-2xl font-bold">
              {i18n._('about.mission.title')}
            </h2>
            <p className="mt-2 text-pretty text-secondary-foreground">{i18n._('about.mission.text')}</p>
          </section>
          <section aria-labelledby="promise-title" className="rounded-2xl bg-accent p-6">
            <Heart className="size-6 text-accent-foreground" aria-hidden="true" />
            <h2 id="promise-title" className="mt-3 text-2xl font-bold">
              {i18n._('about.promise.title')}
            </h2>
            <p className="mt-2 text-pretty text-accent-foreground">{i18n._('about.promise.text')}</p>
          </section>
        </div>

        <div className="mt-14 rounded-2xl border bg-card p-8 text-center shadow-sm">
          <h2 className="text-2xl font-bold text-balance">{i18n._('about.cta.title')}</h2>
          <p className="mt-2 text-muted-foreground">{i18n._('about.cta.text')}</p>
          <div className="mt-6 flex justify-center">
            {isAuthenticated ? (
              <Button asChild size="lg">
                <Link href="/game">
                  {i18n._('about.cta.startPlaying')}{' '}
                  <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
                </Link>
              </Button>
            ) : (
              <Button asChild size="lg">
                {/* A full page load: the server answers /api/login with a redirect to sign-up. */}
                <a href="/api/login">{i18n._('about.cta.getStarted')}</a>
              </Button>
            )}
          </div>
        </div>
      </article>
    </>
  );
}
