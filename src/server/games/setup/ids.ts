import { newPublicId } from '../../lib/public-ids';

/** Game ids: 12 characters, 60 bits. */
export const newGameId = () => newPublicId(12);
export const newInvitationId = () => newPublicId(16);
