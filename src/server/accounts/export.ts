import { strToU8, zipSync } from 'fflate';
import { recordedPlayerName } from '../../core/names';
import type { Game, Payment } from '../../core/protocol';
import type { Db } from '../db/database';
import { challengesOf, friendsOf, notificationsOf, reviewsOf } from './export-people';
import { studiesOf } from './export-studies';
import { trainingProgressOf } from './export-training';
import type { UserRow } from './session';

/** The files of the archive, by name; each is JSON or PGN text. */
export const EXPORT_FILES = {
  readme: 'README.txt',
  account: 'account.json',
  games: 'games.json',
  chat: 'chat.json',
  payments: 'payments.json',
  friends: 'friends.json',
  challenges: 'challenges.json',
  notifications: 'notifications.json',
  reviews: 'reviews.json',
  training: 'training.json',
  studies: 'studies.json',
  pgnFolder: 'games/',
} as const;

const README = `Your ChessChat data, as of the date in account.json.

account.json   your account: names, e-mail, bio, plan, rating
games.json     every game you played or created, with its moves
games/*.pgn    each game in PGN, for any chess program
chat.json      the chat lines you wrote, by game
payments.json  your payments
friends.json   your friends and friend requests, and the players you blocked
challenges.json      the challenges you sent and received
notifications.json   your notification centre
reviews.json   the reviews (move trees and drawings) of your games
training.json  your training progress, by game and move
studies.json   the study boards you opened or joined, with their moves and drawings
`;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function accountOf(user: UserRow, now: number) {
  return {
    exportedAt: new Date(now).toISOString(),
    id: user.id,
    username: user.username,
    email: user.email,
    emailConfirmedAt: iso(user.emailVerifiedAt),
    fullName: user.fullName,
    displayName: user.displayName,
    bio: user.bio,
    profileImageUrl: user.profileImageUrl,
    createdAt: new Date(user.createdAt).toISOString(),
    rating: Math.round(user.rating),
    plan: user.subscriptionTier,
    planRenewsOrEndsAt: iso(user.currentPeriodEnd),
    planEndsAtPeriodEnd: user.cancelAtPeriodEnd === 1,
  };
}

/** The referee's public views of a game (the games feature sits above accounts). */
export interface GameSource {
  snapshot(gameId: string): Promise<Game | null>;
  pgn(gameId: string): Promise<string | null>;
}

/** Each of the user's games as JSON and as PGN, oldest first, through the same views anyone gets. */
async function gamesOf(db: Db, games: GameSource, userId: string) {
  const rows = await db.kysely
    .selectFrom('games')
    .select('id')
    .where((eb) => eb.or([eb('whitePlayerId', '=', userId), eb('blackPlayerId', '=', userId)]))
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  const exported: { summary: ReturnType<typeof summaryOf>; pgn: string }[] = [];
  for (const { id } of rows) {
    const [game, pgn] = await Promise.all([games.snapshot(id), games.pgn(id)]);
    // A game removed between the list and the read has nothing left to export.
    if (game && pgn !== null) exported.push({ summary: summaryOf(game, userId), pgn });
  }
  return exported;
}

function summaryOf(game: Game, userId: string) {
  return {
    id: game.id,
    pgnFile: `${EXPORT_FILES.pgnFolder}${game.id}.pgn`,
    color: game.whitePlayerId === userId ? 'white' : 'black',
    white: game.white ? recordedPlayerName(game.white) : null,
    black: game.black ? recordedPlayerName(game.black) : null,
    status: game.status,
    result: game.result,
    termination: game.termination,
    timeControlSeconds: game.timeControl,
    incrementSeconds: game.increment,
    moves: game.san,
    createdAt: game.createdAt,
    startedAt: game.startedAt,
    endedAt: game.endedAt,
  };
}

async function chatLinesOf(db: Db, userId: string) {
  const rows = await db.kysely
    .selectFrom('chatMessages')
    .select(['gameId', 'message', 'createdAt'])
    .where('userId', '=', userId)
    .where('isSystem', '=', 0)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    gameId: row.gameId,
    message: row.message,
    sentAt: new Date(row.createdAt).toISOString(),
  }));
}

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/**
 * Everything the service holds about the user and what they wrote, as a zip (issue 19, decision 167):
 * the account, their games (JSON, and PGN one file each), their chat lines and their payments.
 * Other people's chat lines are not theirs to take, so only the user's own are included.
 */
export async function exportUserData(deps: {
  db: Db;
  games: GameSource;
  user: UserRow;
  payments: Payment[];
  now?: number;
}): Promise<Uint8Array> {
  const { db, user } = deps;
  const now = deps.now ?? Date.now();
  const games = await gamesOf(db, deps.games, user.id);
  const files: Record<string, Uint8Array> = {
    [EXPORT_FILES.readme]: strToU8(README),
    [EXPORT_FILES.account]: json(accountOf(user, now)),
    [EXPORT_FILES.games]: json(games.map((game) => game.summary)),
    [EXPORT_FILES.chat]: json(await chatLinesOf(db, user.id)),
    [EXPORT_FILES.payments]: json(deps.payments),
    [EXPORT_FILES.friends]: json(await friendsOf(db, user.id)),
    [EXPORT_FILES.challenges]: json(await challengesOf(db, user.id)),
    [EXPORT_FILES.notifications]: json(await notificationsOf(db, user.id)),
    [EXPORT_FILES.reviews]: json(await reviewsOf(db, user.id)),
    [EXPORT_FILES.training]: json(await trainingProgressOf(db, user.id)),
    [EXPORT_FILES.studies]: json(await studiesOf(db, user.id)),
  };
  for (const game of games) files[game.summary.pgnFile] = strToU8(game.pgn);
  // Zip entries carry a local time; the archive's date is the export's.
  return zipSync(files, { level: 6, mtime: now });
}

/** The download's file name: the username and the day, e.g. chesschat-ada-2026-11-24.zip. */
export function exportFileName(user: Pick<UserRow, 'username'>, now = Date.now()): string {
  return `chesschat-${user.username}-${new Date(now).toISOString().slice(0, 10)}.zip`;
}
