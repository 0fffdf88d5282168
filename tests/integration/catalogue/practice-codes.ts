import { expect } from 'bun:test';
import { eq } from 'drizzle-orm';
import { practices } from '../../../src/db/schema';
import type { ErrorCode } from '../../../src/shared/errors';
import { createHttpClient } from '../../helpers/http';
import { createScriptedPracticeAi } from '../../helpers/scripted-practice-ai';
import { createTestDeps } from '../../helpers/test-deps';

type ExpectError = (res: { status: number; json: any }, code: ErrorCode) => Promise<void>;

/**
 * The practice.* and simulator.* codes of the catalogue test (error-catalogue.test.ts), through
 * REST on deps of their own: a scripted practice AI makes the outcomes and report failures exact.
 */
export async function producePracticeCodes(expectError: ExpectError): Promise<void> {
  const ai = createScriptedPracticeAi();
  const p = await createTestDeps({ practiceAi: ai, config: { reportTimeoutMs: 200 } });
  try {
    const c = createHttpClient(p.deps);
    await c.request('POST', '/api/auth/temporary');
    const stream = async (path: string, body?: unknown) => (await c.request('POST', path, { body: body ?? {} })).text;
    const newPlan = async () => {
      const plan = (await c.request('POST', '/api/practice-plan/create-empty', { body: {} })).json.result;
      await stream(`/api/session/${plan.coach.session.id}/message`, { items: [{ type: 'text', content: 'I want to practise asking my crush out' }] });
      return (await c.request('GET', `/api/practice-plan/${plan.id}`)).json.result;
    };
    const nobody = '00000000-0000-4000-8000-000000000000';
    await expectError(await c.request('GET', `/api/practice-plan/${nobody}`), 'practice.plan_not_found');
    const plan = await newPlan();
    const [first, second] = plan.practices;
    await expectError(await c.request('GET', `/api/practice-plan/${plan.id}/practices/${nobody}/report`), 'practice.not_found');
    await expectError(await c.request('GET', `/api/practice-plan/${plan.id}/practices/${first.id}/report`), 'practice.report_not_ready');
    await expectError(await c.request('POST', `/api/practice-plan/${plan.id}/practices/${first.id}/end`), 'practice.not_active');
    const empty = (await c.request('POST', '/api/practice-plan/create-empty', { body: {} })).json.result;
    await expectError(await c.request('POST', `/api/practice-plan/${empty.id}`), 'practice.plan_empty');
    // A practice still being prepared (as a plan written by a slow model would be).
    await p.deps.db.update(practices).set({ status: 'preparing' }).where(eq(practices.id, second.id));
    await expectError(await c.request('POST', `/api/practice-plan/${plan.id}/practices/${second.id}/start`), 'practice.not_ready');

    const started = (await c.request('POST', `/api/practice-plan/${plan.id}/practices/${first.id}/start`)).json.result;
    const chat = started.session.id;
    await stream(`/api/session/${chat}/message`, { items: [{ type: 'text', content: 'hi' }] });
    await stream(`/api/practice-plan/${plan.id}/practices/${first.id}/end`);
    await expectError(await c.request('GET', `/api/practice-plan/${plan.id}/practices/${first.id}/report`), 'practice.report_skipped');
    await expectError(await c.request('POST', `/api/practice-plan/${plan.id}/practices/${first.id}/start`), 'practice.already_ended');
    await expectError(
      await c.request('POST', `/api/session/${chat}/message`, { body: { items: [{ type: 'text', content: 'still there?' }] } }),
      'practice.not_active',
    );

    // Reports: a model that fails, then one slower than the limit.
    const play = async () => {
      const again = await newPlan();
      const run = (await c.request('POST', `/api/practice-plan/${again.id}/practices/${again.practices[0].id}/start`)).json.result;
      for (const line of ['one', 'two', 'three']) await stream(`/api/session/${run.session.id}/message`, { items: [{ type: 'text', content: line }] });
      await p.deps.db.update(practices).set({ status: 'failed', endType: 'manual' }).where(eq(practices.id, run.id));
      return `/api/practice-plan/${again.id}/practices/${run.id}/report`;
    };
    const failing = await play();
    p.deps.practiceAi = createScriptedPracticeAi({ failReport: true });
    await expectError(await c.request('GET', failing), 'practice.report_failed');
    p.deps.practiceAi = createScriptedPracticeAi({ reportDelayMs: 1000 });
    await expectError(await c.request('GET', failing), 'practice.report_timeout');
    p.deps.practiceAi = ai;
    expect((await c.request('GET', failing)).status).toBe(200); // a failed report is retried on the next ask

    const advisor = (await c.request('POST', '/api/session/agent/love-signals-detector')).json.result;
    const decoder = (await c.request('POST', '/api/session/agent/message-decoder')).json.result;
    const [simulator] = (await c.request('GET', '/api/simulator/agent/love-signals-detector')).json.result;
    await expectError(await c.request('POST', `/api/simulator/prepare/${nobody}`, { body: { normal_session_id: advisor.id } }), 'simulator.not_found');
    await expectError(
      await c.request('POST', `/api/simulator/prepare/${simulator.id}`, { body: { normal_session_id: decoder.id } }),
      'simulator.not_available',
    );
    await expectError(await c.request('PUT', `/api/simulator/session/${nobody}/close`), 'simulator.session_not_found');
    const sim = (await c.request('POST', '/api/simulator/session', { body: { simulator_id: simulator.id, normal_session_id: advisor.id } })).json.result;
    expect((await c.request('PUT', `/api/simulator/session/${sim.id}/close`)).status).toBe(200);
    await expectError(await c.request('POST', `/api/simulator/welcome-message/${sim.id}`), 'simulator.session_closed');
  } finally {
    await p.close();
  }
}
