import { Bug, ChevronDown, LifeBuoy, type LucideIcon, Mail, Rocket, Search } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../components/ui/dialog';
import { Input } from '../components/ui/input';
import {
  ISSUE_REPORT_SUBJECT,
  ISSUE_REPORT_TEMPLATE,
  SUPPORT_EMAIL,
  supportMailto,
} from '../content/contact';
import { FAQ_GROUPS, filterFaq, TERMS_SUMMARY } from '../content/faq';
import { PageHero } from '../layout/PageHero';
import { useTypedBeforeLive } from '../lib/use-typed-before-live';

const FAQ_COUNT = FAQ_GROUPS.reduce((sum, group) => sum + group.entries.length, 0);

export default function Help() {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const searchRef = useRef<HTMLElement>(null);
  useTypedBeforeLive(searchRef, (typed) => {
    const typedQuery = typed[searchId];
    if (typeof typedQuery === 'string') setQuery(typedQuery);
  });
  const groups = filterFaq(FAQ_GROUPS, query);
  const matches = groups.reduce((sum, group) => sum + group.entries.length, 0);
  const searching = query.trim() !== '';

  return (
    <>
      <PageHero eyebrow="Help Center" title="How can we help?">
        <search ref={searchRef} className="relative mt-2 block">
          <label htmlFor={searchId} className="sr-only">
            Search the questions
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search, e.g. “video” or “cancel”"
            className="h-12 pl-10 text-base shadow-sm"
            autoComplete="off"
          />
        </search>
      </PageHero>

      <div className="mx-auto max-w-5xl px-4 py-12">
        <section aria-labelledby="quick-help-title" className="grid gap-5 md:grid-cols-3">
          <h2 id="quick-help-title" className="sr-only">
            Quick help
          </h2>
          <QuickCard
            icon={Rocket}
            title="Quick Start Guide"
            text="From sign-up to your first move in four steps."
          >
            <QuickStartGuide />
          </QuickCard>
          <QuickCard
            icon={Bug}
            title="Report an Issue"
            text="Something broken or odd? Tell us and we will look into it."
          >
            <Button asChild variant="outline" className="w-full">
              <a href={supportMailto(ISSUE_REPORT_SUBJECT, ISSUE_REPORT_TEMPLATE)}>
                <Mail aria-hidden="true" /> Write an issue report
              </a>
            </Button>
          </QuickCard>
          <QuickCard icon={LifeBuoy} title="Contact Support" text="A question the answers below don’t cover?">
            <Button asChild variant="outline" className="w-full">
              <a href={supportMailto()}>
                <Mail aria-hidden="true" /> {SUPPORT_EMAIL}
              </a>
            </Button>
          </QuickCard>
        </section>

        <section aria-labelledby="faq-title" className="mt-16">
          <h2 id="faq-title" className="text-3xl font-bold tracking-tight">
            Frequently asked questions
          </h2>
          <p role="status" className="mt-2 text-sm text-muted-foreground">
            {searching ? `${matches} of ${FAQ_COUNT} questions match “${query.trim()}”.` : null}
          </p>
          {groups.length === 0 ? (
            <div className="mt-6 rounded-xl border border-dashed p-8 text-center">
              <p className="font-medium">No questions match “{query.trim()}”.</p>
              <p className="mt-2 text-sm text-muted-foreground">
                Try another word, or{' '}
                <a
                  href={supportMailto()}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  ask us directly
                </a>
                .
              </p>
            </div>
          ) : (
            groups.map((group) => (
              <section key={group.title} aria-label={group.title} className="mt-8">
                <h3 className="text-lg font-semibold text-primary">{group.title}</h3>
                <div className="mt-3 divide-y rounded-xl border bg-card">
                  {group.entries.map((entry) => (
                    // Open while searching, so a match shows its answer at once.
                    <details key={entry.id} open={searching || undefined} className="group px-5 py-1">
                      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-3 font-medium [&::-webkit-details-marker]:hidden">
                        {entry.question}
                        <ChevronDown
                          className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                          aria-hidden="true"
                        />
                      </summary>
                      <p className="pb-4 text-pretty text-muted-foreground">{entry.answer}</p>
                    </details>
                  ))}
                </div>
              </section>
            ))
          )}
        </section>

        <section
          aria-labelledby="terms-summary-title"
          className="mt-16 rounded-2xl border bg-secondary/60 p-6 sm:p-8"
        >
          <h2 id="terms-summary-title" className="text-2xl font-bold">
            Our terms in brief
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-pretty text-secondary-foreground">
            {TERMS_SUMMARY.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-5 text-sm">
            The full texts:{' '}
            <Link href="/terms" className="font-medium text-primary underline-offset-4 hover:underline">
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link href="/privacy" className="font-medium text-primary underline-offset-4 hover:underline">
              Privacy Policy
            </Link>
            .
          </p>
        </section>
      </div>
    </>
  );
}

function QuickCard({
  icon: Icon,
  title,
  text,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
      <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-primary">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h3 className="mt-4 text-lg font-semibold">{title}</h3>
      <p className="mt-1 mb-5 flex-1 text-sm text-muted-foreground">{text}</p>
      {children}
    </div>
  );
}

const STEPS: { title: string; text: string }[] = [
  {
    title: 'Create your account',
    text: 'Sign up with your name, e-mail and a username, then follow the link in the confirmation e-mail.',
  },
  {
    title: 'Create a game',
    text: 'Open Play, choose a time control and, if you like, invite your opponent by username or e-mail.',
  },
  {
    title: 'Share the link',
    text: 'Copy the game link and send it. When your opponent opens it and joins, the game begins; you play White.',
  },
  {
    title: 'Say hello',
    text: 'Press Join in the video panel and allow your camera and microphone. Good luck, and have fun!',
  },
];

function QuickStartGuide() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button className="w-full">Open the guide</Button>
      </DialogTrigger>
      <DialogContent className="max-h-[85vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Quick Start Guide</DialogTitle>
          <DialogDescription>Your first game together in four steps.</DialogDescription>
        </DialogHeader>
        <ol className="space-y-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground">
                {index + 1}
              </span>
              <div>
                <p className="font-semibold">{step.title}</p>
                <p className="text-sm text-pretty text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <Button asChild>
          <Link href="/play">Create a game</Link>
        </Button>
      </DialogContent>
    </Dialog>
  );
}
