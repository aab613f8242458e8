/**
 * How the favicons' knight became a path (decision 239): the three favicon SVGs in src/web/public drew it as the
 * text "♞" in a serif font, which a browser lays out in a document of its own, with a font fallback search, on
 * the page's main thread at every page load. This writes DejaVu Sans's U+265E (the font the browsers here fell
 * back to, and `npm run icons` draws) as a path in its place, at the same size and position. Run once from a
 * scratch folder with opentype.js (`npm i opentype.js@1`), then `npm run icons`:
 *   node favicon-knight.mjs /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf src/web/public
 * It is not part of the build: the SVGs are committed.
 */
import fs from 'node:fs';
import path from 'node:path';
import opentype from 'opentype.js';

const [fontPath, publicDir] = process.argv.slice(2);
const buf = fs.readFileSync(fontPath);
const font = opentype.parse(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
const knight = font.charToGlyph('\u265e');
if (!knight.unicode) throw new Error(`${fontPath} has no U+265E`);

// The text it replaces: x="32" y="46" font-size="40" text-anchor="middle".
const TEXT =
  /<text x="32" y="46" font-size="40" text-anchor="middle" fill="#fff" font-family="serif">♞<\/text>/;
const size = 40;
const left = 32 - (knight.advanceWidth * size) / font.unitsPerEm / 2;
const knightPath = `<path d="${knight.getPath(left, 46, size).toPathData(2)}" fill="#fff"/>`;

for (const name of ['favicon.svg', 'favicon-your-move.svg', 'favicon-game-over.svg']) {
  const file = path.join(publicDir, name);
  const svg = fs.readFileSync(file, 'utf8');
  if (!TEXT.test(svg)) throw new Error(`${name} has no knight text to replace`);
  fs.writeFileSync(file, svg.replace(TEXT, knightPath));
  console.log(`${name}: knight drawn as a path`);
}
