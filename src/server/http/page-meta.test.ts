import { describe, expect, it } from 'vitest';
import { type SharingCard, withPageMeta } from './page-meta';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="The generic description." />
    <title>The generic title</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const APP_URL = 'https://chess.example';

/** A shared game's card, as `gameSharingCard` makes it, for a player whose display name is `name`. */
function gameCard(name: string): SharingCard {
  return {
    title: `${name} vs Alex · 1-0 · ChessChat`,
    description: `A game of chess between ${name} (White) and Alex (Black).`,
    path: '/game/abc',
    imagePath: '/game/abc/card.png',
    largeImage: true,
  };
}

describe('the head tags of a shared page', () => {
  // Every pattern String.prototype.replace reads in a replacement string.
  it.each([
    ['$$', '$$'],
    ['$&', '$&amp;'],
    ['$`', '$`'],
    ["$'", "$'"],
    ['$1', '$1'],
    ['$<name>', '$&lt;name&gt;'],
  ])('keeps a display name with %s as it is', (pattern, escaped) => {
    const html = withPageMeta(INDEX_HTML, gameCard(`Sam ${pattern} Fool`), APP_URL);
    const shown = `Sam ${escaped} Fool`;
    expect(html).toContain(`<title>${shown} vs Alex · 1-0 · ChessChat</title>`);
    expect(html).toContain(`<meta property="og:title" content="${shown} vs Alex · 1-0 · ChessChat" />`);
    expect(html).toContain(`<meta name="twitter:title" content="${shown} vs Alex · 1-0 · ChessChat" />`);
    expect(html).toContain(
      `<meta name="description" content="A game of chess between ${shown} (White) and Alex (Black)." />`,
    );
    // Nothing of the page was copied into the tags, and the page around them is whole.
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<html lang="en">/g)).toHaveLength(1);
    expect(html.match(/<div id="root"><\/div>/g)).toHaveLength(1);
    expect(html).not.toContain('The generic');
    expect(html.endsWith('</html>')).toBe(true);
  });
});
