/**
 * Held-out understanding utterances: written once, before the classifier was tuned (issue #21, round 12),
 * and NEVER used in training, in concept lists or in rules. `bun run bench understanding` reports the
 * shipped model's accuracy on them as its own row ("held-out, never trained on"). Do not edit lines to make
 * them pass; add new held-out lines only in a new, dated block written before the next tuning round.
 * Format as in src/server/ai/understanding/corpus: "# type" starts a block, one utterance per line.
 */
export const UNDERSTANDING_HOLDOUT = `
# crush-keep-talking
ok so me and this guy from chem have been snapchatting for 2 weeks and i literally have nothing left to ask him, help
# crush-signals
she sat next to me on the bus again today even tho there were free seats?? is that a sign or am i delusional
# crush-ask-out
I want to ask the barista I've been chatting with for months if she'd like to get a drink sometime but I don't want to make her job weird
# crush-taken
the guy i like just told me he's been seeing someone since march. i still like him. what do i even do with that
# crush-rejected
told her i liked her at the party, she said she doesnt feel the same. we sit together in two classes. how do i not make it awkward
# coworker-crush
theres a guy on the marketing team i really like, we eat lunch together sometimes, but if it goes wrong i still have to see him every day at the office
# hidden-crush-hint
how do i drop hints to a guy without straight up telling him i like him? we're in the same choir
# hidden-crush-confess
I've liked Tom for two years and I'm finally going to tell him before graduation. How do I say it without sounding like a movie
# hidden-crush-friend
i think im falling for my best friend and i'm scared if i say anything we'll never be the same
# hidden-crush-hide
i get super red whenever she walks in and my friends keep teasing me, how do i play it cool so she doesnt notice
# partner-fight
my girlfriend and I had a huge argument about where to spend christmas and now she's giving me the silent treatment
# partner-neglected
my husband comes home, eats, and plays xbox till 1am. i feel like a roommate not a wife. how do i bring it up without nagging
# partner-long-distance
he moved to Berlin for work, we're 6 hours apart and our calls are getting shorter and shorter
# partner-trust
my bf keeps his phone face down and changed his passcode last week. i don't want to be the crazy gf but something feels off
# partner-meet-parents
going to my boyfriend's parents for sunday lunch for the first time, they're very religious and im not. what do i talk about
# partner-breakup
I've been with Dan for 4 years and I don't love him anymore. how do I end it without destroying him
# ex-get-back
it's been 5 months since we split and I think I made a mistake. can I message her or is that pathetic
# ex-reached-out
my ex just texted me "hey stranger" after a year of nothing. do I answer??
# ex-moving-on
my ex keeps liking my posts and asking to "catch up" but i'm finally over it and want him to stop
# ex-coparent-logistics
me and my ex share a cat and she wants to switch weekends again, how do i say no without a whole fight
# date-cancelled
he canceled our saturday dinner an hour before, said work stuff. should i suggest another day or let him do it
# date-follow-up
first date yesterday was honestly so fun, how long should i wait before texting him and what do i say
# date-plan
second date with a girl who loves board games, what's a cute idea that isn't just dinner
# date-ghosted
we went out 3 times, he said he had a great time, then nothing for 10 days. should i send something or let it go
# date-dtr
we've been seeing each other for 3 months, sleepover every weekend, but we never talked about being exclusive. how do i bring it up
# date-let-down
went on two dates with a nice guy but there's no spark and he wants a third. how do i say no without being mean
# match-opener
matched with a girl on hinge whose profile is all hiking pics, what should my first message be
# match-convo-dying
my bumble chat went from long messages to "haha yeah" in two days, how do i save it
# match-meet-up
we've been messaging on tinder for a week and it's going great, how do i ask to meet for coffee without being pushy
# friend-owes-money
lent my mate 300 quid for his car in june and he hasn't mentioned it since, how do i ask without it being weird
# friend-jealousy
my best friend got into the uni I wanted and I'm happy for her but also kind of bitter and I've been short with her
# friend-drifting
me and my childhood best friend used to talk every day, now it's a birthday text once a year. i miss her
# friend-conflict
my friend made a joke about my weight in front of everyone and i snapped at her, now we're not speaking
# friend-support
my friend's dad just died and i have no idea what to text her, everything sounds fake
# friend-boundaries
my friend keeps asking me to drive her everywhere and I'm sick of being her free uber. how do I say no
# make-friends
just moved to a new city for work and i don't know anyone. how do you even make friends as an adult
# family-parents
my parents want me to study law but I want to do art school, how do I tell them without a massive fight
# family-siblings
my little sister borrowed my clothes again without asking and ruined my favourite jacket
# family-relatives
my aunt keeps asking at every family dinner when I'm getting married and I'm done with it
# family-kids
my 14 year old son barely talks to me anymore, one word answers and then back to his room
# roommate-chores
my flatmate never takes the bins out and the kitchen smells. how do i bring it up without passive aggressive notes
# roommate-noise-guests
my roommate's boyfriend basically lives here now and doesn't pay anything, and they're loud until 2am
# roommate-money
roommate is 3 weeks late on her half of the electricity bill again
# coworker-credit
in the team meeting my colleague presented my analysis as if she did it and my manager thanked her
# coworker-conflict
the guy who sits next to me interrupts me in every meeting and rolls his eyes when I talk
# boss-raise
I've taken on two people's work since my coworker left and I want to ask for more money at my review
# boss-difficult
my manager keeps messaging me at 10pm and expects answers, how do i raise it without looking lazy
# work-new-team
first week in a new team and everyone already has their inside jokes, how do i fit in
# work-resign
got a better offer elsewhere and need to tell my boss i'm leaving, she's been really good to me
# customer-refund
a customer wants a full refund on a cake she ate half of, says it was too sweet. how do i reply
# customer-complaint
someone left a 1 star review on our cafe saying the staff were rude, how do i respond publicly
# client-scope-creep
the client approved the logo and now wants a full brand guide "since we're at it" for the same price
# client-late-payment
freelance client still hasn't paid my invoice from 60 days ago and ignores my emails
# parent-to-teacher
my daughter says her teacher embarrasses her in front of the class, how do i email the teacher about it
# teacher-to-parent
I teach year 3 and need to tell a parent their son keeps hitting other kids at break
# interview-prep
I have a final round for a product manager job on thursday and i'm terrified of the case study
# interview-follow-up
it's been two weeks since my interview and they said they'd let me know in a week, should i email them
# interview-offer
got an offer but the salary is 10k below what i asked, how do i negotiate without losing it
# interviewer-questions
I'm hiring my first junior developer, what should I ask in the interview to see if they can learn
# interviewer-reject
need to tell a candidate who was really nice that we went with someone else
# social-comment
some random guy commented "this is cringe" on my dance video and people are liking his comment
# cross-language-reply
a girl on hellotalk wrote to me in korean and i only know a little, how do i answer naturally
# neighbour
our upstairs neighbour drills every sunday morning at 8, how do i ask them to stop without being rude
# landlord
the boiler's been broken for two weeks and my landlord keeps saying "next week"
# none
what's a good recipe for banana bread
can you recommend a podcast about history
`;
