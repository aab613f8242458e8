import { expect } from 'vitest';
import type { TournamentPage } from '../../../core/tournament/schemas';
import type { TestPerson } from '../../friends/test/people';
import { TestSocket } from '../../live/test/test-socket';
import type { TestApp } from '../../test/harness';

/** Helpers of the tournaments' server tests: requests, sockets of present players, waiting. */

export async function waitUntil(
  condition: () => Promise<boolean> | boolean,
  timeoutMs = 8_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export function tournamentApi(app: TestApp) {
  const post = (p: TestPerson | null, path: string, body?: unknown) =>
    app.request('POST', path, {
      ...(p ? { cookie: p.cookie } : {}),
      ...(body === undefined ? {} : { body }),
    });
  return {
    create: (p: TestPerson, body: Record<string, unknown>) =>
      post(p, '/api/tournaments', {
        name: 'Friday arena',
        clock: '3+2',
        minutes: 30,
        startsAt: new Date(Date.now() + 3_600_000).toISOString(),
        ...body,
      }),
    page: async (p: TestPerson | null, id: string, token?: string): Promise<TournamentPage> => {
      const res = await app.request('GET', `/api/tournaments/${id}${token ? `?token=${token}` : ''}`, {
        ...(p ? { cookie: p.cookie } : {}),
      });
      expect(res.status, res.text).toBe(200);
      return res.json as unknown as TournamentPage;
    },
    act: (p: TestPerson | null, id: string, action: string, body?: unknown) =>
      post(p, `/api/tournaments/${id}/${action}`, body ?? {}),
  };
}

/** A player with a socket open, so the pairing counts them as present. */
export async function present(app: TestApp, p: TestPerson, open: TestSocket[]): Promise<TestSocket> {
  const socket = await TestSocket.open(app.url, { cookie: p.cookie });
  open.push(socket);
  await socket.next('hello');
  await waitUntil(() => app.server.services.userPresence.current(p.id, null).state !== 'offline');
  return socket;
}
