/**
 * Round 13, last pass: pairs the cross-validation still mixes up, each line saying plainly which side it is on —
 * the boss (their power over you) vs a coworker (a peer), credit vs friction, drifting vs a falling-out, hinting vs
 * hiding — and off-topic requests that mention money or family. Written independently. Format: see romance.ts.
 */
export const S13_CONTRAST = `
# boss-difficult
the person who signs off my leave keeps "losing" my requests and then says it's too late, she's my line manager || leave @@ line manager
my manager took me off the client account without telling me why and i found out from the client || client account @@ manager; client
how do I ask my boss to stop scheduling meetings at 6pm when he knows I do daycare pickup || meetings; 6pm; daycare pickup @@ boss
my director keeps assigning me weekend on-call and never the others, how do i bring it up without sounding like i'm whining || weekend @@ director
the foreman shouts at me in front of the whole site and i need this job, how do i talk to him || site @@ foreman
my manager reads my emails over my shoulder and corrects them before i send, i want to ask for some space || emails @@ manager
after my boss cut my hours in half without warning I want to ask for a clear reason || hours @@ boss
how do i tell my principal that the extra duties she keeps adding are too much this term || this term @@ principal
my supervisor keeps promising training and then cancelling it, how do I hold him to it || training @@ supervisor
my new manager wants daily status reports from me and nobody else || daily; status reports @@ manager
how do i ask my boss for clearer feedback when all she says is "it's fine, but…" @@ boss
my team lead blames me in front of the client for his own missed deadline || deadline @@ team lead; client
# coworker-conflict
my coworker and i are the same level but she keeps giving me orders like she's my boss @@ coworker; boss
a colleague keeps taking the good shifts and leaving me the closing ones, we both report to the same manager || shifts @@ colleague; manager
how do i talk to the guy on my team who sighs and rolls his eyes at every idea i share in meetings || meetings @@ guy; team
my coworker plays music without headphones in our shared office and ignores every hint || music; office @@ coworker
the other nurse on nights leaves every task for the morning shift and i'm the one who gets it || nights; morning shift @@ nurse
my pair-programming partner rewrites everything i commit without talking to me first @@ partner
a teammate keeps scheduling over my focus time and then says "it's just 10 minutes" || 10 minutes @@ teammate
the other barista refuses to restock and then complains to me when we run out @@ barista
my coworker talks about her weekend at my desk for an hour every monday and i can't get work done || weekend; desk; an hour; every monday @@ coworker
a coworker keeps correcting my english in front of customers and it's embarrassing || English @@ coworker; customers
my colleague and i were friends until we were put on the same project, now we argue every day || project; every day @@ colleague
there's a guy in the warehouse who keeps calling me by a nickname i hate, how do i get him to stop || warehouse @@ guy
# coworker-credit
the email announcing the new process thanks my colleague by name, i wrote the whole thing and she edited the title || email; process @@ colleague
in the quarterly review my coworker took the questions about my project and answered them as if he led it || quarterly review; project @@ coworker
my teammate keeps forwarding my fixes to the client with "I've resolved this" || fixes @@ teammate; client
how do i get my name on the patent when my coworker filed it with only his || patent @@ coworker
the new guy demoed my prototype to leadership and didn't mention who built it || prototype @@ new guy; leadership
# boss-raise
i just got my second "exceeds expectations" rating and still no raise, how do I ask for one || raise
my boss offered me a promotion with no pay increase, how do i negotiate the salary before saying yes || promotion; salary @@ boss
what's a good way to ask my manager for a cost-of-living increase when prices went up 8% || 8% @@ manager
i want to ask for a bonus after bringing in our biggest client this year || bonus; this year
# work-resign
how do i tell my manager i'm leaving when she just gave me a big project || project @@ manager
i'm retiring next spring and want to tell my team early, how do i say it || next spring @@ team
my notice period is a month but i want to leave in two weeks, how do i ask my boss || notice period; a month; two weeks @@ boss
# work-new-team
i'm the new hire on a team of people who've worked together for years, how do i stop feeling like a guest || years
just started at a new office, everyone has lunch together and i never know if i'm invited || new office; lunch
how do i get to know my new team when we're spread across three time zones || new team
# friend-drifting
no fight, no drama, my best friend and i just stopped calling each other after she had twins @@ best friend
my friend and i used to play tennis every sunday, then he moved and now we only like each other's posts || tennis; every sunday; posts @@ friend
i realised i haven't seen my closest friend since march and we live 20 minutes apart || march; 20 minutes @@ closest friend
# friend-conflict
my friend said i abandoned her when i moved away and now she won't answer, we argued about it on the phone || phone @@ friend
my friend and i had words at the wedding because she thought i was flirting with her date || wedding @@ friend
my friend lied to our group about why she missed my party and i called her out, now it's a mess || party @@ friend; group
# hidden-crush-hint
what small things can i do so my classmate realises i like him without me saying it @@ classmate
i want to leave a little note in my crush's locker that hints i like her but isn't a full confession || note; locker @@ crush
# hidden-crush-hide
my crush is in my study group and I'm trying so hard not to let it show, how do i act normal || study group @@ crush
i need to stop texting my crush so much, i don't want her to figure out i like her || text @@ crush
# none
what's the cheapest flight to new york next month
how much should i tip on a 60 dollar dinner
write a thank you card for my aunt's christmas present
how do i split a bill of 84 between 3 people
what's a good birthday cake recipe for my son
plan a 3 day itinerary for rome
what's the exchange rate from euros to dollars
recommend a board game for my family to play at christmas
how do I calculate 20% off 45 dollars
give me a workout i can do with my sister at home
what's the best credit card for students
got any good knock knock jokes for a school assembly
`;
