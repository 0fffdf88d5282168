import type { PracticePlanDraft } from '../../practice-ai';
import { normalize } from '../text-utils';
import type { PlanContext } from './plan-context';
import { personFor, practice, type Person } from './plan-text';
import { tenancyAskIn } from './scenario-tenancy-ask';

/**
 * The tenant's talk with a landlord. The scenario states the tenancy's facts (the rent, the
 * deposit, the notice period, what is broken and since when), taking the user's own figures when
 * the request gives them, so the character can answer about them and a claim against them is a
 * lie it can see (scenario-lies.ts).
 */

export type TenancyIssue = 'permission' | 'repair' | 'deposit' | 'rent' | 'notice';

/** Ordered: "kept my deposit for the broken oven" is about the deposit, not the oven. */
const ISSUES: readonly (readonly [TenancyIssue, RegExp])[] = [
  ['deposit', /\bdeposit\b|\bcheck-?out\b|\bwear and tear\b/],
  ['rent', /\b(?:raise|raising|put up|putting up|increase|increasing|hike|rise|go(?:ing)? up)\b[^.?!]{0,20}\brent\b|\brent\b[^.?!]{0,20}\b(?:increase|rise|hike|go(?:ing)? up|by [£$€]?\d)/],
  ['notice', /\b(?:give|giving|hand in) (?:my |our )?notice\b|\bmov(?:e|ing) out\b|\bend (?:my|our|the) (?:tenancy|lease|contract)\b|\bbreak clause\b|\bleav(?:e|ing) the (?:flat|apartment|house)\b/],
  ['repair', /\b(?:repair|fix|fixed|broken|broke|boiler|heating|hot water|leak\w*|damp|mou?ld|shower|window|oven|fridge|washing machine|lock|toilet|radiator|pests?|mice)\b/],
];

const BROKEN = /\b(boiler|heating|hot water|shower|window|oven|fridge|washing machine|lock|toilet|radiator|roof|damp|mou?ld|leak)\b/;
/** "for three weeks", "after three weeks", "three weeks ago": how long it has been going on. */
const LENGTH = /\b(?:for|after|in|over) (?:about |nearly |almost |over |more than )?((?:a|one|two|three|four|five|six|\d+) (?:days?|weeks?|months?))\b|\b((?:a|one|two|three|four|five|six|\d+) (?:days?|weeks?|months?)) (?:ago|now)\b/;
const MONEY = /[£$€]\s?(\d[\d,]{1,6})|\b(\d[\d,]{1,6})\s?(?:pounds|euros|dollars|quid|a month|per month)\b/;

/** What the user's request says about the tenancy: the issue, and its own figures when given. */
export interface Tenancy {
  issue: TenancyIssue | null;
  /** What is broken ("boiler"), for a repair. */
  broken: string | null;
  /** How long it has been going on ("three weeks"). */
  since: string | null;
  /** The sum the request names (the deposit kept, the rent rise). */
  amount: number | null;
  /** A permission asked, in the second person ("you can get a cat"; scenario-tenancy-ask.ts). */
  asked?: string | null;
}

export function readTenancy(text: string): Tenancy {
  const norm = normalize(text);
  const money = MONEY.exec(norm);
  const amount = money ? Number((money[1] ?? money[2] ?? '').replace(/,/g, '')) : NaN;
  const asked = tenancyAskIn(text);
  return {
    issue: asked ? 'permission' : (ISSUES.find(([, re]) => re.test(norm))?.[0] ?? null),
    asked,
    broken: BROKEN.exec(norm)?.[1] ?? null,
    since: (([m]) => m?.[1] ?? m?.[2] ?? null)([LENGTH.exec(norm)]),
    amount: Number.isFinite(amount) && amount >= 20 ? amount : null,
  };
}

const pounds = (n: number) => `£${n.toLocaleString('en-GB')}`;
const RENT = 950;
const DEPOSIT = 1100;

/** The tenancy as the scenario states it: the issue's own facts, then the rent and notice every talk can touch. */
function tenancyScenario(t: Tenancy, p: Pick<Person, 'who' | 'Who'>): string {
  const terms = `Your rent is ${pounds(RENT)} a month, due on the 1st, and the contract asks for one month's notice in writing.`;
  switch (t.issue) {
    case 'permission':
      return `You want to ask ${p.who} whether ${t.asked ?? 'you can make a change to the flat'}. ${terms} Say what you are asking and why, answer the worries about the flat honestly, and agree a yes in writing — or what it would take.`;
    case 'repair': {
      const thing = t.broken ?? 'boiler';
      const problem = /^(?:damp|mou?ld|leak)$/.test(thing) ? `The ${thing} in your flat has been there` : `The ${thing} in your flat has been broken`;
      return `${problem} for ${t.since ?? 'two weeks'}, and you have reported it to ${p.who} twice. ${terms} Describe the problem calmly with its dates, ask when it will be fixed, and agree a specific day for the repair.`;
    }
    case 'deposit': {
      const kept = t.amount !== null && t.amount < DEPOSIT ? t.amount : 300;
      return `You moved out last month. ${p.Who} kept ${pounds(kept)} of your ${pounds(DEPOSIT)} deposit for cleaning and wear and tear; you have photos from the day you left. ${terms} Ask what the deduction is based on, show your evidence without accusing, and agree what comes back and by when.`;
    }
    case 'rent': {
      const rise = t.amount !== null && t.amount < RENT ? t.amount : 100;
      return `${p.Who} wants to raise your rent from ${pounds(RENT)} to ${pounds(RENT + rise)} a month from the 1st of next month. You want to stay, but ${pounds(rise)} more is a lot, and you have always paid on time. Ask what is behind the rise, make a specific counter-offer, and agree a figure and a date.`;
    }
    case 'notice':
      return `You need to move out for a new job. ${terms} Tell ${p.who} in good time, agree your last day in writing, and how the check-out and your ${pounds(DEPOSIT)} deposit will work.`;
    default:
      return `Something about the flat needs sorting with ${p.who}. ${terms} Say what is going on with its dates, hear their side, and agree one specific next step with a date.`;
  }
}

const NAMES: Record<TenancyIssue, [string, string]> = {
  permission: ['Ask for the yes you need', 'Talk your request through'],
  repair: ['Get the repair booked', 'Ask for the repair'],
  deposit: ['Talk through the deposit', 'Ask about your deposit'],
  rent: ['Negotiate the rent rise', 'Talk about the rent rise'],
  notice: ['Give notice calmly', 'Give your notice'],
};

/** One calm, factual talk with the landlord that ends in a concrete next step with a date. */
export function landlordPlan(ctx: PlanContext): PracticePlanDraft {
  const relation = ctx.relation ?? 'landlord';
  const p = personFor('landlord', ctx, `your ${relation}`);
  const tenancy = ctx.tenancy ?? readTenancy('');
  const issue = tenancy.issue;
  const [name, title] = issue ? NAMES[issue] : ['Sort it out with your landlord', 'Talk it through'];
  return {
    name: `Talking to my ${relation}${p.name ? ` ${p.name}` : ''}`,
    description: `Rehearse a calm, factual talk with ${p.who}: the dates and amounts, what the contract says, and one specific thing you want agreed.`,
    practices: [
      practice(p, {
        goal: 'align',
        name,
        title: `${title} with ${p.who}`,
        scenario: tenancyScenario(tenancy, p),
        learn: [
          ['📅', 'Give the facts with their dates and amounts, not how annoyed you are'],
          ['📄', 'Point to what the contract or the deposit scheme says'],
          ['✅', 'End with one specific next step and a date, in writing'],
        ],
      }),
    ],
  };
}
