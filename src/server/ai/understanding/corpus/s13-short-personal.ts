/**
 * Round 13, third pass: short messages and questions (one-liners, negations, names, slang) for the
 * personal types. Written independently. Format: see romance.ts.
 */
export const S13_SHORT_PERSONAL = `
# crush-keep-talking
texting my crush rn and i have no idea what to say next help @@ crush
how do i not run out of stuff to talk about with Mia on discord || Discord @@ Mia
good questions to ask a boy over text that aren't boring || text @@ boy
# crush-signals
is he into me or just a flirt with everyone @@ he
she asked for my number "for the group project" but we're not in a group lol || group project @@ she
why would my crush like my post from 3 years ago || post; 3 years ago @@ crush
he said goodnight with a heart emoji, does that mean anything @@ he
# crush-ask-out
best way to ask a girl out in a DM? || DM @@ girl
gonna ask Liam to the fair this weekend, what do i text || fair; this weekend @@ Liam
should i ask him out or wait for him to ask me @@ him
# crush-taken
what do i do when the person i like is in a relationship
my crush has a gf now and i have to see them together every lunch || every lunch @@ crush
# crush-rejected
she said no to the dance. do i still say hi in class || dance; class @@ she
how to stop feeling awkward after my crush rejected me over text || text @@ crush
# hidden-crush-hint
subtle ways to flirt with a guy without him realizing I like him @@ guy
what emoji do i use to hint i like her lol @@ her
# hidden-crush-confess
should i tell her i like her or just wait @@ her
writing a confession text to my crush, does "i like you, no pressure" sound ok || text @@ crush
# hidden-crush-friend
i like my best friend. that's it. that's the problem @@ best friend
feelings for my friend who's a girl, how do i know if it's mutual @@ friend
# hidden-crush-hide
Ben sat next to me on the bus and i went bright red. how do i keep him from noticing i like him || bus @@ Ben
i don't want my crush to find out i like him, tips on acting chill @@ crush
# partner-fight
husband and i fought about his mom again, we can't get through a week without it || a week @@ husband; mom
gf mad at me because i forgot to pick her up from work, how do i make it up || work @@ gf
we got into it about politics at dinner, me and my boyfriend i mean, and now it's silent || politics; dinner @@ boyfriend
# partner-neglected
my boyfriend never initiates anything anymore @@ boyfriend
i feel like i come last after my husband's job and his mates @@ husband; mates
# partner-long-distance
any tips for a long distance relationship with a 9 hour time difference || 9 hour
# partner-trust
can't stop feeling like my wife is hiding something from me @@ wife
my boyfriend has a "best friend" he texts all night and it makes me uneasy || all night @@ boyfriend; best friend
# partner-meet-parents
what do i talk about with my girlfriend's dad, he only likes fishing || fishing @@ girlfriend; dad
# partner-breakup
how do i end it with someone i still care about
is breaking up over text ever ok if we've only been dating 3 months || text; 3 months
# ex-get-back
can you get back with an ex after a year? how do i even start || a year @@ ex
# ex-reached-out
ex wants to "talk" tomorrow, what do i say || tomorrow @@ ex
my ex added me back on insta, do i follow back || Instagram @@ ex
# ex-moving-on
how do i stop texting my ex when i'm drunk || drunk @@ ex
# ex-coparent-logistics
how do i ask my ex to return my car keys and the spare phone || car keys; phone @@ ex
# date-cancelled
she cancelled on me again. third time. what now || third time @@ she
# date-follow-up
date went great, do i text tonight or tomorrow || date; tonight; tomorrow
# date-plan
cute first date ideas in december? || first date; december
# date-ghosted
he stopped answering after our date. do i double text? || date @@ he
# date-dtr
how to ask "are we exclusive" without sounding clingy
# date-let-down
how do i reject someone after a date nicely || date @@ someone
# match-opener
funny hinge openers for someone who loves dogs || Hinge
# match-convo-dying
my tinder convo went dry, how do i revive it || Tinder
# match-meet-up
when's the right time to ask a bumble match out || Bumble @@ match
# friend-owes-money
my friend owes me 50 dollars and it's been forever || 50 dollars @@ friend
# friend-jealousy
why do i get jealous when my friends hang out without me @@ friends
# friend-drifting
my friend hasn't replied in a month and idk what i did || a month @@ friend
# friend-conflict
had a fight with my best friend. she said i'm selfish. how do i respond @@ best friend
my friend said something racist at the bar and i walked out. what now with him || bar @@ friend
# friend-support
how do i cheer up my friend who got dumped @@ friend
# friend-boundaries
third loan request from the same friend this year, i want to say no for good without the drama || this year @@ friend
# make-friends
where do people in their 30s meet new friends
# family-parents
my mum won't accept my girlfriend, how do i talk to her @@ mum; girlfriend
my dad drinks too much and i want to say something @@ dad
# family-siblings
my brother keeps stealing from me and my parents don't believe me @@ brother; parents
# family-relatives
how do i uninvite my aunt from my wedding || wedding @@ aunt
# family-kids
how do i get my toddler to stop hitting his baby sister @@ toddler; sister
# roommate-chores
roommate never cleans, help @@ roommate
# roommate-noise-guests
my roommate's friends are always here and i never get alone time @@ roommate; friends
# roommate-money
roommate won't pay the wifi || wifi @@ roommate
# neighbour
neighbour keeps blocking my driveway || driveway @@ neighbour
# landlord
landlord won't return my calls about the leak || calls @@ landlord
`;
