import { z } from 'zod';
import { LIMITS } from '../constants';

export const usageLimitSchema = z.object({
  current_usage: z.number().int(),
  max_usage: z.number().int().nullable().describe('null = unlimited (Plus)'),
  next_reset_time: z.string().describe("ISO time of the next reset: the user's next local midnight"),
  can_use: z.boolean(),
});
export type UsageLimit = z.infer<typeof usageLimitSchema>;

export const subscriptionSchema = z.object({
  id: z.string(),
  status: z.string(),
  description: z.string().nullable(),
  product_id: z.string().nullable(),
  interval: z.string().nullable(),
  interval_count: z.number().int().nullable(),
  created: z.string(),
  start_date: z.string().nullable(),
  ended_at: z.string().nullable(),
  cancel_at: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  billing_cycle_anchor: z.string().nullable(),
  current_period_start: z.string().nullable(),
  current_period_end: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const userSchema = z.object({
  id: z.string().uuid(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  token: z
    .string()
    .nullable()
    .describe('The session token (send it as `Authorization: Bearer`), present only in the answer that issued it; stored hashed'),
  is_temporary: z.boolean().describe('A guest'),
  has_trialed: z.boolean(),
  created_at: z.string(),
  is_first_day: z.boolean(),
  usage_limits: z.object({
    send_message: usageLimitSchema,
    send_message_for_practice: usageLimitSchema,
  }),
  subscriptions: z.array(subscriptionSchema),
});
export type User = z.infer<typeof userSchema>;

/**
 * Email rules of SPEC §5, in the order the user sees them. The messages are catalogue codes
 * (src/shared/errors.ts) so client and server show the same text.
 */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(LIMITS.emailMaxChars, { message: 'auth.email_too_long' })
  .refine((v) => !v.startsWith('.'), { message: 'auth.email_leading_period' })
  .refine((v) => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v) && !v.includes('..'), {
    message: 'auth.email_invalid',
  });

export const sendCodeInput = z.object({ email: emailSchema });
export type SendCodeInput = z.infer<typeof sendCodeInput>;

export const loginInput = z.object({
  email: emailSchema,
  verification_code: z.string().trim().regex(/^\d{6}$/, { message: 'auth.code_format' }),
});
export type LoginInput = z.infer<typeof loginInput>;

export const timezoneInput = z.object({
  timezone: z.string().min(1).max(64).refine(isIanaTimezone, { message: 'common.invalid_input' }),
});
export type TimezoneInput = z.infer<typeof timezoneInput>;

export const googleIdTokenInput = z.object({ credential: z.string().min(10).max(8192) });
export type GoogleIdTokenInput = z.infer<typeof googleIdTokenInput>;

function isIanaTimezone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}
