import type { Playbook } from './types';

/** Crush, hidden crush, partner, ex, dating and dating-app situations. */
export const ROMANCE_PLAYBOOKS: Record<string, Playbook> = {
  'crush-keep-talking': {
    insight: 'Chats die when every message is a closed question. Share a little of yourself, then ask something open that is easy and fun to answer — and let a good chat end on a high note.',
    cards: [
      ['Story first', "Okay, tiny confession: I looked up {interest|that thing you mentioned} after we talked 😄 What got you into it?", 'Shares something of you before asking, so it reads as a conversation, not an interview.'],
      ['Playful', "{hey}! Settle a debate for me: best thing to do {when|this weekend} — something chill or something new?", 'A light either/or is easy to answer and shows their personality.'],
      ['Callback', '{hey}, still laughing about what you said {place:at the |last time}. You owe me the full story 😂', 'Picks up a shared moment, which feels personal without pressure.'],
    ],
  },
  'crush-signals': {
    insight: "One signal on its own says little; look for a pattern — do they start conversations, follow up on what you said, make or accept plans? The surest way to know is a small, low-pressure invitation and watching how they answer it.",
    cards: [
      ['Small test', "{hey}! I'm going to the {event|farmers market} {when|this weekend} — want to come?", 'A concrete, low-stakes invite: a yes (or a counter-offer) tells you more than any signal.'],
      ['Curious', '{hey}, random question: what are you up to {when|this weekend}?', 'Opens the door to a plan without putting them on the spot.'],
      ['Warm', "Honestly, talking to you is the best part of my day {place:at the |lately} 😊", 'A small, sincere compliment invites them to show their side.'],
    ],
  },
  'crush-ask-out': {
    insight: 'Ask for something specific — a place and a day — so it is easy to say yes, and give them an easy out so a no stays friendly.',
    cards: [
      ['Direct', "{hey}, I'd really like to take you to the {event~venue|new café} {when|this weekend}. Are you in?", 'Specific plan, clear intention — confident without pressure.'],
      ['Casual', "I've got a spare ticket for the {event~ahead|show} {when|on Saturday} — would you like to come with me?", 'An existing plan makes saying yes easy.'],
      ['Easy out', "Would you want to get coffee with me {when|sometime this week}? Totally fine if not 🙂", 'The easy out takes the pressure off both of you.'],
    ],
  },
  'crush-taken': {
    avoid: 'Flirting back or waiting for them to break up — it rarely ends well for you.',
    next: 'Keep things friendly for now, and give yourself the distance you need.',
    insight: "While they're in a relationship, the kind move is to keep it friendly and let them lead. If you need distance to get over it, that's allowed too — you don't owe anyone an explanation.",
    cards: [
      ['Friendly', "{hey}! Are you coming to the {place|study group} {when|this week}?", 'Keeps things normal and friendly without crossing a line.'],
      ['Space', 'Hey, I am going to be a bit quieter for a while — nothing wrong, just busy with my own stuff 🙂', 'Gives you room to move on without drama or confessions.'],
      ['Boundaried', "I like being your friend, so I'd rather keep it to group plans for now.", 'A kind boundary if the flirting starts to feel unfair to you.'],
    ],
  },
  'crush-rejected': {
    insight: "A no said kindly is a gift: you know where you stand. Thank them, keep things light, and act normal the next time you see them — that's what keeps the friendship (and your dignity) intact.",
    cards: [
      ['Gracious', "Thanks for being honest with me — I appreciate it. See you at {place|class} {when|tomorrow} 🙂", 'Shows you can take a no gracefully, which makes things normal again.'],
      ['Light', "All good! Still expecting you to bring snacks to the {event|practice} 😄", 'Humour signals there is no awkwardness on your side.'],
      ['Space', 'Thanks for telling me. I might be a bit quiet for a bit, but no hard feelings at all.', 'Honest about needing time without making them responsible.'],
    ],
  },
  'coworker-crush': {
    insight: 'At work, go slower than you would elsewhere: keep it outside work hours, make one clear, easy-to-decline invite, and be ready to keep things exactly as they were if the answer is no.',
    cards: [
      ['Outside work', "{hey}, want to grab a drink after work {when|on Friday}? Not work talk, I promise 😄", 'Moves it outside work time, so it is clearly personal but easy to decline.'],
      ['Light', 'You make the {place|office} a lot more fun. Coffee break later?', 'A small, friendly signal that stays appropriate at work.'],
      ['Easy out', "Would you be up for dinner sometime? If not, no awkwardness at all — I'm glad we work together either way.", 'Reassures them that work stays safe whatever they answer.'],
    ],
  },
  'hidden-crush-hint': {
    insight: "Hints that land are specific attention, not grand gestures: remember what they tell you, single them out for a little extra warmth, and suggest one-on-one time. If they lean in, you'll know.",
    cards: [
      ['Attentive', '{hey}, how did the {event|thing you were nervous about} go? I kept wondering 🙂', 'Remembering details is the clearest subtle hint there is.'],
      ['One-on-one', "We should get coffee {when|this week}, just us. You're my favourite person to talk to.", 'One-on-one time plus a warm line — noticeable but easy to take lightly.'],
      ['Playful', "You're kind of distracting at {place|class}, you know that? 😄", 'Playful enough to laugh off, clear enough to notice.'],
    ],
  },
  'hidden-crush-confess': {
    insight: 'Say it simply, in person if you can, and make it easy for them to answer either way. Confessing well is about honesty without pressure — not a speech.',
    cards: [
      ['Simple', '{hey}, I want to tell you something: I really like you — more than a friend. No pressure at all, I just wanted you to know.', 'Clear, short and kind — leaves them free to answer honestly.'],
      ['Invite', 'Would you like to go on a proper date with me {when|this weekend}?', 'Lets the invite do the confessing, which is lighter than a declaration.'],
      ['Careful', "Can we talk after the {event|class} {when|on Friday}? There's something I've wanted to say for a while.", 'Sets up a calm moment instead of blurting it out.'],
    ],
  },
  'hidden-crush-friend': {
    insight: "The friendship is worth protecting, and honesty can protect it: test the waters with a bit more one-on-one time, then say it calmly, making it clear the friendship stays whatever they feel.",
    cards: [
      ['Honest', "I need to tell you something and I don't want it to make things weird: I've started to like you as more than a friend. Whatever you feel, our friendship matters most to me.", 'Puts the friendship first, which makes an honest answer easier.'],
      ['Test the waters', "{hey}, want to do something just the two of us {when|this weekend}? I miss our one-on-one time.", 'One-on-one plans show whether the spark is mutual before you say anything.'],
      ['Light', "You'd be a great date, you know that? 😄", 'A playful line they can pick up or laugh off.'],
    ],
  },
  'hidden-crush-hide': {
    insight: "Being nervous around someone you like is normal. Treat them like everyone else for now: short, friendly, and focused on them rather than on hiding — it reads as relaxed.",
    cards: [
      ['Relaxed', '{hey}! How was your {event|day}?', 'A simple, friendly question keeps it normal and takes the spotlight off you.'],
      ['Group', 'A few of us are going out after {event|class} — want to come?', 'Group plans let you spend time together without anything to hide.'],
      ['Honest with yourself', "Note to self: one normal message a day, then put the phone down 🙂", 'A small rule keeps you from overthinking every text.'],
    ],
  },
  'partner-fight': {
    insight: 'Repair first, then the issue: acknowledge how it felt for them, own your part in one sentence, and suggest a calm time to talk about the real topic — not by text in the heat of it.',
    cards: [
      ['Repair', "I hate how we left things {past|last night}. I'm sorry for my part — can we talk tonight, calmly?", 'Owns your share and proposes a calm moment instead of reopening the fight.'],
      ['Understanding', 'I know the fight about {item|this} got to you, and I want to understand your side. When can we sit down?', 'Shows you want to understand before being understood.'],
      ['Boundary', "I want to sort this out, but I need us to talk without yelling. Can we try {when|tonight}?", 'Names what you need for the talk to work, without blame.'],
    ],
  },
  'partner-neglected': {
    insight: 'Ask for what you want, not for what they do wrong: "I miss our time together" lands better than "you never…". Suggest something concrete so it is easy to say yes.',
    cards: [
      ['Ask', 'I miss us. Could we keep {when|one evening a week} just for the two of us — phones away?', 'A concrete request instead of a complaint is easy to agree to.'],
      ['Warm', "Can I tell you something without it becoming a fight? I've been feeling a bit far from you lately.", 'Shares the feeling gently, which invites closeness rather than defence.'],
      ['Plan', 'I planned a little date for us {when|on Saturday} — are you free?', 'Leads by example and gives them an easy way back in.'],
    ],
  },
  'partner-long-distance': {
    avoid: "Treating calls as check-ins on each other's schedule — make some of them dates.",
    next: 'Agree on one ritual this week and put the next visit on the calendar.',
    insight: 'Distance needs rhythm and things to look forward to: a regular call you both protect, small surprises, and the next visit on the calendar.',
    cards: [
      ['Ritual', 'What if we do a movie night over {channel|FaceTime} every {time|Sunday}? Same film, same snacks 🍿', 'A shared ritual makes calls feel like dates, not check-ins.'],
      ['Countdown', "I can't wait for {time|our next visit}. Let's plan one thing we'll do the first day.", 'Gives you both something concrete to look forward to.'],
      ['Honest', "Lately our calls feel a bit routine and I miss feeling close. Can we change things up?", 'Names the problem as something you solve together.'],
    ],
  },
  'partner-trust': {
    insight: 'Say what you saw and how it made you feel, then ask — without accusing. A calm question gets an honest answer far more often than an accusation.',
    cards: [
      ['Calm question', "Can I ask you about something that's been on my mind? I saw something {when|recently} that made me uneasy.", 'Describes what you saw and how you felt, which invites honesty.'],
      ['Feelings first', "I don't want to accuse you of anything — I just need to understand, because it's been bothering me.", 'Lowers their defences so a real conversation can happen.'],
      ['Boundary', 'I need us to be open with each other. If something is going on, I would rather hear it from you.', 'States your standard clearly and kindly.'],
    ],
  },
  'partner-meet-parents': {
    avoid: 'Trying to impress with big stories — ask about them, listen, and thank them.',
    next: 'Ask your partner about two topics their parents love, and plan a small gift.',
    insight: "Parents mostly want to see that you're kind and that you care about their child. Ask your partner for two topics they love, bring a small gift, and ask questions more than you talk.",
    cards: [
      ['Prep', 'What are two things your parents love talking about? I want to be ready for {time|Sunday} 😊', 'Knowing their topics turns nerves into easy conversation.'],
      ['Gracious', 'Thank you so much for having me — this looks wonderful.', 'A warm thank-you is the best first line at the door.'],
      ['Follow-up', "Please thank your parents for {event|dinner} — I really enjoyed meeting them.", 'A thank-you afterwards leaves the best last impression.'],
    ],
  },
  'partner-breakup': {
    avoid: 'Ending it by text or leaving the door half open out of guilt.',
    next: 'Pick a private moment soon, say it clearly, and give each other space afterwards.',
    insight: 'Be clear, kind and brief — in person if it is safe. Say it is your decision, avoid listing faults, and don’t leave false hope.',
    cards: [
      ['Clear', "Can we talk {when|tonight}? There's something important I need to say in person.", 'Sets up the conversation face to face instead of by text.'],
      ['Kind', "I've thought about this a lot, and I need to end our relationship. You haven't done anything wrong — it's what I need.", 'Clear and kind; it keeps the decision yours without blame.'],
      ['Firm', "I care about you, but I won't change my mind. I think it's best we take some space.", 'Prevents false hope, which is kinder in the long run.'],
    ],
  },
  'ex-get-back': {
    insight: "Start with warmth, not a proposal: show you've changed, keep the first message light, and let them choose to reply. Pressure is what ends these chances.",
    cards: [
      ['Warm', "{hey}, I've been thinking about you. I hope you're doing well.", 'Warm and asks nothing — the easiest message to answer.'],
      ['Honest', "I've had time to think about how things ended, and I'd like to talk if you're open to it. No pressure.", 'Clear intention, with room to say no.'],
      ['Accountable', "I know I messed up. I'm working on it, and I'd love a coffee to say sorry properly.", 'Owning it first is what makes a second chance possible.'],
    ],
  },
  'ex-reached-out': {
    insight: 'Decide what you want first, then answer to match: friendly and short keeps the door ajar, a warm question opens it, and a kind no closes it.',
    cards: [
      ['Friendly', "Hey! I'm good, thanks — hope you're doing well too.", 'Polite and short: answers without opening anything.'],
      ['Open', "Good to hear from you 🙂 How have you been, honestly?", 'Invites a real conversation if that’s what you want.'],
      ['Closed', 'Thanks for the message. I think it’s best for me not to keep in touch, but I wish you well.', 'A kind, final no if you want to move on.'],
    ],
  },
  'ex-moving-on': {
    insight: 'A boundary only works if it is clear: say what you want (or don’t), once, kindly, and then stop explaining. Distance does the rest.',
    cards: [
      ['Clear', "I'm not looking to get back together. I wish you well, but I need us to stop texting.", 'States exactly what you want, with no room for mixed signals.'],
      ['Civil', "I'm happy to be friendly when we see each other at the {event~venue|gym}, but I don't want anything more.", 'Keeps shared places comfortable without reopening things.'],
      ['Final', "I've said what I needed to. I won't reply after this — take care.", 'Ends the loop politely; silence afterwards is not rude.'],
    ],
  },
  'ex-coparent-logistics': {
    insight: 'Keep it business-like: one topic per message, the facts, a proposed date, and nothing about the past. Writing it down keeps everyone calm.',
    cards: [
      ['Practical', 'Hi, about the {item|things}: could we sort it {when|this week}? Any time after 10 works for me.', 'One request, one date — nothing to argue about.'],
      ['Proposal', 'About the {item|arrangement}: how about [your proposal]? Happy to adjust if something does not work for you.', 'A concrete proposal moves things forward faster than a debate.'],
      ['Written', 'Let’s put what we agree about the {item|arrangement} in writing, so neither of us has to remember it 🙂', 'Writing it down prevents the next argument.'],
    ],
  },
  'date-cancelled': {
    insight: "A cancellation with a reason is fine; the test is whether they suggest another time. Reply warmly, offer one concrete option, then let them make the next move.",
    cards: [
      ['Easy', "No worries at all! Want to move our {event|date} to another day this week?", 'Warm and concrete — easy to say yes to.'],
      ['Ball in their court', "All good, hope everything's okay. Let me know when works for you 🙂", 'Shows no hard feelings and leaves the next step to them.'],
      ['Light', "Rain check accepted ☔ — but I'm holding you to that {event|date} 😄", 'Playful, and still makes it clear you want to see them.'],
    ],
  },
  'date-follow-up': {
    insight: "If you enjoyed it, say so — soon and simply. Mention one specific moment and suggest the next plan; confidence reads better than playing it cool.",
    cards: [
      ['Warm', 'I had a really good time at the {event|date} {past|last night} — thank you 😊', 'Simple and sincere: says you enjoyed it without overdoing it.'],
      ['Specific', 'Still smiling about the {event|date} {past|last night} 😄 We have to do that again.', 'A specific callback makes the message feel personal.'],
      ['Next plan', 'Want to do round two next weekend? I know a place you’d like.', 'Turns a good date into the next one.'],
    ],
  },
  'date-plan': {
    avoid: 'A long dinner for a first date — something short and active is easier.',
    next: 'Suggest one concrete plan with a day and time; keep a backup if the weather turns.',
    insight: "Pick something that lets you talk and do something at the same time, near somewhere you can extend the evening if it goes well — and propose it with a day and a time.",
    cards: [
      ['Concrete', "How about {event~ahead|a walk and coffee} {when|on Saturday} at 4? There's a great spot by the park.", 'A day, a time and a place make it easy to say yes.'],
      ['Built on them', "You love {interest|art} — want to do something around that with me {when|this weekend}?", 'Built on what they like, so it shows you listened.'],
      ['Playful', "Mini golf {when|on Sunday}? Loser buys ice cream 😄", 'Activity dates take the pressure off the conversation.'],
    ],
  },
  'date-ghosted': {
    insight: "Silence after dating is an answer, even if it is not a kind one. Send one light, no-pressure message at most — then let it go and keep your energy for people who reply.",
    cards: [
      ['One last', "{hey}, I enjoyed our {event|dates}. If you're not feeling it, no worries — just let me know 🙂", 'Gives them an easy way to answer honestly.'],
      ['Light', "Hope your week's going well! Still up for another drink sometime?", 'One light nudge, with no guilt attached.'],
      ['Closure', "I haven't heard back, so I'll assume you're not feeling it. All the best!", 'Closes it on your terms, gracefully.'],
    ],
  },
  'date-dtr': {
    insight: 'Ask in person, simply, and say what you want first — it makes it easier for them to be honest. You are not asking for a commitment on the spot, just where things stand.',
    cards: [
      ['Direct', "I really like what we have, and I'm not seeing anyone else. Where are you at?", 'Saying where you stand first makes an honest answer easier.'],
      ['Light', 'So… are we official yet, or do I need to fill out a form? 😄', 'Humour lowers the stakes of a big question.'],
      ['Calm', 'Can we talk about us {when|this weekend}? Nothing bad — I just want to know we want the same thing.', 'Sets up the talk without alarming them.'],
    ],
  },
  'date-let-down': {
    insight: 'Kind and clear beats vague: thank them, say you did not feel the connection, and wish them well. Ghosting feels easier but leaves them guessing.',
    cards: [
      ['Kind', 'Thank you for the {event|dates} — I enjoyed meeting you, but I didn’t feel a romantic connection. I wish you the best.', 'Honest, kind and final: no mixed signals.'],
      ['Short', "I had a nice time, but I don't think we're a match. Take care!", 'Brief and polite is enough after one or two dates.'],
      ['Warm', "You're great, and I'd rather be honest than disappear: I'm not feeling it romantically.", 'Respects them enough to be honest.'],
    ],
  },
  'match-opener': {
    avoid: 'A bare "hey" or a copy-paste line that could go to anyone.',
    next: 'Send one opener built on their profile, then answer their reply with a question back.',
    insight: 'The best first message is about them: pick one detail from their profile and ask a question only they can answer.',
    cards: [
      ['Profile-based', "Okay, I need to know more about {interest|the story behind your second photo} 😄", 'Shows you read their profile and invites a story.'],
      ['Playful', 'Quick question before we go any further: best pizza topping? 🍕', 'Easy, fun and impossible to answer with just "hi".'],
      ['Curious', "{hey}! What's something you're really into right now?", 'An open question that works even on a thin profile.'],
    ],
  },
  'match-convo-dying': {
    insight: 'App chats fade in small talk. Switch gear: a playful question, a bit of yourself, or a suggestion to meet — the chat only needs to last until the date.',
    cards: [
      ['Switch gear', "Okay, small talk is officially banned. Most spontaneous thing you've ever done? 😄", 'Breaks the small-talk loop with something fun.'],
      ['Share', "Confession: I'm terrible at app chats. I'm much better in person — coffee {when|this week}?", 'Self-aware and moves things offline.'],
      ['Easy out', 'Feels like this chat is running out of steam — want to give it one more go over a drink?', 'Honest and gives them an easy yes or no.'],
    ],
  },
  'match-meet-up': {
    insight: "After a few good exchanges, suggest a short, specific first date: a day, a place, easy to leave. Asking for their number comes naturally with the plan.",
    cards: [
      ['Specific', "I'm enjoying this — want to continue over a drink {when|on Thursday}? I know a nice spot.", 'Concrete plan, right after a compliment.'],
      ['Number', "Should we take this off {channel|the app}? Here's my number 🙂", 'Offering yours first is easy to accept.'],
      ['Casual', 'Coffee walk {when|this weekend}? Low-key, and we can see if we’re as funny in person 😄', 'A short, low-pressure date is easy to say yes to.'],
    ],
  },
};
