import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_CARD_HEIGHT, GAME_CARD_WIDTH } from '../../core/game-card';
import { buildPlayer, createGame, playMoves, type StartedGame, startedGame } from '../games/test/helpers';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="The generic description." />
    <title>The generic title</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the PNG's IHDR chunk, which the format puts first. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe.each(testDatabases())('game cards and shared game links on %s', (database) => {
  let app: TestApp;
  let finished: StartedGame;
  const webDist = path.join(os.tmpdir(), `chesschat-cards-${process.pid}-${database}`);

  beforeAll(async () => {
    mkdirSync(webDist, { recursive: true });
    writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
    app = await startTestApp({ database, webDist });
    finished = await startedGame(app);
    await app.ctx.db.kysely
      .updateTable('users')
      .set({ displayName: 'Sam <Fool>' })
      .where('id', '=', finished.white.user.id)
      .execute();
    // Fool's mate: Black wins by checkmate.
    await playMoves(app, finished, ['f2-f3', 'e7-e5', 'g2-g4', 'd8-h4']);
  });
  afterAll(async () => {
    await app?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('renders a finished game as a 1200×630 PNG, once', async () => {
    const before = app.server.services.cards.renders;
    const res = await fetch(`${app.url}/game/${finished.id}/card.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const png = Buffer.from(await res.arrayBuffer());
    expect(pngSize(png)).toEqual({ width: GAME_CARD_WIDTH, height: GAME_CARD_HEIGHT });
    expect(png.length).toBeGreaterThan(10_000);

    const again = Buffer.from(await (await fetch(`${app.url}/game/${finished.id}/card.png`)).arrayBuffer());
    expect(again.equals(png)).toBe(true);
    expect(app.server.services.cards.renders).toBe(before + 1);
  });

  it('answers 404 for unknown, waiting and active games without rendering', async () => {
    const active = await startedGame(app);
    const waiting = await createGame(app, await buildPlayer(app));
    const before = app.server.services.cards.renders;
    for (const id of ['no-such-game', active.id, waiting]) {
      const res = await app.request('GET', `/game/${id}/card.png`);
      expect(res.status, id).toBe(404);
      expect(res.json.code).toBe('not_found');
    }
    expect(app.server.services.cards.renders).toBe(before);
  });

  it('gives a finished game page its own title and a large card for link previews', async () => {
    const res = await app.request('GET', `/game/${finished.id}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).not.toContain('The generic title');
    const black = finished.black.user.username;
    expect(res.text).toContain(`<title>Sam &lt;Fool&gt; vs ${black} · 0-1 · ChessChat</title>`);
    expect(res.text).toContain(
      `<meta property="og:image" content="${app.url}/game/${finished.id}/card.png" />`,
    );
    expect(res.text).toContain(
      `<meta name="twitter:image" content="${app.url}/game/${finished.id}/card.png" />`,
    );
    expect(res.text).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(res.text).toContain('Black wins by checkmate.');
  });

  it('words the card and the link preview in the language of the address it is shared from', async () => {
    const res = await app.request('GET', `/es/game/${finished.id}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain(
      `<meta property="og:image" content="${app.url}/game/${finished.id}/card.png?lang=es" />`,
    );
    expect(res.text).toContain('Las negras ganan por jaque mate.');
    expect(res.text).toContain('Una partida de ajedrez entre Sam &lt;Fool&gt; (blancas)');

    const before = app.server.services.cards.renders;
    const english = Buffer.from(await (await fetch(`${app.url}/game/${finished.id}/card.png`)).arrayBuffer());
    const spanish = await fetch(`${app.url}/game/${finished.id}/card.png?lang=es`);
    expect(spanish.status).toBe(200);
    const png = Buffer.from(await spanish.arrayBuffer());
    expect(pngSize(png)).toEqual({ width: GAME_CARD_WIDTH, height: GAME_CARD_HEIGHT });
    expect(png.equals(english)).toBe(false);
    expect(app.server.services.cards.renders).toBeGreaterThan(before);

    const unknown = await app.request('GET', `/game/${finished.id}/card.png?lang=xx`);
    expect([unknown.status, unknown.json.code]).toEqual([400, 'invalid_input']);
  });

  it('still draws the card of a player whose stored name holds characters XML cannot', async () => {
    const game = await startedGame(app);
    // Stored before names were held to the rules: U+FFFE, U+FFFF, a C0 control and a lone surrogate half.
    await app.ctx.db.kysely
      .updateTable('users')
      .set({ displayName: 'Sam\uFFFE\uFFFF\u0001\uD800 Fool' })
      .where('id', '=', game.white.user.id)
      .execute();
    await playMoves(app, game, ['f2-f3', 'e7-e5', 'g2-g4', 'd8-h4']);
    const res = await fetch(`${app.url}/game/${game.id}/card.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await res.arrayBuffer());
    expect(pngSize(png)).toEqual({ width: GAME_CARD_WIDTH, height: GAME_CARD_HEIGHT });
  });

  it("puts a display name's $ patterns into the game page's tags as they are", async () => {
    const game = await startedGame(app);
    const name = "Sam $$ $& $` $' $1 $<name>";
    await app.ctx.db.kysely
      .updateTable('users')
      .set({ displayName: name })
      .where('id', '=', game.white.user.id)
      .execute();
    await playMoves(app, game, ['f2-f3', 'e7-e5', 'g2-g4', 'd8-h4']);
    const res = await app.request('GET', `/game/${game.id}`);
    expect(res.status).toBe(200);
    const shown = "Sam $$ $&amp; $` $' $1 $&lt;name&gt;";
    const title = `${shown} vs ${game.black.user.username} · 0-1 · ChessChat`;
    expect(res.text).toContain(`<title>${title}</title>`);
    expect(res.text).toContain(`<meta property="og:title" content="${title}" />`);
    expect(res.text.match(/<\/head>/g)).toHaveLength(1);
    expect(res.text.match(/<div id="root"><\/div>/g)).toHaveLength(1);
  });

  it('serves games in play as the plain app', async () => {
    const active = await startedGame(app);
    const res = await app.request('GET', `/game/${active.id}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('The generic title');
    expect(res.text).not.toContain('og:image');
  });
});
