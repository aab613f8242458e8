import type { I18n, MessageId } from '@lingui/core';

/** An article of the blog: its words are messages of the `blog` area, in every language. */
export interface BlogArticle {
  id: string;
  title: MessageId;
  excerpt: MessageId;
  category: MessageId;
  /** Publication day, YYYY-MM-DD. */
  date: string;
  body: MessageId[];
}

const WORDS_PER_MINUTE = 200;

/** Minutes to read the whole article as the reader's language words it, from its word count (at least one). */
export function readMinutes(i18n: I18n, article: BlogArticle): number {
  const text = [article.excerpt, ...article.body].map((id) => i18n._(id)).join(' ');
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** "August 15, 2025", "15 de agosto de 2025": the day as the reader's language writes it. */
export function formatArticleDate(locale: string, article: BlogArticle): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${article.date}T00:00:00Z`));
}

export const FEATURED_ARTICLE: BlogArticle = {
  id: 'why-we-built-chesschat',
  title: 'blog.whyWeBuilt.title',
  excerpt: 'blog.whyWeBuilt.excerpt',
  category: 'blog.category.ourStory',
  date: '2025-08-15',
  body: ['blog.whyWeBuilt.p1', 'blog.whyWeBuilt.p2', 'blog.whyWeBuilt.p3', 'blog.whyWeBuilt.p4'],
};

export const ARTICLES: BlogArticle[] = [
  {
    id: 'openings-for-beginners',
    title: 'blog.openings.title',
    excerpt: 'blog.openings.excerpt',
    category: 'blog.category.chessTips',
    date: '2025-08-28',
    body: [
      'blog.openings.p1',
      'blog.openings.p2',
      'blog.openings.p3',
      'blog.openings.p4',
      'blog.openings.p5',
    ],
  },
  {
    id: 'long-distance-game-night',
    title: 'blog.gameNight.title',
    excerpt: 'blog.gameNight.excerpt',
    category: 'blog.category.relationships',
    date: '2025-09-10',
    body: ['blog.gameNight.p1', 'blog.gameNight.p2', 'blog.gameNight.p3', 'blog.gameNight.p4'],
  },
  {
    id: 'teaching-over-video',
    title: 'blog.teaching.title',
    excerpt: 'blog.teaching.excerpt',
    category: 'blog.category.coaching',
    date: '2025-09-24',
    body: ['blog.teaching.p1', 'blog.teaching.p2', 'blog.teaching.p3', 'blog.teaching.p4'],
  },
  {
    id: 'fair-clocks',
    title: 'blog.fairClocks.title',
    excerpt: 'blog.fairClocks.excerpt',
    category: 'blog.category.behindTheScenes',
    date: '2025-10-08',
    body: ['blog.fairClocks.p1', 'blog.fairClocks.p2', 'blog.fairClocks.p3'],
  },
  {
    id: 'video-chess-manners',
    title: 'blog.manners.title',
    excerpt: 'blog.manners.excerpt',
    category: 'blog.category.community',
    date: '2025-10-22',
    body: ['blog.manners.p1', 'blog.manners.p2', 'blog.manners.p3', 'blog.manners.p4'],
  },
];
