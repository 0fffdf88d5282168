import { fnv1a, normalize } from '../text-utils';
import type { Slots } from './character-lines';
import type { CharacterMood } from '../../practice-ai';
import { answerSlot, voiceSwap } from './answer-slots';
import type { Stance } from './dialogue';
import type { GoalKind } from './goals';
import { contentOf, type UserQuestion } from './question';
import { readSlot, type AskSlot } from './question-slots';
import { factAnswer } from './persona-facts';
import { hypotheticalAnswer } from './answer-hypothetical';
import { grievanceAnswer } from './answer-grievance';
import { durationAnswer } from './answer-duration';
import { clauseChoiceAnswer } from './answer-clauses';
import { weighAnswer } from './answer-weigh';
import { meaningAnswer, recallAnswer } from './answer-recall';
import type { Register, RoleKind } from './roles';
import { statedAnswer, type ScenarioFacts } from './scenario-facts';

/**
 * Answers to the user's questions, about what was asked. A casual character has a small, fixed
 * life for the whole practice (the ramen place they tried, the concert they went to): the same
 * facts come back when the user follows up ("which ramen place?", "who did you go with?").
 * Work roles pick the answer of their role that shares the most words with the question.
 */

type Detail = 'which' | 'what' | 'where' | 'when' | 'who' | 'why' | 'how';

export interface LifeFact {
  key: string;
  /** Words a follow-up question may use to mean this fact. */
  words: readonly string[];
  /** How the character first tells it (the answer to "how was your week?"). */
  told: string;
  details: Partial<Record<Detail, string>>;
}

function life(slots: Slots): LifeFact[] {
  const facts: LifeFact[] = [
    {
      key: 'ramen',
      words: ['ramen', 'noodle', 'broth', 'miso'],
      told: 'good! I tried a new ramen place yesterday and I’m still thinking about it',
      details: {
        which: 'Menya Kaze, the tiny ramen place by the station 🍜 get the spicy miso',
        what: 'the spicy miso ramen, no regrets',
        where: 'the ramen place is right by the station, next to the bookshop',
        when: 'yesterday after work, I was starving',
        who: 'my roommate came along, she’s obsessed with noodles',
        why: 'everyone kept posting about that ramen place lol, I had to try it',
        how: 'the ramen was so good. the broth is unreal',
      },
    },
    {
      key: 'concert',
      words: ['concert', 'gig', 'music', 'band', 'jazz', 'song'],
      told: 'pretty good! went to a little concert on friday, it was so fun',
      details: {
        which: 'a jazz trio at the Blue Room — tiny place, amazing vibe',
        what: 'a jazz trio, mostly old standards. the concert was so fun',
        where: 'the concert was at the Blue Room, that little bar downtown',
        when: 'friday night, it went on way later than I planned haha',
        who: 'a couple of friends from uni came to the concert with me',
        why: 'a friend had a spare ticket for the concert and I said why not',
        how: 'honestly the concert was amazing, I didn’t expect to love jazz that much',
      },
    },
    {
      key: 'week',
      words: ['sleep', 'busy', 'deadline', 'tired'],
      told: 'busy but good! finally caught up on sleep 😴',
      details: {
        what: 'mostly work stuff this week, deadlines, the usual',
        why: 'too many deadlines at work this week lol',
        how: 'tiring week but fine, the weekend fixed it',
        when: 'the busy part was monday to thursday, now I’m free-ish',
        who: 'just me and my to-do list this week haha',
      },
    },
  ];
  if (slots.interest) {
    const it = slots.interest;
    facts.unshift({
      key: 'interest',
      words: contentOf(it),
      told: `honestly mostly ${it} this week, I’m kind of obsessed 😅`,
      details: {
        which: `for ${it}? I keep going back to the same spot, it’s my happy place`,
        what: `${it}, mostly — it’s my favourite thing lately`,
        where: `there’s a great spot for ${it} near my place`,
        when: `${it} mostly on weekends, sometimes after work`,
        who: `usually with a couple of friends, ${it} is more fun with people`,
        why: `${it} just clears my head, you know?`,
        how: `a friend dragged me to ${it} once and I got hooked`,
      },
    });
  }
  return facts;
}

/** The fact this character tells when asked how they are, the same all practice long. */
export function mainFact(slots: Slots, seed: number): LifeFact {
  const facts = life(slots);
  return facts[seed % facts.length] as LifeFact;
}

function factAbout(slots: Slots, words: readonly string[], previous: string | null): LifeFact | null {
  const facts = life(slots);
  const asked = facts.find((f) => words.some((w) => f.words.includes(w)));
  if (asked) return asked;
  // "who did you go with?", "why that one?" (no subject of their own) are about what they just said.
  if (words.length > 0 || !previous) return null;
  const said = previous.toLowerCase();
  return facts.find((f) => said.includes(f.told.slice(0, 30).toLowerCase()) || f.words.some((w) => said.includes(w))) ?? null;
}

const vary = <T,>(seed: number, salt: string, items: readonly T[]): T => items[fnv1a(`${seed}:${salt}`) % items.length] as T;

const GOT_INTO = /\b(?:what got you into|how did you get into|how did you start|why do you (?:like|love)|what do you like about) ([a-z ]{3,30})/;

const MINE: Record<string, string> = { your: 'my', you: 'I', "you're": "I'm", yours: 'mine', yourself: 'myself' };
/** "your mum" → "my mum", "you" → "I": the character speaks about itself. */
const firstPerson = (text: string) => text.replace(/\b(?:your|you|you're|yours|yourself)\b/g, (w) => MINE[w] ?? w);

/**
 * Question shapes with an answer of their own, whatever the topic: an opinion, a favourite, one of
 * two options, a reason, a complaint, someone's news, having something, being something.
 */
function byShape(q: UserQuestion, seed: number, guarded: boolean): string | null {
  const n = q.sentence.toLowerCase().replace(/[’]/g, "'").replace(/[?!.]+$/, '').trim();
  let m: RegExpExecArray | null;
  if ((m = /\bwhat (?:did|do) you think (?:of|about) (?:the |my |your |that |this )?(.{2,40})$/.exec(n)) || (m = /^how (?:was|is|did) (?:the |that |this )(.{2,30}?)(?: go)?$/.exec(n))) {
    const it = firstPerson((m[1] as string).replace(/\s+(?:so far|lately|these days|now|then)$/, ''));
    // "what do you think of the new professor?": a person is judged as a person, not as an event that "went okay".
    if (PERSON_NOUN.test(it)) return vary(seed, 'opinion-person', [`${it}? I like them so far — a bit fast, but they really know their stuff`, `honestly ${it} is pretty nice, explains things well`]);
    return vary(seed, 'opinion', [`${it}? honestly harder than I expected, but I think it went okay`, `${it} was pretty good actually, better than I thought`, `ugh ${it}… mixed feelings, some parts were great`]);
  }
  if ((m = /\b(?:who|what)(?:'s| is| are) your (?:favou?rite|fave) (.{2,30})$/.exec(n))) {
    return vary(seed, 'fave', [`too hard to pick just one ${m[1]} haha — who's yours?`, `ooh, my favourite ${m[1]} changes every month honestly. you?`]);
  }
  if ((m = /\b(?:more of )?(?:an? )?([a-z]+) or (?:an? )?([a-z]+)(?: ([a-z]+))?$/.exec(n)) && /^(?:are|do|would|is|will|should) /.test(n)) {
    return vary(seed, 'either', [`${m[2]}${m[3] ? ` ${m[3]}` : ''}, definitely haha`, `hmm ${m[1]}, I think — but it's close`]);
  }
  if ((m = /^what made you (.{2,40})$/.exec(n))) {
    return `honestly? ${vary(seed, 'made', ['you seemed fun and easy to talk to', 'your photos made me laugh', 'it just felt like the right time'])}`;
  }
  if (/^why (?:didn't|don't|won't|haven't|did you not|do you not|wouldn't|couldn't) you\b/.test(n)) {
    return guarded ? 'honestly? I needed some space, and I didn’t know what to say to you.' : 'honestly I got overwhelmed and didn’t know what to say — sorry.';
  }
  if ((m = /^how(?:'s| is| are) your ([a-z]+(?: [a-z]+)?) (?:doing|going|getting on)(?: these days| lately)?$/.exec(n))) {
    return `my ${m[1]} is doing well, thanks for asking 😊`;
  }
  if ((m = /^(?:do|did) you have (?:any |a |an |some )?(.{2,30})$/.exec(n))) {
    return guarded ? `${m[1]}? not really, no.` : vary(seed, 'have', [`yeah, I do! ${m[1]} are a big part of my life haha`, `not really, no ${m[1]} for me`]);
  }
  if ((m = /^(?:are|r) (?:you|u) (still )?(.{2,50})$/.exec(n))) {
    const rest = firstPerson(m[2] as string);
    return guarded ? `I don't know yet… maybe.` : m[1] ? `yeah, still ${rest}!` : vary(seed, 'are', [`haha yes, I'm ${rest}`, `kind of, yeah — ${rest}, I guess`]);
  }
  if (/^do (?:you|u) still\b/.test(n) && guarded) return 'I don’t know yet. maybe, if things change.';
  return null;
}

const PERSON_NOUN = /\b(?:professor|prof|teacher|tutor|lecturer|coach|boss|manager|roommate|flatmate|housemate|neighbou?r|guy|girl|friend|instructor|doctor|landlord|ta)\b/;

/** Names for a particular thing of theirs ("which trail was that?"), stable for the practice. */
const NAMES = ['Cedar Ridge', 'Blue Lake', 'Old Mill', 'Fox Hollow', 'Harbour View'];

/**
 * "which trail was that in your pic?", "what café was it?": one particular thing they did or
 * showed, named — not a favourite to pick ("hard to pick one" is no answer to it).
 */
function namedThing(q: UserQuestion, lifeSeed: number): string | null {
  const n = q.sentence.toLowerCase().replace(/[’]/g, "'");
  const m = /^(?:which|what) ([a-z]+) (?:was|is) (?:that|it|this)\b|^(?:which|what) ([a-z]+) (?:did|do) (?:you|u) (?:go to|go|visit|hike|try|stay at|stay in|see|watch|read|climb)\b|^(?:which|what) ([a-z]+)\b.*\b(?:in|on) (?:your|ur) (?:\w+ )?(?:pic|pics|photo|photos|picture|profile|story|post)\b/.exec(n);
  const noun = m?.[1] ?? m?.[2] ?? m?.[3];
  if (!noun || /^(?:kind|type|sort|time|day|one|ones|thing|things)$/.test(noun)) return null;
  const name = vary(lifeSeed, `name:${noun}`, NAMES);
  return `the ${name} ${noun}! ${vary(lifeSeed, `name-note:${noun}`, ['totally worth it, I’d go back tomorrow', 'a bit of a trek to get to, but so worth it'])}`;
}

function casualFallback(q: UserQuestion, seed: number): string {
  const focus = q.focus;
  const about = focus ?? 'that';
  const into = GOT_INTO.exec(q.sentence.toLowerCase().replace(/[?!.]+$/, ''))?.[1]?.trim();
  if (into) return vary(seed, 'into', [`${into}? a friend dragged me along once and I got hooked`, `honestly ${into} just clears my head. I started a couple of years ago`]);
  switch (q.kind) {
    case 'which':
    case 'what':
      return focus
        ? vary(seed, 'which', [`hmm, ${focus}… I don’t really have a go-to, honestly. you?`, `ooh ${focus}? hard to pick one haha, what about you?`, `${focus}… depends on my mood tbh! what would you pick?`])
        : vary(seed, 'what', ['hmm good question, nothing too exciting honestly haha', 'honestly? a bit of everything lately']);
    case 'yesno': {
      if (/\b(?:have|has) (?:you|u) (?:ever )?(?:been|tried|seen|done|heard|read|watched)\b/.test(q.sentence.toLowerCase())) return `not yet! ${about} is on my list though`;
      if (/\b(?:do|did) (?:you|u) (?:like|love|enjoy|want)\b/.test(q.sentence.toLowerCase())) return vary(seed, 'like', [`yeah, I really like ${about}!`, `honestly yes, ${about} is great`, `${about}? kind of, yeah 😄`]);
      return vary(seed, 'yes', [`haha yeah, ${about === 'that' ? 'I think so' : `${about}, for sure`}`, `mm not really, ${about === 'that' ? 'why?' : `${about} isn’t my thing`}`]);
    }
    case 'where':
      if (/\b(?:would|could|should|will)\b/.test(q.sentence.toLowerCase())) return vary(seed, 'where-if', ['japan, for sure. the food alone!', 'somewhere with mountains and no phone signal haha']);
      return vary(seed, 'where', ['not far from here actually, near the big park', 'in a little flat close to the river, it’s tiny but cute']);
    case 'when':
      if (/\bwhen (?:did|were|was)\b/.test(q.sentence.toLowerCase())) return vary(seed, 'when-past', ['about two years ago now, time flies', 'last spring, so not that long ago']);
      return vary(seed, 'when', ['probably next week, I’ll let you know', 'mostly on weekends, weekdays are chaos']);
    case 'who':
      return vary(seed, 'who', ['mostly a couple of close friends from uni', 'my roommate and a few friends from work']);
    case 'why':
      return vary(seed, 'why', ['honestly because it makes me happy, no deep reason haha', 'because a friend recommended it and it stuck']);
    case 'how':
      return `${focus ? `${focus}? ` : ''}pretty good actually, thanks for asking`;
    default:
      return 'haha good question';
  }
}

/** Work answers by role, each with the topics it answers. */
const WORK_ANSWERS: Partial<Record<RoleKind, readonly string[]>> = {
  boss: [
    'Raises are decided at the yearly review: I put forward a case based on your results, and HR checks it against the salary band.',
    'At the next level I’d want to see you owning a project end to end and bringing others along.',
    'Busy quarter, honestly — the launch has everyone stretched, so the budget is tight this year.',
    'For a promotion, I need to see senior-level impact for about two quarters, and a peer or two backing it.',
    'On the deadline: tell me what is done, what is left, and the date you can commit to.',
    'Remote days are possible if the team’s core hours are covered — it’s a team decision.',
    'What matters most to me is results, and how the team experiences working with you.',
    'The next salary review is in March; I send proposals to HR at the end of February, so the timing is now.',
    'The team did well this quarter — we hit the revenue target, though the launch slipped two weeks.',
  ],
  colleague: [
    'Honestly, I’ve been under pressure too — the deadlines have been brutal.',
    'On the project split, I thought we agreed I’d take the front end and you the reports.',
    'The slides were done in a rush the night before — leaving your name off wasn’t on purpose.',
    'For the meeting, I’d rather we agree beforehand who presents what.',
    'I didn’t realise it bothered you that much, to be honest.',
  ],
  interviewer: [
    'The team is eight people, and the first ninety days are mostly about learning the product and owning one project.',
    'Success in this role after six months means shipping one project on your own and being the go-to person for it.',
    'The biggest challenge this year is scaling the product without slowing the team down.',
    'We value people who speak up early when something’s off. The culture is quick-paced but supportive.',
    'Growth here is real — most people take on a bigger scope within eighteen months.',
    'Next steps after this interview: a technical conversation with the team, then a final chat with the director, within two weeks.',
    'Your first project would be rebuilding the onboarding flow — it’s the thing our customers complain about most.',
    'The salary band for this role is shared by the recruiter after this round.',
    'We are hybrid: two days a week in the office, the rest remote if you like.',
    'A typical day: a short stand-up at ten, then mostly focused project work, and a review or two in the afternoon.',
    'The team is eight people: four engineers, two designers, a researcher and me.',
  ],
  candidate: [
    'Sure — at my last job onboarding was slow, so I rebuilt the checklist with the team and cut it from three weeks to one.',
    'When two colleagues disagreed on priorities, I set up a short call, laid out the trade-offs, and we agreed within a day.',
    'I’m most excited about the product itself — I’ve been a user for a year.',
    'I learned to ask for help earlier — that project taught me it saves everyone time.',
    'In my next role I’m looking for more ownership and a team that ships often.',
  ],
  customer: [
    'I ordered on the 3rd, paid for express shipping, and it still hasn’t arrived. Two emails, zero replies.',
    'Order 48213. It was a birthday present — the birthday was yesterday.',
    'When I opened the box, the blender jug was cracked and the lid was missing.',
    'What I want is a refund or a replacement that actually arrives this week.',
    'The item that arrived damaged is the blender: the jug was cracked right down the side.',
    'How would I like it fixed? A replacement by express this week, or my money back — I don’t mind which.',
  ],
  parent: [
    'He says everything’s fine. At home he’s been quieter than usual, though.',
    'We do homework together most nights, but she gets frustrated really fast with reading.',
    'At home he concentrates best in the morning, with the phone in another room.',
    'With the other kids he gets along fine — he has two close friends in class.',
    'The best time to reach me is after five, by phone; mornings are hectic.',
  ],
  teacher: [
    'In class, she’s bright, but she’s missed several homework assignments and seems tired in the mornings.',
    'Participation has dropped over the last month. He used to be one of the first to answer.',
    'He gets along well with the other kids; at break he’s usually with the same two friends.',
    'The best time to reach me is after half past three, or by email — I reply within a day.',
    'In class I’ve noticed reading aloud makes him anxious; in small groups he does much better.',
  ],
  commenter: [
    'my point is the post leaves out the downsides.',
    'I just think you’re overselling it, that’s all. where’s the source for the cost part?',
    'what I wanted to see included was the cost side — and a source for the numbers.',
  ],
};

/** A work role's judgement of something the user did or showed them. */
const OWN_WORK_OPINION: Partial<Record<RoleKind, string>> = {
  boss: 'Honestly, they’re strong — that’s the best part of your case, so lead with them when I take it to HR.',
  colleague: 'Honestly, good work — I’d just check the figures with me before they go out.',
  interviewer: 'Honestly, impressive — I’d like to hear more about your part in it.',
  teacher: 'Honestly, it helps — that’s the kind of thing that makes a difference for him.',
};
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Words nearly every work answer shares: they do not make an answer about what was asked. */
const COMMON_WORDS = new Set(['team', 'work', 'role', 'job', 'people', 'time', 'year', 'thing', 'make', 'here', 'like']);

function bestWorkAnswer(role: RoleKind, q: UserQuestion): string | null {
  const answers = WORK_ANSWERS[role] ?? [];
  let best: string | null = null;
  let bestScore = 0;
  for (const answer of answers) {
    const words = new Set(contentOf(answer));
    const score = q.words.filter((w) => words.has(w) && !COMMON_WORDS.has(w)).length;
    if (score > bestScore) {
      best = answer;
      bestScore = score;
    }
  }
  return best;
}

export interface AnswerContext {
  role: RoleKind;
  register: Register;
  slots: Slots;
  /** Stable for the whole practice, so the character's facts never change. */
  lifeSeed: number;
  /** Varies per turn, for wording. */
  seed: number;
  /** The character's line just before the question. */
  previous: string | null;
  /** The user's question before this one, when there was one: what a follow-up refers to. */
  previousAsked?: string | null;
  /** What the character already said (lower case), so an answer is not repeated word for word. */
  said: readonly string[];
  goal: GoalKind;
  /** Where the conversation stands before this answer (a question never turns a no into a yes). */
  stance: Stance;
  mood: CharacterMood;
  /** Things the user told about themselves, and a day or time they named earlier. */
  userFacts: readonly string[];
  userTime: string | null;
  /** Where the user said they met the person ("climbing gym"). */
  metAt?: string | null;
  /** What the practice itself states about the character's world (it wins over the banks). */
  scenario?: ScenarioFacts;
}

/** Slots whose answer comes from the dialogue policy first (they have one right shape whatever the topic). */
const SHAPED_SLOTS: ReadonlySet<AskSlot> = new Set(['time', 'reason', 'feeling', 'either', 'request', 'amount', 'place', 'preference', 'proposal', 'plans']);
const WORK_FIRST: ReadonlySet<AskSlot> = new Set(['time', 'reason', 'feeling', 'either', 'amount', 'place', 'person', 'proposal']);

/**
 * The answer to a question that is not an invitation (those are the dialogue policy's). A detail
 * the practice states answers first; a bank answer that contradicts one gives way to it.
 */
export function answerQuestion(q: UserQuestion, ctx: AnswerContext): string {
  const scenario = ctx.scenario;
  if (!scenario) return answerFromBanks(q, ctx);
  const stated = statedAnswer(q.sentence, scenario);
  if (stated) return stated;
  const answer = answerFromBanks(q, ctx);
  return scenario.contradicts(answer) ? (scenario.instead ?? 'I don’t know that one off the top of my head — I’ll find out and tell you by the end of the week.') : answer;
}

/** A question that points back ("its name", "there", "then", "that one") or is too short to name its topic ("who with?"). */
const FOLLOW_UP = /\b(?:it|its|it's|that|there|then|they|them|those|he|she|his|her|him|one)\b|^[a-z']+(?: [a-z']+){0,2}$/;

function answerFromBanks(q: UserQuestion, ctx: AnswerContext): string {
  const work = ctx.register === 'work' || ctx.role === 'commenter';
  // "do you remember what I said I started?", "what do you mean?" after a maybe: what was said in this practice.
  const recalled = recallAnswer(q.sentence, ctx.userFacts, work) ?? meaningAnswer(q.sentence, ctx.stance, work);
  if (recalled) return recalled;
  // "what would you do if…?" asks what they would do, whatever topic words it names.
  const would = hypotheticalAnswer(q.sentence, ctx.role, ctx.register === 'work' || ctx.role === 'commenter');
  if (would) return would;
  // "what exactly did you find offensive?", "what would make this right?": their side of the practice.
  const grievance = grievanceAnswer(q.sentence, ctx.role, ctx.register === 'work' || ctx.role === 'commenter');
  if (grievance) return grievance;
  // "how long do your labs run?": the length of the thing named, whatever the role.
  const lasting = durationAnswer(q.sentence, ctx.register === 'work' || ctx.role === 'commenter' ? 'work' : 'casual');
  if (lasting) return lasting;
  // "have we met before or do you just follow my page?": one of two whole clauses, said back.
  const clause = clauseChoiceAnswer(q.sentence, ctx.stance, ctx.register === 'work' || ctx.role === 'commenter');
  if (clause) return clause;
  // "is that realistic if I take on the new client?": what was just put on the table, weighed from their side.
  const weighed = weighAnswer(q.sentence, ctx.role, ctx.register === 'work' || ctx.role === 'commenter');
  if (weighed) return weighed;
  const slotQ = readSlot(q.sentence);
  // A follow-up ("what's its name?", "how long have you been there?") is about the topic asked just before.
  const follow = ctx.previousAsked && FOLLOW_UP.test(slotQ.text) ? readSlot(ctx.previousAsked).text : undefined;
  const slotCtx = { ...ctx, interest: ctx.slots.interest, place: ctx.slots.place, metAt: ctx.metAt ?? null, followsUp: follow };
  const bySlot = () => (q.kind === 'wellbeing' ? null : answerSlot(slotQ, slotCtx));
  // A question about the character's own life or world (their commute, the on-call rota, the
  // order's tracking) gets their fact for it, the same all practice long.
  const fact = factAnswer({ slot: slotQ.slot, text: slotQ.text, sentence: q.sentence, options: slotQ.options, role: ctx.role, register: ctx.register, lifeSeed: ctx.lifeSeed, followsUp: follow });
  if (ctx.register === 'work' || ctx.role === 'commenter') {
    // "has he said anything about it?": a yes or a no about that person, unless a fact of theirs is about what was asked ("does she eat lunch with anyone?").
    const factOnTopic = fact !== null && contentOf(slotQ.predicate ?? '').some((w) => contentOf(fact).includes(w));
    const aboutThem = slotQ.subject && !factOnTopic ? bySlot() : null;
    if (aboutThem) return aboutThem;
    if (fact) return fact;
    if (q.kind === 'wellbeing') return ctx.role === 'customer' ? 'Honestly? Fed up. This order has ruined my week.' : 'Busy, but good, thanks for asking.';
    // The role's slot answer first when the slot has one right shape, or when it is about the words asked ("which part?").
    const slotted = bySlot();
    const onTopic = slotted !== null && q.words.some((w) => contentOf(slotted).includes(w));
    if (slotted && (WORK_FIRST.has(slotQ.slot) || onTopic)) return slotted;
    // "what do you think of the numbers I showed you?": their judgement of the user's work, named back.
    const mine = slotQ.slot === 'opinion' ? /\bthink (?:of|about) (.{3,60}?\b(?:i|my|i've|i'd)\b.{0,60})$/.exec(slotQ.text)?.[1] : undefined;
    if (mine && OWN_WORK_OPINION[ctx.role]) return `${capital(voiceSwap(mine).replace(/\b(showed|told|sent|gave|asked|emailed|brought) I\b/g, '$1 me'))}? ${OWN_WORK_OPINION[ctx.role]}`;
    const best = bestWorkAnswer(ctx.role, q);
    if (best) return best;
    // A role's line for a "thing" or an opinion only when nothing closer was found, and never a first-project line for "what happens next?".
    if (slotted) return slotted;
    const roleAnswers = WORK_ANSWERS[ctx.role] ?? [];
    // A candidate asked about themselves tells one of their own stories rather than "I don't know".
    if ((!q.focus || ctx.role === 'candidate') && roleAnswers.length > 0) return vary(ctx.seed, 'work', roleAnswers);
    // "would you accept £1,000 if I sign for a year?": an offer to weigh, not a fact to look up.
    const offer = /^(?:would|could|will) (?:you|u) (?:accept|agree to|consider|take|go for|be open to|settle for)\s+(.{2,80}?)\??$/i.exec(q.sentence.trim())?.[1];
    if (offer) return `I could consider ${voiceSwap(offer.replace(/[.?!]+$/, '').replace(/\bI\b/g, 'i').replace(/\bI'm\b/g, "i'm"))} — tell me exactly what you’d commit to, and from what date, and I’ll give you a straight answer.`;
    // An honest "I don't know" with its reason, not a vague promise.
    return 'I don’t know that one off the top of my head — I’ll find out and tell you by the end of the week.';
  }
  const guarded = ctx.role === 'ex' || ctx.role === 'partner' || ctx.role === 'family';
  if (guarded && q.kind === 'wellbeing') {
    const lines = ['I’m okay. it’s been a strange few months honestly.', 'doing alright I guess. work’s been a lot.', 'I’m fine. just tired.', 'not much, honestly. work, sleep, repeat.'];
    return lines.find((line) => !ctx.said.includes(normalize(line))) ?? vary(ctx.seed, 'guarded', lines);
  }
  // "how are things with your sister?" is about the sister, not a plain "how are you?".
  if (q.kind === 'wellbeing' && fact && !guarded) return fact;
  if (q.kind === 'wellbeing') return mainFact(ctx.slots, ctx.lifeSeed).told;
  // "are you doing anything this weekend?" asks what is ahead; a story of last weekend does not answer it.
  const ahead = slotQ.slot === 'plans' ? bySlot() : null;
  if (ahead) return ahead;
  // The character's own life first ("which ramen place?" after the ramen story), then the slot's policy.
  const told = factAbout(ctx.slots, q.words, ctx.previous);
  const kind: Detail | null = q.kind === 'yesno' ? null : (q.kind as Detail);
  const detail = told && kind && !['either', 'feeling', 'request', 'preference'].includes(slotQ.slot) && !(slotQ.slot === 'place' && ctx.metAt) ? (told.details[kind] ?? told.details.what) : null;
  if (detail) return detail;
  // A hurt ex or partner does not chat about their life while cold; a guarded line answers instead.
  if (fact && !(guarded && ctx.stance === 'declined')) return fact;
  const named = namedThing(q, ctx.lifeSeed);
  if (named) return named;
  const shapedFirst = SHAPED_SLOTS.has(slotQ.slot) ? bySlot() : null;
  if (shapedFirst) return shapedFirst;
  const shaped = byShape(q, ctx.seed, guarded);
  if (shaped) return shaped;
  return bySlot() ?? casualFallback(q, ctx.seed);
}
