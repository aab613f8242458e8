import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { deviceWordsPlugin } from './scripts/device-words.mjs';
import { engineAssets } from './scripts/engine-assets.mjs';
import { linguiCatalogues } from './scripts/lingui-catalogues.mjs';
import { precacheShell } from './scripts/precache-shell.mjs';
import { THEME_INIT_PLACEHOLDER, THEME_INIT_SCRIPT } from './src/core/theme-init';
import {
  WAKE_ENTRY_ATTRIBUTE,
  WAKE_ON_TOUCH_PLACEHOLDER,
  WAKE_ON_TOUCH_SCRIPT,
} from './src/core/wake-on-touch';

const shell = precacheShell();
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    linguiCatalogues(),
    deviceWordsPlugin(),
    tailwindcss(),
    engineAssets(),
    shell.plugin,
    // The service worker (decision 187): our own source, with the shell's files injected as its precache list.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // main.tsx registers it (a few bytes); the manifest is our own file in public/.
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{html,js,css,png,svg,webmanifest}'],
        // The piece sets (decision 222) are fetched only for the set a board shows, never all up front.
        globIgnores: ['pieces/**'],
        // Only what `/` loads first: the lazy chunks (game room, 3D board, dictionaries) are cached when used.
        manifestTransforms: [shell.transform],
      },
    }),
    {
      // The colour scheme and board colours, set before the first paint (decision 221); the CSP allows it by hash.
      name: 'chesschat-theme-init',
      transformIndexHtml: (html) =>
        html.replace(THEME_INIT_PLACEHOLDER, `<script>${THEME_INIT_SCRIPT}</script>`),
    },
    {
      // Holds taps until the app is live, and on a signed-out visitor's public page loads it (decision 239).
      name: 'chesschat-wake-on-touch',
      transformIndexHtml: (html) =>
        html.replace(
          WAKE_ON_TOUCH_PLACEHOLDER,
          `<script ${WAKE_ENTRY_ATTRIBUTE}="">${WAKE_ON_TOUCH_SCRIPT}</script>`,
        ),
    },
  ],
  build: {
    outDir: process.env.WEB_OUT_DIR ?? '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // The shell chunk (React and the router) is ~340 KB raw, ~105 KB gzipped; `npm run size` guards the real budget.
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget },
      '/ws': { target: apiTarget, ws: true },
    },
  },
});
