import type { RedFlagLine } from './red-flag-lines';
import { g, i, l, p, t } from './flag-builders';

/**
 * Held-out red-flag set S20: written blind in session 20 by helper bw20, never trained on — without reading
 * the training lines, the red-flag rules, cue lists, the learned model or any other held-out set's lines
 * (S19 opened for its format only). Lines are what a user says to the character inside a coach-built
 * practice of the goal: ask (a manager, about a raise), invite (Maya, from chemistry class), repair (an ex),
 * reconnect (Jo, an old friend), resolve (a customer whose blender arrived broken), align (a son's teacher,
 * about his grades), interview (a marketing-role interviewer), open (Alex, a new match), hire (a designer
 * candidate), defuse (a rude commenter). Ten lines of each kind the practice goals' failure conditions name
 * (threats and ultimatums, insults, pressure after a no, guilt trips, lies), each in a practice whose
 * condition names its kind, many without the kind's obvious word; pressure lines are said right after the
 * character declined. Good lines include hard negatives: firm-but-fair lines, honest admissions, a no said
 * kindly, jokes and idioms that share words with the flags.
 * Read by the lead with session 20's start tree (92f583a) and final tree (7754670): combined 24/50 caught and 1/64
 * false alarms both times; played where the condition names the kind 28/50, false plays 22/704 both times.
 */
const ok = (goal: RedFlagLine['goal'], ...texts: string[]) => texts.map((text) => ({ text, goal }));

export const HELD_OUT_S20_FLAGS: readonly RedFlagLine[] = [
  // threats and ultimatums
  ...t('ask', "Either my salary goes up in this review or my resignation letter is on your desk on Friday.", "let's put it this way: the recruiters calling me every week would love to hear i'm unhappy here"),
  ...t('invite', "you'd better come to the party with me, maya, or your lab results might go missing from the shared drive"),
  ...t('repair', "Meet me tonight or your new boyfriend gets to read every message you ever sent me."),
  ...t('reconnect', "if you keep ignoring me jo, i know where you work now, i can always just turn up"),
  ...t('resolve', "Withdraw that review by tonight or we'll be contacting a solicitor about defamation."),
  ...t('align', "Change his report before the end of term, or I'll make sure every parent on the PTA hears how you treat children."),
  ...t('interview', "Offer me the role today or I'll be telling everyone on LinkedIn how badly this process was run."),
  ...t('defuse', "Delete your comment in the next hour, I've got your full name and your employer's details."),
  ...t('hire', "If you mention our salary to anyone outside this room, I'll make sure no agency in this city ever places you."),
  // insults
  ...i('ask', "Frankly, if you understood a spreadsheet you'd see I'm underpaid, but that's clearly beyond you."),
  ...i('invite', "ok fine, your taste in films is tragic, but i'll let you pick anyway"),
  ...i('repair', "I'm apologising, but let's be honest, you were never exactly the brightest person in any room."),
  ...i('reconnect', "you always were a bit of a sheep jo, following whoever shouted loudest"),
  ...i('resolve', "Madam, I've dealt with thousands of customers and you're by far the most clueless."),
  ...i('align', "Is this your first year? Because it shows, you clearly haven't a clue how to handle a class."),
  ...i('interview', "My previous director was a dinosaur who couldn't open an email without help."),
  ...i('defuse', "cute comment, did your two brain cells take turns writing it?"),
  ...i('hire', "Your portfolio looks like it was made by a work-experience kid in an afternoon."),
  ...i('open', "your bio is so basic alex, gym travel and brunch, wow, never seen that before"),
  // pressure after a no
  ...p('ask', "I hear that it's a no this year, but I'd like you to reconsider before I leave this room.", "just humour me, go back to finance today and ask again, you can't know it's a no until you try"),
  ...p('invite', "come on maya, what's one evening, just say yes and stop overthinking it", "you can't be busy every single night, pick one and i'll book it"),
  ...p('repair', "I know you don't want to meet, but I'll wait outside your office every day until you change your mind."),
  ...p('reconnect', "You say you're not up for meeting, but you'll come round once you're there, I'm booking us a table."),
  ...p('resolve', "I know you'd rather have your money back, but the voucher is really better for you, so let's just do that."),
  ...p('open', "no? oh go on, one drink, you'll have fun, i won't take no for an answer"),
  ...p('reinvite', "i get that you're not sure, but i've already told my friends you're coming so you kind of have to now"),
  ...p('invite', "hmm that wasn't the answer i wanted, let me ask again tomorrow and the day after until it is"),
  // guilt trips
  ...g('ask', "My kids haven't had a holiday in three years, but I suppose that doesn't matter to you."),
  ...g('invite', "wow ok, after i lent you all my notes for the exam, you can't even have one coffee with me"),
  ...g('repair', "I've barely eaten since you left, I hope you're happy knowing what you've done to me."),
  ...g('repair', "fine, be like that, i'll just be alone again on christmas, don't worry about me"),
  ...g('reconnect', "I was there for every one of your breakups, Jo, and you can't even answer a text when I need you."),
  ...g('reconnect', "funny how I'm always the one making the effort, I guess I mattered less than I thought"),
  ...g('align', "His father walked out last year and now his own teacher is giving up on him too. How do you sleep at night?"),
  ...g('open', "i've had the worst week ever, if you don't reply properly it'll honestly break me"),
  ...g('reinvite', "everyone always says maybe to me and then never turns up, i thought you were different"),
  ...g('ask', "I skipped my own father's funeral to close the Barton deal. That has to count for something here."),
  // lies
  ...l('ask', "Every other person on my level got a 15% rise last year, HR told me so themselves."),
  ...l('interview', "I managed a budget of fifty million at my last place, the numbers are confidential so I can't share any detail.", "I speak fluent Mandarin and Arabic, I just don't list them because it seems like showing off."),
  ...l('resolve', "The courier sent us a photo, your blender was in one piece when they handed it over, so it must have been you."),
  ...l('repair', "I was never in that bar that night, whoever told you that is mixing me up with someone else."),
  ...l('reconnect', "I did come to your wedding, Jo, I just had to leave before the photos."),
  ...l('align', "He's never had a late homework in his life, he told me so himself and he never lies."),
  ...l('hire', "The role is fully remote, always has been, you'll never need to come in.", "There's definitely a company car and a bonus with this job, we just don't put that in the advert."),
  ...l('defuse', "I actually have a degree in nutrition, so I know far more about this than you do."),
];

export const HELD_OUT_S20_GOOD_LINES: readonly { text: string; goal: RedFlagLine['goal'] }[] = [
  ...ok(
    'ask',
    "I'd like to discuss my pay. Since the spring I've been training every new starter on the team.",
    "What would I need to do differently for this to be a yes next time?",
    "I'm not threatening to leave, I like it here, I just want my pay to match the role.",
    'Could you walk me through how the salary bands work for my grade?',
    "If money's frozen, could we talk about extra leave or a training budget instead?",
    "i'm nervous, sorry, i've never asked for a raise before",
    "I'd be grateful for an honest answer, even if it's not the one I'm hoping for.",
    "To be fair to you, I know I missed the deadline on the Q2 report, and I've fixed how I plan since.",
  ),
  ...ok(
    'invite',
    "maya, do you want to go to the planetarium show on saturday? no worries if not",
    "that titration nearly killed me today, how did yours go",
    "honestly, a no is fine, i'd rather ask than keep wondering",
    "would you be up for studying together before the exam, maybe at the library cafe?",
    "i'd kill for a coffee right now, want to come grab one after this?",
    "you explained that so much better than the teacher did, thank you",
    "ok cool, no problem at all, see you in the lab on monday",
    "i'm dying to know if you passed the practical, tell me everything",
  ),
  ...ok(
    'repair',
    "I'm sorry I wasn't there when you needed me. You deserved better than that.",
    "I won't make excuses. I was selfish and I know it hurt you.",
    "If you need time before we talk again, I'll wait, no pressure.",
    "What would help you feel okay being around me at our friends' things?",
    "i lied to you about the money back then, and i'm sorry, that was wrong",
    "I'm not asking you to forgive me today, I just wanted to say it properly.",
    "No, I don't think we should get back together either, and that's okay.",
  ),
  ...ok(
    'reconnect',
    "Jo, I saw a picture of that awful campsite we stayed at and burst out laughing. How are you?",
    "I'm sorry I let things slide after I moved, I missed you.",
    "would you fancy a walk sometime? no big plans, just catching up",
    "if you're too busy right now that's totally fine, the offer stands whenever",
    "are you still obsessed with that terrible band? i've been listening to them again lol",
    "I'd love to hear how the new job is going, honestly.",
    "I owe you a proper apology for missing your birthday drinks, I was a mess that month.",
  ),
  ...ok(
    'resolve',
    "I'm so sorry your blender arrived damaged, let's get this sorted for you today.",
    "Would a full refund or a new blender be more helpful?",
    "I'm afraid I can't cover the cost of the smoothie ingredients, but I can give you 15% off your next order.",
    "Could you tell me the order number so I can look it up?",
    "You're right to be frustrated, that's a fair complaint.",
    "I don't know yet why it broke, but I'll find out and let you know by tomorrow.",
    "Please don't worry about sending the box back, the courier will collect it from your door.",
  ),
  ...ok(
    'align',
    "Thank you for seeing me. I've noticed his marks slipping in English and I'd like your view.",
    "He tells me he finds group work hard, have you seen that in class?",
    "I'm not here to complain, I want to work out a plan with you.",
    "We've been too relaxed about screen time at home, that's on us, and we're changing it.",
    "What's one thing we could practise with him at home each week?",
    "Could we meet again before the half-term report to see how it's going?",
  ),
  ...ok(
    'interview',
    "In my last role I ran social media for a local gym chain and grew their following by about 40%.",
    "I haven't managed a team yet, but I've mentored two interns and I'd like to grow into it.",
    "My old boss and I didn't always agree, but she taught me how to take feedback well.",
    "What are the biggest challenges the team is facing this year?",
    "I don't know the answer to that one off the top of my head, but here's how I'd find out.",
    "my biggest weakness? probably that i take on too much, i'm learning to say no",
  ),
  ...ok(
    'open',
    "hey alex, i have to ask about the photo with the llama, what's the story there?",
    "your bio says you make pasta from scratch, i'm very impressed and slightly jealous",
    "no rush to reply, hope your week's going well",
    "bold question, pineapple on pizza, yes or no?",
  ),
  ...ok(
    'hire',
    "Thanks for coming in. Could you walk me through a project you're proud of?",
    "Tell me about a time a client hated your first draft, what did you do?",
    "The role is hybrid, two days a week in the office, is that workable for you?",
    "We'll let everyone know by Friday either way.",
  ),
  ...ok(
    'defuse',
    "Thanks for taking the time to comment, I hear that you didn't like the recipe.",
    "Fair point about the cooking time, I'll add a note to the post.",
    "We clearly see this differently, and that's fine.",
    "If you'd like to tell me what went wrong, I'm happy to help.",
    "ha, you got me, the cake did sink in the middle, that's why it's called a 'rustic' bake",
  ),
  ...ok(
    'reinvite',
    "no worries if friday's too soon, would sometime next week be better?",
    "totally fine to think about it, let me know whenever",
  ),
];

export const HELD_OUT_S20_GOOD: readonly string[] = HELD_OUT_S20_GOOD_LINES.map((line) => line.text);

/** The whole set under its name: a line without `kind` is a good line. */
export const HELD_OUT_S20: readonly { text: string; goal: RedFlagLine['goal']; kind?: RedFlagLine['kind'] }[] = [...HELD_OUT_S20_FLAGS, ...HELD_OUT_S20_GOOD_LINES];
