import { describe, expect, test } from 'bun:test';
import { PLAN_REQUESTS_LEAD } from '../../../../../tests/corpora/practice/plan-requests-lead';
import { PLAN_REQUESTS_S14 } from '../../../../../tests/corpora/practice/plan-requests-s14';
import { PLAN_REQUESTS_S15 } from '../../../../../tests/corpora/practice/plan-requests-s15';
import { PLAN_REQUESTS_S16 } from '../../../../../tests/corpora/practice/plan-requests-s16';
import { PLAN_REQUESTS_S17 } from '../../../../../tests/corpora/practice/plan-requests-s17';
import { PLAN_REQUESTS_S18 } from '../../../../../tests/corpora/practice/plan-requests-s18';
import { PLAN_REQUESTS_S19 } from '../../../../../tests/corpora/practice/plan-requests-s19';
import { PLAN_REQUESTS_S20 } from '../../../../../tests/corpora/practice/plan-requests-s20';
import { PLAN_REQUESTS_S21 } from '../../../../../tests/corpora/practice/plan-requests-s21';
import { PLAN_REQUESTS_S22 } from '../../../../../tests/corpora/practice/plan-requests-s22';
import { nearDuplicates } from '../../../../../tests/helpers/near-duplicates';
import { PLAN_REQUEST_SETS } from '../../../../../tests/helpers/plan-request-sets';
import { PLAN_REQUEST_EXAMPLES } from '../../../../../tests/helpers/plan-request-training';
import { ASK, combinePlanKinds, planKindHash, type PlanLabel } from './plan-kind-learn';
import modelJson from './plan-kind-model.json';

describe('learned plan reader', () => {
  test('plan-kind-model.json is trained on the current requests and features (else: bun scripts/train-plan-kind.ts)', () => {
    expect(modelJson.hash).toBe(planKindHash(PLAN_REQUEST_EXAMPLES));
  });

  test('no training request written after the first set near-copies a request of the blind sets "lead", s14, s15, s16, s17, s18, s19, s20, s21 and s22 (counted only: their lines stay unread)', () => {
    const blind = [...PLAN_REQUESTS_LEAD, ...PLAN_REQUESTS_S14, ...PLAN_REQUESTS_S15, ...PLAN_REQUESTS_S16, ...PLAN_REQUESTS_S17, ...PLAN_REQUESTS_S18, ...PLAN_REQUESTS_S19, ...PLAN_REQUESTS_S20, ...PLAN_REQUESTS_S21, ...PLAN_REQUESTS_S22].map(([text]) => text);
    // The first set predates both blind sets; two of its plain requests share 60% or more of their words with one of theirs.
    const later = PLAN_REQUEST_SETS.filter(([set]) => set !== 'main').flatMap(([, rows]) => rows.map(([text]) => text));
    expect(nearDuplicates(later, blind, 0.6).length).toBe(0);
  });

  const ranked = (...pairs: [PlanLabel, number][]) => pairs.map(([label, p]) => ({ label, p }));

  test('several people with no pick, a direction and a goal cue stand whatever the learned reader says', () => {
    expect(combinePlanKinds(ASK, 'several', ranked(['friend-repair', 0.95], [ASK, 0.05]))).toBe(ASK);
    expect(combinePlanKinds('extension', 'direction', ranked(['colleague', 0.97], ['extension', 0.01]))).toBe('extension');
    expect(combinePlanKinds('first-date', 'cue', ranked(['second-date', 0.9], ['first-date', 0.1]))).toBe('first-date');
  });

  test('a plan read only from the person named stands when the learned reader agrees, even unsure', () => {
    expect(combinePlanKinds('friend-repair', 'person', ranked(['friend-repair', 0.41], ['partner-repair', 0.38]))).toBe('friend-repair');
  });

  test('a learned plan with someone the request is not about does not outvote the person named', () => {
    // "I hurt my friend's feelings and we had a fight": the reader's words lean to a partner's repair.
    expect(combinePlanKinds('friend-repair', 'person', ranked(['partner-repair', 0.37], ['friend-repair', 0.35]), 'friend')).toBe('friend-repair');
    expect(combinePlanKinds('friend-repair', 'person', ranked(['partner-repair', 0.9], ['friend-repair', 0.05]), 'friend')).toBe('friend-repair');
    // The target is the learned plan's person, or unknown: the rule below decides.
    expect(combinePlanKinds('friend-repair', 'person', ranked(['partner-repair', 0.9], ['friend-repair', 0.05]), 'partner')).toBe('partner-repair');
    expect(combinePlanKinds('friend-repair', 'person', ranked(['partner-repair', 0.37], ['friend-repair', 0.35]), null)).toBe(ASK);
    // Only a plan read from the person alone yields: a direction or a cue already stands.
    expect(combinePlanKinds(ASK, 'none', ranked(['partner-repair', 0.9], ['friend-repair', 0.05]), 'friend')).toBe('partner-repair');
  });

  test('where they disagree, the learned reader decides when its best plan leads, else the coach asks', () => {
    expect(combinePlanKinds('colleague', 'person', ranked(['extension', 0.7], ['colleague', 0.2]))).toBe('extension');
    expect(combinePlanKinds('colleague', 'person', ranked(['extension', 0.45], ['colleague', 0.4]))).toBe(ASK);
    expect(combinePlanKinds(ASK, 'none', ranked(['crush-ask-out', 0.44], ['crush-start', 0.38]))).toBe(ASK);
    expect(combinePlanKinds(ASK, 'none', ranked(['crush-ask-out', 0.79], ['crush-start', 0.09]))).toBe('crush-ask-out');
  });

  test('the learned reader saying "ask" is a question too', () => {
    expect(combinePlanKinds(ASK, 'none', ranked([ASK, 0.8], ['roommate', 0.1]))).toBe(ASK);
    expect(combinePlanKinds('roommate', 'person', ranked([ASK, 0.6], ['roommate', 0.3]))).toBe(ASK);
  });
});
