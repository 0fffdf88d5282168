/** Labelled utterances: friendship, family, roommates. Format: see romance.ts. */
export const SOCIAL = `
# friend-owes-money
A friend owes me $200 for three months and keeps dodging it. How do I bring it up without losing the friendship? || $200; three months @@ friend
my best friend borrowed 50 bucks in march and never paid me back, how do i ask || 50 bucks; March @@ best friend
How do I remind Sam he owes me money for the concert tickets without it being awkward? || concert tickets; money @@ Sam
lent my friend €300 for her rent and now she acts like it never happened || €300; rent @@ friend
My friend keeps "forgetting" to pay me back for the Airbnb. It was $450 || $450; Airbnb @@ friend
i paid for our whole dinner last week and my friends still haven't sent their share on venmo || dinner; last week; Venmo @@ friends
How to ask a friend for the 1000 dollars I lent him last year without ruining things || 1000 dollars; last year @@ friend
my friend owes me money and i dont want to lose the friendship but i need it back by friday || money; friday @@ friend
friend still hasnt paid back the £80 from the festival in july. how do i word it || £80; festival; July @@ friend
Lent my roommate's friend twenty dollars for gas two weeks ago, how do I ask without sounding petty? || twenty dollars; two weeks
# friend-jealousy
My best friend gets weird and jealous whenever I hang out with my new coworkers @@ best friend; coworkers
i think my friend is jealous of my new relationship, she barely talks to me now @@ friend
How do I deal with being jealous of my best friend's success? She just got into Harvard || Harvard @@ best friend
my friend gets jealous when i post pics with other friends on instagram || Instagram @@ friend
I feel jealous that my two best friends hang out without me @@ best friends
friend makes snide comments ever since I got promoted. is she jealous? || promoted @@ friend
# friend-drifting
My best friend and I have drifted apart since college. How do I reconnect? || college @@ best friend
we used to talk every day and now it's once a month, I miss her || every day; once a month @@ her
how do i reach out to an old friend i haven't talked to in 2 years || 2 years @@ friend
my friend never initiates anything anymore, i'm always the one who texts first || text @@ friend
Feels like my friend group is slowly leaving me out of plans @@ friend group
I want to reconnect with Tom after we lost touch when he moved to Chicago || Chicago @@ Tom
since she had her baby we barely talk and i don't know how to be there without being annoying || baby @@ she
# friend-conflict
My best friend said something really hurtful about my weight at the party on Saturday || party; Saturday @@ best friend
we had a fight over text and now my friend won't answer me || text @@ friend
How do I apologise to my friend after I forgot her birthday? || birthday @@ friend
my friend keeps making fun of me in front of others and i'm tired of it @@ friend
a friend told my secret to everyone in the group chat. how do i confront her || group chat @@ friend
My friend always cancels last minute, how do I say it bothers me? @@ friend
# friend-support
How do I help my friend who is depressed? She doesn't want to go out anymore @@ friend
my friend's dad just passed away, what do i text her || text @@ friend; dad
What do I say to a friend who just got dumped? @@ friend
My best friend lost his job yesterday. How can I support him without being pushy? || job; yesterday @@ best friend
friend is super stressed about exams next week, what do i say to help || exams; next week @@ friend
How do I comfort my friend after her miscarriage? @@ friend
my friend failed her driving test again and is really down || driving test @@ friend
# friend-boundaries
how do i tell my friend to stop showing up at my place without texting first || text @@ friend
A friend keeps asking to borrow my car and I don't want to lend it anymore || car @@ friend
my friend vents to me every night for hours and i'm drained || every night @@ friend
How do I say no to being a bridesmaid without hurting my friend? || bridesmaid @@ friend
friend wants me to lie to her boyfriend for her and i dont want to @@ friend; boyfriend
# make-friends
How do I make friends in college? Everyone already has their group || college
How to turn a classmate into an actual friend? We talk in class but never outside || class @@ classmate
I want to ask someone from my climbing gym to hang out as friends, is that weird? || climbing gym
making friends at a new school in 10th grade is so hard || new school; 10th grade
how do I invite a coworker to be friends outside work without being awkward? || work @@ coworker
i'm shy and want to join the conversation at the book club on thursday || book club; Thursday
# friend-drifting
Since I moved away the group chat keeps making plans without me. What do I say? || group chat
my old friends left me out of the birthday dinner planned in the group chat, we've barely talked since i changed jobs || birthday dinner; group chat @@ friends
nobody replied to my message in our friend group chat for 2 days || group chat; 2 days
# friend-conflict
Ana got upset that I invited Beth to my birthday and not her. How do I fix it? || birthday @@ Ana; Beth
my friends roasted me in the group chat and it went too far || group chat @@ friends
# family-parents
How do I tell my parents I'm dropping out of law school? || law school @@ parents
my mom keeps criticizing my weight every time i visit. how do i ask her to stop @@ mom
My dad won't accept that I'm moving to Canada in September || Canada; September @@ dad
how do I talk to my parents about needing more privacy? i'm 19 and they read my texts || 19; text @@ parents
My mother calls me five times a day and gets angry if I don't pick up || five times a day @@ mother
I need to tell my parents I'm not coming home for Christmas this year || Christmas; this year @@ parents
dad says my girlfriend isn't good enough and I want to stand up for her @@ dad; girlfriend
How do I ask my parents for money for rent without a lecture? || rent; money @@ parents
my parents keep pressuring me to become a doctor and I want to study art || doctor; art @@ parents
# family-siblings
My brother missed my university graduation and didn't even call. How do I tell him I'm hurt? || university graduation @@ brother
my sister borrows my clothes without asking and ruins them @@ sister
How do I reconnect with my brother? We haven't spoken since our grandma's funeral || funeral @@ brother; grandma
my younger brother dropped out of university and won't talk to anyone about it || university @@ brother
My sister always makes everything about her at family dinners || family dinners @@ sister
me and my twin had a fight about mom's birthday gift and now she's ignoring me || birthday gift @@ twin; mom
My brother owes me $500 and our parents say I should just let it go || $500 @@ brother; parents
how do I tell my sister her husband makes me uncomfortable? @@ sister; husband
# family-relatives
how do i deal with my grandpa making racist comments at dinner || dinner @@ grandpa
My in-laws drop by unannounced every weekend || every weekend @@ in-laws
My cousin wants to borrow $2,000 for his business. I don't want to lend it || $2,000; business @@ cousin
how do i tell my mother-in-law to stop giving parenting advice @@ mother-in-law
uncle keeps posting about me on facebook and it's embarrassing || Facebook @@ uncle
# family-kids
How do I talk to my teenage son about his screen time without a fight? || screen time @@ son
My 8 year old daughter says nobody at school likes her. What do I say? || 8 year; school @@ daughter
how do I get my teenager to open up to me? she just says "fine" @@ teenager
My son wants to quit soccer halfway through the season || soccer @@ son
my daughter is 16 and wants to go to a party on saturday with older kids || 16; party; saturday @@ daughter
# roommate-chores
My roommate never does the dishes. How do I bring it up without starting a war? || dishes @@ roommate
how to tell my flatmate to clean the bathroom, it's been 3 weeks || bathroom; 3 weeks @@ flatmate
my roommate leaves trash everywhere and I'm the only one who takes it out || trash @@ roommate
We agreed on a cleaning schedule but Mike keeps skipping his weeks || cleaning schedule @@ Mike
# roommate-noise-guests
how do i ask my roommate to keep it down after midnight, i have work at 7 || midnight; work; 7 @@ roommate
flatmate has parties every friday and i can't sleep || parties; every friday @@ flatmate
My roommate plays music loud while I'm studying for finals || music; finals @@ roommate
my roommate invites people over without asking me first @@ roommate
# roommate-money
My roommate is two weeks late on her half of the rent, $650 || two weeks; rent; $650 @@ roommate
how do i ask my roommate to pay her share of the electricity bill || electricity bill @@ roommate
roommate owes me for the internet for 3 months, he keeps saying next week || internet; 3 months; next week @@ roommate
We split groceries but my flatmate eats way more and pays the same || groceries @@ flatmate
My roommate wants to move out before the lease ends in May and leave me with the rent || lease; May; rent @@ roommate
`;
