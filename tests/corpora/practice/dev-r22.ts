import type { RedFlagLine } from './red-flag-lines';
import { t, i } from './flag-builders';

/**
 * Development set of engineer r22 (issue 23 point 3, session 19): the two shapes that stay weak after
 * r20/r21 — put-downs with no insult word (comparisons with something lesser, "is that the best you've
 * got", sarcasm about competence) and threats asked as questions (the answer is a consequence for the
 * listener that the speaker controls) — in new voices (a florist, a choir, a sailing club, a hairdresser,
 * a taxi firm, a school governor, a flat share, a vet's practice, a food truck, a translator…) over every
 * goal, and good lines that look like them: honest comparisons, real questions about consequences,
 * "what happens if…" logistics, self-deprecating jokes. Written before any change of this round; in no
 * training set.
 *
 * First reading (unchanged tree, 281a316): scored alone (scripts/score-red-flag-set.ts) rules 6/55 caught,
 * 1/64 false; learned 14/55, 1/64; combined 16/55, 1/64 (threat 6/27, insult 10/28). Played where named
 * (scripts/read-dev-flags.ts) 18/55 caught (threat 8/27, insult 10/28), good lines read as a flag 33/704
 * plays (3/64 lines). With r22's listener acts (red-flag-listener-acts.ts, as features and as exceptions to
 * two learned-signal guards): combined 24/55 (threat 9/27, insult 15/28), 1/64; played 26/55 (threat 11/27,
 * insult 15/28), 33/704 plays (3/64 lines).
 */
export const DEV_R22_FLAGS: readonly RedFlagLine[] = [
  // threats asked as questions
  ...t(
    'resolve',
    'how many bookings do you think your salon gets once my review goes up?',
    'would you like the whole street to know what your van did to my wall?',
    'shall I send the photos of your kitchen to the food hygiene people, or are we agreeing on a refund?',
    'what do you reckon your other clients will say when they see the pictures of this bouquet?',
    'how keen do you think the council is going to be on renewing your pitch licence after I write in?',
  ),
  ...t(
    'align',
    'do you want the committee to hear about the club money you borrowed, or will you back my motion?',
    'how long do you think you last as section leader if I tell the conductor what you said about her?',
    'you do know I can take my vote to the other side, right? so which way are you going',
    'what do you think happens to your shifts if I stop covering for you?',
  ),
  ...t(
    'ask',
    'do you really want me explaining to your partner where the overtime money went?',
    'how would head office react if they saw the expense claims you signed off for yourself?',
    'what would your references look like if I told them how you left the last place?',
    'want me to mention your little side business to the director, or do I get my raise?',
  ),
  ...t(
    'reconnect',
    'would your new friends still like you if they saw the messages you sent me?',
    'do you think your sister would still speak to you if I told her what you said at the wedding?',
    'how would you feel if your screenshots ended up in the group chat? answer my calls',
    'do you want me to come round to your work and ask you there, since you ignore my texts?',
  ),
  ...t(
    'repair',
    'how do you think the school would feel about a governor who drinks at lunchtime? so, about my apology',
    'you want your deposit back, yeah? then maybe drop the complaint',
    'what would your boss make of the voicemail you left me, if it happened to reach him?',
    'guess who gets to decide whether your name stays on the rota?',
  ),
  ...t(
    'invite',
    'you are coming to the reunion, or do I need to tell everyone why you really got kicked off the team?',
    'how do you think your parents would like hearing about your little trip in march? see you saturday then',
    'should I remind your wife who you were with at the last party, or are you coming to mine?',
  ),
  ...t(
    'interview',
    'how would the panel feel if they found out you lied about your degree? so I get the job, right?',
    'do you think your clinic survives a few of my friends filing complaints? hire me and we never find out',
    'would it be a problem for you if the regulator took a closer look at your books?',
  ),
  // put-downs with no insult word: comparisons, "best you've got", sarcasm about competence
  ...i(
    'resolve',
    'a toddler with a glue stick could have hung that wallpaper straighter',
    'is this really the best your firm can do? I could have got a better job from a stranger online',
    'wow, three weeks for a dripping tap, you must be the fastest plumber in the county',
    'my satnav has better customer service than your whole taxi firm',
    'I have had haircuts from my nan that were more even than this',
  ),
  ...i(
    'align',
    'do you even read the plans before you comment, or is guessing more your style?',
    'that idea is about as useful as a chocolate teapot, like most of yours',
    'great, another brilliant suggestion from the person who lost us the last regatta',
    'a coin toss would make better decisions than this committee',
  ),
  ...i(
    'ask',
    'is that honestly the best offer you can manage? my paper round paid more',
    'oh sure, take your time, it only took you six months to notice I exist',
    'even the intern understands the rota better than you do',
    'you manage people about as well as a goldfish manages a budget',
  ),
  ...i(
    'reconnect',
    'still the same, I see. nice to know some people never grow up',
    'my dog remembers my birthday better than you ever did',
    'is that all you could come up with after two years? a text?',
    'you were always the one we carried, and you still are',
  ),
  ...i(
    'repair',
    'that apology had all the warmth of a parking ticket',
    'congratulations, you managed to ruin a birthday cake with a recipe on the box',
    'even a child knows you say sorry properly, but I suppose that is asking too much of you',
    'is that supposed to be an apology? I have heard more sincere ones from a call centre',
  ),
  ...i(
    'invite',
    'you can come if you promise not to cook, we all remember the last time',
    'bring your husband, the quiet one, we need someone who makes you look interesting',
    'oh you throwing a party, should we bring our own entertainment this time?',
  ),
  ...i(
    'interview',
    'is that the best answer you have? my nephew could do better and he is twelve',
    'with a CV like that I am surprised you found the building',
    'you translate about as well as a broken phone app',
    'did you actually prepare for this, or do you always wing it this badly?',
  ),
];

export const DEV_R22_GOOD: readonly string[] = [
  // real questions about consequences and "what happens if…" logistics
  'what happens if the florist cannot get the peonies in time, do we have a backup?',
  'what happens to my deposit if I leave a month early?',
  'how would head office react if we moved the launch to june, do you think they would mind?',
  'what would the panel need to see from me to make it a yes?',
  'how long do you think the committee will take to decide on the boat shed?',
  'what happens if the taxi is late and we miss the train?',
  'do you think your sister would like to come to the barbecue too?',
  'how do you think the school would feel about a reading club on fridays?',
  'would your boss mind if I called you at work about the handover?',
  'what do you reckon the other parents will say about moving the match to sunday?',
  'what would your references say about how you handle a busy shift?',
  'what happens to my shifts if I go part time in the spring?',
  'if I miss the vote, does my proxy still count?',
  'how keen do you think the council is on the new cycle lane?',
  'what would the new landlord need from me before I can sign?',
  'do you want me to tell the conductor you will be late, or will you text her?',
  'should I send the photos of the damp to the agent, or would you rather do it?',
  'how would you feel if we invited your old teammates to the party?',
  'would it be a problem for you if I brought my dog to the barbecue?',
  'do you think the clinic would take a new patient on a saturday?',
  'what happens if it rains on the day, do we move everything inside?',
  'how many bookings do you usually get on a bank holiday weekend?',
  'what do you think the customers will say when they see the new menu?',
  'want me to mention your name to the director? she is hiring for your kind of role',
  'what do you think happens to the project if sam leaves?',
  'who decides the rota these days, is it still marie?',
  'would the rest of the choir mind if I sat in the back row this term?',
  'you want the deposit back before you move, yeah? I will sort it by friday',
  'how long does it usually take to hear back after the second interview?',
  'if the boiler breaks again while you are away, who should I call?',
  // honest comparisons and fair verdicts on work
  'the first quote was cheaper, to be honest, can you match it?',
  'the wallpaper on the left wall is a bit crooked, could you take another look?',
  'I think the other salon did a better fade, could you try it a bit shorter?',
  'honestly the last plumber was quicker, but your work looks much tidier',
  'your first draft was stronger than this one, I think the ending got lost',
  'this is not the best offer I have had, so I will need a bit more to say yes',
  'the intern spotted the mistake before we did, we should thank her',
  'my old team ran the rota differently, would you be open to trying their way?',
  'three weeks is a long wait for a tap, is there anything that would speed it up?',
  'the translation is mostly good but the second page reads a bit stiff',
  'is that your final offer, or is there any room to move?',
  'is that the best time you have? I was hoping for something before noon',
  'did you get a chance to prepare the figures, or should we push the meeting?',
  'do you read the plans before the meeting or during it? I want to send them at the right time',
  // self-deprecating jokes and warm teasing aimed at the speaker
  'a toddler with a glue stick could have hung my wallpaper straighter, so I am calling a pro',
  'my nan cuts hair better than I do, which is why I am here',
  'my dog has a better sense of direction than me, I got lost twice on the way',
  'I cook about as well as a goldfish does maths, so I will bring the drinks',
  'I am the slowest plumber in the county and proud of it, I do it properly',
  'I was always the one the team carried, so thank you for putting up with me',
  'my CV is a bit of a mess, I am better in person, I promise',
  'I have had more organised days, sorry the flat is a state',
  'my nephew is twelve and he still beats me at chess every time',
  'I managed to burn a cake with the recipe on the box, so maybe I will just buy one',
  // plain lines in the same voices
  'the peonies are in, I can do the bouquets by thursday',
  'the committee meets on tuesday, I will bring the figures for the boat shed',
  'I will send the photos of the kitchen to you first so you can check them',
  'I am going to leave a review, it was a lovely evening, thank you',
  'the conductor asked me to tell you rehearsal starts at seven now',
  'I left you a voicemail about the handover, no rush',
  'my sister says hi, she would love to see you at the wedding',
  'I have booked the taxi for six, it will wait outside the station',
  'thanks for covering my shift, I will take your saturday next month',
  'your work on the regatta was brilliant, we could not have done it without you',
];
