import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardThemeById } from '../../core/board-themes';
import { PIECE_SETS } from '../../core/piece-sets';
import { BoardSettings } from '../../core/protocol';
import { testDatabases } from '../test/databases';
import { buildUser, signIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';

const CUSTOM = {
  light: '#f5ecd7',
  dark: '#8b6b4a',
  lastMove: '#facc15',
  selected: '#22c55e',
  check: '#ef4444',
  premove: '#3b82f6',
};

describe.each(testDatabases())('board settings on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function player(tier: 'free' | 'premium' | 'pro') {
    const user = await buildUser(app.ctx.db, { subscriptionTier: tier });
    return { user, cookie: await signIn(app.ctx.db, user.id) };
  }
  const put = (cookie: string, body: unknown) => app.request('PUT', '/api/settings/board', { cookie, body });
  const get = async (cookie: string) =>
    BoardSettings.parse((await app.request('GET', '/api/settings/board', { cookie })).json);

  it('starts on Classic and keeps a standard theme for every plan', async () => {
    const free = await player('free');
    expect(await get(free.cookie)).toMatchObject({
      theme: 'classic',
      effectiveTheme: 'classic',
      customColors: null,
    });
    const saved = await put(free.cookie, { theme: 'green' });
    expect(saved.status, saved.text).toBe(200);
    expect((await get(free.cookie)).colors.dark).toBe(boardThemeById('green')?.dark);
  });

  it('refuses a Premium theme to Free and a custom theme to Premium, with a code', async () => {
    const free = await player('free');
    const walnut = await put(free.cookie, { theme: 'walnut' });
    expect(walnut.status).toBe(403);
    expect(walnut.json).toMatchObject({
      code: 'theme_not_in_plan',
      message: 'The Walnut board comes with Premium and Pro.',
    });
    const premium = await player('premium');
    expect((await put(premium.cookie, { theme: 'walnut' })).status).toBe(200);
    const custom = await put(premium.cookie, { theme: 'custom', customColors: CUSTOM });
    expect(custom.status).toBe(403);
    expect(custom.json).toMatchObject({
      code: 'theme_not_in_plan',
      message: 'A custom board theme comes with Pro.',
    });
  });

  it('takes a Pro player’s custom colours, refusing poor contrast', async () => {
    const pro = await player('pro');
    const faint = await put(pro.cookie, { theme: 'custom', customColors: { ...CUSTOM, dark: '#f0e6d0' } });
    expect(faint.status).toBe(400);
    expect(faint.json.code).toBe('poor_contrast');
    expect(faint.json.message).toContain('too alike');
    const saved = await put(pro.cookie, { theme: 'custom', customColors: CUSTOM });
    expect(saved.status, saved.text).toBe(200);
    expect(await get(pro.cookie)).toMatchObject({
      theme: 'custom',
      effectiveTheme: 'custom',
      colors: CUSTOM,
    });
  });

  it('falls back to Classic on a downgrade without losing the custom colours', async () => {
    const pro = await player('pro');
    expect((await put(pro.cookie, { theme: 'custom', customColors: CUSTOM })).status).toBe(200);
    await app.ctx.db.kysely
      .updateTable('users')
      .set({ subscriptionTier: 'free' })
      .where('id', '=', pro.user.id)
      .execute();
    expect(await get(pro.cookie)).toMatchObject({
      theme: 'custom',
      customColors: CUSTOM,
      effectiveTheme: 'classic',
      colors: { light: boardThemeById('classic')?.light },
    });
    await app.ctx.db.kysely
      .updateTable('users')
      .set({ subscriptionTier: 'pro' })
      .where('id', '=', pro.user.id)
      .execute();
    expect((await get(pro.cookie)).effectiveTheme).toBe('custom');
  });

  it('gives every plan the standard piece sets and refuses the rest to Free, with a code', async () => {
    const free = await player('free');
    expect(await get(free.cookie)).toMatchObject({ pieceSet: 'classic', effectivePieceSet: 'classic' });
    const merida = await put(free.cookie, { pieceSet: 'merida' });
    expect(merida.status, merida.text).toBe(200);
    expect(await get(free.cookie)).toMatchObject({ pieceSet: 'merida', effectivePieceSet: 'merida' });
    const noto = await put(free.cookie, { pieceSet: 'noto' });
    expect(noto.status).toBe(403);
    expect(noto.json).toMatchObject({
      code: 'piece_set_not_in_plan',
      message: 'The Noto pieces come with Premium and Pro.',
    });
    expect((await get(free.cookie)).pieceSet).toBe('merida');
    const premium = await player('premium');
    for (const set of PIECE_SETS) {
      const saved = await put(premium.cookie, { pieceSet: set.id });
      expect(saved.status, `${set.id}: ${saved.text}`).toBe(200);
      expect(BoardSettings.parse(saved.json).effectivePieceSet).toBe(set.id);
    }
    expect((await put(premium.cookie, { pieceSet: 'alpha' })).status).toBe(400);
    expect((await put(premium.cookie, {})).status).toBe(400);
  });

  it('keeps the theme when only the pieces change, and the pieces when only the theme does', async () => {
    const pro = await player('pro');
    expect((await put(pro.cookie, { theme: 'walnut' })).status).toBe(200);
    expect((await put(pro.cookie, { pieceSet: 'pirouetti' })).status).toBe(200);
    expect(await get(pro.cookie)).toMatchObject({ theme: 'walnut', pieceSet: 'pirouetti' });
    expect((await put(pro.cookie, { theme: 'green' })).status).toBe(200);
    expect(await get(pro.cookie)).toMatchObject({ theme: 'green', pieceSet: 'pirouetti' });
  });

  it('draws the default pieces after a downgrade and brings the choice back on an upgrade', async () => {
    const premium = await player('premium');
    expect((await put(premium.cookie, { pieceSet: 'dejavu' })).status).toBe(200);
    const setTier = (tier: 'free' | 'premium') =>
      app.ctx.db.kysely
        .updateTable('users')
        .set({ subscriptionTier: tier })
        .where('id', '=', premium.user.id)
        .execute();
    await setTier('free');
    expect(await get(premium.cookie)).toMatchObject({ pieceSet: 'dejavu', effectivePieceSet: 'classic' });
    // Saving a free board theme meanwhile keeps the kept pieces.
    expect((await put(premium.cookie, { theme: 'blue' })).status).toBe(200);
    await setTier('premium');
    expect(await get(premium.cookie)).toMatchObject({ pieceSet: 'dejavu', effectivePieceSet: 'dejavu' });
  });

  it('needs a signed-in player', async () => {
    expect((await app.request('GET', '/api/settings/board')).status).toBe(401);
    expect((await app.request('PUT', '/api/settings/board', { body: { theme: 'green' } })).status).toBe(401);
  });
});
