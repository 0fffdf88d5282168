import { describe, expect, test } from 'bun:test';
import { activities, bareThings } from './bare-things';
import { extractFacts } from './facts';
import { unlistedPlaces } from './unlisted-places';

const bare = (text: string) => bareThings(text).map((p) => p.text);
const places = (text: string) => unlistedPlaces(text).map((p) => p.text);

describe('things said without a determiner (bare-things.ts)', () => {
  test('a noun after a preposition, where the phrase ends', () => {
    expect(bare('he spent the whole date talking about crypto')).toEqual(['crypto']);
    expect(bare('the necklace went missing after housekeeping')).toEqual(['housekeeping']);
    expect(bare('we met at speed dating in the town hall')).toEqual(['speed dating']);
    expect(bare('they cancelled because of rain')).toEqual(['rain']);
    expect(bare('i keep going back to aqua aerobics')).toEqual(['aqua aerobics']);
  });
  test('not a fixed phrase, a general word, a run that goes on, a verb with its object, or an infinitive', () => {
    expect(bare('for example at risk, from scratch')).toEqual([]);
    expect(bare('he goes to bed after a fight')).toEqual([]);
    expect(bare('we argued about money problems for ages')).toEqual([]);
    expect(bare("I'm nervous about meeting my boyfriend's parents")).toEqual([]);
    expect(bare("i'm not going to act on it")).toEqual([]);
    expect(bare('we talked about it at work')).toEqual([]);
  });
  test('a game or sport after a verb of playing, where the phrase ends', () => {
    expect(bare('my husband plays padel with his mates')).toEqual(['padel']);
    expect(bare('stop playing hard to get, she plays along')).toEqual([]);
  });
  test('activities said as where one goes', () => {
    expect(activities('we went camping in the lake district').map((p) => p.text)).toEqual(['camping']);
    expect(activities('she wants to go axe throwing on our first date').map((p) => p.text)).toEqual(['axe throwing']);
    expect(activities('the ring went missing and he went looking for it').map((p) => p.text)).toEqual([]);
  });
});

describe('lower-case names no built-in data knows (unlisted-places.ts)', () => {
  test('a word the lexicon never saw after a place preposition is a place', () => {
    // (towns no lexicon names: galway, leeds and magaluf are now in places.ts's list)
    expect(places('my cousins wedding in kilkenny last month')).toEqual(['kilkenny']);
    expect(places('she went to a rave in harrogate, and')).toEqual(['harrogate']);
    expect(places('a trip to zante')).toEqual(['zante']);
    expect(extractFacts('he wants a stag do in shoreditch').map((f) => `${f.kind}:${f.text}`)).toContain('place:shoreditch');
  });
  test('not a known word, a person after "to" without a verb of going, a channel, or a name that goes on', () => {
    expect(places('we met in town at work in the morning')).toEqual([]);
    expect(places('i need to talk to jordan about it')).toEqual([]);
    expect(places('we chatted in hinge for weeks')).toEqual([]);
    expect(places('in galway town centre')).toEqual([]);
  });
});

describe('unlisted places are read in English only', () => {
  test('a German word after "in" is no town', () => {
    expect(places('Meine Schwiegermutter kommt zu Weihnachten für zehn Tage und will in unserem Schlafzimmer schlafen')).toEqual([]);
  });
});
