/** Further phrasings for the groups the bench found hardest to tell apart (crush kinds, partner, ex, friends). Format: see romance.ts. */
export const EXTRA = `
# hidden-crush-hint
is there a way to let her know i'm interested without straight up saying it || @@ her
how can i flirt a little with my tutor's assistant so he maybe catches on || @@ he
want to signal interest to a guy in my choir without confessing anything || choir @@ guy
# hidden-crush-confess
i've decided to tell him how i feel tomorrow after practice, what words do i use || tomorrow; practice @@ him
writing a message to finally admit i've liked her since freshman year || freshman year @@ her
how do you confess feelings to someone when you're scared of rejection
# hidden-crush-friend
my closest friend might be more than a friend to me and i don't know what to do with that @@ friend
should i risk our 4 year friendship by telling my best mate i like her || 4 year @@ best mate
fell for my friend from the band, we practise together every week || every week @@ friend
# hidden-crush-hide
how do i keep my cool around my crush at the office party on friday || office party; friday @@ crush
i get super awkward when she's around and i don't want anyone noticing i like her @@ she
tips for not staring at the guy i like during lectures || lectures @@ guy
# crush-keep-talking
what else can i ask him, our chat is just "how was your day" every night || every night @@ him
my crush is super shy and gives short answers, how do i keep a conversation going @@ crush
i never know how to continue after she answers my question @@ she
# crush-signals
he texts me good morning every day but never asks me out, what does that mean || every day @@ he
does she like me if she always saves me a seat in class || class @@ she
my crush keeps looking at me then looking away, is that a sign @@ crush
# crush-ask-out
how do i invite the cute guy from my running club for a coffee on sunday || running club; coffee; sunday @@ guy
i want to ask my lab partner on a date but i'm terrified she'll say no || date @@ lab partner
# crush-rejected
she turned me down but we still have to work on the group project together || group project @@ she
i asked her out and she laughed, now i want to disappear from that class || class @@ her
# partner-fight
my fiance and i keep fighting about the wedding budget, how do we stop || wedding budget @@ fiance
we argued about his gaming last night and he slept on the couch || last night @@ he
i snapped at my partner after a long day and now she's upset @@ partner
# partner-neglected
my boyfriend forgets every plan we make and i feel unimportant @@ boyfriend
it feels like my wife only talks to me about bills and the kids || bills @@ wife; kids
i want my partner to notice me again without starting a fight @@ partner
# partner-trust
how do i ask my boyfriend why he's hiding his phone screen from me || phone @@ boyfriend
she's been going out with a coworker a lot and won't say where, should i be worried @@ she; coworker
# partner-breakup
i need to end things with my boyfriend of 2 years, how do i do it kindly || 2 years @@ boyfriend
# partner-long-distance
my girlfriend lives in another country and our video calls keep getting cancelled || video calls @@ girlfriend
how to stay connected with my husband while he's deployed for 9 months || 9 months @@ husband
# ex-get-back
i think my ex and i deserve another try, how do i bring it up without scaring him || @@ ex
how do i text my ex that i still have feelings for her @@ ex
# ex-moving-on
my ex wants to stay friends but seeing her hurts too much, how do i say that @@ ex
i need to stop replying to my ex's late night texts || late night @@ ex
# ex-reached-out
my ex from high school messaged me on instagram after 5 years, reply or not || high school; Instagram; 5 years @@ ex
# friend-drifting
my best friend got a boyfriend and now she never has time for me @@ best friend; boyfriend
how do i reconnect with college friends when everyone is busy with work || college; work @@ friends
# friend-conflict
my friend bailed on my birthday dinner and didn't even text, i'm hurt || birthday dinner @@ friend
how do i tell my friend her comments about my job hurt me || job @@ friend
# friend-jealousy
i feel jealous when my best friend hangs out with her new roommate @@ best friend; roommate
# friend-boundaries
my friend always asks me to cover her shifts and i want to stop || shifts @@ friend
# friend-support
what do i text a friend whose mom is in the hospital || text; hospital @@ friend; mom
# hidden-crush-hint
what are some subtle ways to show him i'm into him over snapchat || Snapchat @@ him
i want her to pick up that i like her, but i'm not ready to say it out loud @@ her
how do i hint to my friend's brother that i'm interested without it being weird @@ brother
can i hint that i like someone by asking them to the fair as friends first? || fair
# hidden-crush-hide
how do i stop my feelings from showing when we study together || @@ 
i'd rather nobody finds out i like him, especially not him, how do i act @@ him
my friends keep saying it's obvious i like her, how do i tone it down @@ friends; her
my crush comes into the cafe where i work every morning, how can i serve him without giving it away || cafe; every morning @@ crush
# hidden-crush-confess
should i tell her i've had feelings for her since we met at orientation? || orientation @@ her
how do i word a confession text to a guy i've liked for a year || text; a year @@ guy
i'm going to confess at the dance on saturday, help me not mess it up || dance; saturday
# hidden-crush-friend
my best friend is single now and i've secretly liked him for ages, do i say something @@ best friend
how do i know if my friend feels the same before i tell her i like her @@ friend
# crush-signals
she replies fast and uses lots of emojis, is that a sign she likes me @@ she
he always finds a reason to walk me to the bus stop, is he interested? || bus stop @@ he
# crush-keep-talking
how do i make texting my crush less awkward, i always overthink my replies || text @@ crush
# coworker-crush
how do i ask a girl from work out without making the office weird || work; office @@ girl
# crush-ask-out
what's a cute way to ask him to the movies this friday || movies; this friday @@ him
# date-dtr
we've been sleeping over at each other's place for weeks, how do i ask if we're a couple || weeks
# date-ghosted
he stopped texting after our third date and it's been 5 days || third date; 5 days @@ he
# date-follow-up
how do i say i had fun on our picnic without sounding too eager || picnic
# friend-owes-money
how do i get my mate to pay me back the 40 quid for the taxi without sounding stingy || 40 quid; taxi @@ mate
my friend still owes me for her half of the holiday, it's been since august || holiday; August @@ friend
# friend-jealousy
my friend gets cold every time i talk about my new girlfriend, is she jealous? @@ friend; girlfriend
how do i stop feeling jealous when my friend posts about her new friends || @@ friend
# friend-drifting
me and my best friend haven't hung out in months and i don't know why @@ best friend
how do i rekindle a friendship that just faded after she moved to london || London @@ she
# friend-conflict
my friend read my private messages out loud at the party and i'm furious || party @@ friend
# friend-support
my friend's parents are divorcing and she's a mess, what do i say || @@ friend; parents
how can i cheer up my friend who didn't get into the university he wanted || university @@ friend
# friend-boundaries
my friend keeps calling me at 1am to vent and i have work the next morning || 1am; work @@ friend
how do i tell my friend i don't want to go on every trip she plans || trip @@ friend
# make-friends
how do i make friends at the gym without being that weird guy || gym
i work from home and feel isolated, how can i meet people || 
# partner-fight
my girlfriend says i never listen and we keep fighting about it @@ girlfriend
we fought about where to live after graduation and now it's tense || graduation
# partner-neglected
my husband works all weekend and i feel like a roommate, not a wife || all weekend @@ husband
# partner-trust
i saw my husband's dating app still installed, how do i ask him about it || dating app @@ husband
# partner-meet-parents
first christmas with my girlfriend's family, i'm scared of saying something dumb || Christmas @@ girlfriend; family
# ex-get-back
it's been three months since we broke up and i think we could make it work now || three months
# ex-reached-out
my ex sent me a birthday gift out of nowhere, should i thank her? || birthday gift @@ ex
# ex-moving-on
how do i tell my ex to stop liking my posts, i'm trying to move on || posts @@ ex
# date-cancelled
she said she's sick and cancelled our dinner tonight, how do i reply kindly || dinner; tonight @@ she
# date-plan
where should i take a girl on a second date if we both love food || second date; food @@ girl
# date-let-down
how do i turn down a second date with a nice guy from tinder || second date; Tinder @@ guy
# crush-signals
my crush asked what i'm doing this weekend, is she hinting at something || this weekend @@ crush
# crush-keep-talking
i want to talk to my crush more but i always run out of topics after hi @@ crush
`;
