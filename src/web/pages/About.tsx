import { ArrowRight, Box, Heart, type LucideIcon, Send, Sparkles, Timer, Video } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button';
import { joinNames, PLANS_WITH_3D } from '../content/plan-phrases';
import { PageHero } from '../layout/PageHero';
import { useAuth } from '../lib/auth';

const BUILT: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Video,
    title: 'The call beside the board',
    text: 'Video and sound right next to the pieces, connected peer to peer between the two of you.',
  },
  {
    icon: Box,
    title: 'Boards in 2D and 3D',
    text: `A clear 2D board for everyone, and a 3D board for ${joinNames(PLANS_WITH_3D)} members.`,
  },
  {
    icon: Send,
    title: 'Invitations that just work',
    text: 'Invite by username or e-mail, or share a link. Your opponent clicks it and sits down.',
  },
  {
    icon: Timer,
    title: 'Fair, real-time play',
    text: 'Moves appear instantly on both screens, and the clocks are kept by our server.',
  },
];

export default function About() {
  const { isAuthenticated } = useAuth();
  return (
    <>
      <PageHero eyebrow="About ChessChat" title="Chess is better face to face">
        <p>
          We built the place we wished existed: one screen where you can play, see and talk to someone you
          care about.
        </p>
      </PageHero>

      <article className="mx-auto max-w-3xl px-4 py-14">
        <section aria-labelledby="story-title">
          <h2 id="story-title" className="text-3xl font-bold tracking-tight">
            Our story
          </h2>
          <div className="mt-5 space-y-4 text-lg leading-relaxed text-pretty text-muted-foreground">
            <p>
              ChessChat began with two people and a lot of miles between them. Our founder and his partner
              lived apart for a long stretch, and chess became their evening ritual. The trouble was the
              set-up: the game ran in one app and the video call in another, and every evening meant juggling
              windows — missing a move while looking at each other, or missing a smile while looking at the
              board.
            </p>
            <p>
              One night, after yet another “wait, whose turn is it?”, they decided to fix it and built a
              single screen with the board and the call side by side. That screen is ChessChat: made for the
              two of them, and now for anyone who wants to play with someone they miss.
            </p>
          </div>
        </section>

        <section aria-labelledby="built-title" className="mt-14">
          <h2 id="built-title" className="text-3xl font-bold tracking-tight">
            What we built
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2">
            {BUILT.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border bg-card p-5 shadow-sm">
                <Icon className="size-6 text-primary" aria-hidden="true" />
                <h3 className="mt-3 font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-pretty text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <div className="mt-14 grid gap-6 sm:grid-cols-2">
          <section aria-labelledby="mission-title" className="rounded-2xl bg-secondary p-6">
            <Sparkles className="size-6 text-primary" aria-hidden="true" />
            <h2 id="mission-title" className="mt-3 text-2xl font-bold">
              Our mission
            </h2>
            <p className="mt-2 text-pretty text-secondary-foreground">
              To make chess more social and more human — a game you share with a person, not a puzzle you
              solve against a screen.
            </p>
          </section>
          <section aria-labelledby="promise-title" className="rounded-2xl bg-accent p-6">
            <Heart className="size-6 text-accent-foreground" aria-hidden="true" />
            <h2 id="promise-title" className="mt-3 text-2xl font-bold">
              Our promise
            </h2>
            <p className="mt-2 text-pretty text-accent-foreground">
              One screen, one game, one real conversation. No installs, no recordings of your calls, no noise
              between you and the person you are playing.
            </p>
          </section>
        </div>

        <div className="mt-14 rounded-2xl border bg-card p-8 text-center shadow-sm">
          <h2 className="text-2xl font-bold text-balance">Ready for your first game together?</h2>
          <p className="mt-2 text-muted-foreground">Create a game, send the link, and say hello.</p>
          <div className="mt-6 flex justify-center">
            {isAuthenticated ? (
              <Button asChild size="lg">
                <Link href="/game">
                  Start Playing <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            ) : (
              <Button asChild size="lg">
                {/* A full page load: the server answers /api/login with a redirect to sign-up. */}
                <a href="/api/login">Get Started For Free</a>
              </Button>
            )}
          </div>
        </div>
      </article>
    </>
  );
}
