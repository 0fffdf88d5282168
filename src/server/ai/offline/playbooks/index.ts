import { CATEGORY_PLAYBOOKS } from './categories';
import { ROMANCE_PLAYBOOKS } from './romance';
import { SOCIAL_PLAYBOOKS } from './social';
import type { Playbook } from './types';
import { WORK_PLAYBOOKS } from './work';

/** Playbook per situation type of the understanding catalogue (a test checks they match one to one). */
export const PLAYBOOKS: Record<string, Playbook> = { ...ROMANCE_PLAYBOOKS, ...SOCIAL_PLAYBOOKS, ...WORK_PLAYBOOKS };
export { CATEGORY_PLAYBOOKS };
export type { CardTemplate, CategoryPlaybook, Playbook } from './types';
