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
