// `npm start`: build what is missing or stale, then run the server (which migrates and serves). Where the
// build tools are not installed (`npm ci --omit=dev`, as in the Docker image), the tree as built is run.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildClient, buildServer, ROOT } from './build.mjs';

/** Whether Vite and esbuild, development dependencies, are installed. */
function canBuild() {
  try {
    import.meta.resolve('vite');
    import.meta.resolve('esbuild');
    return true;
  } catch {
    return false;
  }
}

const serverEntry = path.join(ROOT, 'dist/server/main.js');
process.setSourceMapsEnabled(true);
if (canBuild()) {
  await buildClient({ quiet: true });
  await buildServer();
} else if (!existsSync(serverEntry) || !existsSync(path.join(ROOT, 'dist/web/index.html'))) {
  console.error('No built app in dist/ and no build tools to make one: run `npm ci && npm run build` first.');
  process.exit(1);
}
await import(pathToFileURL(serverEntry).href);
