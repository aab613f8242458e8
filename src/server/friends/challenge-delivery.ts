import type { Logger } from 'pino';
import type { ChallengeColor, PushNotice } from '../../core/protocol';
import { localeOf } from '../accounts/locale-column';
import { openPlayerById } from '../accounts/open-players';
import type { Db } from '../db/database';
import type { Words } from '../i18n/words';
import type { Mailer } from '../mail/mailer';
import { challengeMail } from './challenge-mail';
import { challengeNotice } from './challenge-notice';
import { type ChallengeRow, challengeNoteText, daysPerMoveOf } from './challenge-wire';
import type { Notifier } from './notifier';
import type { Person } from './texts';
import type { UserPresenceTracker } from './user-presence';

export interface ChallengeDeliveryDeps {
  db: Db;
  notifier: Notifier;
  presence: Pick<UserPresenceTracker, 'current'>;
  mailer: Mailer;
  log: Logger;
  appUrl: string;
  /** The challenged player's devices (push, decision 186), told in their own language. */
  devices: { notify(userId: string, notice: (words: Words) => PushNotice): void };
}

/**
 * A challenge reaching its player (decision 202): the bell, their devices, and an e-mail when they have no tab open,
 * which a correspondence challenge, answered days later, relies on most (decision 329).
 */
export async function deliverChallenge(
  deps: ChallengeDeliveryDeps,
  me: Person,
  other: { id: string; email: string; lastSeenAt: number | null },
  row: ChallengeRow,
): Promise<void> {
  const daysPerMove = daysPerMoveOf(row);
  await deps.notifier.notify(other.id, {
    kind: 'challenge',
    fromUserId: me.id,
    refId: row.id,
    text: challengeNoteText(me.username, row),
    params: {
      timeControl: row.timeControl,
      increment: row.increment,
      ...(daysPerMove === null ? {} : { daysPerMove }),
      rated: row.rated !== 0,
      color: row.color as ChallengeColor,
    },
  });
  deps.devices.notify(other.id, challengeNotice(me.username, row));
  if (deps.presence.current(other.id, other.lastSeenAt).state !== 'offline') return;
  try {
    const sender = await openPlayerById(deps.db.kysely, me.id);
    await deps.mailer.send(
      challengeMail({
        to: other.email,
        locale: await localeOf(deps.db.kysely, other.id),
        challenger: { username: me.username, displayName: sender?.displayName ?? null },
        link: `${deps.appUrl}/friends?challenge=${row.id}`,
        timeControl: row.timeControl,
        increment: row.increment,
        daysPerMove,
        rated: row.rated !== 0,
      }),
    );
  } catch (err) {
    deps.log.error({ err, challengeId: row.id }, 'challenge e-mail not sent');
  }
}
