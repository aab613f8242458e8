import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { USERNAME_MAX } from '../../core/limits';
import { IdParams } from '../../core/protocol';
import {
  BerserkBody,
  BerserkResponse,
  CreateTournamentBody,
  InviteToTournamentBody,
  InviteToTournamentResponse,
  JoinTournamentBody,
  PlayerTournaments,
  TournamentList,
  TournamentPage,
  TournamentQuery,
} from '../../core/tournament/schemas';
import { requireUser } from '../accounts/session';
import { findUserByUsername } from '../accounts/store';
import type { Feature } from '../feature';
import { HttpError, parseWith } from '../http/errors';
import type { TournamentServices } from './build-tournaments';
import type { Reader } from './service/access';

const PlayerParams = z.object({ username: z.string().min(1).max(USERNAME_MAX) });

/** Each route's schemas, for the API description (decision 181); the handlers parse with the same objects. */
const SCHEMAS = {
  list: { schema: { response: { 200: TournamentList } } },
  create: { schema: { body: CreateTournamentBody, response: { 201: TournamentPage } } },
  page: { schema: { params: IdParams, querystring: TournamentQuery, response: { 200: TournamentPage } } },
  join: { schema: { params: IdParams, body: JoinTournamentBody, response: { 200: TournamentPage } } },
  step: { schema: { params: IdParams, response: { 200: TournamentPage } } },
  berserk: { schema: { params: IdParams, body: BerserkBody, response: { 200: BerserkResponse } } },
  invite: {
    schema: { params: IdParams, body: InviteToTournamentBody, response: { 200: InviteToTournamentResponse } },
  },
  player: { schema: { params: PlayerParams, response: { 200: PlayerTournaments } } },
};

/** Tournaments (issue 30): the routes listed at the top of `core/tournament/schemas.ts`. */
export const tournamentsFeature: Feature<{ tournaments: TournamentServices }> = (
  app,
  ctx,
  { tournaments },
) => {
  const reader = (request: FastifyRequest): Promise<Reader> => tournaments.readerOf(requireUser(request).id);
  const maybeReader = (request: FastifyRequest): Promise<Reader | null> =>
    request.user ? tournaments.readerOf(request.user.id) : Promise.resolve(null);
  const id = (request: FastifyRequest) => parseWith(IdParams, request.params).id;

  app.get(
    '/api/tournaments',
    SCHEMAS.list,
    async (request): Promise<TournamentList> => tournaments.list(await maybeReader(request)),
  );

  app.post('/api/tournaments', SCHEMAS.create, async (request, reply) => {
    const who = await reader(request);
    const page = await tournaments.create(who, parseWith(CreateTournamentBody, request.body));
    return reply.code(201).send(page);
  });

  app.get('/api/tournaments/:id', SCHEMAS.page, async (request): Promise<TournamentPage> => {
    const { token } = parseWith(TournamentQuery, request.query);
    return tournaments.page(id(request), await maybeReader(request), token);
  });

  app.post('/api/tournaments/:id/join', SCHEMAS.join, async (request): Promise<TournamentPage> => {
    const who = await reader(request);
    const { token } = parseWith(JoinTournamentBody, request.body ?? {});
    return tournaments.join(id(request), who, token);
  });

  for (const [path, act] of [
    ['pause', tournaments.pause],
    ['withdraw', tournaments.withdraw],
    ['start', tournaments.start],
    ['cancel', tournaments.cancel],
  ] as const) {
    app.post(
      `/api/tournaments/:id/${path}`,
      SCHEMAS.step,
      async (request): Promise<TournamentPage> => act(id(request), await reader(request)),
    );
  }

  app.post('/api/tournaments/:id/berserk', SCHEMAS.berserk, async (request): Promise<BerserkResponse> => {
    const who = await reader(request);
    return tournaments.berserk(id(request), who, parseWith(BerserkBody, request.body).gameId);
  });

  app.post(
    '/api/tournaments/:id/invite',
    SCHEMAS.invite,
    async (request): Promise<InviteToTournamentResponse> => {
      const who = await reader(request);
      return tournaments.invite(id(request), who, parseWith(InviteToTournamentBody, request.body).usernames);
    },
  );

  app.get('/api/users/:username/tournaments', SCHEMAS.player, async (request): Promise<PlayerTournaments> => {
    const { username } = parseWith(PlayerParams, request.params);
    const user = await findUserByUsername(ctx.db, username);
    if (!user || user.deletedAt !== null) throw new HttpError('not_found', 'There is no such player');
    return tournaments.ofPlayer(user.id, request.user?.id ?? null);
  });
};
