/**
 * Round 13, second pass: crush, partner, ex and dating messages as people really send them — long and
 * rambling, lowercase, typos, emojis, negations. A fight is labelled with the partner only when the text
 * says it is a partner. Written independently. Format: see romance.ts.
 */
export const S13_MESSY_ROMANCE = `
# crush-keep-talking
ok so me and this girl from my spanish class started dming after she asked about the homework and now we talk kinda every day but it's always me asking questions and her going "lol yeah" 😭 how do i make it an actual conversation || Spanish class; homework; every day @@ girl
my crush replies super fast but the convo never goes anywhere deep, it's all memes. how do i get past memes @@ crush
# crush-signals
so there's this guy at my church youth group and he always saves me a seat and asked for my snap last week but he also does that with his cousin so idk if it means anything?? || youth group; Snapchat; last week @@ guy; cousin
does she like me or is she just nice?? she laughs at all my jokes even the bad ones and asked if i'm going to the bonfire || bonfire @@ she
he keeps finding excuses to walk past my desk at the library and smiles but never says anything. is that a sign || desk; library @@ he
# crush-ask-out
i've liked Jordan since september and i finally want to ask him to the winter formal but i'm terrified he'll laugh. how do i ask without it being a big deal if he says no || september; winter formal @@ Jordan
the cute guy at my dog park and i chat every morning, how do i ask him to grab breakfast after without it being weird || dog park; every morning; breakfast @@ guy
# crush-taken
i've had feelings for my best friend's girlfriend for a year and they're moving in together. i'm not going to do anything but how do i stop feeling like this || a year @@ best friend; girlfriend
the girl i like is married and i know nothing can happen, i just need to stop thinking about her every day || every day @@ girl
# crush-rejected
i told my crush i liked her on friday at the party and she said "i just don't see you that way" and now we have a group project together for the next month. how do i act normal || friday; party; group project; the next month @@ crush
# coworker-crush
so theres this guy on the marketing team and we keep ending up at the coffee machine at the same time lol, yesterday he asked if i wanted to try the new ramen place near the office. is he asking me out or being friendly?? we're both new || marketing team; coffee machine; yesterday; ramen place; office @@ guy
# hidden-crush-hint
i dont want to confess, i just want him to kinda get the idea. we play in the same band and i sit next to him at practice. ideas for small hints? || band; practice @@ him
how can i hint to a girl i like in my dorm without the whole floor finding out || dorm; floor @@ girl
# hidden-crush-confess
ok i'm finally doing it. i'm going to tell Ella i've liked her since year 9 before we all go to uni. in person or a letter?? i write better than i talk || year 9; uni; letter @@ Ella
been crushing on my gym buddy for months, i think i'm ready to tell him. how do i say it so it doesn't ruin our workouts if he's not into it || months; workouts @@ gym buddy
# hidden-crush-friend
my best friend and i have been friends since we were 6 and lately i catch myself wanting to hold his hand when we watch movies. i don't want to lose him but i can't stop thinking about it || 6; movies @@ best friend
# hidden-crush-hide
i have a huge crush on my tutor and i do NOT want him to know, he's helping me pass and it'd be so awkward. how do i act normal in our sessions || sessions @@ tutor
# partner-fight
my boyfriend and i had a big fight last night because he made fun of my job in front of his friends at the pub. he says it was a joke. i've been ignoring his texts all day. how do i tell him why it hurt without starting round two || last night; job; pub; texts; all day @@ boyfriend; friends
me and my wife are fighting constantly about whose turn it is to get up with the baby and last night she said i'm useless. how do we talk without it exploding || last night @@ wife; baby
i'm not sure who's right but my girlfriend and i argued for 3 hours about whether to move to her hometown and now she's sleeping on the couch || 3 hours; couch @@ girlfriend
# partner-neglected
been married 9 years and my husband hasn't asked me one question about my life in weeks. he's not cheating or anything, he's just... absent. i feel like furniture || 9 years; weeks @@ husband
my gf spends every weekend with her friends and when i ask for a date night she says i'm "needy". am i? how do i ask for time without a fight || every weekend; date night @@ gf; friends
# partner-long-distance
me and my bf are 6000 km apart and only see each other at christmas. our calls have gotten shorter and i'm scared we're drifting, how do we keep it alive || 6000 km; christmas; calls @@ bf
# partner-trust
my husband set up a second email account and got defensive when i saw it. i don't want to snoop or accuse him but i can't stop thinking about it || email @@ husband
i cheated on my girlfriend 2 years ago, told her, and we're still together, but she checks my phone every night and i don't know how to rebuild this || 2 years; phone; every night @@ girlfriend
# partner-meet-parents
meeting my boyfriend's parents next weekend at their lake house and his mom is apparently "very traditional". i have tattoos and a nose ring. what do i wear and talk about?? || next weekend; lake house; tattoos @@ boyfriend; parents; mom
# partner-breakup
i want to end things with my boyfriend of 2 years because we want different futures, he wants kids and i don't. how do i say it so he knows it's not his fault || 2 years @@ boyfriend
# ex-get-back
me and my ex broke up in march because of the distance but now i'm moving to her city in the fall. is it crazy to ask if she'd want to try again? || march; fall @@ ex
# ex-reached-out
my ex who cheated on me just sent a long message saying he's in therapy and wants to apologise in person. i don't know if i want to see him || message; therapy; in person @@ ex
# ex-moving-on
i'm not going back to him, i know that, but my ex keeps sending memes like nothing happened and it messes with my head every time. how do i ask him to stop without being cruel || memes; every time @@ ex
# ex-coparent-logistics
my ex and i split custody and he keeps bringing the kids back late on sundays with no dinner. how do i bring it up without it turning into the same old fight || sundays; dinner @@ ex; kids
# date-cancelled
he cancelled our 3rd date saying he was sick and then posted a story from a bar 🙄 do i say something or just move on || 3rd date; story; bar @@ he
# date-follow-up
went to a wine bar with Sofia on friday and it went SO well, we talked till they closed. it's sunday now and i haven't texted. is it too late? what do i say || wine bar; friday; sunday @@ Sofia
# date-plan
it's our 4th date and he said i pick this time. i want something cute but not cheesy and we're both broke students lol || 4th date @@ he
# date-ghosted
we had 4 dates, he met my friends, and then nothing for two weeks. i saw him active on hinge. do i text him or keep my dignity || 4 dates; two weeks; Hinge @@ he; friends
# date-dtr
it's been 3 months, we spend every weekend together, she's met my sister, but she still calls me her "friend" to others. how do i ask what we are without spooking her || 3 months; every weekend @@ she; sister
# date-let-down
he's really nice and our date was fine but there's zero spark for me and he's already planning date #2. how do i say no kindly before he books something || date @@ he
# match-opener
i matched with a girl on hinge whose prompt says "the way to my heart is a good pun" and i'm panicking. opener pls || Hinge @@ girl
# match-convo-dying
matched with a guy on bumble last week and it started strong but now he takes a day to reply with "haha true". do i keep trying || Bumble; last week; a day @@ guy
# match-meet-up
we've been talking on tinder every day for 10 days and it's going great, i want to suggest meeting at a coffee place saturday but idk how to ask without it being pushy || Tinder; every day; 10 days; saturday
`;
