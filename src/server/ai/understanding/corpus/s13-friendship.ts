/**
 * Round 13 friendship phrasings: money, jealousy, drifting, fights (always with a friend named as one),
 * support, boundaries and making friends. Written independently of earlier rounds. Format: see romance.ts.
 */
export const S13_FRIENDSHIP = `
# friend-owes-money
my best friend borrowed 400 for her car repair in february and now she goes quiet whenever i mention it || 400; car; february @@ best friend
How do I remind a friend he still owes me for the concert tickets without sounding cheap || concert tickets @@ friend
lent my mate £60 for a night out and it's been two months, is it weird to ask || £60; two months @@ mate
i paid for my friends hotel on our trip and she said she'd venmo me, that was in june || hotel; trip; Venmo; june @@ friend
a friend owes me like $1,200 and just posted pics from her vacation in Mexico. im fuming || $1,200; vacation; Mexico @@ friend
how to ask Jess for the money back she owes me from the birthday dinner, she keeps saying "next week" || birthday dinner; next week @@ Jess
my friend keeps "forgetting" to pay me back for little things like coffee and uber and it adds up || coffee @@ friend
i covered my friend's rent in april and he hasn't said a word since. how do i bring it up over text || rent; april; text @@ friend
Is there a polite way to ask my oldest friend to pay back the loan or do I just let it go || loan @@ oldest friend
my friend said she'd pay me back when she gets paid on the 15th, it's the 20th now. do i remind her || the 15th; the 20th @@ friend
he borrowed my camera and broke it and acts like it's no big deal, he's one of my closest friends || camera @@ closest friends
friend owes me 80 euros from the festival, how do i ask without making it awkward in the group || 80 euros; festival @@ friend
# friend-jealousy
I feel jealous every time my best friend gets close with her new coworker and I hate that I feel this way @@ best friend; coworker
my friend gets weird and cold whenever something good happens to me, like when I got into grad school || grad school @@ friend
how do I talk to my friend about how she always competes with me, even over grades || grades @@ friend
my friend seems jealous of my new boyfriend and keeps making little digs about him @@ friend; boyfriend
i'm jealous of my best friend's success and it's making me distant from her, what do i do @@ best friend
my friend Lina acts jealous when I hang out with other people, she sulks for days || days @@ Lina
how do I tell my friend I feel left out now that she's always with her new friends @@ friend
my friend copies everything I do, my hair, my hobbies, and now she's jealous that I got the job she wanted || job @@ friend
tbh i get jealous when my friends post stuff without me on insta. is that normal and should i say something || Instagram @@ friends
# friend-drifting
me and my best friend from school barely talk anymore since she moved to Leeds || school; Leeds @@ best friend
we used to text every day and now it's once a month if that. how do I fix a friendship like this || text; every day; once a month
how to reconnect with a friend I haven't spoken to in 2 years without it being awkward || 2 years @@ friend
I'm always the one making plans with my friends. if I stopped would anyone notice? @@ friends
my friend had a baby and we've drifted, I don't know how to be in her life now || baby @@ friend
all my friends from uni got married and I'm the only single one, we've grown apart || uni @@ friends
how do i ask an old friend if we're still friends lol, she never replies anymore @@ old friend
my friend group stopped inviting me to things after I changed jobs @@ friend group
i miss my friend Ravi, we stopped talking after he started his new job and i don't know why @@ Ravi
is it worth messaging my childhood best friend on her birthday after years of silence || birthday; years @@ childhood best friend
# friend-conflict
my friend and i got into a huge argument at the party saturday and now she's blocked me || party; saturday @@ friend
how do i apologise to my best friend after i said something really mean about her ex @@ best friend
Tasha told everyone a secret I trusted her with. she's my friend, or was. how do I confront her || secret @@ Tasha; friend
my friends ganged up on me in the group chat about something I said and I don't know how to respond || group chat @@ friends
I think my friend is mad at me but she won't tell me why. everything was fine until last week || last week @@ friend
my best friend bailed on my birthday last minute for a date and I'm really hurt || birthday; date @@ best friend
me and my friend had a falling out over politics and we haven't talked since christmas || politics; christmas @@ friend
at lunch my friend made three cracks about me gaining weight and i laughed along but it stung. bring it up or drop it? || lunch; weight @@ friend
i yelled at my friend during our game night and now things are tense, how do I make it right || game night @@ friend
my friend thinks I took sides in her fight with another friend. now both are mad at me @@ friend
Friend of 10 years said I'm selfish in a text and I'm honestly shocked. how do I reply || 10 years; text @@ friend
how do i fix things with my friend after i forgot her wedding rehearsal || wedding rehearsal @@ friend
I'm done with my friend always being late and making fun of me for being annoyed. how do I have it out with him @@ friend
my best mate and I fell out over a girl and we haven't spoken in weeks || weeks @@ best mate
# friend-support
my friend just lost her dad and I don't know what to text her || text @@ friend; dad
how can I support my best friend through her divorce without saying the wrong thing || divorce @@ best friend
my friend told me he's been really depressed. what do I say next @@ friend
What do you say to a friend who didn't get into the program she worked so hard for || program @@ friend
my friend's dog died this morning and she's wrecked, how do I comfort her || dog; this morning @@ friend
i want to be there for my friend after her miscarriage but i'm scared of saying the wrong thing @@ friend
my friend was made redundant on tuesday and hasn't answered anyone since, should I show up with food or give him space || tuesday; food @@ friend
How do I help my friend who's going through chemo, I feel useless || chemo @@ friend
what do i say to a friend whose parents are getting divorced, she's been crying at school || school @@ friend
my friend failed his driving test for the third time and is crushed. what do i say || driving test; third time @@ friend
# friend-boundaries
how do i say no to my friend who always wants to crash at my place on weekends || weekends @@ friend
my friend keeps asking me to help with her assignments and i just don't have time || assignments @@ friend
I need to tell my friend I can't be her therapist every night, it's draining me || every night @@ friend
how do I say no when my friend invites me out every weekend and I just want to rest || every weekend @@ friend
my friend always brings her kids to our catch ups without asking, how do i say i'd like adult time sometimes @@ friend
how do I tell my friend to stop borrowing my clothes without asking || clothes @@ friend
i don't want to be a bridesmaid for my friend's wedding, it's too expensive. how do I say no kindly || bridesmaid; wedding @@ friend
my friend calls me during work to vent and I can't keep picking up || work @@ friend
how do i tell my buddy i don't want to go into business with him without hurting the friendship || business @@ buddy
friend keeps asking me to lie to her boyfriend for her and I'm not comfortable @@ friend; boyfriend
# make-friends
I just moved to Denver and know literally nobody, how do I make friends as a 30 year old || Denver; 30 year old
how do you go from gym acquaintance to actual friend || gym
freshman year, week three, and every table in the dining hall already has its people. where do i even start || week three; dining hall
What do I say to a mom at pickup who seems nice to ask if she wants to hang out || pickup @@ mom
how do i turn a coworker into a friend outside work without it being weird @@ coworker
how do I make friends after a breakup when all my friends were his friends || breakup @@ friends
i go to a running club every sunday, how do i actually make friends there instead of just saying hi || running club; every sunday
there's a woman in my pottery class who's hilarious, is it weird to ask her to grab a drink after, purely as friends? i'm married, i just want a mate there || pottery class; drink @@ woman
i work from home and have zero social life, how do i meet people in my 40s
how do I make friends in a new city when I don't drink and most meetups are at bars || new city; bars
`;
