import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A STAND-IN FOR STRIPE, for tests only. It is not Stripe: it answers the few API calls billing makes
 * (customers, checkout sessions, subscriptions, subscription schedules, invoices) with objects of
 * Stripe's shape, keeps them in memory, replays POSTs by Idempotency-Key as Stripe does, and lets a
 * test play Stripe's part (a customer paying on the hosted page, a period ending, a card failing).
 * The app reaches it through STRIPE_API_BASE, using the real `stripe` SDK.
 */

type Obj = Record<string, unknown>;

/** Settings that point the app at the stand-in (STRIPE_API_BASE is added once it listens). */
export const STRIPE_TEST_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_stand_in',
  STRIPE_WEBHOOK_SECRET: 'whsec_stand_in',
  STRIPE_PRICE_PREMIUM: 'price_premium',
  STRIPE_PRICE_PRO: 'price_pro',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_stand_in',
};
/** What the stand-in charges for each price id, in cents. */
export const STAND_IN_PRICES = { price_premium: 999, price_pro: 1999 };

/** A valid Stripe-Signature header for a payload, made with the SDK's own test helper. */
export async function signWebhook(
  payload: string,
  secret = STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET,
): Promise<string> {
  const { default: Stripe } = await import('stripe');
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  body: Obj;
}

export interface StandInSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: { object: 'list'; data: StandInItem[] };
  latest_invoice: string | null;
  schedule: string | null;
}

interface StandInItem {
  id: string;
  object: 'subscription_item';
  price: { id: string; object: 'price' };
  quantity: number;
  current_period_start: number;
  current_period_end: number;
}

interface StandInPhase {
  start_date: number;
  end_date: number;
  items: Array<{ price: string; quantity: number }>;
}

interface StandInSchedule {
  id: string;
  object: 'subscription_schedule';
  subscription: string;
  customer: string;
  status: string;
  end_behavior: string;
  current_phase: { start_date: number; end_date: number } | null;
  phases: StandInPhase[];
}

interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: string;
  payment_status: string;
  customer: string;
  client_reference_id: string | null;
  subscription: string | null;
  invoice: string | null;
  url: string;
  success_url: string;
  metadata: Record<string, string>;
  price: string;
  subscriptionMetadata: Record<string, string>;
}

const PERIOD_S = 30 * 24 * 60 * 60;

export interface StripeStandIn {
  url: string;
  requests: RecordedRequest[];
  customers: Map<string, Obj>;
  sessions: Map<string, StandInSession>;
  subscriptions: Map<string, StandInSubscription>;
  schedules: Map<string, StandInSchedule>;
  invoices: Map<string, Obj>;
  /** The customer pays on the hosted page: the session completes with a new, paid subscription. */
  completeCheckout(sessionId: string): StandInSubscription;
  /** The current period ends: a schedule's next phase (or its end) applies, or the subscription renews. */
  endPeriod(subscriptionId: string): void;
  /** A renewal charge fails: an open, attempted invoice, and the subscription goes past due. */
  failRenewal(subscriptionId: string): string;
  /** The next POST or DELETE to `path` is refused with a 400, as Stripe refuses a request it cannot carry out. */
  refuseNext(path: string): void;
  /** Stripe's event JSON for an object, as a webhook would carry it. */
  event(type: string, object: unknown, id?: string): string;
  close(): Promise<void>;
}

export async function startStripeStandIn(prices: Record<string, number>): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  const replies = new Map<string, { status: number; body: unknown }>();
  const refusals = new Set<string>();
  const customers = new Map<string, Obj>();
  const sessions = new Map<string, StandInSession>();
  const subscriptions = new Map<string, StandInSubscription>();
  const schedules = new Map<string, StandInSchedule>();
  const invoices = new Map<string, Obj>();
  let base = '';

  const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
  const nowS = () => Math.floor(Date.now() / 1000);
  const priceAmount = (price: string) => {
    const amount = prices[price];
    if (amount === undefined) throw new StandInError(400, `No such price: '${price}'`);
    return amount;
  };

  function newInvoice(
    subscription: StandInSubscription,
    amount: number,
    price: string,
    paid: boolean,
  ): string {
    const invoiceId = id('in');
    const created = nowS();
    invoices.set(invoiceId, {
      id: invoiceId,
      object: 'invoice',
      customer: subscription.customer,
      status: paid ? 'paid' : 'open',
      attempted: true,
      amount_paid: paid ? amount : 0,
      amount_due: amount,
      currency: 'usd',
      created,
      status_transitions: { paid_at: paid ? created : null },
      hosted_invoice_url: `${base}/invoice/${invoiceId}`,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: { ...subscription.metadata } },
      },
      lines: { object: 'list', data: [{ id: id('il'), amount, pricing: { price_details: { price } } }] },
    });
    subscription.latest_invoice = invoiceId;
    return invoiceId;
  }

  function subscriptionView(subscription: StandInSubscription, expand: string[]): Obj {
    const schedule = subscription.schedule ? schedules.get(subscription.schedule) : undefined;
    return {
      ...subscription,
      schedule: expand.includes('schedule') && schedule ? schedule : subscription.schedule,
    };
  }

  function found<T>(map: Map<string, T>, key: string, what: string): T {
    const value = map.get(key);
    if (!value) throw new StandInError(404, `No such ${what}: '${key}'`);
    return value;
  }

  function releaseSchedule(schedule: StandInSchedule): void {
    schedule.status = 'released';
    const subscription = subscriptions.get(schedule.subscription);
    if (subscription) subscription.schedule = null;
  }

  function route(method: string, path: string, body: Obj, expand: string[]): unknown {
    const parts = path.split('/').filter(Boolean);
    const [v1, resource, objectId, action] = parts;
    if (v1 !== 'v1') throw new StandInError(404, `Unrecognized request URL (${method}: ${path})`);
    if ((method === 'POST' || method === 'DELETE') && refusals.delete(path))
      throw new StandInError(400, 'Refused by the test');

    if (resource === 'customers' && method === 'POST' && !objectId) {
      const customer = {
        id: id('cus'),
        object: 'customer',
        email: body.email,
        name: body.name,
        metadata: body.metadata,
      };
      customers.set(customer.id, customer);
      return customer;
    }

    if (resource === 'checkout' && objectId === 'sessions') {
      const sessionId = action;
      if (method === 'POST' && !sessionId) {
        const lineItems = Object.values((body.line_items ?? {}) as Obj) as Obj[];
        const price = String(lineItems[0]?.price ?? '');
        priceAmount(price);
        const subscriptionData = (body.subscription_data ?? {}) as Obj;
        const sid = id('cs_test');
        const session: StandInSession = {
          id: sid,
          object: 'checkout.session',
          mode: String(body.mode),
          status: 'open',
          payment_status: 'unpaid',
          customer: String(body.customer),
          client_reference_id: body.client_reference_id ? String(body.client_reference_id) : null,
          subscription: null,
          invoice: null,
          url: `${base}/c/pay/${sid}`,
          success_url: String(body.success_url),
          metadata: (body.metadata ?? {}) as Record<string, string>,
          price,
          subscriptionMetadata: (subscriptionData.metadata ?? {}) as Record<string, string>,
        };
        sessions.set(sid, session);
        return publicSession(session);
      }
      if (method === 'GET' && sessionId) return publicSession(found(sessions, sessionId, 'checkout.session'));
    }

    if (resource === 'subscriptions' && objectId) {
      const subscription = found(subscriptions, objectId, 'subscription');
      if (method === 'GET') return subscriptionView(subscription, expand);
      if (method === 'DELETE' && !action) {
        // Cancelled at once; a schedule managing it ends with it.
        subscription.status = 'canceled';
        subscription.cancel_at_period_end = false;
        const schedule = subscription.schedule ? schedules.get(subscription.schedule) : undefined;
        if (schedule) schedule.status = 'canceled';
        return subscriptionView(subscription, expand);
      }
      if (method === 'POST' && !action) {
        if (body.cancel_at_period_end !== undefined) {
          if (subscription.schedule && body.cancel_at_period_end === 'true') {
            throw new StandInError(400, 'The subscription is managed by a subscription schedule.');
          }
          subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
        }
        if (body.metadata) Object.assign(subscription.metadata, body.metadata as Obj);
        const items = Object.values((body.items ?? {}) as Obj) as Obj[];
        const change = items[0];
        if (change) {
          if (subscription.schedule)
            throw new StandInError(400, 'The subscription is managed by a subscription schedule.');
          const item = subscription.items.data.find((i) => i.id === change.id);
          if (!item) throw new StandInError(400, `No such subscription item: '${String(change.id)}'`);
          const newPrice = String(change.price);
          const difference = priceAmount(newPrice) - priceAmount(item.price.id);
          item.price = { id: newPrice, object: 'price' };
          if (body.proration_behavior === 'always_invoice' && difference > 0) {
            newInvoice(subscription, difference, newPrice, true);
          }
        }
        return subscriptionView(subscription, expand);
      }
    }

    if (resource === 'subscription_schedules') {
      if (method === 'POST' && !objectId) {
        const subscription = found(subscriptions, String(body.from_subscription), 'subscription');
        if (subscription.schedule) throw new StandInError(400, 'The subscription already has a schedule.');
        const item = subscription.items.data[0] as StandInItem;
        const phase = {
          start_date: item.current_period_start,
          end_date: item.current_period_end,
          items: [{ price: item.price.id, quantity: item.quantity }],
        };
        const schedule: StandInSchedule = {
          id: id('sub_sched'),
          object: 'subscription_schedule',
          subscription: subscription.id,
          customer: subscription.customer,
          status: 'active',
          end_behavior: 'release',
          current_phase: { start_date: phase.start_date, end_date: phase.end_date },
          phases: [phase],
        };
        schedules.set(schedule.id, schedule);
        subscription.schedule = schedule.id;
        return schedule;
      }
      if (objectId) {
        const schedule = found(schedules, objectId, 'subscription_schedule');
        if (method === 'GET') return schedule;
        if (method === 'POST' && action === 'release') {
          releaseSchedule(schedule);
          return schedule;
        }
        if (method === 'POST' && !action) {
          if (body.end_behavior) schedule.end_behavior = String(body.end_behavior);
          if (body.phases) {
            const phases = Object.values(body.phases as Obj) as Obj[];
            let start = schedule.current_phase?.start_date ?? nowS();
            schedule.phases = phases.map((phase) => {
              const items = (Object.values((phase.items ?? {}) as Obj) as Obj[]).map((i) => ({
                price: String(i.price),
                quantity: Number(i.quantity ?? 1),
              }));
              for (const item of items) priceAmount(item.price);
              const phaseStart = phase.start_date ? Number(phase.start_date) : start;
              const phaseEnd = phase.end_date ? Number(phase.end_date) : phaseStart + PERIOD_S;
              start = phaseEnd;
              return { start_date: phaseStart, end_date: phaseEnd, items };
            });
          }
          return schedule;
        }
      }
    }

    if (resource === 'invoices' && objectId && method === 'GET') return found(invoices, objectId, 'invoice');

    throw new StandInError(404, `Unrecognized request URL (${method}: ${path})`);
  }

  function publicSession(session: StandInSession): Obj {
    const { price: _price, subscriptionMetadata: _metadata, ...rest } = session;
    return rest;
  }

  const server = createServer((request, response) => {
    readBody(request)
      .then((raw) => {
        const url = new URL(request.url ?? '/', 'http://stand-in');
        const body = parseForm(raw);
        const query = parseForm(url.search.slice(1));
        const expand = Object.values((query.expand ?? body.expand ?? {}) as Obj).map(String);
        const key = header(request, 'idempotency-key');
        const method = request.method ?? 'GET';
        requests.push({ method, path: url.pathname, idempotencyKey: key, body });
        const replayKey = key && method === 'POST' ? `${url.pathname}:${key}` : null;
        const replay = replayKey ? replies.get(replayKey) : undefined;
        if (replay) return send(response, replay.status, replay.body);
        let status = 200;
        let answer: unknown;
        try {
          answer = route(method, url.pathname, body, expand);
        } catch (error) {
          if (!(error instanceof StandInError)) throw error;
          status = error.status;
          answer = {
            error: {
              type: 'invalid_request_error',
              message: error.message,
              ...(error.status === 404 ? { code: 'resource_missing' } : {}),
            },
          };
        }
        if (replayKey) replies.set(replayKey, { status, body: answer });
        send(response, status, answer);
      })
      .catch((error: unknown) =>
        send(response, 500, { error: { type: 'api_error', message: String(error) } }),
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    requests,
    customers,
    sessions,
    subscriptions,
    schedules,
    invoices,
    completeCheckout(sessionId) {
      const session = found(sessions, sessionId, 'checkout.session');
      const start = nowS();
      const subscription: StandInSubscription = {
        id: id('sub'),
        object: 'subscription',
        customer: session.customer,
        status: 'active',
        cancel_at_period_end: false,
        metadata: { ...session.subscriptionMetadata },
        items: {
          object: 'list',
          data: [
            {
              id: id('si'),
              object: 'subscription_item',
              price: { id: session.price, object: 'price' },
              quantity: 1,
              current_period_start: start,
              current_period_end: start + PERIOD_S,
            },
          ],
        },
        latest_invoice: null,
        schedule: null,
      };
      subscriptions.set(subscription.id, subscription);
      session.invoice = newInvoice(subscription, priceAmount(session.price), session.price, true);
      session.subscription = subscription.id;
      session.status = 'complete';
      session.payment_status = 'paid';
      return subscription;
    },
    endPeriod(subscriptionId) {
      const subscription = found(subscriptions, subscriptionId, 'subscription');
      const item = subscription.items.data[0] as StandInItem;
      const schedule = subscription.schedule ? schedules.get(subscription.schedule) : undefined;
      const end = item.current_period_end;
      if (subscription.cancel_at_period_end) {
        subscription.status = 'canceled';
        return;
      }
      if (schedule) {
        const next = schedule.phases.find((p) => p.start_date >= end);
        if (!next) {
          schedule.status = 'completed';
          subscription.schedule = null;
          if (schedule.end_behavior === 'cancel') {
            subscription.status = 'canceled';
            return;
          }
        } else {
          item.price = { id: next.items[0]?.price ?? item.price.id, object: 'price' };
          schedule.current_phase = { start_date: next.start_date, end_date: next.end_date };
        }
      }
      item.current_period_start = end;
      item.current_period_end = end + PERIOD_S;
      newInvoice(subscription, priceAmount(item.price.id), item.price.id, true);
    },
    refuseNext(path) {
      refusals.add(path);
    },
    failRenewal(subscriptionId) {
      const subscription = found(subscriptions, subscriptionId, 'subscription');
      const item = subscription.items.data[0] as StandInItem;
      subscription.status = 'past_due';
      return newInvoice(subscription, priceAmount(item.price.id), item.price.id, false);
    },
    event(type, object, eventId = id('evt')) {
      return JSON.stringify({
        id: eventId,
        object: 'event',
        type,
        created: nowS(),
        livemode: false,
        api_version: '2026-10-28.endive',
        data: { object },
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

class StandInError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_stand_in' });
  response.end(JSON.stringify(body));
}

/** Stripe's form encoding (`a[b][0][c]=v`) into nested objects; list indices become object keys. */
function parseForm(raw: string): Obj {
  const out: Obj = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const path = key.replace(/]/g, '').split('[');
    let node = out;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const child = node[part];
      if (typeof child === 'object' && child !== null) {
        node = child as Obj;
      } else {
        const created: Obj = {};
        node[part] = created;
        node = created;
      }
    });
  }
  return out;
}
