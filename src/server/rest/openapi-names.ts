import { z, type ZodType } from 'zod';
import { agentSchema } from '../../shared/schemas/agent';
import { presignedUrlSchema } from '../../shared/schemas/attachment';
import { memoryCardSchema, memoryItemSchema } from '../../shared/schemas/memory';
import { messageExtraDataSchema, messageItemSchema, messageSchema, replySuggestionSchema } from '../../shared/schemas/message';
import { practicePlanSchema, practiceReportSchema, practiceSchema } from '../../shared/schemas/practice';
import { sessionSchema } from '../../shared/schemas/session';
import { simulatorSchema, simulatorSessionSchema } from '../../shared/schemas/simulator';
import { practiceEventDataSchema, practiceEventSchema, replyEventDataSchema, replyEventSchema } from '../../shared/schemas/stream';
import { userSchema } from '../../shared/schemas/user';

/**
 * The entities that appear in many answers get a name, so the document lists each once under
 * components.schemas (and generated clients get `components['schemas']['Message']`).
 */
const NAMES: [ZodType, string][] = [
  [userSchema, 'User'],
  [agentSchema, 'Agent'],
  [sessionSchema, 'Session'],
  [messageSchema, 'Message'],
  [messageItemSchema, 'MessageItem'],
  [messageExtraDataSchema, 'MessageExtraData'],
  [replySuggestionSchema, 'ReplySuggestion'],
  [memoryItemSchema, 'MemoryItem'],
  [memoryCardSchema, 'MemoryCard'],
  [presignedUrlSchema, 'PresignedUrl'],
  [practiceSchema, 'Practice'],
  [practicePlanSchema, 'PracticePlan'],
  [practiceReportSchema, 'PracticeReport'],
  [simulatorSchema, 'Simulator'],
  [simulatorSessionSchema, 'SimulatorSession'],
  [replyEventSchema, 'ReplyEvent'],
  [replyEventDataSchema, 'ReplyEventData'],
  [practiceEventSchema, 'PracticeEvent'],
  [practiceEventDataSchema, 'PracticeEventData'],
];

let named = false;

/** Gives the entities their ids in zod's registry (once; descriptions already there are kept). */
export function namedSchemas() {
  if (!named) {
    for (const [schema, id] of NAMES) z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
    named = true;
  }
  return { replyEvent: replyEventSchema, practiceEvent: practiceEventSchema };
}
