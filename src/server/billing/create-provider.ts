import type { Config } from '../config';
import type { Db } from '../db/database';
import { DemoProvider } from './demo-provider';
import type { PaymentProvider } from './provider';
import { StripeProvider } from './stripe-provider';

/**
 * The provider the settings chose (`config.payments`, see `paymentsMode`). A half-configured Stripe
 * (a key without its webhook secret or prices) stops the start-up rather than failing at the first sale.
 */
export function createProvider(config: Config, db: Db): PaymentProvider {
  const { stripe } = config;
  if (config.payments === 'demo' || !stripe.secretKey) return new DemoProvider(db, config.appUrl);
  const { webhookSecret, pricePremium, pricePro } = stripe;
  if (!webhookSecret || !pricePremium || !pricePro) {
    const settings = {
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_PRICE_PREMIUM: pricePremium,
      STRIPE_PRICE_PRO: pricePro,
    };
    const missing = Object.entries(settings).filter(([, value]) => !value);
    throw new Error(`STRIPE_SECRET_KEY is set but ${missing.map(([name]) => name).join(', ')} is not`);
  }
  return new StripeProvider({
    secretKey: stripe.secretKey,
    webhookSecret,
    prices: { premium: pricePremium, pro: pricePro },
    publishableKey: stripe.publishableKey ?? null,
    apiBase: stripe.apiBase,
    appUrl: config.appUrl,
  });
}
