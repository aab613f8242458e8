/**
 * How the DejaVu and Noto piece sets (src/web/public/pieces, decision 222) were drawn: the font's chess
 * glyphs U+2654–265F as SVG paths. A white piece is the black glyph's silhouette filled white under the white
 * glyph's outline; a black piece is the reverse. Run once from a scratch folder with the font packages
 * (`npm i opentype.js@1 dejavu-fonts-ttf @fontsource/noto-sans-symbols-2`):
 *   node glyph-set.mjs node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf out/dejavu dejavu
 *   node glyph-set.mjs node_modules/@fontsource/noto-sans-symbols-2/files/noto-sans-symbols-2-symbols-400-normal.woff out/noto noto
 * It is not part of the build: the SVGs are committed.
 */
import fs from 'node:fs';
import opentype from 'opentype.js';

const [fontPath, outDir, label] = process.argv.slice(2);
const buf = fs.readFileSync(fontPath);
const font = opentype.parse(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
fs.mkdirSync(outDir, { recursive: true });
// U+2654.. white K Q R B N P, U+265A.. black K Q R B N P
const order = ['K', 'Q', 'R', 'B', 'N', 'P'];
const S = 45;
for (let i = 0; i < 6; i++) {
  const white = font.charToGlyph(String.fromCodePoint(0x2654 + i));
  const black = font.charToGlyph(String.fromCodePoint(0x265a + i));
  if (!white.unicode || !black.unicode) {
    console.log('missing', order[i]);
    continue;
  }
  // fit the black glyph's box into 45x45 with a margin, same transform for both glyphs
  const size = 1000;
  const pb = black.getPath(0, 0, size);
  const bb = pb.getBoundingBox();
  const pw = white.getPath(0, 0, size);
  const wb = pw.getBoundingBox();
  const x1 = Math.min(bb.x1, wb.x1),
    y1 = Math.min(bb.y1, wb.y1),
    x2 = Math.max(bb.x2, wb.x2),
    y2 = Math.max(bb.y2, wb.y2);
  const scale = (S * 0.86) / Math.max(x2 - x1, y2 - y1);
  const ox = (S - (x2 - x1) * scale) / 2 - x1 * scale;
  const oy = S * 0.95 - y2 * scale;
  // Paths at 1000 units, placed by one transform so both glyphs of a piece line up.
  const d = (g) => g.getPath(0, 0, size).toPathData(2);
  const tf = `matrix(${scale.toFixed(5)} 0 0 ${scale.toFixed(5)} ${ox.toFixed(3)} ${oy.toFixed(3)})`;
  const w = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 45 45"><g transform="${tf}"><path d="${d(black)}" fill="#fff"/><path d="${d(white)}" fill="#000" fill-rule="evenodd"/></g></svg>\n`;
  const b = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 45 45"><g transform="${tf}"><path d="${d(white)}" fill="#fff"/><path d="${d(black)}" fill="#000"/></g></svg>\n`;
  fs.writeFileSync(`${outDir}/w${order[i]}.svg`, w);
  fs.writeFileSync(`${outDir}/b${order[i]}.svg`, b);
}
console.log(label, 'done', fs.readdirSync(outDir).length);
