import { type Logger, pino } from 'pino';
import type { Config } from './config';

/** The one logger: JSON lines (pino), secrets redacted. */
export function createLogger(level: Config['logLevel']): Logger {
  return pino({
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  });
}
