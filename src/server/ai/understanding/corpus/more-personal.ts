/** More labelled utterances (romance, friendship, family, roommates) in looser, everyday phrasing. Format: see romance.ts. */
export const MORE_PERSONAL = `
# crush-keep-talking
how to not run out of stuff to talk about w my crush,, i always freeze || 
we talk every day on whatsapp but its the same "how was your day" loop, how do i make it less boring || WhatsApp; every day
I don't want our texts to die again. He's fun in person but over text it's just "yeah" and "lol" || text @@ he
conversation tips for a girl i like who only replies with emojis @@ girl
my crush never starts the conversation and never asks me questions, i'm always carrying it @@ crush
# crush-signals
ok be honest, does a guy who replies in 2 minutes but never makes plans like me?? || 2 minutes @@ guy
signs my coworker's friend is into me? she always sits next to me at trivia night || trivia night @@ she
he hugged me longer than usual at the party on friday, am i reading too much into it || party; friday @@ he
she keeps asking if im single. does that mean something @@ she
is it flirting if he sends me songs at midnight || midnight @@ he
# crush-ask-out
how do I ask her to the movies without it sounding like a date if she says no lol || movies @@ her
I wanna ask the barista I like on a date, he's working sunday. what do I say || Sunday @@ barista
should i ask my crush out in person or over text? we see each other at choir on wednesdays || text; choir; Wednesdays @@ crush
what line do i use to ask someone to prom || prom
ask out tips pls. theres a girl at my climbing gym, we've talked like 5 times || climbing gym; 5 times @@ girl
# crush-taken
my crush has a boyfriend but keeps texting me late at night. what do i do || late at night @@ crush; boyfriend
The girl I like from the study group is in a relationship. I don't want to be a homewrecker, just want to stay friends || study group @@ girl
he just told me he's seeing someone and i had feelings for him for months || months @@ he
the boy i like is dating my best friend now. how do i handle it @@ boy; best friend
# crush-rejected
she said she "doesn't see me that way" and now the group hangouts feel weird || group hangouts @@ she
asked him to homecoming and he said he's going with someone else || homecoming @@ him
i got friendzoned yesterday. how do i act normal around her at work || yesterday; work @@ her
my crush said no when I asked her out. I don't want to keep pushing, I just want things to not be weird @@ crush
# coworker-crush
i have a thing for a guy in accounting, we only talk in the elevator @@ guy
how to flirt with a coworker without getting reported to HR lol || HR @@ coworker
My coworker crush asked if I'm going to the conference in May. Should I suggest dinner there? || conference; May; dinner @@ coworker
I like my colleague but I don't want to mess up our project together || project @@ colleague
# hidden-crush-hint
how do i make him notice me without telling him i like him @@ him
hints that i like her that she'll get but won't be awkward if she doesn't feel the same @@ her
I want my crush to figure out I like him on his own. is that dumb @@ crush
subtle flirting over text with someone who only sees me as a friend || text
# hidden-crush-confess
is it a good idea to tell my crush i like her at the end of the school year? || school year @@ crush
I want to confess but I'm scared he'll stop talking to me @@ he
thinking about telling my crush how i feel on new year's eve || New Year's Eve @@ crush
how do i confess to someone i met at summer camp, we only text now || summer camp; text
# hidden-crush-friend
i have a crush on my best friend and she just got single. do i tell her?? @@ best friend
fell for my friend from uni and we hang out every weekend, i'm scared to ruin it || uni; every weekend @@ friend
I think I like my guy friend but he's my only close friend here @@ friend
my best friend of 10 years might like me too but neither of us says anything || 10 years @@ best friend
# hidden-crush-hide
how do i hide that i like him when my friends keep teasing me about it @@ him
i don't want her to know i like her until after exams || exams @@ her
how to not make it obvious that i have a crush on my teammate @@ teammate
my face turns red whenever my crush texts me in class || class @@ crush
# partner-fight
we had a fight about chores again and my boyfriend said I'm "always nagging" || chores @@ boyfriend
how do i apologise to my wife after i said something mean in the argument @@ wife
my gf is mad at me because i didn't text her back all day || text; all day @@ gf
husband and I fought about his mom visiting for two weeks || two weeks @@ husband; mom
# partner-neglected
My husband plays video games every night and we never talk || video games; every night @@ husband
i feel lonely in my relationship, my boyfriend doesn't ask about my day @@ boyfriend
my wife is always busy with work and I'm last on her list || work @@ wife
how do i tell him i want more quality time without sounding clingy @@ him
# partner-long-distance
my boyfriend and i are doing long distance for a year while he studies abroad || a year @@ boyfriend
how do we keep things romantic over video calls, she's in Toronto and I'm in London || Toronto; London @@ she
long distance is hard, we only see each other once a month || once a month
# partner-trust
i caught my boyfriend lying about where he was on saturday || saturday @@ boyfriend
my girlfriend still talks to her ex every day and it bugs me || every day @@ girlfriend; ex
he deleted our messages and I don't know if I should ask why @@ he
how do i tell my partner i don't trust them after they cheated last year || last year @@ partner
# partner-meet-parents
what should i bring and say when i meet her parents for dinner on friday || dinner; friday @@ parents
my boyfriend wants me to meet his mom at her birthday lunch. i'm an anxious wreck || birthday lunch @@ boyfriend; mom
meeting my fiance's family in India next month and I don't speak Hindi || India; next month; Hindi @@ fiance; family
# partner-breakup
i think i need to break up with my girlfriend but we live together || @@ girlfriend
how to end things with someone i've been with for 5 years || 5 years
I don't love him anymore. How do I say it without destroying him? @@ him
# ex-get-back
i want my ex back but she has a new bf, is there any chance @@ ex; bf
how do i ask my ex girlfriend for a second chance after i cheated @@ ex girlfriend
we broke up over something stupid in december. how do i reach out to try again || December
is it too late to get back with my ex after a year apart || a year @@ ex
# ex-reached-out
my ex just asked "how have you been?" after 8 months, should i answer || 8 months @@ ex
got a message from my ex at 2am saying he misses me. what do i say || 2am @@ ex
ex texted happy new year, do i reply or ignore || text; New Year @@ ex
my ex-girlfriend wants to meet up to "talk" on sunday || Sunday @@ ex-girlfriend
# ex-moving-on
how do i tell my ex i'm not interested in being friends? || @@ ex
my ex keeps asking to get back together and i keep saying no, how do i make it final @@ ex
I'm not looking to reconcile, I just want to stop hurting about the breakup
# ex-coparent-logistics
how to ask my ex to give back my jacket and books without starting a conversation @@ ex
my ex and I co-parent our daughter and he keeps changing the weekend plans last minute || weekend @@ ex; daughter
need to split the furniture from our apartment with my ex, how to bring it up calmly || furniture; apartment @@ ex
my ex still owes me half of the vet bill for our dog || vet bill; dog @@ ex
ex-husband wants to swap christmas with the kids this year || Christmas; this year @@ ex-husband; kids
# date-cancelled
he cancelled our third date because "work is crazy", do i try again? || third date; work @@ he
she bailed on our date tonight with a one line text || date; tonight; text @@ she
my date postponed to next weekend, should i just say "no worries"? || next weekend @@ date
he said we should reschedule but didn't give a day. what do i text || text @@ he
# date-follow-up
we had drinks last night and I want to text him but not seem too keen || drinks; last night @@ him
what to text after a first date that was kinda awkward but i still like her || first date @@ her
how do i ask for a second date after a nice coffee date on saturday || second date; coffee; Saturday
# date-plan
what's a fun first date idea in winter that isn't just drinks? || first date; winter; drinks
she loves board games, any date idea around that for sunday || board games; Sunday @@ she
how do i plan a surprise date for my boyfriend's birthday || date; birthday @@ boyfriend
# date-ghosted
the guy i went out with twice stopped answering after i asked about next weekend || twice; next weekend @@ guy
should i text her after she ghosted me for 2 weeks post-date || 2 weeks @@ her
he read my message on tuesday and still nothing, we had such a fun date || Tuesday; date @@ he
# date-dtr
how do i bring up being exclusive with the guy i've been seeing since summer || summer @@ guy
we act like a couple but never talked about it, how do i ask where this is going
she introduced me as "a friend" to her coworkers. do i ask what we are? @@ she
# date-let-down
i went on one date with him and i'm not feeling it, how do i tell him without ghosting || one date @@ him
how to politely say i don't want to see her again after our second date || second date @@ her
nice guy from hinge wants a 3rd date but i'm not into it || Hinge; 3rd date @@ guy
# match-opener
need a witty first message for a girl on bumble who loves dogs and tacos || Bumble; dogs; tacos @@ girl
what do i say first to a match whose profile says she's a nurse who runs marathons || nurse; marathons @@ match
he matched me but hasn't messaged, do i send the first text || text @@ he
opening message ideas for hinge that aren't cringe || Hinge
# match-convo-dying
my tinder conversation has been going for a week and it's just small talk || Tinder; a week
he only answers with "lol" on bumble, do i give up || Bumble @@ he
we matched 5 days ago and the chat is already dying, how do i save it || 5 days
# match-meet-up
how do i ask for a first date on hinge after 3 days of chatting || first date; Hinge; 3 days
how do i suggest meeting up for a walk this weekend with my bumble match || walk; this weekend; Bumble @@ match
# friend-owes-money
how do i ask my friend to pay me back for the concert tickets i bought in may, it was $180 || concert tickets; May; $180 @@ friend
my friend borrowed money twice and never mentions it. i need it back but i like her || money; twice @@ friend
bestie owes me like 60 quid from the trip, awkward to ask? || 60 quid; trip @@ bestie
I dont want to ruin our friendship over money but he owes me $200 since January || $200; January @@ he
# friend-jealousy
i'm jealous that my best friend has a new best friend || @@ best friend
my friend got jealous when I spent the weekend with my other friends || weekend @@ friend
how do i tell my friend her jealousy about my boyfriend is hurting us @@ friend; boyfriend
my friend seems jealous of my new job and keeps putting it down || new job @@ friend
# friend-drifting
we were inseparable in high school and now we only like each other's posts || high school
my friend moved to another city and we barely talk anymore, how do i keep it alive || another city @@ friend
I feel like I'm always the one reaching out to my friends and I'm tired @@ friends
how to message a friend i ghosted last year, i miss her || last year @@ friend
# friend-conflict
my friend said my new haircut looks terrible in front of everyone at lunch || haircut; lunch @@ friend
i said something mean to my best friend while drunk at the party, how do i fix it || party @@ best friend
my friend blamed me for something i didn't do and told everyone || @@ friend
# friend-support
my friend just got diagnosed with cancer, what do i say || cancer @@ friend
how can i support my friend who's going through a divorce || divorce @@ friend
my best friend is having panic attacks before her exams || panic attacks; exams @@ best friend
my friend's dog died and she's devastated, what do i text || dog; text @@ friend
# friend-boundaries
my friend always wants to copy my homework and i'm done || homework @@ friend
how do i tell a friend i can't keep lending her money || money @@ friend
my friend invites herself to all my plans with my boyfriend @@ friend; boyfriend
how to say no to my friend who wants to stay at my place for a month || a month @@ friend
# make-friends
i'm 30 and have no friends in this town, where do i even start || 30
how to start talking to people in my dorm without being weird || dorm
# family-parents
how do i tell my mom i'm moving in with my boyfriend || @@ mom; boyfriend
my parents want me home every weekend and i need space || every weekend @@ parents
dad keeps commenting on my career choices at every dinner || dinner @@ dad
how do i tell my parents i failed a class this semester || class; this semester @@ parents
# family-siblings
my big brother never calls me unless he needs something @@ brother
how do i tell my sister i'm hurt she didn't invite me to her wedding || wedding @@ sister
my brother and i haven't talked since dad's funeral in march || funeral; March @@ brother; dad
my little sister keeps reading my diary and i'm furious || diary @@ sister
# family-relatives
my grandma keeps asking about my weight at christmas dinner || Christmas dinner @@ grandma
how do i tell my cousin i'm not lending him money again || money @@ cousin
my uncle keeps giving unsolicited career advice at family dinners || family dinners @@ uncle
# family-kids
how do i talk to my 14 year old about vaping || 14 year; vaping
my son won't tell me what's wrong since he started high school || high school @@ son
my daughter wants a phone at 10 and all her friends have one || phone; 10 @@ daughter
# roommate-chores
my flatmate leaves her hair in the shower drain every single day || shower; every single day @@ flatmate
how to ask my roommates to make a cleaning rota without sounding bossy || cleaning rota @@ roommates
roommate never buys toilet paper or soap, i always do || toilet paper @@ roommate
# roommate-noise-guests
my roommate has his girlfriend over every night and she uses all the hot water || every night; hot water @@ roommate; girlfriend
how to ask my housemate to stop having people over on weeknights || weeknights @@ housemate
my roommate's alarm goes off at 5am and she never wakes up || 5am @@ roommate
# roommate-money
my roommate keeps paying the rent late and i cover it || rent @@ roommate
how to split the wifi and netflix fairly with my roommates || wifi; Netflix @@ roommates
roommate broke the tv and won't pay for half || tv @@ roommate
# work-new-team
how do i make friends at my new job? everyone goes to lunch in their own groups || new job; lunch
`;
