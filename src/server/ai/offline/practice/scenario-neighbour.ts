import type { ScenarioFacts } from './scenario-facts';

/**
 * The neighbour's own side of the dispute the plan states (plan-templates-neighbour.ts), said in
 * the first person when the user asks why ("is there a reason you can't park on the street?"), so
 * the character gives the reason the scenario gives it instead of a bare "yes, there is a reason".
 * The plan's title names the issue ("Talk to Gary about the parking").
 */
const SIDES: readonly (readonly [RegExp, string])[] = [
  [/\babout the parking\b/, 'Honestly, it’s because we’ve got two vehicles and the street is full by six — the end of your drive is the only space left when I get back.'],
  [/\babout the (?:noise|music)\b/, 'Honestly, it’s because I work late shifts, so when I get in I put some music on to wind down — I didn’t think it carried that much.'],
  [/\babout the (?:dog|cat|animal)\b/, 'Honestly, it’s because we’ve only had them a few months, and I didn’t know it was bothering you.'],
  [/\babout the leak\b/, 'Honestly, it’s because there’s a stain on my ceiling the size of a tea towel, and I’m worried about what the repair will cost.'],
  [/\babout the building work\b/, 'Honestly, it’s because we want it finished before winter, and the builders could only give us early slots.'],
  [/\babout the boundary\b/, 'Honestly, it’s because I thought the line was where the old fence stood, and I’ve got nothing that would cut a tree that size.'],
  [/\babout the bins\b/, 'Honestly, it’s because our bin is too small for the five of us, and the council still hasn’t sent the bigger one.'],
  [/\babout the smoke\b/, 'Honestly, it’s because I’m not allowed to smoke inside my flat, so I thought going outside was the considerate thing.'],
  [/\babout the hallway\b/, 'Honestly, it’s because I’ve had nowhere else to keep the bikes since the shed was broken into.'],
  [/\babout the parcels\b/, 'Honestly, it’s because I’m out most evenings, and I didn’t know you were waiting on them.'],
  [/\babout the garden\b/, 'Honestly, it’s because I work nights, so I sleep in the afternoons — that’s when the garden gets loud.'],
];

/** "why…", "is there a reason…", "how come…": asking for the other side's cause. */
const ASKS_WHY = /^(?:\W*(?:and|so|but|ok|okay) )?(?:why|how come)\b|\b(?:is there|was there|any) (?:a |some )?reason\b|\bwhat(?:'s| is) (?:the|your) reason\b|\bwhat(?:'s| is) going on\b/;

export function neighbourFacts(title: string): ScenarioFacts | null {
  const side = SIDES.find(([re]) => re.test(title.toLowerCase()))?.[1];
  if (!side) return null;
  return { answers: [{ asked: ASKS_WHY, line: side }], contradicts: () => false, instead: null };
}
