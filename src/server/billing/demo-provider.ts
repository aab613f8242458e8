import type { Selectable } from 'kysely';
import { PLANS, type PlanId } from '../../core/plans';
import { PaymentStatus } from '../../core/protocol';
import type { Db } from '../db/database';
import type { DemoSubscriptionsTable } from '../db/schema';
import { parsePaidPlan, parsePlan } from './plan-change';
import type {
  CheckoutCreated,
  CheckoutRequest,
  InvoiceState,
  PaidPlan,
  PaymentProvider,
  PaymentReference,
  SubscriptionState,
  UpgradeDone,
} from './provider';
import { newBillingReference } from './references';

/** A demo billing period. */
export const DEMO_PERIOD_MS = 30 * 24 * 60 * 60 * 1000;

type DemoSubscriptionRow = Selectable<DemoSubscriptionsTable>;

/**
 * The simulated payment provider of demo mode (`PAYMENTS=demo`, or no Stripe keys outside production). It keeps its own records, as Stripe
 * would, and behaves like it: checkout is paid at once, periods last 30 days, upgrades charge the
 * prorated difference, downgrades and cancellations wait for the period end, which `endDuePeriods` applies.
 */
export class DemoProvider implements PaymentProvider {
  readonly kind = 'demo' as const;
  readonly publishableKey = null;

  constructor(
    private readonly db: Db,
    private readonly appUrl: string,
  ) {}

  async createCheckout(request: CheckoutRequest): Promise<CheckoutCreated> {
    const amountCents = PLANS[request.plan].priceCents;
    const customerId = request.customerId?.startsWith('demo_cus_')
      ? request.customerId
      : newBillingReference('demo_cus');
    const subscriptionId = newBillingReference('demo_sub');
    const invoiceId = newBillingReference('demo_in');
    const sessionId = newBillingReference('demo_cs');
    await this.db.kysely.transaction().execute(async (trx) => {
      await trx
        .insertInto('demoSubscriptions')
        .values({
          id: subscriptionId,
          userId: request.userId,
          customerId,
          plan: request.plan,
          status: 'active',
          currentPeriodStart: request.now,
          currentPeriodEnd: request.now + DEMO_PERIOD_MS,
          cancelAtPeriodEnd: 0,
          pendingPlan: null,
          latestInvoiceId: invoiceId,
          createdAt: request.now,
        })
        .execute();
      await trx
        .insertInto('demoInvoices')
        .values({
          id: invoiceId,
          subscriptionId,
          userId: request.userId,
          plan: request.plan,
          amountCents,
          status: 'paid',
          createdAt: request.now,
        })
        .execute();
      await trx
        .insertInto('demoCheckoutSessions')
        .values({
          id: sessionId,
          userId: request.userId,
          plan: request.plan,
          amountCents,
          subscriptionId,
          invoiceId,
          createdAt: request.now,
        })
        .execute();
    });
    return { url: this.resultUrl(sessionId), sessionId, customerId };
  }

  async findPaymentReference(id: string): Promise<PaymentReference | null> {
    const session = await this.db.kysely
      .selectFrom('demoCheckoutSessions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (session) {
      return {
        id,
        userId: session.userId,
        paid: true,
        subscriptionId: session.subscriptionId,
        invoiceId: session.invoiceId,
      };
    }
    const invoice = await this.db.kysely
      .selectFrom('demoInvoices')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!invoice) return null;
    return {
      id,
      userId: invoice.userId,
      paid: invoice.status === 'paid',
      subscriptionId: invoice.subscriptionId,
      invoiceId: invoice.id,
    };
  }

  async getSubscription(id: string): Promise<SubscriptionState | null> {
    const row = await this.subscriptionRow(id);
    return row ? toState(row) : null;
  }

  async getInvoice(id: string): Promise<InvoiceState | null> {
    const row = await this.db.kysely
      .selectFrom('demoInvoices')
      .innerJoin('demoSubscriptions', 'demoSubscriptions.id', 'demoInvoices.subscriptionId')
      .select([
        'demoInvoices.id',
        'demoInvoices.subscriptionId',
        'demoInvoices.userId',
        'demoInvoices.plan',
        'demoInvoices.amountCents',
        'demoInvoices.status',
        'demoInvoices.createdAt',
        'demoSubscriptions.customerId',
      ])
      .where('demoInvoices.id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id,
      subscriptionId: row.subscriptionId,
      customerId: row.customerId,
      userId: row.userId,
      plan: parsePaidPlan(row.plan),
      amountCents: row.amountCents,
      currency: 'usd',
      status: PaymentStatus.parse(row.status),
      // The simulated provider has no hosted invoice pages.
      invoiceUrl: null,
      createdAt: row.createdAt,
    };
  }

  async upgrade(subscription: SubscriptionState, plan: PaidPlan, now: number): Promise<UpgradeDone> {
    const row = await this.subscriptionRow(subscription.id);
    if (row?.status !== 'active') throw new Error(`Demo subscription ${subscription.id} is not active`);
    const amountCents = proratedDifference(parsePaidPlan(row.plan) ?? plan, plan, row, now);
    const invoiceId = newBillingReference('demo_in');
    await this.db.kysely.transaction().execute(async (trx) => {
      await trx
        .insertInto('demoInvoices')
        .values({
          id: invoiceId,
          subscriptionId: row.id,
          userId: row.userId,
          plan,
          amountCents,
          status: 'paid',
          createdAt: now,
        })
        .execute();
      await trx
        .updateTable('demoSubscriptions')
        .set({ plan, pendingPlan: null, cancelAtPeriodEnd: 0, latestInvoiceId: invoiceId })
        .where('id', '=', row.id)
        .execute();
    });
    return { url: this.resultUrl(invoiceId), invoiceId };
  }

  async scheduleDowngrade(subscription: SubscriptionState, plan: PlanId): Promise<void> {
    await this.updateActive(subscription.id, { pendingPlan: plan, cancelAtPeriodEnd: 0 });
  }

  async cancelAtPeriodEnd(subscription: SubscriptionState): Promise<void> {
    await this.updateActive(subscription.id, { pendingPlan: null, cancelAtPeriodEnd: 1 });
  }

  async cancelNow(subscription: SubscriptionState): Promise<void> {
    await this.db.kysely
      .updateTable('demoSubscriptions')
      .set({ status: 'canceled', pendingPlan: null, cancelAtPeriodEnd: 0 })
      .where('id', '=', subscription.id)
      .execute();
  }

  async resume(subscription: SubscriptionState): Promise<void> {
    await this.updateActive(subscription.id, { pendingPlan: null, cancelAtPeriodEnd: 0 });
  }

  /**
   * Ends every period that is over at `now`: a cancelled subscription (or one going to Free) ends;
   * the others renew for another period, on the scheduled plan if there is one, with a new paid
   * invoice. Returns the ids of the subscriptions it changed. Safe to run on several instances at
   * once: each period end is claimed by one conditional update.
   */
  async endDuePeriods(now: number): Promise<string[]> {
    const due = await this.db.kysely
      .selectFrom('demoSubscriptions')
      .selectAll()
      .where('status', '=', 'active')
      .where('currentPeriodEnd', '<=', now)
      .execute();
    const changed: string[] = [];
    for (const row of due) {
      if (await this.endPeriod(row, now)) changed.push(row.id);
    }
    return changed;
  }

  private async endPeriod(row: DemoSubscriptionRow, now: number): Promise<boolean> {
    return this.db.kysely.transaction().execute(async (trx) => {
      const claim = trx
        .updateTable('demoSubscriptions')
        .where('id', '=', row.id)
        .where('status', '=', 'active')
        .where('currentPeriodEnd', '=', row.currentPeriodEnd);
      if (row.cancelAtPeriodEnd === 1 || row.pendingPlan === 'free') {
        const ended = await claim.set({ status: 'canceled' }).executeTakeFirst();
        return ended.numUpdatedRows > 0n;
      }
      const plan = parsePaidPlan(row.pendingPlan ?? row.plan) ?? 'premium';
      // A server that was down for several periods renews once, into the period holding `now`.
      let start = row.currentPeriodEnd;
      while (start + DEMO_PERIOD_MS <= now) start += DEMO_PERIOD_MS;
      const invoiceId = newBillingReference('demo_in');
      const renewed = await claim
        .set({
          plan,
          pendingPlan: null,
          currentPeriodStart: start,
          currentPeriodEnd: start + DEMO_PERIOD_MS,
          latestInvoiceId: invoiceId,
        })
        .executeTakeFirst();
      if (renewed.numUpdatedRows === 0n) return false;
      await trx
        .insertInto('demoInvoices')
        .values({
          id: invoiceId,
          subscriptionId: row.id,
          userId: row.userId,
          plan,
          amountCents: PLANS[plan].priceCents,
          status: 'paid',
          createdAt: start,
        })
        .execute();
      return true;
    });
  }

  private async updateActive(
    id: string,
    changes: { pendingPlan: string | null; cancelAtPeriodEnd: number },
  ): Promise<void> {
    const result = await this.db.kysely
      .updateTable('demoSubscriptions')
      .set(changes)
      .where('id', '=', id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new Error(`Demo subscription ${id} is not active`);
  }

  private subscriptionRow(id: string): Promise<DemoSubscriptionRow | undefined> {
    return this.db.kysely.selectFrom('demoSubscriptions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * Our result page for the payment. Only its id travels: the page asks the server what was paid,
   * so an edited address cannot show a different plan or amount.
   */
  private resultUrl(sessionId: string): string {
    const query = new URLSearchParams({ demo: 'true', session_id: sessionId });
    return `${this.appUrl}/payment-success?${query}`;
  }
}

function toState(row: DemoSubscriptionRow): SubscriptionState {
  return {
    id: row.id,
    customerId: row.customerId,
    userId: row.userId,
    plan: parsePaidPlan(row.plan) ?? 'premium',
    entitled: row.status === 'active',
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd === 1,
    pendingPlan: row.pendingPlan === null ? null : parsePlan(row.pendingPlan),
    latestInvoiceId: row.latestInvoiceId,
  };
}

/** The new plan's price minus the old one's, for the part of the period still ahead (as Stripe prorates). */
function proratedDifference(from: PaidPlan, to: PaidPlan, row: DemoSubscriptionRow, now: number): number {
  const length = row.currentPeriodEnd - row.currentPeriodStart;
  const left = Math.min(Math.max(row.currentPeriodEnd - now, 0), length);
  const difference = PLANS[to].priceCents - PLANS[from].priceCents;
  return Math.max(0, Math.round((difference * left) / length));
}
