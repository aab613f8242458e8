// `npm run icons`: draws the favicon set and the web app manifest's icons from src/web/public/favicon.svg.
// The PNGs are committed; run this again after changing the SVG.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { ROOT } from './build.mjs';

const PUBLIC = path.join(ROOT, 'src/web/public');
const source = readFileSync(path.join(PUBLIC, 'favicon.svg'), 'utf8');

function replaceOnce(text, from, to) {
  if (!text.includes(from))
    throw new Error(`favicon.svg no longer contains ${from}; update scripts/icons.mjs`);
  return text.replace(from, to);
}

// Home screens and maskable icons get a tile that fills the square, with no corners to show through. The
// knight already sits inside the central circle of 80 % of the width that a mask may keep.
const fullBleed = replaceOnce(source, 'rx="14"', 'rx="0"');

const ICONS = [
  { file: 'icon-192.png', svg: source, size: 192 },
  { file: 'icon-512.png', svg: source, size: 512 },
  { file: 'icon-maskable-512.png', svg: fullBleed, size: 512 },
  { file: 'apple-touch-icon.png', svg: fullBleed, size: 180 },
  { file: 'favicon-32.png', svg: source, size: 32 },
];

for (const { file, svg, size } of ICONS) {
  const png = new Resvg(svg, {
    fitTo: { mode: 'width', value: size },
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Serif', serifFamily: 'DejaVu Serif' },
  })
    .render()
    .asPng();
  writeFileSync(path.join(PUBLIC, file), png);
  console.log(`${file}: ${size}×${size}, ${png.length} bytes`);
}
