import { z } from 'zod';
import { PUSH_SUBSCRIPTIONS_PER_USER_MAX } from '../../core/limits';
import { PushKeyResponse, PushSubscribeBody, PushUnsubscribeBody } from '../../core/protocol';
import { perPerson, requireUser } from '../accounts/session';
import type { Feature } from '../feature';
import { HttpError, parseWith, unauthorized } from '../http/errors';
import type { PushService } from './notifier';
import { endpointRefusal } from './push-hosts';
import { deleteSubscription, saveSubscription } from './store';

/** Switching notifications on and off: a person does it a few times; a script cannot churn the table. */
const PER_PERSON = { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: perPerson } };
const STORED = { 204: z.null().describe('Done; nothing to answer') };

/** Each route's schemas, for the API description (decision 181); the handlers parse with the same objects. */
const SCHEMAS = {
  key: { schema: { response: { 200: PushKeyResponse } } },
  subscribe: { config: PER_PERSON, schema: { body: PushSubscribeBody, response: STORED } },
  unsubscribe: { config: PER_PERSON, schema: { body: PushUnsubscribeBody, response: STORED } },
};

/**
 * Web Push opt-in (decision 185), for every plan: the browser asks for the server's public key,
 * subscribes with its push service, and hands the subscription over; turning it off removes it.
 */
export const pushFeature: Feature<{ push: PushService }> = (app, { db, config }, { push }) => {
  app.get(
    '/api/push/key',
    SCHEMAS.key,
    async (): Promise<PushKeyResponse> => ({ publicKey: push.publicKey }),
  );

  app.post('/api/push/subscribe', SCHEMAS.subscribe, async (request, reply) => {
    const user = requireUser(request);
    const body = parseWith(PushSubscribeBody, request.body);
    if (!request.sessionId) throw unauthorized();
    // Only a known push service's address: the server posts there when someone else acts (decision 248).
    const refusal = endpointRefusal(body.endpoint, config.pushServiceHosts);
    if (refusal !== null) throw new HttpError('push_endpoint_refused', `endpoint: ${refusal}`);
    const owner = { userId: user.id, sessionId: request.sessionId };
    const saved = await saveSubscription(db, owner, body, Date.now(), PUSH_SUBSCRIPTIONS_PER_USER_MAX);
    if (saved === 'taken') {
      throw new HttpError('push_endpoint_taken', 'This notification address belongs to another account');
    }
    return reply.status(204).send();
  });

  app.post('/api/push/unsubscribe', SCHEMAS.unsubscribe, async (request, reply) => {
    const user = requireUser(request);
    const { endpoint } = parseWith(PushUnsubscribeBody, request.body);
    await deleteSubscription(db, user.id, endpoint);
    return reply.status(204).send();
  });
};
