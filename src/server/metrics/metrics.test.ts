import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { move, startedGame } from '../games/test/helpers';
import { TestSocket } from '../live/test/test-socket';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';

const TOKEN = 'a-long-random-metrics-token';

/** The value of one sample line (`name{labels} value`), or undefined when there is none. */
function sample(text: string, line: RegExp): number | undefined {
  const found = text.split('\n').find((row) => line.test(row));
  return found === undefined ? undefined : Number(found.split(' ').at(-1));
}

describe.each(testDatabases())('/metrics on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database, env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await app?.close();
  });

  const scrape = (authorization?: string) =>
    app.request('GET', '/metrics', authorization ? { headers: { authorization } } : {});

  it('refuses a scrape without the token, or with a wrong one, with 401', async () => {
    const missing = await scrape();
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(missing.json.message).toMatch(/Bearer/);
    expect((await scrape('Bearer not-the-token')).status).toBe(401);
    expect((await scrape(TOKEN)).status).toBe(401);
  });

  it('answers in Prometheus format with the named metrics after a move', async () => {
    const before = await scrape(`Bearer ${TOKEN}`);
    const movesBefore = sample(before.text, /^chesschat_moves_total /) ?? 0;
    const game = await startedGame(app);
    const socket = await TestSocket.open(app.url, { cookie: game.white.cookie });
    try {
      expect((await move(app, game, game.white, 'e2-e4', 0)).status).toBe(200);
      const res = await scrape(`Bearer ${TOKEN}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = res.text;
      expect(sample(text, /^chesschat_moves_total /)).toBe(movesBefore + 1);
      expect(sample(text, /^chesschat_move_relay_seconds_count /)).toBeGreaterThanOrEqual(1);
      expect(sample(text, /^chesschat_games_live /)).toBeGreaterThanOrEqual(1);
      expect(sample(text, /^chesschat_open_sockets /)).toBe(1);
      expect(sample(text, /^chesschat_db_query_duration_seconds_count /)).toBeGreaterThan(0);
      expect(
        sample(
          text,
          /^chesschat_http_request_duration_seconds_count\{method="POST",route="\/api\/games\/:id\/move",status="200"\} /,
        ),
      ).toBe(1);
      expect(text).toContain('# TYPE process_cpu_seconds_total counter');
      expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    } finally {
      socket.ws.close();
    }
  });

  it('labels requests that match no route as one route, whatever their path', async () => {
    await app.request('GET', '/api/no-such-thing-1');
    await app.request('GET', '/api/no-such-thing-2');
    const text = (await scrape(`Bearer ${TOKEN}`)).text;
    expect(text).not.toContain('no-such-thing');
    expect(sample(text, /_count\{method="GET",route="unmatched",status="404"\} /)).toBeGreaterThanOrEqual(2);
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('does not exist, whatever the request carries', async () => {
    const res = await app.request('GET', '/metrics', { headers: { authorization: 'Bearer anything' } });
    expect(res.status).toBe(404);
    expect(res.json.message).toMatch(/Not found/);
  });
});
