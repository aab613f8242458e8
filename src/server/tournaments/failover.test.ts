import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TournamentPage } from '../../core/tournament/schemas';
import { befriend, person } from '../friends/test/people';
import type { TestSocket } from '../live/test/test-socket';
import { createPgSchema, testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';
import { tournamentLeaseHolder } from './store/lease';
import { present, tournamentApi, waitUntil } from './test/helpers';

// Two instances on one database and one bus (issue 30, decision 289): one pairs at a time, by the lease; when
// the one holding it dies (it stops without a word), the other takes the lease over and pairs within seconds.
describe.each(testDatabases())('tournaments on two instances on %s', (database) => {
  let a: TestApp;
  let b: TestApp;
  let cleanup: () => Promise<void> = async () => {};
  const open: TestSocket[] = [];

  beforeAll(async () => {
    if (database === 'postgres') {
      const schema = await createPgSchema(process.env.TEST_DATABASE_URL as string);
      cleanup = schema.drop;
      a = await startTestApp({ database, pgSchema: schema.schema });
      b = await startTestApp({ database, pgSchema: schema.schema, bus: a.ctx.bus });
    } else {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chesschat-failover-'));
      cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
      a = await startTestApp({ database, dataDir });
      b = await startTestApp({ database, dataDir, bus: a.ctx.bus });
    }
  });
  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()));
    await b?.close();
    await a?.close();
    await cleanup();
  });

  it('pairs on the surviving instance once the lease holder dies', async () => {
    const runners = [a, b].map((app) => app.server.services.tournaments.runner);
    // Exactly one of the two holds the lease.
    let held: boolean[] = [];
    await waitUntil(async () => {
      held = await Promise.all(runners.map((r) => r.tick()));
      return held.filter(Boolean).length === 1;
    });
    const dying = held[0] ? a : b;
    const surviving = dying === a ? b : a;
    const before = await tournamentLeaseHolder(a.ctx.db, Date.now());
    expect(before).not.toBeNull();

    const api = tournamentApi(surviving);
    const ann = await person(surviving, 'pro');
    const bob = await person(surviving, 'free');
    await befriend(surviving, ann, bob);
    const id = ((await api.create(ann, { invite: [bob.username] })).json as unknown as TournamentPage)
      .tournament.id;
    expect((await api.act(bob, id, 'join')).status).toBe(200);
    for (const p of [ann, bob]) await present(surviving, p, open);

    // The holder dies: it stops ticking and never lets its lease go.
    await dying.server.services.tournaments.runner.halt();
    const diedAt = Date.now();
    expect((await api.act(ann, id, 'start')).status).toBe(200);

    // The survivor takes the lease when it runs out, and pairs the two.
    await waitUntil(async () => {
      const rows = await surviving.ctx.db.kysely
        .selectFrom('tournamentGames')
        .select('gameId')
        .where('tournamentId', '=', id)
        .execute();
      return rows.length === 1;
    }, 10_000);
    expect(Date.now() - diedAt).toBeLessThan(8_000);
    const after = await tournamentLeaseHolder(a.ctx.db, Date.now());
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
    expect(await surviving.server.services.tournaments.runner.tick()).toBe(true);
    const page = await api.page(ann, id);
    expect(page.me?.nextGame ?? page.me?.gameId).toBeTruthy();
  }, 40_000);
});
