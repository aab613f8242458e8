// Picks the service worker's precache list (decision 187): the built index.html, every file it names
// (its entry script, the chunks it preloads, its styles), the public files (icons, manifest, offline
// page) and nothing else. Lazy chunks are cached by the worker when a page first uses them, so a first
// visit does not download the game room, the 3D board or the password dictionaries in the background.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The site paths (without the leading slash) that a page's `src` and `href` attributes name. */
export function namedByPage(html) {
  return new Set([...html.matchAll(/\s(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]));
}

/**
 * A Vite plugin that learns where the build is written (builds override `outDir`), and the workbox
 * manifest transform that keeps the shell's entries, reading the page built there.
 */
export function precacheShell() {
  let outDir = null;
  return {
    plugin: {
      name: 'chesschat-precache-shell',
      apply: 'build',
      configResolved(config) {
        outDir = path.resolve(config.root, config.build.outDir);
      },
    },
    async transform(entries) {
      if (!outDir) throw new Error('precache-shell: the build folder is not known');
      const named = namedByPage(readFileSync(path.join(outDir, 'index.html'), 'utf8'));
      const manifest = entries.filter((entry) => !entry.url.startsWith('assets/') || named.has(entry.url));
      return { manifest, warnings: [] };
    },
  };
}
