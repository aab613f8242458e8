/**
 * How the Letters piece set (src/web/public/pieces/letters, decision 222) was drawn: a disc per piece, white
 * or black, with the piece's letter from DejaVu Sans Bold (npm dejavu-fonts-ttf, Bitstream Vera licence).
 * Run once from a scratch folder with `npm i opentype.js@1 dejavu-fonts-ttf`; the SVGs are committed.
 */
import fs from 'node:fs';
import opentype from 'opentype.js';

const buf = fs.readFileSync('node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
const font = opentype.parse(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
fs.mkdirSync('out/letters', { recursive: true });
for (const letter of ['K', 'Q', 'R', 'B', 'N', 'P']) {
  const glyph = font.charToGlyph(letter);
  const raw = glyph.getPath(0, 0, 1000).getBoundingBox();
  const scale = 20 / (raw.y2 - raw.y1);
  const ox = 22.5 - ((raw.x1 + raw.x2) / 2) * scale;
  const oy = 22.5 - ((raw.y1 + raw.y2) / 2) * scale;
  const d = glyph.getPath(0, 0, 1000).toPathData(1);
  const tf = `matrix(${scale.toFixed(5)} 0 0 ${scale.toFixed(5)} ${ox.toFixed(3)} ${oy.toFixed(3)})`;
  for (const [side, disc, ring, ink] of [
    ['w', '#fff', '#000', '#000'],
    ['b', '#000', '#fff', '#fff'],
  ]) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 45 45"><circle cx="22.5" cy="22.5" r="18" fill="${disc}" stroke="#000" stroke-width="2"/><circle cx="22.5" cy="22.5" r="15.5" fill="none" stroke="${ring}" stroke-width="1"/><path transform="${tf}" fill="${ink}" d="${d}"/></svg>\n`;
    fs.writeFileSync(`out/letters/${side}${letter}.svg`, svg);
  }
}
