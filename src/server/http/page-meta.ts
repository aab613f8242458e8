import { LOCALES, type Locale, localizedPath, SOURCE_LOCALE } from '../../core/locales';
import { type PublicPage, pageTitle, SITE_NAME } from '../../core/pages';

/** The picture a shared link shows: the app's large icon. */
export const SHARING_IMAGE_PATH = '/icon-512.png';

const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/i;

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** What a shared link unfurls as: a page's title, description, address and picture. */
export interface SharingCard {
  title: string;
  description: string;
  /** The page's path, for its canonical address. */
  path: string;
  /** The picture's path on this site. */
  imagePath: string;
  /** A wide picture (Twitter's `summary_large_image`) rather than a square icon. */
  largeImage: boolean;
  /** The same page's addresses in every language it is drawn in (decision 302), for `hreflang` links. */
  alternates?: readonly PageAlternate[];
}

/** One language's address of a page: `hreflang` is a BCP 47 tag (`pt-BR`) or `x-default`. */
export interface PageAlternate {
  hreflang: string;
  path: string;
}

/** A translated public page's addresses: one per language, and English's plain address as the default. */
export function pageAlternates(page: PublicPage): PageAlternate[] {
  if (!page.translated) return [];
  return [
    ...LOCALES.map(({ code }) => ({ hreflang: code, path: localizedPath(code, page.path) })),
    { hreflang: 'x-default', path: page.path },
  ];
}

/**
 * The sharing card of a public page: its own title and description, the app's icon as the picture. In another
 * language than English, the title and description are the ones the page gave itself when it was pre-rendered.
 */
export function publicPageCard(
  page: PublicPage,
  locale: Locale = SOURCE_LOCALE,
  translatedMeta?: { title: string; description: string },
): SharingCard {
  return {
    title: translatedMeta?.title ?? pageTitle(page.name),
    description: translatedMeta?.description ?? page.description,
    path: localizedPath(locale, page.path),
    imagePath: SHARING_IMAGE_PATH,
    largeImage: false,
    alternates: pageAlternates(page),
  };
}

/** The head tags of a shared page: title, description, canonical address, Open Graph and Twitter cards. */
export function pageHeadTags(card: SharingCard, appUrl: string): string {
  const title = escapeAttribute(card.title);
  const description = escapeAttribute(card.description);
  const url = escapeAttribute(`${appUrl}${card.path}`);
  const image = escapeAttribute(`${appUrl}${card.imagePath}`);
  const alternates = (card.alternates ?? []).map(
    ({ hreflang, path }) =>
      `<link rel="alternate" hreflang="${escapeAttribute(hreflang)}" href="${escapeAttribute(`${appUrl}${path}`)}" />`,
  );
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta name="twitter:card" content="${card.largeImage ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    ...alternates,
  ].join('\n    ');
}

/**
 * index.html as sent for a public page or a shared game: the app is a single page, so link previews and crawlers that run no
 * script see only this. Its generic title and description give way to the page's own.
 */
export function withPageMeta(indexHtml: string, card: SharingCard, appUrl: string): string {
  const generic = indexHtml.replace(TITLE, '').replace(DESCRIPTION, '');
  const tags = `  ${pageHeadTags(card, appUrl)}\n  </head>`;
  // A function, not a string: the tags carry players' names, and a string would read their `$'`, `$&`…
  // as replacement patterns.
  return generic.replace('</head>', () => tags);
}
