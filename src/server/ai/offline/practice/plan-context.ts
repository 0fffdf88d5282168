import { detectInterests, detectJobRole, detectUserIsTeacher } from '../details';
import { readMemory } from '../memory-facts';
import { nameFor } from '../people';
import { detectSituation, scoreSituations, type Situation } from '../situations';
import { aGroupForOnePerson } from './plan-group';
import { cleanText, normalize } from '../text-utils';
import { CUE_SITUATIONS, cueKind, lacksAGoal, namesSeveralWithoutPick, SECOND_OPINION, targetClause, understoodKind } from './plan-kind';
import { directedKind, workmateInvitation } from './plan-direction';
import { ASK, combinePlanKinds, type PatternBasis } from './plan-kind-learn';
import { learnedPlanKinds } from './plan-kind-model';
import { targetRole } from '../../understanding/target-role';
import { toldEventIn, type ToldEvent } from './scenario-repair-told';
import { PRONOUNS, pronounsIn, type Pronouns } from './roles';
import { customerProblem } from './scenario-facts';
import { lessonIn, type Lesson } from './scenario-lesson';
import { toldCommentIn, type ToldComment } from './scenario-comment-told';
import { workAskIn, type WorkAsk } from './scenario-work-ask';
import { readTenancy, type Tenancy } from './plan-templates-tenancy';
import { readNeighbourDispute, type NeighbourDispute } from './plan-templates-neighbour';
import { personIn, placeFromFacts, relationIn, sharedPlaceIn } from './plan-person';
import { candidatePastIn } from './plan-candidate-past';
import { addresseeClause } from './plan-addressee';
import { complaintOutsideOrders, customerSideIn, patronIn, type Patron } from './plan-customer-side';
import { PERSONAL_KINDS, statedPersonIn, type StatedPerson } from './plan-person-traits';
import { understand } from '../../understanding';
import { issueIn, payTermsIn } from './plan-issue';

/**
 * What the coach needs from the user's messages to build a plan: which kind of plan, and the
 * details that make it theirs (a name, where they know the person from, what the person likes).
 * The newest message wins; earlier ones fill gaps.
 */

export const PLAN_KINDS = [
  'crush-ask-out',
  'crush-start',
  'ex-apology',
  'ex-reconnect',
  'partner-repair',
  'first-date',
  'second-date',
  'new-match',
  'friend-make',
  'friend-reconnect',
  'friend-repair',
  'roommate',
  'raise',
  'extension',
  'colleague',
  'interview',
  'interviewer',
  'customer',
  'parent-to-teacher',
  'teacher-to-parent',
  'comment',
  'family-repair',
  'language-chat',
  'landlord',
  'neighbour',
] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

export interface PlanContext {
  kind: PlanKind;
  situation: Situation;
  name: string | null;
  /** "from chemistry class", "at the bakery". */
  context: string | null;
  pronouns: Pronouns;
  interests: string[];
  jobRole: string | null;
  /** The user's own word for the person when it is more exact than the role ("teen", "sister", "manager"). */
  relation: string | null;
  /** What keeps going wrong, in the second person ("keeps taking credit for your work"). */
  issue: string | null;
  /** What went wrong with a customer's order, as the user told it ("their order never arrived"). */
  complaint?: string | null;
  /** A complaint outside the order world, in the user's words addressed to the business ("their laptop repair took a month"). */
  toldComplaint?: string | null;
  /** A parent's meeting with a teacher of one subject or activity ("my daughter's piano teacher"). */
  lesson?: Lesson | null;
  /** An ask to the manager that is neither pay nor a deadline ("if you can switch to a four-day week"). */
  workAsk?: WorkAsk | null;
  /** The pay terms the user stated, in the second person ("your review is on 14 May"), carried into the raise practices. */
  payTerms?: string | null;
  /** Where a harsh comment was left and what it said, as the user told it. */
  comment?: ToldComment | null;
  /** What the tenant wants to raise with the landlord (a repair, the deposit, a rent rise, notice). */
  tenancy?: Tenancy | null;
  /** What goes wrong between the user's home and the neighbour's, and when (plan-templates-neighbour.ts). */
  dispute?: NeighbourDispute | null;
  /** What the user wants a workmate to join ("come climbing with you on thursday"), in a friend-make plan. */
  invitation?: string | null;
  /** What the candidate did before, as the hiring user stated it ("used to be a roofer"). */
  candidatePast?: string | null;
  /** What a teacher has to tell a parent about their child ("their son has been copying homework"). */
  concern?: string | null;
  /** A date already arranged: where, what and when, as the understanding layer read them. */
  dateSet?: DateSet | null;
  /** What happened between the user and a friend, relative, partner or ex, as told (scenario-repair-told.ts). */
  told?: ToldEvent | null;
  /** Who the other person of a personal practice is, as stated: job, what they do (plan-person-traits.ts). */
  stated?: StatedPerson | null;
  /** The user is the business's customer: the business complained to and what went wrong (plan-patron.ts). */
  patron?: Patron | null;
}

const has = (text: string, re: RegExp) => re.test(text);

/** Which plan fits a situation, refined by what the user says they want to do. */
function kindFor(situation: Situation, norm: string, userIsTeacher: boolean): PlanKind | null {
  switch (situation) {
    case 'crush':
      return has(norm, /\b(?:start (?:a )?(?:conversation|chat)|text (?:her|him|them) first|talk to (?:her|him|them)|first message|break the ice|get to know)\b/)
        ? 'crush-start'
        : 'crush-ask-out';
    case 'hidden-crush':
      return 'crush-start';
    case 'ex':
      return has(norm, /\b(?:apolog\w*|sorry|make (?:it|things) right|hurt (?:her|him|them)|my fault|messed up|cheated|regret(?:ted)? (?:it|what i|how i|saying|the way)|i regret|said (?:some )?(?:awful|horrible|terrible|mean|hurtful|nasty|cruel) things|treated (?:her|him|them) (?:badly|horribly|terribly)|ghosted (?:her|him|them)|feel (?:awful|terrible|bad|guilty|horrible)|own (?:it|up|my part))\b/) ? 'ex-apology' : 'ex-reconnect';
    case 'partner':
      return 'partner-repair';
    case 'dating':
      return has(norm, /\bsecond date\b|\bthird date\b|\bafter (?:our|the) (?:first )?date\b|\bsee (?:her|him|them) again\b/) ? 'second-date' : 'first-date';
    case 'new-match':
      return 'new-match';
    case 'friendship':
      if (has(norm, /\b(?:fight|fought|argument|argued|upset with me|mad at me|ignor(?:ing|es|ed) me|said something (?:mean|hurtful|awful|stupid|rude)|(?:was|been) (?:mean|rude|a jerk) to|hurt (?:her|him|them)|(?:is|was|feels|felt) hurt|let (?:her|him|them) down|forgot|missed (?:her|his|their)|yelled|shouted|snapped|feel (?:terrible|bad|awful)|apolog\w*|sorry|furious|angry (?:with|at) me|(?:gone|went) (?:quiet|silent|cold)|stopped (?:talking|speaking) to me|not (?:talking|speaking) to me|blank(?:ing|ed) me|(?:her|his|their) secret|betray\w*|(?:hasn't|has not|haven't|hasnt) (?:replied|answered|texted (?:me )?back|spoken to me)|(?:isn't|is not|'s not|not) (?:replying|answering|responding|texting (?:me )?back)|took sides|taking sides|made a (?:joke|comment) about)\b/)) return 'friend-repair';
      if (has(norm, /\b(?:drift\w*|grown apart|grew apart|lost touch|haven't (?:talked|spoken)|not (?:talked|spoken)|since (?:she|he|they) moved|(?:she|he|they) moved (?:away|abroad|to)|barely (?:talk|speak|see)|don't (?:talk|speak) (?:much )?anymore|reconnect|reach out|catch up)\b/)) return 'friend-reconnect';
      return 'friend-make';
    case 'workplace':
      if (has(norm, /\b(?:raise\b(?! (?:it|this|that|the issue))|pay rise|salary|promotion|paid more|compensation)\b/)) return 'raise';
      if (has(norm, /\b(?:deadline|extension|more time)\b/)) return 'extension';
      return 'colleague';
    case 'interview-candidate':
      return 'interview';
    case 'interview-interviewer':
      return 'interviewer';
    case 'customer':
      return 'customer';
    case 'teacher-parent':
      return userIsTeacher ? 'teacher-to-parent' : 'parent-to-teacher';
    case 'social-comment':
      return 'comment';
    case 'cross-language':
      return 'language-chat';
    case 'general':
      return has(norm, /\bmy (?:mum|mom|mother|dad|father|sister|brother|parents|grandma|grandpa|aunt|uncle|cousin)\b/) ? 'family-repair' : null;
  }
}

/** Practice requests the advice engine's keywords miss ("asking Maya from class out"). */
const PRACTICE_CUES: readonly (readonly [Situation, RegExp, number])[] = [
  ['crush', /\bask(?:ing)? (?!for\b)\S+(?: \S+){0,5} out\b/, 3],
  ['ex', /\b(?:apologi[sz]e|say sorry) to (?:my )?ex\b/, 3],
  ['dating', /\bask(?:ing)? (?:\S+ ){0,3}(?:on|for) a date\b/, 3],
  ['friendship', /\bmy (?:best )?friend(?:'s)?\b/, 5],
];

function scoresFor(text: string): Partial<Record<Situation, number>> {
  const scores = scoreSituations(text);
  const norm = normalize(text);
  for (const [situation, re, weight] of PRACTICE_CUES) if (re.test(norm)) scores[situation] = (scores[situation] ?? 0) + weight;
  return scores;
}

function topSituation(text: string): { situation: Situation; score: number } {
  const ranked = Object.entries(scoresFor(text)).sort((a, b) => (b[1] as number) - (a[1] as number));
  const [situation, score] = (ranked[0] ?? ['general', 0]) as [Situation, number];
  return { situation, score };
}

export interface DateSet {
  venue: string | null;
  activity: string | null;
  when: string | null;
}

/**
 * The date the user describes as arranged ("first date tonight with Lena at a wine bar", "second
 * date tomorrow, we're going bowling"): the understanding layer's place, activity (an event in
 * -ing) and time. Null when it names neither a place nor an activity.
 */
function dateSetIn(text: string): DateSet | null {
  const facts = understand(text).facts;
  const venue = facts.find((f) => f.kind === 'place')?.text.toLowerCase().replace(/^(?:the|a|an) /, '') ?? null;
  const activity = facts.find((f) => f.kind === 'event' && /^[a-z]+ing$/i.test(f.text))?.text.toLowerCase() ?? null;
  if (!venue && !activity) return null;
  const when = facts.find((f) => f.kind === 'time')?.text.toLowerCase() ?? null;
  return { venue, activity, when };
}

const WORK_ASK_KINDS: ReadonlySet<string> = new Set(['raise', 'extension', 'colleague', 'interview', 'interviewer', 'customer', 'landlord', 'parent-to-teacher', 'teacher-to-parent', 'comment']);

/**
 * A request that asks the user's manager for something that is neither pay nor a deadline ("ask my
 * supervisor for unpaid leave", "ask my team lead if I can start an hour earlier") is a work ask
 * (plan.ts routes 'colleague' with a manager's ask to workAskPlan), whatever a relative, a crush or
 * the learned reader alone ("next friday off" as an extension) suggested. Not when asking them out.
 */
function askOfManager(text: string, read: PlanKind | typeof ASK, learnedOnly: boolean): boolean {
  if (WORK_ASK_KINDS.has(read) && !learnedOnly) return false;
  const ask = workAskIn(text);
  return ask !== null && ask.toManager && !/\b(?:out|a date|on a date|dinner with|drinks? with)\b/.test(ask.phrase);
}

/** The plans whose person should know what happened between them and the user. */
const TOLD_KINDS: ReadonlySet<PlanKind> = new Set(['family-repair', 'friend-repair', 'partner-repair', 'ex-apology', 'ex-reconnect', 'friend-reconnect', 'parent-to-teacher']);

/** "tell a parent their son has been copying homework": what the teacher has to say, about the parent's child. */
function concernToTell(text: string): string | null {
  const m = /\b(?:tell|telling|inform|let) (?:a|the|this|one) (?:student's |pupil's |kid's |child's )?(?:parents?|mum|mom|dad|father|mother)(?: know)? (?:that )?((?:their|her|his) (?:son|daughter|child|kid|boy|girl) [^.!?,]+)/.exec(normalize(text).replace(/[’]/g, "'"));
  const clause = m?.[1]?.replace(/\s+(?:and|but|so) (?:i|how|what)\b.*$/, '').trim();
  return clause && clause.split(' ').length <= 20 ? clause : null;
}

const EXISTING_FRIEND = /\bmy (?:\w+ )?(?:best )?(?:friend|mate|bestie|pal|bff)s?(?:'s)?\b(?! (?:of|from) (?:a|my) friend)/;

/**
 * Reads the coach chat's user messages (oldest first). Null when none of them says what to
 * rehearse: the coach then asks.
 */
export function readPlanContext(userTexts: readonly string[], memory: readonly string[] = []): PlanContext | null {
  const texts = userTexts.map((t) => cleanText(t).slice(0, 6000)).filter((t) => t.trim());
  if (texts.length === 0) return null;
  const { plan: patterns, text, basis } = readPatterns(texts);
  const read = combinePlanKinds(patterns?.kind ?? ASK, basis, learnedPlanKinds(text), targetRole(text));
  const kind = askOfManager(text, read, read !== (patterns?.kind ?? ASK)) ? 'colleague' : read;
  if (kind === ASK) return null;
  return contextFor(texts, memory, patterns?.kind === kind ? patterns : { situation: CUE_SITUATIONS[kind], text, kind });
}

/**
 * The patterns' plan, the message it was read from (a vague follow-up says nothing of the plan;
 * else the newest) and what decided it (plan-kind-learn.ts PatternBasis).
 */
function readPatterns(texts: readonly string[]): { plan: ReturnType<typeof patternPlan>; text: string; basis: PatternBasis } {
  const plan = patternPlan(texts);
  const text = plan?.text ?? (texts.at(-1) as string);
  return { plan, text, basis: patternBasis(texts.at(-1) as string, text, plan?.kind ?? null) };
}

/**
 * The partner-repair cue is a partner word alone ("my girlfriend"), with nothing of the goal: it
 * counts as a plan read from the person ("I cheated on my girlfriend… we broke up" is an ex).
 * The family and roommate cues were measured the same way and kept as cues (bench/README.md).
 */
export const PERSON_ONLY_CUES: ReadonlySet<PlanKind> = new Set(['partner-repair']);

/** What decided the patterns' plan `kind` read from `text` (`newest`: the newest message). */
function patternBasis(newest: string, text: string, kind: PlanKind | null): PatternBasis {
  if (namesSeveralWithoutPick(newest)) return 'several';
  if (directedKind(normalize(text).replace(/[’]/g, "'")) !== null || customerSideIn(text)) return 'direction';
  if (kind === null) return 'none';
  return cueKind(text) === kind && !PERSON_ONLY_CUES.has(kind) ? 'cue' : 'person';
}

/** The patterns' plan alone, without the learned reader (cross-validation compares the two: scripts/cv-plan-kind.ts). */
export function patternPlanKind(userTexts: readonly string[]): { kind: PlanKind | null; basis: PatternBasis } {
  const texts = userTexts.map((t) => cleanText(t).slice(0, 6000)).filter((t) => t.trim());
  if (!texts.length) return { kind: null, basis: 'none' };
  const { plan, basis } = readPatterns(texts);
  return { kind: plan?.kind ?? null, basis };
}

/** The plan the goal cues, the situation scorer and the understanding layer's mapping decide, and the message it came from. */
function patternPlan(texts: readonly string[]): { situation: Situation; text: string; kind: PlanKind } | null {
  // The newest message that names a situation decides the plan; vaguer follow-ups only add details.
  let decided: { situation: Situation; text: string; kind?: PlanKind } | null = null;
  for (let i = texts.length - 1; i >= 0 && !decided; i--) {
    const full = texts[i] as string;
    // Several people and no pick in the newest message: ask which one rather than guess.
    if (i === texts.length - 1 && namesSeveralWithoutPick(full)) return null;
    // Several situations in one message: the clause that says what to rehearse decides, if it names one.
    const target = targetClause(full);
    const clause = target ?? addresseeClause(full);
    // A hiring manager's "practise the interview" is their own interview to run, not a candidate's.
    const usesClause = clause !== null && (cueKind(clause) !== null || topSituation(clause).score >= 2) && cueKind(full) !== 'interviewer';
    const text = usesClause ? (clause as string) : full;
    // What the user wants to do decides first (plan-kind.ts); the person alone can mislead.
    // The user as a business's customer complains to its staff, or serves one who complains; else, on the customer's side with no business to play, the coach asks.
    if (customerSideIn(full)) {
      decided = { situation: 'customer', text: full, kind: 'customer' };
      break;
    }
    if (directedKind(normalize(text).replace(/[’]/g, "'")) === 'none') return null;
    const cue = cueKind(text);
    if (cue) {
      decided = { situation: CUE_SITUATIONS[cue], text, kind: cue };
      break;
    }

    const top = topSituation(text);
    if (top.score >= 2) decided = { situation: top.score > (scoreSituations(text)[top.situation] ?? 0) ? top.situation : detectSituation(text).situation, text };
    else if (kindFor('general', normalize(text), false)) decided = { situation: 'general', text };
  }
  const all = texts.join('\n');
  let kind = decided ? (decided.kind ?? kindFor(decided.situation, normalize(decided.text), detectUserIsTeacher(all))) : null;
  if (decided && kind && !decided.kind && lacksAGoal(kind, all)) kind = null;
  // The situation scorer counts words about the person; the understanding layer reads the whole
  // situation and goal. When no goal cue decided and the layer confidently reads another plan
  // ("my friend thinks I told her secret and she is furious": a repair, not making friends), it wins.
  // "Making friends" is the scorer's fallback for friendship, and it cannot be about someone who is
  // already their friend ("my childhood best friend… we stopped talking"): the layer's reading at
  // its usual bar decides, else the coach asks.
  if (decided && kind === 'friend-make' && !decided.kind && EXISTING_FRIEND.test(normalize(decided.text))) {
    const read = understoodKind(decided.text);
    kind = read && read.kind !== 'friend-make' && !aGroupForOnePerson(read.situation, decided.text) ? read.kind : null;
    if (read && kind) decided = { situation: read.situation, text: decided.text, kind };
  }
  if (decided && kind && !decided.kind) {
    const second = understoodKind(decided.text, SECOND_OPINION);
    if (second && second.kind !== kind) {
      decided = { situation: second.situation, text: decided.text, kind: second.kind };
      kind = second.kind;
    }
  }
  if (!decided || !kind) {
    // Neither the goal cues nor the situation scorer decided: the shared understanding layer, when
    // confident (plan-kind.ts maps its types); else the coach asks.
    const understood = texts.map((t) => understoodKind(t)).findLast((u) => u !== null) ?? null;
    if (!understood) return null;
    if (aGroupForOnePerson(understood.situation, texts.at(-1) as string)) return null;
    decided = { situation: understood.situation, text: texts.at(-1) as string, kind: understood.kind };
    kind = understood.kind;
  }
  return { situation: decided.situation, text: decided.text, kind };
}

/** The details that make the plan the user's own (name, place, relation…), read from every message. */
function contextFor(texts: readonly string[], memory: readonly string[], decided: { situation: Situation; text: string; kind: PlanKind }): PlanContext {
  const all = texts.join('\n');
  const kind = decided.kind;
  let name: string | null = null;
  let context: string | null = null;
  for (let i = texts.length - 1; i >= 0; i--) {
    const found = personIn(texts[i] as string, decided.situation);
    name ??= found.name;
    context ??= found.context;
  }
  for (let i = texts.length - 1; i >= 0 && !context; i--) context = sharedPlaceIn(texts[i] as string);
  // Someone to befriend or ask out: where the user knows them from, on a place or event the understanding layer read.
  if (!context && (kind === 'friend-make' || kind === 'crush-ask-out' || kind === 'crush-start')) {
    const anchors = understand(decided.text).facts.filter((f) => f.kind === 'place' || f.kind === 'event').map((f) => f.text);
    context = placeFromFacts(decided.text, anchors);
  }
  // Asking out someone from work or class: that is where you know them from.
  if (!context && kind === 'crush-ask-out' && /\b(?:co-?workers?|colleagues?|from work|at work|work together)\b/.test(normalize(all))) context = 'from work';
  name ??= nameFor(decided.situation, [], readMemory(memory).people)?.name ?? null;
  const relation = texts.map((t) => relationIn(t, kind)).filter(Boolean).at(-1) ?? null;
  const pronouns = pronounsIn(all);
  const interests = texts.flatMap((t) => detectInterests(t)).filter((v, i, a) => a.indexOf(v) === i).slice(0, 2);
  return {
    kind,
    situation: decided.situation,
    name,
    context,
    pronouns: kind === 'interview' || kind === 'interviewer' || kind === 'customer' || kind === 'comment' ? PRONOUNS.they : pronouns,
    interests,
    jobRole: texts.map((t) => detectJobRole(t)).filter(Boolean).at(-1) ?? null,
    relation,
    issue: issueIn(decided.text),
    complaint: kind === 'customer' ? customerProblem(all) : null,
    toldComplaint: kind === 'customer' ? complaintOutsideOrders(all) : null,
    lesson: kind === 'parent-to-teacher' ? lessonIn(all) : null,
    comment: kind === 'comment' ? toldCommentIn(decided.text) : null,
    payTerms: kind === 'raise' ? payTermsIn(all) : null,
    workAsk: kind === 'raise' || kind === 'extension' || kind === 'colleague' ? workAskIn(decided.text) : null,
    tenancy: kind === 'landlord' ? readTenancy(all) : null,
    dispute: kind === 'neighbour' ? readNeighbourDispute(all) : null,
    // What happened may stand before the clause that decided ("…got into a fight, and I need to talk to his teacher").
    told: TOLD_KINDS.has(kind) ? (toldEventIn(decided.text) ?? (decided.text === all ? null : toldEventIn(all))) : null,
    concern: kind === 'teacher-to-parent' ? concernToTell(decided.text) : null,
    candidatePast: kind === 'interviewer' ? candidatePastIn(decided.text) : null,
    invitation: kind === 'friend-make' ? workmateInvitation(decided.text) : null,
    dateSet: kind === 'first-date' || kind === 'second-date' ? dateSetIn(decided.text) : null,
    stated: PERSONAL_KINDS.has(kind) ? statedPersonIn(all, name, interests) : null,
    patron: kind === 'customer' ? patronIn(decided.text) : null,
  };
}
