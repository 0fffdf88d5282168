import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { processBillingEvent, type EventOutcome } from './events';

/** Stripe's events are far smaller; anything bigger is refused before its signature is checked. */
const MAX_WEBHOOK_BYTES = 1_048_576;

/**
 * Stripe's webhook: the signature is checked over the exact bytes received, then the event is
 * applied once (see applyBillingEvent). Only this grants or removes Plus when Stripe is configured.
 */
export async function receiveStripeWebhook(
  deps: Deps,
  request: Request,
): Promise<{ received: true; outcome: EventOutcome }> {
  if (deps.billing.kind !== 'stripe') throw new AppError('common.not_found');
  if (Number(request.headers.get('content-length') ?? '0') > MAX_WEBHOOK_BYTES) throw new AppError('common.payload_too_large');
  const raw = new Uint8Array(await request.arrayBuffer());
  if (raw.byteLength > MAX_WEBHOOK_BYTES) throw new AppError('common.payload_too_large');
  const event = await deps.billing.readWebhook(raw, request.headers.get('stripe-signature'), deps.clock.now());
  const outcome = await processBillingEvent(deps.db, event);
  deps.log.info('Stripe event', { event: 'billing.webhook', id: event.id, type: event.type, outcome });
  return { received: true, outcome };
}
