import { readPlanContext, type PlanKind } from '../../src/server/ai/offline/practice/plan-context';
import { PLAN_REQUESTS } from '../corpora/practice/plan-requests';
import { PLAN_REQUESTS_HELD_OUT } from '../corpora/practice/plan-requests-held-out';

/** The plan type the coach reads from one request (null: it asks instead). */
export function planKindOf(request: string): PlanKind | null {
  return readPlanContext([request])?.kind ?? null;
}

export interface Accuracy {
  correct: number;
  total: number;
  misses: { request: string; want: PlanKind | null; got: PlanKind | null }[];
}

function measure(corpus: readonly (readonly [string, PlanKind | null])[]): Accuracy {
  const out: Accuracy = { correct: 0, total: corpus.length, misses: [] };
  for (const [request, want] of corpus) {
    const got = planKindOf(request);
    if (got === want) out.correct++;
    else out.misses.push({ request, want, got });
  }
  return out;
}

export async function planTypeAccuracy(): Promise<{ main: Accuracy; heldOut: Accuracy }> {
  return { main: measure(PLAN_REQUESTS), heldOut: measure(PLAN_REQUESTS_HELD_OUT) };
}
