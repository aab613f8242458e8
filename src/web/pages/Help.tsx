import helpArea from 'virtual:catalogue-area/help';
import recordingArea from 'virtual:catalogue-area/recording';
import type { MessageId } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { Bug, ChevronDown, LifeBuoy, type LucideIcon, Mail, Rocket, Search } from 'lucide-react';
import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
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
import { FAQ_GROUPS, filterFaq, termsSummary, wordFaq } from '../content/faq';
import { loadArea } from '../i18n/i18n';
import { PageHero } from '../layout/PageHero';
import { PageMeta } from '../layout/PageMeta';
import { useTypedBeforeLive } from '../lib/use-typed-before-live';

export const ready = Promise.all([loadArea(helpArea), loadArea(recordingArea)]);

const FAQ_COUNT = FAQ_GROUPS.reduce((sum, group) => sum + group.entries.length, 0);

const LINK_CLASS = 'font-medium text-primary underline-offset-4 hover:underline';

export default function Help() {
  const { i18n } = useLingui();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const searchRef = useRef<HTMLElement>(null);
  useTypedBeforeLive(searchRef, (typed) => {
    const typedQuery = typed[searchId];
    if (typeof typedQuery === 'string') setQuery(typedQuery);
  });
  // Searched in the reader's language, so a word of the page they read finds its question.
  const worded = useMemo(() => wordFaq(i18n), [i18n]);
  const groups = filterFaq(worded, query);
  const matches = groups.reduce((sum, group) => sum + group.entries.length, 0);
  const searching = query.trim() !== '';

  return (
    <>
      <PageMeta name={i18n._('help.meta.name')} description={i18n._('help.meta.description')} />
      <PageHero eyebrow={i18n._('help.eyebrow')} title={i18n._('help.title')}>
        <search ref={searchRef} className="relative mt-2 block">
          <label htmlFor={searchId} className="sr-only">
            {i18n._('help.search.label')}
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 start-3 size-5 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={i18n._('help.search.placeholder')}
            className="h-12 ps-10 text-base shadow-sm"
            autoComplete="off"
          />
        </search>
      </PageHero>

      <div className="mx-auto max-w-5xl px-4 py-12">
        <section aria-labelledby="quick-help-title" className="grid gap-5 md:grid-cols-3">
          <h2 id="quick-help-title" className="sr-only">
            {i18n._('help.quick.title')}
          </h2>
          <QuickCard
            icon={Rocket}
            title={i18n._('help.quick.guide.title')}
            text={i18n._('help.quick.guide.text')}
          >
            <QuickStartGuide />
          </QuickCard>
          <QuickCard
            icon={Bug}
            title={i18n._('help.quick.report.title')}
            text={i18n._('help.quick.report.text')}
          >
            <Button asChild variant="outline" className="w-full">
              <a href={supportMailto(i18n._(ISSUE_REPORT_SUBJECT), i18n._(ISSUE_REPORT_TEMPLATE))}>
                <Mail aria-hidden="true" /> {i18n._('help.quick.report.button')}
              </a>
            </Button>
          </QuickCard>
          <QuickCard
            icon={LifeBuoy}
            title={i18n._('help.quick.contact.title')}
            text={i18n._('help.quick.contact.text')}
          >
            <Button asChild variant="outline" className="w-full">
              <a href={supportMailto()}>
                <Mail aria-hidden="true" /> <span dir="ltr">{SUPPORT_EMAIL}</span>
              </a>
            </Button>
          </QuickCard>
        </section>

        <section aria-labelledby="faq-title" className="mt-16">
          <h2 id="faq-title" className="text-3xl font-bold tracking-tight">
            {i18n._('help.faq.title')}
          </h2>
          <p role="status" className="mt-2 text-sm text-muted-foreground">
            {searching
              ? i18n._('help.faq.matches', { matches, total: FAQ_COUNT, query: query.trim() })
              : null}
          </p>
          {groups.length === 0 ? (
            <div className="mt-6 rounded-xl border border-dashed p-8 text-center">
              <p className="font-medium">{i18n._('help.faq.none', { query: query.trim() })}</p>
              <p className="mt-2 text-sm text-muted-foreground">
                <Trans id="help.faq.tryAnother" components={{ 0: <SupportLink /> }} />
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
            {i18n._('help.terms.title')}
          </h2>
          <ul className="mt-4 list-disc space-y-2 ps-5 text-pretty text-secondary-foreground">
            {termsSummary(i18n).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-5 text-sm">
            <Trans
              id="help.terms.fullTexts"
              components={{
                0: <Link href="/terms" className={LINK_CLASS} />,
                1: <Link href="/privacy" className={LINK_CLASS} />,
              }}
            />
          </p>
        </section>
      </div>
    </>
  );
}

/** A link that writes to support; `<Trans>` gives it its words. */
function SupportLink({ children }: { children?: ReactNode }) {
  return (
    <a href={supportMailto()} className={LINK_CLASS}>
      {children}
    </a>
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

const STEPS: { title: MessageId; text: MessageId }[] = [
  { title: 'help.guide.account.title', text: 'help.guide.account.text' },
  { title: 'help.guide.game.title', text: 'help.guide.game.text' },
  { title: 'help.guide.link.title', text: 'help.guide.link.text' },
  { title: 'help.guide.hello.title', text: 'help.guide.hello.text' },
];

function QuickStartGuide() {
  const { i18n } = useLingui();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button className="w-full">{i18n._('help.guide.open')}</Button>
      </DialogTrigger>
      <DialogContent className="max-h-[85vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{i18n._('help.quick.guide.title')}</DialogTitle>
          <DialogDescription>{i18n._('help.guide.description')}</DialogDescription>
        </DialogHeader>
        <ol className="space-y-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground">
                {index + 1}
              </span>
              <div>
                <p className="font-semibold">{i18n._(step.title)}</p>
                <p className="text-sm text-pretty text-muted-foreground">{i18n._(step.text)}</p>
              </div>
            </li>
          ))}
        </ol>
        <Button asChild>
          <Link href="/play">{i18n._('help.guide.create')}</Link>
        </Button>
      </DialogContent>
    </Dialog>
  );
}
