import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import cookie from '@fastify/cookie';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { LIVE_LIMITS, type LiveLimits } from '../../../core/limits';
import { installSessionHook } from '../../accounts/session';
import { tierOf } from '../../billing/allowance';
import { createMemoryBus } from '../../bus/memory-bus';
import { cachedPlayers, gameCallParties } from '../../chat/players';
import { chatFeature } from '../../chat/routes';
import { createChatService } from '../../chat/service';
import { createSpectatorChat } from '../../chat/spectator-chat';
import { loadConfig } from '../../config';
import type { AppContext } from '../../context';
import { openDb } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { schemasDescribeOnly } from '../../http/api-docs';
import { installErrorHandler } from '../../http/error-handler';
import { createLogger } from '../../logger';
import { createMailer } from '../../mail/mailer';
import { createRecordingService } from '../../recording/service';
import { createReviewService } from '../../reviews/service';
import { type ContactPolicy, OPEN_CONTACT } from '../../safety/contact-policy';
import { createPgSchema, type TestDatabaseKind } from '../../test/databases';
import { freePort } from '../../test/harness';
import { createCallSignals } from '../../video/call-signals';
import { createPresenceTracker, type PresenceTracker } from '../presence';
import { installLiveChannel } from '../routes';
import { websocketPluginOptions } from '../socket-errors';
import { FakeReferee } from './fake-referee';

export interface FakeRefereeApp {
  app: FastifyInstance;
  ctx: AppContext;
  referee: FakeReferee;
  presence: PresenceTracker;
  url: string;
  close(): Promise<void>;
}

export interface FakeRefereeAppOptions {
  /** The app's logger (tests that read the log pass one writing to memory); silent otherwise. */
  log?: Logger;
  /** Caps of the live channel, small enough for a test to reach; the product's otherwise. */
  liveLimits?: LiveLimits;
  /** The contact check of the spectators' chat (tests of blocks pass one); open otherwise. */
  contacts?: ContactPolicy;
}

/**
 * The live and chat features on a real HTTP server, socket and database, with a `FakeReferee` in place
 * of the games feature: the channel's own behaviour (ordering, audiences, presence) tested on its own.
 */
export async function startFakeRefereeApp(
  database: TestDatabaseKind = 'sqlite',
  options: FakeRefereeAppOptions = {},
): Promise<FakeRefereeApp> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chesschat-live-'));
  const config = loadConfig({ PORT: String(port), APP_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const schema =
    database === 'postgres' ? await createPgSchema(process.env.TEST_DATABASE_URL as string) : null;
  const db = openDb({
    databaseUrl: schema ? process.env.TEST_DATABASE_URL : undefined,
    sqliteFile: path.join(dataDir, 'test.db'),
    ...(schema ? { pgSchema: schema.schema } : {}),
  });
  await migrateToLatest(db);
  const bus = createMemoryBus();
  const log = options.log ?? createLogger('silent');
  const mailer = createMailer({
    smtpUrl: undefined,
    from: config.mailFrom,
    outboxDir: config.outboxDir,
    log,
  });
  const ctx: AppContext = { config, db, bus, mailer, log };
  const referee = new FakeReferee(bus);
  const presence = createPresenceTracker(bus);
  await presence.start();
  const players = cachedPlayers(referee);
  const chat = createChatService({ db, bus, players, contacts: OPEN_CONTACT });
  // No study boards here: a study's signal is refused as a study that does not exist.
  const signals = createCallSignals({ bus, contacts: OPEN_CONTACT, games: gameCallParties(players) });
  const spectatorChat = createSpectatorChat({
    db,
    bus,
    games: referee,
    contacts: options.contacts ?? OPEN_CONTACT,
    watchers: (gameId) => presence.connectedUsers(gameId),
  });
  const reviews = createReviewService({ db, bus, games: referee, contacts: OPEN_CONTACT });
  const recording = createRecordingService({
    db,
    bus,
    games: referee,
    chat,
    planOf: (userId) => tierOf(db.kysely, userId),
    contacts: OPEN_CONTACT,
  });

  const app = Fastify({ loggerInstance: log as FastifyBaseLogger });
  installErrorHandler(app);
  schemasDescribeOnly(app);
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(websocket, websocketPluginOptions);
  installSessionHook(app, db);
  await chatFeature(app, ctx, { chat, spectatorChat });
  await installLiveChannel(
    app,
    ctx,
    { games: referee, chat, spectatorChat, signals, presence, reviews, recording },
    options.liveLimits ?? LIVE_LIMITS,
  );
  await app.listen({ port, host: '127.0.0.1' });

  return {
    app,
    ctx,
    referee,
    presence,
    url,
    async close() {
      await app.close();
      await presence.stop();
      await bus.close();
      await db.close();
      await schema?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
