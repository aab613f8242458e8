import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WS_FRAME_LIMIT_BYTES } from '../../core/limits';
import { type FakeRefereeApp, startFakeRefereeApp } from './test/fake-referee-app';
import { TestSocket } from './test/test-socket';

/** Every JSON line the app logs, parsed. */
function memoryLog() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, log: pino({ level: 'info' }, stream) };
}

describe('socket errors in the log', () => {
  const captured = memoryLog();
  let live: FakeRefereeApp;
  beforeAll(async () => {
    live = await startFakeRefereeApp('sqlite', { log: captured.log });
  });
  afterAll(async () => {
    await live?.close();
  });

  it('logs an oversized frame once per socket, at warn, without a stack', async () => {
    const sockets = await Promise.all([TestSocket.open(live.url), TestSocket.open(live.url)]);
    for (const socket of sockets) {
      await socket.next('hello');
      for (let i = 0; i < 3; i += 1) socket.send('x'.repeat(WS_FRAME_LIMIT_BYTES + 1));
      await socket.closed;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    const socketErrors = captured.lines.filter((line) => JSON.stringify(line).includes('Max payload'));
    expect(socketErrors).toHaveLength(2);
    for (const line of socketErrors) {
      expect(line.level).toBe(40);
      expect(JSON.stringify(line)).not.toContain('"stack"');
      expect(line.msg).toBe('live socket error');
    }
  });
});
