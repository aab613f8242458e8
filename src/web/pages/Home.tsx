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
import { formatPrice, PLAN_LIST, PLANS } from '../../core/plans';
import { Button } from '../components/ui/button';
import { allowanceLabel, joinNames, PLANS_WITH_3D } from '../content/plan-phrases';
import { HeroIllustration } from '../layout/HeroIllustration';
import { type IconCardItem, IconCards } from '../layout/IconCards';
import { Section } from '../layout/PageHero';
import { useAuth } from '../lib/auth';
import { cn } from '../lib/cn';

const FEATURES: IconCardItem[] = [
  {
    icon: Video,
    title: 'HD Video Chat',
    text: 'See every smile and every groan. The video call sits right beside the board, straight from one browser to the other.',
  },
  {
    icon: Box,
    title: '3D & 2D Chess Boards',
    text: `A clean, quick 2D board for everyone, and an immersive 3D board with ${joinNames(PLANS_WITH_3D)}.`,
  },
  {
    icon: Send,
    title: 'Easy Invitations',
    text: 'Invite by username or e-mail, or simply send a link. One click and they are sitting at your table.',
  },
  {
    icon: Timer,
    title: 'Real-Time Play',
    text: 'Moves arrive the instant they are made, and our server keeps the clocks, so every game is fair to the second.',
  },
];

const REASONS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: MonitorPlay,
    title: 'One screen, not two apps',
    text: 'No more juggling a chess site and a video call. Board, clocks, camera and chat live together.',
  },
  {
    icon: Laptop,
    title: 'Nothing to install',
    text: 'It runs in your browser on a computer, tablet or phone. Sending a link is the whole set-up.',
  },
  {
    icon: ShieldCheck,
    title: 'Private by design',
    text: 'The call goes peer to peer and is never recorded. The chat is only for the two of you.',
  },
  {
    icon: HeartHandshake,
    title: 'Made for people, not just ratings',
    text: 'Long-distance couples, grandparents and grandchildren, coaches and students: the game is how you spend time together.',
  },
];

export default function Home() {
  const { isAuthenticated } = useAuth();
  return (
    <>
      <section className="overflow-hidden border-b bg-linear-to-b from-secondary via-background to-background">
        <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 py-16 sm:py-20 lg:grid-cols-2">
          <div className="text-center lg:text-left">
            <p className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-card px-3 py-1 text-sm font-medium text-primary">
              <Video className="size-4" aria-hidden="true" /> Chess and a video call, in your browser
            </p>
            <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance sm:text-6xl">
              Play Chess. Face to Face.
            </h1>
            <p className="mt-5 text-lg text-pretty text-muted-foreground lg:max-w-xl">
              ChessChat puts the board and a live video call on one screen, so every game comes with the
              laugh, the groan and the “good game” of the person across from you — even when they are a
              thousand miles away.
            </p>
            <HeroActions signedIn={isAuthenticated} className="mt-8 justify-center lg:justify-start" />
            <p className="mt-4 text-sm text-muted-foreground">
              Free plan: {allowanceLabel(PLANS.free)}. No card needed, nothing to install.
            </p>
          </div>
          <div className="px-6 py-8 sm:px-12">
            <HeroIllustration themed={isAuthenticated} />
          </div>
        </div>
      </section>

      <Section
        id="features"
        title="Everything you need for a game together"
        lead="The board, the clocks and the conversation: built as one, so nothing comes between you and your opponent."
      >
        <IconCards items={FEATURES} cardClassName="transition-shadow hover:shadow-md" />
      </Section>

      <section aria-labelledby="why-title" className="border-y bg-card">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:py-16 lg:grid-cols-[2fr_3fr]">
          <div>
            <h2 id="why-title" className="text-3xl font-bold tracking-tight text-balance">
              Why Choose ChessChat?
            </h2>
            <p className="mt-4 text-pretty text-muted-foreground">
              Chess has always been a conversation: a challenge, a grin, a long think, a handshake. We built
              ChessChat so that conversation survives the distance — one screen, one game, one real
              conversation.
            </p>
            <Link
              href="/about"
              className="mt-6 inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
            >
              Read our story <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
          <ul className="grid gap-6 sm:grid-cols-2">
            {REASONS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <Icon className="mt-1 size-6 shrink-0 text-primary" aria-hidden="true" />
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-sm text-pretty text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section
        id="pricing-teaser"
        title="Start free. Upgrade when you want more."
        lead="Every plan includes the video call. Pick the number of games that fits your week."
      >
        <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-3">
          {PLAN_LIST.map((plan) => (
            <li
              key={plan.id}
              className={cn(
                'rounded-xl border bg-card p-5 text-center',
                plan.popular && 'border-primary ring-1 ring-primary',
              )}
            >
              <p className="font-semibold">{plan.name}</p>
              <p className="mt-2">
                <span className="text-3xl font-bold">{formatPrice(plan.priceCents)}</span>
                <span className="text-sm text-muted-foreground">/{plan.period}</span>
              </p>
              <p className="mt-1 text-sm text-muted-foreground">{allowanceLabel(plan)}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8 text-center">
          <Button asChild variant="outline" size="lg">
            <Link href="/pricing">
              Compare plans <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </Section>

      <section aria-labelledby="cta-title" className="mx-auto max-w-6xl px-4">
        <div className="rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance">
            Your next move is a conversation.
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-pretty opacity-90">
            Set up a game in seconds and send the link to someone you would love to see tonight.
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
            Join a Game <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      ) : (
        <>
          <Button asChild size="lg" variant={inverted ? 'accent' : 'default'}>
            {/* A full page load: the server answers /api/login with a redirect to sign-up. */}
            <a href="/api/login">Get Started Free</a>
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
              Learn More<span className="sr-only"> about ChessChat</span>
            </Link>
          </Button>
        </>
      )}
    </div>
  );
}
