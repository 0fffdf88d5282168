/**
 * Round 13, fifth pass: everyday messages for the types cross-validation confuses most (workplace friction
 * vs the boss, family, fights with a friend vs a partner, hidden crushes, off-topic requests). Each names who
 * it is about. Written independently. Format: see romance.ts.
 */
export const S13_EVERYDAY = `
# coworker-conflict
the girl who trained me now nitpicks everything I do and reports it to the group chat || group chat @@ girl
one of the drivers keeps taking my route and lying about it to dispatch || route @@ drivers; dispatch
how do you stay professional with a coworker who openly mocks you @@ coworker
my coworker never washes her mugs and our little team kitchen is disgusting || mugs; kitchen @@ coworker
guy in my squad at the fire station keeps picking fights with me over nothing || fire station @@ guy
i share a classroom with another teacher and she moves all my stuff every morning || classroom; every morning @@ teacher
# boss-difficult
my boss asked me to work christmas day again, third year running. how do i say no || christmas day; third year @@ boss
how do i tell the store manager that the schedule he posted breaks my availability agreement || schedule @@ store manager
my ceo replies to my updates with one word and I can't tell if he's unhappy with me || updates @@ ceo
my manager keeps reading my private slack messages out loud as a "joke" || Slack @@ manager
# coworker-credit
my coworker keeps telling people she "helped" with my thesis chapter at the lab when she proofread one page || thesis chapter; lab @@ coworker
# boss-raise
I got promoted in title but not in pay, how do I raise that with my director || pay @@ director
# work-resign
do i tell my boss i'm leaving because of her or just say it's a new opportunity @@ boss
# work-new-team
I moved from sales to the engineering team and feel like an outsider in every meeting || sales; engineering team; every meeting
# family-parents
my parents keep pushing me to marry someone from our community and i already have a partner they don't know about || community @@ parents; partner
my dad won't let me get a part time job and i'm 17 || part time job; 17 @@ dad
how do i tell my mother i won't be coming to the family reunion || family reunion @@ mother
# family-siblings
my brother owes our mum thousands and she asks me to talk to him about it @@ brother; mum
my sister gets everything and i get nothing, how do i bring it up with her without sounding jealous @@ sister
# family-relatives
my cousin keeps saying my baby's name is ugly, the baby is 2 weeks old || 2 weeks @@ cousin; baby
my grandfather keeps calling me by my brother's name and refuses to use my new name @@ grandfather; brother
# family-kids
my daughter is 13 and wants to go to a concert alone with her friends, how do i say no and explain why || 13; concert @@ daughter; friends
# friend-conflict
my friend screenshotted my messages and sent them to the whole group, i feel betrayed || messages @@ friend; group
my friend Jo and i fell out over who pays for the airbnb on our trip || Airbnb; trip @@ Jo
I snapped at my friend because she was late again and now she says I'm controlling @@ friend
my friend made a joke about my dead dog and i can't let it go || dog @@ friend
# partner-fight
my boyfriend and i argued on the way home from his work party and he's sulking || work party @@ boyfriend
my wife and i can't agree on where to spend christmas and it's become a fight every night || christmas; every night @@ wife
# hidden-crush-hint
is wearing his favourite colour to the party a good hint or just weird lol || party @@ his
i want to hint to my crush that i'm single without being obvious @@ crush
# hidden-crush-confess
i'm going to tell my crush i like him after the last exam, do I do it in person? || last exam; in person @@ crush
# hidden-crush-friend
my friend's been through a breakup and I've liked her for ages, is it wrong to tell her now @@ friend
# hidden-crush-hide
my crush sits behind me in maths and I keep laughing too loud at his jokes, how do i tone it down || maths @@ crush
# none
what is the boiling point of water in kelvin
list 5 fun things to do in barcelona
help me understand compound interest
can you write a birthday poem for my grandma
what's a healthy breakfast that takes 5 minutes
how does bitcoin work
what's your favourite colour
i need a name for my fantasy football team
how do i screenshot on a mac
what's a good houseplant that's hard to kill
`;
