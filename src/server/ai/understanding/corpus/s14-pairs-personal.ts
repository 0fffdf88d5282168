/**
 * Round 14 (issue 21 label audit): new messages for the personal pairs the cross-validated model
 * confused most, where the label was right and one cue word pulled the reading ("friends" in a couple's
 * fight, "fight" in a drifting friendship, "a drink" with someone who is not a crush). Written fresh
 * for each pair, in both directions. Format: see romance.ts.
 */
export const S14_PAIRS_PERSONAL = `
# partner-fight
my husband and i had a blazing row at his friend's barbecue about money and he's been sleeping in the spare room since || barbecue; money; spare room @@ husband
my girlfriend thinks i took my mates' side when they made fun of her and we've been arguing about it all weekend || all weekend @@ girlfriend; mates
we've been together four years and last night's fight about her friends coming to stay was the worst we've had || four years; last night @@ her; friends
# friend-conflict
my friend and i had a screaming match on her hen do and now she says i ruined it. we're not a couple, just friends for ten years || hen do; ten years @@ friend; she
me and my best mate fell out at his girlfriend's party, i said something about her and he hasn't spoken to me since || party @@ best mate; girlfriend
my friend called me selfish because i couldn't lend her my car, and now she's ignoring my texts || car; texts @@ friend; she
# friend-drifting
no argument, nothing dramatic, my friend and i just stopped calling each other after she moved for work || calls @@ friend; she
we were inseparable at school, now we're in different cities and it's a birthday message once a year || school; different cities; once a year
i've noticed i'm always the one who texts first with my oldest friend and our chats have dried up @@ oldest friend
# friend-conflict
my friend and i haven't spoken for a month since she told everyone about my diagnosis || a month; diagnosis @@ friend; she
# hidden-crush-friend
my best friend hugged me goodbye at the airport and i realised i don't see him as just a friend anymore || airport @@ best friend; him
we've been friends since year 7 and lately i get jealous when she talks about dates. i think i like her @@ she; her
i've got feelings for my friend but we barely talk since she started uni, should i still say something || uni @@ friend; she
# friend-drifting
my best friend from uni and i have gone from daily chats to nothing and i don't know why, i just miss her || uni; daily chats @@ best friend; her
# friend-support
my friend's dad died last week and i don't know whether to call or just send food || last week; food @@ friend; dad
my mate didn't get into the police and he's taking it really hard, how do i cheer him up without being cheesy || police @@ mate; him
my friend just found out her boyfriend cheated and she keeps crying on the phone to me, what do i say || phone @@ friend; boyfriend
# friend-jealousy
i can't stop feeling jealous that my best friend is always hanging out with her new gym friends instead of me || gym @@ best friend
my friend's new roommate has basically replaced me and i feel so jealous and left out @@ friend; roommate
# make-friends
i just moved to town and there's a guy in my running club who seems fun, how do i ask him to get a coffee as mates || running club; coffee @@ guy
i'd love to be friends with the woman who walks her dog at the same time as me every morning, how do i ask her to walk together || every morning @@ woman
# crush-ask-out
i've fancied the guy at the bike shop for months, i'm a customer, how do i ask him on a date || bike shop; months @@ guy
# date-ghosted
three great dates and then he went silent a week ago, i can see he's read my last text || three great dates; a week ago @@ he
she hasn't replied in nine days after our second date, do i send one last message or let it go || nine days; second date @@ she
# date-follow-up
we had our first date last night and it went really well, what do i text her today to say i had fun || first date; last night; today @@ her
# date-plan
what should we do on a fourth date in december that isn't drinks again || fourth date; december; drinks
# partner-trust
my girlfriend told me she was at her brother's but i saw her car outside her ex's place. how do i ask || brother; car @@ girlfriend; ex
my husband keeps deleting his chats with a coworker and gets defensive when i ask || chats @@ husband; coworker
# partner-neglected
my boyfriend spends every evening with his friends and i feel like i'm last on his list || every evening @@ boyfriend; friends
# family-parents
my dad keeps telling me my sister would never have dropped out, how do i tell him it hurts || dropped out @@ dad; sister
my mum always takes my brother's side and i want to tell her how unfair it feels @@ mum; brother
# family-siblings
my brother keeps borrowing my car without asking and our parents won't say anything, how do i tell him || car @@ brother; parents
my older sister keeps bringing up my divorce at family dinners and i want to ask her to stop || family dinners; divorce @@ older sister
# family-relatives
my uncle makes jokes about my weight at every christmas lunch and i'm done pretending it's funny || christmas; weight @@ uncle
# roommate-noise-guests
my roommate's friends stay over most weekends and i can't sleep, how do i set some house rules || most weekends @@ roommate; friends
the guy i rent a room next to has gamer friends on voice chat till the early hours, how do i bring up quiet hours || voice chat; early hours @@ guy; friends
# roommate-chores
my roommate says she'll take the bins out and then never does, it's always me || bins @@ roommate
# roommate-money
my flatmate still owes her share of the internet bill for three months, how do i ask without making it awkward at home || internet bill; three months @@ flatmate
my roommate's boyfriend practically lives with us now, i want him to chip in for the electricity || electricity @@ roommate; boyfriend
# none
translate "thank you for dinner" into japanese
what is "good luck" in portuguese
which national parks in canada are best for a first camping trip
can you summarise the news today
suggest three board games for a rainy sunday
give me a limerick about a cat who hates mondays
`;
