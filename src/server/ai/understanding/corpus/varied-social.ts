/**
 * More phrasings for friendship, family, roommate and off-topic messages the cross-validated bench
 * confused most (conflict vs drifting vs boundaries, support, making friends, kids, relatives, noise):
 * everyday wording, typos, lowercase, rambling, negations, a few in Spanish/French/German. Format: see romance.ts.
 */
export const VARIED_SOCIAL = `
# friend-conflict
my best friend said something really mean about my boyfriend and now we're not talking @@ best friend; boyfriend
how do i apologise to my friend after i snapped at her in front of everyone @@ friend
my friend and i had a fight over text last night and i don't know how to fix it || text; last night @@ friend
she spread a rumour about me to our friend group, how do i confront her without drama @@ she
i said something hurtful to my friend when i was drunk, how do i make it right @@ friend
we argued about who pays for the trip and now my friend is ignoring me || trip @@ friend
my friend blew up at me for missing her party and i feel awful || party @@ friend
how do i tell my friend that her joke at dinner really hurt me || dinner @@ friend
me and my friend fell out over something stupid and it's been a week of silence || a week @@ friend
mi amiga se enojó conmigo por algo que dije y no me habla @@ amiga
# friend-drifting
how do i reconnect with a friend after we lost touch during university || university @@ friend
we didn't fight or anything, we just drifted apart and i miss her @@ her
i feel like my friends are slowly forgetting about me since i moved || @@ friends
how to message an old friend you haven't spoken to in years without it being awkward || years @@ friend
since she had her baby my friend never has time, how do i stay close without pushing || baby @@ friend
we used to be inseparable in high school and now we're basically strangers || high school
ma meilleure amie et moi on s'est éloignées depuis qu'elle a déménagé @@ meilleure amie
# friend-boundaries
my friend always invites herself over and i need some space, how do i say it nicely @@ friend
how do i say no when my friend keeps asking me to cover her shifts || shifts @@ friend
my friend only calls when she needs a favour and i'm tired of it @@ friend
how do i tell my friend i can't be her therapist every night anymore || every night @@ friend
a friend keeps bringing her boyfriend to our girls nights and i don't want that @@ friend
my friend keeps borrowing my clothes and not giving them back, how do i set a limit || clothes @@ friend
i need to tell my friend to stop commenting on what i eat || @@ friend
my friend keeps asking me to lie to her parents for her and i don't want to anymore @@ friend
# friend-support
what do i say to a friend who just lost her job and is really down || job @@ friend
my friend had a miscarriage and i don't want to say the wrong thing @@ friend
how can i be there for a friend with depression who keeps cancelling plans @@ friend
my friend is really stressed about exams and crying a lot, how do i help || exams @@ friend
my friend's dog died yesterday, what's a kind message to send || yesterday; dog @@ friend
mein bester freund hat seinen job verloren, was soll ich ihm schreiben @@ bester freund
# friend-jealousy
my best friend seems jealous of my new job and keeps making little comments || job @@ best friend
i get jealous when my friend hangs out with her new friends without me @@ friend
# friend-owes-money
my friend borrowed 300 dollars in march and hasn't mentioned it since || 300 dollars; march @@ friend
# make-friends
how do i turn a gym acquaintance into a real friend || gym
i'm starting uni next month and scared i won't make friends || uni; next month
how do i ask a girl from my class to hang out as friends without it seeming like a date || class @@ girl
i want more friends but i'm an introvert, where do adults even meet people
how do i make friends at a new job when everyone already has their group || new job
there's a mum at the school gate i get along with, how do i suggest coffee || coffee @@ mum
i have no one to hang out with on weekends and want to change that || weekends
how do i join a group at a party when i don't know anyone || party
acabo de mudarme y no tengo amigos aquí, ¿cómo conozco gente?
# family-kids
how do i get my 12 year old to tell me what's going on at school || school
my daughter is being bullied and won't talk to me about it, what do i say || bullying @@ daughter
how do i talk to my teenager about sex without making it awkward @@ teenager
my son lied about his grades, how do i bring it up calmly || grades @@ son
how do i explain our divorce to my 7 year old @@ 7 year old
my kid won't put down the phone at dinner, how do i talk to him without yelling || phone; dinner @@ kid
how do i tell my daughter i'm worried about her new friends @@ daughter
my teen slams the door every time i ask about her day, how do i reach her @@ teen
# family-relatives
how do i tell my mother-in-law to stop dropping by without calling @@ mother-in-law
my uncle always brings up politics at christmas and it ruins everything || christmas; politics @@ uncle
my cousin keeps asking me for money, how do i say no without drama || money @@ cousin
my in-laws want to stay with us for a month and i don't want them to || a month @@ in-laws
my father-in-law keeps giving my husband career advice at dinner and it's tense || dinner @@ father-in-law
# family-parents
my parents don't accept my boyfriend, how do i talk to them about it @@ parents; boyfriend
my dad keeps criticising my career choice, how do i make him understand @@ dad
# family-siblings
my sister borrowed my car and crashed it and won't pay for it || car @@ sister
how do i tell my brother he hurt me when he didn't come to my wedding || wedding @@ brother
my little brother keeps going through my stuff, how do i talk to him || stuff @@ brother
# roommate-noise-guests
my roommate has loud music on until 2am every night, how do i bring it up || music; 2am; every night @@ roommate
how do i tell my flatmate her boyfriend is here too much @@ flatmate; boyfriend
my housemate throws parties every weekend and i can't sleep || parties; every weekend @@ housemate
my roommate's friends are always in the living room when i get home, how do i ask for space @@ roommate
my roommate's girlfriend sleeps over five nights a week and uses all the hot water @@ roommate; girlfriend
my roommate takes loud phone calls in the kitchen at midnight || phone; kitchen; midnight @@ roommate
mon colocataire fait la fête tous les week-ends et je n'arrive pas à dormir @@ colocataire
# roommate-chores
my roommate never does the dishes and the kitchen stinks || dishes; kitchen @@ roommate
how do i set up a cleaning schedule with roommates who don't care || cleaning schedule @@ roommates
# roommate-money
# none
how many calories are in a banana
help me fix my python code
how do i change a tyre
what's a good name for a cat || cat
`;
