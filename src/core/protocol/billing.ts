import { z } from 'zod';
import { EMAIL_MAX } from '../limits';
import { Id, SubscriptionTier } from './common';

/**
 * `GET /api/config/stripe`: which payment provider runs (the `PAYMENTS` setting); the pages label
 * demo payments by it. Demo mode has no publishable key.
 */
export const StripeConfigResponse = z.object({
  mode: z.enum(['stripe', 'demo']),
  publishableKey: z.string().nullable(),
});
export type StripeConfigResponse = z.infer<typeof StripeConfigResponse>;

/** A plan named by id or by its display name ("premium" or "Premium"). */
const PlanName = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  SubscriptionTier,
);

/**
 * `POST /api/create-checkout-session` (spec §7). `userId` must be the signed-in user's; the
 * e-mail on the account is used whatever `email` says.
 */
export const CreateCheckoutSessionBody = z.object({
  planName: PlanName,
  userId: Id.optional(),
  email: z.string().max(EMAIL_MAX).optional(),
});
export type CreateCheckoutSessionBody = z.infer<typeof CreateCheckoutSessionBody>;

/** Where to send the browser: the provider's hosted checkout, or our result page. */
export const CreateCheckoutSessionResponse = z.object({ url: z.string() });
export type CreateCheckoutSessionResponse = z.infer<typeof CreateCheckoutSessionResponse>;

/** `POST /api/stripe-success`: a checkout session id (or the payment reference of an in-place upgrade). */
export const StripeSuccessBody = z.object({ session_id: z.string().trim().min(1).max(255) });
export type StripeSuccessBody = z.infer<typeof StripeSuccessBody>;

/**
 * What the server holds about a payment the signed-in user made: the result page shows these
 * figures, never the ones in its own address. `demo`: a simulated payment, nobody was charged.
 */
export const StripeSuccessResponse = z.object({
  message: z.string(),
  plan: SubscriptionTier,
  amountCents: z.number().int().nullable(),
  demo: z.boolean(),
});
export type StripeSuccessResponse = z.infer<typeof StripeSuccessResponse>;

/**
 * `POST /api/manage-subscription` (spec §7): `downgrade` (to `targetPlan`, at the end of the period),
 * `cancel` (at the end of the period), and `resume`, which undoes a scheduled downgrade or cancellation.
 */
export const ManageSubscriptionBody = z.object({
  action: z.enum(['downgrade', 'cancel', 'resume']),
  targetPlan: PlanName.nullable().optional(),
  userId: Id,
});
export type ManageSubscriptionBody = z.infer<typeof ManageSubscriptionBody>;

export const ManageSubscriptionResponse = z.object({ message: z.string() });
export type ManageSubscriptionResponse = z.infer<typeof ManageSubscriptionResponse>;

export const PaymentStatus = z.enum(['paid', 'failed', 'open']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/** One entry of the payment history (spec §3): real payments, never a sample. */
export const Payment = z.object({
  id: Id,
  /** ISO time the payment was made (or attempted). */
  date: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  plan: SubscriptionTier,
  status: PaymentStatus,
  /** The provider's invoice page, where it gives one. */
  invoiceUrl: z.string().nullable(),
  /** Recorded by demo payments: nothing was charged. */
  demo: z.boolean(),
});
export type Payment = z.infer<typeof Payment>;

/** `GET /api/billing/payments`: the signed-in user's payments, newest first. */
export const PaymentHistoryResponse = z.object({ payments: z.array(Payment) });
export type PaymentHistoryResponse = z.infer<typeof PaymentHistoryResponse>;

/** `GET /api/billing/allowance`: the signed-in user's plan and games this UTC calendar month. */
export const AllowanceResponse = z.object({
  plan: SubscriptionTier,
  /** Games per month; null means unlimited. */
  allowance: z.number().int().nullable(),
  used: z.number().int(),
  /** Never below zero; null means unlimited. */
  remaining: z.number().int().nullable(),
  /** ISO time the count starts again (the next UTC month). */
  resetsAt: z.string(),
  has3dBoard: z.boolean(),
});
export type AllowanceResponse = z.infer<typeof AllowanceResponse>;
