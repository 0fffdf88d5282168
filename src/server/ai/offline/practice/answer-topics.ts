import { fnv1a } from '../text-utils';
import type { SlotContext } from './answer-slots';
import type { AskSlot } from './question-slots';

/**
 * The casual characters' small, fixed world: what they eat, watch, listen to, where they study and
 * work, what they do at weekends. A question is matched to a topic by its words and answered for
 * the slot it asks (a place, a preference, a concrete thing, a reason), picked with the practice's
 * stable seed so a follow-up gets the same facts. Unknown topics fall back to answers built from
 * the character's interest or a commitment in general terms, never a deflection.
 */

interface Topic {
  words: RegExp;
  place?: readonly string[];
  preference?: readonly string[];
  thing?: readonly string[];
  reason?: readonly string[];
  opinion?: readonly string[];
  person?: readonly string[];
  yesno?: readonly string[];
}

const TOPICS: readonly Topic[] = [
  {
    // What the user can do for them: "what can I do?", "what do you need from me?".
    words: /\b(?:make it up|make up for|make (?:this|it|things) right|fix (?:this|it|things)|can i do|need from me|what do (?:you|u) need|would help (?:you|us))\b/,
    thing: ['honestly? just show up when you say you will. and maybe a proper coffee where we actually talk', 'keep your word next time. that’s really all I need'],
  },
  {
    words: /\b(?:eat|eaten|food|dish|meal|restaurant|dinner|lunch|brunch|cook|cooking|cuisine|hungry|pizza|burger|burgers|sushi|tacos|pasta|curry)\b/,
    place: ['Lupe’s, the little taco place on Mill Street — best thing in town', 'Mama Rosa’s, the tiny pasta place near the station — their pizza is unreal'],
    preference: ['ramen, always. or really good tacos', 'anything spicy — thai curry is my weakness'],
    thing: ['the birria tacos at Lupe’s. I still think about them', 'a miso ramen at Menya Kaze, honestly life-changing'],
    reason: ['because the food is amazing and it’s cheap haha'],
  },
  {
    words: /\b(?:movie|movies|film|films|cinema|show|shows|series|netflix|watch|watching)\b/,
    preference: ['mostly comedies — and any heist film, I’m a sucker for those', 'thrillers! the more twists the better'],
    thing: ['Knives Out — I’ve seen it three times', 'Past Lives, it wrecked me in the best way'],
    opinion: ['honestly I loved it, the ending got me', 'it was fun but way too long haha'],
  },
  {
    words: /\b(?:music|band|bands|song|songs|listen|listening|album|artist|concert|gig|singer)\b/,
    preference: ['a lot of indie and old jazz lately', 'mostly indie pop — Phoebe Bridgers on repeat'],
    thing: ['Phoebe Bridgers, always', 'a jazz trio I saw at the Blue Room, they’re called Lowlight'],
    place: ['the Blue Room, that little bar downtown, has the best gigs'],
  },
  {
    words: /\b(?:book|books|read|reading|novel|author)\b/,
    preference: ['mystery novels, mostly — I read one a week on the bus', 'sci-fi, the weirder the better'],
    thing: ['The Thursday Murder Club, I’m halfway through', 'Project Hail Mary, it’s so good'],
  },
  {
    words: /\b(?:study|studying|library|homework|revise|revising|exam|exams|class|classes|lecture)\b/,
    place: ['the third floor of the main library, by the windows', 'the Bean Counter café on Mill Street, it’s quiet in the mornings'],
    thing: ['statistics, by far — the problem sets take forever', 'organic chemistry. I understand maybe half of it haha'],
    reason: ['because it’s the only quiet place — my flat is so loud', 'honestly I focus better late at night, and the library is empty then'],
    preference: ['early mornings with a big coffee, that’s my study time'],
  },
  {
    words: /\b(?:work|working|job|office|do for work|for a living)\b/,
    place: ['at a little design studio downtown now, near the river', 'at the city hospital, in the admin team'],
    thing: ['I’m a graphic designer at a small studio — mostly posters and logos', 'I work in admin at the city hospital'],
    reason: ['because the hours are good and the people are lovely'],
  },
  {
    words: /\b(?:fun|weekend|weekends|free time|spare time|hobby|hobbies|unwind|relax)\b/,
    preference: ['mostly climbing on saturdays, then brunch with friends', 'I love long walks by the river — and way too much baking'],
    thing: ['climbing — I go every saturday', 'baking, I made a lemon tart last weekend'],
    place: ['the climbing wall on Dock Road, most saturdays'],
  },
  {
    words: /\b(?:travel|trip|holiday|vacation|country|countries|visit|visited)\b/,
    place: ['Japan, for sure. the food alone!', 'Lisbon — I went last year and I want to go back'],
    thing: ['Lisbon last year — a week of pastries and old trams', 'a road trip round Scotland with my sister'],
    preference: ['city trips, mostly — walking everywhere and eating too much'],
  },
  {
    words: /\b(?:instruments?|piano|guitar|violin|drums|ukulele|bass|sing|singing)\b/,
    yesno: ['a bit of piano, nothing serious haha', 'yeah, I play the ukulele, badly 😅'],
    thing: ['piano, since I was a kid — badly haha'],
    preference: ['piano, mostly — old film music'],
  },
  {
    words: /\b(?:play|plays|playing|sport|sports|gym|run|running|football|tennis|climb|climbing|hike|hiking|swim|swimming|yoga)\b/,
    yesno: ['a bit of piano, nothing serious haha', 'yeah, I play five-a-side football on tuesdays'],
    preference: ['running, mostly — I do a 5k most mornings'],
    thing: ['piano, badly haha', 'tennis, on sundays'],
  },
  {
    words: /\b(?:drink|drinks|coffee|tea|bar|cafe|café)\b/,
    place: ['the Bean Counter on Mill Street — best flat white in town', 'that little bar by the canal, the Lock Inn'],
    preference: ['an oat flat white, every single day', 'a spritz in summer, a red wine in winter'],
  },
];

/** Words of a question that name no thing ("best place around here"): they must not pick a line. */
const GENERIC = new Set(['place', 'places', 'best', 'around', 'here', 'what', 'whats', "what's", 'which', 'your', 'good', 'favourite', 'favorite', 'usually', 'spot', 'there', 'really', 'kind', 'type', 'like', 'would', 'could', 'should', 'ever', 'been', 'have']);
const pick = <T,>(seed: number, salt: string, items: readonly T[]): T => items[fnv1a(`${seed}:${salt}`) % items.length] as T;

/** General answers by slot, when no topic matched: concrete in form, with the character's interest when known. */
function general(slot: AskSlot, text: string, ctx: SlotContext): string | null {
  const it = ctx.interest;
  switch (slot) {
    case 'place':
      // "where would be good?", "where should we meet?", "where works for you?": a place to meet, not a dream destination.
      if (/\bwhere(?:'s| is)? (?:would be|is|'s|works|suits) (?:good|best|easiest|better|for (?:you|u))|\bwhere (?:should|shall|could|can|do) we (?:go|meet|head|grab|get)\b|\bwhere (?:works|suits)\b/.test(text)) {
        return pick(ctx.lifeSeed, 'place-meet', ['there’s a nice little pub by the harbour — we could meet there?', 'the café on the corner by the station — it’s quiet and the coffee’s good']);
      }
      if (/\b(?:would|could|should|if)\b/.test(text)) return pick(ctx.lifeSeed, 'place-if', ['Japan, for sure. the food alone!', 'somewhere by the sea in Portugal']);
      // "where was that beach photo taken?": a named place of that kind.
      const kind = /\b(beach|lake|mountains?|trail|hike|island|waterfall|forest|photo)\b/.exec(text)?.[1];
      if (kind) return pick(ctx.lifeSeed, 'place-kind', ['Porthcurno, a little beach in Cornwall — last summer', 'up at Lake Bled in Slovenia, on a trip with friends']);
      if (/\b(?:uni|university|college|degree)\b/.test(text)) return pick(ctx.lifeSeed, 'place-uni', ['Leeds — I did my degree there and loved it', 'Glasgow, for four very rainy years haha']);
      if (/\b(?:grow up|grew up|from)\b/.test(text)) return pick(ctx.lifeSeed, 'place-home', ['I grew up in a small town near Leeds, moved here for uni', 'by the coast, in a little town near Brighton']);
      if (/\b(?:live|living|stay|staying)\b/.test(text)) return pick(ctx.lifeSeed, 'place-live', ['in a little flat near the river, close to the old market', 'in a shared house near the park, on the east side']);
      return pick(ctx.lifeSeed, 'place', ['near the station, by the old bookshop', 'in the city centre, around the market square']);
    case 'preference':
      if (/\babout (?:this|the|your|ur) (?:town|city|place|area|neighbourhood|neighborhood)\b/.test(text)) return pick(ctx.lifeSeed, 'pref-town', ['the river walks, honestly — and the little cafés by the market', 'how green it is — there’s a park on every corner']);
      return it ? `${it}, honestly — I could do it every day` : pick(ctx.lifeSeed, 'pref', ['I love anything outdoors — hiking, swimming, long walks', 'cooking for friends, honestly. big messy dinners']);
    case 'thing':
      return it ? `probably ${it} — it’s my favourite thing lately` : null;
    case 'opinion': {
      if (/\b(?:any good|good|worth it|nice|fun|okay|ok)$/.test(text)) return pick(ctx.lifeSeed, 'good', ['yes! really good — get the cinnamon bun', 'honestly? not great, it was pretty average']);
      // "how do you feel about mondays?", "what do you think of my idea?": the view names what was asked.
      // "what's lisbon like to live in?": the place or thing before "like".
      // "how are you finding manchester?": a place or thing they live with now, told as lived too.
      const subject = /\b(?:feel|think) (?:about|of) (.{2,40})$|^(?:thoughts on|how do (?:you|u) find) (.{2,40})$|^(?:(?:what's|whats|what is|what are) (?:the |your |ur )?(.{2,30}?) like\b|how (?:are|r) (?:you|u) (?:finding|liking|enjoying|getting on (?:in|at|with)|settling (?:in|into)) (?:the |your |ur )?(.{2,30}?)(?: so far| now| then)?$)/.exec(text);
      const named = (subject?.[1] ?? subject?.[2] ?? subject?.[3] ?? subject?.[4])?.replace(/\b(?:my|me|i)\b/g, (w) => ({ my: 'your', me: 'you', i: 'you' })[w] ?? w);
      // What a place or thing is like is told as it is lived, not as a verdict of taste.
      if (named && (subject?.[3] || subject?.[4])) return pick(ctx.lifeSeed, 'like-of', [`${named}? honestly, I love it — it really suits me`, `${named}? good — a bit much some days, but I like it`]);
      if (named) return pick(ctx.lifeSeed, 'opinion-of', [`${named}? honestly, I’m a fan`, `${named}? honestly not my favourite haha`]);
      return pick(ctx.seed, 'opinion', ['honestly it was better than I expected — I liked it', 'mixed feelings, honestly — some of it was great, some not']);
    }
    case 'person':
      // "who else should we ask?", "who should we invite?": someone suggested for the plan, not who they usually see.
      if (/\bwho (?:else )?(?:(?:do|d) (?:you|u) think )?(?:should|shall|could|can|would) we (?:ask|invite|bring|get|rope in|tell)\b|\bwho else\b.*\b(?:ask|invite|bring|come)\b/.test(text)) {
        return pick(ctx.lifeSeed, 'person-ask', ['my flatmate Jess would be up for it — she’s always keen', 'maybe Tom from my work? he’s always up for stuff like this']);
      }
      // "who told you?", "who were you with last night?": one occasion, not who they usually see.
      if (/\b(?:did|told|tell|was|were|went|saw|met|came)\b/.test(text)) return pick(ctx.lifeSeed, 'person-past', ['my roommate Jess — she was there too', 'my sister — she heard it from a friend and told me']);
      return pick(ctx.lifeSeed, 'person', ['mostly my roommate Jess and a couple of friends from uni', 'my sister, usually — she’s my best friend']);
    case 'amount': {
      if (/\b(?:number to (?:call|reach|text)|phone number|call (?:you|u) on|reach (?:you|u))\b/.test(text)) return 'text me on 07700 900123 — I’m terrible at picking up calls haha';
      const counted = /^how many ([a-z]+(?: [a-z]+)??) (?:do|did|have|are|were|is)\b/.exec(text)?.[1];
      if (counted) return pick(ctx.lifeSeed, 'count', [`two ${counted} — and that’s plenty haha`, `just one ${counted.replace(/s$/, '')}, actually`]);
      // "how far did you run?" is a distance gone; "how far is it?" a distance away.
      if (/^how far (?:did|do|have|can|could|will|would)\b/.test(text)) return pick(ctx.lifeSeed, 'far-gone', ['about ten kilometres — my legs are feeling it', 'only five k today, an easy one']);
      if (/^how far\b/.test(text)) return pick(ctx.lifeSeed, 'far-away', ['about twenty minutes on foot', 'not far — ten minutes on the bus']);
      return /^how often\b/.test(text) ? 'about twice a week' : pick(ctx.lifeSeed, 'amount', ['about twenty quid, not bad', 'two or three, I think']);
    }
    case 'reason':
    case 'yesno':
      return null;
    default:
      return null;
  }
}

export function topicAnswer(slot: AskSlot, text: string, ctx: SlotContext): string | null {
  // "do you play anything?" right after "I just started guitar": answered in the topic the user brought up.
  const theirTopic = slot === 'yesno' && /\b(?:anything|any)\b/.test(text) ? TOPICS.find((t) => t.yesno && ctx.userFacts.some((f) => t.words.test(f))) : undefined;
  for (const topic of theirTopic ? [theirTopic, ...TOPICS] : TOPICS) {
    if (topic !== theirTopic && !topic.words.test(text) && !(ctx.followsUp !== undefined && topic.words.test(ctx.followsUp))) continue;
    const lines = topic[slot as keyof Topic];
    // A yes/no about one activity ("do you like hiking?") is answered about that activity (by the
    // caller), not with the topic's canned line; only "do you play anything?" takes one.
    if (slot === 'yesno' && !/\b(?:anything|any instruments?|any sports?|an instrument|a sport)\b/.test(text)) continue;
    if (Array.isArray(lines)) {
      // The line naming what was asked ("pizza place" → the pizza place), else the practice's stable pick.
      const asked = text.split(/\s+/).filter((w) => w.length >= 4 && !GENERIC.has(w));
      const named = (lines as string[]).find((l) => asked.some((w) => l.toLowerCase().includes(w)));
      let line = named ?? pick(ctx.lifeSeed, `${slot}:${topic.words.source.slice(0, 12)}`, lines as string[]);
      // "do you play anything?" after "I just started guitar": say it back.
      const theirs = ctx.userFacts.find((f) => topic.words.test(f));
      if (slot === 'yesno' && theirs) line = `${line} — nothing like you with the ${theirs} though!`;
      return line;
    }
  }
  return general(slot, text, ctx);
}
