import type { Executor } from '../db/executor';

/**
 * The plan and payment-provider columns of the users row, read and written for billing (decision 266):
 * the query text lives here with the row's owner, and billing hands in its own transaction when the
 * change must land with the rest of its work (an applied billing event, a game that starts).
 */

/** The columns a subscription's state is mirrored into. */
export interface PlanColumns {
  subscriptionTier: string;
  stripeCustomerId?: string | null;
  stripeSubscriptionId: string | null;
  pendingDowngrade: string | null;
  cancelAtPeriodEnd: 0 | 1;
  currentPeriodEnd: number | null;
}

/** The stored plan name of a user, unparsed; null for an unknown user. */
export async function storedTierOf(db: Executor, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('subscriptionTier')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.subscriptionTier ?? null;
}

/**
 * Takes the user's row lock for the rest of the transaction (a no-op write on PostgreSQL; SQLite runs one
 * transaction at a time anyway), so two checks of the same user's plan queue one behind the other.
 */
export async function lockPlanRow(db: Executor, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ subscriptionTier: eb.ref('subscriptionTier') }))
    .where('id', '=', userId)
    .execute();
}

export async function userIdByStripeCustomer(db: Executor, customerId: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('stripeCustomerId', '=', customerId)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function saveStripeCustomerId(db: Executor, userId: string, customerId: string): Promise<void> {
  await db.updateTable('users').set({ stripeCustomerId: customerId }).where('id', '=', userId).execute();
}

/** The subscription a user's plan comes from; undefined for an unknown user. */
export async function currentSubscriptionOf(
  db: Executor,
  userId: string,
): Promise<{ stripeSubscriptionId: string | null } | undefined> {
  return db.selectFrom('users').select(['stripeSubscriptionId']).where('id', '=', userId).executeTakeFirst();
}

export async function writePlanColumns(db: Executor, userId: string, columns: PlanColumns): Promise<void> {
  await db.updateTable('users').set(columns).where('id', '=', userId).execute();
}
