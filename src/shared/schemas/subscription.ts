import { z } from 'zod';
import { subscriptionSchema } from './user';

/** Price ids are Stripe's (`price_…`) or the local test mode's plan keys (`plus_weekly` …). */
/** Provider ids (price_…, sub_…) are printable ASCII without spaces: anything else is not one. */
const providerId = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[\x21-\x7e]+$/, { message: 'common.invalid_input' });
const priceId = providerId;

/** SPEC §7: POST /api/subscription/checkout {price_id, session_id}. session_id = the chat to come back to. */
export const checkoutInput = z.object({
  price_id: priceId,
  session_id: z.uuid().nullish(),
});
export type CheckoutInput = z.infer<typeof checkoutInput>;

/** Where to go next: a hosted checkout or portal page (Stripe's, or the app's own in test mode). */
export const redirectSchema = z.object({ url: z.string() });
export type Redirect = z.infer<typeof redirectSchema>;

/** Stripe's portal can open straight on a flow; the local one opens its manage page. */
export const portalInput = z.object({ flow: z.enum(['update', 'cancel']).nullish() }).optional();
export type PortalInput = z.infer<typeof portalInput>;

export const planPriceSchema = z.object({
  price_id: z.string(),
  key: z.string(),
  label: z.string(),
  interval: z.enum(['week', 'month', 'year']),
  interval_count: z.number().int(),
  amount_cents: z.number().int(),
  currency: z.string(),
  /** The same price spread over weeks, for comparing plans. */
  per_week_cents: z.number().int(),
});
export type PlanPrice = z.infer<typeof planPriceSchema>;

export const plansSchema = z.object({
  /** `local` = the embedded test-mode checkout (nothing is charged); `off` = Plus is not sold here. */
  mode: z.enum(['stripe', 'local', 'off']),
  trial_days: z.number().int(),
  prices: z.array(planPriceSchema),
});
export type Plans = z.infer<typeof plansSchema>;

/** The caller's current subscription with what the manage dialog needs beyond SPEC §3's object. */
export const currentSubscriptionSchema = z.object({
  subscription: subscriptionSchema.nullable(),
  price_id: z.string().nullable(),
  /** A downgrade waiting for the next renewal. */
  pending_price_id: z.string().nullable(),
  trial_end: z.string().nullable(),
  has_trialed: z.boolean(),
  /** true = update and cancel happen in the app (test mode); false = in Stripe's portal. */
  manage_in_app: z.boolean(),
});
export type CurrentSubscription = z.infer<typeof currentSubscriptionSchema>;

const subscriptionRef = providerId;

export const changePlanInput = z.object({ price_id: priceId, subscription_id: subscriptionRef.nullish() });
export type ChangePlanInput = z.infer<typeof changePlanInput>;

export const subscriptionActionInput = z.object({ subscription_id: subscriptionRef.nullish() }).optional();
export type SubscriptionActionInput = z.infer<typeof subscriptionActionInput>;

export const planChangePreviewSchema = z.object({
  /** upgrade = a longer plan, at once; downgrade = a shorter one, at the next renewal. */
  kind: z.enum(['upgrade', 'downgrade']),
  effective_at: z.string(),
  /** Unused time of the current period, credited against the new plan (0 for a downgrade or in trial). */
  credit_cents: z.number().int(),
  amount_due_cents: z.number().int(),
});
export type PlanChangePreview = z.infer<typeof planChangePreviewSchema>;

export const localCheckoutIdInput = z.object({ id: z.uuid() });

export const localCheckoutSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  email: z.string().nullable(),
  price: planPriceSchema,
  trial_days: z.number().int().nullable(),
  expires_at: z.string(),
  cancel_url: z.string(),
});
export type LocalCheckout = z.infer<typeof localCheckoutSchema>;

export const completeLocalCheckoutBody = z.object({
  /** A test card number (Stripe's: 4242… succeeds, 4000 0000 0000 0002 is declined). */
  card_number: z.string().trim().max(40),
});
export const completeLocalCheckoutInput = localCheckoutIdInput.extend(completeLocalCheckoutBody.shape);
export type CompleteLocalCheckoutInput = z.infer<typeof completeLocalCheckoutInput>;
