/**
 * More phrasings for the romance types the cross-validated bench confused most (hint vs hide,
 * taken, coworker crush, trust, meeting the family, letting someone down, ex messages): everyday
 * wording, typos, lowercase, rambling, negations, a few in Spanish/French. Format: see romance.ts.
 */
export const VARIED_ROMANCE = `
# hidden-crush-hint
how do i drop hints to a guy that im into him without literally saying "i like you" @@ guy
i want him to pick up on the fact that i like him but i'm too scared to say it. any subtle moves? @@ him
whats a lowkey way to show a girl im interested, like not a confession just hints @@ girl
i keep dropping hints to my crush and she never catches on. how do i make them a bit clearer without confessing @@ crush
any tips for flirty texts that make her wonder if i like her? not ready to say it out loud || text @@ her
how to let my crush know i like him through small gestures instead of words @@ crush
can i hint that i like someone by asking them to hang out just the two of us?
what kind of compliments hint that you like someone without being too forward
how do i make my crush realise i'm interested, i'm hoping he'll make the first move @@ crush
quiero que mi crush se dé cuenta de que me gusta sin decírselo directamente @@ crush
# hidden-crush-hide
how do i stop being so obvious around my crush? everyone in class can tell @@ crush
i dont want him to know i like him, how do i act normal when we're paired up in lab || lab @@ him
my friends keep teasing me about liking him and i want it to stop before he hears @@ him
i'm not ready for anyone to know i like her, how do i keep a poker face at rehearsals || rehearsals @@ her
i blush every time she talks to me, how do i hide it @@ she
trying to act casual around a guy i like so he doesn't notice anything @@ guy
how do i keep my feelings to myself until the trip is over, we share a cabin with friends || trip
i think i'm being way too obvious with my crush, how do i tone it down @@ crush
nobody can find out i like my best friend's brother. how do i act around him at her party || party @@ brother
how do i stop texting my crush so much so it's not obvious i like him || text @@ crush
# hidden-crush-friend
i think i'm falling for my best friend and i'm terrified of ruining everything @@ best friend
caught feelings for my guy friend and we literally talk every day, help || every day @@ friend
how do i know if my best friend likes me back before i risk our friendship @@ best friend
i like my friend but we're in the same friend group and it would be so weird if it went wrong @@ friend
me and my friend of ten years are super close and now i have feelings for her. what do i do @@ friend
should i tell my best mate i fancy him or just bury it to keep the friendship @@ best mate
my friend hugs me goodbye and now i can't stop thinking about her, we've been friends since school || school @@ friend
is it worth risking a friendship to tell her i like her as more than a friend @@ her
catching feelings for a friend who calls me her bestie, what now @@ friend
mi mejor amigo me gusta y no quiero perder la amistad @@ mejor amigo
# crush-taken
the girl i like just told me she has a boyfriend, how do i act around her now @@ girl; boyfriend
i have a crush on a married coworker and i know nothing can happen, how do i deal || work @@ coworker
he has a girlfriend but we text every night, is that ok or am i being stupid || every night @@ he; girlfriend
my crush is in a relationship and she keeps inviting me out, should i go @@ crush
how do i get over someone who is already with somebody else
i like someone who's engaged and i see her at church every sunday || church; every sunday @@ her
my crush started dating my roommate and now i see them together every day || every day @@ crush; roommate
is it bad to still flirt with a guy who has a girlfriend if he flirts first? @@ guy; girlfriend
fell for someone who is married, i'm not going to act on it but it's hard to be around him @@ him
# coworker-crush
i've got a crush on someone in my office and we have lunch together every day, should i say something || office; lunch; every day
how do you ask out a coworker without it being inappropriate, we're on different teams
i like a girl at my job but she's my senior, is it a bad idea to flirt || job @@ girl
crush on my colleague is getting bad, we have meetings together all week and i can't focus || meetings; all week @@ colleague
should i ask my coworker out for drinks after the project ends or is that weird || drinks; project @@ coworker
i think the guy from IT likes me and i like him too but we work in the same building || work @@ guy
there's a nurse on my ward i really like, how do i find out if she's single without gossip at work || ward; work @@ nurse
workplace crush: we message on teams all day, how do i move it outside of work || Teams; all day; work
my coworker and i flirt at the coffee machine every morning, how do i ask him out without risking my job || coffee machine; every morning; job @@ coworker
tengo un crush con un compañero de trabajo y no sé si decirle algo @@ compañero de trabajo
# crush-ask-out
how do i ask out a guy i met at a party last weekend, i have his insta || party; last weekend; insta @@ guy
want to ask my crush to homecoming but i dont know how to do it without a big scene || homecoming @@ crush
whats the best text to ask a girl on a first date || text; first date @@ girl
i'm going to ask her out for coffee after class tomorrow, how should i word it || coffee; tomorrow; class @@ her
how do i ask someone out if i've only talked to them a few times at the dog park || dog park
should i ask him to the movies or something more casual like a walk || movies; walk @@ him
i want to ask the barista out but she's at work, is that creepy || work @@ barista
je veux inviter une fille de mon cours à boire un café mais je suis timide || café @@ fille
# crush-signals
he replies instantly but never starts the conversation, does that mean he likes me or not @@ he
she asked for my number after class and then barely texts, is she interested? || class; text @@ she
how can i tell if a guy likes me or is just a flirty person in general @@ guy
my crush keeps sitting next to me at lunch even when there are other seats, is that a sign || lunch @@ crush
he remembers tiny things i said weeks ago, does that mean he's into me @@ he
is it a good sign if she laughs at everything i say even when it's not funny @@ she
# crush-rejected
he said he just wants to be friends after i told him i like him, how do i act at work tomorrow || work; tomorrow @@ he
i asked her to prom and she said no, now i have to see her every day in homeroom || prom; every day @@ her
my crush rejected me over text and i want to keep the friendship, what do i say || text @@ crush
she said "i don't feel that way about you" and now our group hangouts feel weird || hangouts @@ she
got turned down yesterday, how do i not make it awkward when we're in the same class || yesterday; class
# crush-keep-talking
how do i keep the conversation going with a guy i like when he only sends memes @@ guy
my crush and i talk on discord every night but i always run out of things to say || Discord; every night @@ crush
what questions can i ask the girl i like so our texts dont die || text @@ girl
we text a lot but it's always about school, how do i make it more personal with my crush || school @@ crush
# partner-trust
my boyfriend keeps texting another girl late at night and says she's just a friend, should i worry || text @@ boyfriend
i found out my girlfriend lied about where she was on saturday and i don't know how to bring it up || saturday @@ girlfriend
how do i talk to my husband about the messages i saw without it turning into an accusation @@ husband
my partner changed his phone password and now i can't stop wondering why @@ partner
i don't trust my wife after she hid a lunch with her ex, how do we talk about it || lunch @@ wife
he says he's working late every night but his coworker posted them at a bar, what do i do || every night; bar @@ he
my gf is always on her phone and hides the screen when i walk by, am i crazy for being suspicious || phone @@ gf
how do i rebuild trust with my boyfriend after he lied about money || money @@ boyfriend
i caught my partner on tinder and he says it was just old, how do i believe him || Tinder @@ partner
mi novio me mintió sobre dónde estuvo el sábado y no sé cómo hablarlo @@ novio
# partner-meet-parents
how do i make a good impression on my girlfriend's mom, she's really strict @@ girlfriend; mom
we're visiting his family for christmas and they don't know much about me, any tips || christmas @@ family
first time meeting my fiance's parents at dinner next week, what should i bring || dinner; next week @@ fiance; parents
my partner wants me to meet her family but they don't approve of me, how do i handle the dinner || dinner @@ partner; family
how do i break the ice with my bf's dad who barely talks @@ bf; dad
her parents invited me to their lake house for a weekend, how do i not mess it up || weekend @@ parents
what do i say when my girlfriend's grandma asks when we're getting married @@ girlfriend; grandma
# partner-breakup
how do i break up with my boyfriend when we live together || @@ boyfriend
i want to end things with my girlfriend but she's going through a hard time, how do i do it kindly @@ girlfriend
i'm not in love with him anymore and need to tell him, we've been together 4 years || 4 years @@ him
should i break up with her in person or over the phone, she lives two hours away || phone; two hours @@ her
how to end a relationship when the other person did nothing wrong
i need to break up with my partner before the holidays, how do i say it || holidays @@ partner
quiero terminar con mi novia pero no sé cómo decírselo sin hacerle daño @@ novia
# partner-neglected
my boyfriend is always busy with work and i feel like an afterthought || work @@ boyfriend
how do i tell my wife i miss her attention without sounding needy @@ wife
he never plans anything for us anymore, it's always me || @@ he
i feel invisible in my relationship, my girlfriend is always out with her friends @@ girlfriend
# partner-fight
we keep arguing about money, how do i talk to my husband without it blowing up || money @@ husband
# ex-reached-out
my ex texted me happy birthday after a year of no contact, do i reply || text; birthday; a year
got a message from my ex saying she misses me, i don't know what to say back @@ ex
my ex slid into my dms asking how i've been, should i answer or leave it || DMs @@ ex
ex-boyfriend messaged me out of nowhere asking to "talk" this weekend, what do i reply || this weekend @@ ex-boyfriend
my ex wants to grab coffee and catch up, how do i respond without leading him on || coffee @@ ex
my ex just liked my post and then sent a hey, what does that mean and should i answer || post @@ ex
mon ex m'a écrit hier soir après six mois de silence, je réponds quoi || hier soir @@ ex
# ex-get-back
i miss my ex and want to try again, how do i bring it up without scaring her off @@ ex
we broke up because of distance and now i'm moving to his city, how do i ask for another chance @@ ex
how do i tell my ex-girlfriend i've changed and want her back @@ ex-girlfriend
is there a way to win back my ex after i messed up @@ ex
# ex-moving-on
my ex keeps texting me and i want him to stop, how do i say it clearly || text @@ ex
how do i tell my ex i don't want to be friends @@ ex
i need to stop checking my ex's instagram and move on, how do i cut contact || Instagram @@ ex
# date-let-down
i've been on 3 dates with a guy and i'm just not into him, how do i tell him nicely || 3 dates @@ guy
how do i turn down a second date without ghosting her || second date @@ her
she wants to see me again but there was no chemistry, what do i text || text @@ she
how do i tell someone i'm not interested after one date without hurting them || one date
he asked me out again after our coffee date and i don't want to go, how do i say no || coffee date @@ he
i'm not feeling it with the girl i've been seeing, how do i end it kindly after a month || a month @@ girl
how to politely decline another date with someone from hinge || Hinge
what's a kind way to say "i don't see this going anywhere" after a few dates || a few dates
i don't want to lead him on, how do i tell him i only see him as a friend after our date || date @@ him
no quiero una segunda cita con él, ¿cómo se lo digo amablemente? @@ él
# date-follow-up
we had our first date last night and it went great, when do i text him || first date; last night @@ him
what should i text after a really fun second date || text; second date
how do i tell her i had a great time on our date without seeming too keen || date @@ her
just got home from dinner with a guy from bumble, should i text first tonight || dinner; Bumble; tonight @@ guy
how soon after a first date should you message them || first date
date went well, how do i ask to see her again next weekend || next weekend @@ her
he walked me home after our date and kissed me, what do i send him now || date @@ he
we went to the museum on saturday and i want to follow up without being clingy || museum; saturday
# date-ghosted
we went on three dates and now he's stopped replying completely, should i message again || three dates @@ he
she hasn't answered my texts since our date on friday, am i being ghosted || text; friday @@ she
got ghosted after a great first date, do i send one more message or let it go || first date
he left me on read for a week after we hooked up || a week @@ he
# date-cancelled
she cancelled our date last minute for the second time, do i reschedule || date; second time @@ she
# date-dtr
we've been seeing each other for 3 months, how do i ask if we're exclusive || 3 months
# match-meet-up
we've been chatting on hinge for a week, how do i suggest meeting up || Hinge; a week
`;
