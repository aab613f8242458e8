import { AdultDeclarationBody, CurrentUser, StrangerCallsBody } from '../../core/protocol';
import type { Feature } from '../feature';
import { parseWith } from '../http/errors';
import { requireUser, requireUserRow, toCurrentUser } from './session';
import { declareAdult, setStrangerCalls } from './stranger-call-columns';

const SCHEMAS = {
  declare: { schema: { body: AdultDeclarationBody, response: { 200: CurrentUser } } },
  strangerCalls: { schema: { body: StrangerCallsBody, response: { 200: CurrentUser } } },
};

/**
 * Calls with strangers, the person's side (decision 284): "I am 18 or over", stored once with its time,
 * and the setting that turns such calls off. Both answer the signed-in user as it now is.
 */
export const strangerCallRoutes: Feature<unknown> = (app, { db }) => {
  app.post('/api/account/adult-declaration', SCHEMAS.declare, async (request) => {
    const user = requireUser(request);
    parseWith(AdultDeclarationBody, request.body);
    await declareAdult(db.kysely, user.id, Date.now());
    return toCurrentUser(await requireUserRow(request, db));
  });

  app.put('/api/account/stranger-calls', SCHEMAS.strangerCalls, async (request) => {
    const user = requireUser(request);
    const { on } = parseWith(StrangerCallsBody, request.body);
    await setStrangerCalls(db.kysely, user.id, on);
    return toCurrentUser(await requireUserRow(request, db));
  });
};
