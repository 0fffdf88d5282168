/**
 * Round 13b extra workplace, home, family and off-topic phrasings in users' own mess: typos, long
 * rambles, two people in one message, negations of the neighbouring type. Written independently of
 * earlier rounds. Format: see romance.ts.
 */
export const S13B_MORE = `
# boss-difficult
ok so its not a coworker thing at all. my REGIONAL manager turns up unannounced and rewrites my staff rota in front of my team. i'm the store manager. how do i tell him that undermines me || staff rota @@ regional manager; team; him
not asking for money, not quitting, i just need my boss to stop assigning me weekend on-call every single month || weekend on-call; every single month @@ boss
my manger said in my review that im "not a culture fit" with no examples. how do i ask her what she means || review @@ manger; her
boss approved my leave for my honeymoon in january and now says i can only have half of it. how do i push back || leave; honeymoon; january @@ boss
my principal keeps observing only my lessons and none of the other teachers', it feels targeted. how do i bring it up || lessons @@ principal; teachers
# coworker-conflict
ugh. the guy i share a desk with on thursdays leaves his crumbs and coffee rings everywhere, it's not a big deal but it's every week || thursdays; crumbs; coffee rings; every week @@ guy
my coworker keeps telling the new starters i'm "hard work", how do i deal with it without escalating to our manager || new starters @@ coworker; manager
i'm a nurse and a doctor on my unit keeps dismissing what i say about patients in front of them, how do i address it with him || unit @@ nurse; doctor; patients; him
two of us run the front desk and she takes every easy task and leaves me the complaints. how do i say it's not fair || front desk; complaints @@ she
my teammate keeps pinging me on weekends asking where files are, even after i left notes || weekends; files; notes @@ teammate
# coworker-credit
i stayed till 9 three nights fixing the payroll export and my coworker told finance she "sorted it". do i say something || 9; three nights; payroll export @@ coworker; finance; she
the conference talk our team gave was my research and my coworker's name was the only one on the abstract || conference talk; research; abstract @@ team; coworker
# boss-raise
i've been covering the assistant manager role since june on my normal wage. how do i ask the owner to pay me for it || assistant manager; june; wage @@ owner
my yearly review is friday and i want to ask to go from 38k to 44k, is that crazy || yearly review; friday; 38k; 44k
# work-resign
i'm pregnant and have decided not to come back after leave. how do i tell my manager who's been really supportive || leave @@ manager
want to resign by email because my boss is never in the office, is that rude || email; office @@ boss
# work-new-team
been here a month and still eat lunch at my desk alone, the team isn't mean, i just don't know how to join in || a month; lunch @@ team
# roommate-chores
my roommate says she cleans "when it's dirty" and i clean on a schedule, so the bathroom is always my problem || bathroom @@ roommate; she
we agreed to a rota in september and by october nobody follows it but me, how do i bring it up at the flat meeting || rota; september; october; flat meeting
# roommate-noise-guests
my roommate FaceTimes her long distance bf on speaker every night until 1 in the room next to mine || FaceTime; every night; 1 @@ roommate; bf
housemate's mates come round for poker every tuesday and smoke in the garden right under my window || poker; every tuesday; garden @@ housemate; mates
# roommate-money
my roommate paid the council tax from the joint account without asking and now says i owe her 300 more || council tax; joint account; 300 @@ roommate; her
# family-parents
my mom reads my diary and says it's because she worries, i'm 16 and i want her to stop || diary; 16 @@ mom; she; her
my dad keeps lending money to my brother and then asks me to cover his bills, i need to say no to dad || money; bills @@ dad; brother
# family-siblings
my sister keeps cancelling on our monthly lunch and then complains i never make time for her || monthly lunch @@ sister; her
my brother keeps posting embarrassing old photos of me and laughing it off when i ask him to delete them || photos @@ brother; him
# family-relatives
my aunt keeps telling everyone at family events that i "failed" uni because i switched courses || family events; uni @@ aunt
my stepdad's mum makes comments about my weight at every family barbecue || family barbecue @@ stepdad; mum
# family-kids
my 8 year old lied about finishing homework three times this week, how do i talk to her so it sticks || 8 year old; homework; three times; this week @@ her
my teenager came home drunk from a party and i need to have the talk tomorrow morning || party; tomorrow morning @@ teenager
# friend-boundaries
my friend asks to copy my assignments every week and i'm done saying yes || assignments; every week @@ friend
a friend keeps asking me for free haircuts because i'm a hairdresser, how do i start charging her || haircuts; hairdresser @@ friend; her
# friend-support
my friend just came out to me and he's scared about telling his parents, what can i say to help @@ friend; he; parents
my best friend's relationship just ended after 7 years and she's moving back in with her parents, how can i be there for her || 7 years @@ best friend; she; parents; her
# neighbour
the couple below me argue loudly every night and i don't know if i should knock or leave it || every night @@ couple
the lad next door revs his motorbike at 6am before his shift, every day. how do i ask him to push it to the end of the road || motorbike; 6am; every day @@ lad; him
# landlord
my landlord wants to show the flat to new tenants while i'm still living here, at 8am on a saturday || flat; 8am; saturday @@ landlord; tenants
the washing machine has been broken 5 weeks and my landlord just leaves me on read || washing machine; 5 weeks @@ landlord
# none
roth ira or 401k, which one first
how do i make my resume stand out for a marketing job
write a funny caption for my dog's instagram
what is a healthy amount of screen time for adults
how long does it take to walk 10km
what's the average salary of a nurse in canada
what are the main causes of ww1
suggest a name for our office pub quiz team
how do i fix my wifi dropping every hour
pls shorten this paragraph to 2 lines
what do you call a group of crows
how do i apply for a passport
`;
