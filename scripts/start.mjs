// `npm start`: build what is missing or stale, then run the server (which migrates and serves).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildClient, buildServer, ROOT } from './build.mjs';

process.setSourceMapsEnabled(true);
await buildClient({ quiet: true });
await buildServer();
await import(pathToFileURL(path.join(ROOT, 'dist/server/main.js')).href);
