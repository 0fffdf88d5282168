/**
 * Round 13b: messages where who the other person is decides the type — asking out someone who works at a
 * place the user only visits (not a coworker), a fight with a partner vs with a friend when both appear,
 * a crush at the user's own job. Written independently of earlier rounds. Format: see romance.ts.
 */
export const S13B_WHO = `
# crush-ask-out
the guy who runs the record shop i go to every saturday is cute, i don't work there, i just buy too many vinyls. how do i ask him out || record shop; every saturday; vinyls @@ guy; him
my physio is lovely and my sessions end next week, is it ok to ask her for a drink after the last one || sessions; next week; drink @@ physio; her
i'm a regular at the bookshop where she works, how do i ask her out without making her feel cornered at her job || bookshop; job @@ she; her
want to ask the bartender at my local out, what's the least awkward moment to do it || local @@ bartender
there's a guy in my evening pottery class i really like, how do i ask him to dinner as a date || pottery class; dinner; date @@ guy; him
we matched in real life at a friend's barbecue, we've texted all week, how do i ask her out properly || barbecue; all week @@ friend; her
my crush is the lifeguard at the pool i swim at, i'm a customer not staff lol, how do i ask him out || pool @@ crush; lifeguard; him
# coworker-crush
i'm the barista and there's another barista on my shifts i really like. do i say something when we close up || shifts @@ barista
i work at the library and i've got a thing for the other librarian on the evening desk || library; evening desk @@ librarian
me and the sous chef at my restaurant have this banter going and i want to ask him out, but he's basically my boss-adjacent || restaurant @@ sous chef; him
# partner-fight
we had a fight about my best friend staying over, my girlfriend says he's too close to me. how do we get past it || best friend @@ girlfriend; he
my fiancé yelled at me in front of our friends at the pub quiz over a wrong answer and i'm still upset || pub quiz @@ fiancé; friends
me and my wife aren't speaking since the row about her friend's hen weekend costing 600 || hen weekend; 600 @@ wife; friend
my boyfriend and i argued because i told my friends about our money problems, now he's cold || money problems @@ boyfriend; friends; he
# friend-conflict
my best friend and my boyfriend don't get on, and last night my friend said something cruel about him. i want to talk to her about it, not him || last night @@ best friend; boyfriend; friend; her
my friend said my girlfriend is "using me" and we had a huge row, i need to talk to him about it || girlfriend @@ friend; him
my friend keeps flirting with my husband at parties and we had words about it, how do i handle her now || parties @@ friend; husband; her
my mate and i fell out over football tickets he sold without asking me first || football tickets @@ mate; he
# friend-drifting
my friend's not angry and neither am i, we just don't make plans since she moved in with her boyfriend @@ friend; she; boyfriend
i used to see my best friend every week until her boyfriend moved in. no fight, i just miss her || every week @@ best friend; boyfriend; her
# partner-neglected
my girlfriend is always on call at the hospital and on her days off she sees her friends first. i'm at the bottom of the list || hospital; days off @@ girlfriend; friends
# coworker-conflict
the boss is fine, it's the other supervisor on my floor who undermines my calls with the staff || floor; staff @@ boss; supervisor
my colleague says i'm "too sensitive" whenever i ask her to stop interrupting, what do i say to her @@ colleague; her
# boss-difficult
my coworkers all say "that's just how he is" but my manager snaps at me every day and i want to tackle it || every day @@ coworkers; manager
`;
