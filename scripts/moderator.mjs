// `npm run moderator -- grant <username>` / `revoke <username>` / `list`: the operator's command for the
// moderator role (decision 281). It opens the database the server is configured with (`.env`,
// DATABASE_URL, DATA_DIR), so run it where the server runs. Built like the server: bundled with esbuild
// when the build tools are installed, else the bundle `npm run build` made is run.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildModeratorCommand, ROOT } from './build.mjs';

const bundle = path.join(ROOT, 'dist/server/moderator.js');
let canBuild = true;
try {
  import.meta.resolve('esbuild');
} catch {
  canBuild = false;
}
if (canBuild) await buildModeratorCommand();
else if (!existsSync(bundle)) {
  console.error(
    'No built command in dist/ and no build tools to make one: run `npm ci && npm run build` first.',
  );
  process.exit(1);
}
const { main } = await import(pathToFileURL(bundle).href);
process.exit(await main(process.argv.slice(2)));
