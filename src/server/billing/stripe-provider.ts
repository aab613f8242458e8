import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { PlanId } from '../../core/plans';
import type { PaymentStatus } from '../../core/protocol';
import { isHandledEventType, type ProviderEvent } from './events';
import { parsePaidPlan } from './plan-change';
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
import { createStripeClient, idOf } from './stripe-client';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  prices: Record<PaidPlan, string>;
  publishableKey: string | null;
  apiBase: string | undefined;
  appUrl: string;
}

/** Statuses in which a subscription grants its plan; past_due keeps it while Stripe retries the card. */
const ENTITLED = new Set(['active', 'trialing', 'past_due']);
/** What billing reads of a verified event: its id, its type and the id of the object it is about. */
const EventEnvelope = z.object({
  id: z.string().min(1),
  type: z.string(),
  data: z.object({ object: z.object({ id: z.string().min(1) }) }),
});
/** Schedules that still decide something about the subscription's future. */
const LIVE_SCHEDULE = new Set(['active', 'not_started']);

/**
 * Stripe: hosted Checkout in subscription mode, downgrades as subscription schedules that switch the
 * price (or end the subscription) at the period end, cancellations as cancel_at_period_end.
 */
export class StripeProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;
  private client: Promise<Stripe> | null = null;

  constructor(private readonly settings: StripeSettings) {}

  get publishableKey(): string | null {
    return this.settings.publishableKey;
  }

  private stripe(): Promise<Stripe> {
    this.client ??= createStripeClient(this.settings.secretKey, this.settings.apiBase);
    return this.client;
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutCreated> {
    const stripe = await this.stripe();
    let customerId = request.customerId?.startsWith('cus_') ? request.customerId : null;
    if (!customerId) {
      const customer = await stripe.customers.create(
        { email: request.email, name: request.fullName, metadata: { userId: request.userId } },
        // One customer per user, even when two checkouts start at once.
        { idempotencyKey: `customer-${request.userId}` },
      );
      customerId = customer.id;
    }
    const metadata = { userId: request.userId, plan: request.plan };
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        customer: customerId,
        client_reference_id: request.userId,
        line_items: [{ price: this.settings.prices[request.plan], quantity: 1 }],
        // Stripe fills in {CHECKOUT_SESSION_ID}; it must reach Stripe unencoded.
        success_url: `${this.settings.appUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${this.settings.appUrl}/pricing`,
        metadata,
        subscription_data: { metadata },
      },
      // A double click within the same minute gets the same session rather than a second one.
      { idempotencyKey: `checkout-${request.userId}-${request.plan}-${Math.floor(request.now / 60_000)}` },
    );
    if (!session.url) throw new Error(`Stripe checkout session ${session.id} has no URL`);
    return { url: session.url, sessionId: session.id, customerId };
  }

  async findPaymentReference(id: string): Promise<PaymentReference | null> {
    if (id.startsWith('in_')) {
      const invoice = await this.getInvoice(id);
      if (!invoice) return null;
      return {
        id,
        userId: invoice.userId,
        paid: invoice.status === 'paid',
        subscriptionId: invoice.subscriptionId,
        invoiceId: invoice.id,
      };
    }
    if (!id.startsWith('cs_')) return null;
    const stripe = await this.stripe();
    const session = await missingAsNull(stripe.checkout.sessions.retrieve(id));
    if (!session) return null;
    return {
      id,
      userId: session.client_reference_id,
      paid: session.status === 'complete' && session.payment_status !== 'unpaid',
      subscriptionId: idOf(session.subscription),
      invoiceId: idOf(session.invoice),
    };
  }

  async getSubscription(id: string): Promise<SubscriptionState | null> {
    const stripe = await this.stripe();
    const subscription = await missingAsNull(stripe.subscriptions.retrieve(id, { expand: ['schedule'] }));
    return subscription ? this.toState(subscription) : null;
  }

  async getInvoice(id: string): Promise<InvoiceState | null> {
    const stripe = await this.stripe();
    const invoice = await missingAsNull(stripe.invoices.retrieve(id));
    if (!invoice?.id) return null;
    const details = invoice.parent?.subscription_details ?? null;
    const status = invoiceStatus(invoice);
    return {
      id: invoice.id,
      subscriptionId: idOf(details?.subscription),
      customerId: idOf(invoice.customer),
      userId: details?.metadata?.userId ?? null,
      plan: this.invoicePlan(invoice),
      amountCents: status === 'paid' ? invoice.amount_paid : invoice.amount_due,
      currency: invoice.currency,
      status,
      invoiceUrl: invoice.hosted_invoice_url ?? null,
      createdAt: (invoice.status_transitions?.paid_at ?? invoice.created) * 1000,
    };
  }

  async upgrade(subscription: SubscriptionState, plan: PaidPlan): Promise<UpgradeDone> {
    const stripe = await this.stripe();
    const current = await stripe.subscriptions.retrieve(subscription.id, { expand: ['schedule'] });
    await this.releaseSchedule(stripe, current);
    const item = current.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${current.id} has no items`);
    const updated = await stripe.subscriptions.update(
      current.id,
      {
        items: [{ id: item.id, price: this.settings.prices[plan] }],
        // Charge the prorated difference now; refuse the change if that payment fails.
        proration_behavior: 'always_invoice',
        payment_behavior: 'error_if_incomplete',
        cancel_at_period_end: false,
        metadata: { plan },
      },
      { idempotencyKey: randomUUID() },
    );
    const invoiceId = idOf(updated.latest_invoice);
    const url = `${this.settings.appUrl}/payment-success?session_id=${encodeURIComponent(invoiceId ?? current.id)}`;
    return { url, invoiceId };
  }

  async scheduleDowngrade(subscription: SubscriptionState, plan: PlanId): Promise<void> {
    const stripe = await this.stripe();
    const current = await stripe.subscriptions.retrieve(subscription.id, { expand: ['schedule'] });
    if (current.cancel_at_period_end) {
      await stripe.subscriptions.update(
        current.id,
        { cancel_at_period_end: false },
        { idempotencyKey: randomUUID() },
      );
    }
    const existing = liveSchedule(current);
    const schedule =
      existing ??
      (await stripe.subscriptionSchedules.create(
        { from_subscription: current.id },
        { idempotencyKey: randomUUID() },
      ));
    const phase = currentPhase(schedule);
    if (!phase) throw new Error(`Stripe schedule ${schedule.id} has no current phase`);
    const nextPhases = plan === 'free' ? [] : [nextPhase(this.settings.prices[plan as PaidPlan])];
    await stripe.subscriptionSchedules.update(
      schedule.id,
      {
        // Going to Free ends the subscription with the period; otherwise the schedule hands the
        // subscription back, on the lower price, once the change is made.
        end_behavior: plan === 'free' ? 'cancel' : 'release',
        phases: [
          {
            items: phase.items.map((i) => ({ price: idOf(i.price) ?? '', quantity: i.quantity ?? 1 })),
            start_date: phase.start_date,
            end_date: phase.end_date,
          },
          ...nextPhases,
        ],
      },
      { idempotencyKey: randomUUID() },
    );
  }

  async cancelAtPeriodEnd(subscription: SubscriptionState): Promise<void> {
    const stripe = await this.stripe();
    const current = await stripe.subscriptions.retrieve(subscription.id, { expand: ['schedule'] });
    await this.releaseSchedule(stripe, current);
    await stripe.subscriptions.update(
      current.id,
      { cancel_at_period_end: true },
      { idempotencyKey: randomUUID() },
    );
  }

  async cancelNow(subscription: SubscriptionState): Promise<void> {
    const stripe = await this.stripe();
    await stripe.subscriptions.cancel(subscription.id, {}, { idempotencyKey: randomUUID() });
  }

  async resume(subscription: SubscriptionState): Promise<void> {
    const stripe = await this.stripe();
    const current = await stripe.subscriptions.retrieve(subscription.id, { expand: ['schedule'] });
    await this.releaseSchedule(stripe, current);
    if (current.cancel_at_period_end) {
      await stripe.subscriptions.update(
        current.id,
        { cancel_at_period_end: false },
        { idempotencyKey: randomUUID() },
      );
    }
  }

  /**
   * Checks a webhook's signature against the raw body and reduces the event to what it is about;
   * null for event types billing does not handle (or a signed body that is not an event at all).
   * Throws when the signature does not verify.
   */
  async verifyEvent(rawBody: Buffer, signature: string): Promise<ProviderEvent | null> {
    const stripe = await this.stripe();
    const event = await stripe.webhooks.constructEventAsync(rawBody, signature, this.settings.webhookSecret);
    const envelope = EventEnvelope.safeParse(event);
    if (!envelope.success || !isHandledEventType(envelope.data.type)) return null;
    const { id, type, data } = envelope.data;
    return { id, type, objectId: data.object.id };
  }

  private async releaseSchedule(stripe: Stripe, subscription: Stripe.Subscription): Promise<void> {
    const schedule = liveSchedule(subscription);
    if (!schedule) return;
    await stripe.subscriptionSchedules.release(schedule.id, {}, { idempotencyKey: randomUUID() });
  }

  private toState(subscription: Stripe.Subscription): SubscriptionState {
    const item = subscription.items.data[0];
    const plan = this.planForPrice(idOf(item?.price)) ?? parsePaidPlan(subscription.metadata.plan);
    if (!plan)
      throw new Error(`Stripe subscription ${subscription.id} is on a price that is not a ChessChat plan`);
    return {
      id: subscription.id,
      customerId: idOf(subscription.customer) ?? '',
      userId: subscription.metadata.userId ?? null,
      plan,
      entitled: ENTITLED.has(subscription.status),
      currentPeriodEnd: item ? item.current_period_end * 1000 : null,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      pendingPlan: this.pendingPlan(subscription, plan),
      latestInvoiceId: idOf(subscription.latest_invoice),
    };
  }

  /** The plan a live schedule moves to after the current phase; 'free' if it ends the subscription. */
  private pendingPlan(subscription: Stripe.Subscription, plan: PaidPlan): PlanId | null {
    const schedule = liveSchedule(subscription);
    if (!schedule) return null;
    const phase = currentPhase(schedule);
    if (!phase) return null;
    const next = schedule.phases.find((p) => p.start_date >= phase.end_date);
    if (!next) return schedule.end_behavior === 'cancel' ? 'free' : null;
    const nextPlan = this.planForPrice(idOf(next.items[0]?.price));
    return nextPlan && nextPlan !== plan ? nextPlan : null;
  }

  private invoicePlan(invoice: Stripe.Invoice): PaidPlan | null {
    const charged = invoice.lines.data.filter((line) => line.amount > 0);
    for (const line of charged.reverse()) {
      const plan = this.planForPrice(idOf(line.pricing?.price_details?.price));
      if (plan) return plan;
    }
    return parsePaidPlan(invoice.parent?.subscription_details?.metadata?.plan);
  }

  private planForPrice(priceId: string | null): PaidPlan | null {
    if (priceId === this.settings.prices.premium) return 'premium';
    if (priceId === this.settings.prices.pro) return 'pro';
    return null;
  }
}

function liveSchedule(subscription: Stripe.Subscription): Stripe.SubscriptionSchedule | null {
  const schedule = subscription.schedule;
  if (!schedule || typeof schedule === 'string') return null;
  return LIVE_SCHEDULE.has(schedule.status) ? schedule : null;
}

function currentPhase(schedule: Stripe.SubscriptionSchedule): Stripe.SubscriptionSchedule.Phase | null {
  const current = schedule.current_phase;
  return (
    schedule.phases.find((p) => current !== null && p.start_date === current.start_date) ??
    schedule.phases[0] ??
    null
  );
}

function nextPhase(price: string): Stripe.SubscriptionScheduleUpdateParams.Phase {
  return { items: [{ price, quantity: 1 }], duration: { interval: 'month', interval_count: 1 } };
}

function invoiceStatus(invoice: Stripe.Invoice): PaymentStatus | null {
  switch (invoice.status) {
    case 'paid':
      return 'paid';
    case 'open':
      return invoice.attempted ? 'failed' : 'open';
    case 'uncollectible':
      return 'failed';
    default:
      return null;
  }
}

/** Stripe answers an unknown id with a 404; billing treats that as "no such object". */
async function missingAsNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return null;
    throw error;
  }
}
