/**
 * A second round of phrasings for the types still below 80% in the cross-validated bench
 * (making friends vs drifting, meeting a partner's family vs one's own parents, trust, letting a
 * date down, coworker crush, breakups, rejecting candidates). Format: see romance.ts.
 */
export const VARIED_MORE = `
# make-friends
how do adults even make friends after college, everyone already has their people
i want to make friends in my neighbourhood but i don't know how to start
how do i go from chatting at the climbing gym to actually hanging out || gym
i moved for work and weekends are lonely, how do i meet new people || weekends
how do i ask someone from my pottery class if they want to get coffee sometime, just as friends || coffee; class
is it weird to ask a coworker i get on with to grab lunch as friends || lunch @@ coworker
what apps or clubs are good for meeting friends in a new town
i'm new at school and sit alone at lunch, how do i find a group || school; lunch
how do i make friends when i work nights and sleep all day || all day
how do i keep talking to a nice person i met at a wedding so we become friends || wedding
i have lots of acquaintances but no close friends, how do i get closer to someone
how can i make new friends at 40 without it being cringe
# friend-drifting
my friend used to text me all the time and now she takes days to answer || text; days @@ friend
no fight, i've just been busy with the baby, but the friend group has a new group chat without me in it and i feel pushed out || group chat @@ friend group
we've been friends for 15 years but lately it's like we have nothing to talk about || 15 years
i'm always the one reaching out to my friend, should i stop and see if she notices @@ friend
how do i tell my friend i miss how close we used to be @@ friend
my friends keep going out without inviting me and i don't know if i did something
since i got a girlfriend my best friend and i barely see each other @@ best friend; girlfriend
how do i revive a friendship that just quietly died during covid
my best friend started a new job and now she never replies to my messages || job @@ best friend
how do i reach out to a friend i ghosted years ago and say i miss her || years @@ friend
my best friend and i live in different countries now and our calls keep getting rarer || calls @@ best friend
our group chat basically died after graduation and i miss everyone || group chat; graduation
my friendship with my old roommate just died out, nobody texts anymore, how do i bring it back || text @@ roommate
# partner-meet-parents
my boyfriend wants me to meet his parents at easter and i'm anxious they won't like me || easter @@ boyfriend; parents
how do i talk to my girlfriend's dad when he obviously doesn't approve of me @@ girlfriend; dad
going to my fiancee's family reunion next month, how do i fit in || reunion; next month @@ fiancee; family
we're flying to meet his mum for the first time, what should i talk about with her @@ mum
how do i win over my partner's very protective brother @@ partner; brother
my boyfriend's family only speaks portuguese at dinner, how do i join in || Portuguese; dinner @@ boyfriend; family
what gift should i bring when i meet her parents for the first time @@ parents
my husband's mom thinks i'm not good enough for him, how do i handle family dinners || family dinners @@ husband; mom
# family-parents
my mom keeps comparing me to my cousin and it really hurts @@ mom; cousin
my dad never says he's proud of me, how do i talk to him about it @@ dad
how do i set boundaries with my mom who calls every single day || every single day @@ mom
my parents are getting old and won't listen about seeing a doctor @@ parents
how do i come out to my parents @@ parents
# partner-trust
my boyfriend follows a bunch of models on instagram and hides it, am i right to be upset || Instagram @@ boyfriend
how do i talk to my girlfriend about her texting her ex late at night || text @@ girlfriend
i think my husband is hiding something, he deletes his messages every day || every day @@ husband
my partner cheated last year and i still can't trust her when she goes out || last year @@ partner
she told me she was at her sister's but her location said otherwise, how do i bring it up @@ she
my bf lies about small things all the time and i don't know what to believe anymore @@ bf
how do i ask my wife about a charge on our card without sounding like i'm accusing her @@ wife
# date-let-down
we've been on a few dates and i want to tell him kindly that i don't want a fourth, i'm just not into him || a few dates @@ him
how do i reply to a guy who wants a second date when i don't || second date @@ guy
i need to tell her i'm not feeling a romantic connection before she plans another date || date @@ her
how to say thanks but no thanks after a first date || first date
he's nice but i'm not attracted to him, how do i say that without being mean @@ he
how do i stop seeing someone i've only been on two dates with || two dates
she keeps asking when we're meeting again and i want to be honest that i'm not interested @@ she
# coworker-crush
i think i'm falling for my work bestie and we sit next to each other every day || work; every day
should i ask out the guy from the other department or keep it professional
how do i flirt with a coworker without it becoming office gossip || office @@ coworker
my manager's assistant and i have great chemistry at work, how do i tell if she's interested || work @@ assistant
i want to ask my colleague to dinner after the conference but we report to the same boss || dinner; conference @@ colleague
is it ok to date a coworker at a small startup? i really like him @@ coworker
# crush-ask-out
how do i ask my crush to be my valentine || valentine @@ crush
i want to ask the girl i met at the library to dinner but i don't have her number || library; dinner @@ girl
how do i ask a guy out if i've never asked anyone out before @@ guy
what's a chill way to ask someone out after we've been talking in class for weeks || class; weeks
should i ask her out at the party on friday or text her before || party; friday; text @@ her
# crush-taken
she has a boyfriend but told me she'd leave him for me, what do i do @@ she; boyfriend
my crush is dating someone new and i'm trying to be happy for her @@ crush
i like a guy who's in an open relationship, should i say something @@ guy
how do i stop liking someone who is married to my friend @@ friend
# friend-conflict
my friend said i was selfish for not going to her wedding and now she won't talk || wedding @@ friend
we had a fight in the group chat and it got really nasty || group chat
my friend accused me of lying and i didn't, how do i clear it up @@ friend
i yelled at my best friend yesterday and want to apologise properly || yesterday @@ best friend
# partner-neglected
my girlfriend forgot our anniversary and barely noticed i was upset || anniversary @@ girlfriend
i feel like my husband cares more about his phone than me || phone @@ husband
how do i ask my boyfriend to spend more time with me without sounding clingy @@ boyfriend
my partner never asks about my day anymore @@ partner
# partner-breakup
how do i tell my boyfriend of two years that i want to break up || two years @@ boyfriend
i want to end things with my girlfriend after the holidays, how do i do it gently || holidays @@ girlfriend
should i break up with him before we move in together next month || next month @@ him
how do i end a relationship when we have the same friends
# hidden-crush-hide
my crush sits next to me in math and i turn red every time, how do i act cool || math @@ crush
how do i not let it show that i like my friend's brother @@ brother
# interviewer-reject
how do i write a kind no to a candidate who was almost the one @@ candidate
i need to tell three applicants they didn't make the next round, any template || next round @@ applicants
how do i reject a candidate over the phone without giving false hope || phone @@ candidate
what do i say when a rejected candidate asks why they didn't get the job || job @@ candidate
# interviewer-questions
what should i ask a candidate for a barista job to see if they're reliable || job @@ candidate
i'm hiring my first employee next week, what interview questions should i prepare || next week
how do i tell in an interview if someone is lying about their experience || interview
# work-resign
i found a new job and need to tell my boss today, what do i say || new job; today @@ boss
how do i resign from a job i've had for ten years || job; ten years
my manager will take my resignation personally, how do i soften it || resignation @@ manager
# coworker-credit
my teammate keeps presenting my analysis as his in the weekly meeting || meeting @@ teammate
a colleague emailed my report to the director with only her name on it || report @@ colleague; director
# date-follow-up
the date was amazing, do i text her tonight or wait until tomorrow || date; tonight; tomorrow @@ her
he said he had fun on our date, how do i keep it going without being too much || date @@ he
# crush-rejected
i asked my crush out and she said no, she likes someone else. how do i stay friends with her @@ crush
he turned me down but still texts me every day, what do i do || every day @@ he
# match-meet-up
how do i move a tinder chat to an actual date || Tinder; date
she seems nice on bumble, how do i ask for her number || Bumble @@ she
# date-dtr
how do i ask him if we're official after two months of dating || two months @@ him
# roommate-money
my roommate still owes me his half of the groceries from last month || groceries; last month @@ roommate
# ex-get-back
i broke up with her and now i regret it, how do i ask for another chance @@ her
# friend-support
`;
