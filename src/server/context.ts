import type { Logger } from 'pino';
import type { EventBus } from './bus';
import type { Config } from './config';
import type { Db } from './db/database';
import type { Mailer } from './mail/mailer';

/** What every feature is given: settings and the opened resources. */
export interface AppContext {
  config: Config;
  db: Db;
  bus: EventBus;
  mailer: Mailer;
  log: Logger;
}
