import { deserializePlanKind, rankPlanKinds, type PlanKindModel, type PlanLabel, type SerializedPlanKindModel } from './plan-kind-learn';
import modelJson from './plan-kind-model.json';

/** The committed learned plan reader (scripts/train-plan-kind.ts writes plan-kind-model.json). */
let model: PlanKindModel | null = null;

/** The learned reader's best label for one request, with its probability. */
export function learnedPlanKind(text: string): { label: PlanLabel; p: number } {
  model ??= deserializePlanKind(modelJson as SerializedPlanKindModel);
  return rankPlanKinds(model, text)[0] as { label: PlanLabel; p: number };
}
