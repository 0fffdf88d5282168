import type { GoalKind } from '../../../src/server/ai/offline/practice/goals';

/**
 * Questions to the character, labelled by hand with the slot a good answer must fill and what
 * it must address. Each is played after `before` (the lines that put the character in a state:
 * a hesitation, a no, a cold mood, facts the user told).
 *
 * Every set here has been read (each set's first reading is in bench/README.md) and they are all
 * development sets now: A–F were moved into development by engineer 23b this session (the lead
 * holds new unseen sets), G was written as this session's development set, H was read once after
 * the persona-facts round. A new unseen set goes in a new export, written before any change.
 */

/** The slot a good answer fills. */
export type AskSlot =
  | 'time' // a time, or an explicit reason for not giving one
  | 'place' // a place, named or described
  | 'reason' // a cause ("because…", "I was…")
  | 'feeling' // how they feel / felt
  | 'preference' // picks something they like / would choose
  | 'opinion' // a judgement about the thing asked
  | 'either' // picks one of `options` (or says why not)
  | 'yesno' // a yes or a no (maybe with a reason), about the thing asked
  | 'invite' // accepts, declines or hesitates — consistent with the stance so far
  | 'person' // someone
  | 'thing' // the concrete thing asked for (a name, a number, an item)
  | 'amount'; // a number

export interface AskCase {
  goal: GoalKind;
  /** The request the coach builds the practice from, when the goal's usual one is not the practice asked about. */
  request?: string;
  /** Lines played before the question (set the character's state). */
  before: readonly string[];
  line: string;
  asks: AskSlot;
  /** Either/or: the options, each in a word or two (the answer must name one of them). */
  options?: readonly string[];
  /** Words the answer must be about (any one of them), when the slot alone is not enough. */
  about?: readonly string[];
  /** What a good answer must address, for the hand reading. */
  must: string;
  /** The stance an answer must not contradict (after a no, a bare yes to the same ask is a flip). */
  keep?: 'declined' | 'maybe';
}

export const ASKS_A: readonly AskCase[] = [
  // invite (crush)
  { goal: 'invite', before: ['Hey! How was your weekend?'], line: 'which ramen place?', asks: 'thing', about: ['ramen'], must: 'names the ramen place' },
  { goal: 'invite', before: ['hey, how is your week going?'], line: 'what time works for you on saturday?', asks: 'time', must: 'a time on Saturday, or why not' },
  { goal: 'invite', before: [], line: 'do you want to get coffee friday?', asks: 'invite', must: 'yes / not yet / no to coffee on Friday' },
  { goal: 'invite', before: ['hi!'], line: 'are you more into sushi or pizza?', asks: 'either', options: ['sushi', 'pizza'], must: 'picks sushi or pizza' },
  { goal: 'invite', before: ['Hey! How was class?'], line: 'where do you usually study?', asks: 'place', must: 'a place they study' },
  { goal: 'invite', before: ['hey'], line: 'what kind of movies do you like?', asks: 'preference', about: ['movie', 'film', 'comed', 'horror', 'thriller', 'romcom', 'drama', 'sci'], must: 'a genre or a film' },
  { goal: 'invite', before: ['Hey, how are you?'], line: 'why are you always at the library so late lol', asks: 'reason', must: 'a reason for being at the library late' },
  { goal: 'invite', before: ['hey', 'Would you like to get coffee on Saturday?'], line: 'what would make you say yes?', asks: 'reason', must: 'what would help (knowing each other better), consistent with the maybe', keep: 'maybe' },
  // open (new match)
  { goal: 'open', before: ['Hey! How is your week?'], line: 'what do you do for fun on weekends?', asks: 'preference', must: 'a concrete activity' },
  { goal: 'open', before: [], line: 'are you a beach or mountains person?', asks: 'either', options: ['beach', 'mountain'], must: 'picks beach or mountains' },
  { goal: 'open', before: ['hi!'], line: 'what is the best thing you have eaten this month?', asks: 'thing', must: 'a specific food or dish' },
  { goal: 'open', before: ['Hey! I just started learning guitar and my fingers hurt haha'], line: 'do you play anything?', asks: 'yesno', must: 'yes or no, about playing an instrument' },
  // reinvite (after a can't)
  { goal: 'reinvite', before: ['Hey! How is your week going?', 'Would you like to get coffee on Friday?'], line: 'when are you free then?', asks: 'time', must: 'a day or time they are free', keep: 'declined' },
  { goal: 'reinvite', before: ['Hey! How is your week going?', 'Would you like to get coffee on Friday?'], line: 'why can’t you make it?', asks: 'reason', must: 'the reason they cannot on Friday', keep: 'declined' },
  // repair (ex)
  { goal: 'repair', before: ['I’m sorry I cancelled on you last minute.'], line: 'are you still mad at me?', asks: 'feeling', about: ['mad', 'angry', 'upset', 'hurt'], must: 'still mad or not, honestly' },
  { goal: 'repair', before: ['Hey.'], line: 'why did you say that?', asks: 'reason', must: 'why they said what they said' },
  { goal: 'repair', before: ['I’m sorry, I was wrong to cancel on you.'], line: 'what can I do to make it up to you?', asks: 'thing', must: 'something concrete that would help' },
  { goal: 'repair', before: ['Hey.'], line: 'how did you feel when I didn’t show up?', asks: 'feeling', must: 'how they felt (hurt, let down)' },
  // reconnect (friend)
  { goal: 'reconnect', before: ['Hey, it’s been ages!'], line: 'where are you working now?', asks: 'place', must: 'a workplace' },
  { goal: 'reconnect', before: ['Hey! How have you been?'], line: 'do you still talk to Mia?', asks: 'yesno', about: ['mia'], must: 'yes or no about Mia' },
  { goal: 'reconnect', before: ['Hey!'], line: 'what’s your favourite place to eat these days?', asks: 'place', must: 'a named or described place' },
  { goal: 'reconnect', before: ['Hey, it’s been ages!', 'Would you like to catch up over lunch sometime?'], line: 'what day is good for you?', asks: 'time', must: 'a day' },
  // ask (boss, raise)
  { goal: 'ask', before: ['Thanks for making time.'], line: 'when would a raise take effect?', asks: 'time', must: 'when a raise would start' },
  { goal: 'ask', before: ['Thanks for making time.'], line: 'how much room is there in the budget?', asks: 'amount', must: 'an amount or range, or why it cannot be said' },
  { goal: 'ask', before: ['Thanks for making time.'], line: 'why was my review delayed?', asks: 'reason', must: 'a reason for the delay' },
  { goal: 'ask', before: ['Thanks for making time.'], line: 'would you support a promotion or a raise first?', asks: 'either', options: ['promotion', 'raise'], must: 'picks one or explains' },
  // interview (interviewer)
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'what would my first project be?', asks: 'thing', about: ['project'], must: 'a concrete first project' },
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'when can I expect to hear back?', asks: 'time', must: 'a time frame' },
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'where is the office?', asks: 'place', must: 'where the office is' },
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'why is this position open?', asks: 'reason', must: 'why the role is open' },
  // hire (candidate)
  { goal: 'hire', before: ['Thanks for coming in.'], line: 'when could you start?', asks: 'time', must: 'a start date or notice period' },
  { goal: 'hire', before: ['Thanks for coming in.'], line: 'what salary are you expecting?', asks: 'amount', must: 'a number or range' },
  { goal: 'hire', before: ['Thanks for coming in.'], line: 'do you prefer working alone or in a team?', asks: 'either', options: ['alone', 'team'], must: 'picks one or explains' },
  // resolve (customer)
  { goal: 'resolve', before: ['I’m sorry about this.'], line: 'would you prefer a refund or a replacement?', asks: 'either', options: ['refund', 'replacement'], must: 'picks refund or replacement' },
  { goal: 'resolve', before: ['I’m sorry about this.'], line: 'what address should we send it to?', asks: 'place', must: 'an address or where to send it' },
  { goal: 'resolve', before: ['I’m really sorry about the delay.'], line: 'are you still angry with us?', asks: 'feeling', must: 'how they feel now' },
  // align (teacher)
  { goal: 'align', before: ['Thank you for meeting with me.'], line: 'what time do classes finish?', asks: 'time', must: 'a time' },
  { goal: 'align', before: ['Thank you for meeting with me.'], line: 'why do you think his grades dropped?', asks: 'reason', must: 'a reason for the drop' },
  { goal: 'align', before: ['Thank you for meeting with me.'], line: 'who does he sit with in class?', asks: 'person', must: 'who he sits with' },
  // defuse (commenter)
  { goal: 'defuse', before: ['Thanks for the comment.'], line: 'why do you think I’m overselling it?', asks: 'reason', must: 'a reason' },
  { goal: 'defuse', before: ['Thanks for the comment.'], line: 'which part was wrong?', asks: 'thing', must: 'the part' },
  { goal: 'defuse', before: ['Thanks for the comment.'], line: 'do you want me to add a source?', asks: 'yesno', must: 'yes or no to a source' },
];

/** Written at the end of the session, after the policy was built; never used to tune it. */
export const ASKS_B: readonly AskCase[] = [
  { goal: 'invite', before: ['hey! how was your day?'], line: 'whats your go-to coffee order', asks: 'preference', must: 'a coffee order' },
  { goal: 'invite', before: ['hey'], line: 'would you rather go bowling or mini golf?', asks: 'either', options: ['bowling', 'golf'], must: 'picks one' },
  { goal: 'invite', before: ['Hi! How was the lecture?'], line: 'when do you finish classes on thursdays?', asks: 'time', must: 'a time on Thursday' },
  { goal: 'invite', before: ['hey, how are you?'], line: 'who do you usually hang out with?', asks: 'person', must: 'people they hang out with' },
  { goal: 'invite', before: ['hey'], line: 'Is the new café on the corner any good?', asks: 'yesno', must: 'yes or no about the café' },
  { goal: 'open', before: ['Hi! How’s your weekend going?'], line: 'where did you grow up?', asks: 'place', must: 'a place' },
  { goal: 'open', before: ['hey!'], line: 'why did you pick that photo for your profile lol', asks: 'reason', must: 'why that photo' },
  { goal: 'open', before: ['Hey! I love hiking, I did a big trail last week'], line: 'do you like hiking too?', asks: 'yesno', about: ['hik'], must: 'yes or no to hiking' },
  { goal: 'open', before: ['hey'], line: 'cats or dogs?', asks: 'either', options: ['cat', 'dog'], must: 'picks one' },
  { goal: 'reinvite', before: ['Hey! How is your week going?', 'Would you like to get coffee on Friday?'], line: 'what day would work better for you?', asks: 'time', must: 'a day, not a yes to Friday', keep: 'declined' },
  { goal: 'repair', before: ['I’m sorry about last weekend.'], line: 'are you still upset with me?', asks: 'feeling', about: ['upset', 'hurt', 'mad'], must: 'upset or not' },
  { goal: 'repair', before: ['Hey.'], line: 'why didn’t you tell me you were hurt?', asks: 'reason', must: 'why they did not say' },
  { goal: 'repair', before: ['I’m sorry, I messed up.'], line: 'can we talk about it this weekend?', asks: 'invite', must: 'yes / not yet / no to talking this weekend' },
  { goal: 'reconnect', before: ['Hey, long time!'], line: 'where are you living these days?', asks: 'place', must: 'where they live' },
  { goal: 'reconnect', before: ['Hey! How have you been?'], line: 'how did you feel when I moved away?', asks: 'feeling', must: 'how they felt' },
  { goal: 'reconnect', before: ['Hey!'], line: 'do you still go climbing?', asks: 'yesno', about: ['climb'], must: 'yes or no about climbing' },
  { goal: 'ask', before: ['Thanks for meeting with me.'], line: 'who makes the final call on raises?', asks: 'person', must: 'who decides' },
  { goal: 'ask', before: ['Thanks for meeting with me.'], line: 'what percentage is realistic this year?', asks: 'amount', must: 'a percentage or range' },
  { goal: 'ask', before: ['Thanks for meeting with me.'], line: 'how soon could we revisit this?', asks: 'time', must: 'a time' },
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'who would I be reporting to?', asks: 'person', must: 'a person or role' },
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'what is the salary range?', asks: 'amount', must: 'a range or why not' },
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'is the role remote or in the office?', asks: 'either', options: ['remote', 'office'], must: 'one or the split' },
  { goal: 'hire', before: ['Thanks for coming in.'], line: 'why do you want to leave your current job?', asks: 'reason', must: 'a reason' },
  { goal: 'hire', before: ['Thanks for coming in.'], line: 'where are you based?', asks: 'place', must: 'where they live' },
  { goal: 'resolve', before: ['I’m so sorry this happened.'], line: 'when did the package arrive?', asks: 'time', must: 'when it arrived' },
  { goal: 'resolve', before: ['I’m so sorry this happened.'], line: 'how much did you pay for it?', asks: 'amount', must: 'an amount' },
  { goal: 'align', before: ['Thanks for seeing me.'], line: 'how many assignments has he missed?', asks: 'amount', must: 'a number' },
  { goal: 'align', before: ['Thanks for seeing me.'], line: 'when is a good time to call you?', asks: 'time', must: 'a time' },
  { goal: 'defuse', before: ['Thanks for the feedback.'], line: 'what would change your mind?', asks: 'thing', about: ['source', 'data', 'number', 'cost', 'evidence'], must: 'what would convince them' },
  { goal: 'defuse', before: ['Thanks for the feedback.'], line: 'are you angry about the post?', asks: 'feeling', must: 'angry or not' },
];

/**
 * Set C: written after set B had been read and the policy revised once more (B is seen text now),
 * and never used to tune anything — the final unseen estimate in bench/README.md.
 */
export const ASKS_C: readonly AskCase[] = [
  { goal: 'invite', before: ['hey! hows your week'], line: 'whats the best pizza place around here?', asks: 'place', must: 'names a pizza place' },
  { goal: 'invite', before: ['hi!'], line: 'do you prefer mornings or evenings?', asks: 'either', options: ['morning', 'evening'], must: 'picks one' },
  { goal: 'invite', before: ['hey, how was the exam?'], line: 'when is your next exam?', asks: 'time', must: 'a date or day' },
  { goal: 'invite', before: ['Hey!'], line: 'why did you pick chemistry?', asks: 'reason', must: 'why chemistry' },
  { goal: 'invite', before: ['hey'], line: 'have you ever been to the night market?', asks: 'yesno', about: ['night market', 'market'], must: 'yes or no about the night market' },
  { goal: 'open', before: ['Hey, nice to match with you!'], line: 'what do you do when you’re not working?', asks: 'preference', must: 'an activity' },
  { goal: 'open', before: ['hey!'], line: 'where would you go on a perfect day off?', asks: 'place', must: 'a place' },
  { goal: 'open', before: ['Hi!'], line: 'how many siblings do you have?', asks: 'amount', must: 'a number' },
  { goal: 'open', before: ['hey!'], line: 'who taught you to cook?', asks: 'person', must: 'a person' },
  { goal: 'reinvite', before: ['Hey! How is your week going?', 'Would you like to get coffee on Friday?'], line: 'would next weekend work instead?', asks: 'invite', must: 'a yes or another time — not a flip back to no without reason', keep: 'declined' },
  { goal: 'repair', before: ['I’m really sorry about what I said.'], line: 'do you forgive me?', asks: 'feeling', about: ['forgive'], must: 'forgives or not yet' },
  { goal: 'repair', before: ['Hey.'], line: 'what did I do that hurt you the most?', asks: 'reason', must: 'what hurt' },
  { goal: 'repair', before: ['I’m sorry I cancelled again.'], line: 'how can I make this right?', asks: 'thing', about: ['show', 'time', 'talk', 'keep', 'plan', 'call', 'coffee'], must: 'something concrete' },
  { goal: 'reconnect', before: ['Hey! Long time no see.'], line: 'what have you been doing for work lately?', asks: 'thing', about: ['work', 'job', 'design', 'studio', 'hospital'], must: 'their work' },
  { goal: 'reconnect', before: ['Hey!'], line: 'are you still living with Sara?', asks: 'yesno', about: ['sara'], must: 'yes or no about Sara' },
  { goal: 'reconnect', before: ['Hey, been ages!'], line: 'when did you get back from travelling?', asks: 'time', must: 'when' },
  { goal: 'ask', before: ['Thanks for making time today.'], line: 'what would I need to do to get promoted this year?', asks: 'thing', about: ['project', 'impact', 'results', 'lead', 'senior', 'quarter'], must: 'concrete criteria' },
  { goal: 'ask', before: ['Thanks for making time today.'], line: 'when is the budget set for next year?', asks: 'time', must: 'when' },
  { goal: 'ask', before: ['Thanks for making time today.'], line: 'is a 10% raise realistic?', asks: 'yesno', must: 'yes or no, maybe with a figure' },
  { goal: 'interview', before: ['Hi, thanks for meeting me.'], line: 'how many people are on the team?', asks: 'amount', must: 'a number' },
  { goal: 'interview', before: ['Hi, thanks for meeting me.'], line: 'what does the onboarding look like?', asks: 'thing', about: ['onboarding', 'first', 'week', 'days', 'learn'], must: 'the onboarding' },
  { goal: 'hire', before: ['Thanks for coming in today.'], line: 'what are you most proud of in your last job?', asks: 'thing', must: 'a concrete achievement' },
  { goal: 'hire', before: ['Thanks for coming in today.'], line: 'how much notice do you need to give?', asks: 'amount', must: 'a notice period' },
  { goal: 'resolve', before: ['I’m sorry this went wrong.'], line: 'which item was missing from the box?', asks: 'thing', must: 'the missing item' },
  { goal: 'resolve', before: ['I’m sorry this went wrong.'], line: 'what is the best number to call you on?', asks: 'amount', must: 'a number or how to reach them' },
  { goal: 'align', before: ['Thanks for meeting me.'], line: 'who should I talk to about extra reading help?', asks: 'person', must: 'a person or role' },
  { goal: 'align', before: ['Thanks for meeting me.'], line: 'how is he doing in maths?', asks: 'opinion', must: 'how he is doing in maths' },
  { goal: 'align', before: ['Thanks for meeting me.'], line: 'would it help if we read together every evening?', asks: 'yesno', must: 'yes or no, about reading together' },
  { goal: 'defuse', before: ['Thanks for your comment.'], line: 'why are you so sure it doesn’t work?', asks: 'reason', must: 'a reason' },
  { goal: 'defuse', before: ['Thanks for your comment.'], line: 'where did you read that?', asks: 'place', must: 'a source' },
];

/**
 * Set D: written last, after set C had been read and the policy revised against it; never used to
 * tune anything — the final unseen estimate in bench/README.md.
 */
export const ASKS_D: readonly AskCase[] = [
  { goal: 'invite', before: ['hey! how was practice?'], line: 'what kind of music do you run to?', asks: 'preference', must: 'a genre or artist' },
  { goal: 'invite', before: ['hi'], line: 'are you going to the party on friday?', asks: 'yesno', about: ['party'], must: 'yes or no about the party' },
  { goal: 'invite', before: ['hey, how are you?'], line: 'what are you up to this weekend?', asks: 'thing', about: ['weekend', 'saturday', 'sunday', 'dinner', 'walk', 'film', 'picnic', 'friends'], must: 'weekend plans' },
  { goal: 'invite', before: ['hey!'], line: 'tea or coffee?', asks: 'either', options: ['tea', 'coffee'], must: 'picks one' },
  { goal: 'invite', before: ['Hey! How was your week?'], line: 'what time do you usually get to campus?', asks: 'time', must: 'a time' },
  { goal: 'open', before: ['Hey, great profile!'], line: 'where was that beach photo taken?', asks: 'place', must: 'a place' },
  { goal: 'open', before: ['hi there'], line: 'what’s the last book you read?', asks: 'thing', must: 'a book' },
  { goal: 'open', before: ['Hey!'], line: 'why did you move to this city?', asks: 'reason', must: 'a reason' },
  { goal: 'open', before: ['hey'], line: 'do you have any pets?', asks: 'yesno', must: 'yes or no about pets' },
  { goal: 'reinvite', before: ['Hey! How is your week going?', 'Would you like to get coffee on Friday?'], line: 'no worries! is saturday any better?', asks: 'invite', must: 'yes or another day', keep: 'declined' },
  { goal: 'repair', before: ['I’m so sorry about what happened at the wedding.'], line: 'how are you feeling about us right now?', asks: 'feeling', must: 'how they feel about the relationship' },
  { goal: 'repair', before: ['I’m sorry.'], line: 'why did you block me?', asks: 'reason', must: 'a reason' },
  { goal: 'repair', before: ['I’m sorry I missed your birthday.'], line: 'would you be up for talking on the phone this week?', asks: 'invite', must: 'yes / not yet / no to a call' },
  { goal: 'reconnect', before: ['Hey! It’s been forever.'], line: 'how’s your sister doing?', asks: 'feeling', must: 'how the sister is' },
  { goal: 'reconnect', before: ['Hey!'], line: 'which neighbourhood did you move to?', asks: 'place', must: 'a neighbourhood' },
  { goal: 'reconnect', before: ['Hey, long time!'], line: 'do you still play in the band?', asks: 'yesno', about: ['band', 'play'], must: 'yes or no about the band' },
  { goal: 'ask', before: ['Thanks for your time.'], line: 'who else is involved in the decision?', asks: 'person', must: 'who' },
  { goal: 'ask', before: ['Thanks for your time.'], line: 'what kind of evidence would help my case?', asks: 'thing', about: ['result', 'number', 'project', 'evidence', 'impact', 'data', 'led'], must: 'concrete evidence' },
  { goal: 'ask', before: ['Thanks for your time.'], line: 'how much did raises average last year?', asks: 'amount', must: 'a figure' },
  { goal: 'interview', before: ['Hello, thanks for having me.'], line: 'what tools does the team use?', asks: 'thing', must: 'tools named' },
  { goal: 'interview', before: ['Hello, thanks for having me.'], line: 'how often does the team meet?', asks: 'time', must: 'a frequency' },
  { goal: 'interview', before: ['Hello, thanks for having me.'], line: 'why did the last person leave?', asks: 'reason', must: 'a reason' },
  { goal: 'hire', before: ['Thanks for coming.'], line: 'where do you see yourself in five years?', asks: 'thing', about: ['lead', 'senior', 'team', 'manage', 'role', 'years'], must: 'a concrete aim' },
  { goal: 'hire', before: ['Thanks for coming.'], line: 'are you interviewing anywhere else?', asks: 'yesno', must: 'yes or no' },
  { goal: 'resolve', before: ['I’m sorry about the trouble.'], line: 'what colour did you order?', asks: 'thing', must: 'a colour' },
  { goal: 'resolve', before: ['I’m sorry about the trouble.'], line: 'why didn’t you call us sooner?', asks: 'reason', must: 'a reason' },
  { goal: 'align', before: ['Thank you for coming in.'], line: 'how does she behave at lunchtime?', asks: 'opinion', must: 'lunchtime behaviour' },
  { goal: 'align', before: ['Thank you for coming in.'], line: 'when is the next parents evening?', asks: 'time', must: 'a date' },
  { goal: 'defuse', before: ['Thanks for commenting.'], line: 'what would you have written instead?', asks: 'thing', must: 'what they would write' },
  { goal: 'defuse', before: ['Thanks for commenting.'], line: 'have you actually used the product?', asks: 'yesno', must: 'yes or no' },
];

/**
 * Set E: written last of all, after set D had been read and the policy revised against it; never
 * used to tune anything — the final unseen estimate in bench/README.md.
 */
export const ASKS_E: readonly AskCase[] = [
  { goal: 'invite', before: ['hey :)'], line: 'what’s your favourite thing about this town?', asks: 'preference', must: 'something about the town' },
  { goal: 'invite', before: ['hi! how was your day?'], line: 'would you rather see a movie or go for a walk?', asks: 'either', options: ['movie', 'walk'], must: 'picks one' },
  { goal: 'invite', before: ['Hey!'], line: 'when does your shift end tonight?', asks: 'time', must: 'a time' },
  { goal: 'invite', before: ['hey, how’s it going?'], line: 'who’s your best friend here?', asks: 'person', must: 'a person' },
  { goal: 'open', before: ['Hey! love your dog in the pics'], line: 'what’s your dog’s name?', asks: 'thing', must: 'a name' },
  { goal: 'open', before: ['hi'], line: 'why did you join the app?', asks: 'reason', must: 'a reason' },
  { goal: 'open', before: ['Hey!'], line: 'do you cook much?', asks: 'yesno', about: ['cook'], must: 'yes or no about cooking' },
  { goal: 'open', before: ['hey there'], line: 'what’s the best trip you’ve been on?', asks: 'place', must: 'a trip / place' },
  { goal: 'reinvite', before: ['Hey! How is your week going?', 'Would you like to get coffee on Friday?'], line: 'what does your week look like after that?', asks: 'time', must: 'when they are free', keep: 'declined' },
  { goal: 'repair', before: ['I’m sorry for how I acted.'], line: 'do you want to talk about it now or later?', asks: 'either', options: ['now', 'later'], must: 'picks one' },
  { goal: 'repair', before: ['Hey.'], line: 'are you angry with me?', asks: 'feeling', about: ['angry', 'mad', 'upset', 'hurt'], must: 'angry or not' },
  { goal: 'reconnect', before: ['Hey! Long time.'], line: 'what’s new with you?', asks: 'thing', about: ['new', 'job', 'moved', 'started', 'concert', 'ramen', 'busy', 'week'], must: 'some news' },
  { goal: 'reconnect', before: ['Hey!'], line: 'where did you end up for uni?', asks: 'place', must: 'a place' },
  { goal: 'ask', before: ['Thanks for meeting.'], line: 'what’s the process for asking for a raise here?', asks: 'thing', about: ['review', 'case', 'hr', 'process', 'results'], must: 'the process' },
  { goal: 'ask', before: ['Thanks for meeting.'], line: 'when could we talk about this again?', asks: 'time', must: 'a time' },
  { goal: 'interview', before: ['Hi, thank you for having me.'], line: 'what’s the team culture like?', asks: 'opinion', about: ['culture', 'team', 'people', 'help', 'speak', 'supportive', 'pace'], must: 'the culture' },
  { goal: 'interview', before: ['Hi, thank you for having me.'], line: 'is there a probation period?', asks: 'yesno', must: 'yes or no' },
  { goal: 'hire', before: ['Welcome, thanks for coming.'], line: 'why should we hire you?', asks: 'reason', must: 'a reason' },
  { goal: 'hire', before: ['Welcome, thanks for coming.'], line: 'what software are you comfortable with?', asks: 'thing', must: 'named software' },
  { goal: 'resolve', before: ['I’m sorry, that’s not good enough from us.'], line: 'what day would suit you for the delivery?', asks: 'time', must: 'a day' },
  { goal: 'resolve', before: ['I’m sorry, that’s not good enough from us.'], line: 'is email okay for updates?', asks: 'yesno', must: 'yes or no' },
  { goal: 'align', before: ['Thanks for your time.'], line: 'what can we do at home to help?', asks: 'thing', about: ['read', 'homework', 'routine', 'minutes', 'evening', 'log', 'bed'], must: 'something concrete for home' },
  { goal: 'defuse', before: ['Thanks for your comment.'], line: 'which number do you think is wrong?', asks: 'thing', must: 'the number' },
  { goal: 'defuse', before: ['Thanks for your comment.'], line: 'would a follow-up post help?', asks: 'yesno', must: 'yes or no' },
];

/**
 * Set F: written after set E had been read and the policy revised against it; never used to tune
 * anything — the final unseen estimate in bench/README.md.
 */
export const ASKS_F: readonly AskCase[] = [
  { goal: 'invite', before: ['hey! good luck today'], line: 'how did the presentation go?', asks: 'opinion', must: 'how it went' },
  { goal: 'invite', before: ['hi :)'], line: 'which cafe do you usually study at?', asks: 'place', must: 'a cafe' },
  { goal: 'invite', before: ['hey'], line: 'when’s your birthday?', asks: 'time', must: 'a date' },
  { goal: 'invite', before: ['Hey! how was the gig?'], line: 'who did you go with?', asks: 'person', must: 'a person' },
  { goal: 'open', before: ['hey!'], line: 'what’s something you’re really good at?', asks: 'thing', must: 'a skill' },
  { goal: 'open', before: ['hi'], line: 'are you a coffee or tea person?', asks: 'either', options: ['coffee', 'tea'], must: 'picks one' },
  { goal: 'open', before: ['Hey, cool profile'], line: 'how long have you lived here?', asks: 'time', must: 'a duration' },
  { goal: 'reinvite', before: ['Hey! How is your week going?', 'Would you like to get coffee on Friday?'], line: 'how about sunday brunch instead?', asks: 'invite', must: 'yes to the new offer or a reason', keep: 'declined' },
  { goal: 'repair', before: ['I’m sorry about the other night.'], line: 'what do you need from me right now?', asks: 'thing', about: ['time', 'space', 'listen', 'show', 'honest', 'sorry', 'need'], must: 'what they need' },
  { goal: 'repair', before: ['Hey.'], line: 'why won’t you talk to me?', asks: 'reason', must: 'a reason' },
  { goal: 'reconnect', before: ['Hey, it’s been ages!'], line: 'do you still have that old bike?', asks: 'yesno', about: ['bike'], must: 'yes or no about the bike' },
  { goal: 'reconnect', before: ['Hey!'], line: 'how’s the new job treating you?', asks: 'opinion', must: 'how the job is' },
  { goal: 'ask', before: ['Thanks for the time today.'], line: 'when will I hear back about this?', asks: 'time', must: 'when' },
  { goal: 'ask', before: ['Thanks for the time today.'], line: 'what would stop you from approving it?', asks: 'reason', must: 'what would block it' },
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'how many days a week would I be in the office?', asks: 'amount', must: 'a number of days' },
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'who would I be working with most?', asks: 'person', must: 'who' },
  { goal: 'hire', before: ['Thanks for coming in.'], line: 'what’s your biggest weakness?', asks: 'thing', must: 'a weakness' },
  { goal: 'resolve', before: ['I’m really sorry about this.'], line: 'would a voucher help make up for it?', asks: 'yesno', must: 'yes or no to a voucher' },
  { goal: 'align', before: ['Thanks for meeting me.'], line: 'what time does homework club run?', asks: 'time', must: 'a time' },
  { goal: 'defuse', before: ['Thanks for the comment.'], line: 'is there anything you did like about the post?', asks: 'yesno', must: 'yes or no, about the post' },
];

/**
 * Set G (engineer 23b, this session): written before the persona-facts change, read once by hand
 * (first reading in bench/README.md), then used to develop it — seen text now. Everyday questions
 * about the character's own life and the practice's world (commute, pets, family, shows, hours,
 * on-call, office days, tools, refund timeline, order status, school policy…).
 */
export const ASKS_G: readonly AskCase[] = [
  { goal: 'invite', before: ['hey!'], line: 'how do you get to campus, bus or bike?', asks: 'either', options: ['bus', 'bike'], must: 'picks bus or bike' },
  { goal: 'invite', before: ['hey :)'], line: 'do you have any pets?', asks: 'yesno', about: ['dog', 'cat', 'pet', 'rabbit', 'fish', 'hamster', 'no'], must: 'yes/no about pets, ideally which' },
  { goal: 'invite', before: ['hi'], line: 'whats your dog called', asks: 'thing', about: ['dog'], must: 'the dog’s name (or says no dog)' },
  { goal: 'invite', before: ['hey'], line: 'what are you watching at the moment?', asks: 'thing', about: ['watch', 'show', 'series', 'film'], must: 'a show' },
  { goal: 'invite', before: ['hey!'], line: 'how long is your commute?', asks: 'time', must: 'a duration' },
  { goal: 'invite', before: ['hi'], line: 'do you have brothers or sisters?', asks: 'yesno', about: ['brother', 'sister', 'sibling', 'only child'], must: 'siblings yes/no' },
  { goal: 'invite', before: ['hey'], line: 'what did you have for lunch today lol', asks: 'thing', about: ['lunch', 'sandwich', 'salad', 'soup', 'ramen', 'pasta', 'noodle', 'wrap', 'curry', 'toast', 'burrito'], must: 'a food' },
  { goal: 'open', before: ['hey!'], line: 'where are you from originally?', asks: 'place', must: 'a place' },
  { goal: 'open', before: ['hi there'], line: 'what do you do for work?', asks: 'thing', about: ['work', 'design', 'nurse', 'teacher', 'engineer', 'admin', 'job', 'studio', 'hospital'], must: 'a job' },
  { goal: 'open', before: ['hey'], line: 'are you a morning person?', asks: 'yesno', must: 'yes/no about mornings' },
  { goal: 'open', before: ['hi'], line: 'how many siblings do you have', asks: 'amount', about: ['sibling', 'brother', 'sister'], must: 'a number of siblings' },
  { goal: 'open', before: ['hey!'], line: 'whats the last concert you went to?', asks: 'thing', about: ['concert', 'gig', 'band', 'trio', 'saw'], must: 'a concert' },
  { goal: 'open', before: ['hi'], line: 'do you cook much?', asks: 'yesno', about: ['cook'], must: 'yes/no about cooking' },
  { goal: 'reconnect', before: ['Hey, it’s been ages!'], line: 'how is your mum doing?', asks: 'opinion', about: ['mum', 'she'], must: 'how their mum is' },
  { goal: 'reconnect', before: ['Hey!'], line: 'are you still living in that flat on the hill?', asks: 'yesno', about: ['flat', 'live', 'moved', 'hill'], must: 'yes/no about the flat' },
  { goal: 'reconnect', before: ['Hey, it’s been ages!'], line: 'what time do you finish work these days?', asks: 'time', must: 'a time' },
  { goal: 'reconnect', before: ['Hey!'], line: 'did you ever get that cat you wanted?', asks: 'yesno', about: ['cat'], must: 'yes/no about the cat' },
  { goal: 'reconnect', before: ['Hey!'], line: 'how are things with your sister?', asks: 'opinion', about: ['sister', 'she'], must: 'about the sister' },
  { goal: 'repair', before: ['I’m sorry about last week.'], line: 'where were you on saturday?', asks: 'place', must: 'where they were' },
  { goal: 'repair', before: ['Hey.'], line: 'who told you about it?', asks: 'person', must: 'a person' },
  { goal: 'ask', before: ['Thanks for making time.'], line: 'how many people are getting raises this year?', asks: 'amount', about: ['raise', 'people', 'few', 'team'], must: 'a number or why not' },
  { goal: 'ask', before: ['Thanks for making time.'], line: 'what do I need to show to get to senior?', asks: 'thing', about: ['senior', 'project', 'lead', 'impact', 'own'], must: 'the criteria' },
  { goal: 'ask', before: ['Thanks for making time.'], line: 'is the on-call rota going to change?', asks: 'yesno', about: ['on-call', 'rota', 'call'], must: 'yes/no about the rota' },
  { goal: 'ask', before: ['Thanks for making time.'], line: 'can I work from home on fridays?', asks: 'yesno', about: ['home', 'friday', 'remote'], must: 'yes/no about Fridays from home' },
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'what are the working hours like?', asks: 'time', must: 'hours' },
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'is there an on-call rotation?', asks: 'yesno', about: ['on-call', 'call', 'rota'], must: 'yes/no about on-call' },
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'what does the release process look like?', asks: 'thing', about: ['release', 'deploy', 'review', 'ship'], must: 'the process' },
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'how much holiday do you get?', asks: 'amount', about: ['days', 'holiday', 'leave', 'weeks'], must: 'an amount of holiday' },
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'why did the last person leave this role?', asks: 'reason', must: 'why they left' },
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'do people get a budget for training?', asks: 'yesno', about: ['training', 'budget', 'course', 'conference'], must: 'yes/no about training budget' },
  { goal: 'hire', before: ['Thanks for coming in.'], line: 'how do you get on with deadlines?', asks: 'opinion', about: ['deadline'], must: 'how they handle deadlines' },
  { goal: 'hire', before: ['Thanks for coming in.'], line: 'what tools do you use day to day?', asks: 'thing', about: ['figma', 'jira', 'slack', 'notion', 'excel', 'tool'], must: 'tools' },
  { goal: 'hire', before: ['Thanks for coming in.'], line: 'where are you based at the moment?', asks: 'place', must: 'where they live' },
  { goal: 'hire', before: ['Thanks for coming in.'], line: 'have you managed anyone before?', asks: 'yesno', about: ['manag', 'team', 'led', 'lead'], must: 'yes/no about managing' },
  { goal: 'resolve', before: ['I’m so sorry for the trouble.'], line: 'when did you first contact us about this?', asks: 'time', must: 'a date' },
  { goal: 'resolve', before: ['I’m so sorry for the trouble.'], line: 'did you keep the packaging?', asks: 'yesno', about: ['box', 'packaging', 'kept', 'threw'], must: 'yes/no about the packaging' },
  { goal: 'resolve', before: ['I’m so sorry for the trouble.'], line: 'how did you pay for it?', asks: 'thing', about: ['card', 'paypal', 'cash', 'visa', 'debit', 'credit'], must: 'a payment method' },
  { goal: 'resolve', before: ['I’m so sorry for the trouble.'], line: 'what does the tracking page say?', asks: 'thing', about: ['tracking', 'depot', 'transit', 'delivered', 'says', 'dispatched'], must: 'the tracking status' },
  { goal: 'align', before: ['Thanks for meeting me.'], line: 'what’s the school’s policy on phones?', asks: 'thing', about: ['phone'], must: 'the phone policy' },
  { goal: 'align', before: ['Thanks for meeting me.'], line: 'how many kids are in her class?', asks: 'amount', about: ['kids', 'children', 'pupils', 'class'], must: 'a number' },
  { goal: 'align', before: ['Thanks for meeting me.'], line: 'does she eat lunch with anyone?', asks: 'yesno', about: ['lunch', 'friend', 'with'], must: 'yes/no about lunch company' },
  { goal: 'defuse', before: ['Thanks for the comment.'], line: 'what do you do for a living, out of interest?', asks: 'thing', about: ['work', 'job', 'engineer', 'analyst', 'accountant', 'manager', 'i'], must: 'a job' },
];

/**
 * Set H (engineer 23b): written after the persona-facts round was finished, read once, never used
 * to change anything — this session's unseen estimate (bench/README.md). Do not fix a miss here.
 */
export const ASKS_H: readonly AskCase[] = [
  { goal: 'invite', before: ['hey!'], line: 'do you live far from campus?', asks: 'yesno', must: 'yes/no, where' },
  { goal: 'invite', before: ['hi'], line: 'what kind of dog is it?', asks: 'thing', about: ['dog', 'beagle', 'pet', 'cat', 'no'], must: 'a breed, or no dog' },
  { goal: 'invite', before: ['hey :)'], line: 'who do you live with?', asks: 'person', must: 'who' },
  { goal: 'invite', before: ['hey'], line: 'have you got any plans for the summer?', asks: 'yesno', must: 'yes/no about summer plans' },
  { goal: 'invite', before: ['hiya'], line: 'what’s your favourite thing to cook?', asks: 'thing', about: ['cook', 'dal', 'pasta', 'curry', 'soup', 'bake', 'pie'], must: 'a dish' },
  { goal: 'open', before: ['hey!'], line: 'how long have you been at your job?', asks: 'time', must: 'a duration' },
  { goal: 'open', before: ['hi'], line: 'what’s your family like?', asks: 'opinion', about: ['mum', 'dad', 'sister', 'brother', 'parents', 'family'], must: 'about their family' },
  { goal: 'open', before: ['hey'], line: 'do you have a car?', asks: 'yesno', about: ['car', 'drive', 'bike'], must: 'yes/no about a car' },
  { goal: 'open', before: ['hi!'], line: 'what time do you usually go to bed lol', asks: 'time', must: 'a time' },
  { goal: 'open', before: ['hey'], line: 'what did you study at uni?', asks: 'thing', must: 'a subject' },
  { goal: 'open', before: ['hi'], line: 'how was your holiday?', asks: 'opinion', must: 'how the holiday was' },
  { goal: 'reconnect', before: ['Hey, long time!'], line: 'is your brother still in london?', asks: 'yesno', about: ['brother', 'london'], must: 'yes/no about the brother' },
  { goal: 'reconnect', before: ['Hey!'], line: 'what are you up to at work these days?', asks: 'thing', about: ['work', 'design', 'hospital', 'admin', 'project', 'studio'], must: 'about work' },
  { goal: 'reconnect', before: ['Hey!'], line: 'how are your parents?', asks: 'opinion', about: ['mum', 'dad', 'parents', 'they'], must: 'how the parents are' },
  { goal: 'repair', before: ['I’m sorry.'], line: 'who were you with last night?', asks: 'person', must: 'a person' },
  { goal: 'ask', before: ['Thanks for making time.'], line: 'how is the company doing financially?', asks: 'opinion', about: ['company', 'revenue', 'profit', 'target', 'budget', 'doing'], must: 'the company’s state' },
  { goal: 'ask', before: ['Thanks for making time.'], line: 'is there a bonus this year?', asks: 'yesno', about: ['bonus'], must: 'yes/no about a bonus' },
  { goal: 'ask', before: ['Thanks for making time.'], line: 'how many people report to you?', asks: 'amount', must: 'a number' },
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'how big is the company?', asks: 'amount', must: 'a size' },
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'is the salary negotiable?', asks: 'yesno', about: ['salary', 'band', 'negotia', 'range'], must: 'yes/no about negotiating salary' },
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'do you offer parental leave?', asks: 'yesno', about: ['leave', 'parental', 'weeks'], must: 'yes/no about parental leave' },
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'what’s the hardest part of this job?', asks: 'thing', must: 'a hard part' },
  { goal: 'hire', before: ['Thanks for coming in.'], line: 'why are you leaving your current job?', asks: 'reason', must: 'a reason' },
  { goal: 'hire', before: ['Thanks for coming in.'], line: 'how many people were on your last team?', asks: 'amount', must: 'a number' },
  { goal: 'hire', before: ['Thanks for coming in.'], line: 'are you ok with working some weekends?', asks: 'yesno', about: ['weekend'], must: 'yes/no about weekends' },
  { goal: 'resolve', before: ['I’m really sorry about this.'], line: 'what’s your order number?', asks: 'thing', must: 'an order number' },
  { goal: 'resolve', before: ['I’m really sorry about this.'], line: 'has anyone from our team called you back yet?', asks: 'yesno', must: 'yes/no about a callback' },
  { goal: 'resolve', before: ['I’m really sorry about this.'], line: 'when did the parcel finally turn up?', asks: 'time', must: 'a time' },
  { goal: 'align', before: ['Thanks for meeting me.'], line: 'does the school have a homework policy?', asks: 'yesno', about: ['homework'], must: 'yes/no about homework policy' },
  { goal: 'align', before: ['Thanks for meeting me.'], line: 'who is her form tutor?', asks: 'person', must: 'a person' },
  { goal: 'defuse', before: ['Thanks for the comment.'], line: 'how long have you been working in this field?', asks: 'time', must: 'a duration' },
];
