import { strToU8, zipSync } from 'fflate';
import type { ExportFile, PersonalData } from './personal-data';
import type { UserRow } from './session';

/** The accounts feature's own files of the archive; every other feature names its own (decision 258). */
export const EXPORT_FILES = {
  readme: 'README.txt',
  account: 'account.json',
} as const;

const README = `Your ChessChat data, as of the date in account.json.

account.json   your account: names, e-mail, bio, plan, rating, your 18+ declaration
avatar.webp    your profile picture, as the site shows it (when you have one)
games.json     every game you played or created, with its moves
games/*.pgn    each game in PGN, for any chess program
chat.json      the chat lines you wrote, by game
spectator-chat.json  the lines you wrote in spectators' chats, by game
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
    // The correspondence games' own rating (decision 327), apart from the live one above.
    correspondenceRating: Math.round(user.correspondenceRating),
    plan: user.subscriptionTier,
    planRenewsOrEndsAt: iso(user.currentPeriodEnd),
    planEndsAtPeriodEnd: user.cancelAtPeriodEnd === 1,
    // Calls with strangers (decision 284): when the person declared they are 18 or over, and their setting.
    adultDeclaredAt: iso(user.adultDeclaredAt),
    strangerCalls: user.strangerCalls === 1,
    // The language the account's e-mails and notices are written in (decision 299); null: none chosen.
    locale: user.locale,
  };
}

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

function contentOf(file: ExportFile): Uint8Array {
  if ('json' in file) return json(file.json);
  if ('bytes' in file) return file.bytes;
  return strToU8(file.text);
}

/**
 * Everything the service holds about the user and what they wrote, as a zip (issue 19, decision 167):
 * the account, then what each feature holds about them, in its own files (decision 258).
 */
export async function exportUserData(deps: {
  user: UserRow;
  personalData: readonly PersonalData[];
  now?: number;
}): Promise<Uint8Array> {
  const { user } = deps;
  const now = deps.now ?? Date.now();
  const files: Record<string, Uint8Array> = {
    [EXPORT_FILES.readme]: strToU8(README),
    [EXPORT_FILES.account]: json(accountOf(user, now)),
  };
  const person = { id: user.id, email: user.email };
  for (const part of deps.personalData) {
    const parts = (await part.export?.(person)) ?? {};
    for (const [name, file] of Object.entries(parts)) files[name] = contentOf(file);
  }
  // Zip entries carry a local time; the archive's date is the export's.
  return zipSync(files, { level: 6, mtime: now });
}

/** The download's file name: the username and the day, e.g. chesschat-ada-2026-11-24.zip. */
export function exportFileName(user: Pick<UserRow, 'username'>, now = Date.now()): string {
  return `chesschat-${user.username}-${new Date(now).toISOString().slice(0, 10)}.zip`;
}
