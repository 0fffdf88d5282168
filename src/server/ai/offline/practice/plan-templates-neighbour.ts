import type { PracticePlanDraft } from '../../practice-ai';
import { capitalize, normalize } from '../text-utils';
import type { PlanContext } from './plan-context';
import { personFor, practice, type Person } from './plan-text';

/**
 * A talk with a neighbour about what keeps going wrong between the two homes (parking, noise, a
 * dog, a fence, bins…). Neighbours have to keep living side by side, so the practice is a calm
 * doorstep talk that ends in one specific change both agree to, not a win. The scenario states
 * what happens and how often (the user's own details when the request gives them) and the
 * neighbour's side of it, so the character can answer "why" and "since when"
 * (scenario-neighbour.ts reads the same issue back).
 */

export type NeighbourIssue = 'leak' | 'building' | 'parking' | 'pet' | 'noise' | 'boundary' | 'rubbish' | 'smoke' | 'shared-space' | 'parcels' | 'children';

/**
 * Ordered, the thing before the nuisance it makes: building work is noisy but is its own talk (how
 * long, which hours), a leak comes from a machine, a barking dog is the dog's. Words in the other
 * languages the reader takes (coche/voiture/Auto, música/musique/Musik, perro/chien/Hund).
 */
export const NEIGHBOUR_ISSUES: readonly (readonly [NeighbourIssue, RegExp])[] = [
  ['leak', /\bleak\w*|\bdripping\b|\bwater (?:coming|damage)\b|\b(?:his|her|their|our|my) ceiling\b/],
  ['building', /\bbuilding work\b|\bbuilders?\b|\bdrill\w*|\brenovat\w*|\bscaffold\w*|\bhammer\w*|\bworks? on (?:the|their|his|her) (?:house|flat|kitchen|loft)\b/],
  ['parking', /\bpark\w*|\bdrive ?way\b|\bdrive\b|\bvans?\b|\bcars?\b|\bparking space\b|\bgarage\b|\bcoche\b|\bvoiture\b|\bauto\b|\bgarer?\b/],
  ['pet', /\bdogs?\b|\bbark\w*|\bcats?\b|\bpuppy\b|\bpets?\b|\bperro\b|\bchien\b|\bhund\b|\bbellen\b/],
  ['noise', /\bnois\w*|\bloud\b|\bmusic\b|\bpart(?:y|ies)\b|\bbass\b|\bstomp\w*|\bshout\w*|\bscream\w*|\bargu\w*|\btv\b|\brev\w*|\brooster\b|\bcockerel\b|\bturn (?:it|the \w+) down\b|\bkeep it down\b|\bm[uú]sica\b|\bmusique\b|\bmusik\b|\bbruit\b|\bl[aä]rm\b/],
  ['boundary', /\bfences?\b|\bhedges?\b|\btrees?\b|\bbranch\w*|\bleaves\b|\broots?\b|\bboundary\b|\bgarden wall\b|\bour side\b/],
  ['rubbish', /\bbins?\b|\brubbish\b|\brubish\b|\brecycling\b|\bbin bags?\b|\bgarbage\b|\btrash\b|\blitter\b/],
  ['smoke', /\bsmok\w*|\bbonfires?\b|\bvap\w*/],
  ['shared-space', /\bhall ?way\b|\bcorridor\b|\blanding\b|\bstair(?:s|well|case)\b|\bshared (?:\w+ )?(?:space|area|entrance|path|hall)\b|\bcommunal\b/],
  ['parcels', /\bparcels?\b|\bpackages?\b|\bdeliver\w*/],
  ['children', /\bkids?\b|\bchildren\b|\bfootball\b|\bball\b/],
];

export function neighbourIssueIn(text: string): NeighbourIssue | null {
  const norm = normalize(text);
  return NEIGHBOUR_ISSUES.find(([, re]) => re.test(norm))?.[0] ?? null;
}

/** "till 2am", "from 6am", "at 7am": the hour the request gives, with its preposition (until / from / by). */
const HOUR = /\b(till|until|til|from|at|after|before|around|past|by) ((?:[1-9]|1[0-2])(?::[0-5]\d)?\s?(?:am|pm)|midnight)\b/;
const HOUR_WORD: Record<string, string> = { till: 'until', until: 'until', til: 'until', after: 'until', past: 'until', from: 'from', at: 'from', around: 'from', before: 'by', by: 'by' };

/** "for 4 months", "three weeks now": how long it has been going on. */
const SPAN = /\b(?:for|over|in) (?:about |nearly |almost |over |more than )?((?:a|one|two|three|four|five|six|\d+) (?:days?|weeks?|months?|years?))\b|\b((?:a|one|two|three|four|five|six|\d+) (?:days?|weeks?|months?|years?)) (?:now|ago)\b/;

/**
 * What happens, the neighbour's side, and the agreement to reach: the side is written so the
 * character has a reason of its own to give (scenario-neighbour.ts says it in the first person).
 */
const STORIES: Record<NeighbourIssue, { happens: (p: Person, hour: string | null, norm: string) => string; side: (p: Person) => string; agree: string; title: string }> = {
  leak: { happens: (p) => `${p.Who} says water from your washing machine is coming through ${p.poss} ceiling and left an angry note on your door.`, side: (p) => `${p.Who} has a stain the size of a tea towel and is worried about the cost of the repair.`, agree: 'who checks the pipes, by when, and how the repair is paid for', title: 'the leak' },
  building: { happens: (p, h) => `${p.Who} is having building work done that starts ${h ? h.replace(/^\w+ /, 'at ') : 'at 7am'}, Saturdays included, and it has gone on for months.`, side: (p) => `${p.Who} wants it finished before winter and the builders only have early slots.`, agree: 'quiet hours, and the weekend off', title: 'the building work' },
  parking: { happens: (p, h) => `${Poss(p)} van keeps blocking the end of your drive, so you cannot get your car out for work${h ? ` ${h.replace(/^(?:from|until) /, 'at ')}` : ' at half seven'}.`, side: (p) => `${p.Who} has two vehicles and the street is full by six in the evening.`, agree: 'where the van goes instead, from when', title: 'the parking' },
  // A cat wanders; a dog is heard: the request's own animal decides which.
  pet: { happens: (p, h, n) => (/\bcats?\b/.test(n) && !/\bdogs?\b|\bbark/.test(n) ? `${Poss(p)} cat uses your vegetable patch as a toilet most mornings.` : `${Poss(p)} dog barks for hours while nobody is home${h ? `, ${h.replace(/^(?:at|by) /, 'from ')}` : ', from early morning'}, and you work from home.`), side: (p) => `${p.Who} has only had the animal a few months and didn't know it was a problem for you.`, agree: 'one thing to try and when you check in again', title: 'the animal' },
  noise: { happens: (p, h, n) => `${capitalize(NOISE_SOURCE.exec(n)?.[1] ?? 'loud music')} from ${p.poss} place ${h ?? 'until 1am'} keeps you awake on work nights.`, side: (p) => `${p.Who} works late shifts and winds down after getting home.`, agree: 'a time the music goes down on work nights', title: 'the noise' },
  boundary: { happens: (p, _h, n) => (/\b(?:trees?|hedges?|branch\w*|leaves|roots?)\b/.test(n) ? `${Poss(p)} tree and hedge hang well over the fence into your garden and fill your gutter with leaves.` : `${Poss(p)} new fence sits on your side of the line, about a foot into your garden.`), side: (p) => `${p.Who} thought the boundary was where the old fence was and has no tools for a tree that size.`, agree: 'who cuts what back, by when, and where the line is', title: 'the boundary' },
  rubbish: { happens: (p) => `${p.Who} keeps putting bags in your bin or leaving them by your gate, and the collection leaves them behind.`, side: (p) => `${Poss(p)} own bin is too small for the household and the council has not sent a bigger one.`, agree: 'whose bin is whose and what happens with the overflow', title: 'the bins' },
  smoke: { happens: (p) => `${p.Who} smokes right under your bedroom window and it comes into your room at night.`, side: (p) => `${p.Who} is not allowed to smoke inside ${p.poss} own flat and thought outside was the considerate place.`, agree: 'a spot away from your window', title: 'the smoke' },
  'shared-space': { happens: (p) => `${p.Who} leaves bikes and boxes in the shared hallway, and it is hard to get past with shopping.`, side: (p) => `${p.Who} has nowhere else to keep the bikes since the shed was broken into.`, agree: 'what can stay in the hallway and where the rest goes', title: 'the hallway' },
  parcels: { happens: (p) => `${p.Who} takes in your parcels but keeps them for days before handing them over.`, side: (p) => `${p.Who} is out most evenings and didn't know you were waiting for them.`, agree: 'how and when the parcels reach you', title: 'the parcels' },
  children: { happens: (p) => `${p.Who} has complained twice about your children playing in the garden after school.`, side: (p) => `${p.Who} works nights and sleeps in the afternoon.`, agree: 'play times that work for both houses', title: 'the garden' },
};

/** "the rooster", "his motorbike": what makes the noise, in the request's words. */
const NOISE_SOURCE = /\b((?:the |their |his |her )?(?:rooster|cockerel|motorbike|drums?|bass|tv|television|stomping|shouting|parties|party|loud music|music))\b/;
const Poss = (p: Person) => capitalize(p.poss);

/** What the request says goes wrong between the two homes: the issue, the hour and how long, and its words (for what makes the noise, which animal). */
export interface NeighbourDispute {
  issue: NeighbourIssue | null;
  hour: string | null;
  span: string | null;
  norm: string;
}

export function readNeighbourDispute(text: string): NeighbourDispute {
  const norm = normalize(text);
  return {
    issue: neighbourIssueIn(norm),
    hour: (([m]) => (m?.[1] && m[2] ? `${HOUR_WORD[m[1]] ?? 'at'} ${m[2].replace(/\s/g, '')}` : null))([HOUR.exec(norm)]),
    span: (([m]) => m?.[1] ?? m?.[2] ?? null)([SPAN.exec(norm)]),
    norm,
  };
}

function neighbourScenario({ issue, hour, span, norm }: NeighbourDispute, p: Person): string {
  if (!issue) return `Something keeps going wrong between your home and ${p.poss}${span ? `, for ${span} now` : ''}, and it is starting to wear on you. Raise it calmly, say what happens and when, hear ${p.poss} side, and agree one specific change with a date.`;
  const story = STORIES[issue];
  const since = span ? ` It has been going on for ${span}.` : '';
  return `${story.happens(p, hour, norm)}${since} ${story.side(p)} Raise it calmly, say what happens and how it affects you, hear ${p.poss} side, and agree ${story.agree}.`;
}

/** One calm talk with the neighbour that ends in one specific change both agree to. */
export function neighbourPlan(ctx: PlanContext): PracticePlanDraft {
  const p = personFor('neighbour', ctx, 'your neighbour');
  const dispute = ctx.dispute ?? readNeighbourDispute('');
  const issue = dispute.issue;
  // The animal the request names ("the cat"), else the issue's own word.
  const about = issue === 'pet' ? `the ${/\bcats?\b/.test(dispute.norm) && !/\bdogs?\b|\bbark/.test(dispute.norm) ? 'cat' : 'dog'}` : issue ? STORIES[issue].title : 'it';
  return {
    name: `Talking to my neighbour${p.name ? ` ${p.name}` : ''}`,
    description: `Rehearse a calm talk with ${p.who} about ${about}: what happens and how it affects you, ${p.poss} side of it, and one specific change you both agree to.`,
    practices: [
      practice(p, {
        goal: 'align',
        name: `Sort out ${about} with ${p.who}`,
        title: `Talk to ${p.who} about ${about}`,
        scenario: neighbourScenario(dispute, p),
        learn: [
          ['🏠', 'Open friendly: you will still be neighbours tomorrow'],
          ['📅', 'Say what happens and when, not what kind of person they are'],
          ['👂', 'Ask for their side before you suggest anything'],
          ['🤝', 'End with one specific change and when it starts'],
        ],
      }),
    ],
  };
}
