import type { PlanKind } from '../../src/server/ai/offline/practice/plan-context';
import { PLAN_REQUESTS } from '../corpora/practice/plan-requests';
import { PLAN_REQUESTS_HELD_OUT, PLAN_REQUESTS_V4, PLAN_REQUESTS_V5, PLAN_REQUESTS_V6, PLAN_REQUESTS_V7, PLAN_REQUESTS_V8 } from '../corpora/practice/plan-requests-held-out';
import { PLAN_REQUESTS_V9 } from '../corpora/practice/plan-requests-v9';
import { PLAN_REQUESTS_V10 } from '../corpora/practice/plan-requests-v10';
import { PLAN_REQUESTS_V11 } from '../corpora/practice/plan-requests-v11';
import { PLAN_REQUESTS_V12 } from '../corpora/practice/plan-requests-v12';
import { PLAN_REQUESTS_V13 } from '../corpora/practice/plan-requests-v13';
import { PLAN_REQUESTS_SHORT } from '../corpora/practice/plan-requests-short';

/**
 * The labelled plan-request sets the learned plan reader trains on, by set (cross-validation
 * leaves one set out). The lead's blind set (plan-requests-lead.ts) is not among them.
 */
export const PLAN_REQUEST_SETS: readonly (readonly [string, readonly (readonly [string, PlanKind | null])[]])[] = [
  ['main', PLAN_REQUESTS],
  ['v3', PLAN_REQUESTS_HELD_OUT],
  ['v4', PLAN_REQUESTS_V4],
  ['v5', PLAN_REQUESTS_V5],
  ['v6', PLAN_REQUESTS_V6],
  ['v7', PLAN_REQUESTS_V7],
  ['v8', PLAN_REQUESTS_V8],
  ['v9', PLAN_REQUESTS_V9],
  ['v10', PLAN_REQUESTS_V10],
  ['v11', PLAN_REQUESTS_V11],
  ['v12', PLAN_REQUESTS_V12],
  ['v13', PLAN_REQUESTS_V13],
  ['short', PLAN_REQUESTS_SHORT],
];
