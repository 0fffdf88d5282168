/**
 * Round 13b: pay and promotion asks in words other than "raise" (the other 13b files use "raise" as
 * "bring up", which left pay asks thin), crushes at work next to coworker friction, feelings for a friend
 * that mention time apart, and guests who cost money. Written independently of earlier rounds.
 * Format: see romance.ts.
 */
export const S13B_BALANCE = `
# boss-raise
my salary hasn't moved in 3 years while rent went up twice, how do i open that conversation with my manager || salary; 3 years; rent @@ manager
what number do i say when my boss asks "what were you thinking" about pay || pay @@ boss
i'm paid 2 quid an hour less than the guy hired after me for the same shifts. how do i ask the owner to fix that || 2 quid an hour; shifts @@ guy; owner
how do i ask to be considered for the senior role that opens in spring || senior role; spring
my boss said "we'll revisit comp after the launch", the launch was in may. how do i nudge || comp; launch; may @@ boss
can you help me draft an email asking my manager for a salary conversation before budgets close in november || email; salary; november @@ manager
i want more money but i also want a 4 day week, can i ask for both at my review || 4 day week; review
been acting supervisor for 8 months, still on my old pay. how do i ask to make it official with the money || acting supervisor; 8 months; pay
is it ok to ask my boss for a cost of living increase when inflation is this high || cost of living increase @@ boss
my line manager supports my promotion but her boss keeps blocking it. how do i make my case to him || promotion @@ line manager; boss; him
how do i negotiate a higher hourly rate at the restaurant after 2 years of being the most reliable server || hourly rate; restaurant; 2 years
quiero pedir un ascenso después de cuatro años en la empresa, ¿cómo lo planteo? || cuatro años
# coworker-conflict
not a crush, the opposite: the guy at the next station keeps standing way too close and commenting on my lunch. how do i tell him to back off || lunch @@ guy; him
my coworker takes over every conversation at team lunch and makes fun of my accent, how do i tell her to cut it out || team lunch; accent @@ coworker; her
a colleague keeps booking meetings over my lunch break and gets snippy when i decline || meetings; lunch break @@ colleague
the other teaching assistant leaves me all the marking and takes the fun activities || marking @@ teaching assistant
# coworker-crush
i can't focus in meetings because the new analyst keeps smiling at me and i really like him. is it ok to ask him for coffee || meetings; coffee @@ analyst; him
she's my colleague and my crush. we're both going to the christmas party. do i make a move there || christmas party @@ colleague; crush
we've been carpooling to the plant every day for a month and i'm catching feelings for him || plant; every day; a month @@ him
# hidden-crush-friend
we barely see each other since she moved for uni, and the distance made me realise i like her as more than my best friend || uni @@ she; best friend
my friend and i drifted a bit over the summer and when we met again my heart went crazy. i think i like him @@ friend; him
i have a crush on my friend from choir but we've known each other so long, would telling him ruin it || choir @@ friend; him
# friend-drifting
we haven't fallen out and i don't fancy her or anything, i just miss my friend who's always busy now @@ her; friend
# roommate-money
my roommate's boyfriend showers here every day and our water bill doubled. how do i ask her to pay more || every day; water bill @@ roommate; boyfriend; her
# roommate-noise-guests
my roommate's boyfriend is lovely but he's always here and it's my home too. i just want some nights without guests @@ roommate; boyfriend; he
`;
