/**
 * Round 13, second pass: friendship, family and home messages as people really send them — long and
 * rambling, lowercase, typos, emojis, negations. Fights always say with whom. Written independently.
 * Format: see romance.ts.
 */
export const S13_MESSY_PERSONAL = `
# friend-owes-money
sooo my friend Bea borrowed 250 for a plane ticket home in the summer, said she'd pay me back in september. it's december now and she just bought a new phone 🙃 how do i bring it up without sounding petty || 250; plane ticket; summer; september; december; phone @@ Bea
I'm not trying to be cheap but my friend owes me for the cabin trip, it was 180 each and she's the only one who hasn't sent it || cabin trip; 180 @@ friend
we went halves on a gift for our friend's birthday and my friend never paid her half. it's only 30 bucks but it's the principle || gift; birthday; 30 bucks @@ friend
# friend-jealousy
ok this is embarrassing but when my best friend got engaged i felt jealous instead of happy, and now she's noticed i'm being off. how do i talk to her honestly || engaged @@ best friend
my friend acts jealous every time i spend time with my other friend Zoe, she literally sulked through my whole birthday because Zoe came || birthday @@ friend; Zoe
i don't think i'm jealous exactly but my friend keeps getting invited to things i'm not and i want to talk about it without sounding bitter @@ friend
# friend-drifting
we were inseparable in high school, now we're 26 and she only texts me on my birthday. i miss her but i'm scared of being the only one who cares || high school; 26; birthday @@ she
my friend moved in with her boyfriend and i basically never see her anymore. not mad, just sad. how do i reach out without guilt tripping @@ friend
haven't talked to my friend Omar since covid. is it weird to message him out of the blue like "hey, thinking of you" @@ Omar
# friend-conflict
my best friend told my crush that i liked him and now everyone at school knows. i'm so angry at her i can't even look at her || school @@ best friend; crush
me and my friend Carla had a huge blow up on the trip to Spain over money and now the whole group is awkward. how do i patch it up with her || trip; Spain; money @@ Carla; group
my friend called me "fake" in front of our friends at brunch because i didn't come to her thing last week. how do i talk to her about it || brunch; last week @@ friend; friends
i said something dumb about my friend's new haircut and she hasn't spoken to me in 4 days. how do i apologise properly || haircut; 4 days @@ friend
my roommate is also my best friend and we had a fight that has nothing to do with the flat, it's about her boyfriend. how do i fix the friendship part || flat @@ best friend; boyfriend
my friend and i both applied to the same job and now she's furious that i got it. i didn't know she'd applied || job @@ friend
# friend-support
my friend just told me her mom has dementia and she's the only carer. i want to help but i live 3 hours away, what can i actually do || 3 hours @@ friend; mom
my buddy's wife left him and he's drinking a lot. how do i bring it up without him shutting me out || drinking @@ buddy; wife
my friend didn't get into med school for the second year in a row and is devastated. what do i say that isn't toxic positivity || med school; second year @@ friend
# friend-boundaries
i love my friend but she calls me every day on my lunch break to talk about her ex and i need that hour for me. how do i tell her || every day; lunch break @@ friend; ex
my friend keeps asking me to babysit for free and i'm not saying no because i'm scared she'll be hurt. how do i say no || babysit @@ friend
how do i tell my friend i don't want to go on the group holiday this year, i can't afford it and i don't want pity || group holiday; this year @@ friend
# make-friends
i'm 31, just moved to Glasgow for work, my partner travels all week and i sit at home alone every night. where do adults even make friends || 31; Glasgow; all week; every night @@ partner
how do i become friends with the other parents at my daughter's daycare, they all seem to know each other || daycare @@ parents; daughter
i'm in my second year of uni and never made a proper friend group, is it too late? || second year; uni
# family-parents
my parents are divorced and both want me for christmas and i'm so tired of choosing. how do i tell them i'm doing my own thing this year || christmas; this year @@ parents
my dad keeps sending me job listings for "real jobs" because he thinks my art isn't a career. how do i tell him to stop without a huge fight || job listings; art @@ dad
my mom still treats me like i'm 12 and I'm 28, she calls to check if i ate. how do i talk to her about it kindly || 12; 28 @@ mom
i need to tell my parents i'm moving across the country for a job and they're going to freak || job @@ parents
# family-siblings
my older sister always makes me the punchline at family dinners and everyone laughs, including my parents. how do i get her to stop || family dinners @@ older sister; parents
my brother and i haven't spoken since he said something awful to my wife at our wedding. mom wants us to make up for her 60th || wedding; 60th @@ brother; wife; mom
my little sister keeps using my netflix and changing my profile lol but also she reads my diary and that's not ok || Netflix; diary @@ little sister
# family-relatives
my grandma keeps asking why i'm "still single" in front of everyone at sunday lunch, i'm 30 and gay and not out to her yet. how do i handle it || sunday lunch; 30 @@ grandma
my uncle borrowed my dad's truck two years ago and never gave it back and now dad wants me to be the one to ask || truck; two years @@ uncle; dad
my aunt keeps giving my son sweets after i asked her not to, he has a dental problem || sweets @@ aunt; son
# family-kids
my 8 year old has started lying about little things, like brushing her teeth. how do i talk to her without making it a big deal || 8 year old
my son is 17 and wants to take a gap year and i'm scared he'll never go to college. how do i talk about it without pushing him away || 17; gap year; college @@ son
my daughter told me she's being left out at school and cried all night. how do i get her to tell me more || school; all night @@ daughter
# roommate-chores
i swear my roommate has never cleaned the bathroom once since we moved in in august. i've done it every week. how do i bring it up without it becoming a war || bathroom; august; every week @@ roommate
my housemates all leave their stuff in the hallway and i keep tripping over shoes. we have a group chat but nobody reads it || hallway; shoes; group chat @@ housemates
# roommate-noise-guests
my roommate has her boyfriend over 5 nights a week and they're loud at night and i have 7am lectures. how do i say something without sounding jealous lol || 5 nights a week; at night; 7am; lectures @@ roommate; boyfriend
my flatmate had a party on a tuesday without asking and i had an exam the next morning || party; tuesday; exam @@ flatmate
# roommate-money
my roommate venmo requested me for half of a cleaner i never agreed to and now says i'm being cheap || Venmo; cleaner @@ roommate
our water bill tripled since my roommate started working from home and she won't split it differently || water bill @@ roommate
# neighbour
our downstairs neighbour keeps complaining about our footsteps, we have a toddler and we're not stomping. how do we talk to her @@ neighbour
the neighbours let their cat into our garden and it keeps using our veg patch as a toilet || cat; garden @@ neighbours
# landlord
my landlord sent a text saying he'll be "popping by" tomorrow to show the flat to buyers. i didn't agree to that || text; tomorrow; flat @@ landlord
the boiler broke 9 days ago and the letting agent keeps saying "we've passed it on to the landlord". who do i push and how || boiler; 9 days @@ landlord
`;
