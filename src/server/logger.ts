import { type DestinationStream, type Logger, pino } from 'pino';
import type { Config } from './config';

/** Query parameters whose values are credentials or could be: e-mailed tokens, checkout sessions, signatures. */
const SECRET_PARAMETER = /token|secret|password|session|signature|code|key/i;

/**
 * The path and query of a request as it may be logged: the value of every parameter whose name suggests a
 * credential is replaced by `[redacted]`. Reset and confirmation links carry their token in the query, and the
 * access log would otherwise keep a working link.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return equals !== -1 && SECRET_PARAMETER.test(name) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

/** The request as Fastify logs it, with the query's secrets taken out. */
interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** The one logger: JSON lines (pino), secrets redacted. `destination` defaults to standard output. */
export function createLogger(level: Config['logLevel'], destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: {
        req: (req: LoggedRequest) => ({
          method: req.method,
          url: redactUrl(req.url),
          host: req.host,
          remoteAddress: req.ip,
          remotePort: req.socket?.remotePort,
        }),
      },
    },
    destination,
  );
}
