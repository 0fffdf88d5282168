import { parseCorpus } from '../../src/server/ai/understanding/corpus';

/**
 * Development set U27 (issue #21, engineer u27): first messages over ALL 64 situation types, about three each, more
 * for the types earlier rounds covered least (interview follow-up, a cancelled date, parent-to-teacher, rejecting a
 * candidate, co-parenting, app openers, meeting a match, replying in another language, neighbour, landlord, …) and
 * written around the easy-to-confuse pairs (crush vs hidden crush, coworker crush vs coworker conflict, app opener vs
 * being ghosted, ex wanting back vs co-parenting, roommate vs neighbour, complaint vs refund vs scope, teacher-parent
 * both ways, interview prep vs offer, other languages, off-topic). Typos, lower case, slang, long rambles, two problems
 * in one (labelled with the one asked about), negations, non-native English, the obvious keyword often absent.
 * Written before any change, in voices of my own. Never trained on; `bun scripts/understanding-dev-u27.ts` reads it.
 * First reading (unchanged tree 92fc831): type 184/209, category 190/209, facts 202/218, people 170/180. Misread: a
 * confession read as a hint ("not a hint, the actual i like you") or as work trouble ("should i just tell her?"), a
 * friend crush under a negation ("it's not that i like him") read as drifting, a crush's odd behaviour read as a
 * rejection, asking out a barista read as a coworker crush; a partner's long hours read as a raise, a partner's texts
 * read as a friend fight; an ex (no "ex" word) read as friend trouble, moving on read as meeting a match or work; the
 * kids' homework at their dad's read as parent-to-teacher; a second cancelled date read as letting down; ghosted after
 * 4 dates read as a friend fight; an app opener without the app read as a crush; jealousy as a friend fight; uni
 * cliques read as a new team; the flat's owner read as a boss; an interview thanks, interviewer questions (no
 * situation), an offer's notice period (resigning), a candidate calling back (coworker); a cousin's comment read as a
 * relative; replying in Polish/Turkish read as the partner's family / the neighbour; a Spanish restaurant review read
 * as scope creep. After u27's readers (model unchanged): type 190/209, category 195/209.
 * Format: see corpus/romance.ts.
 */
export const UNDERSTANDING_DEV_U27 = parseCorpus(`
# crush-keep-talking
every time i message the guy from chem lab it goes hey, hey, hows it going, good u, good... and dies. how do i make it not boring @@ guy
we've been chatting on insta for like 2 weeks and i dont want it to fizzle, what can i ask her that isnt "how was ur day" || 2 weeks @@ her
i really like him but i never know what to talk about after the first 5 min, we only have math class in common || math class @@ him
# crush-signals
she always saves me a seat and remembers tiny things i said weeks ago, is that a sign or she is just nice person @@ she
why does he stare at me when i'm not looking and then act like i dont exist when i say hi @@ he
ok so my crush replied "haha maybe 👀" when i joked we should hang out. what does that even mean @@ crush
# crush-ask-out
been wanting to ask the barista with the tattoos if he'd get a drink after his shift, how do i not make it weird for him at work @@ barista
how do i ask a girl to go to the fair with me friday if we only talked twice || fair; friday @@ girl
# crush-taken
the girl i like just started seeing my friend and i have to pretend im happy for them @@ girl; friend
she's engaged. i know. but i can't stop thinking about her and we talk every day at the bus stop || bus stop
he has a gf and keeps flirting with me, idk if i should say anything or just stay away @@ he; gf
# crush-rejected
i told him i liked him and he said he "doesnt see me that way". we sit next to each other in bio. help @@ him
she turned me down nicely last week and now i dont know how to act normal in our group chat || last week @@ she
asked her to prom, she said no, now every time we see each other its so awkward, how do i fix it || prom @@ her
# coworker-crush
i think i'm falling for a guy on my shift at the warehouse, is it dumb to say something when we see each other every day || warehouse @@ guy
theres a woman in accounting who i really like, we get coffee together sometimes, how do i know if she feels the same without making monday awkward || accounting; coffee @@ woman
the new intern is cute and keeps hanging around my desk lol but hes my colleague so idk what to do @@ intern
# hidden-crush-hint
i dont want to say i like him straight out, i just want him to catch on. what small things can i do @@ him
how do i let her figure out im into her without saying it. like subtle stuff over text @@ her
is there a way to show a boy you like him without confessing? im too shy for the actual words @@ boy
# hidden-crush-confess
i've liked sam since september and im done hiding, i want to tell him how i feel before break || september; break @@ sam
should i just tell her? its eating me alive, i write the message and then delete it every night @@ her
i want to finally say it out loud to him, not a hint, the actual "i like you". how do i start @@ him
# hidden-crush-friend
it's not that i like him like that... ok maybe i do. he's been my best friend since we were 8 and i dont want to ruin it @@ best friend
i'm catching feelings for my roommate's sister who's also my closest friend, what do i do @@ sister; friend
my best girl friend kissed me on the cheek at the party and now i cant stop thinking about her as more than a friend || party @@ friend
# hidden-crush-hide
how do i stop blushing every time he talks to me, i dont want anyone to know i like him @@ he
my friends would tease me forever if they found out, how do i act normal around her in class || class @@ her
i like him but i want to keep it secret for now, how do i not be obvious in the group chat @@ him
# partner-fight
we had a massive argument about his mum last night and he slept on the couch, how do i start talking to him again || last night @@ mum
my wife and i cant agree on where to spend christmas and it turned into a shouting match @@ wife
# partner-neglected
my boyfriend is always on his phone or gaming when i come over, i feel like furniture @@ boyfriend
since the promotion she works till 10 every night and i feel like i live alone honestly || 10 @@ she
my husband forgot our anniversary again and he never plans anything for us, how do i tell him i feel unimportant || anniversary @@ husband
# partner-long-distance
he moved to berlin for work and its been 3 months, we facetime but it feels like were losing something || berlin; 3 months @@ he
my gf is in another time zone and we barely overlap, how do we keep the spark || time zone @@ gf
we're 2000 km apart until she finishes her degree next year, how do we not drift || 2000 km; next year @@ she
# partner-trust
i found texts on his ipad from a girl named jess and he said shes "just a friend". i dont believe him || ipad @@ jess
my girlfriend keeps her phone face down always and changed her password, im scared to ask @@ girlfriend
# partner-meet-parents
first time meeting his family this weekend and they're super religious, what do i talk about || this weekend @@ family
her dad is a bit intimidating and we're having dinner at theirs on sunday, any tips || dinner; sunday @@ dad
my boyfriend's parents dont speak english well, how do i make a good impression at the lunch || lunch @@ boyfriend; parents
# partner-breakup
i want to end things with him, 4 years together, but i still care about him. how do i say it || 4 years @@ him
i think its over between me and my girlfriend, we just make each other miserable. how do i tell her without being cruel @@ girlfriend
how do i break up with someone who just lost their job, i feel like a monster || job
# ex-get-back
we broke up in august but i miss him so much, is there a way to try again || august @@ him
i want her back. i messed up by being cold the whole last year and i know it now || last year @@ her
my ex and i still talk sometimes, i want to ask if she'd give us another go @@ ex
# ex-reached-out
out of nowhere my ex sent a meme with "this reminded me of u" after like 8 months no contact. reply or not || 8 months @@ ex
he wished me happy birthday out of nowhere, we split 2 years ago. what do i reply || birthday; 2 years @@ he
got a long email from my ex apologising for everything, not sure how to respond || email @@ ex
# ex-moving-on
my ex keeps liking my stories and i want to completely let go, how do i tell him to stop without drama @@ ex
its been 6 months and i still check her profile every day, how do i actually get over it || 6 months @@ her
i dont want to get back together, i want to move on, but he keeps showing up at my work. how do i make it clear @@ he
we're over and im ok with it, i just need him to stop calling me every sunday night || sunday night @@ him
# ex-coparent-logistics
my ex and i share custody and she keeps changing the pickup time last minute, how do i bring it up without a fight || pickup @@ ex
need to agree with my ex husband on who pays for the school trip for our daughter, he always goes silent on money || school trip @@ ex husband; daughter
the kids come back from their dads with no homework done, how do i raise it with him calmly @@ kids; dad
how do i tell my ex i want the kids for christmas this year, last year she had them || christmas; last year @@ ex; kids
# date-cancelled
she bailed on our dinner an hour before, said something came up. do i reschedule or wait for her || dinner; an hour @@ she
we had plans saturday and he cancelled with "sorry not feeling it today". what should i text back || saturday @@ he
second time she calls off our date last minute, is she not interested or actually busy? @@ she
he postponed our first date because of work, should i suggest a new day or let him do it || first date @@ he
# date-follow-up
had a really nice first date with maria last night, what do i text her today || first date; last night @@ maria
we went bowling yesterday and i want to say i had fun without sounding too keen || bowling; yesterday
date went good i think?? how long do i wait before messaging him again @@ him
# date-plan
second date with a guy who loves hiking and i hate outdoors lol, what can we do instead || second date; hiking @@ guy
what's a cheap but cute date idea for a rainy sunday in a small town || rainy sunday
she's vegan and i want to cook for her at my place for our third date, any ideas || third date @@ she
i want to take him somewhere he wont expect for our first proper date, not just dinner and drinks || first date; dinner @@ him
# date-ghosted
we went out three times and then nothing, he doesnt open my messages anymore @@ he
she stopped replying after what i thought was the best date ever. should i send one more text || date @@ she
4 dates, we even met his friends, and now silence for 10 days. do i say something || 4 dates; 10 days @@ friends
# date-dtr
we've been seeing each other for 2 months but we never talked about what this is, how do i ask || 2 months
hes still on hinge even though we sleep over every weekend, i want to know if we're exclusive || hinge; every weekend
i want to ask her if we're a couple now or just hanging out, but i dont want to scare her off @@ her
# date-let-down
he's a nice guy and we had 2 dates but there's no spark, how do i tell him without ghosting || 2 dates @@ guy
she's lovely but i felt nothing on our 3 dates and she just asked about next friday @@ she
i dont want to see him again after one date but he keeps texting plans, what do i say @@ him
# match-opener
matched with a girl whose bio just says "ask me about my cat" what do i open with || cat @@ girl
what's a first message on bumble that isnt "hey" when her profile is all climbing pics || bumble; climbing
i never know how to start the chat when i match with someone, i always write hi and they never answer
he matched with me yesterday and i want to say something funny about his dog in his profile photo || yesterday; dog @@ he
# match-convo-dying
we've been messaging on tinder for a week and it's getting boring, one word answers now || tinder; a week
my match and i went from long messages to "lol" and "yeah", how do i bring it back @@ match
the chat with this guy from the app is dying and i actually liked him, how to revive @@ guy
the conversation on hinge keeps stalling after a few messages, what do i ask to keep it alive || hinge
# match-meet-up
we've been chatting on the app for 2 weeks, how do i suggest getting a coffee irl || 2 weeks; coffee
how do i move from hinge to an actual date without seeming pushy || hinge
i want to ask my match to meet this weekend but she seems careful, how do i make her feel safe || this weekend @@ match
been texting a guy from bumble for days, i want to meet him but idk how to bring it up || bumble; days @@ guy
# friend-owes-money
my friend borrowed 200 for her phone bill in january and now acts like it never happened || 200; january @@ friend
how do i ask my best mate to pay back what he owes without it being awkward at the pub @@ best mate
# friend-jealousy
everytime i post something good my friend says something sarcastic, i think she's envious @@ friend
i'm honestly jealous of my best friend's new job and its making me act weird around her, what do i do || new job @@ best friend
my friend got mad when i went out with other people without her, is that normal @@ friend
# friend-drifting
my friend and i havent texted in months and i dont know how to break the silence || months @@ friend
we were so close in college but now we barely speak, i want to reach out || college
# friend-conflict
my friend said something really hurtful about my weight at dinner and i havent talked to her since || weight; dinner @@ friend
we got into a fight over a guy and now she's telling everyone lies about me @@ she
# friend-support
my friend's mom is in hospital and i have no idea what to text her @@ friend; mom
he just got dumped and is drinking a lot, how do i be there without lecturing @@ he
my best friend failed her exams and is devastated, what do i say to her @@ best friend
# friend-boundaries
my friend keeps calling me at 2am to vent and i need sleep, how do i tell her || 2am @@ friend
she always invites herself to my plans with other people and i want to say no this time @@ she
how do i tell my friend i cant lend him my car anymore without him getting offended || car @@ friend
# make-friends
i just moved to lisbon for work and i know nobody, how do i meet people || lisbon
i'm 34 and all my friends moved away, how do you make new ones at this age || 34
first year at uni and all the cliques formed in freshers week while i was sick, how do i get in || uni; freshers week
# family-parents
my mom keeps texting me to come home every weekend and i need space, how do i say it @@ mom
dad paid for 3 years of med school and im leaving it, i have to tell him on sunday and im shaking || med school; sunday @@ dad
# family-siblings
my little brother keeps stealing my clothes and lying about it, how do i talk to him @@ brother
my sister always compares her kids to mine and it drives me crazy @@ sister; kids
# family-relatives
my aunt keeps asking when im getting married at every family dinner, how do i shut it down politely @@ aunt
my grandpa says racist stuff at dinner and i want to say something without a big scene @@ grandpa
my uncle wants to borrow money again and he never paid back the last time @@ uncle
# family-kids
my 15 year old barely talks to me anymore, how do i get her to open up || 15 @@ her
how do i talk to my son about what he's looking at online || online @@ son
my daughter says she's being left out at school but wont tell me more, how do i ask her || school @@ daughter
# roommate-chores
my roomate never takes out the trash and the kitchen smells, how do i bring it up || trash; kitchen @@ roomate
the person i share the flat with leaves dishes for days, im sick of cleaning after her || dishes; flat @@ her
how do we set up a cleaning rota without it being a fight, theres four of us in the house || cleaning rota; four
# roommate-noise-guests
my housemate's boyfriend basically lives here now and doesnt pay anything || boyfriend @@ housemate
my roommate plays music until 3am on weeknights, how do i ask her to turn it down || music; 3am @@ roommate
the guy i share the apartment with has people over every night, i cant sleep || apartment; every night @@ guy
# roommate-money
my flatmate is 2 weeks late with his half of the rent again || 2 weeks; rent @@ flatmate
the wifi and power bills are in my name and my roommate just never transfers her half, is it petty to chase || wifi @@ roommate
we split groceries but my roommate always "forgets" to pay me back @@ roommate
# neighbour
upstairs flat moves furniture or something at midnight every night, bang bang bang, how to approach them || midnight
the husky next door howls for hours when its owners are out and i'm on calls all day from home || husky
the guy next door keeps parking in front of my driveway, how do i say something without starting a war || driveway @@ guy next door
the family in the flat below smoke on their balcony and it comes in my windows, how do i talk to them || balcony @@ family
# landlord
radiators dead since the start of november, i've reported it four times and the landlord just says next week || november; next week @@ landlord
how do i get my deposit back, the landlord says the carpet was damaged but it was like that when i moved in || deposit; carpet @@ landlord
the owner of my flat wants to come in whenever he likes without telling me, is that ok and how do i say no || flat @@ owner
my rent is going up 20% next month, can i push back on the landlord || 20%; next month @@ landlord
# coworker-credit
my teammate presented my analysis in the meeting like it was his and the boss thanked him || analysis; meeting @@ teammate; boss
# coworker-conflict
the guy at the next desk keeps making snide comments about my work, how do i handle it @@ guy
me and a colleague cant stand each other and now we have to do a project together || project @@ colleague
# boss-raise
im doing the job of two people since jen left, same pay since 2022, what do i say to get paid properly || 2022 @@ jen
how do i ask my manager for a promotion at my review next week || review; next week @@ manager
# boss-difficult
my manager keeps giving me tasks at 5pm on fridays and i need to say something || 5pm; fridays @@ manager
my boss yelled at me in front of a customer and i want to talk to him about it @@ boss; customer
# work-new-team
started a new job monday and the team already has inside jokes, how do i fit in || monday @@ team
i'm the new guy on the dev team and everyone goes to lunch without me || lunch @@ dev team
day 3 at the agency and i still havent said more than hi to the designers, the vibe is they all know each other for years || day 3; agency @@ designers
# work-resign
how do i tell my boss im leaving after 6 years, he's been really good to me || 6 years @@ boss
i got a better offer and want to hand in my notice without burning bridges || notice
i want to quit but we're in the middle of a big launch, how do i tell my manager || launch @@ manager
# customer-refund
lady returned a dress with makeup on the collar and tags off and wants all her money, i run a small boutique || dress; boutique @@ lady
someone bought a course from me and now asks for a refund after finishing half, what do i answer || course
client is asking for a full refund because the package arrived late, can i offer something else || package @@ client
a buyer on etsy wants a refund because the colour isnt what she expected || etsy; colour @@ buyer
# customer-complaint
got a 1 star review saying my cafe was dirty, how do i reply publicly || 1 star; cafe
a customer shouted at my staff on the phone about a delayed order, how do i respond || delayed order @@ customer; staff
someone left a nasty google review about our service, i want to answer professionally || google review
a guest at my airbnb is complaining about everything and threatening a bad review || airbnb @@ guest
# client-scope-creep
the client keeps adding "one more small thing" to the website and we agreed on five pages || website; five pages @@ client
i'm a freelance designer and my client now wants a whole brand kit for the price of a logo || brand kit; logo @@ client
we're on the 7th round of changes for a logo that was quoted with 2 rounds, how do i say the rest is billable || logo; 2 rounds
# client-late-payment
a client hasnt paid my invoice from 60 days ago and stopped answering || invoice; 60 days @@ client
how do i chase a payment from a small business i did photos for, without losing them || photos
the agency owes me 3000 for work in march, what do i write || 3000; march @@ agency
they said the money was coming "next week" for a month now. i'm a freelancer, how do i push || next week; a month
# parent-to-teacher
my son's teacher keeps giving him detention for things other kids do too, how do i write to her || detention @@ son; teacher
how do i email my daughter's teacher that she's being bullied in class || email; class @@ daughter; teacher
i want to ask the teacher why my kid got a C when his work looks good to me || C @@ teacher; kid
my child has dyslexia and i dont think the school is helping, how do i talk to his teacher || dyslexia; school @@ child; teacher
# teacher-to-parent
i teach 3rd grade and one of my students keeps falling asleep in class, how do i bring it up with his mom || 3rd grade; class @@ mom
as a swimming coach i need to tell parents their girl isnt ready for the competition || competition @@ parents; girl
i'm a tutor and the dad keeps paying late and blaming his son for missing sessions || sessions @@ dad; son
how do i write a message to parents about a student who keeps using his phone in my lessons || phone; lessons @@ parents
# interview-prep
i have an interview at a bank on thursday and i freeze when they ask about weaknesses || bank; thursday
how do i get ready for a panel interview for a nurse job next week || panel interview; nurse; next week
what should i say when they ask "why do you want to work here" tomorrow || tomorrow
first job interview ever, its at a supermarket, i'm 16 and nervous || supermarket; 16
# interview-follow-up
i had the interview 10 days ago and heard nothing, can i email the recruiter || 10 days @@ recruiter
second round went well this morning, is a short thanks to the panel a good idea and what do i put || second round; this morning @@ panel
they said i'd hear back by friday and its monday, should i follow up || friday; monday
should i call or email the hiring manager to ask about the job i interviewed for last week || last week @@ hiring manager
# interview-offer
they offered me the position but the salary is lower than i asked, how do i counter || position; salary
i got an offer but need 2 more weeks to decide because of another company || 2 weeks; another company
how do i ask for remote days in my offer before i sign the contract || remote days; contract
they want me to start in a week but i need to give a month's notice at my current place || a week; a month
# interviewer-questions
i'm hiring a nanny for the first time, what should i ask in the interview || nanny; interview
what questions show me if a junior developer can actually learn fast || junior developer
i have to interview candidates for my team for the first time tomorrow, how do i prepare || candidates; tomorrow
i'm the one interviewing, how do i ask about gaps in someone's cv without being rude || cv
# interviewer-reject
how do i tell a candidate we chose someone else, she was really nice || candidate
i need to email 20 applicants that they didnt get the job, kindly || 20 applicants
the guy we interviewed last week keeps calling to ask, how do i tell him no || last week @@ guy
how do i turn down an internal applicant who'll still be working with me || internal applicant
# social-comment
someone wrote "ok boomer" under my linkedin post about work ethic, reply or not || linkedin; work ethic
a random guy comments on every photo i post telling me to smile more @@ random guy
my cousin left a rude comment on my facebook about my engagement and everyone can see it || facebook; engagement @@ cousin
a stranger said my art looks like a childs drawing in the comments || art @@ stranger
# cross-language-reply
my boyfriend's mom texted me in polish for my birthday and i want to thank her in polish too || polish; birthday @@ boyfriend; mom
a man on the language app wrote to me in french and i want to sound natural not like a textbook || french @@ man
my japanese coworker invited me to dinner in japanese, how do i say yes politely in japanese || japanese; dinner @@ coworker
how can i answer my turkish neighbour's message in turkish, she always brings us food || turkish; food @@ neighbour
# partner-fight
Mi novio y yo discutimos anoche por dinero y ahora no me habla, ¿cómo lo arreglo? || dinero @@ novio
# roommate-chores
Mon colocataire ne fait jamais la vaisselle et ça me rend folle, comment lui en parler ? || vaisselle @@ colocataire
# customer-complaint
Un cliente dejó una reseña muy mala de mi restaurante, ¿qué le contesto? || restaurante @@ cliente
# boss-difficult
Mein Chef schreibt mir jeden Abend nach 22 Uhr, wie sage ich ihm, dass das zu viel ist? || 22 Uhr @@ Chef
# none
what's a good recipe for banana bread
can you explain how interest rates work
i need a name for my goldfish lol
which is bigger, a blue whale or a submarine
write me a limerick about mondays
`);
