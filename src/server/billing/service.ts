import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { PlanId } from '../../core/plans';
import type {
  AllowanceResponse,
  ManageSubscriptionBody,
  Payment,
  StripeConfigResponse,
  StripeSuccessResponse,
} from '../../core/protocol';
import type { UserRow } from '../accounts/session';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http/errors';
import { allowanceOf, type HostedGamesCount } from './allowance';
import type { ProviderEvent } from './events';
import {
  decideCheckout,
  type ManageAction,
  manageSuccessMessage,
  parsePlan,
  refuseManage,
} from './plan-change';
import type { InvoiceState, PaymentProvider, PaymentReference, SubscriptionState } from './provider';
import { viaProvider } from './provider-errors';
import {
  applySubscription,
  eventSeen,
  findUserIdByCustomer,
  listPayments,
  markEventApplied,
  saveCustomerId,
  upsertPayment,
} from './store';

export type Clock = () => number;

export interface BillingDeps {
  db: Db;
  provider: PaymentProvider;
  log: Logger;
  clock: Clock;
  /** Counts a host's games started in a window: the games feature's query (decision 266). */
  hostedGames: HostedGamesCount;
}

/** What the provider says now about one payment: read first, then written in one transaction. */
interface Fulfilment {
  userHint: string | null;
  subscription: SubscriptionState | null;
  invoice: InvoiceState | null;
}

export type EventOutcome = 'applied' | 'duplicate';

/**
 * Plans and payments. Every change reaches the user's row through one fulfilment path — read the
 * provider's current state, then write it in a transaction — whether it was started by a webhook,
 * the payment result page, a subscription change or the demo sweeper. Applying it twice changes nothing.
 */
export class BillingService {
  constructor(private readonly deps: BillingDeps) {}

  get provider(): PaymentProvider {
    return this.deps.provider;
  }

  /** The user's plan, its allowance and what is left of it this month. */
  allowance(userId: string): Promise<AllowanceResponse> {
    return allowanceOf(this.deps.db.kysely, this.deps.hostedGames, userId, this.deps.clock());
  }

  publicConfig(): StripeConfigResponse {
    return { mode: this.deps.provider.kind, publishableKey: this.deps.provider.publishableKey };
  }

  /** Starts buying `target`: a new subscription through checkout, or an immediate upgrade of the current one. */
  async startCheckout(user: UserRow, target: PlanId): Promise<string> {
    const { provider, clock } = this.deps;
    const current = await this.currentSubscription(user);
    const decision = decideCheckout(current?.plan ?? 'free', current !== null, target);
    if (decision.kind === 'refuse') throw conflict(decision.message);
    if (decision.kind === 'upgrade' && current) {
      const done = await provider.upgrade(current, decision.plan, clock());
      await this.fulfil({
        userHint: user.id,
        subscription: await provider.getSubscription(current.id),
        invoice: done.invoiceId ? await provider.getInvoice(done.invoiceId) : null,
      });
      return done.url;
    }
    const created = await provider.createCheckout({
      userId: user.id,
      email: user.email,
      fullName: user.fullName,
      customerId: user.stripeCustomerId,
      plan: decision.plan,
      now: clock(),
    });
    if (created.customerId !== user.stripeCustomerId) {
      await saveCustomerId(this.deps.db, user.id, created.customerId);
    }
    // A demo payment is complete the moment it is made; Stripe's completion arrives by webhook
    // or through the result page.
    if (provider.kind === 'demo') await this.confirmReference(user, created.sessionId);
    return created.url;
  }

  /** `POST /api/stripe-success`: the payment must be the user's own and paid; then it is applied. */
  async confirmPayment(user: UserRow, reference: string): Promise<StripeSuccessResponse> {
    const fulfilment = await this.confirmReference(user, reference);
    return {
      message: 'Payment successful!',
      plan: fulfilment.subscription?.entitled ? fulfilment.subscription.plan : 'free',
      amountCents: fulfilment.invoice?.amountCents ?? null,
      demo: this.deps.provider.kind === 'demo',
    };
  }

  /** `POST /api/manage-subscription`: schedules a downgrade or cancellation, or undoes one. */
  async manage(user: UserRow, body: ManageSubscriptionBody): Promise<string> {
    if (body.userId !== user.id) throw forbidden('You can only manage your own subscription.');
    const change = toManageAction(body);
    const current = await this.currentSubscription(user);
    const refusal = refuseManage(
      {
        plan: current?.plan ?? 'free',
        hasSubscription: current !== null,
        pendingPlan: current?.pendingPlan ?? null,
        cancelAtPeriodEnd: current?.cancelAtPeriodEnd ?? false,
      },
      change,
    );
    if (refusal || !current) throw conflict(refusal ?? 'There is no subscription to change.');
    const { provider } = this.deps;
    if (change.action === 'downgrade') await provider.scheduleDowngrade(current, change.target);
    else if (change.action === 'cancel') await provider.cancelAtPeriodEnd(current);
    else await provider.resume(current);
    const fresh = await provider.getSubscription(current.id);
    await this.fulfil({ userHint: user.id, subscription: fresh, invoice: null });
    return manageSuccessMessage(current.plan, change, fresh?.currentPeriodEnd ?? current.currentPeriodEnd);
  }

  /**
   * Ends the user's paid subscription at once (the account is being closed) and records the ended
   * state, so nothing is charged again. Nothing to do on Free.
   */
  async cancelNow(user: UserRow, log: FastifyBaseLogger): Promise<void> {
    await viaProvider(log, async () => {
      const current = await this.currentSubscription(user);
      if (!current) return;
      await this.deps.provider.cancelNow(current);
      const ended = await this.deps.provider.getSubscription(current.id);
      await this.fulfil({ userHint: user.id, subscription: ended, invoice: null });
    });
  }

  /** Applies a verified provider event once per event id, from the provider's current state. */
  async applyEvent(event: ProviderEvent): Promise<EventOutcome> {
    const { db, clock } = this.deps;
    if (await eventSeen(db, event.id)) return 'duplicate';
    const fulfilment = await this.collect(event);
    return db.kysely.transaction().execute(async (trx) => {
      if (!(await markEventApplied(trx, event, clock()))) return 'duplicate';
      await this.write(trx, fulfilment);
      return 'applied';
    });
  }

  /**
   * Ends the billing periods that are over at `now` (demo mode: the sweeper calls this) and brings
   * their users up to date. Returns the subscriptions that changed.
   */
  async endDuePeriods(now = this.deps.clock()): Promise<string[]> {
    const ids = (await this.deps.provider.endDuePeriods?.(now)) ?? [];
    for (const id of ids) await this.fulfil(await this.gather(id, null, null));
    return ids;
  }

  payments(userId: string): Promise<Payment[]> {
    return listPayments(this.deps.db, userId);
  }

  private async confirmReference(user: UserRow, reference: string): Promise<Fulfilment> {
    const found = await this.deps.provider.findPaymentReference(reference);
    if (!found || found.userId !== user.id) throw notFound('Payment session not found');
    if (!found.paid) throw new HttpError('payment_incomplete', 'This payment has not been completed.');
    const fulfilment = await this.gatherReference(found);
    await this.fulfil(fulfilment);
    return fulfilment;
  }

  /**
   * The user's subscription as the provider holds it now, or null when there is none that grants a
   * plan. A user row that still names an ended subscription is brought up to date on the way.
   */
  private async currentSubscription(user: UserRow): Promise<SubscriptionState | null> {
    if (!user.stripeSubscriptionId) return null;
    const state = await this.deps.provider.getSubscription(user.stripeSubscriptionId);
    if (state?.entitled) return state;
    if (state) await this.fulfil({ userHint: user.id, subscription: state, invoice: null });
    return null;
  }

  private async collect(event: ProviderEvent): Promise<Fulfilment> {
    const { provider } = this.deps;
    switch (event.type) {
      case 'checkout.session.completed': {
        const reference = await provider.findPaymentReference(event.objectId);
        if (!reference?.paid) return { userHint: null, subscription: null, invoice: null };
        return this.gatherReference(reference);
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return this.gather(event.objectId, null, null);
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = await provider.getInvoice(event.objectId);
        if (!invoice) return { userHint: null, subscription: null, invoice: null };
        const subscription = invoice.subscriptionId
          ? await provider.getSubscription(invoice.subscriptionId)
          : null;
        return { userHint: invoice.userId, subscription, invoice };
      }
    }
  }

  private gatherReference(reference: PaymentReference): Promise<Fulfilment> {
    if (!reference.subscriptionId) {
      return Promise.resolve({ userHint: reference.userId, subscription: null, invoice: null });
    }
    return this.gather(reference.subscriptionId, reference.invoiceId, reference.userId);
  }

  /** A subscription's current state and its invoice (the given one, else its latest). */
  private async gather(
    subscriptionId: string,
    invoiceId: string | null,
    userHint: string | null,
  ): Promise<Fulfilment> {
    const { provider } = this.deps;
    const subscription = await provider.getSubscription(subscriptionId);
    const wantedInvoice = invoiceId ?? subscription?.latestInvoiceId ?? null;
    const invoice = wantedInvoice ? await provider.getInvoice(wantedInvoice) : null;
    return { userHint, subscription, invoice };
  }

  private fulfil(fulfilment: Fulfilment): Promise<void> {
    return this.deps.db.kysely.transaction().execute((trx) => this.write(trx, fulfilment));
  }

  private async write(trx: Kysely<Database>, fulfilment: Fulfilment): Promise<void> {
    const { subscription, invoice } = fulfilment;
    const customerId = subscription?.customerId ?? invoice?.customerId ?? null;
    const userId =
      subscription?.userId ??
      invoice?.userId ??
      fulfilment.userHint ??
      (customerId ? await findUserIdByCustomer(trx, customerId) : null);
    if (!userId) {
      if (subscription || invoice) {
        this.deps.log.warn(
          { subscriptionId: subscription?.id, invoiceId: invoice?.id },
          'billing: payment for an unknown user ignored',
        );
      }
      return;
    }
    if (subscription) await applySubscription(trx, userId, subscription);
    if (invoice) {
      await upsertPayment(
        trx,
        userId,
        this.deps.provider.kind,
        invoice,
        subscription?.plan ?? null,
        this.deps.clock(),
      );
    }
  }
}

function toManageAction(body: ManageSubscriptionBody): ManageAction {
  if (body.action === 'cancel') return { action: 'cancel' };
  if (body.action === 'resume') return { action: 'resume' };
  const target = body.targetPlan ? parsePlan(body.targetPlan) : null;
  if (!target) throw badRequest('targetPlan is required to downgrade');
  return { action: 'downgrade', target };
}
