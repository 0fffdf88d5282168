import { parseCorpus } from '../../src/server/ai/understanding/corpus';

/**
 * Development set U23 (issue #21, engineer u23): 96 English first messages in the everyday categories — workplace
 * (boss vs coworker vs client, a raise asked without the word "raise"), customers (complaint vs refund vs review),
 * family (parent vs sibling without pronouns), friendship (drifting vs fight vs money), roommates (bills vs mess vs
 * noise), interviews, and off-topic questions that mention people ("what should I cook for my mum's birthday").
 * Written before any change, in voices of my own (typos, lower case, long messages, negations, people named only by
 * a name). Never trained on; `bun scripts/understanding-dev-u23.ts` reads it.
 * First reading (unchanged tree 92f583a, off-topic lines counted right when no situation is read): type 86/96,
 * category 90/96, facts 52/52, people 62/70. Misread: 4 off-topic requests naming a person (cook for mum's birthday,
 * a book for dad, museums for a visiting sister, a toddler's sleep), a boss named by a name and what he signs off, a
 * raise asked as "move me up a band", a client named as "a company", a friend's unpaid half, a roommate's partner.
 * Format: see corpus/romance.ts.
 */
export const UNDERSTANDING_DEV_U23 = parseCorpus(`
# boss-difficult
my manager rewrites every email i send before it goes out and i feel like a child, how do i tell her to trust me @@ manager
kevin, who signs off my leave, refused my holiday again with no reason. third time this year @@ kevin
the supervisor on my floor texts me at 11pm about tomorrows tasks and expects an answer straight away || 11pm @@ supervisor
honestly my boss is lovely as a person but she micromanages every single thing i do and i cant breathe
im not after more money, i just want my director to stop cutting me off in meetings @@ director
the guy i report to keeps taking calls during our one to ones and i want to say something without sounding bitter @@ guy
# boss-raise
ive taken on two peoples jobs since the layoffs and my salary hasnt moved, how do i bring that up with my manager @@ manager
how do i ask to be paid what the new hires are getting, they earn more than me for the same work
i found out im the lowest paid on the team and my review is next week. what do i say || next week
my boss keeps saying "next quarter" when i ask about my pay, its been a year @@ boss
want to negotiate my salary at my annual review without sounding greedy
whats the best way to ask my line manager to move me up a band @@ line manager
# coworker-conflict
lisa and i share a desk and she eats really smelly food every day and leaves the wrappers on my side @@ lisa
a guy on my team keeps replying all to correct me in front of everyone, how do i get him to stop @@ guy
there's a colleague who never does her part of our shared project and i end up doing it all @@ colleague
the other cashier keeps counting my till short on purpose i think, how do i deal with her @@ cashier
me and another teacher in my department clash every staff meeting, not sure how to fix it @@ teacher
omar keeps booking the meeting room i already reserved and then acts like i'm the problem @@ omar
# coworker-credit
presented MY analysis in the all hands and didnt mention me once. its my teammate, not my boss btw @@ teammate
a coworker put her name on the report i wrote and the director congratulated her @@ coworker
how do i make sure people know the idea was mine when my colleague keeps pitching it as his @@ colleague
# work-resign
im leaving my job after 6 years and i dont know how to tell my boss, she's been good to me || 6 years @@ boss
got a new offer and need to hand in my notice on monday, how do i word it || monday
i want to quit the restaurant but im scared the owner will guilt trip me || restaurant @@ owner
# work-new-team
starting at a new company monday and i want to introduce myself to the team without being cringe || monday
just moved to the design team and nobody talks to me at lunch, how do i fit in
# client-late-payment
the client still hasn't paid my invoice from august and stopped answering my emails || august; invoice @@ client
how do i chase a customer for money they owe me for a logo i made without sounding desperate || logo @@ customer
a company i freelanced for is 60 days late paying, whats a firm but polite message || 60 days @@ company
# client-scope-creep
the client keeps adding "just one more small thing" to a website we agreed at a fixed price || website @@ client
she hired me for 5 photos and now wants the whole shoot edited for the same fee || 5 photos @@ she
# customer-complaint
a customer left me a one star review saying my cake was dry and i want to reply without being defensive || one star; cake @@ customer
how do i reply to an angry guest who says our hotel room was dirty || hotel room @@ guest
a woman shouted at me at the counter because her order was late, what should i have said || counter @@ woman
# customer-refund
a buyer wants a full refund for a dress she wore to a wedding, how do i say no nicely || dress; wedding @@ buyer
customer is demanding money back on a course he already finished, i dont do refunds after 14 days || 14 days @@ customer
someone bought a lamp off my shop and says it arrived broken, they want their money back || lamp
# family-parents
my mum keeps asking when im going to have kids and i want her to stop @@ mum
how do i tell my parents im dropping out of uni, they paid for everything || uni @@ parents
dad forgot my birthday again and i dont know if i should say anything @@ dad
my mother in law isnt the problem, its my own mother who keeps criticising my cooking @@ mother
i need to talk to my dad about his drinking, it's getting worse @@ dad
# family-siblings
my older brother borrowed my car and returned it with a dent and acts like nothing happened || car @@ brother
how do i tell my sister i cant be her bridesmaid || bridesmaid @@ sister
me and my twin have barely spoken since she moved abroad, i miss her @@ twin
my little brother keeps going into my room and taking my stuff, mum says sort it out yourselves @@ brother; mum
# family-relatives
my aunt keeps making comments about my weight at every family dinner || family dinner @@ aunt
how do i tell my grandma i can't come for christmas this year || christmas @@ grandma
my cousin asked to stay with us for a month and i want to say no || a month @@ cousin
# family-kids
my 15 year old refuses to talk to me since the divorce, how do i reach him || 15 @@ him
how do i talk to my daughter about her grades without a fight @@ daughter
# friend-drifting
jess and i used to talk every day and now its once a month if that, nothing happened we just drifted || every day; once a month @@ jess
my best friend moved cities and our calls keep getting shorter @@ best friend
i feel like my friends have stopped inviting me to things and i dont know why @@ friends
# friend-conflict
me and my best mate fell out over something he said at a party and we havent spoken in 2 weeks || party; 2 weeks @@ best mate
my friend got really angry when i couldnt come to her birthday and now shes ignoring me || birthday @@ friend
had a huge argument with chloe about politics and i want to fix it but i still think i was right @@ chloe
# friend-owes-money
lent my mate 300 quid for his rent in march and he keeps changing the subject || 300 quid; rent; march @@ mate
how do i ask my friend to pay me back for the concert tickets, its been ages || concert tickets @@ friend
i covered dinner for ana on her birthday trip and she promised to send her half but never did || dinner @@ ana
# friend-jealousy
my friend gets weird and cold whenever i hang out with other people @@ friend
i'm honestly jealous of my best friend's new job and it's making me distant, how do i handle it || new job @@ best friend
# friend-boundaries
a friend keeps showing up at my flat without texting first and i want it to stop @@ friend
my friend calls me every night to vent for hours and i'm exhausted but dont want to hurt her || every night @@ friend
# friend-support
my friends dad just died and i have no idea what to text her @@ friend
how do i support a mate whos going through a breakup without saying the wrong thing @@ mate
# make-friends
just moved to leeds and i dont know anyone, how do i make friends as an adult || leeds
# roommate-chores
my flatmate leaves dishes in the sink for days and says she'll do them later @@ flatmate
the people i live with never take the bins out and its always me @@ people
# roommate-money
my roommate is 2 weeks late on her half of the rent again || 2 weeks; rent @@ roommate
how do i ask my housemate to split the wifi bill fairly, he uses it way more than me || wifi bill @@ housemate
flatmate used my card for the electric and hasnt paid me back, how do i bring it up @@ flatmate
# roommate-noise-guests
my roommate's boyfriend basically lives here now and doesn't pay anything @@ roommate; boyfriend
the guy i share with plays music till 3am on weeknights || 3am @@ guy
my housemate has friends over every weekend and they're so loud, how do i say something || every weekend @@ housemate
# interview-prep
i have a job interview for a receptionist role on thursday, what will they ask me || thursday
how do i answer "whats your biggest weakness" in an interview tomorrow || tomorrow
nervous about my first ever interview at a bank next week, any tips || bank; next week
# interview-follow-up
had an interview last tuesday and havent heard back, is it ok to email them || last tuesday
how long should i wait before following up with the recruiter after my second interview @@ recruiter
# interview-offer
got a job offer but the salary is lower than i wanted, how do i negotiate before accepting
they offered me the job but i already accepted another one, how do i turn it down politely
# interviewer-questions
im interviewing someone for a barista job for the first time, what should i ask them || barista
# interviewer-reject
how do i tell a candidate they didnt get the job after three rounds || three rounds @@ candidate
# none
what should i cook for my mums birthday dinner, she likes italian
can you recommend a good book for my dad, he loves history
how do i fix a leaking tap in the kitchen
whats a good name for a golden retriever puppy
my sister is visiting london next week, what museums should she see
translate good morning into japanese
how many calories are in a banana
what's a good gift for a coworker leaving, budget about 20 quid
help me plan a 3 day trip to rome
write a poem about autumn
how do i get my toddler to sleep through the night
what time does the sun set today
`);
