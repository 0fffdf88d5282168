import { createHash } from 'node:crypto';
import { TRAINING_DEFAULTS } from './classifier';
import { SITUATION_EXAMPLES } from './corpus';
import { features } from './features';

/**
 * Identifies what a trained model was built from: every training text with its label, and the
 * features they produce (so a change to features.ts or concepts.ts also marks the model stale), and the
 * training settings.
 */
export function corpusHash(): string {
  const h = createHash('sha256');
  h.update(`${JSON.stringify(TRAINING_DEFAULTS)}\n`);
  for (const e of SITUATION_EXAMPLES) h.update(`${e.type}\u0001${e.text}\u0001${Object.keys(features(e.text, false)).join(' ')}\n`);
  return h.digest('hex').slice(0, 16);
}
