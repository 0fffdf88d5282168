import { describe, expect, test } from 'bun:test';
import { display, fill } from '../offline/playbooks/fill';
import { extractFacts } from './facts';
import { OCCUPATIONS } from './occupations';
import { extractPeople } from './people';
import type { FactKind } from './types';

/** Issue #21's general mechanisms: number words, frequencies, texting shorthand, the channel catalogue, venues and trades, occupations. */
const facts = (text: string) => extractFacts(text).map((f) => `${f.kind}:${f.text.toLowerCase()}`);
const has = (text: string, kind: FactKind, value: string) => expect(facts(text)).toContain(`${kind}:${value}`);
const none = (text: string, kind: FactKind) => expect(facts(text).filter((f) => f.startsWith(`${kind}:`))).toEqual([]);
const mentions = (text: string) => extractPeople(text).map((p) => p.mention.toLowerCase());

describe('number words of any size, with their unit', () => {
  test('durations and counts spelled out', () => {
    has('we were together for thirty-seven years', 'duration', 'thirty-seven years');
    has('it took a couple of weeks to hear back', 'duration', 'a couple of weeks');
    has('i have known her two and a half years', 'duration', 'two and a half years');
    has('she has cancelled on me eleven times', 'duration', 'eleven times');
    has('we split the bill four ways', 'duration', 'four ways');
  });
  test('ages spelled out, but not "one of" or a spelled duration', () => {
    has("my brother is seventeen and won't talk to me", 'age', 'seventeen');
    has("I'm sixty-two and dating again", 'age', 'sixty-two');
    has('my twelve-year-old daughter', 'age', 'twelve-year-old');
    none("he's one of my oldest friends", 'age');
    none('she was twenty minutes late again', 'age');
  });
  test('money spelled out, "a grand", a spelled sum after a money verb; "a grand gesture" is not money', () => {
    has('he owes me three hundred and fifty quid', 'amount', 'three hundred and fifty quid');
    has('I lent her a grand in march', 'amount', 'a grand');
    has('the mechanic quoted forty and then charged ninety', 'amount', 'ninety');
    has('the sitter wants sixty a night', 'amount', 'sixty a night');
    none('he planned a grand gesture for our anniversary', 'amount');
    none('she texted two friends about it', 'amount');
  });
});

describe('frequencies', () => {
  test('per period, every other, most and on', () => {
    has('he calls his mum four times a day', 'time', 'four times a day');
    has('we get the kids every other weekend', 'time', 'every other weekend');
    has('she trains most evenings after work', 'time', 'most evenings');
    has('i only see him on weekdays', 'time', 'weekdays');
    has('he gets paid fortnightly and spends it at once', 'time', 'fortnightly');
    has('my flatmate works nights so I tiptoe around', 'time', 'works nights');
  });
  test('"most people" and "on time" are not frequencies', () => {
    none('most people would just ask', 'time');
    none('he is never on time', 'time');
  });
  test('a frequency is a habit, not a moment a card suggests', () => {
    const slots = { facts: extractFacts('we talk most nights but I want to meet him on Friday'), name: null };
    expect(fill('How about {when|soon}?', slots).text).toBe('How about on Friday?');
    expect(fill('How about {when|soon}?', { facts: extractFacts('she texts me twice a day'), name: null }).text).toBe('How about soon?');
  });
});

describe('texting shorthand for dates and times', () => {
  test('tmrw, 2nite, nxt wk, and day names after a time word', () => {
    has('seeing her tmrw after class', 'time', 'tmrw');
    has('cant come 2nite sorry', 'time', '2nite');
    has('the review is nxt wk and im dreading it', 'time', 'nxt wk');
    has('drinks on thurs?', 'time', 'thurs');
    has('we said this sat but he went quiet', 'time', 'this sat');
  });
  test('the same letters as ordinary words are not days', () => {
    none('she sat next to me in the sun', 'time');
    none('they wed in a small chapel', 'time');
  });
  test('an answer spells shorthand out', () => {
    expect(display('tmrw', 'time')).toBe('tomorrow');
    expect(display('nxt wk', 'time')).toBe('next week');
    expect(fill('See you {when|soon}!', { facts: extractFacts('we meet on sat'), name: null }).text).toBe('See you on Saturday!');
  });
});

describe('the channel catalogue (lexicons/channels.json)', () => {
  test('dating apps, messengers, social networks and work tools by name', () => {
    has('we matched on okcupid last week', 'channel', 'okcupid');
    has('he only replies on Telegram', 'channel', 'telegram');
    has('my cousin posted it on BeReal', 'channel', 'bereal');
    has('my lead assigns everything in Jira', 'channel', 'jira');
    has('we met on Plenty of Fish', 'channel', 'plenty of fish');
  });
  test('a name that is also a word counts only capitalised where an app fits', () => {
    has('we chat on Signal every day', 'channel', 'signal');
    none('i keep waiting for a signal from her', 'channel');
    none('Her brother says she is fine', 'channel');
    none('how do i make friends when i work nights', 'channel');
    none('I have a notion that he likes me', 'channel');
  });
  test('an app is neither a person nor a place, and is said as it spells itself', () => {
    expect(mentions('a guy on Happn keeps messaging me')).not.toContain('happn');
    none('a guy from Grindr wants to meet', 'place');
    expect(display('okcupid', 'channel')).toBe('OkCupid');
    expect(display('match', 'event')).toBe('match');
  });
});

describe('places: a name after a place preposition, shops and businesses, trades where they work', () => {
  test('venues from the lexicon, with a describing word', () => {
    has('i saw my ex at the pharmacy', 'place', 'pharmacy');
    has('she works at the local garden centre', 'place', 'local garden centre');
    has('he lost it all at the betting shop', 'place', 'betting shop');
    has('we kissed outside Starbucks', 'place', 'starbucks');
  });
  test('a trade after "at", or with a possessive, is where it works; after "talk to" it is a person', () => {
    has('my brother works at the butcher', 'place', 'butcher');
    has('I bumped into him at the dentist\'s', 'place', "dentist's");
    none('I need to talk to the plumber about the bill', 'place');
    none('a client screamed at my receptionist on the phone', 'place');
  });
  test('a shop or firm after a place preposition is not a person; someone you are angry at is', () => {
    expect(mentions('I work at Tesco and my manager is awful')).not.toContain('tesco');
    expect(mentions('I got really angry at Tom yesterday')).toContain('tom');
  });
});

describe('occupations as people (lexicons/occupations.json)', () => {
  test('the lexicon is broad: a few hundred job nouns, with plurals', () => {
    expect(OCCUPATIONS.length).toBeGreaterThan(600);
    expect(OCCUPATIONS).toContain('firefighters');
  });
  test('a job with a determiner or a describing word is a person', () => {
    expect(mentions('my physiotherapist keeps flirting')).toContain('my physiotherapist');
    expect(mentions('the wedding photographer lost our photos')).toContain('the wedding photographer');
    expect(mentions('I fancy the sous chef')).toContain('the sous chef');
    expect(mentions('our childminder is leaving')).toContain('our childminder');
  });
  test('a surname or a verb with the same letters is not', () => {
    expect(extractPeople('Baker said the meeting moved')[0]).toEqual({ role: null, name: 'Baker', mention: 'Baker' });
    expect(mentions('my mum cooks every sunday')).not.toContain('cooks');
    expect(mentions('at our wedding mom cried')).not.toContain('our wedding mom');
  });
});

describe('a capitalised place after "en"/"em" (Spanish, French, Portuguese "in")', () => {
  test('"en Italie", "em Lisboa", "en Sevilla" are places', () => {
    const places = (text: string) => extractFacts(text).filter((f) => f.kind === 'place').map((f) => f.text);
    expect(places('Ma copine veut partir en vacances en Italie en août')).toEqual(['Italie']);
    expect(places('Minha amiga não me convidou para o casamento dela em Lisboa')).toEqual(['Lisboa']);
    expect(places('Mi hermana vive en Sevilla y no me llama')).toEqual(['Sevilla']);
  });
});

describe('anniversaries, rent and deposits in the other languages, as in English', () => {
  test('"nuestro aniversario", "l\'affitto", "la Miete"', () => {
    has('Mi novio olvidó nuestro aniversario', 'event', 'aniversario');
    has("Il mio coinquilino non paga mai la sua parte dell'affitto", 'item', 'affitto');
    has('Mein Mitbewohner zahlt die Miete nie pünktlich', 'item', 'miete');
  });
});

describe('money said without a sign, dates said relative to another (f20)', () => {
  test('a share of a sum, the sum a bill names, what a bill came to, "and a half grand", other-language number words', () => {
    has('he still hasnt paid half the rent', 'amount', 'half the rent');
    has('she spent half our holiday fund on shoes', 'amount', 'half our holiday fund');
    has('he sent me a payment request for 12.80', 'amount', '12.80');
    has('the water bill came in at 210', 'amount', '210');
    has('the van cost two and a half grand', 'amount', 'two and a half grand');
    has('me debe doscientos euros', 'amount', 'doscientos euros');
    none('half the time he forgets', 'amount');
    none('a request for 2 days off', 'amount');
  });
  test('relative dates, short months, a short day with its part, midnight in other languages', () => {
    has('the party is the day after tomorrow', 'time', 'day after tomorrow');
    has('i will know by the end of next week', 'time', 'end of next week');
    has('my review is the week after next', 'time', 'week after next');
    has('my bonus comes in feb', 'time', 'feb');
    has('free on fri night?', 'time', 'fri night');
    has('rendez-vous à minuit', 'time', 'minuit');
    has('ci vediamo a settembre', 'time', 'settembre');
    none('i sat next to him', 'time');
  });
});

describe('a word the lexicon never saw, after a determiner, is a new noun (f20)', () => {
  test('new nouns, not numbers, days, places or shorthand', () => {
    has('the gearbox went a week later', 'item', 'gearbox');
    has('she booked a photoshoot for june', 'item', 'photoshoot');
    none('just the two of us', 'item');
    none('my fav thing is that', 'item');
    has('i have a checkup next tuesday', 'item', 'checkup');
  });
});

describe('facts said in more ways (f21)', () => {
  const mentions = (text: string) => extractPeople(text).map((p) => p.mention);
  test('a general head named by a thing before it is that thing; a ruled item grows into the phrase that names its kind', () => {
    expect(facts('we still havent sorted the seating plan')).toContain('item:seating plan');
    expect(facts('a lady demanded cash back on a gift card')).toContain('item:gift card');
    expect(facts('the wifi bill is 45 a month')).toEqual(['item:wifi bill', 'amount:45 a month']);
    expect(facts('the dinner thing was awkward').some((f) => f.includes('thing'))).toBe(false);
    expect(facts('I want to keep it to myself until the season ends').some((f) => f.includes('ends'))).toBe(false);
  });
  test('a sum of money names its amount; a person handled is no thing', () => {
    has('he left me with the full rent of 1,650 for december', 'amount', '1,650');
    has('she asked for a loan of 2,000', 'amount', '2,000');
    none('the rent for 2 months', 'amount');
    expect(facts('my husband lent his brother five grand from our savings')).not.toContain('item:brother five');
  });
  test('an article that can be a pronoun is read after a preposition or an infinitive; a clock time keeps its part of the day', () => {
    has('Il mio capo mi ha chiamato per la riunione di lunedì', 'item', 'riunione');
    has('Mi novio me pidió 500 euros para arreglar la moto', 'item', 'moto');
    expect(facts('Mon patron veut que je travaille pour la voir').filter((f) => f.startsWith('item:'))).toEqual([]);
    has('mi jefe me escribe a las 11 de la noche', 'time', 'las 11 de la noche');
  });
  test('a hyphenated relation written with spaces is the same person', () => {
    expect(mentions('my mother in law keeps turning up')).toContain('my mother in law');
    expect(mentions('my in laws want us at theirs')).toContain('my in laws');
    expect(mentions('her ex wife called')).toContain('her ex wife');
  });
});
