import type { FastifyInstance } from 'fastify';

/**
 * Lets a shutdown finish as soon as the requests in flight are answered. Node's server only closes
 * the connections that are idle when `close()` starts; a request still being answered then leaves a
 * keep-alive connection the client holds open, and the shutdown waited for its keep-alive timeout
 * (72 s in Fastify). So every answer sent once closing has begun says `Connection: close`, and Node
 * ends the connection with it.
 */
export function installGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook, not an async one: it runs on every answer, and a promise each would be waste.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
