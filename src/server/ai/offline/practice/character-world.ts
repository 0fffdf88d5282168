import type { PracticeDetails } from '../../../../db/schema/practice';
import { normalize } from '../text-utils';
import { vary } from './answer-life';
import { voiceSwap } from './answer-slots';
import type { AskSlot } from './question-slots';
import type { RoleKind } from './roles';

/**
 * The work world the practice states (issue #23 point 2). The work roles' banks assume one default
 * world — a software company: engineers and designers, the product, stand-ups, an office on Dock
 * Road. A practice whose plan names another trade ("the forklift driver role", "the bike mechanic
 * role") or another workplace ("your manager at the garden centre", "your colleague in the lab")
 * is not that world, so a bank line of the software world gives way to a line of the stated one.
 * The world is read from what the plan wrote into the practice (its title, scenario and role), not
 * from the user's request again; where the practice states no world, the banks stand.
 */
export interface StatedWorld {
  /** The job the practice is about ("forklift driver"), when it is not an office job. */
  trade: string | null;
  /** The workplace named with the role ("garden centre", "lab"), when it is not an office. */
  place: string | null;
}

const NONE: StatedWorld = { trade: null, place: null };

/** Jobs and places the default (software company) banks already describe. */
const OFFICE_JOB = /\b(?:engineer|developer|programmer|designer|product|software|data|analyst|marketing|sales|account|accountant|consultant|research|researcher|web|frontend|backend|ux|ui|it|tech|office|admin|administrator|project|manager|director|lead|recruiter|hr|finance|operations|copywriter|writer|editor|support|startup|company|team|business|agency|firm|job|work)\b/;

/** "for the forklift driver role", "a candidate for the bike mechanic role". */
const ROLE_NAMED = /\bfor (?:the|a|an) ([a-z]+(?: [a-z]+){0,2}) (?:role|job|position)\b/;
/** "Your manager at the garden centre", "The customer at my hair salon", "Your colleague in the lab". */
const PLACE_NAMED = /\b(?:at|in) (?:the|my|your|a|our) ([a-z]+(?: [a-z]+){0,2})$/;

export function readWorld(details: Pick<PracticeDetails, 'title' | 'scenario' | 'simulated_role'>): StatedWorld {
  const text = normalize(`${details.title}. ${details.scenario}`);
  const role = ROLE_NAMED.exec(text)?.[1] ?? null;
  const place = PLACE_NAMED.exec(normalize(details.simulated_role).replace(/[.!]+$/, ''))?.[1] ?? null;
  const trade = role && !OFFICE_JOB.test(role) ? role : null;
  const shop = place && !OFFICE_JOB.test(place) ? place : null;
  return trade || shop ? { trade, place: shop } : NONE;
}

/** Words true only of the banks' default world: a software team, its product and its office. */
const OFFICE_WORLD =
  /\b(?:engineers?|designers?|researchers?|the product|a product|of product|product itself|strong product|stand-?ups?|sprints?|release|deploy|typescript|postgres|slack|linear|checkout|onboarding(?: flow)?|project work|dock road|remote|hybrid|in the office|the office|technical conversation|ships?|shipping|a user for|customers? complain|first draft)\b/;

/** True for a bank line of the default world in a practice that states another one. */
export function outOfWorld(line: string, world: StatedWorld): boolean {
  return (world.trade !== null || world.place !== null) && OFFICE_WORLD.test(normalize(line));
}

const plural = (noun: string) => (/(?:s|sh|ch|x)$/.test(noun) ? `${noun}es` : /[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : `${noun}s`);
const article = (noun: string) => (/^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`);

/** "where did you train?", "where have you worked before?". */
const PAST_PLACE = /\bwhere (?:did|have|had) (?:you|u) (?:(?:first|last|previously|already) )?(?:train|trained|learn|learned|learnt|study|studied|work|worked|start|started|qualify|qualified)\b/;
/** "the dish you're proudest of", "your best bike build", "your favourite cut". */
const PROUDEST = /\b(?:the|your|ur) ([a-z]+) (?:you'?re|you are|youre|ur|u r) (?:most )?(?:proud(?:est)?|happiest)\b|\b(?:best|favou?rite|proudest) ([a-z]+)\b/;
/** "where do you get the beans from?": a source, not an address. */
const SOURCE = /\b(?:get|buy|source|order|bring in)\b.{0,40}\bfrom\b/;
/** "what shifts do the drivers work?", "what are the hours like?". */
const HOURS = /\b(?:shifts?|hours|rota|early|late|nights?|weekends?)\b/;

/**
 * A line of the stated world for the slot asked, said by the role that knows it: the interviewer
 * or a manager about the workplace, the candidate about their own trade. Null when the role has
 * nothing of that world to say (the slot policy's shape stands).
 */
export function worldLine(slot: AskSlot, sentence: string, role: RoleKind, world: StatedWorld, seed: number, shapedOnly = false): string | null {
  const q = normalize(sentence);
  if (shapedOnly) return role === 'interviewer' || role === 'boss' || role === 'colleague' ? workplaceShape(slot, q, seed) : null;
  const job = world.trade;
  const where = world.place ? `the ${world.place}` : job ? 'here' : 'here';
  const crew = job ? plural(job.split(' ').at(-1) as string) : 'people';
  if (role === 'candidate') {
    const me = job ? article(job) : 'this kind of work';
    // "where did you train?", "where have you worked before?": where they learned the trade, not where they live.
    if (slot === 'place' && PAST_PLACE.test(q)) return `I did my training at the local college, then three years on the job at a busy place in town${job ? ` as ${me}` : ''}.`;
    // "what would you do if a dog slipped its lead?": what anyone good at the job does — the problem first, then the truth.
    const hypo = /\bwhat (?:would|'d|should) (?:you|u) do\b/.test(q) ? /\bif (.{3,60}?)[?.!]*$/.exec(q)?.[1] : undefined;
    if (hypo !== undefined) return `${hypo ? `If ${voiceSwap(hypo)}, I’d` : 'I’d'} stay calm and sort out the immediate problem first, then tell you straight away what happened and what I’d do differently.`;
    // "what's the dish you're proudest of?": the thing named, from their own work.
    const proud = PROUDEST.exec(q);
    const noun = proud?.[1] ?? proud?.[2];
    if ((slot === 'thing' || slot === 'preference') && noun) return `Probably a ${noun} from my last place — it took me weeks to get right, and in the end people asked for it by name.`;
    const lines: Partial<Record<AskSlot, readonly string[]>> = {
      thing: [`I’ve worked as ${me} for four years — mostly the everyday jobs, and I like the tricky ones best.`, `Mostly the day-to-day work of ${me}: I did three years at a busy place where no two days were the same.`],
      reason: [`Because I’ve been in the same job for three years, and I want to keep learning as ${me} somewhere busier.`, `Because I’ve gone as far as I can in my current job, and I want more responsibility as ${me}.`],
      place: ['I live near the station, about twenty minutes from here, so getting in is easy for me.'],
      opinion: [`I think it’s a good place — people speak well of working here, and I’d like to learn from the team.`],
    };
    const table = lines[slot === 'preference' ? 'thing' : slot];
    return table ? vary(seed, `world-${slot}`, table) : null;
  }
  if (role !== 'interviewer' && role !== 'boss' && role !== 'colleague') return null;
  const shaped = workplaceShape(slot, q, seed);
  if (shaped) return shaped;
  const lines: Partial<Record<AskSlot, readonly string[]>> = {
    amount: [`About twenty of us work ${where === 'here' ? 'here' : `at ${where}`} — ${job ? `six ${crew} on the team you’d join` : 'eight on my team'}.`],
    place: [`Here at ${where === 'here' ? 'the site' : where}, every day — it’s hands-on work, so there’s no working from home.`],
    reason: [`Because we’re busier than ever${job ? ` and need another ${job}` : ''} — last year was our best yet.`],
    thing: [`A typical day: a quick handover at the start, then hands-on work${job ? ` as ${article(job)}` : ''} most of the day, with a proper break in the middle.`, `Your first weeks you’d work alongside someone experienced${where === 'here' ? '' : ` at ${where}`}, then take on more once you’re comfortable.`],
    person: ['You’d report to me, and work closely with Sam, who has been here longest and trains everyone new.'],
    opinion: ['I think the team is in a good place — busy, but people help each other.'],
  };
  const table = lines[slot];
  return table ? vary(seed, `world-${slot}`, table) : null;
}

/** Two questions about a workplace with one right shape whatever the trade: where its supplies come from, and its shifts. */
function workplaceShape(slot: AskSlot, q: string, seed: number): string | null {
  if (slot === 'place' && SOURCE.test(q)) return 'From a couple of suppliers we’ve worked with for years — I can show you round after, if you like.';
  if ((slot === 'time' || slot === 'thing') && HOURS.test(q)) return vary(seed, 'world-hours', ['Two shifts: an early from six till two and a late from two till ten, a week of each, and every other weekend.', 'Mostly days — eight till half four — with a late shift once a week and one weekend in three.']);
  return null;
}
