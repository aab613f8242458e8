import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { EventBus } from './bus';
import type { Config } from './config';
import type { Db } from './db/database';
import type { Mailer } from './mail/mailer';
import type { Services } from './services';

/** What every feature is given: settings and the opened resources. */
export interface AppContext {
  config: Config;
  db: Db;
  bus: EventBus;
  mailer: Mailer;
  log: Logger;
}

/**
 * A feature adds its routes, hooks and background work to the app, using the shared services it
 * names in `Needs` (any part of `Services`, or stand-ins for it in a feature's own tests).
 */
export type Feature<Needs = Services> = (
  app: FastifyInstance,
  ctx: AppContext,
  services: Needs,
) => Promise<void> | void;
