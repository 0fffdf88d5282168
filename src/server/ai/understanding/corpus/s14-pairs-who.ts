/**
 * Round 14, second batch (issue 21 label audit): the pairs still confused after the first batch, where
 * the deciding word is who the other person is — a manager or a peer, a partner or a friend, a parent
 * or a sibling, a coworker one is fighting with or fond of. Each line names that person plainly and
 * carries a cue word of the neighbouring type. Format: see romance.ts.
 */
export const S14_PAIRS_WHO = `
# boss-difficult
my team are lovely, it's the area manager who emails me at 10pm and expects an answer by 7 || 10pm; 7 @@ area manager; team
the nursing sister on my ward ignores my rota requests, she's in charge of all of us, how do i push back || rota requests @@ nursing sister
i report to the deputy head and she keeps changing my timetable without telling me || timetable @@ deputy head; she
my manager turned down my holiday after approving everyone else on the team, how do i ask her why || holiday @@ manager; team; her
the man who signs off my timesheets keeps questioning my hours in front of the crew || timesheets; hours @@ man; crew
# coworker-conflict
we're both junior analysts and he keeps rewriting my slides the night before, nobody asked him to || slides; the night before @@ junior analysts; he
the woman at the desk next to mine talks over me on every client call, she's not senior to me || every client call @@ woman
i share the reception shifts with a guy who leaves the phones ringing, how do i raise it with him first || reception shifts; phones @@ guy; him
my teammate snapped at me in the standup and now we avoid each other at the coffee machine || standup; coffee machine @@ teammate
two of us run the stockroom and she blames me for every missing box, same job, same pay || stockroom; every missing box @@ she
# coworker-crush
i've got a soft spot for the delivery driver on my route, we share a depot and i light up when he walks in || depot @@ delivery driver; he
not a problem at work, the opposite: i really like the guy i sit opposite and i think he likes me too @@ guy
my colleague and i flirt over the team chat and i want to know if it's going anywhere || team chat @@ colleague
# coworker-credit
the other account manager told our director she closed the deal i spent six weeks on || six weeks; deal @@ account manager; director; she
my lab mate put my graph in her slides and said it was her analysis at group meeting || graph; slides; group meeting @@ lab mate
# boss-raise
my manager keeps saying i'm "ready for the next level" but there's never any money behind it, how do i ask for the pay that goes with it || next level; pay @@ manager
i've been at the same hourly rate for two years, how do i bring it up with the owner || hourly rate; two years @@ owner
# partner-fight
my boyfriend and i had a row about his friends coming round every weekend, now he's sulking || every weekend @@ boyfriend; friends
my wife and i keep fighting about whose turn it is to visit our families at christmas || christmas @@ wife; families
my partner shouted at me in front of his mates at the pub and we haven't spoken since || pub @@ partner; mates
we've been married six years and tonight's argument about her best friend's comments went way too far || six years; tonight @@ best friend
# friend-conflict
my friend from uni and i fell out over her new boyfriend, she says i'm not supportive || uni @@ friend; boyfriend; she
my best friend screamed at me at my own birthday and i don't know how we come back from it || birthday @@ best friend
me and a mate had words after five-a-side and he's left the group chat || five-a-side; group chat @@ mate; he
# family-parents
my mum keeps telling me i should be more like my older brother, how do i ask her to stop comparing us @@ mum; older brother; her
my dad won't stop asking when i'll give him grandkids like my sister did, how do i tell him to drop it || grandkids @@ dad; sister
my parents let my sister off everything and come down hard on me, how do i talk to them about it @@ parents; sister
# family-siblings
my brother keeps telling our mum my private stuff and i want to talk to him about it @@ brother; mum; him
my sister and i haven't spoken since she said awful things about my wife at dad's birthday || dad's birthday @@ sister; wife
# hidden-crush-friend
we've been friends since primary school and lately i can't stop thinking about kissing her || primary school @@ her
my best mate's moving away next month and i think i'm in love with him, do i tell him before he goes || next month @@ best mate; him
# friend-drifting
nothing happened between me and my closest friend, life just got busy and our voice notes stopped around easter. how do i restart || easter; voice notes @@ closest friend
# crush-ask-out
i've liked a girl in my evening course for weeks and want to ask her for a coffee after class || evening course; coffee @@ girl
there's a guy who runs at the same track as me every sunday, how do i ask him out without it being weird || every sunday; track @@ guy; him
# roommate-noise-guests
my housemate has a new girlfriend who's round every night and they're loud till late, i have early lectures || every night; early lectures @@ housemate; girlfriend
# roommate-chores
my flatmates leave their dishes for days and i'm the only one who wipes the counters || dishes; counters @@ flatmates
`;
