import type { Kysely } from 'kysely';
import type { Payment } from '../../core/protocol';
import {
  currentSubscriptionOf,
  saveStripeCustomerId,
  userIdByStripeCustomer,
  writePlanColumns,
} from '../accounts/plan-columns';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { parsePlan } from './plan-change';
import type { InvoiceState, PaidPlan, PaymentProvider, SubscriptionState } from './provider';
import { newBillingReference } from './references';

/** The `provider` column of the payments a demo provider recorded. */
const DEMO_PROVIDER: PaymentProvider['kind'] = 'demo';

/** The database or a transaction on it. */
type Executor = Kysely<Database>;

export async function eventSeen(db: Db, eventId: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('billingEvents')
    .select('id')
    .where('id', '=', eventId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records an event as applied; false when it already was (the caller then applies nothing). */
export async function markEventApplied(
  trx: Executor,
  event: { id: string; type: string },
  now: number,
): Promise<boolean> {
  const result = await trx
    .insertInto('billingEvents')
    .values({ id: event.id, type: event.type, appliedAt: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

export async function findUserIdByCustomer(trx: Executor, customerId: string): Promise<string | null> {
  return userIdByStripeCustomer(trx, customerId);
}

export async function saveCustomerId(db: Db, userId: string, customerId: string): Promise<void> {
  await saveStripeCustomerId(db.kysely, userId, customerId);
}

/**
 * Mirrors a subscription's current state onto its user. A subscription that no longer grants its
 * plan drops the user to Free only if it is the user's current one, so news of an old, replaced
 * subscription never undoes a newer purchase.
 */
export async function applySubscription(
  trx: Executor,
  userId: string,
  state: SubscriptionState,
): Promise<void> {
  const user = await currentSubscriptionOf(trx, userId);
  if (!user) return;
  if (state.entitled) {
    await writePlanColumns(trx, userId, {
      subscriptionTier: state.plan,
      stripeCustomerId: state.customerId,
      stripeSubscriptionId: state.id,
      pendingDowngrade: state.pendingPlan,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd ? 1 : 0,
      currentPeriodEnd: state.currentPeriodEnd,
    });
    return;
  }
  if (user.stripeSubscriptionId !== null && user.stripeSubscriptionId !== state.id) return;
  await writePlanColumns(trx, userId, {
    subscriptionTier: 'free',
    stripeSubscriptionId: null,
    pendingDowngrade: null,
    cancelAtPeriodEnd: 0,
    currentPeriodEnd: null,
  });
}

/** One payment row per provider invoice: a later report of the same invoice updates it. */
export async function upsertPayment(
  trx: Executor,
  userId: string,
  provider: PaymentProvider['kind'],
  invoice: InvoiceState,
  fallbackPlan: PaidPlan | null,
  now: number,
): Promise<void> {
  const plan = invoice.plan ?? fallbackPlan;
  if (invoice.status === null || plan === null) return;
  await trx
    .insertInto('payments')
    .values({
      id: newBillingReference('pay'),
      userId,
      provider,
      providerInvoiceId: invoice.id,
      subscriptionId: invoice.subscriptionId,
      plan,
      amountCents: invoice.amountCents,
      currency: invoice.currency,
      status: invoice.status,
      invoiceUrl: invoice.invoiceUrl,
      createdAt: invoice.createdAt,
      updatedAt: now,
    })
    .onConflict((oc) =>
      oc.column('providerInvoiceId').doUpdateSet({
        status: invoice.status ?? 'open',
        amountCents: invoice.amountCents,
        invoiceUrl: invoice.invoiceUrl,
        updatedAt: now,
      }),
    )
    .execute();
}

/** The user's payments, newest first. */
export async function listPayments(db: Db, userId: string): Promise<Payment[]> {
  const rows = await db.kysely
    .selectFrom('payments')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .limit(100)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    date: new Date(row.createdAt).toISOString(),
    amountCents: row.amountCents,
    currency: row.currency,
    plan: parsePlan(row.plan) ?? 'free',
    status: row.status === 'paid' || row.status === 'failed' ? row.status : 'open',
    invoiceUrl: row.invoiceUrl,
    demo: row.provider === DEMO_PROVIDER,
  }));
}
