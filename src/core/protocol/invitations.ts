import { z } from 'zod';
import { Id, PublicUser } from './common';

export const InvitationStatus = z.enum(['pending', 'accepted', 'declined']);
export type InvitationStatus = z.infer<typeof InvitationStatus>;

/** A game someone invited the signed-in user to (by username, or by an e-mail address of theirs). */
export const Invitation = z.object({
  id: Id,
  gameId: Id,
  from: PublicUser,
  /** Initial clock per side and increment, seconds. */
  timeControl: z.number().int(),
  increment: z.number().int(),
  status: InvitationStatus,
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof Invitation>;

/** `GET /api/invitations`: pending invitations to games still waiting for a player, newest first. */
export const InvitationsResponse = z.object({ invitations: z.array(Invitation) });
export type InvitationsResponse = z.infer<typeof InvitationsResponse>;

/** `POST /api/invitations/:id/decline`. Accepting is joining: `POST /api/games/:gameId/join`. */
export const InvitationResponse = z.object({ invitation: Invitation });
export type InvitationResponse = z.infer<typeof InvitationResponse>;
