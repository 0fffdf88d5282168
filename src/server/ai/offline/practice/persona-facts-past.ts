import type { Topic } from './persona-facts';
import type { RoleKind } from './roles';

/**
 * The character's own past, asked about in any practice: their first job ("what was your first job
 * like?"), how long they have been in the job ("how long have you worked here?", "how long have you
 * been teaching?"), what they like about it. Read before the role's other topics, whose words
 * ("your job", "working here") these questions share; one fact per practice, like the others.
 */

const FIRST_JOB = /\bfirst (?:ever |real |proper |paid |part-time )?(?:[a-z]+ )?(?:job|role|position)\b/;
const TENURE = /\bhow long (?:have|has) (?:you|u) (?:worked|been (?:working|teaching|here|at|with|in|a|an|the|doing)|taught|managed|run)\b|\bwhen did (?:you|u) (?:join|start (?:here|at|working|teaching))\b/;
/**
 * "where did you work before?", "where were you working before you moved?", "what were you doing
 * before this?": a workplace in the past — not the commute, not the job they have now.
 */
const PREVIOUS_WORK = /\bwhere (?:did|were|had) (?:you|u) (?:work|worked|working|used? to work)\b|\bwhere (?:was|were) (?:your|ur) (?:last|previous|old) (?:job|work|office|company|workplace)\b|\bwhat (?:did|were) (?:you|u) (?:do|doing) (?:for work )?(?:before|previously)\b/;
const LIKE_MOST = /\bwhat do (?:you|u) (?:like|love|enjoy) (?:most |best )?about (?:working|the job|your job|teaching|it here|this (?:job|place|company|school))\b|\bbest (?:thing|part) about (?:working|the job|your job|teaching)\b/;

const CASUAL_PAST: readonly Topic[] = [
  {
    id: 'past-work',
    asked: PREVIOUS_WORK,
    fits: ['time', 'place', 'reason'],
    facts: [
      { told: 'I was at a bookshop in the old town — five years behind the till, until I moved', say: { place: 'at a bookshop in the old town — five years, until I moved', time: 'five years, until the move', reason: 'because the shop was closing and I fancied a change anyway' } },
      { told: 'I was on the front desk of a hotel by the seafront — three years of early shifts, before the move', say: { place: 'at a hotel by the seafront, on the front desk — three years, before the move', time: 'three years, until I moved', reason: 'because the early shifts were wearing me down' } },
    ],
  },
  {
    id: 'past-first-job',
    asked: FIRST_JOB,
    fits: ['time', 'place', 'reason'],
    facts: [
      { told: 'my first job was washing dishes in a pizza place at sixteen — honestly chaotic but fun, and I still make a great pizza because of it', say: { time: 'at sixteen, the summer after school', place: 'in a little pizza place near my school', reason: 'because I wanted my own money for a festival ticket' } },
      { told: 'my first job was at a cinema kiosk — sticky floors and free popcorn, honestly it was great, I saw every film twice', say: { time: 'at seventeen, for two summers', place: 'at the old cinema in town', reason: 'because the free films sounded too good to miss' } },
    ],
  },
];

const WORKPLACE_PAST: readonly Topic[] = [
  {
    id: 'past-work',
    asked: PREVIOUS_WORK,
    fits: ['time', 'place', 'reason'],
    facts: [
      { told: 'before this I was at a logistics firm across town — about five years, mostly in operations', say: { place: 'at a logistics firm across town — about five years, before I came here', time: 'about five years, before I came here', reason: 'because I wanted a smaller place where I could see the results of my work' } },
    ],
  },
  {
    id: 'past-tenure',
    asked: TENURE,
    fits: ['time'],
    facts: [
      { told: 'about six years — I joined as an analyst and have led the team for the last three', say: { time: 'about six years — I joined as an analyst and have led the team for the last three' } },
      { told: 'four years now — I moved here from a much bigger company and haven’t looked back', say: { time: 'four years now — I came from a much bigger company' } },
    ],
  },
  {
    id: 'past-first-job',
    asked: FIRST_JOB,
    fits: ['time', 'place', 'reason'],
    facts: [
      { told: 'my first job was on a customer support desk — it was hard, honestly, but it taught me to listen before I try to fix anything', say: { time: 'straight after university, about fifteen years ago' } },
      { told: 'my first job was as a junior analyst at a bank — long hours and it was pretty dull, but it taught me to check my numbers twice', say: { time: 'at twenty-two, about twelve years ago' } },
    ],
  },
  {
    id: 'past-like-most',
    asked: LIKE_MOST,
    fits: ['reason'],
    facts: [
      { told: 'honestly, the people — the team is small, it helps each other, and you see your work in the product within weeks' },
      { told: 'what I like most is the pace — the projects are real, and the team is good at telling each other the truth' },
    ],
  },
];

const TEACHER_PAST: readonly Topic[] = [
  {
    id: 'past-work',
    asked: PREVIOUS_WORK,
    fits: ['time', 'place', 'reason'],
    facts: [{ told: 'at a bigger school across town — six years, before I came here', say: { place: 'at a bigger school across town — six years, before I came here', time: 'six years, before I came here' } }],
  },
  {
    id: 'past-tenure',
    asked: TENURE,
    fits: ['time'],
    facts: [
      { told: 'eleven years, the last four at this school', say: { time: 'eleven years — the last four here' } },
      { told: 'seven years now, all of them with this age group', say: { time: 'seven years, all with this age group' } },
    ],
  },
  {
    id: 'past-first-job',
    asked: FIRST_JOB,
    fits: ['time', 'place', 'reason'],
    facts: [{ told: 'my first job was as a teaching assistant — it was exhausting but great, and it’s the reason I teach', say: { time: 'at twenty-three, before I trained' } }],
  },
];

const CANDIDATE_PAST: readonly Topic[] = [
  {
    // Before this job is the job they are leaving (the same one they describe as their current role).
    id: 'past-work',
    asked: PREVIOUS_WORK,
    fits: ['time', 'place', 'reason'],
    facts: [
      { told: 'at a payments start-up in town — four years, in a team of five; I’m leaving because I want to lead a team, and there’s no room to grow into that there', say: { place: 'at a payments start-up in town — four years, in a team of five; I’m leaving because I want to lead a team, and there’s no room for that there', time: 'four years, at a payments start-up in town', reason: 'because I want to lead a team, and there’s no room to grow into that where I am' } },
    ],
  },
  {
    id: 'past-first-job',
    asked: FIRST_JOB,
    fits: ['time', 'place', 'reason'],
    facts: [
      { told: 'my first design job was at a small agency — it was intense but honestly great: real clients from week one and feedback every day', say: { time: 'straight after my degree, about five years ago', place: 'at a small branding agency in town' } },
      { told: 'my first design job was in-house at a retailer — it was a good school: tight deadlines, and I learned to explain my choices', say: { time: 'about six years ago, after an internship', place: 'in the in-house team of a retailer' } },
    ],
  },
];

/** The past topics for a role, read before its other topics. */
export function pastTopics(role: RoleKind, casual: boolean): readonly Topic[] {
  if (casual) return CASUAL_PAST;
  if (role === 'boss' || role === 'interviewer' || role === 'colleague') return WORKPLACE_PAST;
  if (role === 'teacher') return TEACHER_PAST;
  if (role === 'candidate') return CANDIDATE_PAST;
  return [];
}
