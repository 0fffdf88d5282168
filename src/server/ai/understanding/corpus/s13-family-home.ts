/**
 * Round 13 family and home phrasings: parents, siblings, relatives, children, roommates, neighbours and
 * landlords. Written independently of earlier rounds. Format: see romance.ts.
 */
export const S13_FAMILY_HOME = `
# family-parents
my whole family assumes i'll be a doctor like my parents but i got into the design course and want to take it || design course @@ parents
how do i tell my mom i'm moving out without her crying for a week || a week @@ mom
my dad keeps commenting on my weight at every family dinner and I want it to stop || weight; family dinner @@ dad
i'm 24 and my parents still want me home by midnight, how do i talk to them like an adult || 24; midnight @@ parents
How do I tell my parents I dropped out of college, they think I'm still enrolled || college @@ parents
my mum reads my messages and i want some privacy, how do i bring it up calmly @@ mum
how do i come out to my dad, he's pretty traditional @@ dad
every argument mom and dad have ends with one of them asking me to pick a side, i'm 17 and i can't take it || 17 @@ mom; dad
I want to ask my parents to stop giving me money advice, I'm 35 and doing fine || money; 35 @@ parents
my mom guilt trips me every time I don't call on sunday || sunday @@ mom
how can I tell my father I'm not taking over the family shop || family shop @@ father
my parents don't like my girlfriend and keep bringing it up, how do i set a limit with them @@ parents; girlfriend
my mother keeps showing up at my apartment unannounced. how do I ask her to text first || apartment; text @@ mother
how do i talk to my parents about getting a job when they want me to focus on school only || job; school @@ parents
# family-siblings
my little brother keeps taking my stuff without asking and my parents do nothing || stuff @@ little brother; parents
my sister hasn't talked to me since the argument at our grandma's funeral || funeral @@ sister; grandma
how do I tell my older brother that his jokes about me in front of his friends hurt @@ older brother
my twin is getting married and i feel like i'm losing her, how do i talk to her about it @@ twin
my sister always borrows money from our parents and I'm the one who gets lectured @@ sister; parents
How do i ask my brother to help more with our mom's care, i do everything @@ brother; mom
my younger sister is vaping and I don't know if I should tell our parents or talk to her first || vaping @@ younger sister
me and my brother haven't spoken in 3 years over the inheritance. should i reach out first || 3 years; inheritance @@ brother
my stepsister and I share a room and she never respects my space || room @@ stepsister
how do I tell my sister she can't bring her new boyfriend to my wedding || wedding @@ sister
my brother keeps comparing his salary to mine at family gatherings, it's exhausting || salary; family gatherings @@ brother
# family-relatives
my aunt always asks when I'm having kids at christmas, how do I shut it down nicely || christmas @@ aunt
how do i tell my grandma that her comments about my tattoos are hurtful || tattoos @@ grandma
my uncle talks politics at every family bbq and it always ends in a fight || politics; bbq @@ uncle
my cousin keeps asking to borrow money and my mom says I should help him || money @@ cousin; mom
how do I tell my in-laws they can't stay with us for a whole month || a whole month @@ in-laws
my mother-in-law rearranges my kitchen every time she visits || kitchen @@ mother-in-law
my grandpa says racist stuff at dinner and my family just ignores it. how do I speak up || dinner @@ grandpa; family
how do i say no to hosting my aunt's family for thanksgiving this year || thanksgiving; this year @@ aunt
my cousin posted photos of my kids online without asking. how do i ask her to delete them || photos @@ cousin; kids
my father-in-law keeps giving my son junk food after I asked him not to || junk food @@ father-in-law; son
# family-kids
found a vape in my 14 year old's jacket. she's going to lie, how do i start this convo || 14 year old; vape
my son won't tell me anything about school, he just says "fine" || school @@ son
my daughter got her first phone and I want to set rules that she'll actually follow || phone @@ daughter
how do I explain to my 6 year old that grandpa died || 6 year old @@ grandpa
my teenager is failing two classes and gets defensive whenever I ask || two classes @@ teenager
how do i talk to my kid about a bully at school without making him more anxious || bully; school @@ kid
my 10-year-old wants to quit piano after three years, how do I handle it || 10-year-old; piano; three years
how do I tell my kids we're getting divorced || divorced @@ kids
my daughter is 16 and has a boyfriend I don't like. how do i bring it up without pushing her toward him || 16 @@ daughter; boyfriend
my son is spending all night gaming and i want to set limits without a war || all night; gaming @@ son
my 15 yo son has a girlfriend now and i think it's time for The Talk. i'm dying inside, help || 15 yo @@ son; girlfriend
# roommate-chores
the pile of pans my roommate leaves has grown mold twice this month. how do i say this is not ok || pans; this month @@ roommate
how do i bring up a cleaning schedule with my flatmates without sounding like their mum || cleaning schedule @@ flatmates
my housemate never takes out the trash even when it's her week || trash @@ housemate
my roommate's hair is everywhere in the bathroom and it's gross, how do I tell her || bathroom @@ roommate
we agreed to split the chores and my flatmate just stopped doing his part || chores @@ flatmate
how do i tell my roommate to clean up after her cat || cat @@ roommate
my roommate leaves the kitchen a mess after cooking every night || kitchen; every night @@ roommate
# roommate-noise-guests
her bf showers here, eats here, sleeps here. he is not on the lease. how do I bring it up with my roommate || lease @@ roommate
how do i ask my housemate to keep it down after 11 on weeknights || 11; weeknights @@ housemate
my flatmate has friends over every weekend until 3am and I have work at 8 || every weekend; 3am; 8 @@ flatmate
finals start monday and my roommate blasts drill through the wall all evening || finals; monday @@ roommate
how do i tell my roommate her guest can't stay another week @@ roommate; guest
my roommate takes calls on speaker at midnight and the walls are thin || calls; midnight @@ roommate
how do I set guest rules with a new roommate before it becomes a problem @@ roommate
# roommate-money
my roommate is two weeks late on rent again and I'm covering it || two weeks; rent @@ roommate
the power bill came to 212 and my flatmate says she'll 'sort it' but that was in october || 212; october @@ flatmate
we split the internet but my roommate stopped paying in march || internet; march @@ roommate
my roommate owes me $300 for utilities and keeps dodging me || $300 @@ roommate
my housemate moved out and didn't pay his share of the last month || last month @@ housemate
how do I ask my roommates to venmo me for the groceries I bought for the house || Venmo; groceries @@ roommates
# neighbour
the husky next door howls from 8 till 6 and i work nights so I need to sleep. how do i talk to the owners || 8; 6 @@ owners
the people upstairs move furniture at 1am?? every night. note under the door or knock || 1am; every night
the neighbor keeps parking in my spot and I have to be at work early || parking @@ neighbor
my neighbour's tree is dropping branches on my car, how do I ask them to trim it || tree; car @@ neighbour
how do i complain about my neighbour smoking on the balcony, it comes into my flat || balcony; flat @@ neighbour
our neighbours throw parties every friday and the noise goes till 4 || parties; every friday; 4 @@ neighbours
how do I tell the new neighbours their security light shines into our bedroom || bedroom @@ neighbours
# landlord
my landlord hasn't fixed the heating in two weeks and it's freezing || heating; two weeks @@ landlord
how do i ask my landlord for my deposit back, he's ignoring my emails || deposit; emails @@ landlord
landlord wants to raise the rent by 15% and I want to negotiate || rent; 15% @@ landlord
there's mold in the bathroom and my landlord says it's my fault. what do I say || bathroom @@ landlord
my landlady keeps coming into the flat without notice, how do I tell her to stop || flat @@ landlady
the lease says no pets but I'd love to adopt a rescue kitten, how do i ask my landlord nicely || lease; kitten @@ landlord
the landlord says I have to pay for the broken washing machine but it was old || washing machine @@ landlord
`;
