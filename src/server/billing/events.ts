/** The provider events billing acts on; any other event is acknowledged and ignored. */
export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;
export type HandledEventType = (typeof HANDLED_EVENT_TYPES)[number];

/**
 * A verified provider event, reduced to what it is about. The payload's own copy of the object is
 * deliberately dropped: billing reads the object's current state from the provider instead, so
 * events arriving late or out of order cannot roll anything back.
 */
export interface ProviderEvent {
  id: string;
  type: HandledEventType;
  objectId: string;
}

export function isHandledEventType(type: string): type is HandledEventType {
  return (HANDLED_EVENT_TYPES as readonly string[]).includes(type);
}
