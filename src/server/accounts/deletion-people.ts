import type { Kysely } from 'kysely';
import type { EventBus } from '../bus';
import { publishToUser } from '../bus/user-channel';
import type { Database } from '../db/schema';

/**
 * An account closed (decision 168) leaves no people traces (decision 205): its friendships and
 * requests, blocks either way, challenges either way, its notification centre and the notifications it
 * caused, and its browsers' push subscriptions; the study boards it opened are deleted and it leaves
 * the ones it joined (their owners keep them). Run inside the deletion's transaction; returns the
 * players whose friends list or challenges changed, to be told once it has committed.
 */
export async function erasePeopleRows(trx: Kysely<Database>, userId: string): Promise<string[]> {
  const touched = new Set<string>();
  const links = await trx
    .deleteFrom('friendships')
    .where((eb) => eb.or([eb('requesterId', '=', userId), eb('addresseeId', '=', userId)]))
    .returning(['requesterId', 'addresseeId'])
    .execute();
  for (const link of links) touched.add(link.requesterId === userId ? link.addresseeId : link.requesterId);
  const challenges = await trx
    .deleteFrom('challenges')
    .where((eb) => eb.or([eb('challengerId', '=', userId), eb('challengedId', '=', userId)]))
    .returning(['challengerId', 'challengedId', 'status'])
    .execute();
  for (const challenge of challenges) {
    if (challenge.status !== 'pending') continue;
    touched.add(challenge.challengerId === userId ? challenge.challengedId : challenge.challengerId);
  }
  await trx
    .deleteFrom('blocks')
    .where((eb) => eb.or([eb('blockerId', '=', userId), eb('blockedId', '=', userId)]))
    .execute();
  await trx
    .deleteFrom('notifications')
    .where((eb) => eb.or([eb('userId', '=', userId), eb('fromUserId', '=', userId)]))
    .execute();
  await trx.deleteFrom('pushSubscriptions').where('userId', '=', userId).execute();
  await trx.deleteFrom('studies').where('ownerId', '=', userId).execute();
  await trx.updateTable('studies').set({ guestId: null }).where('guestId', '=', userId).execute();
  return [...touched];
}

/** The former friends and challenge partners' tabs reload their lists (the player has gone from them). */
export async function announcePeopleGone(bus: EventBus, userIds: readonly string[]): Promise<void> {
  await Promise.all(userIds.map((id) => publishToUser(bus, id, { type: 'friends_changed' })));
}
