import type {
  GuestAccountBody,
  GuestSeatInput,
  GuestSeatResponse,
  VerificationRequired,
} from '../../core/protocol';
import { apiJson } from '../lib/api';

/** The guest seats' calls (decision 287), typed by the protocol the server answers with. */
export const guestApi = {
  takeSeat: (gameId: string, body: GuestSeatInput) =>
    apiJson<GuestSeatResponse>('POST', `/api/games/${encodeURIComponent(gameId)}/guest`, body),
  makeAccount: (body: GuestAccountBody) => apiJson<VerificationRequired>('POST', '/api/guest/account', body),
};
