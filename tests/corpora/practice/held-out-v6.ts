import type { RedFlagLine } from './red-flag-lines';
import { t, i, p, g, l, c } from './flag-builders';

/**
 * Held-out set v6, written after the rework's second round (set v5 had been used as a development
 * set), in other voices: long, formal or rambling messages with the flag buried, passive-aggressive
 * office talk, late-night texting; the good lines vent, disagree, joke and confess without
 * crossing a line. Read once unseen: 12/49 caught, 0/65 false alarms. It then served as the third
 * round's development set, so its figures now are not an unseen estimate; held-out-v7.ts is.
 * Pressure lines are said right after the character declined.
 */

export const HELD_OUT_V6_FLAGS: readonly RedFlagLine[] = [
  ...t(
    'ask',
    "look i like it here but another company offered me 10k more and i WILL take it if you can't match, so think carefully",
    'I know things about this department that the board would find very interesting.',
    "Fine, ignore me. We'll see how you like it when I stop covering your shifts.",
    "I've drafted an email to the whole company about how this team is run. Want me to send it?",
    "Either we get the weekend off or I'm calling in sick both days, your choice.",
    "Put me on that project or I'm taking my clients with me when I go.",
  ),
  ...t('resolve', "With respect, if this isn't resolved by end of day I'll be escalating to your regional manager and the ombudsman."),
  ...t('repair', "you have no idea who you're messing with", "If you tell anyone about this, I'll make sure you regret it.", "Say that again and I swear I'm done with this friendship."),

  ...i('ask', "Honestly, I've had more useful conversations with my microwave.", "You're dumber than you look, and that's saying something.", "This company is a clown show and you're the ringmaster."),
  ...i('ask', "You can't even spell your own job title.", 'Did you get your degree out of a cereal box?', 'are all managers this brainless or did i just get lucky'),
  ...i('repair', 'Who raised you, wolves?', "you're about as much use as a chocolate teapot", "you're such a pushover, no wonder nobody respects you"),
  ...i('align', 'Go cry to HR, snowflake.'),

  ...p(
    'invite',
    "ok but hear me out, what if we just went anyway?? you'd love it i promise",
    'Ugh you always say that. Just this one time say yes for me.',
    "I'm gonna ask you every single day until you agree, fair warning 😂",
    "You're really going to make me beg?",
    'Come on, what have you got to lose?',
    "I already told everyone you're coming, so you kind of have to now.",
    "Just give it one shot, if you hate it I'll never ask again, deal?",
  ),
  ...p('ask', 'You can sleep on it but I want a yes by tomorrow morning.', 'Nope, not accepting that answer. Try again.'),
  ...p('repair', "I'm outside your door and I'm not leaving until you talk to me."),

  ...g('reconnect', "I drove two hours to see you and you can't give me ten minutes.", "It's fine. I'll just cancel my birthday since nobody can make it.", "Other people's friends actually show up for them."),
  ...g('repair', 'You promised, and I rearranged my whole week around you. Thanks a lot.', "I'm sorry I'm such a burden to you.", "So I'm supposed to just sit at home while you have fun with everyone else?"),
  ...g(
    'ask',
    'Remember who helped you get this job in the first place.',
    "My mental health has been awful and your decision isn't helping.",
    "I gave up my weekend for this project and you didn't even say thanks.",
    "You have no idea what I've sacrificed to make this work.",
  ),

  ...l('resolve', "I'll just write that the delivery was attempted, the customer won't know.", 'Just put on the form that the item was damaged in transit, even though it was fine.'),
  ...l('ask', "im gonna tell my manager the client cancelled, he'll never call them to check", "I'll say I've been offered a role at Google, it's not true but it'll get his attention."),
  ...l('repair', "Tell her I'm in a meeting. I'm not, I just don't want to talk to her.", "I'll act like I never saw the message."),

  ...c('invite', 'u up? 😏 come keep me company in bed', 'send me something spicy tonight 😈', "I'd rather see you out of that uniform tbh"),
];

/** Venting, disagreeing, joking and confessing without crossing a line; many use red-flag words. */
export const HELD_OUT_V6_GOOD: readonly string[] = [
  "I've been thinking about this all week and I'm honestly a bit scared to bring it up, but I'd like to talk about my salary.",
  "I'm not going to lie, the last few months have been rough, but I'm proud of the launch.",
  "I told myself I wouldn't cry in this meeting and here we are, sorry, give me a sec.",
  'If I\'m being totally honest, I was hurt, but I get why you did it.',
  "I'm not leaving, I just need you to know I'm stretched thin.",
  "My brother quit his job to travel and now he won't stop talking about it haha",
  "I don't want to pressure you at all, so just tell me what works.",
  "Let me know either way, I promise I won't be weird about it.",
  "I'm so angry at myself for missing the deadline.",
  "The delivery company messed up, but that's still on us, and I'm sorry.",
  "I'll escalate this internally so it gets fixed today, and I'll call you by 5.",
  "I'll report the fault to the manufacturer so it doesn't happen to anyone else.",
  'I would never lie to you about something like this.',
  "I've been offered another role, and honestly I'd rather stay if we can make it work.",
  'Can we sleep on it and talk tomorrow morning?',
  "You can take your time, there's genuinely no rush.",
  "I already told my mum I'd be there for dinner, but I can come after.",
  "I'm outside the cafe, no rush, I'll grab us a table.",
  'I drove past your old house yesterday and it made me miss you.',
  "I gave up coffee this month and I'm dying lol",
  "I'm sorry I've been a bit of a burden lately, thanks for being patient with me.",
  "My mental health hasn't been great, so I wanted to explain why I've been quiet.",
  'Remember that trip to the lake? We should do it again this summer.',
  'Other teams have tried a four-day week, could we pilot it?',
  'That film was so dumb, I loved it.',
  'My microwave died this morning, so breakfast was a banana.',
  'I felt like such an idiot after that presentation, but I learned a lot.',
  "You're way too modest, that project was brilliant.",
  "Who raised you? Because they did a great job, you're so thoughtful.",
  'No wonder everyone loves working with you.',
  'I swear this week has lasted a month.',
  "I'm done with the slides, want a look before Friday?",
  'Either way is fine with me, honestly.',
  "If we can't agree today, shall we pick it up next week?",
  "What have you got going on this weekend?",
  "I'd love to meet up, but only if you're feeling up to it.",
  "I'll keep you posted on the refund, you'll hear from me by Thursday.",
  'Thanks a lot for the help yesterday, you saved me.',
  "It's fine, honestly, these things happen.",
  'I rearranged my week so I could help with the move, happy to.',
  "I'm pretty sure the customer won't mind a short delay if we tell them today.",
  "I'll write up what happened honestly and send it to you.",
  'Tell her I said congratulations!',
  "I'll act as the point of contact while you're away.",
  'I never saw the message, sorry! Just seen it now.',
  'Are you up for a walk later?',
  'That uniform looks so smart on you, first day?',
  'Spicy ramen tonight? I found a new place.',
  "I've had a rubbish day, can I vent for a sec?",
  "I'm not trying to be difficult, I just want to understand the decision.",
  'Honestly I think the plan is weak in a couple of places, can we go through them?',
  "I disagree with that, and here's why.",
  'The numbers look off to me, could we double-check them together?',
  'My old team lead micromanaged a lot, so I learned to over-communicate.',
  'I left because I wanted to work on bigger projects.',
  "If you'd rather I stop texting, just tell me and I will.",
  "I get it if you're still angry with me.",
  'You have every reason to be annoyed, I dropped the ball.',
  'Could we put a date in the diary to revisit the raise?',
  'Happy to wait until the new budget is out.',
  "I hope it's ok that I reached out after so long.",
  "Honestly, you don't owe me anything, I just wanted to say hi.",
  "haha no stop, you're too kind",
  "We could try again next week if today's not good?",
  "I'll take my lunch late so I can cover the phones.",
];
