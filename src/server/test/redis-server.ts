import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { freePort } from './harness';

/**
 * True when an executable `redis-server` is on the PATH. Looked up on disk rather than run: a spawned
 * `redis-server --version` once answered no on a busy machine, and the Redis tests were skipped in silence.
 */
export function hasRedisServer(): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => {
    try {
      accessSync(path.join(dir, 'redis-server'), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** A Redis server of the test's own, on a free port, that the test can stop and start again. */
export interface OwnRedis {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const own: OwnRedis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
      });
      for (let tries = 0; tries < 100; tries++) {
        if (await answersPing(port)) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`redis-server did not start on port ${port}`);
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
  await own.start();
  return own;
}
