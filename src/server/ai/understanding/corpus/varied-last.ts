/**
 * A third round for the types the bench still confuses most (trust, letting a date down, coworker
 * crush, interviewer vs candidate, rejection, credit, resigning, follow-ups). Format: see romance.ts.
 */
export const VARIED_LAST = `
# partner-trust
my boyfriend won't let me see his phone and gets angry when i ask, should i be worried || phone @@ boyfriend
i think my girlfriend is talking to someone else behind my back, how do i ask her @@ girlfriend
he said he was with his brother but his brother posted he was alone, how do i confront him calmly @@ he; brother
how do i stop feeling jealous every time my partner goes out without me @@ partner
my husband has a secret bank account and i just found out || @@ husband
my wife keeps meeting her ex for coffee and doesn't tell me until after || coffee @@ wife; ex
i don't know if i can believe my boyfriend anymore after he lied twice this month || this month @@ boyfriend
# date-let-down
how do i tell a guy from hinge i don't want to meet again after our drink || Hinge; drink @@ guy
i went on one date and she already wants to plan a trip, how do i say i'm not interested || one date; trip @@ she
what do i text a nice guy to say there's no spark || text @@ guy
i'm not into her but she's texting me every day since our date, how do i stop it kindly || every day; date @@ her
how do i say no to a third date without making him feel bad || third date @@ him
# coworker-crush
i'm crushing on my new coworker and i can't tell if we're flirting or just being friendly at work || work @@ coworker
how do i ask my colleague on a date without HR problems || date @@ colleague
there's a girl in marketing i like, we keep chatting in the office kitchen || office kitchen @@ girl
should i tell my coworker i like her now that one of us is leaving the company @@ coworker
# interviewer-questions
i'm a manager and need questions to interview a customer service candidate || interview @@ candidate
how do i run a good interview when i'm the one hiring || interview
what should i ask a graphic designer in an interview to see their process || interview @@ designer
how can i tell if a candidate really knows excel in a 30 minute interview || 30 minute; interview @@ candidate
# interview-prep
my interview is on friday and i always freeze on the first question || interview; friday
how should i talk about why i left my last job in an interview || job; interview
# crush-rejected
she said she's flattered but not interested, how do i act at the next party || party @@ she
i asked him out and he said he only likes me as a friend, i'm so embarrassed @@ him
how do i get over a crush who rejected me but still talks to me every day || every day @@ crush
# coworker-credit
my colleague took my idea to the boss before i could present it || idea @@ colleague; boss
how do i get credit for the project when my teammate keeps saying it was all him || project @@ teammate
# work-resign
what do i tell my team when i hand in my notice next week || notice; next week @@ team
# ex-get-back
how do i ask my ex if she'd try again now that things are different @@ ex
i still love my ex-boyfriend, is there a way to get back together without begging @@ ex-boyfriend
# date-follow-up
how do i text a girl after a first date to say i want to see her again || text; first date @@ girl
# friend-support
my friend's relationship just ended and she won't leave her room, what do i say @@ friend
# interview-follow-up
i interviewed last monday and they said i'd hear this week, can i email them || monday; this week
`;
