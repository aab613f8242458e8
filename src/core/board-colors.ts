/**
 * Colour maths for board themes (issue 17): WCAG contrast and a perceptual colour distance, and the check that
 * refuses a custom board where pieces or highlights would be hard to see. Pure, so the settings page previews
 * exactly what the server will accept.
 */

export type Rgb = readonly [number, number, number];

const HEX = /^#[0-9a-f]{6}$/i;

export function isHexColor(value: string): boolean {
  return HEX.test(value);
}

export function rgbOf(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG 2 relative luminance. */
export function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** The "redmean" distance: a cheap perceptual colour difference, 0 to about 765. */
export function colorDistance([r1, g1, b1]: Rgb, [r2, g2, b2]: Rgb): number {
  const mean = (r1 + r2) / 2;
  const dr = r1 - r2;
  const dg = g1 - g2;
  const db = b1 - b2;
  return Math.sqrt((2 + mean / 256) * dr * dr + 4 * dg * dg + (2 + (255 - mean) / 256) * db * db);
}

/** `top` laid over `base` at `alpha`, as the board draws its highlights. */
export function blend(base: Rgb, top: Rgb, alpha: number): Rgb {
  return [0, 1, 2].map((i) =>
    Math.round((base[i] as number) * (1 - alpha) + (top[i] as number) * alpha),
  ) as unknown as Rgb;
}
