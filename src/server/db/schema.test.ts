import { type Kysely, type SelectType, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDatabases, introspectTables, testDatabases } from '../test/databases';
import type { Db } from './database';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';

/**
 * The hand-written table types (schema.ts) held to what the migrations build (decision 254). TypeScript
 * checks SCHEMA against the `Database` interface (every table and column, each column's type family and
 * whether it may be null, nothing more); the test checks the migrated database against SCHEMA. A column
 * added to one side only fails one of the two.
 */
type Family<T> = [T] extends [number]
  ? 'number'
  : [T] extends [string]
    ? 'text'
    : [T] extends [Uint8Array]
      ? 'bytes'
      : 'unsupported';
/** How a column reads: its family, with `?` when it may be null. */
type Described<Column> =
  null extends SelectType<Column>
    ? `${Family<NonNullable<SelectType<Column>>>}?`
    : Family<SelectType<Column>>;
type SchemaDescription = {
  [Table in keyof Database]: { [Column in keyof Database[Table]]-?: Described<Database[Table][Column]> };
};

const SCHEMA: SchemaDescription = {
  accountTokens: {
    id: 'text',
    userId: 'text',
    purpose: 'text',
    createdAt: 'number',
    expiresAt: 'number',
  },
  avatars: {
    userId: 'text',
    image: 'bytes?',
    version: 'text',
    updatedAt: 'number',
    mediaKey: 'text?',
    contentType: 'text',
    bytes: 'number',
  },
  billingEvents: {
    id: 'text',
    type: 'text',
    appliedAt: 'number',
  },
  blocks: {
    blockerId: 'text',
    blockedId: 'text',
    createdAt: 'number',
  },
  boardSettings: {
    userId: 'text',
    theme: 'text',
    customColors: 'text?',
    updatedAt: 'number',
    pieceSet: 'text?',
  },
  challenges: {
    id: 'text',
    challengerId: 'text',
    challengedId: 'text',
    timeControl: 'number',
    increment: 'number',
    color: 'text',
    status: 'text',
    gameId: 'text?',
    hidden: 'number',
    createdAt: 'number',
    expiresAt: 'number',
    answeredAt: 'number?',
    rated: 'number',
    daysPerMove: 'number?',
  },
  chatMessages: {
    id: 'text',
    gameId: 'text',
    userId: 'text?',
    username: 'text',
    message: 'text',
    isSystem: 'number',
    createdAt: 'number',
  },
  clockHeartbeat: {
    id: 'text',
    aliveAt: 'number',
  },
  demoCheckoutSessions: {
    id: 'text',
    userId: 'text',
    plan: 'text',
    amountCents: 'number',
    subscriptionId: 'text',
    invoiceId: 'text',
    createdAt: 'number',
  },
  demoInvoices: {
    id: 'text',
    subscriptionId: 'text',
    userId: 'text',
    plan: 'text',
    amountCents: 'number',
    status: 'text',
    createdAt: 'number',
  },
  demoSubscriptions: {
    id: 'text',
    userId: 'text',
    customerId: 'text',
    plan: 'text',
    status: 'text',
    currentPeriodStart: 'number',
    currentPeriodEnd: 'number',
    cancelAtPeriodEnd: 'number',
    pendingPlan: 'text?',
    latestInvoiceId: 'text?',
    createdAt: 'number',
  },
  emailChanges: {
    id: 'text',
    userId: 'text',
    newEmail: 'text',
    createdAt: 'number',
    expiresAt: 'number',
  },
  friendships: {
    id: 'text',
    requesterId: 'text',
    addresseeId: 'text',
    pairKey: 'text',
    status: 'text',
    createdAt: 'number',
    acceptedAt: 'number?',
  },
  gameRatings: {
    gameId: 'text',
    userId: 'text',
    color: 'text',
    ratingBefore: 'number',
    ratingAfter: 'number',
    deviationBefore: 'number',
    deviationAfter: 'number',
    volatilityBefore: 'number',
    volatilityAfter: 'number',
    ratedAt: 'number',
    opponentRatingBefore: 'number?',
    score: 'number?',
    timeControl: 'number?',
    increment: 'number?',
    pool: 'text',
  },
  gameReports: {
    gameId: 'text',
    report: 'text',
    createdBy: 'text?',
    createdAt: 'number',
  },
  gameReviews: {
    gameId: 'text',
    state: 'text',
    version: 'number',
    updatedAt: 'number',
  },
  games: {
    id: 'text',
    status: 'text',
    whitePlayerId: 'text?',
    blackPlayerId: 'text?',
    timeControl: 'number',
    increment: 'number',
    moves: 'text',
    san: 'text',
    ply: 'number',
    fen: 'text',
    whiteMs: 'number',
    blackMs: 'number',
    clockRunning: 'text?',
    turnStartedAt: 'number?',
    deadlineAt: 'number?',
    version: 'number',
    result: 'text?',
    termination: 'text?',
    drawOffer: 'text?',
    rematchOffer: 'text?',
    rematchGameId: 'text?',
    rematchOfGameId: 'text?',
    createdAt: 'number',
    startedAt: 'number?',
    endedAt: 'number?',
    clockHistory: 'text',
    openingEco: 'text?',
    openingName: 'text?',
    openingMoves: 'text?',
    hostId: 'text?',
    takebackBy: 'text?',
    takebackPly: 'number?',
    whiteTakebacks: 'number',
    blackTakebacks: 'number',
    rated: 'number',
    origin: 'text',
    startFen: 'text?',
    whiteBerserk: 'number',
    blackBerserk: 'number',
    tournamentId: 'text?',
    daysPerMove: 'number?',
  },
  invitations: {
    id: 'text',
    gameId: 'text',
    inviterId: 'text',
    inviteeId: 'text?',
    inviteeEmail: 'text?',
    status: 'text',
    createdAt: 'number',
    respondedAt: 'number?',
  },
  notifications: {
    id: 'text',
    userId: 'text',
    kind: 'text',
    fromUserId: 'text?',
    gameId: 'text?',
    refId: 'text?',
    text: 'text',
    params: 'text?',
    createdAt: 'number',
    readAt: 'number?',
  },
  tournaments: {
    id: 'text',
    kind: 'text',
    name: 'text',
    createdBy: 'text?',
    slotKey: 'text?',
    timeControl: 'number',
    increment: 'number',
    minutes: 'number',
    startsAt: 'number',
    endsAt: 'number',
    rated: 'number',
    maxPlayers: 'number',
    status: 'text',
    inviteToken: 'text?',
    createdAt: 'number',
    version: 'number',
  },
  tournamentPlayers: {
    tournamentId: 'text',
    userId: 'text',
    status: 'text',
    ratingAtStart: 'number',
    joinedAt: 'number',
  },
  tournamentGames: {
    gameId: 'text',
    tournamentId: 'text',
    whiteId: 'text',
    blackId: 'text',
    pairedAt: 'number',
    startsAt: 'number',
    ended: 'number',
    result: 'text?',
    plies: 'number',
    agreedDraw: 'number',
    whiteBerserk: 'number',
    blackBerserk: 'number',
    endedAt: 'number?',
  },
  tournamentInvites: {
    tournamentId: 'text',
    userId: 'text',
    invitedAt: 'number',
  },
  vacations: {
    id: 'text',
    userId: 'text',
    startsAt: 'number',
    endsAt: 'number',
  },
  tournamentLeases: {
    name: 'text',
    holder: 'text',
    expiresAt: 'number',
  },
  lobbyLeases: {
    name: 'text',
    holder: 'text',
    expiresAt: 'number',
    lastWaveAt: 'number',
  },
  lobbyQueue: {
    userId: 'text',
    ticket: 'text',
    pool: 'text',
    rated: 'number',
    call: 'number',
    joinedAt: 'number',
  },
  moderationAudit: {
    id: 'text',
    moderatorId: 'text',
    userId: 'text',
    action: 'text',
    detail: 'text?',
    asked: 'text?',
    reason: 'text',
    reportsClosed: 'number',
    createdAt: 'number',
  },
  payments: {
    id: 'text',
    userId: 'text',
    provider: 'text',
    providerInvoiceId: 'text',
    subscriptionId: 'text?',
    plan: 'text',
    amountCents: 'number',
    currency: 'text',
    status: 'text',
    invoiceUrl: 'text?',
    createdAt: 'number',
    updatedAt: 'number',
  },
  pushSubscriptions: {
    endpoint: 'text',
    userId: 'text',
    sessionId: 'text',
    p256dh: 'text',
    auth: 'text',
    createdAt: 'number',
  },
  rateLimits: {
    key: 'text',
    hits: 'number',
    resetAt: 'number',
  },
  conditionalLines: {
    gameId: 'text',
    userId: 'text',
    ply: 'number',
    lines: 'text',
    updatedAt: 'number',
  },
  recordingConsents: {
    gameId: 'text',
    state: 'text',
    askerId: 'text?',
    partnerId: 'text?',
    starts: 'number',
    version: 'number',
    updatedAt: 'number',
  },
  correspondenceNotices: {
    gameId: 'text',
    ply: 'number',
    kind: 'text',
    userId: 'text',
    notificationId: 'text?',
    createdAt: 'number',
  },
  correspondenceNoticeSettings: {
    userId: 'text',
    push: 'number',
    email: 'number',
    updatedAt: 'number',
  },
  lobbySeeks: {
    id: 'text',
    userId: 'text',
    pool: 'text',
    rated: 'number',
    call: 'number',
    createdAt: 'number',
  },
  reports: {
    id: 'text',
    reporterId: 'text',
    reportedId: 'text',
    reason: 'text',
    text: 'text',
    gameId: 'text?',
    messageId: 'text?',
    videoMessageId: 'text?',
    callOn: 'number?',
    chat: 'text',
    createdAt: 'number',
    resolvedAt: 'number?',
  },
  reviewSteps: {
    subject: 'text',
    version: 'number',
    actor: 'text',
    action: 'text?',
    createdAt: 'number',
  },
  sanctions: {
    id: 'text',
    userId: 'text',
    kind: 'text',
    moderatorId: 'text',
    createdAt: 'number',
    until: 'number?',
  },
  sessions: {
    id: 'text',
    userId: 'text',
    createdAt: 'number',
    expiresAt: 'number',
    lastUsedAt: 'number',
  },
  spectatorMessages: {
    id: 'text',
    gameId: 'text',
    userId: 'text',
    username: 'text',
    message: 'text',
    createdAt: 'number',
  },
  studies: {
    id: 'text',
    ownerId: 'text',
    guestId: 'text?',
    startFen: 'text',
    startPgn: 'text?',
    state: 'text',
    version: 'number',
    createdAt: 'number',
    updatedAt: 'number',
  },
  trainingProgress: {
    userId: 'text',
    gameId: 'text',
    ply: 'number',
    streak: 'number',
    attempts: 'number',
    solved: 'number',
    updatedAt: 'number',
  },
  videoMessages: {
    id: 'text',
    gameId: 'text',
    authorId: 'text',
    recipientId: 'text',
    ply: 'number',
    kind: 'text',
    contentType: 'text',
    mediaKey: 'text',
    bytes: 'number',
    durationMs: 'number',
    createdAt: 'number',
    authorClosed: 'number',
    recipientClosed: 'number',
  },
  users: {
    id: 'text',
    email: 'text',
    username: 'text',
    usernameKey: 'text',
    fullName: 'text',
    displayName: 'text?',
    bio: 'text',
    passwordHash: 'text',
    emailVerifiedAt: 'number?',
    createdAt: 'number',
    rating: 'number',
    ratingDeviation: 'number',
    ratingVolatility: 'number',
    correspondenceRating: 'number',
    correspondenceRatingDeviation: 'number',
    correspondenceRatingVolatility: 'number',
    subscriptionTier: 'text',
    stripeCustomerId: 'text?',
    stripeSubscriptionId: 'text?',
    pendingDowngrade: 'text?',
    cancelAtPeriodEnd: 'number',
    currentPeriodEnd: 'number?',
    profileImageUrl: 'text?',
    deletedAt: 'number?',
    presenceVisibility: 'text',
    lastSeenAt: 'number?',
    moderator: 'number',
    adultDeclaredAt: 'number?',
    strangerCalls: 'number',
    guestUntil: 'number?',
    locale: 'text?',
  },
};

const camelCase = (name: string) => name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** The family of a column type as each database names it; an unknown type is kept, so it fails. */
function familyOf(dataType: string): string {
  if (/char|text/i.test(dataType)) return 'text';
  if (/int|double|real|numeric|float/i.test(dataType)) return 'number';
  if (/bytea|blob/i.test(dataType)) return 'bytes';
  return dataType;
}

/** SQLite lets a primary key that is not an INTEGER hold null unless declared NOT NULL; no row of ours does. */
async function sqlitePrimaryKey(kysely: Kysely<Database>, table: string): Promise<Set<string>> {
  const { rows } = await sql<{
    name: string;
  }>`select name from pragma_table_info(${table}) where pk > 0`.execute(kysely.withoutPlugins());
  return new Set(rows.map((row) => row.name));
}

/** The migrated database described the way SCHEMA is. */
async function migratedSchema(db: Db): Promise<Record<string, Record<string, string>>> {
  const tables = (await introspectTables(db)).filter(
    (table) => db.dialect !== 'postgres' || table.schema === db.pgSchema,
  );
  const described: Record<string, Record<string, string>> = {};
  for (const table of tables) {
    const primaryKey = db.dialect === 'sqlite' ? await sqlitePrimaryKey(db.kysely, table.name) : new Set();
    described[camelCase(table.name)] = Object.fromEntries(
      table.columns.map((column) => [
        camelCase(column.name),
        familyOf(column.dataType) + (column.isNullable && !primaryKey.has(column.name) ? '?' : ''),
      ]),
    );
  }
  return described;
}

describe.each(testDatabases())('the table types (schema.ts) on %s', (kind) => {
  const databases = freshDatabases(kind, 'schema');
  afterEach(() => databases.closeAll());

  it('name every migrated table and column, with its type family and nullability, and nothing more', async () => {
    const db = await databases.open();
    await migrateToLatest(db);
    expect(await migratedSchema(db)).toEqual(SCHEMA);
  });
});
