import type { Feature } from '../context';
import { requireUser, toCurrentUser } from './session';

/** Who the user is. */
export const accountsFeature: Feature = (app) => {
  app.get('/api/user', async (request) => toCurrentUser(requireUser(request)));
};
