import lexicon from './lexicons/occupations.json';

/**
 * Job and trade nouns (lexicons/occupations.json, a few hundred, singular) and their plurals: a person
 * when the message names one ("the plumber", "my physio", "a firefighter", "the builders").
 */
function plural(job: string): string {
  const words = job.split(' ');
  const last = words.pop() as string;
  const many = /man$/.test(last) ? last.replace(/man$/, 'men') : /(?:s|x|ch|sh)$/.test(last) ? `${last}es` : /[^aeiou]y$/.test(last) ? `${last.slice(0, -1)}ies` : `${last}s`;
  return [...words, many].join(' ');
}

export const OCCUPATIONS: readonly string[] = lexicon.occupations.flatMap((j) => [j, plural(j)]);
export const OCCUPATION_SET: ReadonlySet<string> = new Set(OCCUPATIONS);
