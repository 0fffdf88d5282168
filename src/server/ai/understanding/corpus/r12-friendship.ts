/**
 * Round 12 friendship phrasings where the cross-validated bench confused drifting with conflict,
 * support, making friends and a crush on a friend, and money with boundaries: texting style, typos,
 * rambling, negations, two problems in one, non-native English. Format: see romance.ts.
 */
export const R12_FRIENDSHIP = `
# friend-drifting
nobody fell out with anybody, we just slowly stopped talking and now its been a year. i want my friend back @@ friend
we used to facetime every sunday and now she leaves me on read for days || facetime; every sunday @@ she
honestly i think im the only one keeping this friendship alive, if i stop texting first we would never talk || text
My college roommate and I were so close, now we only say happy birthday once a year on Facebook || once a year; Facebook @@ college roommate
how do u reconnect with a friend when u feel like u dont know anything about her life anymore @@ friend
It's not a fight, it's more like we grew apart after he moved for work and I don't know if it's worth trying || moved for work @@ he
my childhood friend lives 10 minutes away and we still never see each other, how do i suggest meeting up without it being weird || 10 minutes @@ childhood friend
me and my friend have nothing to talk about anymore. when we meet its just awkward silence and phones. how do I fix this or should I let it go @@ friend
Mein bester Freund meldet sich seit Monaten nicht mehr, wir haben keinen Streit, es ist einfach eingeschlafen || seit Monaten @@ Freund
ma meilleure amie ne m'écrit presque plus depuis qu'elle a déménagé à Lyon || Lyon @@ amie
how can i get back in touch with Kofi, we lost contact when i changed schools, would a dm be weird || dm; schools @@ Kofi
everyone in our friend group has kids now and i feel like im slowly being left behind, they never invite me @@ friend group
my friend and i only talk when she needs something now. the fun chats are gone and i dont want to be bitter about it @@ friend
# friend-conflict
i said something mean about his girlfriend while drunk and now he blocked me everywhere. i want to apologise properly @@ he
My friends and I had a big argument on the camping trip about money and driving, we haven't spoken since Sunday || camping trip; Sunday @@ friends
my friend read my messages about her and now she's furious, i know i was wrong || messages @@ friend
Tomas called me selfish in the group chat for not coming to his party and i got really hurt || group chat; party @@ Tomas
how do I confront my friend who lied to me about being sick so she could go out with others @@ friend
i accidentally told my friend's secret to my sister and she found out. she's not answering my calls || calls @@ sister
me and a friend fought about politics over dinner and now the whole friend group is picking sides. i dont want to lose her but im still angry || politics; dinner @@ friend; friend group
my best friend made fun of my accent in front of my new coworkers and i laughed along but it really hurt || accent @@ best friend; coworkers
how to say sorry to a friend when you were both wrong but you care more about the friendship than being right @@ friend
had a fight with my best mate over text last night, it escalated fast and now I feel sick about it. should i call or wait || text; last night; call @@ best mate
mi mejor amiga y yo discutimos por una tontería en la fiesta del sábado y ahora no me contesta || fiesta; sábado @@ mejor amiga
my friend keeps interrupting me and making every conversation about her, yesterday i snapped at her and now it's tense || yesterday @@ friend
# friend-jealousy
my friend seems annoyed every time i talk about my new job, like she cant be happy for me || new job @@ friend
how do i tell my friend i feel left out when she only posts stories with her other friends || stories @@ friend
friend got weird after i started dating, keeps making comments like "oh now you have time for me?" @@ friend
Im jealous of my friend's trip photos and i know its dumb, how do i stop making snarky comments || trip; photos
my best friend is competing with me about everything - grades, guys, even who has more followers || grades @@ best friend
# friend-support
how to be there for a friend going through a divorce when I've never been married @@ friend
my buddy got laid off yesterday and is pretending he's fine. how do i check in without making it worse || yesterday @@ buddy
my friend told me she's having panic attacks at work, i want to help but dont want to act like her therapist || work @@ friend
friend failed her final exams and wont leave her room, what can i say that actually helps || final exams @@ friend
my best friend's dog died this morning and he's devastated. should i call or just send something || this morning; call @@ best friend
# friend-boundaries
I don't want to be my friend's ride to work every day anymore but she's used to it now || every day; work @@ friend
friend keeps inviting herself to my family dinners. i like her but i need some space @@ friend
my friend always asks me to proofread her essays the night before they're due and i'm tired of dropping everything || essays @@ friend
how to say no when my friend wants me to cosign his apartment lease || lease; apartment @@ friend
i love my friend but she brings her toddler to every hangout without asking and i want adult time sometimes || hangout @@ friend
my friend wants to borrow money again and i already said yes twice, I really don't want to lend any more || money; twice @@ friend
# friend-owes-money
I lent Jake 150 for concert tickets in may and every time I bring it up he says next week || 150; concert tickets; May; next week @@ Jake
how do i ask my friend to pay back the deposit i covered for our trip without sounding like a debt collector || deposit; trip @@ friend
she borrowed €60 for a taxi after the party and it's been two months, should i even mention it || €60; party; two months @@ she
my friend still hasnt paid me for her half of the hotel, its 220 and i need it for rent || hotel; 220; rent @@ friend
we split a gift for a friend's wedding and the other two never sent me their part, like 80 dollars each || wedding; 80 dollars
mi amigo me pidió 100 euros prestados en enero y ahora evita el tema || 100 euros; enero @@ amigo
# make-friends
i moved to a new city three months ago and i still dont have a single friend here, how do people do this || new city; three months
how do I go from gym small talk to actually being friends with someone || gym
im 34 and all my friends moved away, how do you make friends as an adult without it being cringe
theres a girl in my pottery class i want to be friends with (just friends!) how do i ask for her number || pottery class @@ girl
I'm an exchange student and everyone already has their groups, how do I join in || exchange student
how do I make mom friends at the playground, I always freeze up || playground
# friend-drifting
my friend replies with one word now and never asks me anything back, did we grow apart @@ friend
how do i reach out to a friend i ghosted during a bad year without it being awkward @@ friend
# friend-conflict
my friend and i had a huge blowup about the wedding seating and now shes not talking to me || wedding @@ friend
i snapped at my friend when she was late again and now she thinks i hate her @@ friend
my friend said i only care about myself in front of our whole group and i'm so hurt @@ friend
# friend-jealousy
my friend copies everything i do, my hair, my clothes, even my tattoo idea, and it bugs me more than it should @@ friend
she sulks whenever i hang out with other people, like i belong to her @@ she
i feel jealous that my friends got into the same uni and i didnt || uni @@ friends
# friend-support
my friend just came out to me and I want to say the right thing @@ friend
what do i say to my friend whose wedding got called off last week || wedding; last week @@ friend
# friend-conflict
I said sorry twice but my friend is still mad about what I said at her party, what else can I do || twice; party @@ friend
i forgot to show up to my friends recital and now he says i never support him || recital @@ friend
my friend found out i talked behind her back and we had a massive argument, I want to own it @@ friend
# friend-drifting
my friend is always "too busy" lately and cancels every plan, but we never had a fight. is the friendship just fading @@ friend
since uni ended my best friend and I barely message, maybe once every few months || uni @@ best friend
i feel like our friendship only exists in memes we send each other now, we never actually talk @@ friend
# friend-support
my best friend didn't get the job she wanted and she's crying, what do i say || job @@ best friend
how do i comfort a friend who just had a miscarriage without saying something stupid @@ friend
my friend's going through chemo and I never know what to text || chemo; text @@ friend
`;
