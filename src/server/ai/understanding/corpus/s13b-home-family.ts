/**
 * Round 13b roommate, family, neighbour and landlord phrasings built around confused pairs: a roommate's
 * bills vs a friend's loan, a roommate who is also a friend, a sibling vs a parent in one message, noise
 * from next door vs from the flatmate's guests. Written independently of earlier rounds. Format: see romance.ts.
 */
export const S13B_HOME_FAMILY = `
# roommate-money
living with your best friend is great until she's two months behind on rent and buying concert tickets. how do i say it || two months; rent; concert tickets @@ best friend; she
flatmate hasn't paid his share of the electric bill since october, how do i bring it up when we live together || electric bill; october @@ flatmate
how do i split the wifi with my roommate who says he "barely uses it" || wifi @@ roommate; he
my roommate keeps eating my groceries and says she'll pay me back, she never does || groceries @@ roommate; she
my roommate moved out and still owes 400 for the last month's rent || 400; rent @@ roommate
i'm always the one buying loo roll and washing-up liquid for the house, how do i get the others to pay in || loo roll; washing-up liquid
the lease is in my name and my roommate pays late every month, im the one who gets the landlord emails || lease; every month @@ roommate; landlord
my friend who lives with me keeps saying he'll cover utilities next month. it's been 3 months || utilities; next month; 3 months @@ friend
we share a flat and she wants to split the heating 50/50 but her room has the big radiator || flat; heating; 50/50 @@ she
how do i tell my roommate his girlfriend basically lives here and should chip in for bills || bills @@ roommate; girlfriend
# roommate-chores
there's a frying pan in our sink that's been 'soaking' since tuesday. my roommate swears she'll get to it || frying pan; tuesday @@ roommate; she
how do i make a chore chart without sounding like everyone's mum || chore chart
my flatmate never takes the bins out, it's always me || bins @@ flatmate
roommate's cat litter box stinks up the whole apartment and she never changes it || cat litter; apartment @@ roommate; she
how do i ask my housemates to clean the bathroom after they use it @@ housemates
my roommate is also my cousin and she's super messy, how do i bring it up without it becoming a family thing @@ roommate; cousin; she
# roommate-noise-guests
my flatmate's new bf has basically moved in, his toothbrush, his xbox, his mates on friday. we never agreed to a third person || Xbox; friday @@ flatmate; bf; mates
my flatmate plays music until 2am on work nights, how do i ask him to stop || 2am @@ flatmate; him
roommate has friends over every weekend and they're loud till 3, i need sleep || every weekend; 3 @@ roommate; friends
how do i tell my housemate his gaming at night is too loud, the walls are thin || gaming; at night @@ housemate
my roommate's sister has been "visiting" for three weeks now || three weeks @@ roommate; sister
the flatmate's band practises in our living room on sundays, i never agreed to that || living room; sundays @@ flatmate
# family-parents
my mum keeps comparing me to my brother and i want to tell her how much it hurts @@ mum; brother; her
i've already decided to leave my nursing course after first year and my mum and dad paid for a lot of it. how do i tell them || nursing course; first year @@ mum; dad
dad's retiring next year and just assumes i'll run the garage. i want to be a teacher. how do i start this || next year; garage; teacher @@ dad
my parents won't accept my girlfriend because she's not the same religion || religion @@ parents; girlfriend
every sunday lunch my mum says 'are you sure you want seconds' in front of everyone and i'm 31. how do i make her stop || sunday lunch; 31 @@ mum
my parents are getting old and i need to talk to them about moving closer @@ parents
how do i tell my dad i'm gay || gay @@ dad
my mum calls me five times a day and i'm 28, how do i set a boundary || five times; 28 @@ mum
my parents keep asking when i'll have kids and my sister backs them up @@ parents; sister
got a job in toronto and my partner's coming with me, my parents think it's a phase. how do i tell them it's happening in march || Toronto; march @@ partner; parents
# family-siblings
my sister took my leather jacket to a festival without asking and it came back with a burn in it. how do i say this without our parents refereeing || leather jacket; festival @@ sister; parents
my younger brother still hasn't paid back the 500 for his moped and mum says 'he's family, drop it'. i'm not dropping it || 500; moped @@ younger brother; mum
how do i talk to my sister after she said awful things at mum's birthday || birthday @@ sister; mum
my twin is getting married and i feel left out of everything || married @@ twin
my brother never helps with our dad's care and i'm doing everything || care @@ brother; dad
me and my sister haven't spoken since the argument about grandma's house, how do i reach out || grandma's house @@ sister; grandma
my little brother keeps going through my room, my parents won't do anything || room @@ little brother; parents
# family-relatives
my aunt keeps asking why i'm still single at every family dinner || family dinner @@ aunt
my husband's mum reorganised all my kitchen cupboards while we were on holiday with her key. how do i say don't without a war || kitchen cupboards; holiday; key @@ husband; mum
my uncle makes racist jokes at christmas and i'm done staying quiet || christmas @@ uncle
nana keeps slipping my girls chocolate before dinner and laughs when i say no. how do i put my foot down with her || chocolate; dinner @@ nana; girls
my cousin asked to borrow money again and my family expects me to say yes || money @@ cousin
my father-in-law criticises how we raise our son every visit || every visit @@ father-in-law; son
# family-kids
found a vape in my 14 year old's blazer pocket. how do i bring it up so she doesn't just shut down || vape; 14 year old; blazer @@ she
my daughter won't tell me why she's sad after school every day || after school; every day @@ daughter; she
grandad died last night and my 6 year old keeps asking when he's coming to visit. what words do i use || last night; 6 year old @@ grandad
my 10 year old came home with a ripped bag and won't say what happened. i think it's the boy on his bus. how do i get him to talk || 10 year old; bag; bus @@ boy; him
we're separating after christmas and need to tell our two boys, 9 and 12, together. how do we say it || christmas; 9; 12 @@ boys
my teenage son barely talks to me anymore, just grunts || teenage @@ son
# neighbour
the husky next door howls from 8 till 6 every weekday and i work from home. how do i bring it up with them || husky; 8 till 6; every weekday
the people upstairs stomp around at 6am every day, how do i ask them nicely || 6am; every day
the van from number 12 is across my drive again and i'm late for work. how do i deal with the owner || van; number 12; drive @@ owner
the guy next door has parties every friday and the bass shakes my walls || every friday @@ guy
my neighbour's tree is dropping branches into my garden || tree; garden @@ neighbour
# landlord
boiler's been broken 3 weeks, landlord keeps saying the plumber's coming. i have a newborn. what do i write || boiler; 3 weeks; newborn @@ landlord; plumber
moved out 6 weeks ago, left it cleaner than i found it, agency still holding my 1200 deposit. what do i send || 6 weeks ago; 1200; deposit @@ agency
the landlord said he'd replace the broken oven in may and it's august || oven; may; august @@ landlord
got a letter saying rent goes up 180 a month from april, i've never paid late in 4 years. can i push back || 180 a month; april; 4 years
black spots all over the bedroom ceiling and the letting agent says i should 'open a window more'. how do i push back || bedroom ceiling @@ letting agent
`;
