/** Who may open a screen. signedIn: a signed-out visitor is sent to /signin and brought back afterwards. */
export type Access = 'public' | 'signedIn';

/** A screen of the web app, as both the browser (which draws it) and the server (which answers it) know it. */
export interface AppRouteInfo {
  path: string;
  access: Access;
}

/**
 * Every page names itself (its tab's title, with `PageMeta`) in the reader's language, or from what it loads: a
 * game's players, a profile's username.
 *
 * The route table of spec §2, once: the web app draws a page for each, and the server answers every other path
 * with the not-found page and status 404. `/game/new` and `/play` are one screen, as are `/game/:id` and
 * `/games/:id`.
 */
export const APP_ROUTES = [
  { path: '/', access: 'public' },
  { path: '/about', access: 'public' },
  { path: '/blog', access: 'public' },
  { path: '/pricing', access: 'public' },
  { path: '/help', access: 'public' },
  { path: '/terms', access: 'public' },
  { path: '/privacy', access: 'public' },
  { path: '/credits', access: 'public' },
  { path: '/game', access: 'public' },
  { path: '/play', access: 'public' },
  { path: '/game/new', access: 'public' },
  { path: '/game/:id', access: 'public' },
  { path: '/games/:id', access: 'public' },
  // The account pages name themselves in the reader's language (their names are in the `accounts` catalogue).
  { path: '/signin', access: 'public' },
  { path: '/signup', access: 'public' },
  { path: '/confirm-email', access: 'public' },
  { path: '/confirm-email-change', access: 'public' },
  { path: '/forgot-password', access: 'public' },
  { path: '/reset-password', access: 'public' },
  { path: '/payment-success', access: 'public' },
  { path: '/dashboard', access: 'signedIn' },
  { path: '/history', access: 'signedIn' },
  { path: '/profile', access: 'signedIn' },
  { path: '/friends', access: 'signedIn' },
  { path: '/lobby', access: 'signedIn' },
  { path: '/training', access: 'signedIn' },
  { path: '/moderation', access: 'signedIn' },
  { path: '/study/new', access: 'signedIn' },
  { path: '/study/:id', access: 'signedIn' },
  { path: '/tournaments', access: 'public' },
  { path: '/tournaments/new', access: 'signedIn' },
  { path: '/tournaments/:id', access: 'public' },
  { path: '/profile/:username', access: 'public' },
] as const satisfies readonly AppRouteInfo[];

/** A path of the route table, as written there (`/game/:id`). */
export type AppPath = (typeof APP_ROUTES)[number]['path'];

/** `/game/:id` as a pattern matching `/game/abc`: the route table uses only whole-segment parameters. */
const patternOf = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}/?$`);

/** Whether the route at `path` (as written in the table) draws the page at `pathname`. */
export function routeMatches(path: string, pathname: string): boolean {
  return patternOf(path).test(pathname);
}

/** The route the page at `pathname` renders (the app's `Switch` takes the first match too), if any. */
export function appRouteAt(pathname: string): (typeof APP_ROUTES)[number] | undefined {
  return APP_ROUTES.find(({ path }) => routeMatches(path, pathname));
}
