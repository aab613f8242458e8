import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/harness';
import { startedGame } from '../test/helpers';
import { loadGame, writeGame } from './store';

describe.each(testDatabases())('game changes in one transaction, on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app.close();
  });

  const note = (gameId: string, id: string) => ({
    id,
    gameId,
    userId: null,
    username: 'System',
    message: id,
    isSystem: 1,
    createdAt: Date.now(),
  });
  const notes = async (gameId: string) =>
    (
      await app.ctx.db.kysely.selectFrom('chatMessages').select('id').where('gameId', '=', gameId).execute()
    ).map((row) => row.id);

  it('keeps what a change wrote when it commits, and rolls all of it back when it lost its race', async () => {
    const { id } = await startedGame(app);
    const game = await loadGame(app.ctx.db.kysely, id);
    if (!game) throw new Error('no game');
    const lost = await writeGame(app.ctx.db.kysely, async (trx) => {
      await trx.insertInto('chatMessages').values(note(id, 'lost')).execute();
      return null;
    });
    expect(lost).toBeNull();
    const won = await writeGame(app.ctx.db.kysely, async (trx) => {
      await trx.insertInto('chatMessages').values(note(id, 'won')).execute();
      return game;
    });
    expect(won).toBe(game);
    expect(await notes(id)).toEqual(['won']);
  });

  it('passes on an error from the change, having rolled it back', async () => {
    const { id } = await startedGame(app);
    await expect(
      writeGame(app.ctx.db.kysely, async (trx) => {
        await trx.insertInto('chatMessages').values(note(id, 'failed')).execute();
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await notes(id)).toEqual([]);
  });
});
