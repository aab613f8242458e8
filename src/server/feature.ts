import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import type { Services } from './services';

/**
 * A feature adds its routes, hooks and background work to the app, using the shared services it
 * names in `Needs` (any part of `Services`, or stand-ins for it in a feature's own tests).
 */
export type Feature<Needs = Services> = (
  app: FastifyInstance,
  ctx: AppContext,
  services: Needs,
) => Promise<void> | void;
