import { describe, expect, test } from 'bun:test';
import { PLAN_REQUEST_EXAMPLES } from '../../../../../tests/helpers/plan-request-training';
import { ASK, combinePlanKinds, planKindHash } from './plan-kind-learn';
import modelJson from './plan-kind-model.json';

describe('learned plan reader', () => {
  test('plan-kind-model.json is trained on the current requests and features (else: bun scripts/train-plan-kind.ts)', () => {
    expect(modelJson.hash).toBe(planKindHash(PLAN_REQUEST_EXAMPLES));
  });

  test('a firm pattern decision stands; the learned reader fills a question or replaces a person-based plan only when sure', () => {
    expect(combinePlanKinds('first-date', true, { label: 'second-date', p: 0.9 })).toBe('first-date');
    expect(combinePlanKinds('colleague', false, { label: 'extension', p: 0.7 })).toBe('extension');
    expect(combinePlanKinds('colleague', false, { label: 'extension', p: 0.4 })).toBe('colleague');
    expect(combinePlanKinds('colleague', false, { label: ASK, p: 0.9 })).toBe('colleague');
    expect(combinePlanKinds(ASK, false, { label: 'roommate', p: 0.8 })).toBe('roommate');
    expect(combinePlanKinds(ASK, false, { label: 'roommate', p: 0.3 })).toBe(ASK);
  });
});
