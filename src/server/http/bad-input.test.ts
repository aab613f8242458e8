import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HTTP_BODY_LIMIT_BYTES } from '../../core/limits';
import {
  AccountLanguageBody,
  AdultDeclarationBody,
  CallEventBody,
  ChallengeBody,
  ChangeEmailBody,
  ChangePasswordBody,
  ClaimVictoryBody,
  ConditionalLinesBody,
  ConfirmEmailChangeBody,
  ConfirmEmailQuery,
  CorrespondenceNoticeSettings,
  CreateCheckoutSessionBody,
  CreateComputerGameBody,
  CreateGameBody,
  CreateStudyBody,
  DeleteAccountBody,
  DrawBody,
  EmailBody,
  ErrorCode,
  FriendSettings,
  GameReportBody,
  GuestAccountBody,
  GuestSeatBody,
  LoginBody,
  ManageSubscriptionBody,
  ModerationActionBody,
  MoveBody,
  PoolJoinBody,
  PushSubscribeBody,
  PushUnsubscribeBody,
  RegisterBody,
  ReportBody,
  ResetPasswordBody,
  RtcConfigQuery,
  SeekBody,
  StartVacationRequest,
  StrangerCallsBody,
  StripeSuccessBody,
  StudyInviteBody,
  TrainingAttemptBody,
  UpdateBoardSettingsBody,
  UpdateProfileBody,
  UserGamesQuery,
  UsernameBody,
} from '../../core/protocol';
import {
  BerserkBody,
  CreateTournamentBody,
  InviteToTournamentBody,
  JoinTournamentBody,
  TournamentQuery,
} from '../../core/tournament/schemas';
import { hashToken, SESSION_COOKIE, type UserRow } from '../accounts/session';
import { newAccount } from '../accounts/testing';
import {
  STAND_IN_PRICES,
  STRIPE_TEST_ENV,
  type StripeStandIn,
  signWebhook,
  startStripeStandIn,
} from '../billing/test/stripe-stand-in';
import { testDatabases } from '../test/databases';
import { buildUser, signIn } from '../test/factories';
import {
  type AddressedResponse,
  type RegisteredRoute,
  requestFromAddress,
  startTestApp,
  type TestApp,
} from '../test/harness';
import { STATUS_OF } from './errors';
import { findNul } from './nul-guard';

/**
 * The catch-all for bad input: every route the app registers (as Fastify reports them) gets malformed
 * bodies, queries and path parameters, signed in and signed out, and must answer a 4xx with a JSON
 * `{ message, code }` (a code of the ErrorCode enum, whose status the answer has), never a 5xx. Input that a route's schema accepts (however odd) may succeed, but must
 * never cause a 5xx either.
 */

/** Someone signed in, with things of their own whose ids real-id requests use. */
interface Actor {
  user: UserRow;
  cookie: string;
  /** An active game: the actor plays White. */
  game(): Promise<string>;
  /** A pending invitation to the actor. */
  invitation(): Promise<string>;
  /** The id of another session of the actor's, on another device. */
  otherSession(): Promise<string>;
  /** A friend of the actor's: their id and username. */
  friend(): Promise<{ id: string; username: string }>;
  /** A friend request to the actor, from someone else. */
  friendRequest(): Promise<string>;
  /** A player the actor blocked. */
  blockedUser(): Promise<string>;
  /** A pending challenge to the actor, from a friend. */
  challenge(): Promise<string>;
  /** A study board the actor made. */
  study(): Promise<string>;
  /** An open seek in the lobby, posted by someone else. */
  seek(): Promise<string>;
  /** Another player's username, for requests and blocks. */
  stranger(): Promise<string>;
  /** A private tournament the actor made. */
  tournament(): Promise<string>;
}

type Example = (actor: Actor) => Promise<Record<string, unknown>> | Record<string, unknown>;

/** What a route reads besides its path parameters. */
type RouteInput =
  /** A JSON body parsed with `schema`; `optional`: no body at all reads as `{}`. */
  | { kind: 'body'; schema: z.ZodType; example: Example; optional?: boolean }
  /** A query string parsed with `schema`. */
  | { kind: 'query'; schema: z.ZodType; example: Example }
  /** Nothing: any JSON body is ignored. */
  | { kind: 'nothing' }
  /** A payment provider's signed event: nothing we send is signed, so everything is refused. */
  | { kind: 'signed' }
  /**
   * A picture's or a recording's bytes, whatever type is declared: no body the cases send is a picture or a
   * recording, so all are refused.
   */
  | { kind: 'picture' };

/**
 * Every route that takes a body, a query or neither. GET routes not listed read nothing; any other
 * route must be listed (the test fails naming it), so a new route cannot skip this test.
 */
const INPUTS: Record<string, RouteInput> = {
  'POST /api/register': { kind: 'body', schema: RegisterBody, example: () => ({ ...newAccount() }) },
  'POST /api/login': {
    kind: 'body',
    schema: LoginBody,
    example: () => ({ email: 'nobody@example.test', password: 'not the password' }),
  },
  'POST /api/logout': { kind: 'nothing' },
  'POST /api/logout-everywhere': { kind: 'nothing' },
  'POST /api/resend-confirmation': {
    kind: 'body',
    schema: EmailBody,
    example: () => ({ email: newAccount().email }),
  },
  'POST /api/forgot-password': {
    kind: 'body',
    schema: EmailBody,
    example: () => ({ email: newAccount().email }),
  },
  'POST /api/reset-password': {
    kind: 'body',
    schema: ResetPasswordBody,
    example: () => ({ token: 'x'.repeat(43), password: 'a long new password' }),
  },
  'PUT /api/settings/board': {
    kind: 'body',
    schema: UpdateBoardSettingsBody,
    example: () => ({ theme: 'green' }),
  },
  'PATCH /api/user': {
    kind: 'body',
    schema: UpdateProfileBody,
    example: (actor) => ({ displayName: 'Ann', username: actor.user.username, bio: 'Hello' }),
  },
  'POST /api/account/adult-declaration': {
    kind: 'body',
    schema: AdultDeclarationBody,
    example: () => ({ adult: true }),
  },
  'PUT /api/account/stranger-calls': {
    kind: 'body',
    schema: StrangerCallsBody,
    example: () => ({ on: false }),
  },
  'PUT /api/user/language': {
    kind: 'body',
    schema: AccountLanguageBody,
    example: () => ({ locale: 'es' }),
  },
  'POST /api/user/password': {
    kind: 'body',
    schema: ChangePasswordBody,
    example: () => ({ currentPassword: 'not the password', newPassword: 'a quiet rook on the seventh rank' }),
  },
  'POST /api/user/email': {
    kind: 'body',
    schema: ChangeEmailBody,
    example: () => ({ newEmail: newAccount().email, currentPassword: 'not the password' }),
  },
  'POST /api/confirm-email-change': {
    kind: 'body',
    schema: ConfirmEmailChangeBody,
    example: () => ({ token: 'x'.repeat(43) }),
  },
  'POST /api/user/delete': {
    kind: 'body',
    schema: DeleteAccountBody,
    example: () => ({ password: 'not the password' }),
  },
  'DELETE /api/user': {
    kind: 'body',
    schema: DeleteAccountBody,
    example: () => ({ password: 'not the password' }),
  },
  'POST /api/user/sessions/sign-out-others': { kind: 'nothing' },
  'DELETE /api/user/sessions/:id': { kind: 'nothing' },
  'PUT /api/user/avatar': { kind: 'picture' },
  'DELETE /api/user/avatar': { kind: 'nothing' },
  'POST /api/create-checkout-session': {
    kind: 'body',
    schema: CreateCheckoutSessionBody,
    example: (actor) => ({ planName: 'premium', userId: actor.user.id, email: actor.user.email }),
  },
  'POST /api/stripe-success': {
    kind: 'body',
    schema: StripeSuccessBody,
    example: () => ({ session_id: 'demo_cs_unknown' }),
  },
  'POST /api/manage-subscription': {
    kind: 'body',
    schema: ManageSubscriptionBody,
    example: (actor) => ({ action: 'cancel', targetPlan: null, userId: actor.user.id }),
  },
  'POST /api/stripe/webhook': { kind: 'signed' },
  'POST /api/games': {
    kind: 'body',
    schema: CreateGameBody,
    example: () => ({ timeControl: 600, increment: 0, inviteUsername: '', inviteEmail: '' }),
  },
  'POST /api/games/computer': {
    kind: 'body',
    schema: CreateComputerGameBody,
    example: () => ({ level: 1, timeControl: 600, increment: 0, color: 'white' }),
  },
  'POST /api/games/:id/computer-move': {
    kind: 'body',
    schema: MoveBody,
    example: () => ({ move: 'e2-e4', ply: 0 }),
  },
  'POST /api/games/:id/join': { kind: 'nothing' },
  'POST /api/games/:id/guest': {
    kind: 'body',
    schema: GuestSeatBody,
    example: () => ({ displayName: 'Gran', acceptTerms: true }),
  },
  'POST /api/guest/account': { kind: 'body', schema: GuestAccountBody, example: () => ({ ...newAccount() }) },
  'POST /api/games/:id/move': { kind: 'body', schema: MoveBody, example: () => ({ move: 'e2-e4', ply: 0 }) },
  'POST /api/games/:id/resign': { kind: 'nothing' },
  'POST /api/games/:id/abort': { kind: 'nothing' },
  'POST /api/games/:id/draw': { kind: 'body', schema: DrawBody, example: () => ({ action: 'offer' }) },
  'POST /api/games/:id/rematch': { kind: 'nothing' },
  'PUT /api/games/:id/conditional': {
    kind: 'body',
    schema: ConditionalLinesBody,
    example: () => ({ lines: [['e7-e5', 'g1-f3']] }),
  },
  'POST /api/games/:id/report': {
    kind: 'body',
    schema: GameReportBody,
    example: () => ({ depth: 12, entries: [{ score: { cp: 20 }, best: 'e2-e4' }] }),
  },
  'POST /api/games/:id/claim-victory': {
    kind: 'body',
    schema: ClaimVictoryBody,
    example: () => ({ result: 'draw' }),
    optional: true,
  },
  'POST /api/games/:id/call-events': {
    kind: 'body',
    schema: CallEventBody,
    example: () => ({ event: 'joined' }),
  },
  'POST /api/invitations/:id/decline': { kind: 'nothing' },
  'POST /api/training/attempts': {
    kind: 'body',
    schema: TrainingAttemptBody,
    example: () => ({ gameId: 'no-such-game', ply: 0, move: 'e2-e4', hints: 0, scores: null }),
  },
  'POST /api/push/subscribe': {
    kind: 'body',
    schema: PushSubscribeBody,
    example: () => ({
      endpoint: 'https://push.example.test/bad-input',
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    }),
  },
  'POST /api/push/unsubscribe': {
    kind: 'body',
    schema: PushUnsubscribeBody,
    example: () => ({ endpoint: 'https://push.example.test/bad-input' }),
  },
  'POST /api/friends/requests': {
    kind: 'body',
    schema: UsernameBody,
    example: async (actor) => ({ username: await actor.stranger() }),
  },
  'POST /api/studies': {
    kind: 'body',
    schema: CreateStudyBody,
    example: () => ({ start: { kind: 'fen', fen: '8/8/8/8/8/8/k7/4K3 w - - 0 1' } }),
  },
  'POST /api/studies/:id/join': { kind: 'nothing' },
  'POST /api/studies/:id/leave': { kind: 'nothing' },
  'DELETE /api/studies/:id': { kind: 'nothing' },
  'POST /api/studies/:id/invite': {
    kind: 'body',
    schema: StudyInviteBody,
    example: async (actor) => ({ username: (await actor.friend()).username }),
  },
  'POST /api/friends/requests/:id/accept': { kind: 'nothing' },
  'POST /api/friends/requests/:id/decline': { kind: 'nothing' },
  'DELETE /api/friends/requests/:id': { kind: 'nothing' },
  'DELETE /api/friends/:userId': { kind: 'nothing' },
  'PUT /api/friends/settings': {
    kind: 'body',
    schema: FriendSettings,
    example: () => ({ presenceVisibility: 'nobody' }),
  },
  'POST /api/blocks': {
    kind: 'body',
    schema: UsernameBody,
    example: async (actor) => ({ username: await actor.stranger() }),
  },
  'DELETE /api/blocks/:userId': { kind: 'nothing' },
  'POST /api/reports': {
    kind: 'body',
    schema: ReportBody,
    example: async (actor) => ({
      subject: { kind: 'user', username: await actor.stranger() },
      reason: 'spam',
    }),
  },
  'POST /api/moderation/actions': {
    kind: 'body',
    schema: ModerationActionBody,
    example: async (actor) => ({ action: 'warn', userId: (await actor.friend()).id, reason: 'Rude in chat' }),
  },
  'POST /api/challenges': {
    kind: 'body',
    schema: ChallengeBody,
    example: async (actor) => ({
      username: (await actor.friend()).username,
      timeControl: 300,
      increment: 0,
      color: 'white',
    }),
  },
  'POST /api/lobby/seeks': {
    kind: 'body',
    schema: SeekBody,
    example: () => ({ pool: '5+0', rated: false, call: false }),
  },
  'DELETE /api/lobby/seeks/:id': { kind: 'nothing' },
  'POST /api/lobby/seeks/:id/accept': { kind: 'nothing' },
  'POST /api/lobby/pool': {
    kind: 'body',
    schema: PoolJoinBody,
    example: () => ({ pool: '30+0', rated: false, call: false }),
  },
  'DELETE /api/lobby/pool': { kind: 'nothing' },
  'POST /api/correspondence/vacation': {
    kind: 'body',
    schema: StartVacationRequest,
    example: () => ({ days: 2 }),
  },
  'DELETE /api/correspondence/vacation': { kind: 'nothing' },
  'PUT /api/correspondence/notice-settings': {
    kind: 'body',
    schema: CorrespondenceNoticeSettings,
    example: () => ({ push: true, email: false }),
  },
  'POST /api/games/:id/messages': { kind: 'picture' },
  'POST /api/challenges/:id/accept': { kind: 'nothing' },
  'POST /api/challenges/:id/decline': { kind: 'nothing' },
  'DELETE /api/challenges/:id': { kind: 'nothing' },
  'POST /api/notifications/read': { kind: 'nothing' },
  'GET /api/confirm-email': {
    kind: 'query',
    schema: ConfirmEmailQuery,
    example: () => ({ token: 'x'.repeat(43) }),
  },
  'GET /api/rtc-config': {
    kind: 'query',
    schema: RtcConfigQuery,
    example: async (actor) => ({ gameId: await actor.game() }),
  },
  'POST /api/tournaments': {
    kind: 'body',
    schema: CreateTournamentBody,
    example: () => ({
      name: 'Club night',
      clock: '3+2',
      minutes: 30,
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
    }),
  },
  'GET /api/tournaments/:id': {
    kind: 'query',
    schema: TournamentQuery,
    example: () => ({ token: 'x'.repeat(24) }),
  },
  'POST /api/tournaments/:id/join': {
    kind: 'body',
    schema: JoinTournamentBody,
    example: () => ({ token: 'x'.repeat(24) }),
    optional: true,
  },
  'POST /api/tournaments/:id/pause': { kind: 'nothing' },
  'POST /api/tournaments/:id/withdraw': { kind: 'nothing' },
  'POST /api/tournaments/:id/start': { kind: 'nothing' },
  'POST /api/tournaments/:id/cancel': { kind: 'nothing' },
  'POST /api/tournaments/:id/berserk': {
    kind: 'body',
    schema: BerserkBody,
    example: async (actor) => ({ gameId: await actor.game() }),
  },
  'POST /api/tournaments/:id/invite': {
    kind: 'body',
    schema: InviteToTournamentBody,
    example: async (actor) => ({ usernames: [await actor.stranger()] }),
  },
  'GET /api/users/:id/games': {
    kind: 'query',
    schema: UserGamesQuery,
    example: () => ({ status: 'completed', result: 'win', q: 'ann', limit: '5' }),
  },
};

/** Path parameters that name nothing, or are not ids at all. */
const BAD_PARAMS: [string, string][] = [
  ['an unknown id', 'zzzzzzzzzzzz'],
  ['zero', '0'],
  ['a negative number', '-1'],
  ['a huge number', '9'.repeat(40)],
  ['a float', '1e308'],
  ['unicode', encodeURIComponent('♞棋🙂\u202e')],
  ['a NUL character', '%00'],
  ['a broken escape', '%E0%A4%A'],
  ['a path escape', '..%2F..%2Fetc%2Fpasswd'],
  ['blanks', '%20%20'],
  ['SQL', encodeURIComponent("' or 1=1 --")],
  ['a 10 KB string', 'x'.repeat(10 * 1024)],
];

/** Field values of every wrong kind; RAW_INFINITY is written as a JSON number too large for a double. */
const RAW_INFINITY = '\u0001raw 1e999\u0001';
const BAD_VALUES: [string, unknown][] = [
  ['a number', 12345],
  ['a negative number', -1],
  ['a huge number', 1e308],
  ['an unsafe integer', 2 ** 62],
  ['a fraction', 0.5],
  ['a number past a double', RAW_INFINITY],
  ['true', true],
  ['null', null],
  ['an array', ['x']],
  ['an empty array', []],
  ['an object', { nested: 'x' }],
  ['an empty string', ''],
  ['blanks', '   '],
  ['a 10 KB string', 'x'.repeat(10 * 1024)],
  ['unicode', '♞ 棋 🙂 \u202e\uFFFF'],
  ['a NUL character', 'a\u0000b'],
];

/** Query values of every wrong kind (a query carries only strings, or a list when a key repeats). */
const BAD_QUERY_VALUES: [string, string | string[]][] = [
  ['empty', ''],
  ['a negative number', '-1'],
  ['a huge number', '9'.repeat(40)],
  ['a float', '1e308'],
  ['a 10 KB string', 'x'.repeat(10 * 1024)],
  ['unicode', '♞棋🙂\u202e'],
  ['a NUL character', 'a\u0000b'],
  ['a repeated key', ['a', 'b']],
];

function toJson(value: unknown): string {
  return JSON.stringify(value).replaceAll(JSON.stringify(RAW_INFINITY), '1e999');
}

/** A request body as it goes on the wire, and whether a route that reads a JSON body must refuse it. */
interface BodyCase {
  label: string;
  body: string;
  contentType: string | null;
  /** What the route's handler would see, when the body reaches it (JSON and text bodies). */
  parsed?: unknown;
}

const jsonCase = (label: string, value: unknown): BodyCase => ({
  label,
  body: toJson(value),
  contentType: 'application/json',
  parsed: JSON.parse(toJson(value)),
});

/** Bodies no route accepts: they fail in Fastify's parsers, before any handler. */
const TRANSPORT_CASES: BodyCase[] = [
  { label: 'malformed JSON', body: '{"email": "a@', contentType: 'application/json' },
  { label: 'an empty JSON body', body: '', contentType: 'application/json' },
  {
    label: 'a prototype-polluting body',
    body: '{"__proto__": {"admin": true}}',
    contentType: 'application/json',
  },
  {
    label: 'a body over 16 KB',
    body: toJson({ padding: 'x'.repeat(HTTP_BODY_LIMIT_BYTES) }),
    contentType: 'application/json',
  },
  {
    label: 'a form body',
    body: 'email=a%40b.c',
    contentType: 'application/x-www-form-urlencoded',
  },
  {
    label: 'a multipart body',
    body: '--x\r\n\r\nhi\r\n--x--',
    contentType: 'multipart/form-data; boundary=x',
  },
  {
    label: 'an octet stream',
    body: '\u0000\u0001',
    contentType: 'application/octet-stream',
  },
  { label: 'XML', body: '<a/>', contentType: 'application/xml' },
];

/** Bodies Fastify hands to the handler, which a route reading a JSON object must refuse. */
const SHAPE_CASES: BodyCase[] = [
  jsonCase('a JSON array', [1, 2]),
  jsonCase('a JSON string', 'just a string'),
  jsonCase('a JSON number', 7),
  jsonCase('JSON true', true),
  jsonCase('JSON null', null),
  jsonCase('an empty object', {}),
  jsonCase('deeply nested arrays', JSON.parse(`${'['.repeat(4000)}${']'.repeat(4000)}`)),
  { label: 'plain text', body: 'hello', contentType: 'text/plain', parsed: 'hello' },
  { label: 'no content type', body: '{}', contentType: null, parsed: undefined },
];

let nextAddress = 0;
/**
 * Each request comes from its own loopback address (127.x.y.z), so the per-IP rate limits never
 * answer in the route's place.
 */
function freshAddress(): string {
  nextAddress += 1;
  const n = nextAddress;
  return `127.${(Math.floor(n / 62_500) % 250) + 1}.${(Math.floor(n / 250) % 250) + 1}.${(n % 250) + 1}`;
}

/** One request from a fresh loopback address. */
function send(
  app: TestApp,
  request: {
    method: string;
    path: string;
    body?: BodyCase;
    cookie?: string;
    headers?: Record<string, string>;
  },
): Promise<AddressedResponse> {
  const { body, ...rest } = request;
  return requestFromAddress(app, freshAddress(), {
    ...rest,
    ...(body ? { body: body.body, contentType: body.contentType } : {}),
  });
}

/** Actors are replaced every few requests, so per-user rate limits never answer in the route's place. */
function actorPool(app: TestApp, requestsEach = 12) {
  let current: Actor | null = null;
  let used = 0;
  const games = () => app.server.services.games;

  async function newActor(): Promise<Actor> {
    const user = await buildUser(app.ctx.db);
    const cookie = await signIn(app.ctx.db, user.id);
    let game: Promise<string> | null = null;
    let invitation: Promise<string> | null = null;
    let friend: Promise<{ id: string; username: string }> | null = null;
    // Made once per actor: later attempts on a used one may be refused (a 4xx), never a 5xx.
    let friendRequest: Promise<string> | null = null;
    let blockedUser: Promise<string> | null = null;
    let challenge: Promise<string> | null = null;
    let study: Promise<string> | null = null;
    let seek: Promise<string> | null = null;
    let tournament: Promise<string> | null = null;
    const friendsOf = () => app.server.services.friends;
    return {
      user,
      cookie,
      game() {
        game ??= (async () => {
          const opponent = await buildUser(app.ctx.db);
          const { id } = await games().create(user, { timeControl: 600 });
          await games().join(id, opponent);
          return id;
        })();
        return game;
      },
      invitation() {
        invitation ??= (async () => {
          const host = await buildUser(app.ctx.db, { subscriptionTier: 'premium' });
          await games().create(host, { timeControl: 600, inviteUsername: user.username });
          const listed = await app.request('GET', '/api/invitations', { cookie });
          const [first] = (listed.json.invitations ?? []) as { id: string }[];
          if (!first) throw new Error(`No invitation reached ${user.username}: ${listed.text}`);
          return first.id;
        })();
        return invitation;
      },
      async otherSession() {
        const other = await signIn(app.ctx.db, user.id);
        return hashToken(other.slice(`${SESSION_COOKIE}=`.length));
      },
      friend() {
        friend ??= (async () => {
          const other = await buildUser(app.ctx.db);
          const request = await friendsOf().request(other, user.username);
          if (!request.request) throw new Error('no friend request written');
          await friendsOf().accept(user, request.request.id);
          return { id: other.id, username: other.username };
        })();
        return friend;
      },
      friendRequest() {
        friendRequest ??= (async () => {
          const other = await buildUser(app.ctx.db);
          const sent = await friendsOf().request(other, user.username);
          if (!sent.request) throw new Error('no friend request written');
          return sent.request.id;
        })();
        return friendRequest;
      },
      blockedUser() {
        blockedUser ??= (async () => {
          const other = await buildUser(app.ctx.db);
          return (await friendsOf().block(user, other.username)).id;
        })();
        return blockedUser;
      },
      challenge() {
        challenge ??= (async () => {
          const other = await buildUser(app.ctx.db);
          const sent = await friendsOf().request(other, user.username);
          if (sent.request) await friendsOf().accept(user, sent.request.id);
          const made = await app.server.services.challenges.send(other, {
            username: user.username,
            timeControl: 300,
            increment: 0,
            color: 'random',
            rated: true,
          });
          return made.id;
        })();
        return challenge;
      },
      study() {
        study ??= app.server.services.studies
          .create(user, { start: { kind: 'initial' } })
          .then((made) => made.study.id);
        return study;
      },
      async stranger() {
        return (await buildUser(app.ctx.db)).username;
      },
      seek() {
        seek ??= (async () => {
          const other = await buildUser(app.ctx.db, { subscriptionTier: 'pro' });
          const posted = await app.server.services.lobby.seeks.post(other.id, {
            pool: '5+0',
            rated: true,
            call: false,
          });
          return posted.id;
        })();
        return seek;
      },
      tournament() {
        tournament ??= (async () => {
          // Made through the service as a Pro member would, whatever the actor's plan.
          const page = await app.server.services.tournaments.create(
            { id: user.id, plan: 'pro' },
            {
              name: 'Club night',
              clock: '3+2',
              minutes: 30,
              startsAt: new Date(Date.now() + 3_600_000).toISOString(),
              rated: true,
              maxPlayers: 100,
              invite: [],
            },
          );
          return page.tournament.id;
        })();
        return tournament;
      },
    };
  }

  return async (): Promise<Actor> => {
    if (!current || used >= requestsEach) {
      current = await newActor();
      used = 0;
    }
    used += 1;
    return current;
  };
}

/** The actor's own thing a path parameter names, so the request reaches past the lookup. */
function realParam(route: string, actor: Actor): Promise<string> | string {
  if (route.startsWith('/api/games/:id') || route === '/game/:id/card.png') return actor.game();
  if (route.startsWith('/api/users/:id/')) return actor.user.id;
  if (route === '/api/profiles/:username') return actor.user.username;
  if (route === '/api/avatars/:userId') return actor.user.id;
  if (route === '/api/invitations/:id/decline') return actor.invitation();
  if (route === '/api/user/sessions/:id') return actor.otherSession();
  if (route.startsWith('/api/friends/requests/:id')) return actor.friendRequest();
  if (route === '/api/friends/:userId') return actor.friend().then((f) => f.id);
  if (route === '/api/relationships/:userId') return actor.friend().then((f) => f.id);
  if (route === '/api/blocks/:userId') return actor.blockedUser();
  if (route.startsWith('/api/challenges/:id')) return actor.challenge();
  if (route.startsWith('/api/studies/:id')) return actor.study();
  if (route.startsWith('/api/lobby/seeks/:id')) return actor.seek();
  if (route.startsWith('/api/tournaments/:id')) return actor.tournament();
  if (route === '/api/users/:username/tournaments') return actor.user.username;
  throw new Error(`bad-input.test.ts does not know what ${route} names: teach realParam`);
}

/** The fields a route's schema reads. */
function fieldsOf(schema: z.ZodType): string[] {
  if (!(schema instanceof z.ZodObject)) throw new Error('bad-input.test.ts expects object schemas');
  return Object.keys(schema.shape);
}

const hasParams = (url: string) => url.includes('/:');
const fillParams = (url: string, value: string) => url.replace(/:[A-Za-z]+/g, value);

function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Checks every answer; collects what is wrong instead of stopping at the first. */
class Verdicts {
  readonly problems: string[] = [];
  count = 0;

  check(label: string, answer: AddressedResponse, mustRefuse: boolean): void {
    this.count += 1;
    const body = answer.body as { message?: unknown; code?: unknown } | null;
    const said = body?.message;
    const code = ErrorCode.safeParse(body?.code);
    const contentType = String(answer.headers['content-type'] ?? '');
    const detail = `${answer.status} ${answer.text.slice(0, 160)}`;
    if (answer.status >= 500) this.problems.push(`${label} → ${detail}`);
    else if (answer.status === 429)
      this.problems.push(`${label} → rate-limited; the route was never reached`);
    else if (mustRefuse && answer.status < 400) {
      this.problems.push(`${label} → ${detail} (expected a 4xx)`);
    } else if (answer.status >= 400) {
      if (typeof said !== 'string' || said.trim() === '' || !contentType.startsWith('application/json')) {
        this.problems.push(`${label} → ${detail} (an error without a JSON { message })`);
      } else if (!code.success) {
        this.problems.push(`${label} → ${detail} (an error without a known code)`);
      } else if (STATUS_OF[code.data] !== answer.status) {
        this.problems.push(`${label} → ${detail} (status is not the one of ${code.data})`);
      }
    }
  }
}

const routeKey = (route: RegisteredRoute) => `${route.method} ${route.url}`;

/** The app's HTTP routes (the socket route and Fastify's automatic HEAD routes aside). */
const httpRoutes = (app: TestApp) =>
  app.routes.filter((route) => !route.websocket && route.method !== 'HEAD' && route.method !== 'OPTIONS');

interface Attempt {
  label: string;
  /** True when the input is bad for this route: the answer must be a 4xx. */
  mustRefuse: boolean;
  path: string;
  body?: BodyCase;
  headers?: Record<string, string>;
}

/**
 * Every bad input for one route, as attempts built for a given actor (whose ids fill the path and
 * the valid parts of the body).
 */
function attemptsFor(route: RegisteredRoute, input: RouteInput): ((actor: Actor) => Promise<Attempt>)[] {
  const attempts: ((actor: Actor) => Promise<Attempt>)[] = [];
  const realPath = async (actor: Actor) =>
    hasParams(route.url) ? fillParams(route.url, await realParam(route.url, actor)) : route.url;
  const example = async (actor: Actor) =>
    input.kind === 'body' || input.kind === 'query' ? await input.example(actor) : {};

  // Path parameters that name nothing: refused whatever else the request carries.
  if (hasParams(route.url)) {
    for (const [label, value] of BAD_PARAMS) {
      attempts.push(async (actor) => {
        const path = fillParams(route.url, value);
        const attempt = { label: `path parameter ${label}`, mustRefuse: true, path };
        if (input.kind === 'body')
          return { ...attempt, body: jsonCase('a valid body', await example(actor)) };
        if (input.kind === 'query') return { ...attempt, path: path + queryString(await example(actor)) };
        return attempt;
      });
    }
  }

  if (route.method === 'GET') {
    if (input.kind !== 'query') {
      const junk = { id: '-1', limit: '9'.repeat(40), q: 'x'.repeat(2048), token: ['a', 'b'] };
      attempts.push(async (actor) => ({
        label: 'a query it does not read',
        mustRefuse: false,
        path: (await realPath(actor)) + queryString(junk),
      }));
      return attempts;
    }
    // One query value at a time made wrong in an otherwise valid query.
    for (const key of fieldsOf(input.schema)) {
      for (const [label, value] of [['missing', undefined] as const, ...BAD_QUERY_VALUES]) {
        attempts.push(async (actor) => {
          const query: Record<string, unknown> = { ...(await example(actor)) };
          if (value === undefined) delete query[key];
          else query[key] = value;
          return {
            label: `query ${key} ${label}`,
            mustRefuse: !input.schema.safeParse(query).success || findNul(query) !== null,
            path: (await realPath(actor)) + queryString(query),
          };
        });
      }
    }
    return attempts;
  }

  // Bodies that fail in Fastify's parsers, before any handler.
  for (const body of TRANSPORT_CASES) {
    attempts.push(async (actor) => ({
      label: body.label,
      mustRefuse: true,
      path: await realPath(actor),
      body,
    }));
  }
  if (input.kind === 'nothing' || input.kind === 'query') return attempts;

  if (input.kind === 'signed' || input.kind === 'picture') {
    for (const body of SHAPE_CASES) {
      attempts.push(async (actor) => ({
        label: body.label,
        mustRefuse: true,
        path: await realPath(actor),
        body,
      }));
    }
    if (input.kind === 'picture') return attempts;
    attempts.push(async (actor) => ({
      label: 'a made-up signature',
      mustRefuse: true,
      path: await realPath(actor),
      body: jsonCase('an event', { id: 'evt_1', type: 'invoice.paid', data: { object: { id: 'in_1' } } }),
      headers: { 'stripe-signature': 't=1,v1=00' },
    }));
    return attempts;
  }

  const { schema, optional } = input;
  // What the schema refuses, and text with U+0000 (refused for every route).
  const refuses = (parsed: unknown) =>
    !schema.safeParse(parsed ?? (optional ? {} : parsed)).success || findNul(parsed) !== null;
  for (const body of SHAPE_CASES) {
    attempts.push(async (actor) => ({
      label: body.label,
      mustRefuse: refuses(body.parsed),
      path: await realPath(actor),
      body,
    }));
  }
  // One field at a time made wrong in an otherwise valid body.
  for (const field of fieldsOf(schema)) {
    for (const [label, value] of [['missing', undefined] as const, ...BAD_VALUES]) {
      attempts.push(async (actor) => {
        const fields: Record<string, unknown> = { ...(await example(actor)) };
        if (label === 'missing') delete fields[field];
        else fields[field] = value;
        const body = jsonCase(`${field} ${label}`, fields);
        return { label: body.label, mustRefuse: refuses(body.parsed), path: await realPath(actor), body };
      });
    }
  }
  return attempts;
}

/** Sends every bad input to one route, signed in and signed out. */
async function tryRoute(
  app: TestApp,
  route: RegisteredRoute,
  nextActor: () => Promise<Actor>,
  verdicts: Verdicts,
): Promise<void> {
  const input: RouteInput = INPUTS[routeKey(route)] ?? { kind: 'nothing' };
  for (const build of attemptsFor(route, input)) {
    for (const signedIn of [true, false]) {
      const actor = await nextActor();
      const attempt = await build(actor);
      const answer = await send(app, {
        method: route.method,
        path: attempt.path,
        ...(attempt.body ? { body: attempt.body } : {}),
        ...(attempt.headers ? { headers: attempt.headers } : {}),
        ...(signedIn ? { cookie: actor.cookie } : {}),
      });
      const who = signedIn ? 'signed in' : 'signed out';
      verdicts.check(`${routeKey(route)} ${who}, ${attempt.label}`, answer, attempt.mustRefuse);
    }
  }
}

describe.each(testDatabases())('bad input on every route, on %s', (database) => {
  let app: TestApp;
  let stripe: StripeStandIn;
  let stripeApp: TestApp;
  beforeAll(async () => {
    // The push example's endpoint is at an allowed push service, so bad variants of it reach the store.
    app = await startTestApp({ database, env: { PUSH_SERVICE_HOSTS: 'push.example.test' } });
    // The webhook checks signatures only with Stripe configured; the stand-in answers any read.
    stripe = await startStripeStandIn(STAND_IN_PRICES);
    stripeApp = await startTestApp({ database, env: { ...STRIPE_TEST_ENV, STRIPE_API_BASE: stripe.url } });
  });
  afterAll(async () => {
    await app?.close();
    await stripeApp?.close();
    await stripe?.close();
  });

  it('knows what every route reads, and every example is valid input', async () => {
    const registered = new Set(httpRoutes(app).map(routeKey));
    expect([...registered].filter((key) => !key.startsWith('GET ') && !(key in INPUTS))).toEqual([]);
    expect(Object.keys(INPUTS).filter((key) => !registered.has(key))).toEqual([]);
    expect(registered.size).toBeGreaterThan(30);
    const actor = await actorPool(app)();
    for (const [key, input] of Object.entries(INPUTS)) {
      if (input.kind !== 'body' && input.kind !== 'query') continue;
      const parsed = input.schema.safeParse(await input.example(actor));
      expect(parsed.error, key).toBeUndefined();
    }
  });

  it('answers every malformed body, query and path with a 4xx, a JSON message and a code, never a 5xx', {
    timeout: 240_000,
  }, async () => {
    const verdicts = new Verdicts();
    const nextActor = actorPool(app);
    for (const route of httpRoutes(app)) await tryRoute(app, route, nextActor, verdicts);
    expect(verdicts.problems).toEqual([]);
    expect(verdicts.count).toBeGreaterThan(1000);
  });

  it('refuses unsigned and badly signed webhook deliveries, and answers odd signed events without a 5xx', async () => {
    const verdicts = new Verdicts();
    const webhook = httpRoutes(stripeApp).find((route) => route.url === '/api/stripe/webhook');
    if (!webhook) throw new Error('no webhook route');
    await tryRoute(stripeApp, webhook, actorPool(stripeApp), verdicts);
    // Correctly signed, but not events of the shape Stripe sends: acknowledged and ignored.
    const odd: unknown[] = [
      [],
      null,
      {},
      { id: 'evt_odd_1', type: 'invoice.paid' },
      { id: 'evt_odd_2', type: 'invoice.paid', data: null },
      { id: 'evt_odd_3', type: 'invoice.paid', data: { object: null } },
      { id: 'evt_odd_4', type: 'invoice.paid', data: { object: { id: 42 } } },
      { id: 12, type: 'checkout.session.completed', data: { object: { id: 'cs_unknown' } } },
      { id: 'evt_odd_5', type: ['invoice.paid'], data: { object: { id: 'in_unknown' } } },
    ];
    // Signed events about objects the provider does not know: nothing to apply.
    const unknownObjects = [
      { id: 'evt_odd_6', type: 'invoice.paid', data: { object: { id: 'x'.repeat(10 * 1024) } } },
      { id: 'evt_odd_7', type: 'invoice.paid', data: { object: { id: 'in_\u0000♞' } } },
      { id: 'evt_odd_8', type: 'checkout.session.completed', data: { object: { id: 'cs_♞' } } },
    ];
    const deliver = async (payload: string) =>
      send(stripeApp, {
        method: 'POST',
        path: '/api/stripe/webhook',
        body: { label: 'a signed event', body: payload, contentType: 'application/json' },
        headers: { 'stripe-signature': await signWebhook(payload) },
      });
    for (const event of odd) {
      const payload = JSON.stringify(event);
      const answer = await deliver(payload);
      verdicts.check(`a signed ${payload}`, answer, false);
      expect(answer.body, payload).toEqual({ received: true, outcome: 'ignored' });
    }
    for (const event of unknownObjects) {
      const payload = JSON.stringify(event);
      const answer = await deliver(payload);
      verdicts.check(`a signed ${payload.slice(0, 80)}`, answer, false);
      expect(answer.status, payload.slice(0, 80)).toBe(200);
    }
    verdicts.check('a signed body that is not JSON', await deliver('not json'), true);
    expect(verdicts.problems).toEqual([]);
  });
});
