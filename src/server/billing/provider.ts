import type { PlanId } from '../../core/plans';
import type { PaymentStatus } from '../../core/protocol';

export type PaidPlan = Exclude<PlanId, 'free'>;

export interface CheckoutRequest {
  userId: string;
  email: string;
  fullName: string;
  /** The customer this user already has at the provider, to be reused. */
  customerId: string | null;
  plan: PaidPlan;
  now: number;
}

export interface CheckoutCreated {
  /** Where the browser goes next: the hosted checkout page (or, in demo mode, our result page). */
  url: string;
  sessionId: string;
  customerId: string;
}

/** A checkout session, or the invoice of an in-place upgrade, as `POST /api/stripe-success` checks it. */
export interface PaymentReference {
  id: string;
  /** Whose payment this is (the session's client_reference_id, the subscription's owner). */
  userId: string | null;
  paid: boolean;
  subscriptionId: string | null;
  invoiceId: string | null;
}

/** A subscription as the provider holds it right now. */
export interface SubscriptionState {
  id: string;
  customerId: string;
  /** Our user id, from the metadata we set at checkout; null when the provider has none. */
  userId: string | null;
  plan: PaidPlan;
  /** True while the subscription grants its plan (active, trialing, or past due while retries run). */
  entitled: boolean;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  /** The plan that takes over at the period end; 'free' when the subscription then ends. */
  pendingPlan: PlanId | null;
  latestInvoiceId: string | null;
}

export interface InvoiceState {
  id: string;
  subscriptionId: string | null;
  customerId: string | null;
  userId: string | null;
  plan: PaidPlan | null;
  amountCents: number;
  currency: string;
  /** null for invoices not worth showing (drafts, voided). */
  status: PaymentStatus | null;
  invoiceUrl: string | null;
  createdAt: number;
}

/** The result of an immediate, charged plan change on an existing subscription. */
export interface UpgradeDone {
  /** Our result page for this payment. */
  url: string;
  invoiceId: string | null;
}

/**
 * What the billing service needs from a payment provider: Stripe when configured, the simulated
 * demo provider otherwise. Every read answers with the provider's current state, so callers never
 * depend on the order in which they heard about changes.
 */
export interface PaymentProvider {
  readonly kind: 'stripe' | 'demo';
  readonly publishableKey: string | null;
  createCheckout(request: CheckoutRequest): Promise<CheckoutCreated>;
  findPaymentReference(id: string): Promise<PaymentReference | null>;
  getSubscription(id: string): Promise<SubscriptionState | null>;
  getInvoice(id: string): Promise<InvoiceState | null>;
  /** Moves to a higher plan now, charging the prorated difference. */
  upgrade(subscription: SubscriptionState, plan: PaidPlan, now: number): Promise<UpgradeDone>;
  /** Moves to a lower plan (or to Free, ending the subscription) when the current period ends. */
  scheduleDowngrade(subscription: SubscriptionState, plan: PlanId): Promise<void>;
  /** Ends the subscription when the current period ends. */
  cancelAtPeriodEnd(subscription: SubscriptionState): Promise<void>;
  /** Ends the subscription at once, without a refund (the account is being closed). */
  cancelNow(subscription: SubscriptionState): Promise<void>;
  /** Undoes a scheduled downgrade or cancellation. */
  resume(subscription: SubscriptionState): Promise<void>;
  /**
   * Ends the periods that are over at `now` and returns the subscriptions it changed. Only the demo
   * provider has this: Stripe ends its own periods and tells us by webhook.
   */
  endDuePeriods?(now: number): Promise<string[]>;
}
