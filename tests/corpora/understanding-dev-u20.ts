import { parseCorpus } from '../../src/server/ai/understanding/corpus';

/**
 * Development set U20 (issue #21, engineer u20): 116 English first messages over the same-world pairs the 5-fold CV
 * still confuses — a raise vs a hard talk with the boss vs coworker friction; parents vs a sibling vs a wider
 * relative; a friend's fight vs drifting apart vs money owed; asking a crush out vs a hidden crush vs a dating-app
 * match. Written before any change, in voices and scenarios of my own: long messages whose deciding clue comes
 * late, negations ("it's not my boss, it's…"), two problems in one where the one asked about decides, typos and
 * lower case. Never trained on; `bun scripts/understanding-dev-u20.ts` reads it (type, category, facts, people).
 * First reading (unchanged tree, before any change): see docs/decisions.md (issue #21, u20) and ../notes/u20.md.
 * Format: see corpus/romance.ts.
 */
export const UNDERSTANDING_DEV_U20 = parseCorpus(`
# boss-raise
ive been doing the job of two people since march, covering the late shifts and training the new starters, and honestly i think its time i got paid for it. how do i ask for more money
my manager is lovely and we get on fine, no drama at all, but i havent had a pay rise in three years and inflation is eating my wages || three years @@ manager
not a complaint about my boss, i just want to ask her to bump me to senior with the salary that goes with it @@ boss
got an offer from a competitor for 8k more and i'd rather stay, how do i use that to get a raise here without it sounding like a threat || 8k
my coworker who started after me earns more than me, i found out by accident. i dont want to fight him about it, i want to go to my boss and ask to be paid the same @@ coworker; boss
annual review is next week and i want to walk in with numbers and ask for a proper promotion not another "keep it up" || next week
how do i bring up pay in my 1:1 when my team lead always runs out of time on the agenda @@ team lead
i run the whole weekend rota now and get nothing extra for it, want to ask the owner for a pay rise || weekend @@ owner
asking for a raise at a tiny startup where the founder always says money is tight, how do i even start that convo @@ founder
the job has grown into a completely different role since i was hired, i want my title and my pay to catch up, what do i say to my manager @@ manager
# boss-difficult
my boss texts me at 11pm about stuff that could wait till morning and i want it to stop, how do i say that without getting on her bad side || 11pm @@ boss
its not my coworkers, they're great, its my supervisor who keeps reassigning my tickets to other people without telling me @@ supervisor
my manager took me off the client account with no explanation and i need to ask him why @@ manager
how do i tell my boss i cant keep covering for his mistakes in front of the regional director @@ boss; regional director
i dont want a raise or anything, i just want my line manager to stop reading my emails over my shoulder @@ line manager
the head chef shouts at me in front of the whole kitchen and im the sous chef, how do i talk to him about it || kitchen @@ head chef
my boss promised me training and keeps cancelling it, i need to have it out with her but i get nervous @@ boss
had my review today and my manager said my attitude is the problem but never gave an example, how do i ask her for specifics || today @@ manager
the owner of the shop wants me to do stocktake unpaid on sundays, how do i push back || stocktake; sundays @@ owner
my director keeps scheduling meetings at 7am my time because shes in another timezone, how do i ask her to change it || 7am @@ director
# coworker-conflict
the guy who sits opposite me keeps eating my lunch from the office fridge and laughs when i mention it @@ guy
me and the other bartender dont get along, she leaves the bar a mess for my shift and then acts like i'm the problem || bar @@ bartender
my colleague corrects me in meetings in a really condescending way, we're on the same level, its not a manager thing @@ colleague
how do i handle a teammate who replies to every message i send with a one word answer and rolls her eyes at standup || standup @@ teammate
theres a woman in accounts who has decided she hates me and bad mouths me to everyone in the kitchen @@ woman
been on the night shift with the same guy for a year and we used to be fine but since the reorg he snaps at me constantly || night shift; a year @@ guy
i dont want to go to hr, i just want to sort it out with my coworker who keeps blaming me for the orders she messes up @@ coworker
two problems really: i want a raise at some point but right now the thing killing me is my desk mate who plays videos out loud all day, how do i ask her to stop @@ desk mate
fellow teacher keeps taking over my classroom during my free period and leaves it a state @@ teacher
my work partner on the project just ignores my part and redoes it his own way, we have the same title @@ work partner
# family-parents
my mum keeps commenting on what i eat every time i visit and i'm 31, how do i tell her to stop || 31 @@ mum
how do i tell my parents i'm dropping out of law school, they paid for the first year || law school; first year @@ parents
my dad wont accept that im moving in with my girlfriend and hes stopped talking to me @@ dad; girlfriend
its not my brother, he's fine, its my mother who keeps comparing us at every family dinner || family dinner @@ mother
my parents want me to come home every weekend and i just cant anymore, i need my own life || every weekend @@ parents
my step dad keeps going through my room when im at school, how do i bring it up with him and my mum @@ step dad; mum
i want to tell my father i'm gay, my sister already knows and she's supportive, but i'm terrified of him @@ father; sister
mom keeps lending money to my deadbeat uncle and then asking me to cover her bills, i need to talk to her about it @@ mom; uncle
how do i get my parents to respect that i'm not having kids, they bring it up constantly @@ parents
my dads new wife is fine, the real issue is my dad cancelling on me every time we make plans @@ dad
# family-siblings
my little brother borrowed my car and brought it back with a dent and no petrol, and acts like it's nothing || car @@ brother
my sister and i haven't spoken since she missed my wedding, how do i reach out || wedding @@ sister
my older brother still treats me like im 12 in front of our parents, im 27 || 27 @@ brother; parents
its my sister, not my mum, thats the problem, she tells mum everything i say in private @@ sister; mum
how do i tell my twin i want my own room at uni and not to share a flat with her || uni; flat @@ twin
my brother leaves all the caring for our dad to me and i'm exhausted, how do i ask him to do his part @@ brother; dad
me and my sis fight every time we're in the same room and our kids are starting to notice @@ sis
my half brother keeps asking me for money and my parents say i should help, i want to say no to him @@ half brother; parents
my younger sister keeps borrowing my clothes without asking and ruins them, how do i talk to her || clothes @@ sister
my brother's girlfriend is fine but my brother has become a totally different person around her and we don't talk anymore @@ brother
# family-relatives
my aunt keeps asking when im getting married at every family gathering and im done with it || family gathering @@ aunt
my grandma makes comments about my weight every christmas, how do i handle it without upsetting my mum || christmas @@ grandma; mum
my cousin stayed at ours for a week and now expects to stay whenever he's in town || a week @@ cousin
my uncle posts political stuff and tags me in it, how do i ask him to stop || @@ uncle
my in-laws keep turning up at our house unannounced, my husband doesnt see the problem @@ in-laws; husband
not my parents, my nan, she keeps giving my kids sweets after i've said no || sweets @@ nan; kids
my mother in law rearranges my kitchen every time she visits @@ mother in law
my cousin borrowed 500 for her wedding and its been two years, but its family so how do i ask || 500; two years @@ cousin
# friend-conflict
my best friend said something really nasty about my boyfriend at the party and now we're not talking, how do i fix it || party @@ best friend; boyfriend
we had a huge row in the group chat and my friend left it, i want to apologise but i also think she was out of order || group chat @@ friend
how do i clear the air with a mate after i said something stupid when i was drunk @@ mate
my friend told everyone my secret and i'm furious, i dont know if i should confront her or just let it go @@ friend
it's not that we drifted, we literally had a fight about the holiday and she blocked me || holiday @@ she
my friend thinks i sided with her ex and now she's cold with me, how do i explain @@ friend; ex
had a falling out with my closest friend over a stupid comment and its been a week of silence || a week @@ friend
my friend keeps making jokes at my expense in front of others and last night i snapped at him || last night @@ friend
i dont care about the money my friend owes me, what hurts is she lied to my face about it and we had a massive argument @@ friend
# friend-drifting
my best friend from school moved to another city and now we talk like once every few months, i miss her || another city @@ best friend
me and my friends used to do everything together and now they make plans without me and i only find out on instagram || Instagram @@ friends
we didn't fight or anything, we just stopped talking after she had her baby and i dont know how to reach out @@ she
my oldest friend never replies anymore, it takes him days and then its one word @@ friend
how do i reconnect with a friend i havent spoken to in two years, there was no falling out, life just happened || two years @@ friend
we were inseperable at uni and now its just birthday texts, i want that friendship back || uni @@ friendship
my friend got a new boyfriend and i barely see her now, i'm happy for her but i feel like i lost her @@ friend; boyfriend
since i moved jobs my work friends have kind of forgotten about me, how do i keep in touch || jobs @@ friends
feel like i'm always the one who texts first with my best mate, if i stopped i think we'd never talk again @@ best mate
# friend-owes-money
my friend borrowed 300 for her rent in june and hasnt mentioned it since, how do i ask for it back || 300; june @@ friend
we're fine as friends, no fight, but he still owes me for the concert tickets and its been months || concert tickets; months @@ he
i paid for my mates flight to the stag do and he keeps saying he'll sort it next payday || flight; stag do; next payday @@ mate
how do i remind a friend she owes me money without making it awkward at our girls night || girls night @@ friend
lent my best friend 1200 to fix his car and now he's posting about holidays, i want my money back || 1200; car; holidays @@ best friend
she says she'll pay me back but it's been 4 months and i need the money for my own rent || 4 months; rent @@ she
my friend always "forgets" her wallet when we go out and i end up paying, its adding up || wallet @@ friend
covered my friends share of the airbnb and she's gone quiet, not sure how to bring it up || Airbnb @@ friend
i fronted my friend money for the festival tickets, we're still close but how do i ask him to pay up || festival tickets @@ friend
# crush-ask-out
theres a guy at my gym i've been chatting to between sets for weeks, i want to ask him for a coffee || gym; coffee; weeks @@ guy
how do i ask out the girl from my spanish class before the course ends next month || spanish class; next month @@ girl
i think she likes me too, so this weekend i want to actually ask her on a date, any tips || this weekend @@ she
want to ask the cute guy from the bookshop to a gig on saturday, how do i do it without being creepy || bookshop; gig; saturday @@ guy
ive been friends with her neighbor for ages but its her i like, how do i ask her out @@ her
how do i ask someone out over text, we met at a wedding and swapped numbers || wedding @@ someone
# hidden-crush-confess
i cant keep pretending anymore, i need to tell him i like him before he moves away in the summer || summer @@ him
how do i tell a guy at church i have feelings for him without it getting weird if he says no || church @@ guy
ive had a crush on my lab partner all year and i want to finally tell her at the end of term party || end of term party @@ lab partner
i want to tell her how i feel, not ask her out exactly, just say it so i stop carrying it around @@ her
going to confess to my crush tomorrow, what do i say || tomorrow @@ crush
# hidden-crush-hide
i like a girl in my friend group but she's with someone, how do i act normal around her || friend group @@ girl
i dont want him to find out i like him yet, how do i stop blushing every time he talks to me @@ him
how do i keep my feelings under wraps around my crush, we sit together in chemistry || chemistry @@ crush
i think my crush noticed i was staring, how do i play it cool and not make it obvious @@ crush
# hidden-crush-hint
how do i drop hints to a guy that i like him without actually saying it @@ guy
want to let her know i'm interested in a subtle way, maybe through how i text, not a big confession @@ her
what are some subtle ways to show a girl you like her without coming out with it @@ girl
i want him to notice me as more than the girl from his bus stop, what hints can i give || bus stop @@ him
# match-opener
matched with a girl on hinge who's into climbing, what do i say first || Hinge; climbing @@ girl
what's a good first message on bumble thats not just hey || Bumble
just matched with someone whose bio is all about their dog, how do i open || dog @@ someone
new match on tinder, she has a photo at a festival, what should my first message be || Tinder; festival @@ she
# match-convo-dying
we matched last week and the chat was great but now shes replying once a day with one word || last week @@ she
the conversation with my match on the app keeps dying after a few messages, how do i bring it back @@ match
hes stopped asking me questions on hinge and i feel like im interviewing him, how do i revive it || Hinge @@ he
chatting to a guy on bumble for a week and it's gone flat, what can i send to get it going again || Bumble; a week @@ guy
# match-meet-up
we've been messaging on hinge for 2 weeks and i want to meet her in person, how do i suggest a drink || Hinge; 2 weeks; drink @@ her
how do i move from the app to an actual date with my match without sounding pushy @@ match
me and a guy from tinder have great banter, i want to ask him to meet up this week || Tinder; this week @@ guy
chatting to someone on an app, how do i suggest coffee this weekend || coffee; this weekend @@ someone
`);
