import type { SituationCategory } from '../understanding/types';
import type { Situation } from './situations';

/**
 * The offline engines' situation for an understanding category. The composers have no family or
 * roommate situations: those read as general and friendship.
 */
export const SITUATION_OF_CATEGORY: Readonly<Record<SituationCategory, Situation>> = {
  crush: 'crush',
  'hidden-crush': 'hidden-crush',
  partner: 'partner',
  ex: 'ex',
  dating: 'dating',
  'new-match': 'new-match',
  friendship: 'friendship',
  family: 'general',
  roommate: 'friendship',
  workplace: 'workplace',
  customer: 'customer',
  'teacher-parent': 'teacher-parent',
  'interview-candidate': 'interview-candidate',
  'interview-interviewer': 'interview-interviewer',
  'social-comment': 'social-comment',
  'cross-language': 'cross-language',
  general: 'general',
};
