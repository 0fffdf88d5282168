/**
 * Round 13b messages that carry a cue word of a neighbouring type while the rest decides: a drifting
 * friendship with an old row in it, a crush on a friend that mentions a fight, a partner fight about
 * friends, hanging out "as friends", off-topic asks that mention a boss or a crush. Written independently
 * of earlier rounds. Format: see romance.ts.
 */
export const S13B_PAIRS = `
# friend-drifting
years ago we had a falling out over a flat deposit, we sorted it, but we never got back to daily voice notes. i'd like that back || years ago; flat deposit; voice notes
honestly there was no fight, no drama. my friend just got a girlfriend and a new job and i slowly stopped existing @@ friend; girlfriend
we used to argue about football constantly, that was our thing. now he doesn't even watch games with me anymore and i miss him || football @@ he; him
i think my best friend and i are growing apart since she went vegan and into running and i'm… not. nobody did anything wrong @@ best friend; she
friend since nursery moved to australia in 2021 and our calls went from weekly to never. is it worth trying again || nursery; Australia; 2021; weekly @@ friend
how do i say "i miss you" to a friend without making it sound like i'm blaming her for not calling @@ friend; her
me and my old work friend haven't spoken since i left the company last year, i want to reach out but what do i say || last year @@ work friend
we had ONE disagreement about her wedding budget two years ago and things were never quite the same, not angry, just distant || wedding budget; two years ago @@ her
my friend group from school has slowly shrunk to me and one other guy, everyone else went quiet. can i bring the group back || school @@ friend group; guy
i keep watching my old friend's stories and wanting to reply but it's been so long it feels strange @@ old friend
my best mate's not mad at me, she says so, but she takes a week to answer anything now and we used to be inseparable || a week @@ best mate; she
# friend-conflict
i don't think we're drifting, i think she's angry at me about the wedding seating and just won't say it || wedding seating @@ she
we used to be super close but last weekend she called me fake in front of everyone and i want to address it || last weekend @@ she
my friend and i haven't talked in two weeks since she said my boyfriend is a loser. i want to tell her that was out of line || two weeks @@ friend; she; boyfriend; her
my mate borrowed my camera, broke the lens and got defensive when i brought it up, now we're not talking || camera; lens @@ mate
my friend screenshotted my private message and sent it to the group chat. we had a blow-up and i want to sort it || private message; group chat @@ friend
she keeps making jokes about me being broke and yesterday i finally snapped at her, now we're both sulking || yesterday @@ she; her
my best friend didn't show up to my graduation and didn't even text. we argued on the phone and i said some harsh things || graduation; phone @@ best friend
how do i tell my friend i'm still upset about what she said at my birthday without starting round two || birthday @@ friend; she
# friend-jealousy
my friend got into the uni i wanted and i keep being cold to her and i know it's jealousy || uni @@ friend; her
i think my best friend is jealous that i've been hanging out with my coworkers more, she's been short with me @@ best friend; coworkers; she
it stings that my friend's new friend gets invited to things i don't, how do i say that without sounding like a kid @@ friend; new friend
my friend always has to one-up my news, got engaged? she's pregnant. new job? she's promoted. how do i bring it up || engaged; pregnant; new job; promoted @@ friend; she
i'm jealous of how close my two best friends have gotten without me, and they didn't do anything wrong @@ best friends
# hidden-crush-friend
we had a stupid fight last week and it made me realise i'm in love with my best friend. how do i deal with that || last week @@ best friend
i think i like my friend but she's been pulling away lately and i don't know if it's connected @@ friend; she
me and my guy mate hang out every weekend and i've started to want it to be dates. how do i find out if he feels the same || every weekend; dates @@ mate; he
i have feelings for a girl in our friend group and if it goes badly the whole group splits. what do i do @@ girl; friend group
# make-friends
there's a dad at my son's football practice who seems like a good laugh, how do i ask if he wants a beer sometime, just as mates || football practice; beer @@ dad; son; he
not a date!! i just want to ask the girl from my ceramics course to be friends. how do i say that so it's clear || ceramics course @@ girl
i'm newly retired and all my friends were work friends. how do i meet people now || work friends
how do i make friends as an introvert who hates bars and clubs || bars; clubs
my kid started at a new school and i'd like to get to know some of the other mums || new school @@ kid; mums
# work-new-team
i got moved to the evening team last week and they all have nicknames for each other, how do i get in with them || evening team; last week @@ team
joining a new squad at work on monday, all engineers, i'm the only designer. how do i make them want to loop me in || monday @@ engineers
just started at a dental practice and the other nurses seem tight. how do i not be the outsider || dental practice @@ nurses
# partner-fight
my girlfriend and i had a massive argument because she said my best friend is a bad influence, now we're not speaking || best friend @@ girlfriend; she
my husband and i fought about me going on a girls' trip with my friends and he said something really unfair || girls' trip @@ husband; friends; he
my boyfriend and i had a fight at my friend's wedding, he left early, and now we're both waiting for the other to say sorry || wedding @@ boyfriend; friend
my boyfriend got angry that i didn't defend him when my friends teased him, and we argued all night @@ boyfriend; friends; him
# partner-neglected
saturdays are for her sister, sundays for her book club, weeknights she's wiped. when is there time for me and my wife @@ sister; wife
my boyfriend plans everything around his mates and i get whatever's left, how do i tell him i need more of him @@ boyfriend; mates; him
# roommate-chores
the house rule was everyone cleans their own stuff but my roommate's guests leave their takeaway boxes everywhere and she never tidies it || takeaway boxes @@ roommate; guests; she
my roommate says cleaning the kitchen is my job because i cook more, how do we agree on something fair || kitchen @@ roommate
# roommate-noise-guests
my roommate lets her friends crash on our sofa without asking me first, sometimes for days || sofa; days @@ roommate; friends
flatmate's alarm goes off at 5am every day and he snoozes it for an hour, the walls are paper thin || 5am; an hour @@ flatmate; he
how do i ask my roommate to warn me before her boyfriend comes over, i walk around in a towel || towel @@ roommate; boyfriend
# roommate-money
my roommate says i owe more for the internet because i work from home, is that fair and how do i argue it || internet @@ roommate
my friend moved in with me and pays 200 less than half the rent because "it's your place". i regret agreeing || 200; rent @@ friend
# friend-owes-money
my friend paid for our uber and i paid for dinner, but dinner was 90 and the uber was 15, and he says we're even || uber; dinner; 90; 15 @@ friend; he
i don't live with him, he's just a friend, but he owes me 250 from the trip to amsterdam and it's been 4 months || 250; Amsterdam; 4 months @@ friend
# crush-ask-out
we've been friends in the same class for a year and i want to ask her out for real, on a date || a year; date @@ her
i want to ask the guy from the climbing wall to dinner as a date, but i'm scared he'll think i mean as friends || climbing wall; dinner; date @@ guy; he
# crush-keep-talking
she asked about my weekend and i said "good, you?" and it died. what should i have said, and what do i send now to my crush || weekend @@ she; crush
we've run out of small talk, my crush and i, like literally just 'what did u eat'. how do i ask deeper stuff without it being intense @@ crush
# hidden-crush-hint
we're friends already, i just want to flirt a tiny bit more and see if she picks it up @@ she
can i hint by asking him to be my plus one to my cousin's wedding, or is that too much || plus one; wedding @@ him; cousin
# crush-signals
my friend's brother keeps finding excuses to come over when i'm there, does he like me @@ friend; brother; he
she invited me to her birthday but not the rest of our class, does it mean something || birthday @@ she; class
# coworker-conflict
the guy at work who keeps asking me out won't take no for an answer and i just want him to leave me alone || work @@ guy; him
my coworker keeps calling me "babe" and "hun" at work and i'm not into it, how do i tell her to stop || work @@ coworker; her
# boss-difficult
my boss keeps asking me about my love life at work and makes comments about my dates, how do i get her to stop || love life; work; dates @@ boss; her
the CEO is friends with my manager and i need to complain about my manager. how do i raise it with the ceo @@ CEO; manager
# none
what's a good movie to watch alone on a friday night
how do i write a thank you card to my boss for a wedding gift, what should it say, short
what's the average salary for a junior developer in berlin
define "boundaries" in psychology terms
how many people usually come to an office christmas party
recommend a cookbook for a friend who just moved out
what's a fun quiz to do with coworkers on a friday
what are the rules for tipping in the us
list 10 icebreaker questions for a classroom of 12 year olds
can you translate this menu from italian
how old do you have to be to rent a car
how do i clean white trainers
what's the etiquette for a wedding gift amount
who was the first woman in space
`;
