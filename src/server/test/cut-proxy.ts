import { connect, createServer, type Server, type Socket } from 'node:net';
import { freePort } from '../../../scripts/free-port.mjs';

/**
 * A TCP relay between the app and a backing service (PostgreSQL, Redis) that a test or benchmark can cut
 * and restore: what a failover, a network cut or a restart of the service looks like to the app, without
 * touching the service itself (others share it). Cut: every relayed connection is destroyed and new ones
 * are refused (the port stops listening). Restore: it listens again on the same port.
 */
export interface CutProxy {
  /** The relay's port on 127.0.0.1. */
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startCutProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<CutProxy> {
  const port = await freePort();
  const pairs = new Set<[Socket, Socket]>();
  let server: Server | null = null;

  const relay = (client: Socket) => {
    const upstream = connect(targetPort, targetHost);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer(relay);
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        server = next;
        resolve();
      });
    });

  const stopListening = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = null;
      if (!current) return resolve();
      current.close(() => resolve());
    });

  const cut = async () => {
    const closing = stopListening();
    for (const [client, upstream] of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
    await closing;
  };

  await listen();
  return {
    port,
    cut,
    restore: () => (server ? Promise.resolve() : listen()),
    close: cut,
  };
}
