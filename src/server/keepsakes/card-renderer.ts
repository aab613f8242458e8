import { existsSync } from 'node:fs';
import { renderAsync } from '@resvg/resvg-js';
import type { Words } from '../i18n/words';
import { type CardInput, gameCardSvg } from './card-svg';
import { pieceDrawings } from './piece-drawings';

/**
 * Debian's DejaVu Sans (package fonts-dejavu-core, Bitstream Vera licence; installed in the Docker image).
 * Where it is missing, resvg falls back to whatever system fonts it finds.
 */
export const CARD_FONT_FILES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
];

/** Cards kept in memory: a finished game's card never changes, so the first render serves every later share. */
const CACHE_ENTRIES = 200;

export interface CardRenderer {
  /** The PNG of the game's card; `key` names the game. Renders once, then answers from the cache. */
  png(key: string, input: () => Promise<CardInput | null>, words: Words): Promise<Buffer | null>;
  /** How many cards were rendered (not served from the cache): tests read it. */
  readonly renders: number;
}

async function render(input: CardInput, words: Words): Promise<Buffer> {
  const svg = gameCardSvg(input, await pieceDrawings(), words);
  const fontFiles = CARD_FONT_FILES.filter((file) => existsSync(file));
  // On libuv's thread pool: a render must not stall the move path.
  const image = await renderAsync(svg, {
    font: { fontFiles, loadSystemFonts: fontFiles.length === 0, defaultFontFamily: 'DejaVu Sans' },
  });
  return image.asPng();
}

export function createCardRenderer(): CardRenderer {
  // Insertion order is recency order: a hit is moved to the end, the first key is the oldest.
  const cache = new Map<string, Promise<Buffer | null>>();
  let renders = 0;
  return {
    get renders() {
      return renders;
    },
    png(key, input, words) {
      const cached = cache.get(key);
      if (cached) {
        cache.delete(key);
        cache.set(key, cached);
        return cached;
      }
      // The promise is cached, so two crawlers asking at once share one render.
      const pending = input().then(async (data) => {
        if (!data) {
          cache.delete(key);
          return null;
        }
        renders += 1;
        return render(data, words);
      });
      pending.catch(() => cache.delete(key));
      cache.set(key, pending);
      if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
      return pending;
    },
  };
}
