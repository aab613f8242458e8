// `npm run dev`: the server under tsx watch (restarts on change) and Vite with hot reload, proxying /api and /ws.
import concurrently from 'concurrently';

const apiPort = process.env.API_PORT ?? '3000';
const { result } = concurrently(
  [
    {
      name: 'server',
      // JSON log lines made readable; production keeps JSON for the log collector.
      command:
        'tsx watch src/server/main.ts | pino-pretty --colorize --translateTime SYS:HH:MM:ss.l --ignore pid,hostname',
      env: {
        PORT: apiPort,
        APP_URL: process.env.APP_URL ?? 'http://localhost:5173',
        WEB_DIST: './dist/none',
      },
      prefixColor: 'cyan',
    },
    { name: 'web', command: 'vite', env: { API_PORT: apiPort }, prefixColor: 'magenta' },
  ],
  { killOthersOn: ['failure', 'success'] },
);
await result.catch(() => process.exit(1));
