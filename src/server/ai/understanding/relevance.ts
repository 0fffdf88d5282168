import { CONFIDENT, understand } from './understand';
import type { Understanding } from './types';

/**
 * Whether a memory item belongs in an answer: only when it is about the same person (a shared name
 * or relation word) or the same kind of situation as the message. "Nervous about meeting his parents"
 * has no place in a customer-refund answer, and the other way round.
 */
export function isRelevantMemory(item: string, message: Understanding): boolean {
  const m = understand(item);
  const names = new Set(message.people.map((p) => p.name?.toLowerCase()).filter(Boolean));
  const roles = new Set(message.people.map((p) => p.role).filter(Boolean));
  const samePerson = m.people.some((p) => (p.name && names.has(p.name.toLowerCase())) || (p.role && p.role !== 'someone' && roles.has(p.role)));
  if (samePerson) return true;
  return m.type !== null && message.type !== null && m.category === message.category;
}

/**
 * Memory for a model prompt: items about this chat's person or kind of situation, plus items with no
 * clear situation of their own (the user's name, preferences). Items clearly about something else are
 * left out, so the model cannot bring them in.
 */
export function memoryForPrompt(items: readonly string[], message: Understanding): string[] {
  if (!message.type) return [...items];
  return items.filter((item) => {
    const m = understand(item);
    return m.type === null || m.confidence < CONFIDENT || isRelevantMemory(item, message);
  });
}
