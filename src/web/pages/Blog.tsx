import blogArea from 'virtual:catalogue-area/blog';
import { useLingui } from '@lingui/react';
import { ArrowRight, CalendarDays, Clock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../components/ui/dialog';
import {
  ARTICLES,
  type BlogArticle,
  FEATURED_ARTICLE,
  formatArticleDate,
  readMinutes,
} from '../content/blog';
import { loadArea } from '../i18n/i18n';
import { PageHero } from '../layout/PageHero';
import { PageMeta } from '../layout/PageMeta';

export const ready = loadArea(blogArea);

/** Cards shown before Load More reveals the rest. */
const FIRST_PAGE = 3;

export default function Blog() {
  const [shown, setShown] = useState(FIRST_PAGE);
  const firstRevealed = useRef<HTMLElement | null>(null);
  const { i18n } = useLingui();

  // After Load More, keyboard and screen-reader users continue at the first new article.
  useEffect(() => {
    if (shown > FIRST_PAGE) firstRevealed.current?.focus();
  }, [shown]);

  return (
    <>
      <PageMeta name={i18n._('blog.meta.name')} description={i18n._('blog.meta.description')} />
      <PageHero eyebrow={i18n._('blog.eyebrow')} title={i18n._('blog.title')}>
        <p>{i18n._('blog.lead')}</p>
      </PageHero>

      <div className="mx-auto max-w-6xl px-4 py-12">
        <section aria-labelledby="featured-title">
          <h2 id="featured-title" className="sr-only">
            {i18n._('blog.featured.title')}
          </h2>
          <article className="grid overflow-hidden rounded-2xl border bg-card shadow-sm md:grid-cols-[2fr_3fr]">
            <div
              aria-hidden="true"
              className="flex min-h-40 items-center justify-center bg-linear-to-br from-teal-700 to-teal-900 text-8xl text-white"
            >
              ♞{'\uFE0E'}
            </div>
            <div className="p-6 sm:p-8">
              <div className="flex flex-wrap items-center gap-2">
                <Badge>{i18n._('blog.featured.badge')}</Badge>
                <Badge variant="secondary">{i18n._(FEATURED_ARTICLE.category)}</Badge>
              </div>
              <h3 className="mt-4 text-2xl font-bold text-balance sm:text-3xl">
                {i18n._(FEATURED_ARTICLE.title)}
              </h3>
              <p className="mt-3 text-pretty text-muted-foreground">{i18n._(FEATURED_ARTICLE.excerpt)}</p>
              <ArticleMeta article={FEATURED_ARTICLE} />
              <ReadMore article={FEATURED_ARTICLE} className="mt-6" />
            </div>
          </article>
        </section>

        <section aria-labelledby="latest-title" className="mt-14">
          <h2 id="latest-title" className="text-2xl font-bold">
            {i18n._('blog.latest.title')}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {ARTICLES.slice(0, shown).map((article, index) => (
              <li key={article.id}>
                <article
                  ref={index === FIRST_PAGE ? firstRevealed : undefined}
                  tabIndex={index === FIRST_PAGE ? -1 : undefined}
                  aria-labelledby={`article-${article.id}`}
                  className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md"
                >
                  <Badge variant="secondary" className="self-start">
                    {i18n._(article.category)}
                  </Badge>
                  <h3 id={`article-${article.id}`} className="mt-3 text-lg font-semibold text-balance">
                    {i18n._(article.title)}
                  </h3>
                  <p className="mt-2 flex-1 text-sm text-pretty text-muted-foreground">
                    {i18n._(article.excerpt)}
                  </p>
                  <ArticleMeta article={article} />
                  <ReadMore article={article} className="mt-4 self-start" variant="link" />
                </article>
              </li>
            ))}
          </ul>
          <div className="mt-10 text-center">
            {shown < ARTICLES.length ? (
              <Button variant="outline" size="lg" onClick={() => setShown(ARTICLES.length)}>
                {i18n._('blog.loadMore')}
              </Button>
            ) : (
              <p className="text-sm text-muted-foreground">{i18n._('blog.theEnd')}</p>
            )}
          </div>
        </section>
      </div>
    </>
  );
}

function ArticleMeta({ article }: { article: BlogArticle }) {
  const { i18n } = useLingui();
  return (
    <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
      <span className="inline-flex items-center gap-1">
        <CalendarDays className="size-3.5" aria-hidden="true" />
        <time dateTime={article.date}>{formatArticleDate(i18n.locale, article)}</time>
      </span>
      <span className="inline-flex items-center gap-1">
        <Clock className="size-3.5" aria-hidden="true" />
        {i18n._('blog.minutesToRead', { minutes: readMinutes(i18n, article) })}
      </span>
    </p>
  );
}

/** Opens the whole article in a dialog. */
function ReadMore({
  article,
  className,
  variant = 'default',
}: {
  article: BlogArticle;
  className?: string;
  variant?: 'default' | 'link';
}) {
  const { i18n } = useLingui();
  const title = i18n._(article.title);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant={variant} className={variant === 'link' ? `h-auto p-0 ${className}` : className}>
          {i18n._('blog.readMore')} <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
          <span className="sr-only">{i18n._('blog.readMoreOf', { title })}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[85vh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <Badge variant="secondary" className="self-start">
            {i18n._(article.category)}
          </Badge>
          <DialogTitle className="pe-6 text-2xl text-balance">{title}</DialogTitle>
          <DialogDescription>
            {i18n._('blog.dateAndMinutes', {
              date: formatArticleDate(i18n.locale, article),
              minutes: readMinutes(i18n, article),
            })}
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-4 leading-relaxed text-pretty">
          <p className="font-medium">{i18n._(article.excerpt)}</p>
          {article.body.map((paragraph) => (
            <p key={paragraph}>{i18n._(paragraph)}</p>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
