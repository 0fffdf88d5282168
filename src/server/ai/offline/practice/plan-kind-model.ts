import { deserializePlanKind, rankPlanKinds, type PlanKindModel, type PlanLabel, type SerializedPlanKindModel } from './plan-kind-learn';
import modelJson from './plan-kind-model.json';

/** The committed learned plan reader (scripts/train-plan-kind.ts writes plan-kind-model.json). */
let model: PlanKindModel | null = null;

/** The learned reader's labels for one request with their probabilities, best first. */
export function learnedPlanKinds(text: string): { label: PlanLabel; p: number }[] {
  model ??= deserializePlanKind(modelJson as SerializedPlanKindModel);
  return rankPlanKinds(model, text);
}
