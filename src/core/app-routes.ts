/** Who may open a screen. signedIn: a signed-out visitor is sent to /signin and brought back afterwards. */
export type Access = 'public' | 'signedIn';

/** A screen of the web app, as both the browser (which draws it) and the server (which answers it) know it. */
export interface AppRouteInfo {
  path: string;
  access: Access;
  /**
   * The page's name in its title ("Dashboard" makes "Dashboard · ChessChat"). Public pages take theirs,
   * with their description, from `PUBLIC_PAGES`. `fromPage`: the page names itself from what it loads
   * (a game's players, a profile's username) or in the reader's language (a translated public page).
   */
  title?: string;
}

/**
 * The route table of spec §2, once: the web app draws a page for each, and the server answers every other path
 * with the not-found page and status 404. `/game/new` and `/play` are one screen, as are `/game/:id` and
 * `/games/:id`.
 */
export const APP_ROUTES = [
  { path: '/', access: 'public', title: 'fromPage' },
  // The prose pages name themselves in the reader's language too (decision 315).
  { path: '/about', access: 'public', title: 'fromPage' },
  { path: '/blog', access: 'public', title: 'fromPage' },
  { path: '/pricing', access: 'public', title: 'fromPage' },
  { path: '/help', access: 'public', title: 'fromPage' },
  { path: '/terms', access: 'public', title: 'fromPage' },
  { path: '/privacy', access: 'public', title: 'fromPage' },
  { path: '/credits', access: 'public', title: 'fromPage' },
  { path: '/game', access: 'public', title: 'fromPage' },
  { path: '/play', access: 'public', title: 'fromPage' },
  { path: '/game/new', access: 'public', title: 'fromPage' },
  { path: '/game/:id', access: 'public', title: 'fromPage' },
  { path: '/games/:id', access: 'public', title: 'fromPage' },
  // The account pages name themselves in the reader's language (their names are in the `accounts` catalogue).
  { path: '/signin', access: 'public', title: 'fromPage' },
  { path: '/signup', access: 'public', title: 'fromPage' },
  { path: '/confirm-email', access: 'public', title: 'fromPage' },
  { path: '/confirm-email-change', access: 'public', title: 'fromPage' },
  { path: '/forgot-password', access: 'public', title: 'fromPage' },
  { path: '/reset-password', access: 'public', title: 'fromPage' },
  { path: '/payment-success', access: 'public', title: 'fromPage' },
  { path: '/dashboard', access: 'signedIn', title: 'fromPage' },
  { path: '/history', access: 'signedIn', title: 'fromPage' },
  { path: '/profile', access: 'signedIn', title: 'Profile' },
  { path: '/friends', access: 'signedIn', title: 'fromPage' },
  { path: '/lobby', access: 'signedIn', title: 'Lobby' },
  { path: '/training', access: 'signedIn', title: 'Training' },
  { path: '/moderation', access: 'signedIn', title: 'Moderation' },
  { path: '/study/new', access: 'signedIn', title: 'New study board' },
  { path: '/study/:id', access: 'signedIn', title: 'Study board' },
  { path: '/tournaments', access: 'public', title: 'Tournaments' },
  { path: '/tournaments/new', access: 'signedIn', title: 'New tournament' },
  { path: '/tournaments/:id', access: 'public', title: 'fromPage' },
  { path: '/profile/:username', access: 'public', title: 'fromPage' },
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
