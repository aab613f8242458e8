import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { APP_ROUTES, type AppPath, type AppRouteInfo, routeMatches } from '../core/app-routes';

export interface AppRoute extends AppRouteInfo {
  /** Pages load lazily, so `/` never downloads the game room, the 3D board or the video call. */
  component: LazyPage;
}

/** A page's lazy component, and a way to start downloading it before it renders. */
type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/** A page's module; `ready`, if it exports one, settles once what the page waits for before showing is here. */
type PageModule = { default: ComponentType; ready?: Promise<unknown> };

/**
 * Once a page's code is here, its lazy component renders it at once instead of suspending for a turn: React.lazy
 * takes a thenable that answers synchronously as already resolved. A pre-rendered page (decision 182) then
 * hydrates in one pass, its HTML never swapped for a spinner.
 */
function page(load: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | undefined;
  const preload = async () => {
    if (!loaded) {
      const module = await load();
      await module.ready;
      loaded = module;
    }
    return loaded;
  };
  // React.lazy only calls `then` (its types ask for a whole Promise, which would answer a turn later).
  const here = (module: PageModule) =>
    ({
      // biome-ignore lint/suspicious/noThenProperty: a thenable that answers at once is the point.
      then: (onLoaded: (module: PageModule) => unknown) => onLoaded(module),
    }) as unknown as Promise<PageModule>;
  return Object.assign(
    lazy(() => (loaded ? here(loaded) : preload())),
    { preload },
  );
}

const Home = page(() => import('./pages/Home'));
const About = page(() => import('./pages/About'));
const Blog = page(() => import('./pages/Blog'));
const Pricing = page(() => import('./pages/Pricing'));
const Help = page(() => import('./pages/Help'));
const Terms = page(() => import('./pages/Terms'));
const Credits = page(() => import('./pages/Credits'));
const Privacy = page(() => import('./pages/Privacy'));
const GameRoomEntry = page(() => import('./pages/GameRoomEntry'));
const SignIn = page(() => import('./pages/SignIn'));
const SignUp = page(() => import('./pages/SignUp'));
const ConfirmEmail = page(() => import('./pages/ConfirmEmail'));
const ConfirmEmailChange = page(() => import('./pages/ConfirmEmailChange'));
const ForgotPassword = page(() => import('./pages/ForgotPassword'));
const ResetPassword = page(() => import('./pages/ResetPassword'));
const Dashboard = page(() => import('./pages/Dashboard'));
const PaymentSuccess = page(() => import('./pages/PaymentSuccess'));
const CreateGame = page(() => import('./pages/CreateGame'));
const GameRoom = page(() => import('./pages/GameRoom'));
const History = page(() => import('./pages/History'));
const Profile = page(() => import('./pages/Profile'));
const PublicProfile = page(() => import('./pages/PublicProfile'));
const Friends = page(() => import('./pages/Friends'));
const Lobby = page(() => import('./pages/Lobby'));
const Training = page(() => import('./pages/Training'));
const Moderation = page(() => import('./pages/Moderation'));
const StudyNew = page(() => import('./pages/StudyNew'));
const StudyRoom = page(() => import('./pages/StudyRoom'));
const Tournaments = page(() => import('./pages/Tournaments'));
const NewTournament = page(() => import('./pages/NewTournament'));
const Tournament = page(() => import('./pages/Tournament'));

/** The page each route of the table draws. */
const PAGES: Record<AppPath, LazyPage> = {
  '/': Home,
  '/about': About,
  '/blog': Blog,
  '/pricing': Pricing,
  '/help': Help,
  '/terms': Terms,
  '/privacy': Privacy,
  '/credits': Credits,
  '/game': GameRoomEntry,
  '/play': CreateGame,
  '/game/new': CreateGame,
  '/game/:id': GameRoom,
  '/games/:id': GameRoom,
  '/signin': SignIn,
  '/signup': SignUp,
  '/confirm-email': ConfirmEmail,
  '/confirm-email-change': ConfirmEmailChange,
  '/forgot-password': ForgotPassword,
  '/reset-password': ResetPassword,
  '/payment-success': PaymentSuccess,
  '/dashboard': Dashboard,
  '/history': History,
  '/profile': Profile,
  '/friends': Friends,
  '/lobby': Lobby,
  '/training': Training,
  '/moderation': Moderation,
  '/study/new': StudyNew,
  '/study/:id': StudyRoom,
  '/tournaments': Tournaments,
  '/tournaments/new': NewTournament,
  '/tournaments/:id': Tournament,
  '/profile/:username': PublicProfile,
};

/** The route table (`APP_ROUTES`, shared with the server) with each route's page. */
/** Any address no route matches: lazy too, since a visit to `/` never needs it. */
export const NotFound = page(() => import('./pages/NotFound'));

export const ROUTES: AppRoute[] = APP_ROUTES.map((route) => ({ ...route, component: PAGES[route.path] }));

/** The route the page at `pathname` renders (the `Switch` in App.tsx takes the first match too). */
export function routeAt(pathname: string): AppRoute | undefined {
  return ROUTES.find(({ path }) => routeMatches(path, pathname));
}

/**
 * Starts downloading the page at `pathname` at once, alongside the question of who is signed in, rather than once
 * that is answered (pages render only then): one round trip less before the first page shows. A failed download
 * is left to the page's own render, which retries it and shows the error.
 */
export function preloadPageAt(pathname: string): Promise<unknown> {
  return (routeAt(pathname)?.component ?? NotFound).preload().catch(() => undefined);
}
