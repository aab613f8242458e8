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
import { PageHero } from '../layout/PageHero';

/** Cards shown before Load More reveals the rest. */
const FIRST_PAGE = 3;

export default function Blog() {
  const [shown, setShown] = useState(FIRST_PAGE);
  const firstRevealed = useRef<HTMLElement | null>(null);

  // After Load More, keyboard and screen-reader users continue at the first new article.
  useEffect(() => {
    if (shown > FIRST_PAGE) firstRevealed.current?.focus();
  }, [shown]);

  return (
    <>
      <PageHero eyebrow="The ChessChat Blog" title="Stories from across the board">
        <p>Tips, ideas and stories about playing chess with the people you care about.</p>
      </PageHero>

      <div className="mx-auto max-w-6xl px-4 py-12">
        <section aria-labelledby="featured-title">
          <h2 id="featured-title" className="sr-only">
            Featured article
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
                <Badge>Featured</Badge>
                <Badge variant="secondary">{FEATURED_ARTICLE.category}</Badge>
              </div>
              <h3 className="mt-4 text-2xl font-bold text-balance sm:text-3xl">{FEATURED_ARTICLE.title}</h3>
              <p className="mt-3 text-pretty text-muted-foreground">{FEATURED_ARTICLE.excerpt}</p>
              <ArticleMeta article={FEATURED_ARTICLE} />
              <ReadMore article={FEATURED_ARTICLE} className="mt-6" />
            </div>
          </article>
        </section>

        <section aria-labelledby="latest-title" className="mt-14">
          <h2 id="latest-title" className="text-2xl font-bold">
            Latest articles
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
                    {article.category}
                  </Badge>
                  <h3 id={`article-${article.id}`} className="mt-3 text-lg font-semibold text-balance">
                    {article.title}
                  </h3>
                  <p className="mt-2 flex-1 text-sm text-pretty text-muted-foreground">{article.excerpt}</p>
                  <ArticleMeta article={article} />
                  <ReadMore article={article} className="mt-4 self-start" variant="link" />
                </article>
              </li>
            ))}
          </ul>
          <div className="mt-10 text-center">
            {shown < ARTICLES.length ? (
              <Button variant="outline" size="lg" onClick={() => setShown(ARTICLES.length)}>
                Load More
              </Button>
            ) : (
              <p className="text-sm text-muted-foreground">You have reached the end. New stories soon!</p>
            )}
          </div>
        </section>
      </div>
    </>
  );
}

function ArticleMeta({ article }: { article: BlogArticle }) {
  return (
    <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
      <span className="inline-flex items-center gap-1">
        <CalendarDays className="size-3.5" aria-hidden="true" />
        <time dateTime={article.date}>{formatArticleDate(article)}</time>
      </span>
      <span className="inline-flex items-center gap-1">
        <Clock className="size-3.5" aria-hidden="true" />
        {readMinutes(article)} min read
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
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant={variant} className={variant === 'link' ? `h-auto p-0 ${className}` : className}>
          Read More <ArrowRight aria-hidden="true" />
          <span className="sr-only">: {article.title}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[85vh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <Badge variant="secondary" className="self-start">
            {article.category}
          </Badge>
          <DialogTitle className="pr-6 text-2xl text-balance">{article.title}</DialogTitle>
          <DialogDescription>
            {formatArticleDate(article)} · {readMinutes(article)} min read
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-4 leading-relaxed text-pretty">
          <p className="font-medium">{article.excerpt}</p>
          {article.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
