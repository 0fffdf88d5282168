/**
 * Round 13b partner, ex, dating and new-match phrasings built around confused pairs: a partner fight that
 * mentions friends, trust vs feeling neglected, long distance vs drifting, meeting the family vs family
 * trouble, ghosted vs following up, asking out vs a first-date follow-up. Written independently of
 * earlier rounds. Format: see romance.ts.
 */
export const S13B_ROMANCE = `
# partner-fight
my boyfriend and i got into a screaming match about his friends coming over every weekend and now he's sleeping on the couch || every weekend @@ boyfriend; friends
my wife and i fought about money again last night, how do we talk about it without yelling || money; last night @@ wife
gf is mad at me because i forgot to pick her up and now she's not talking to me @@ gf; she
we had a fight about whose family we spend christmas with and it got really ugly || christmas
my husband said something hurtful during our argument and i want to tell him how it made me feel @@ husband; him
me and my partner keep fighting about the dishes, it's not really about the dishes || dishes @@ partner
my wife and i argued in the car on the way home from her friend's party and haven't talked since || car; party @@ wife; friend
how do i apologize to my boyfriend after i overreacted about his ex liking his photo || photo @@ boyfriend; ex
# partner-neglected
he comes home, eats, and disappears into discord with his mates till 1am. i'm his girlfriend not his housemate || discord; 1am @@ he; mates
my husband works late every night and weekends he's on his phone, i feel invisible || every night; weekends; phone @@ husband
i'm the one who always starts the hugs and kisses and i've started to feel like she doesn't want me. how do i say that to my girlfriend without begging @@ she; girlfriend
she always picks her friends over our date nights and i'm tired of being last || date nights @@ she; friends
we live together but it feels like we never actually spend time together
my partner hasn't asked me how my day was in weeks || weeks @@ partner
# partner-trust
my girlfriend deleted her messages with a guy from work and i want to ask why || messages; work @@ girlfriend; guy
he keeps his phone face down all the time now and i can't shake the feeling something's off || phone @@ he
my partner lied about being at the gym and i don't know how to bring it up || gym @@ partner
i found out my husband still talks to his ex every day, how do i raise it calmly || every day @@ husband; ex
# partner-long-distance
my boyfriend moved to berlin for work and we're 6 hours apart, how do we stay close || Berlin; 6 hours @@ boyfriend
we're long distance and our calls are getting shorter, i'm scared we're drifting || calls
how do i plan a surprise for my girlfriend who lives in another country || another country @@ girlfriend
# partner-meet-parents
thanksgiving at his parents' farm, first time meeting them, they're farmers and i'm a vegan from the city. help || thanksgiving; farm; vegan @@ parents
his mum doesn't like me and we're spending a whole week at their house || a whole week @@ his mum
her dad's a pastor and i'm an atheist with tattoos. sunday lunch is my first time meeting him || pastor; tattoos; sunday lunch @@ dad; him
# partner-breakup
4 years together, lease ends in august, and i know i want out. do i tell him now or wait till we can move || 4 years; lease; august @@ him
her mum's in hospital and i've been planning to end it for weeks. is there ever a right moment || hospital; weeks @@ her; mum
# ex-reached-out
out of nowhere my ex sent a voice note on my birthday. first thing in 14 months. do i owe him a reply || voice note; birthday; 14 months @@ ex; him
my ex texted "i miss you" at 2am, how do i reply || 2am @@ ex
my ex says she has 'something she needs to say in person'. i'm half curious half dreading it. meet or no || in person @@ ex; she
# ex-get-back
i want to get back with my ex but i'm the one who ended it @@ ex
how do i show my ex i've changed so she'd give us another chance @@ ex; she
# ex-moving-on
we broke up 3 months ago and i still check his instagram every day || 3 months ago; Instagram; every day @@ his
she keeps sending me memes like nothing happened, we broke up in june. i need her to stop so i can get over it || memes; june @@ she; her
# ex-coparent-logistics
third sunday in a row my ex texted 'running late' for the handover and our son sits at the window waiting || sunday; handover @@ ex; son
orthodontist quoted 3k for our kid's teeth and my ex hasn't said a word about paying half. how do i raise it || orthodontist; 3k; teeth; half @@ ex; kid
# date-ghosted
third date was amazing, he said 'let's do sunday' and then nothing for 9 days. i wanna send one last thing || third date; sunday; 9 days @@ he
she ghosted me after the second date, should i ask why || second date @@ she
it's been 10 days since our date and nothing, is it over || 10 days; date
# date-follow-up
we had our first date at a bookshop yesterday, what should i text him today || first date; bookshop; yesterday; today @@ him
i had a nice time with her on saturday but i'm not sure she did, how do i follow up || saturday @@ her
# date-dtr
i deleted my apps a month ago. no idea if he did. how do i find out if we're a thing without an ultimatum || apps; a month ago @@ he
at his work party he said 'this is my mate' and i just stood there. we've been sleeping over every weekend since may. what are we || work party; every weekend; may @@ he
# date-let-down
two dates in and he's lovely but i feel zero. he's already asked about next friday. what do i text back || two dates; next friday @@ he
she's booked us a table for a third date and i have to tell her i'm out before friday. nice person, zero spark || third date; friday @@ she; her
# match-opener
what do i say first to a girl on hinge whose profile is all about hiking || Hinge; hiking @@ girl
his only prompt answer is 'pineapple on pizza: yes'. give me an opener that isn't about pizza || pineapple on pizza
# match-convo-dying
our bumble chat started great and now it's just "haha" and "yeah" || Bumble
my match went quiet after i asked about her job, how do i revive it || job @@ match
# match-meet-up
we've sent like 200 messages on hinge, i think it's time. how do i say let's get a drink without being pushy || 200 messages; Hinge; drink
how do i ask my match for a drink this week without it seeming rushed || drink; this week @@ match
`;
