/**
 * Round 12 (#21): more partner and ex utterances, aimed at the pairs cross-validation confused
 * (neglected vs trust vs fight, meeting the family vs one's own parents, breakup vs resigning, the ex types).
 */
export const R12_ROMANCE_PARTNER = `
# partner-fight
me and my bf had a stupid fight about the dishes and now we're both being stubborn, how do i fix it
we argued last night because i was late to his work dinner, he went to bed without saying goodnight
my wife and i keep fighting about her mum coming over every weekend, how do we talk about it without screaming
had a blowup with my girlfriend over text and said some things i regret, how do i apologise
how do i make up with my boyfriend after i snapped at him in front of his friends
my partner said i never listen and stormed out, i want to talk it through not win
we've been arguing about moving in together for weeks and it keeps getting nastier
# partner-neglected
my bf always cancels our plans to hang out with his mates and i feel like an afterthought
i feel invisible in my relationship, she's on her phone the whole time we're together
my husband works all the time and when he's home he's too tired to talk, i'm lonely
my girlfriend never plans anything for us, i always have to make the effort
how do i ask my partner for more affection without sounding clingy
we live together but it feels like we're just flatmates now, no dates, no cuddles, nothing
my wife forgot valentine's day and when i mentioned it she said it's just a commercial holiday. i felt like i didnt matter
my boyfriend spends all weekend gaming and i miss just hanging out with him
i want to tell my partner i need more quality time without it turning into a fight about his job
he never asks how my day was anymore, it's all about his stuff
# partner-long-distance
my gf moved to canada for her masters and the 8 hour time difference is killing us
how do we keep things romantic in a long distance relationship when we only see each other every 3 months
my boyfriend is working on an oil rig for 6 weeks at a time, how do i stay close to him
our facetime calls have become so boring, we just stare at each other, ideas for ldr?
she's studying abroad and i feel like i'm losing her bit by bit
# partner-trust
i found messages on my girlfriend's laptop to her ex saying she misses him. how do i bring it up
my boyfriend lied about where he was on friday and i found out from his friend
my husband has been secretive with his phone and deletes his texts, i'm scared to ask
she says nothing's going on with her coworker but they text all day and night, am i paranoid
he cheated last year and we stayed together but i still check his location constantly
i saw my wife was still on a dating app. how do i ask without accusing her
my bf keeps "working late" but his car was at a bar, how do i confront him calmly
# partner-meet-parents
first time meeting my girlfriend's parents this saturday and her dad is a cop, im terrified
how do i make a good impression on my boyfriend's family at christmas, they're really traditional
my fiance's parents don't like me and we have dinner with them next week
his family speaks mostly spanish and i'm meeting them next month, how do i not be awkward
going to my partner's sister's wedding where i'll meet the whole family
her mum keeps asking me questions about my job like an interview, how do i win her over
# partner-breakup
i want to break up with my girlfriend but we live together and the lease runs to august
how do i end a 3 year relationship when he hasn't done anything wrong, i just don't feel it anymore
i need to break up with my boyfriend before he moves here for me, how do i tell him
i'm going to end things with her this weekend, should i do it at her place or mine
how do i tell my husband i want a divorce without it becoming a war
i dont love him anymore and i feel horrible, how do i tell him its over
i want to break up but i'm scared he'll beg me to stay, how do i stay firm
# ex-get-back
i broke up with him 2 months ago and i regret it, how do i ask if we can try again
my ex and i have been talking again and i want to get back together, how do i bring it up
i think my ex is the one, is it crazy to text her after 6 months
how do i win my ex girlfriend back without being pathetic
we split because of distance but now i've moved to her city, should i ask for a second chance
# ex-reached-out
my ex texted "happy birthday, hope you're doing well" — do i reply and what do i say
out of nowhere my ex messaged asking if i'm free for a drink, idk what he wants
my ex boyfriend sent me a long message apologising for everything, how do i answer
my ex slid into my dms after 2 years with "hey you", should i even reply
my ex wants to "talk" and i dont know if its to get back together or to get closure
# ex-moving-on
my ex keeps texting me when he's drunk and i want it to stop, i'm finally moving on
i'm over my ex but she keeps showing up to the same parties, how do i act
my ex wants to stay friends but i need space to move on, how do i say that kindly
# ex-coparent-logistics
my ex has had our dog for 3 weeks and was supposed to give him back, how do i ask without a fight
me and my ex-husband need to agree on the kids' summer holidays and every text turns into an argument
i need to get my stuff back from my ex's flat, especially my laptop, how do i ask
my ex and i still share a car lease, how do i bring up who pays what
how do i tell my ex-wife i can't do the wednesday school run anymore
`;
