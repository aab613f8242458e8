import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installGracefulClose } from './graceful-close';

describe('closing with a request in flight', () => {
  it('answers it with Connection: close, so the shutdown does not wait on the kept-alive connection', async () => {
    const app = Fastify();
    installGracefulClose(app);
    let received: () => void = () => {};
    const arrived = new Promise<void>((resolve) => {
      received = resolve;
    });
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.get('/slow', async () => {
      received();
      await released;
      return { done: true };
    });
    app.get('/fast', async () => 'ok');
    // The slow answer is let go once closing has begun (hooks run in the order they were added).
    app.addHook('preClose', async () => release());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');

    // Before closing, answers keep the connection for the next request.
    const before = await fetch(`http://127.0.0.1:${address.port}/fast`);
    expect(await before.text()).toBe('ok');
    expect(before.headers.get('connection')).toBe('keep-alive');

    const answer = fetch(`http://127.0.0.1:${address.port}/slow`);
    await arrived;
    const closed = app.close();
    const response = await answer;
    expect(await response.json()).toEqual({ done: true });
    expect(response.headers.get('connection')).toBe('close');
    // Without the header this waits for the server's keep-alive timeout, well past the test's.
    await closed;
  });
});
