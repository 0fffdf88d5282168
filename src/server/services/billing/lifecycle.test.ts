import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { subscriptions } from '../../../db/schema';
import { collect, newActor, newChat, text } from '../../../../tests/helpers/chat';
import { createManualClock, createTestDeps, type TestDeps } from '../../../../tests/helpers/test-deps';
import type { Actor } from '../actor';
import { getAuthStatus } from '../auth';
import { sendMessage } from '../replies/send-message';
import { listSessions } from '../sessions';
import { startCheckout } from './checkout';
import { completeLocalCheckout } from './local-checkout';
import { cancelSubscription, changePlan, currentSubscription, previewPlanChange, resumeSubscription } from './manage';
import { settleDueSubscriptions } from './renewals';

const clock = createManualClock(new Date('2026-03-02T09:00:00Z'));
const DAY = 86_400_000;
let t: TestDeps;
let n = 0;

beforeAll(async () => {
  t = await createTestDeps({ clock });
});
afterAll(() => t.close());

async function member(): Promise<Actor> {
  return newActor(t.deps, `member${++n}@example.com`, t.lastCodeFor);
}

/** Subscribes through the local checkout, the way the browser does. */
async function subscribe(actor: Actor, priceId = 'plus_weekly') {
  const { url } = await startCheckout(t.deps, actor, { price_id: priceId });
  const id = url.split('/').pop()!;
  await completeLocalCheckout(t.deps, actor, { id, card_number: '4242 4242 4242 4242' });
  return (await getAuthStatus(t.deps, actor)).subscriptions[0]!;
}

async function sendAndFinish(actor: Actor, chatId: string) {
  const sent = await sendMessage(t.deps, actor, chatId, text('How do I answer her?'));
  await collect(sent.stream!.follow(0, new AbortController().signal));
}

const after = (iso: string | null, ms = 1000) => new Date(Date.parse(iso!) + ms);

describe('a test-mode subscription over time (manual clock)', () => {
  test('trial → renews as active → upgrade at once (prorated) → downgrade at renewal', async () => {
    const actor = await member();
    const trial = await subscribe(actor, 'plus_weekly');
    expect(trial.status).toBe('trialing');
    expect(Date.parse(trial.current_period_end!) - clock.now().getTime()).toBe(3 * DAY);
    expect((await getAuthStatus(t.deps, actor)).has_trialed).toBe(true);

    clock.set(after(trial.current_period_end));
    const active = (await getAuthStatus(t.deps, actor)).subscriptions[0]!;
    expect(active).toMatchObject({ status: 'active', current_period_start: trial.current_period_end });
    expect(Date.parse(active.current_period_end!) - Date.parse(active.current_period_start!)).toBe(7 * DAY);

    // Half-way through the week: upgrade to annual, half the week credited.
    clock.set(new Date(Date.parse(active.current_period_start!) + 3.5 * DAY));
    const preview = await previewPlanChange(t.deps, actor, { price_id: 'plus_annual' });
    expect(preview).toMatchObject({ kind: 'upgrade', credit_cents: 125, amount_due_cents: 5874, effective_at: clock.now().toISOString() });
    const upgraded = await changePlan(t.deps, actor, { price_id: 'plus_annual' });
    expect(upgraded.price_id).toBe('plus_annual');
    expect(upgraded.subscription).toMatchObject({ interval: 'year', current_period_start: clock.now().toISOString() });

    // Annual → monthly waits for the end of the year.
    const down = await previewPlanChange(t.deps, actor, { price_id: 'plus_monthly' });
    expect(down).toMatchObject({ kind: 'downgrade', credit_cents: 0, effective_at: upgraded.subscription!.current_period_end });
    const pending = await changePlan(t.deps, actor, { price_id: 'plus_monthly' });
    expect(pending).toMatchObject({ price_id: 'plus_annual', pending_price_id: 'plus_monthly' });
    expect(pending.subscription!.interval).toBe('year');
    clock.set(after(pending.subscription!.current_period_end));
    expect(await settleDueSubscriptions(t.deps.db, clock.now())).toBeGreaterThanOrEqual(1);
    const renewed = await currentSubscription(t.deps, actor);
    expect(renewed).toMatchObject({ price_id: 'plus_monthly', pending_price_id: null });
    expect(renewed.subscription).toMatchObject({ status: 'active', interval: 'month', current_period_start: pending.subscription!.current_period_end });
  });

  test('cancel keeps Plus (unlimited) to the period end; then free limits, history kept', async () => {
    const actor = await member();
    await subscribe(actor);
    clock.advance(4 * DAY); // past the trial: a paid week
    const sub = (await getAuthStatus(t.deps, actor)).subscriptions[0]!;
    expect(sub.status).toBe('active');

    const cancelled = await cancelSubscription(t.deps, actor, {});
    expect(cancelled.subscription).toMatchObject({ status: 'active', cancel_at_period_end: true, cancel_at: sub.current_period_end });

    // Still Plus: more than the free 5 messages and more than 3 chats today.
    const chats = [];
    for (let i = 0; i < 4; i++) chats.push(await newChat(t.deps, actor));
    for (let i = 0; i < 6; i++) await sendAndFinish(actor, chats[i % 4]!.id);
    const plus = await getAuthStatus(t.deps, actor);
    expect(plus.usage_limits.send_message).toMatchObject({ current_usage: 6, max_usage: null, can_use: true });

    // The period ends: the sweep ends the subscription, no renewal.
    clock.set(after(sub.current_period_end));
    expect(await settleDueSubscriptions(t.deps.db, clock.now())).toBeGreaterThanOrEqual(1);
    const free = await getAuthStatus(t.deps, actor);
    expect(free.subscriptions[0]).toMatchObject({ status: 'canceled', ended_at: sub.current_period_end });
    expect(free.usage_limits.send_message.max_usage).toBe(5);
    // History stays; a free user with more than 2 active chats cannot open another.
    expect((await listSessions(t.deps, actor, { offset: 0, limit: 30 })).total).toBe(4);
    for (const chat of chats.slice(0, 3)) await sendAndFinish(actor, chat.id);
    await expect(newChat(t.deps, actor)).rejects.toMatchObject({ code: 'session.chat_limit' });
    for (let i = 0; i < 2; i++) await sendAndFinish(actor, chats[0]!.id);
    await expect(sendMessage(t.deps, actor, chats[0]!.id, text('one more'))).rejects.toMatchObject({ code: 'usage.limit_reached' });
    // Resubscribing later: no second trial.
    const again = await startCheckout(t.deps, actor, { price_id: 'plus_weekly' });
    await completeLocalCheckout(t.deps, actor, { id: again.url.split('/').pop()!, card_number: '4242424242424242' });
    const back = await getAuthStatus(t.deps, actor);
    expect(back.subscriptions[0]).toMatchObject({ status: 'active' });
    expect(back.usage_limits.send_message.can_use).toBe(true);
  });

  test('resume withdraws the cancel: the subscription renews', async () => {
    const actor = await member();
    const sub = await subscribe(actor);
    await cancelSubscription(t.deps, actor, {});
    const resumed = await resumeSubscription(t.deps, actor, {});
    expect(resumed.subscription).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
    clock.set(after(sub.current_period_end));
    expect((await getAuthStatus(t.deps, actor)).subscriptions[0]!.status).toBe('active');
  });

  test('a period end is applied once, even by racing sweeps', async () => {
    const actor = await member();
    const sub = await subscribe(actor);
    clock.set(after(sub.current_period_end));
    const results = await Promise.all([settleDueSubscriptions(t.deps.db, clock.now()), settleDueSubscriptions(t.deps.db, clock.now(), actor.user.id)]);
    expect(results.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const [row] = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(row!.currentPeriodStart!.toISOString()).toBe(sub.current_period_end!);
    expect(row!.currentPeriodEnd!.getTime() - row!.currentPeriodStart!.getTime()).toBe(7 * DAY);
  });

  test('refusals change nothing: same plan, no subscription, a second checkout while Plus', async () => {
    const actor = await member();
    await expect(cancelSubscription(t.deps, actor, {})).rejects.toMatchObject({ code: 'billing.no_subscription' });
    await subscribe(actor, 'plus_monthly');
    await expect(changePlan(t.deps, actor, { price_id: 'plus_monthly' })).rejects.toMatchObject({ code: 'billing.same_plan' });
    await expect(changePlan(t.deps, actor, { price_id: 'price_nope' })).rejects.toMatchObject({ code: 'billing.invalid_price' });
    await expect(startCheckout(t.deps, actor, { price_id: 'plus_annual' })).rejects.toMatchObject({ code: 'billing.already_subscribed' });
    expect((await currentSubscription(t.deps, actor)).price_id).toBe('plus_monthly');
  });
});
