import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type Access = 'public' | 'signedIn';

export interface AppRoute {
  path: string;
  /** Pages load lazily, so `/` never downloads the game room, the 3D board or the video call. */
  component: LazyExoticComponent<ComponentType>;
  /** signedIn: a signed-out visitor is sent to /signin and brought back afterwards. */
  access: Access;
}

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

const Home = page(() => import('./pages/Home'));

/** The route table of spec §2; `/game/new` and `/play` are one screen, as are `/game/:id` and `/games/:id`. */
export const ROUTES: AppRoute[] = [{ path: '/', component: Home, access: 'public' }];
