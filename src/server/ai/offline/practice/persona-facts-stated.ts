import type { Fact, Topic } from './persona-facts';

/**
 * A casual character's job as the practice states it (issue #23 point 2): "Mira is a tattoo
 * artist" in the simulator's persona or the practice's scenario makes the job topic hers, instead
 * of a stock job the seed picks (a graphic designer, hospital admin). The job is read by the
 * understanding layer's job reader (details.ts detectJobRole), not by words listed here. A question
 * names the job when it asks about work in general (the job topic's own question) or uses a word of
 * the job's own ("how long have you been tattooing?" to a tattoo artist, "is nursing hard?").
 */

/** Words too common to tie a question to a job ("artist" is kept: "tattoo artist" → "tatto", "artis"). */
const NOT_JOB_WORDS = new Set(['assistant', 'worker', 'manager', 'officer', 'senior', 'junior', 'head', 'chief', 'part', 'time', 'full', 'trainee']);

/** The first four letters of each word of the job that names it ("tattoo artist" → tatt, arti; "nurse" → nurs). */
function jobStems(job: string): string[] {
  return job
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 4 && !NOT_JOB_WORDS.has(w))
    .map((w) => w.slice(0, 4));
}

/** True when a question uses a word of the job ("tattooing", "your nursing shifts"). */
export function namesJob(text: string, job: string): boolean {
  const stems = jobStems(job);
  if (stems.length === 0) return false;
  return (text.toLowerCase().match(/[a-z]{4,}/g) ?? []).some((w) => stems.some((s) => w.startsWith(s)));
}

const article = (noun: string) => (/^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`);

/** The job topic with the stated job as its only fact, so every answer about work says it. */
export function statedJobTopic(stock: Topic, job: string): Topic {
  const fact: Fact = {
    told: `I’m ${article(job)} — I love it, even on the long days`,
    say: {
      place: `in town, not far from here — I’ve been ${article(job)} there a few years`,
      time: `about six years now, since I finished training`,
      opinion: `honestly I love it — tiring some days, but I wouldn’t swap being ${article(job)} for anything`,
      person: 'a small team — they’re lovely, we look out for each other',
      amount: 'a small team, five of us',
      reason: `because I always wanted to be ${article(job)}, and once I started I never looked back`,
    },
  };
  return { ...stock, facts: [fact] };
}

/** "what do you do?", "how's work?", "is work busy?", "what do you work on?": about the job, when the practice states one. */
const ASKS_WORK = /^(?:so |and |anyway,? )?(?:what (?:do|did) (?:you|u) do(?: now| again| these days| nowadays)?|what are (?:you|u) (?:doing|up to) (?:now|these days|nowadays)|what do (?:you|u) work on|how(?:'s| is| was| has) (?:work|the job|your work)(?: been| going)?(?: this week| lately| today)?|is work (?:busy|good|ok|okay)|how was (?:your )?(?:work|shift)(?: this week| today)?)\s*\??$/;

export function asksAboutWork(text: string): boolean {
  return ASKS_WORK.test(text.trim().toLowerCase().replace(/[’]/g, "'"));
}

/** "what do you do for fun?", "what are you into?", "at the weekend?": the pastimes the practice states. */
const ASKS_PASTIME = /\b(?:for fun|free time|spare time|(?:at|on|over) (?:the )?weekends?|what are (?:you|u) into|hobb(?:y|ies)|what do (?:you|u) do on (?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b/;

export function asksPastime(text: string): boolean {
  return ASKS_PASTIME.test(text.toLowerCase());
}

const FIRST_PERSON: Record<string, string> = { his: 'my', her: 'my', their: 'my', him: 'me', them: 'me', himself: 'myself', herself: 'myself', themselves: 'myself' };

/** "brews his own beer" → "I brew my own beer". */
export function inFirstPerson(doing: string): string {
  // "is quite shy" → "I’m quite shy".
  if (/^is /.test(doing)) return `I’m ${doing.slice(3)}`;
  const [verb, ...rest] = doing.split(' ');
  const base = (verb as string).replace(/(?:ch|sh|ss|x)es$/, (m) => m.slice(0, -2)).replace(/ies$/, 'y').replace(/s$/, '');
  return ['I', base, ...rest.map((w) => FIRST_PERSON[w] ?? w)].join(' ');
}

/** A doing that is a living ("runs the record shop", "works at the bakery"): the job topic's fact when no job noun is stated. */
export const WORK_DOING = /^(?:works|runs|owns|manages|teaches|coaches) /;

/** The job topic told from a working doing ("I run the record shop downstairs"). */
export function statedWorkTopic(stock: Topic, doing: string): Topic {
  const said = inFirstPerson(doing);
  const fact: Fact = {
    told: `${said} — I love it, even on the long days`,
    say: {
      place: said,
      time: 'about five years now',
      opinion: `honestly I love it — tiring some days, but it’s mine`,
      person: 'a small team — they’re lovely, we look out for each other',
      reason: `because I always wanted to, and once I started I never looked back`,
    },
  };
  return { ...stock, facts: [fact] };
}

/** The pastimes the practice states, as the only fact of a free-time question ("I brew my own beer — and I love bouldering"). */
export function statedPastimeTopic(doings: readonly string[]): Topic | null {
  // How they are ("is quite shy") and their news ("just had a baby") are not what they do for fun.
  const free = doings.filter((d) => !WORK_DOING.test(d) && !isTrait(d) && !isNews(d));
  if (free.length === 0) return null;
  const said = free.map(inFirstPerson);
  const told = said.length === 1 ? said[0]! : `${said[0]!} — and ${said.slice(1).join(', ').replace(/^I /, 'I ')}`;
  return { id: 'stated-pastime', asked: ASKS_PASTIME, facts: [{ told: `${told} 😊`, say: { opinion: `I love it — ${told.charAt(0).toLowerCase()}${told.slice(1)}`, time: `${told}, most weeks` } }] };
}

/** Words of a doing that do not tie a question to it. */
const NOT_DOING_WORDS = new Set(['just', 'recently', 'finally', 'last', 'month', 'back', 'your', 'their', 'with', 'from', 'every', 'most', 'some', 'time', 'spare', 'free', 'week', 'weekend', 'weekends', 'night', 'nights', 'there', 'here', 'own', 'downstairs', 'corner', 'street']);

/** The stated doing a question names by a word of its own ("how are the bees?" → "keeps bees in her garden", "are you still playing?" → "plays the guitar"). */
export function namedDoing(text: string, doings: readonly string[]): string | null {
  const asked = (text.toLowerCase().match(/[a-z]{3,}/g) ?? []).map((w) => w.slice(0, 4));
  return (
    doings.find((d) =>
      d
        .toLowerCase()
        .split(' ')
        .filter((w) => w.length >= 3 && !NOT_DOING_WORDS.has(w) && !/^(?:the|and|his|her|its|for|at|in|on)$/.test(w))
        .some((w) => asked.includes(w.slice(0, 4))),
    ) ?? null
  );
}

/** A doing told as news ("just got back from Peru", "failed his driving test last month"), not a habit. */
const PAST_DOING = /^(?:just|recently|finally|[a-z]+ed|got|had|went|came|became|bought|left|lost|broke|began|won|took|made|gave|met|sold|built|ran|flew|drove|wrote|quit|found|split)\b/;
/** News that went badly: how it went is told with a shrug, not a cheer. */
const BAD_NEWS = /\b(?:failed|lost|broke|crashed|missed|quit|split|dumped|fired|sacked|redundant|injured|hurt|ill|sick|rejected)\b/;
/** The date a doing carries ("last month"), or null. */
const WHEN_SAID = /\b(?:last (?:week|month|year|night|weekend|summer|spring|autumn|winter)|[a-z]+ (?:days|weeks|months|years) ago|this (?:week|month|year)|yesterday|in (?:january|february|march|april|may|june|july|august|september|october|november|december))\b/i;

/** True for a doing told as news ("just got back from Peru"): the question naming it asks about it, whatever stock topic it also names. */
export function isNews(doing: string): boolean {
  return PAST_DOING.test(doing.toLowerCase());
}

/** What they did, told as their own news: how it went, when, yes or no — never "I love it". */
function pastDoingTopic(doing: string): Topic {
  const said = inFirstPerson(doing.replace(/^(just|recently|finally) ([a-z]+)/i, '$2 $1')).replace(/^I ([a-z]+) (just|recently|finally)\b/i, 'I $2 $1');
  const lower = `${said.charAt(0).toLowerCase()}${said.slice(1)}`.replace(/^i /, 'I ');
  const bad = BAD_NEWS.test(doing.toLowerCase());
  const dated = WHEN_SAID.test(doing);
  const when = /^(?:just|recently)\b/i.test(doing) ? 'only last week' : 'a little while ago';
  const opinion = bad ? `not great, honestly — ${lower}. gutted, but I’ll get there` : `amazing, honestly — ${lower} and I’m still buzzing`;
  return { id: 'stated-doing', asked: /$^/, facts: [{ told: bad ? `${said} — not my finest moment` : `${said} — it’s been great`, say: { opinion, yesno: bad ? `${lower} — gutted` : `${lower}!`, time: dated ? said : `${when} — ${lower}`, feeling: bad ? `gutted, to be honest — ${lower}` : `really happy — ${lower}` } }] };
}

/** How the person is ("is quite shy", "is a bit of a homebody"), as the user said it. */
export function isTrait(doing: string): boolean {
  return /^is /.test(doing);
}

/** Their trait, owned in their own voice: "are you shy?" → "yeah — I’m quite shy, honestly — always have been". */
function traitTopic(doing: string): Topic {
  const said = inFirstPerson(doing);
  return { id: 'stated-trait', asked: /$^/, facts: [{ told: `${said}, honestly — always have been`, say: { opinion: `${said}, honestly — always have been`, yesno: `${said}, honestly — always have been` } }] };
}

/** A doing the question names, as its topic: how it is going, how long, told in full. */
export function statedDoingTopic(doing: string): Topic {
  if (isTrait(doing)) return traitTopic(doing);
  if (isNews(doing)) return pastDoingTopic(doing);
  const said = inFirstPerson(doing);
  const lower = `${said.charAt(0).toLowerCase()}${said.slice(1)}`.replace(/^i /, 'I ');
  return { id: 'stated-doing', asked: /$^/, facts: [{ told: `${said} — I love it`, say: { opinion: `really good, thanks — ${lower}, and I love it`, yesno: `${said}, still — I love it`, time: `about five years now — ${lower}` } }] };
}
