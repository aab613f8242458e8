import { type AvatarPictures, avatarPictures } from './accounts/avatar/pictures';
import { startGuestSweep } from './accounts/guest-sweep';
import { localeOf } from './accounts/locale-column';
import type { PersonalData } from './accounts/personal-data';
import { lastSeenAtOf, writeLastSeen } from './accounts/presence-columns';
import { RateLimiter } from './accounts/rate-limit';
import { strangerCallChoicesOf } from './accounts/stranger-call-columns';
import { tierOf } from './billing/allowance';
import { createProvider } from './billing/create-provider';
import { BillingService } from './billing/service';
import { startSweeper } from './billing/sweeper';
import { buildContactPolicy } from './build-contact-policy';
import { cachedPlayers, gameCallParties } from './chat/players';
import { type ChatService, createChatService } from './chat/service';
import { createSpectatorChat, type SpectatorChat } from './chat/spectator-chat';
import type { AppContext } from './context';
import { ChallengeService } from './friends/challenges';
import { Notifier } from './friends/notifier';
import { broadcastPresence } from './friends/presence-broadcast';
import { FriendsService } from './friends/service';
import { areFriends, hasBlocked } from './friends/store';
import { createUserPresence, type UserPresenceTracker } from './friends/user-presence';
import { countHostedGames } from './games/record/hosted-games';
import { GameService } from './games/service';
import { type CardRenderer, createCardRenderer } from './keepsakes/card-renderer';
import { createPresenceTracker, type PresenceTracker } from './live/presence';
import { buildLobby, type LobbyServices } from './lobby/build-lobby';
import { createMediaStore } from './media/create-store';
import type { MediaStore } from './media/store';
import { findMessage, toVideoMessage } from './messages/store';
import { personalDataSources } from './personal-data-sources';
import { createPushService, type PushService } from './push/notifier';
import type { PushNetworkOptions } from './push/push-network';
import { loadVapidKeys } from './push/vapid';
import { createRecordingService, type RecordingService } from './recording/service';
import { moderatorAccountClosing } from './reports/account-closing';
import { lobbyBarOf } from './reports/lobby-bar';
import { ModerationService } from './reports/moderation';
import { ReportService } from './reports/service';
import { createReviewService, type ReviewService } from './reviews/service';
import type { ContactPolicy } from './safety/contact-policy';
import { StudyService } from './studies/service';
import { buildTournaments, type TournamentServices } from './tournaments/build-tournaments';
import { tournamentInvitation, tournamentInvitationNotice } from './tournaments/invitation-notices';
import { tournamentPlayerReaders } from './tournaments/player-readers';
import { type CallModes, createCallModes } from './video/call-modes';
import { type CallSignals, createCallSignals } from './video/call-signals';
import { type CameraChoices, createCameraChoices } from './video/camera-choices';

/** The services features share, built once and handed to every feature that needs one. */
export interface Services {
  /** The referee: every change to a game. */
  games: GameService;
  /** The players' private channel: chat, stored with the game. */
  chat: ChatService;
  /** The spectators' chat of a game (decision 275). */
  spectatorChat: SpectatorChat;
  /** Who is connected to which game, across instances (the claim-victory rule reads it). */
  presence: PresenceTracker;
  /** The recording consent exchange, relayed between the players. */
  recording: RecordingService;
  /** Plans and payments. */
  billing: BillingService;
  /** Shared reviews (finished games' and study boards') and game reports. */
  reviews: ReviewService;
  /** Study boards: a shared review of two people from a position, with their call (issue 16). */
  studies: StudyService;
  /** Every call's WebRTC signalling, to the call's other party only. */
  signals: CallSignals;
  /** Whether a game's call is with a stranger, and may happen (decision 284). */
  callModes: CallModes;
  /** "Show my camera" in calls with strangers, relayed and remembered on every instance (decision 284). */
  cameras: CameraChoices;
  /** Web Push to users' devices; other features (challenges) call its `notify`. */
  push: PushService;
  /** Game cards, rendered once each and kept in memory. */
  cards: CardRenderer;
  /** Friends, requests, blocks (issue 15). */
  friends: FriendsService;
  /** Challenges between friends. */
  challenges: ChallengeService;
  /** The notification centre (in-app notifications, live to open tabs). */
  notifier: Notifier;
  /** Who is online, in a game or in a call, across instances (the live channel reports to it). */
  userPresence: UserPresenceTracker;
  /**
   * Each feature's answer for its own tables when a person closes their account or exports their data
   * (decision 258), in the order of the archive's files.
   */
  personalData: readonly PersonalData[];
  /** The one check before one person reaches another: blocks, chat mutes, lobby bars (251, 281, 285). */
  contacts: ContactPolicy;
  /** Reports on people, with their evidence (decision 281). */
  reports: ReportService;
  /** The moderators' reports and actions (decision 281). */
  moderation: ModerationService;
  /** The lobby: open seeks, quick pairing and how its games start (issue 28, decision 283). */
  lobby: LobbyServices;
  /** Pro arenas and private tournaments: their pairing under a lease, scoring and live standings (issue 30). */
  tournaments: TournamentServices;
  /** User media (video messages, profile pictures): on disk in DATA_DIR, or in the S3-compatible store (328). */
  media: MediaStore;
  /** Profile pictures' files in the media store (decision 332). */
  avatars: AvatarPictures;
}

export interface RunningServices extends Services {
  /** Stops their background work (clocks, presence, sweeps); the app has stopped serving by then. */
  stop(): Promise<void>;
}

/**
 * Builds every shared service on the opened resources and starts its background work: the one place
 * that knows which service needs which, so features can be registered in any order.
 */
export interface ServicesOptions {
  /** How the push notifier resolves and reaches push services (tests: a local one); DNS and public addresses. */
  pushNetwork?: PushNetworkOptions;
}

export async function startServices(
  ctx: AppContext,
  options: ServicesOptions = {},
): Promise<RunningServices> {
  const { db, bus, log, mailer, config } = ctx;
  // Refuses bad payment settings before anything is started.
  const provider = createProvider(config, db);
  const billing = new BillingService({ db, provider, log, clock: Date.now, hostedGames: countHostedGames });
  const presence = createPresenceTracker(bus, Date.now, log);
  const push = createPushService({
    db,
    log,
    vapid: loadVapidKeys(config),
    hosts: config.pushServiceHosts,
    localeOf: (userId) => localeOf(db.kysely, userId),
    ...(options.pushNetwork ? { network: options.pushNetwork } : {}),
  });
  const notifier = new Notifier({ db, bus, log });
  const contacts = buildContactPolicy(db);
  const games = new GameService({
    db,
    bus,
    mailer,
    log,
    appUrl: config.appUrl,
    presence,
    notices: push,
    contacts,
    correspondence: {
      ring: async (userId, note) => (await notifier.notify(userId, note)).id,
      wasRead: (userId, id) => notifier.wasRead(userId, id),
      opened: (userId, gameId) =>
        notifier.markGameRead(userId, gameId, ['correspondence_turn', 'correspondence_reminder']),
      hasDevices: (userId) => push.reaches(userId),
    },
    people: {
      areFriends: (a, b) => areFriends(db.kysely, a, b),
      invited: async (inviteeId, inviter, gameId) => {
        await notifier.notify(inviteeId, {
          kind: 'invitation',
          fromUserId: inviter.id,
          gameId,
          text: `${inviter.username} invited you to a game`,
        });
      },
      tell: async (userId, note) => {
        await notifier.notify(userId, note);
      },
    },
  });
  const players = cachedPlayers(games);
  const chat = createChatService({ db, bus, players, contacts });
  const spectatorChat = createSpectatorChat({
    db,
    bus,
    games: { snapshot: (gameId) => games.snapshot(gameId, null) },
    contacts,
    watchers: (gameId) => presence.connectedUsers(gameId),
  });
  // The review service serves the studies' reviews and studies read theirs through it: made just below.
  const studies = new StudyService({ db, bus, notifier, contacts, reviews: () => reviews });
  const reviews = createReviewService({ db, bus, games, studies: studies.subjects, contacts });
  const callModes = createCallModes({
    choices: (userIds) => strangerCallChoicesOf(db.kysely, userIds),
    game: (gameId) => games.snapshot(gameId, null),
    areFriends: (a, b) => areFriends(db.kysely, a, b),
  });
  const signals = createCallSignals({
    bus,
    contacts,
    games: gameCallParties(players),
    modes: callModes,
    studies: studies.callParties,
  });
  const cameras = createCameraChoices({ bus, contacts, games: gameCallParties(players), modes: callModes });
  const recording = createRecordingService({
    db,
    bus,
    games,
    chat,
    planOf: (userId) => tierOf(db.kysely, userId),
    contacts,
  });
  const limiter = new RateLimiter(db);
  const userPresence = createUserPresence(
    bus,
    {
      visibilityChanged: async (userId) => {
        const lastSeenAt = await lastSeenAtOf(db.kysely, userId);
        await broadcastPresence({ db, bus }, userId, userPresence.current(userId, lastSeenAt));
      },
      lastSeen: (userId, at) => {
        writeLastSeen(db.kysely, userId, at).catch((err: unknown) =>
          log.warn({ err }, 'last seen not written'),
        );
      },
    },
    Date.now,
    log,
  );
  userPresence.onChange((userId, state) => {
    broadcastPresence({ db, bus }, userId, state).catch((err: unknown) =>
      log.warn({ err }, 'presence not told to friends'),
    );
  });
  const friends = new FriendsService({
    db,
    bus,
    limiter,
    notifier,
    presence: userPresence,
    contacts,
    // What the two shared ends: the study seat, any recording asked for, agreed to or running, and the
    // offers standing between them; neither sees the other's open seeks any more.
    blocked: async (blockerId, blockedId) => {
      await studies.blocked(blockerId, blockedId);
      await recording.blocked(blockerId, blockedId);
      await games.pairBlocked(blockerId, blockedId);
      // Declared below: called only once a person blocks someone, long after start-up.
      await lobby.blocked(blockerId, blockedId);
    },
    unblocked: (blockerId, blockedId) => lobby.unblocked(blockerId, blockedId),
  });
  const challenges = new ChallengeService({
    db,
    bus,
    games,
    limiter,
    notifier,
    presence: userPresence,
    mailer,
    log,
    appUrl: config.appUrl,
    contacts,
    // A challenge reaches the challenged player's devices too, when they allow it (decision 186).
    devices: push,
  });

  const reports = new ReportService({
    db,
    games: { snapshot: (gameId) => games.snapshot(gameId, null) },
    chatLog: (gameId, userId) => chat.log(gameId, userId),
    spectatorLog: (gameId, userId) => spectatorChat.log(gameId, userId),
    // Whether either player is in the game's call now, as the live presence across instances knows it.
    callOn: (gameId) =>
      presence.connectedUsers(gameId).some((userId) => {
        const state = userPresence.current(userId, null);
        return state.state === 'in_call' && state.gameId === gameId;
      }),
    hasBlocked: (blockerId, blockedId) => hasBlocked(db.kysely, blockerId, blockedId),
    videoMessageAuthor: async (gameId, messageId) =>
      (await findMessage(db.kysely, gameId, messageId))?.authorId ?? null,
  });
  const moderation = new ModerationService({
    db,
    notify: (userId, input) => notifier.notify(userId, input),
    closeAccount: moderatorAccountClosing(ctx, billing, () => personalData),
    // The moderator plays it from the players' own address, which answers them while a report names it.
    videoMessage: async (gameId, messageId) => {
      const row = await findMessage(db.kysely, gameId, messageId);
      if (!row) return null;
      const { id, kind, durationMs, url } = toVideoMessage(row);
      return { id, kind, durationMs, url };
    },
  });

  const media = createMediaStore(config);
  const avatars = avatarPictures({ db, media, log });
  const personalData = personalDataSources({ db, bus, games, billing, reviews, media, avatars });
  const lobby = buildLobby({
    db,
    bus,
    log,
    games,
    contacts,
    userPresence,
    barOf: (userId) => lobbyBarOf(db, userId, Date.now()),
  });

  const tournaments = buildTournaments({
    db,
    bus,
    log,
    contacts,
    games: {
      startAgreed: (agreement) => games.startAgreed(agreement),
      snapshot: (gameId) => games.snapshot(gameId, null),
      berserk: (gameId, userId) => games.berserk(gameId, userId),
    },
    ...tournamentPlayerReaders(db, userPresence),
    planOf: (userId) => tierOf(db.kysely, userId),
    areFriends: (a, b) => areFriends(db.kysely, a, b),
    invited: async (inviteeId, inviter, tournament) => {
      try {
        await notifier.notify(inviteeId, tournamentInvitation(inviter, tournament));
        // On the invited person's devices too, when they allow it (decision 300), in their language (299).
        push.notify(inviteeId, tournamentInvitationNotice(inviter, tournament));
      } catch (err) {
        log.warn({ err, tournamentId: tournament.id }, 'tournament invitation not notified');
      }
    },
    now: Date.now,
    onGameEnded: (listener) => games.onEnded(listener),
  });

  await userPresence.start();
  await presence.start();
  await cameras.start();
  // Pictures kept as blobs before decision 332 go to the store once; they are served from their rows meanwhile.
  const movingAvatars = avatars
    .moveBlobs()
    .then((moved) => {
      if (moved > 0) log.info({ moved }, 'profile pictures moved to the media store');
    })
    .catch((err: unknown) =>
      log.warn({ err }, 'profile pictures not moved to the media store; next start retries'),
    );
  const sweeper = provider.endDuePeriods ? startSweeper(billing, log) : null;
  // Guests whose time is up go through the same erasure as a closed account (decision 287).
  const guestSweep = startGuestSweep(
    () => ({
      db,
      bus,
      mailer,
      appUrl: config.appUrl,
      cancelSubscription: (owner) => billing.cancelNow(owner, log),
      personalData,
    }),
    log,
  );

  return {
    games,
    chat,
    spectatorChat,
    presence,
    recording,
    billing,
    reviews,
    studies,
    signals,
    callModes,
    cameras,
    push,
    cards: createCardRenderer(),
    friends,
    challenges,
    notifier,
    userPresence,
    personalData,
    contacts,
    reports,
    moderation,
    lobby,
    tournaments,
    media,
    avatars,
    async stop() {
      await movingAvatars;
      await tournaments.stop();
      await lobby.stop();
      await sweeper?.stop();
      await guestSweep.stop();
      await games.stop();
      await presence.stop();
      await userPresence.stop();
      await cameras.stop();
      await push.idle();
    },
  };
}
