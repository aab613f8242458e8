// The chess engine's files for the browser (decision 232): Stockfish's single-threaded lite build only,
// copied from the `stockfish` package into `engine/` of the client build with its licence. The package's
// other builds (two of ~113 MB) never reach the client. Served in development by the same plugin.
import { createReadStream, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('stockfish/package.json'));

export const ENGINE_FILES = {
  'stockfish-18-lite-single.js': path.join(packageDir, 'bin', 'stockfish-18-lite-single.js'),
  'stockfish-18-lite-single.wasm': path.join(packageDir, 'bin', 'stockfish-18-lite-single.wasm'),
  'COPYING.txt': path.join(packageDir, 'Copying.txt'),
};

const SOURCE_NOTE = `Stockfish (https://stockfishchess.org), compiled to WebAssembly by the Stockfish.js project
(https://github.com/nmrugg/stockfish.js), version ${require('stockfish/package.json').version}.
Licence: GNU General Public License version 3 (COPYING.txt beside this file).
Source: https://github.com/official-stockfish/Stockfish and https://github.com/nmrugg/stockfish.js,
and the npm package "stockfish" whose bin/ folder holds these exact files.
`;

/** A Vite plugin: emits the engine's files into the build and serves them from `/engine/` in development. */
export function engineAssets() {
  return {
    name: 'chesschat-engine-assets',
    generateBundle() {
      for (const [name, file] of Object.entries(ENGINE_FILES)) {
        this.emitFile({ type: 'asset', fileName: `engine/${name}`, source: readFileSync(file) });
      }
      this.emitFile({ type: 'asset', fileName: 'engine/SOURCE.txt', source: SOURCE_NOTE });
    },
    configureServer(server) {
      server.middlewares.use('/engine', (request, response, next) => {
        const name = (request.url ?? '').replace(/^\//, '').split('?')[0];
        const file = ENGINE_FILES[name];
        if (!file) return next();
        response.setHeader('content-type', name.endsWith('.wasm') ? 'application/wasm' : 'text/javascript');
        createReadStream(file).pipe(response);
      });
    },
  };
}
