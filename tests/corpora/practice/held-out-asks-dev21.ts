import type { AskCase } from './held-out-asks';

/**
 * Set dev21 (engineer c18, issue #23 point 5): written before any change of that round, from the
 * practice catalogue and SPEC (not from earlier misses), in scenarios none of the earlier sets used
 * (a baker who swims in the sea, a spin-class crush, a sister's missed birthday dinner, an old
 * flatmate in Berlin, a vet-clinic receptionist interview, a junior chef candidate, a late and
 * damaged wedding cake, a daughter's detentions, a comment calling a recipe dangerous, a landlord
 * and the bathroom mould) plus the default raise and reinvite practices. Every goal; what / which /
 * where / when / who / how / why, yes-no, either-or, preference, invitations, two questions in one
 * line, the character's past, job, plans, opinions and what they said earlier; lowercase, typos,
 * text-speak, rambling lead-ins, negative tags. Read once (first figure in bench/README.md), then
 * used as that round's development set.
 */
const JONAS = 'I matched with Jonas on hinge, he bakes bread for a living and swims in the sea every morning, I want to message him';
const BEN = 'I want to ask Ben from my spin class out for a drink';
const LENA = 'I need to apologise to my sister Lena, I missed her birthday dinner because I stayed late at work';
const HUGO = 'I want to reconnect with Hugo, my old flatmate from uni, he moved to Berlin three years ago';
const VET = 'I have a job interview for a receptionist job at a busy vet clinic';
const CHEF = 'I am interviewing a candidate for a junior chef job at my restaurant';
const CAKE = 'A customer is angry because the wedding cake we delivered arrived late and the top tier was damaged';
const DETENTIONS = "I have a meeting with my daughter's form tutor because she keeps getting detentions";
const RECIPE = 'Someone left a rude comment under my cooking video saying my chicken recipe is dangerous';
const MOULD = 'I want to ask my landlord to fix the mould in my bathroom';

const BUSY = ['saturday', 'shift', 'work', 'family', 'study', 'exam', 'birthday', 'visit', 'party', 'match', 'revis', 'cousin', 'mum', 'dad', 'wedding', 'friend', 'plans', 'away'];

export const ASKS_DEV21: readonly AskCase[] = [
  // open (Jonas, a baker who swims in the sea)
  { goal: 'open', request: JONAS, before: ['hey jonas!'], line: 'ok i have to ask, what time do bakers actually start work??', asks: 'time', must: 'the time they start work' },
  { goal: 'open', request: JONAS, before: ['hi :)', 'sea swimming every morning is wild'], line: 'doesnt the cold bother you or do you just get used to it', asks: 'either', options: ['bother', 'used to'], must: 'whether the cold bothers them or they got used to it' },
  { goal: 'open', request: JONAS, before: ['hey', 'so what do you bake mostly?', 'haha nice'], line: 'wait which bakery did u say u work at', asks: 'thing', must: 'names the bakery they work at' },
  { goal: 'open', request: JONAS, before: ['hi jonas'], line: 'what are you up to this weekend, anything fun planned?', asks: 'thing', about: ['swim', 'bake', 'market', 'family', 'friend', 'hike', 'walk', 'cinema', 'film', 'work', 'shift', 'sleep', 'party', 'gig', 'visit', 'read', 'cook', 'sea', 'beach', 'climb', 'run'], must: 'their plans for the weekend' },
  // invite (Ben from spin class)
  { goal: 'invite', request: BEN, before: ['hey ben', 'that class this morning nearly killed me'], line: 'how long have you been doing spin for?', asks: 'time', must: 'how long they have done spin' },
  { goal: 'invite', request: BEN, before: ['hi ben!', 'you always grab the bike by the window'], line: 'do you prefer the early class or the evening one?', asks: 'either', options: ['early', 'evening'], must: 'picks the early or the evening class' },
  { goal: 'invite', request: BEN, before: ['hey ben', 'how was your week?', 'theres a new cocktail bar opening near the gym'], line: 'would you want to grab a drink there after class on thursday?', asks: 'invite', must: 'accepts, declines or hesitates about the drink on Thursday' },
  { goal: 'invite', request: BEN, before: ['hey', 'i never see you at the weekend classes'], line: 'what do you do for work, if you dont mind me asking?', asks: 'thing', about: ['work', 'job', 'nurse', 'teach', 'engineer', 'design', 'account', 'office', 'hospital', 'shop', 'sales', 'develop', 'student', 'admin', 'manag', 'chef', 'lawyer', 'physio', 'market'], must: 'their job' },
  // reinvite (Maya, after the first day is turned down)
  { goal: 'reinvite', before: ['hey maya', 'want to come to the climbing wall with me on saturday?', 'no problem at all'], line: 'when are you next free then?', asks: 'time', must: 'a day or time they are free, or why they cannot say', keep: 'declined' },
  { goal: 'reinvite', before: ['hi maya', 'fancy the cinema on sunday?', 'ah ok'], line: 'is it sunday thats the issue or the cinema itself, be honest lol', asks: 'either', options: ['sunday', 'cinema'], must: 'says whether the day or the cinema is the problem', keep: 'declined' },
  { goal: 'reinvite', before: ['hey', 'want to get brunch on saturday?', 'totally fine'], line: 'whats keeping you busy on saturday anyway', asks: 'thing', about: BUSY, must: 'what they have on Saturday', keep: 'declined' },
  { goal: 'reinvite', before: ['hey maya', 'how are you?', 'dinner on thursday?', 'no worries'], line: 'what kind of food do you like best, just so i know for next time', asks: 'preference', about: ['thai', 'pizza', 'italian', 'indian', 'sushi', 'japanese', 'mexican', 'ramen', 'chinese', 'burger', 'pasta', 'curry', 'korean', 'food'], must: 'the food they like', keep: 'declined' },
  // repair (Lena, the missed birthday dinner)
  { goal: 'repair', request: LENA, before: ['lena can we talk', 'im so sorry i missed your birthday dinner'], line: 'was everyone else there in the end?', asks: 'yesno', must: 'yes or no about who came' },
  { goal: 'repair', request: LENA, before: ['hey lena', 'i know i messed up on saturday'], line: 'what hurt the most, that i missed it or that i only texted at 10?', asks: 'either', options: ['missed', 'texted'], must: 'which hurt more' },
  { goal: 'repair', request: LENA, before: ['lena', 'im really sorry about your birthday'], line: 'where did you all end up going for dinner?', asks: 'place', must: 'where the dinner was (the past)' },
  { goal: 'repair', request: LENA, before: ['hi', 'sorry about the dinner, i should have been there'], line: 'is there a day next week i could take you out to make up for it?', asks: 'time', must: 'a day, or why they cannot say yet' },
  // reconnect (Hugo, the old flatmate in Berlin)
  { goal: 'reconnect', request: HUGO, before: ['hugo! long time', 'saw youre still in berlin'], line: 'what are you doing out there these days, still in tech?', asks: 'thing', about: ['tech', 'work', 'job', 'startup', 'develop', 'design', 'company', 'teach', 'café', 'cafe', 'bar', 'study', 'code', 'engineer', 'freelanc'], must: 'what they do now' },
  { goal: 'reconnect', request: HUGO, before: ['hey hugo', 'been thinking about our old flat near the station'], line: 'do you remember the name of our awful landlord?', asks: 'thing', must: 'names the landlord, or says they forgot' },
  { goal: 'reconnect', request: HUGO, before: ['hugo hi', "i'm finally coming to berlin in may"], line: 'any chance you would be around to meet up, or are you travelling then?', asks: 'either', options: ['around', 'travel'], must: 'whether they will be around or travelling' },
  { goal: 'reconnect', request: HUGO, before: ['hey', 'its been way too long'], line: 'why did we stop talking do you think', asks: 'reason', must: 'why they drifted apart' },
  // ask (a raise, the default practice)
  { goal: 'ask', before: ['thanks for meeting me', 'i wanted to talk about my pay'], line: 'who else would have to approve a raise apart from you?', asks: 'person', must: 'who else approves' },
  { goal: 'ask', before: ['hi, do you have a minute?', 'ive taken on the supplier contracts since march'], line: 'how do you feel my work has been this year, honestly?', asks: 'opinion', must: 'their opinion of the user’s work' },
  { goal: 'ask', before: ['thanks for your time', 'id like to discuss my salary'], line: 'when is the next pay review, is it at the end of the year?', asks: 'time', must: 'when the next pay review is' },
  { goal: 'ask', before: ['hi', 'i wanted to ask about a raise'], line: 'what would i need to show you to make the case stronger?', asks: 'thing', about: ['result', 'number', 'figure', 'project', 'feedback', 'example', 'evidence', 'client', 'target', 'sales', 'saving', 'data', 'impact', 'responsib', 'market', 'rate'], must: 'what evidence would help' },
  // interview (a receptionist job at a vet clinic)
  { goal: 'interview', request: VET, before: ['hello, thanks for having me'], line: 'how many people work on the front desk?', asks: 'amount', must: 'a number of people' },
  { goal: 'interview', request: VET, before: ['good morning', "i love animals and i'm good with people"], line: 'which would you say is harder in this role, the upset owners or the busy phones?', asks: 'either', options: ['owner', 'phone'], must: 'picks the owners or the phones' },
  { goal: 'interview', request: VET, before: ['hi', 'thanks for inviting me in'], line: 'when would you want the new person to start?', asks: 'time', must: 'a start date' },
  { goal: 'interview', request: VET, before: ['hello', 'i have three years on a hotel front desk'], line: 'what made the last receptionist leave, if thats ok to ask', asks: 'reason', must: 'why the last receptionist left' },
  // hire (a junior chef candidate)
  { goal: 'hire', request: CHEF, before: ['hi, thanks for coming in', 'tell me a bit about yourself'], line: 'where did you train?', asks: 'place', must: 'where they trained' },
  { goal: 'hire', request: CHEF, before: ['welcome', 'so you have worked in kitchens before'], line: 'sorry this is a slightly awkward one but i ask everyone, why are you looking to leave the place youre at now?', asks: 'reason', must: 'why they are leaving their current job' },
  { goal: 'hire', request: CHEF, before: ['hi', 'the job is mostly evenings and weekends'], line: 'you wouldnt have an issue with working sundays, would you?', asks: 'yesno', must: 'yes or no about Sundays' },
  { goal: 'hire', request: CHEF, before: ['thanks for coming', 'we do modern british food'], line: 'whats the dish youre proudest of cooking', asks: 'thing', about: ['risotto', 'pasta', 'steak', 'fish', 'pie', 'bread', 'cake', 'soup', 'sauce', 'curry', 'roast', 'lamb', 'chicken', 'dessert', 'tart', 'dish', 'pork', 'duck'], must: 'names a dish' },
  // resolve (the late, damaged wedding cake)
  { goal: 'resolve', request: CAKE, before: ['hello, im so sorry about your cake'], line: 'what time did it actually get to the venue?', asks: 'time', must: 'the time it arrived (the past)' },
  { goal: 'resolve', request: CAKE, before: ['hi, i understand youre upset'], line: 'how bad was the damage, could the guests still eat it?', asks: 'thing', about: ['tier', 'crack', 'smash', 'squash', 'top', 'side', 'icing', 'damage', 'collaps', 'ruin', 'eat', 'cut'], must: 'how bad the damage was' },
  // align (a daughter's detentions, with her form tutor)
  { goal: 'align', request: DETENTIONS, before: ['hello, thanks for seeing me'], line: 'what are the detentions actually for?', asks: 'reason', about: ['late', 'homework', 'phone', 'talk', 'uniform', 'lesson', 'behav', 'rude', 'class', 'forget', 'disrupt'], must: 'what the detentions are for' },
  { goal: 'align', request: DETENTIONS, before: ['hi', 'shes been really upset about it at home'], line: 'has she got people she sits with or is she on her own a lot?', asks: 'either', options: ['sits', 'own'], must: 'whether she has friends or is alone' },
  // defuse (a comment calling a recipe dangerous)
  { goal: 'defuse', request: RECIPE, before: ['hi, i saw your comment'], line: 'which part of the recipe did you think was dangerous?', asks: 'thing', about: ['chicken', 'temperature', 'raw', 'undercook', 'oil', 'knife', 'pan', 'heat', 'cook', 'minutes', 'egg', 'pink', 'fry'], must: 'the part they found dangerous' },
  { goal: 'defuse', request: RECIPE, before: ['hey, thanks for watching', 'i want to get it right'], line: 'have you made it yourself or were you going off the video?', asks: 'either', options: ['made', 'video'], must: 'whether they made it or went by the video' },
  // landlord (the bathroom mould)
  { goal: 'align', request: MOULD, before: ['hi, thanks for getting back to me', 'the mould in the bathroom is getting worse'], line: 'did the last tenants ever mention it to you?', asks: 'yesno', must: 'yes or no about the last tenants' },
  { goal: 'align', request: MOULD, before: ['hello', "i've sent you photos of the mould"], line: 'who do you normally get in for repairs like this?', asks: 'person', must: 'who does their repairs' },
];
