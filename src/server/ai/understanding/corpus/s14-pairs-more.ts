/**
 * Round 14, third batch (issue 21 label audit): the remaining confused pairs — pay that is not a raise,
 * a crush on someone met as a customer rather than a coworker, drifting from a friend vs falling for one,
 * noise vs chores at home, the kinds of hidden crush, and off-topic asks that name a person. Written
 * fresh; each line carries the neighbouring type's cue word. Format: see romance.ts.
 */
export const S14_PAIRS_MORE = `
# boss-difficult
i'm not after more money, i just want my manager to stop texting me about work on my days off || days off @@ manager
my boss promised me the bigger project in my review and gave it to someone else, how do i raise it without sounding petty || review; project @@ boss
the restaurant owner takes a cut of our tips and i want to challenge him on it || tips @@ restaurant owner; him
# boss-raise
i've taken over my old manager's duties since she left and i want the pay grade to match, how do i put it to my director || pay grade @@ old manager; director
what's a reasonable percentage to ask for when my boss asks what i'd want, i've been here three years || three years @@ boss
# crush-ask-out
there's a cute guy who comes into my shop every saturday, i'm behind the counter, how do i ask him out without being unprofessional || shop; every saturday @@ guy; him
i keep seeing the same girl at the dog park and i'd like to ask her to dinner, we've only chatted twice || dog park; dinner @@ girl
# coworker-crush
the nurse i do night shifts with makes every shift better and i think i've fallen for her || night shifts @@ nurse; her
my work husband joke has turned into real feelings and we sit next to each other all day @@ work husband
# friend-drifting
my friend and i used to do everything together and now she only posts with her uni crowd, i just want us to be close again || uni @@ friend; she
he was my best mate all through school and we haven't had a proper chat since he moved for his apprenticeship || school; apprenticeship @@ best mate; he
# hidden-crush-friend
i've known her since we were kids and she's my closest friend, but lately i want more than that. how do i find out if she does too @@ closest friend; her
my friend and i have been hanging out one on one a lot and i'm starting to fall for him, is it worth the risk @@ friend; him
# hidden-crush-hide
i really like someone in my band but i want to keep it quiet till after our gig in may || band; gig; may
my face goes bright red whenever the boy i like sits near me in chemistry, how do i play it cool || chemistry @@ boy
# hidden-crush-hint
i want to drop hints to the guy in my study group that i like him but i'm not ready to say it || study group @@ guy; him
# hidden-crush-confess
i've decided to tell my crush how i feel at the leavers' party, what do i actually say || leavers' party @@ crush
# roommate-noise-guests
my roommate's band rehearses in our lounge three nights a week and i can't hear myself think || lounge; three nights a week @@ roommate
my flatmate has people round for drinks every weeknight and i need the kitchen quiet for my calls || every weeknight; kitchen @@ flatmate
# roommate-chores
my housemate never cleans the bathroom when it's her turn on the rota || bathroom; rota @@ housemate
# family-kids
my 13 year old slams her door every time i ask about school, how do i get her to talk || 13 year old; school @@ her
how do i explain to my 7 year old that we can't afford the holiday this year || 7 year old; holiday; this year
# family-relatives
my cousin keeps posting embarrassing childhood photos of me and laughs when i ask her to stop || childhood photos @@ cousin; her
# work-resign
i got into a full-time course and need to tell my manager i'm leaving the café in june || full-time course; café; june @@ manager
# work-new-team
i'm two weeks into a new job and nobody invites me to lunch, how do i become part of the team || two weeks; new job; lunch @@ team
# make-friends
i'm 35, just moved for my partner's job and i don't know a single person here, how do i make friends || 35 @@ partner
# date-follow-up
our second date was amazing and i want to text him tonight without sounding too keen || second date; tonight @@ him
# date-ghosted
he said he'd call after our date saturday and it's been eight days of nothing || saturday; eight days @@ he
# partner-neglected
my wife's always on her phone when we finally get an evening together and i feel invisible || phone @@ wife
# partner-trust
my boyfriend goes quiet whenever i ask who he was texting at 2am || 2am @@ boyfriend; he
# none
how do i get red wine out of a white shirt
which houseplants survive a dark north-facing flat
make me a packing list for a weekend in the mountains
how long should i boil an egg
`;
