/**
 * Round 13b friendship phrasings built around confused pairs: drifting that mentions an old argument,
 * a fight that mentions distance, jealousy vs conflict, a friend owing money vs a roommate's bills,
 * supporting vs setting a boundary. Written independently of earlier rounds. Format: see romance.ts.
 */
export const S13B_FRIENDSHIP = `
# friend-drifting
we had a little argument back in 2022 but we made up, it's more that since then we just talk less and less. how do i reconnect with her || 2022 @@ her
my best friend from uni and i used to talk every day, now it's a meme every couple of weeks. no fight, just life || uni; every day @@ best friend
since my friend had the baby we barely speak and i don't want to lose her || baby @@ friend; her
i feel like my friends have moved on without me since i moved cities, nobody texts first anymore || cities @@ friends
we never fought, he just stopped inviting me to things after he got into his new crowd @@ he
saw my old flatmate from uni got a dog, we haven't talked in three years. is commenting on that a weird way back in || uni; dog; three years @@ flatmate
me and my childhood friend live 10 minutes apart and haven't seen each other since christmas || 10 minutes; christmas @@ childhood friend
our group chat used to be chaos and now it's dead, i want to revive it but i'm scared no one answers || group chat
my friend got super busy with her new job and we went from weekly dinners to nothing || new job; weekly dinners @@ friend
we had one awkward fight about politics years ago, it's fine now but we're not close like we were and i miss it || politics; years ago
my friend hasnt replied to my last 3 messages, not mad, i think she's just drifting. should i try once more || 3 messages @@ friend
how do you get a friendship back when it faded and there was no real reason @@ friend
after i got married my single friends kind of disappeared, how do i reach out || married @@ friends
we used to game every night, now he's always offline. i don't think i did anything || every night @@ he
i want to reconnect with my high school friends but i'm the one who stopped replying years ago || high school; years ago @@ friends
my friend and i live in different time zones now and it's hard to keep up, how do i stay close || time zones @@ friend
we're still "friends" on paper but i haven't had a real conversation with her in a year || a year @@ her
it feels like i'm always the one who reaches out to my friend and i'm tired of it, but we didn't fall out or anything @@ friend
# friend-conflict
my friend said something really mean about my weight at dinner and i want to tell her it hurt || weight; dinner @@ friend; her
she blocked me on everything after our row about her ex on sunday, our mutual friends say she's still fuming. how do i reach her || sunday @@ she; ex; friends
my best friend told my secret to our whole group and i want to confront him || secret @@ best friend; him
me and my friend argued about her boyfriend and we haven't spoken in 5 days || 5 days @@ friend; boyfriend
i got drunk and had a go at my mate in front of everyone at her engagement do. how do i even start the sorry || engagement @@ mate
my friend made fun of my job in front of everyone and laughed when i looked hurt || job @@ friend
he cancelled on my birthday to go out with other people and posted it. i'm furious, how do i say it || birthday @@ he
we fell out over splitting the cottage for the hen do and now our messages are just 'ok' || cottage; hen do
my friend keeps showing up late and today i snapped at her, now she's upset with me || today @@ friend; she
how do i clear the air with a friend after we both said stuff we didn't mean @@ friend
my friends excluded me from a trip and lied about it, i found out on insta || trip; Instagram @@ friends
she took her ex's side in front of our whole friend group and i feel betrayed @@ she; ex; friend group
me and my best mate need to make up after a fight about something so dumb i don't even remember what started it @@ best mate
my friend said i only care about myself and i want to answer without making it worse @@ friend
# friend-jealousy
i can't be happy for my friend who got engaged and i hate that about myself @@ friend
my best friend has a new friend and i feel replaced, we haven't fought i just feel jealous @@ best friend; new friend
my friend got the job i applied for too and now i'm weird around her, how do i get over it || job @@ friend; her
my friend gets jealous whenever i hang out with other people, how do i talk to her about it @@ friend; her
my friend keeps comparing our grades and gets mad when mine are higher || grades @@ friend
i'm jealous that my friend's instagram looks like she has the perfect life || Instagram @@ friend
how do i tell my friend it hurts that she always turns everything into a competition @@ friend; she
ever since i started seeing jake, my friend rolls her eyes whenever i mention him and calls him 'the boyfriend' in a weird voice. is she jealous @@ jake; friend; him
every time i share good news my friend changes the subject and i think she's envious || good news @@ friend; she
# friend-owes-money
lent my mate 300 to fix his clutch back in march. radio silence on it since, but he's just been to ibiza || 300; clutch; march; Ibiza @@ mate
i fronted 140 for both our taylor swift tickets in february and my friend keeps 'forgetting' || 140; Taylor Swift tickets; february @@ friend
lent my best friend money when she lost her job, she's working again now and hasn't paid back a cent || money; job @@ best friend; she
my friend owes me 80 from our trip and keeps saying "next week" || 80; trip; next week @@ friend
he paid me back half and then just stopped, how do i ask for the rest without ruining things @@ he
my friend from work borrowed 50 quid for lunch weeks ago and acts like it never happened || 50 quid; lunch; weeks ago @@ friend
i covered my friend's share of the airbnb and she's been dodging venmo requests for a month || Airbnb; Venmo; a month @@ friend; she
how do i ask my oldest friend to pay back a loan when i know he's struggling || loan @@ oldest friend; he
my friend still hasn't paid me for the festival ticket and the festival was in july || festival ticket; july @@ friend
# friend-support
my friend's dad passed on sunday and the funeral is next week, do i go, do i text, i feel useless || sunday; funeral; next week @@ friend; dad
my friend told me she's been having panic attacks, how do i help without making it worse || panic attacks @@ friend; she
how do i support my friend through her divorce when i've never been married || divorce @@ friend
my flatmate's gf dumped him over text and he's been in bed two days. he's my mate first, what do i do for him || text; two days @@ flatmate; gf; him
my best friend failed his exams and won't talk to anyone. how do i reach out || exams @@ best friend
my friend just had a miscarriage, what can i say that isn't awful || miscarriage @@ friend
how do i be there for my friend who just lost his job, he's embarrassed || job @@ friend
# friend-boundaries
my friend always wants to borrow my car and i want to say no this time || car @@ friend
she rings me for two hours every night about her ex and i'm drained. how do i say i love her but i can't be her therapist || two hours; every night @@ she; ex
my friend wants me to lend her money again and i want to say no nicely || money @@ friend; her
my friend keeps inviting herself over every weekend and i need some space || every weekend @@ friend
a uni friend i see once a year asked me to be a bridesmaid with a 900 hen weekend. i want to decline || once a year; 900; hen weekend @@ uni friend
my friend brings her kids to my place without asking, i want to ask her to check first || kids @@ friend
the girls are booking mykonos again and i just don't want to go, not money, just not my thing anymore. how do i say it || Mykonos @@ girls
# make-friends
relocated to glasgow for work, 30, my evenings are just me and netflix. where do adults even meet people || Glasgow; 30; Netflix
there's a guy at my 6am spin class i chat to every week, how do i go from nodding to actual mates || 6am; spin class; every week @@ guy
i'm a new mum and i want friends who aren't just my partner, where do i start || new mum @@ partner
freshers was 2 months ago and everyone's got their crew already, i missed it being ill. how do i get in || freshers; 2 months ago
the guys from my 5-a-side team are sound, how do i suggest a pint after without it being weird || 5-a-side; pint @@ guys
all my friends have kids now and i want to meet people who are free on weekends || weekends @@ friends
`;
