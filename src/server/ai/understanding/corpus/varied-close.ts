/**
 * Phrasings that sit close to a neighbouring type, labelled with the one asked about: crush kinds
 * (keep talking / signals / ask out / hint / hide / confess), partner vs family, dating stages and
 * friendship troubles. Format: see romance.ts.
 */
export const VARIED_CLOSE = `
# crush-keep-talking
how do i keep my crush talking after she answers "good, you?" @@ crush
what do i say next when the guy i like replies "lol same" @@ guy
we've been chatting every night but i'm scared he'll get bored of me, how do i keep it interesting || every night @@ he
any good questions to keep a text convo going with someone i have feelings for || text
my crush is easy to talk to in person but over whatsapp it dies instantly || WhatsApp; in person @@ crush
# crush-signals
he's sweet to me but also to everyone, how do i know if i'm special to him @@ he
my crush watches all my stories within a minute but never messages, does that mean anything @@ crush
a guy i like offered to drive me home after the party, was that a sign || party @@ guy
is it flirting if she teases me all the time? @@ she
# crush-ask-out
i want to ask out the guy who works at the bookstore, what do i say @@ guy
how do i ask my crush on a date without ruining things if she says no || date @@ crush
can i ask someone out on instagram or is that lame || Instagram
i've liked her for months and finally want to ask her to dinner || months; dinner @@ her
# hidden-crush-hint
i want to flirt with him a little so he gets the idea, but without telling him straight @@ him
what are subtle ways to show interest over text without saying i like you || text
how do i give my crush the hint that i'd say yes if he asked me out @@ crush
# hidden-crush-hide
i want to stay friends with her and never let her find out i like her @@ her
how do i stop my face giving away that i like him when we talk @@ him
my crush is my boss, how do i make sure nobody ever notices || @@ boss
# hidden-crush-confess
i'm going to tell her i like her at the end of the school year, how do i say it || school year @@ her
should i confess to my crush by letter or in person || letter; in person @@ crush
how do i tell my crush i've had feelings for him for two years || two years @@ crush
# partner-fight
my girlfriend and i keep fighting over the smallest things and i'm tired @@ girlfriend
we had a fight about her mom coming for the holidays and now it's cold between us || holidays @@ mom
how do i make up with my husband after i said something cruel in the argument @@ husband
# partner-neglected
my boyfriend spends every evening gaming and i feel alone in the relationship || every evening @@ boyfriend
# family-parents
my mom keeps guilt-tripping me for not visiting more often @@ mom
how do i tell my dad i don't want to take over the family business || business @@ dad
my parents fight all the time and put me in the middle @@ parents
# partner-meet-parents
how do i make his parents like me when they're so different from my family @@ parents
his mom asked to have lunch with just me, what do i talk about || lunch @@ mom
# date-follow-up
we had a nice first date and i want to say thanks without sounding needy || first date
should i text him the morning after our date or wait for him || text; date @@ him
# date-ghosted
i think the girl from my date last week ghosted me, do i send one more text || last week; text @@ girl
he viewed my message but never replied after our date, what now || date @@ he
# date-cancelled
she cancelled our dinner on the day and didn't suggest another time || dinner @@ she
# date-let-down
he's lovely but i don't want to keep dating, how do i tell him kindly @@ he
how do i tell someone from tinder i'm not interested after we met once || Tinder
# date-dtr
how do i find out if he's still seeing other people after we've been dating a while @@ he
# friend-conflict
my friend made a rude joke about my weight and i'm still upset || weight @@ friend
we fought about money on the trip and now my best friend won't answer || money; trip @@ best friend
# friend-drifting
my friend stopped inviting me to things after she got a new job || job @@ friend
how do i message a friend i used to be close with before we drifted @@ friend
# friend-boundaries
my friend keeps asking me to drive her everywhere and i'm done doing it @@ friend
how do i tell my friend to stop calling me during work hours || work @@ friend
# friend-support
my friend's grandpa passed away, what should i say to her @@ friend; grandpa
my friend didn't get into med school and is devastated, how do i help @@ friend
# make-friends
how do i make friends as a new mum when everyone seems to have their group
i met someone cool at a conference, how do i stay in touch so we become friends || conference
`;
