import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type Access = 'public' | 'signedIn';

export interface AppRoute {
  path: string;
  /** Pages load lazily, so `/` never downloads the game room, the 3D board or the video call. */
  component: LazyPage;
  /** signedIn: a signed-out visitor is sent to /signin and brought back afterwards. */
  access: Access;
  /**
   * The page's name in its title ("Dashboard" makes "Dashboard · ChessChat"). Public pages take theirs,
   * with their description, from `PUBLIC_PAGES`. `fromPage`: the page names itself from what it loads
   * (a game's players, a profile's username).
   */
  title?: string | 'fromPage';
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
const Training = page(() => import('./pages/Training'));
const StudyNew = page(() => import('./pages/StudyNew'));
const StudyRoom = page(() => import('./pages/StudyRoom'));

/** The route table of spec §2; `/game/new` and `/play` are one screen, as are `/game/:id` and `/games/:id`. */
export const ROUTES: AppRoute[] = [
  { path: '/', component: Home, access: 'public' },
  { path: '/about', component: About, access: 'public' },
  { path: '/blog', component: Blog, access: 'public' },
  { path: '/pricing', component: Pricing, access: 'public' },
  { path: '/help', component: Help, access: 'public' },
  { path: '/terms', component: Terms, access: 'public' },
  { path: '/privacy', component: Privacy, access: 'public' },
  { path: '/credits', component: Credits, access: 'public' },
  { path: '/game', component: GameRoomEntry, access: 'public', title: 'New game' },
  { path: '/play', component: CreateGame, access: 'public', title: 'New game' },
  { path: '/game/new', component: CreateGame, access: 'public', title: 'New game' },
  { path: '/game/:id', component: GameRoom, access: 'public', title: 'fromPage' },
  { path: '/games/:id', component: GameRoom, access: 'public', title: 'fromPage' },
  { path: '/signin', component: SignIn, access: 'public' },
  { path: '/signup', component: SignUp, access: 'public' },
  { path: '/confirm-email', component: ConfirmEmail, access: 'public', title: 'Confirm e-mail' },
  {
    path: '/confirm-email-change',
    component: ConfirmEmailChange,
    access: 'public',
    title: 'Confirm new e-mail',
  },
  { path: '/forgot-password', component: ForgotPassword, access: 'public', title: 'Forgot password' },
  { path: '/reset-password', component: ResetPassword, access: 'public', title: 'Reset password' },
  { path: '/payment-success', component: PaymentSuccess, access: 'public', title: 'Payment' },
  { path: '/dashboard', component: Dashboard, access: 'signedIn', title: 'Dashboard' },
  { path: '/history', component: History, access: 'signedIn', title: 'Game history' },
  { path: '/profile', component: Profile, access: 'signedIn', title: 'Profile' },
  { path: '/friends', component: Friends, access: 'signedIn', title: 'Friends' },
  { path: '/training', component: Training, access: 'signedIn', title: 'Training' },
  { path: '/study/new', component: StudyNew, access: 'signedIn', title: 'New study board' },
  { path: '/study/:id', component: StudyRoom, access: 'signedIn', title: 'Study board' },
  { path: '/profile/:username', component: PublicProfile, access: 'public', title: 'fromPage' },
];

/** `/game/:id` as a pattern matching `/game/abc`: the route table uses only whole-segment parameters. */
const patternOf = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}/?$`);

/** The route the page at `pathname` renders (the `Switch` in App.tsx takes the first match too). */
export function routeAt(pathname: string): AppRoute | undefined {
  return ROUTES.find(({ path }) => patternOf(path).test(pathname));
}

/**
 * Starts downloading the page at `pathname` at once, alongside the question of who is signed in, rather than once
 * that is answered (pages render only then): one round trip less before the first page shows. A failed download
 * is left to the page's own render, which retries it and shows the error.
 */
export function preloadPageAt(pathname: string): Promise<unknown> {
  return (
    routeAt(pathname)
      ?.component.preload()
      .catch(() => undefined) ?? Promise.resolve()
  );
}
