import { createProvider } from './billing/create-provider';
import { BillingService } from './billing/service';
import { startSweeper } from './billing/sweeper';
import { cachedPlayers } from './chat/players';
import { type ChatService, createChatService } from './chat/service';
import type { AppContext } from './context';
import { GameService } from './games/service';
import { createPresenceTracker, type PresenceTracker } from './live/presence';

/** The services features share, built once and handed to every feature that needs one. */
export interface Services {
  /** The referee: every change to a game. */
  games: GameService;
  /** The players' private channel: chat (stored) and call signalling (relayed). */
  chat: ChatService;
  /** Who is connected to which game, across instances (the claim-victory rule reads it). */
  presence: PresenceTracker;
  /** Plans and payments. */
  billing: BillingService;
}

export interface RunningServices extends Services {
  /** Stops their background work (clocks, presence, sweeps); the app has stopped serving by then. */
  stop(): Promise<void>;
}

/**
 * Builds every shared service on the opened resources and starts its background work: the one place
 * that knows which service needs which, so features can be registered in any order.
 */
export async function startServices(ctx: AppContext): Promise<RunningServices> {
  const { db, bus, log, mailer, config } = ctx;
  // Refuses bad payment settings before anything is started.
  const provider = createProvider(config, db);
  const billing = new BillingService({ db, provider, log, clock: Date.now });
  const presence = createPresenceTracker(bus);
  const games = new GameService({ db, bus, mailer, log, appUrl: config.appUrl, presence });
  const chat = createChatService({ db, bus, players: cachedPlayers(games) });

  await presence.start();
  try {
    await games.start();
  } catch (error) {
    await presence.stop();
    throw error;
  }
  const sweeper = provider.endDuePeriods ? startSweeper(billing, log) : null;

  return {
    games,
    chat,
    presence,
    billing,
    async stop() {
      await sweeper?.stop();
      await games.stop();
      await presence.stop();
    },
  };
}
