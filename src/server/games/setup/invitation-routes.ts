import type { FastifyInstance } from 'fastify';
import { IdParams, InvitationResponse, InvitationsResponse } from '../../../core/protocol';
import { requireUser } from '../../accounts/session';
import type { Db } from '../../db/database';
import { conflict, notFound, parseWith } from '../../http/errors';
import { declineInvitation, findInvitation, pendingInvitations } from './invitation-store';

/** Each route's schemas, for the API description (decision 181). */
const SCHEMAS = {
  list: { schema: { response: { 200: InvitationsResponse } } },
  decline: { schema: { params: IdParams, response: { 200: InvitationResponse } } },
};

/**
 * The signed-in user's invitations (dashboard). Accepting one is joining its game; declining one
 * releases the seat it held, which `onDeclined` tells the game's room.
 */
export function invitationRoutes(
  app: FastifyInstance,
  db: Db,
  onDeclined: (gameId: string) => Promise<void>,
): void {
  app.get('/api/invitations', SCHEMAS.list, async (request): Promise<InvitationsResponse> => {
    const user = requireUser(request);
    return { invitations: await pendingInvitations(db, user, Date.now()) };
  });

  app.post('/api/invitations/:id/decline', SCHEMAS.decline, async (request): Promise<InvitationResponse> => {
    const user = requireUser(request);
    const { id } = parseWith(IdParams, request.params);
    const invitation = await findInvitation(db, user, id);
    if (!invitation) throw notFound('Invitation not found');
    if (invitation.status === 'accepted') throw conflict('You have already accepted this invitation');
    if (invitation.status === 'pending') {
      await declineInvitation(db, id, Date.now());
      await onDeclined(invitation.gameId);
    }
    return { invitation: { ...invitation, status: 'declined' } };
  });
}
