import { parseCorpus } from '../../src/server/ai/understanding/corpus';

/**
 * Development set U22 (issue #21, engineer u22): 99 English first messages in the romance categories (crush,
 * hidden crush, partner, ex, dating, new match), written before any change, in voices of my own: people named only
 * by a first name ("sam hasn't texted back"), a partner named by name only, a crush who is also a friend or a
 * coworker, "we matched" and "we broke up" said in passing, the stage of the relationship implied rather than named
 * (not yet together / together / over; who knows about the feelings; met on an app). Typos, lower case, long
 * messages, negations. Never trained on; `bun scripts/understanding-dev-u22.ts` reads it.
 * First reading (unchanged tree 92f583a): type 92/99, category 93/99, facts 92/100, people 77/102.
 * Format: see corpus/romance.ts.
 */
export const UNDERSTANDING_DEV_U22 = parseCorpus(`
# crush-keep-talking
sam and i have been messaging every night for two weeks but i feel like im carrying the whole conversation @@ sam
the guy from my climbing wall replies with one word every time, how do i keep it going without being annoying || climbing wall @@ guy
i really like this girl from the library and we text but i always run out of stuff to say after the first few msgs || library @@ girl
how do i keep things interesting with noah over dms? its always me asking questions and him answering || DMs @@ noah
# crush-signals
does lucy like me?? she always sits next to me in lectures and saves me a seat but shes like that with everyone maybe || lectures @@ lucy
this guy at my bus stop smiles at me every morning and once said my coat was nice, is that something or am i overthinking || bus stop; every morning @@ guy
i cant tell if my friend's cousin is flirting with me or just being polite, he keeps liking my old photos @@ cousin
she texts me first almost every day and sends me songs that remind her of me, does that mean she's into me @@ she
# crush-ask-out
theres a girl in my pottery class ive liked for months and i want to ask her to get a drink after class next week || pottery class; next week @@ girl
how do i ask alex out without it being weird, we only know each other from the dog park || dog park @@ alex
i want to ask the guy who works at the record shop if he wants to grab coffee sometime but i freeze every time || record shop; coffee @@ guy
what's a chill way to ask my crush to the winter formal, i dont want a big promposal thing || winter formal @@ crush
# crush-taken
i have feelings for someone who has a girlfriend and i see him every day at uni, what do i do || uni @@ him
the girl i like just got into a relationship with one of my mates and i dont know how to act around them @@ girl; mates
jess has been with her boyfriend for 3 years and i cant stop thinking about her, should i just back off || 3 years @@ jess
i think i like my friend's husband and i hate myself for it, how do i stop this @@ husband
# crush-rejected
i asked maya out last week and she said she only sees me as a friend, now its awkward in our group chat || last week; group chat @@ maya
he turned me down nicely but we still have the same seminar every tuesday, how do i act normal || seminar; tuesday @@ he
i confessed to my crush and he said no, how do i stop making it weird every time i see him at practice || practice @@ crush
she said she's not looking for anything right now after i asked her out, can we still be friends without it being strange @@ she
# coworker-crush
theres a guy in accounts i really like and i think he might like me back but we work on the same floor, how do i find out || accounts @@ guy
i have a thing for my coworker ellie, we joke around all shift but i dont want to make work awkward if she doesnt feel the same || shift @@ ellie
how do i tell if the new guy on my team is into me or just friendly, we eat lunch together most days || lunch @@ new guy
i like someone at my office and we're going to the christmas party next friday, should i make a move || christmas party; next friday @@ someone
# hidden-crush-hint
i want my friend ben to notice i like him without me actually saying it, any subtle ways? @@ ben
how can i drop hints to the girl i like in chemistry so she gets it without me having to confess || chemistry @@ girl
ive liked him for ages but i dont want to say it straight out, how do i make it obvious enough that he picks up on it @@ him
i keep giving her little hints like complimenting her but she's not picking up on any of it @@ her
# hidden-crush-confess
i think im finally going to tell leah how i feel, weve been close for a year and i cant keep it in || a year @@ leah
how do i confess to a guy i've liked since the start of term before we all go home for summer || summer @@ guy
i want to tell my crush i like him over text because i'll chicken out in person || text @@ crush
should i just tell her i have feelings? we've been hanging out loads and i think she might feel it too @@ her
# hidden-crush-friend
i've fallen for my best friend and i dont want to ruin 10 years of friendship || 10 years @@ best friend
im in love with my roommate who is also one of my closest friends, what do i do @@ roommate
i caught feelings for a friend from my d&d group and i dont know if i should say anything or just let it pass || d&d group @@ friend
my friend kai and i do everything together and somewhere along the way i started liking him as more than a friend @@ kai
# hidden-crush-hide
i like someone in my friend group but i dont want anyone to know yet, how do i act normal around her || friend group @@ someone
how do i stop blushing every time he talks to me, nobody can know i like him @@ he
i have a massive crush on my lab partner and i need to play it cool till the project is over || project @@ lab partner
i dont want him to find out i like him, how do i stop being so obvious when we hang out @@ him
# partner-fight
me and chris had a huge argument last night about his mum and now he's not speaking to me, how do i fix it || last night @@ chris
my girlfriend and i keep fighting about the washing up and its getting ridiculous || washing up @@ girlfriend
we had a blowout over money yesterday and i said some things i regret, how do i talk to him || yesterday; money @@ him
tom and i have been together 4 years and we cant stop snapping at each other since the move, how do we reset || 4 years; move @@ tom
# partner-neglected
my boyfriend is always on his phone when we're together and i feel invisible @@ boyfriend
lately my wife spends every evening with her friends and i feel like an afterthought, how do i say it without sounding needy || every evening @@ wife
i feel like i come last for rob, his job and his mates always come first and we barely get an evening together @@ rob
she never asks how my day was anymore and we havent had a proper date in months @@ she
# partner-long-distance
my girlfriend moved to canada for uni and the time difference is killing us, how do we stay close || canada @@ girlfriend
me and dan are doing long distance for the next year while he's on placement in manchester, any ideas to feel connected || next year; manchester @@ dan
we only see each other once a month now that she lives 300 miles away and the calls feel flat || once a month; 300 miles @@ she
# partner-trust
i found messages on my boyfriends phone to his ex and he says its nothing but i dont believe him @@ boyfriend; ex
jamie keeps lying about where he goes after work and i dont know how to bring it up without starting a war || after work @@ jamie
my partner hid a credit card from me and now i cant trust anything they say about money || credit card @@ partner
# partner-meet-parents
im meeting my girlfriends parents for the first time on sunday and im terrified they'll hate me || sunday @@ girlfriend
how do i make a good impression on josh's family at christmas, we've been dating 6 months || christmas; 6 months @@ josh
his mum is super traditional and i'm meeting her next week, what should i talk about || next week @@ mum
# partner-breakup
i need to end things with my boyfriend of two years but i dont know how to say it kindly || two years @@ boyfriend
how do i break up with someone who hasn't done anything wrong, i just don't feel it anymore @@ someone
i think i want to leave sophie but we live together and share a dog, how do i even start that conversation || dog @@ sophie
# ex-get-back
we broke up in march and i still think about him every day, is it crazy to ask if he wants to try again || march @@ him
i want my ex back, we ended things because of distance but now i've moved back home || distance @@ ex
how do i tell liam i still love him? we split 6 months ago but we never really stopped talking || 6 months @@ liam
# ex-reached-out
my ex texted me out of nowhere saying she misses me, we broke up a year ago, what do i say || a year @@ ex
he messaged me on my birthday after ignoring me since we split, should i reply || birthday @@ he
my ex boyfriend just followed me again on instagram and sent a heart on my story, how do i respond || Instagram @@ ex boyfriend
# ex-moving-on
it's been 4 months since we broke up and i still check her stories every day, how do i let go || 4 months @@ her
how do i stop texting my ex when im drunk, i know we're done but i keep doing it @@ ex
my ex keeps asking to be friends but i need space to get over him, how do i tell him no @@ ex
# ex-coparent-logistics
my ex and i need to sort out the kids' christmas schedule and every conversation turns into a row || christmas @@ ex; kids
how do i message my ex about picking up our son on saturdays without it becoming an argument || saturdays @@ ex; son
we split but still co-own the flat and need to agree on selling it, how do i keep it civil || flat @@ we
# date-cancelled
the guy i was supposed to meet tonight cancelled an hour before and said maybe another time, should i reschedule || tonight @@ guy
she cancelled our second date saying work was crazy, how do i suggest another day without seeming desperate || second date @@ she
my date bailed on saturday for the second time, is it worth asking again || saturday @@ date
# date-follow-up
i went on a first date with priya last night and it went really well, what should i text her today || first date; last night; text @@ priya
we had dinner on friday and i had a great time, how long should i wait to message him || dinner; friday @@ him
had a lovely date at the museum yesterday, want to text him to say thanks and hint i want a second one || museum; yesterday @@ him
# date-plan
our third date is this weekend and i want to plan something fun that isnt just drinks, any ideas? || third date; this weekend @@ we
what's a cheap but cute date idea for someone who loves hiking || hiking @@ someone
i'm taking her out for the first time on friday, where should we go || friday @@ her
# date-ghosted
we went on three dates and then he just stopped replying, its been a week || three dates; a week @@ he
sam hasn't texted back since our date on thursday and its been 5 days, should i send something || thursday; 5 days @@ sam
she was super keen and then vanished after our second date, do i message her or let it go || second date @@ she
# date-dtr
weve been seeing each other for 2 months and i dont know what we are, how do i ask without scaring him || 2 months @@ him
how do i bring up being exclusive with the guy ive been dating, we've never talked about it || exclusive @@ guy
we act like a couple but she calls me her friend, i need to know where i stand @@ she
# date-let-down
i've been on two dates with a nice guy but i'm not feeling it, how do i tell him kindly || two dates @@ guy
he wants a fourth date but i'm just not attracted to him, what do i say || fourth date @@ he
how do i tell her i dont want to see her again after one date without ghosting || one date @@ her
# match-opener
just matched with a girl whose whole profile is about her cat, what do i open with || cat @@ girl
what's a good first message on hinge that isnt just hey || Hinge
we matched on bumble and i have 24 hours to say something, his bio says he loves climbing || Bumble; 24 hours; climbing @@ his
# match-convo-dying
me and this guy on tinder were chatting loads and now its just one word replies, how do i revive it || Tinder @@ guy
the conversation with my hinge match has gone dead after two days, what do i send || Hinge; two days @@ match
we matched last week and talked for a bit but she's gone quiet, is there a way to restart it || last week @@ she
# match-meet-up
ive been chatting to a match for a week, how do i suggest actually meeting up || a week @@ match
how do i ask someone from bumble for a drink without it feeling too soon || Bumble; drink @@ someone
we've been texting since we matched and i want to ask her to coffee on sunday || coffee; sunday @@ her
`);
