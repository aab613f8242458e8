import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type Access = 'public' | 'signedIn';

export interface AppRoute {
  path: string;
  /** Pages load lazily, so `/` never downloads the game room, the 3D board or the video call. */
  component: LazyExoticComponent<ComponentType>;
  /** signedIn: a signed-out visitor is sent to /signin and brought back afterwards. */
  access: Access;
  /**
   * The page's name in its title ("Dashboard" makes "Dashboard · ChessChat"). Public pages take theirs,
   * with their description, from `PUBLIC_PAGES`. `fromPage`: the page names itself from what it loads
   * (a game's players, a profile's username).
   */
  title?: string | 'fromPage';
}

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

const Home = page(() => import('./pages/Home'));
const About = page(() => import('./pages/About'));
const Blog = page(() => import('./pages/Blog'));
const Pricing = page(() => import('./pages/Pricing'));
const Help = page(() => import('./pages/Help'));
const Terms = page(() => import('./pages/Terms'));
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

/** The route table of spec §2; `/game/new` and `/play` are one screen, as are `/game/:id` and `/games/:id`. */
export const ROUTES: AppRoute[] = [
  { path: '/', component: Home, access: 'public' },
  { path: '/about', component: About, access: 'public' },
  { path: '/blog', component: Blog, access: 'public' },
  { path: '/pricing', component: Pricing, access: 'public' },
  { path: '/help', component: Help, access: 'public' },
  { path: '/terms', component: Terms, access: 'public' },
  { path: '/privacy', component: Privacy, access: 'public' },
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
  { path: '/profile/:username', component: PublicProfile, access: 'public', title: 'fromPage' },
];
