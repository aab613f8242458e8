import { LobbyState } from '../../core/protocol';
import { requireUser } from '../accounts/session';
import type { Feature } from '../feature';
import type { LobbyServices } from './build-lobby';
import { lobbyStateOf } from './lobby-state';
import { registerPoolRoutes } from './pool/pool-routes';
import { registerSeekRoutes } from './seeks/seek-routes';

const SCHEMAS = {
  state: { schema: { response: { 200: LobbyState } } },
};

/** The lobby (issue 28, decision 283): its state, open seeks and quick pairing, for signed-in people. */
export const lobbyFeature: Feature<{ lobby: LobbyServices }> = (app, _ctx, { lobby }) => {
  app.get('/api/lobby', SCHEMAS.state, async (request): Promise<LobbyState> => {
    const user = requireUser(request);
    return lobbyStateOf(lobby.state, user.id);
  });
  registerSeekRoutes(app, lobby.seeks);
  registerPoolRoutes(app, lobby.pool);
};
