import type { PieceLetter } from '../../core/chess';

/**
 * The pieces the card draws are the ones the board shows: react-chessboard's set (the Cburnett shapes,
 * credited in README "Third-party assets"), rendered once to SVG markup. Loaded on the first card only,
 * so the server starts without React.
 */
let drawings: Promise<Map<PieceLetter, string>> | null = null;

async function renderDrawings(): Promise<Map<PieceLetter, string>> {
  const [{ createElement }, { renderToStaticMarkup }, { defaultPieces }] = await Promise.all([
    import('react'),
    import('react-dom/server'),
    import('react-chessboard'),
  ]);
  const map = new Map<PieceLetter, string>();
  for (const letter of ['K', 'Q', 'R', 'B', 'N', 'P', 'k', 'q', 'r', 'b', 'n', 'p'] as const) {
    const key = `${letter === letter.toUpperCase() ? 'w' : 'b'}${letter.toUpperCase()}`;
    const Drawing = defaultPieces[key];
    if (!Drawing) throw new Error(`react-chessboard has no drawing for ${key}`);
    map.set(letter, renderToStaticMarkup(createElement(Drawing)));
  }
  return map;
}

/** Each piece as a standalone `<svg viewBox="0 0 45 45">`, to be placed with x, y, width and height. */
export function pieceDrawings(): Promise<Map<PieceLetter, string>> {
  drawings ??= renderDrawings().catch((error: unknown) => {
    drawings = null;
    throw error;
  });
  return drawings;
}
