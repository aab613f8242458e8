import { type Locale, SOURCE_LOCALE, splitLocalePrefix } from './locales';

/** The product's name, as every page title ends. */
export const SITE_NAME = 'ChessChat';

/** A page's title: the page's own name first, so a row of browser tabs tells them apart. */
export function pageTitle(name?: string): string {
  return name ? `${name} · ${SITE_NAME}` : `${SITE_NAME} — chess with the people you want to talk to`;
}

/** A page anyone may visit and search engines may list: its title, its description, its sharing card. */
export interface PublicPage {
  path: string;
  /** The page's own name; undefined for the home page, whose title is the site's. */
  name?: string;
  description: string;
  /**
   * Drawn in every language, each at its own address (`/es/pricing`, decision 302), with its title and description
   * in that language. The others are still English, so they keep one address.
   */
  translated?: true;
}

/**
 * The public pages, once: the browser sets each title and description from here, and the server puts the
 * same text (and the Open Graph and Twitter cards made from it) into the HTML it sends and into the sitemap.
 */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/',
    translated: true,
    description:
      'ChessChat: play chess live while you see and hear each other. One screen, one game, one real conversation.',
  },
  {
    path: '/pricing',
    name: 'Pricing',
    translated: true,
    description:
      'ChessChat plans and prices: play for free, or choose a membership for more games a day, the 3D board and priority support.',
  },
  {
    path: '/about',
    name: 'About',
    translated: true,
    description:
      'Why ChessChat exists: a chess board and a video call on one screen, for friends, families, couples far apart, coaches and students.',
  },
  {
    path: '/blog',
    name: 'Blog',
    translated: true,
    description:
      'Stories and notes from the ChessChat team: playing chess with the people you care about, and how the service works.',
  },
  {
    path: '/help',
    name: 'Help',
    translated: true,
    description:
      'Answers to common questions about ChessChat: games, clocks, video calls, accounts and memberships.',
  },
  {
    path: '/privacy',
    name: 'Privacy',
    translated: true,
    description:
      'What ChessChat stores about you, why, who it is shared with, and how to get a copy or have it deleted.',
  },
  {
    path: '/terms',
    name: 'Terms',
    translated: true,
    description:
      'The terms of use of ChessChat: accounts, fair play, memberships and payments, and our responsibilities.',
  },
  {
    path: '/credits',
    name: 'Credits',
    translated: true,
    description:
      'Who drew the chess pieces ChessChat uses, where each set comes from and under which licence, and the other works we build on.',
  },
  {
    path: '/signin',
    name: 'Sign in',
    translated: true,
    description: 'Sign in to ChessChat to start a game, invite someone and see your game history.',
  },
  {
    path: '/signup',
    name: 'Sign up',
    translated: true,
    description:
      'Create a free ChessChat account: play live chess with video in the browser, with nothing to install.',
  },
];

/** The public page at `path` (exact, no query), if it is one. */
export function publicPageAt(path: string): PublicPage | undefined {
  return PUBLIC_PAGES.find((page) => page.path === path);
}

/** The public page an address shows, in the language its prefix names (decision 302), if it is one. */
export function publicPageAtAddress(pathname: string): { page: PublicPage; locale: Locale } | undefined {
  const { locale, path } = splitLocalePrefix(pathname);
  const page = publicPageAt(path);
  if (!page || (locale && !page.translated)) return undefined;
  return { page, locale: locale ?? SOURCE_LOCALE };
}
