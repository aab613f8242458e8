import { loadConfig } from './config';
import { loadEnvFile } from './env-file';
import { createServer } from './server';

/** Entry point of `npm start`: read `.env`, migrate, serve, and shut down gracefully on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  loadEnvFile();
  const config = loadConfig();
  const server = await createServer(config);
  const log = server.ctx.log;
  const address = await server.listen();
  log.info(
    {
      address,
      appUrl: config.appUrl,
      db: server.ctx.db.dialect,
      bus: server.ctx.bus.kind,
      payments: config.payments,
    },
    'ChessChat is ready',
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
