import { isGuest } from './accounts/guests';
import type { Db } from './db/database';
import { blocksAmong, hasBlocked } from './friends/store';
import { activeBar, activeMute } from './reports/store';
import {
  barRule,
  blockRule,
  type ContactPolicy,
  createContactPolicy,
  guestRecipientRule,
  guestRule,
  muteRule,
} from './safety/contact-policy';

/**
 * The one contact check as the server runs it (a composition file: it reads three features' stores): blocks are the friends feature's table, mutes and lobby
 * bars the reports feature's, guests the accounts feature's (decision 287), each read here through its owner's store so the check sits below every
 * feature that asks it (decisions 251, 281, 285). Each sanction is read at the moment of the contact.
 */
export function buildContactPolicy(db: Db, clock: () => number = Date.now): ContactPolicy {
  return createContactPolicy(
    [
      blockRule(
        (blockerId, blockedId) => hasBlocked(db.kysely, blockerId, blockedId),
        // The same blocks among a whole pairing wave, in one read per slice of it.
        (userIds) => blocksAmong(db.kysely, userIds),
      ),
      guestRecipientRule((userId) => isGuest(db.kysely, userId)),
    ],
    [
      muteRule((userId) => activeMute(db, userId, clock())),
      barRule((userId) => activeBar(db, userId, clock())),
      guestRule((userId) => isGuest(db.kysely, userId)),
    ],
  );
}
