import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../core/protocol';
import type { TournamentList } from '../../core/tournament/schemas';
import { person } from '../friends/test/people';
import { TestSocket } from '../live/test/test-socket';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';
import { tournamentApi, waitUntil } from './test/helpers';

type Standings = Extract<ServerMessage, { type: 'tournament_standings' }>;

// A Pro arena's standings over /ws (issue 30, decision 289): a signed-out watcher hears them at once, then at
// most once a second however fast the table changes, and the last frame has every change.
describe.each(testDatabases())('standings pushed in batches on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('sends a crowd of changes as at most one frame a second', async () => {
    let arenaId = '';
    await waitUntil(async () => {
      const list = (await app.request('GET', '/api/tournaments')).json as unknown as TournamentList;
      arenaId = list.arenas[0]?.id ?? '';
      return arenaId !== '';
    });
    const watcher = await TestSocket.open(app.url);
    await watcher.next('hello');
    watcher.send({ type: 'tournament', tournamentId: arenaId, watch: true });
    const first = await watcher.next('tournament_standings');
    expect(first.standings.me).toBeNull();
    const before = first.standings.players;

    const api = tournamentApi(app);
    const started = Date.now();
    for (let n = 0; n < 8; n++) {
      const joined = await api.act(await person(app, 'pro'), arenaId, 'join');
      expect(joined.status, joined.text).toBe(200);
    }
    const last = await watcher.next('tournament_standings', (m) => m.standings.players === before + 8, 6_000);
    const elapsed = Date.now() - started;
    const frames = watcher.received.filter(
      (m): m is Standings => (m as ServerMessage).type === 'tournament_standings',
    );
    // The first frame answered the watch; each later one waited a second after the one before it.
    const later = frames.length - 1;
    expect(later).toBeGreaterThanOrEqual(1);
    expect(later).toBeLessThanOrEqual(Math.floor(elapsed / 1000) + 1);
    expect(last.version).toBeGreaterThan(first.version);
    await watcher.close();
  }, 30_000);
});
