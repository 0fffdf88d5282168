/**
 * Round 13b crush and hidden-crush phrasings built around confused pairs: hinting vs hiding, a crush on a
 * friend that mentions the friend group, asking out vs keeping a chat going, someone taken, a crush at a
 * job that is not a coworker's. Written independently of earlier rounds. Format: see romance.ts.
 */
export const S13B_CRUSH = `
# hidden-crush-hint
idk how to be less subtle?? i bring him his fav energy drink every practice and he thinks i'm just nice. i'm not confessing tho || energy drink; every practice @@ him
how do i flirt just enough that she might notice, without confessing @@ she
what are subtle hints i can drop in texts so my crush figures out i'm interested || texts @@ crush
i keep laughing at all his jokes lol is that enough of a hint or do i need to do more @@ his
is sending her a song that reminds me of her too obvious or a good hint || song @@ her
i want to make it obvious-ish to my lab partner that i like her, but if she's not into it i can pretend i was joking @@ lab partner; her
how do i let the guy from choir know i'm interested without straight up telling him || choir @@ guy; him
ways to show someone you like them that aren't saying "i like you"
i don't want to confess yet i just want to plant the idea in his head. how @@ his
# hidden-crush-hide
there's a boy in my maths set i like and my group chat would roast me forever if they knew. how do i play it cool || maths set; group chat @@ boy
my mates saw me go red when she walked past and now they shout her name every time. how do i shut that down before she clocks it @@ mates; she
my whole neck goes red when he talks to me in registration and my form group is starting to notice || registration; form group @@ he
i'm crushing on a girl in my year and i'm not out yet, so nobody can know. how do i act around her at school || school @@ girl; her
my sister figured out i like her friend and i need to make sure it doesn't get back to her @@ sister; friend
how do i act casual around him at rehearsals when all i want is to stare || rehearsals @@ him
fancy the setter on my volleyball team, playoffs are in 3 weeks and i can't make it weird. how do i hide it till then || volleyball; playoffs; 3 weeks @@ setter
how do i not make it obvious i like her when we sit next to each other in every lecture || every lecture @@ her
# hidden-crush-confess
graduation is june 14 and after that she's moving to leeds. two years i've liked her. i think i have to say it || june 14; Leeds; two years @@ she; her
how do i tell my crush i like him over text without it being cringe || text @@ crush; him
should i confess to my crush before summer break or wait till next year || summer break; next year @@ crush
i want to write her a letter telling her how i feel, is that too old fashioned || letter @@ her
how do i tell the guy i've been talking to for months that i have actual feelings for him || months @@ guy; him
planning to finally say it to her on the walk home from the party saturday, what words do i actually use || party; saturday @@ her
what do i say when i confess so she doesn't feel pressured to answer right away @@ she
# hidden-crush-friend
we've done everything together since primary school and suddenly i get butterflies when he texts. he's my best friend. what now || primary school @@ he; best friend
i like my friend who i've known since uni but if i say something our whole group gets weird || uni @@ friend; group
me and my guy friend are really close and lately i want more than friendship @@ guy friend
my best friend keeps cuddling me during movie nights and now i think i like her, do i say something || movie nights @@ best friend; her
i have feelings for a friend who just got out of a relationship, do i wait @@ friend
we've been mates since year 7 and i've liked him for ages. do i blow up a decade of friendship over this || year 7 @@ him
i like my friend but we had a fight last month and i don't know if this is the time to bring up feelings || last month @@ friend
# crush-keep-talking
we've been snapping for a week and i'm running out of stuff to say to him || a week @@ him
'cool' 'nice' 'yeah' is all i get from her on insta. is that my questions or her? how do i get more back || Instagram @@ her
what do i text my crush after we talked for the first time at a party, i don't want it to fizzle || party @@ crush
she's funny in person but our texts are so dry, how do i make them more fun || texts @@ she
he only replies when i send memes, how do i get an actual conversation going || memes @@ he
# crush-signals
she said "we should hang out sometime" is that friendly or does she like me @@ she
he always saves me a seat at lunch, does that mean something || lunch @@ he
my crush looked at me a lot during the group project presentation, was that anything || group project @@ crush
she laughs at my jokes and plays with her hair. does she like me or am i delusional @@ she
he remembered i hate olives and picked them off my pizza without me asking. crush behaviour or just a decent human? || olives; pizza @@ he
he hugs me longer than he hugs our other friends, does that mean anything @@ he; friends
# crush-ask-out
how do i ask the girl from my spanish class to the spring formal || spanish class; spring formal @@ girl
what's a chill way to ask a guy out when we're in the same friend group and i don't want it weird if he says no || friend group @@ guy
i want to ask my crush to the movies this weekend, how should i text it || movies; this weekend @@ crush
how do i ask him out if we only ever talk at the dog park || dog park @@ him
i'm gonna ask her out after the game friday, give me a line that isn't cheesy || game; friday @@ her
how to ask a guy to be my date to my sister's wedding without it being too much || wedding @@ guy; sister
# crush-taken
i like my friend's girlfriend and i would never act on it but i can't stop thinking about her @@ friend; girlfriend; her
my crush just told me he's seeing someone, how do i stop liking him @@ crush; him
the guy i do night shifts with is married with a baby and i've fallen for him anyway. nothing will happen, i just need to cope || night shifts; baby @@ guy; him
the girl i like has a boyfriend but flirts with me anyway, what do i do @@ girl; boyfriend
my crush is in a relationship and we're still close friends, how do i deal @@ crush
# crush-rejected
he said he doesn't like me that way, how do i not make our group chat awkward || group chat @@ he
she turned me down but we're lab partners for the rest of the semester || semester @@ she; lab partners
i asked my crush out and she said she just got out of something, how do i read that and move on @@ crush; she
how do i act around him now that he knows and said no @@ him
# coworker-crush
i think my shift lead likes me and honestly i like him too, is it a bad idea to go for it @@ shift lead; him
the project ends friday, after that we won't work together. is that when i ask my coworker on a date || friday; date @@ coworker
i have a crush on the guy from the other department who i only see at the monthly meeting || other department; monthly meeting @@ guy
our teams chat is 90% flirting at this point. how do i suggest seeing each other outside the office || Teams; office
`;
