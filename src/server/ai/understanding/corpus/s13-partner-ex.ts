/**
 * Round 13 partner and ex phrasings. A fight is only labelled partner-fight when the text says it is with a
 * partner (boyfriend, wife, "we've been together"). Written independently of earlier rounds. Format: see romance.ts.
 */
export const S13_PARTNER_EX = `
# partner-fight
my girlfriend and i fought about her ex texting her and now she's staying at her sister's @@ girlfriend; ex
me and my husband keep having the same argument about money every single month || money; every single month @@ husband
my wife said I never listen and walked out of dinner. how do we talk about it tonight || dinner; tonight @@ wife
we've been together 4 years and tonight was the worst fight we've ever had, over his mom || 4 years; tonight @@ his mom
how do I apologize to my boyfriend after I screamed at him in the car || car @@ boyfriend
my partner gave me the silent treatment all weekend after a fight about the dishes || all weekend; dishes @@ partner
my bf and i had a stupid fight over a video game and now neither of us will text first || video game; text @@ bf
my fiance and I fought about the wedding budget and she said "maybe we shouldn't get married" || wedding budget @@ fiance
after a fight my husband always says "whatever" and goes to bed. how do I get him to actually talk || bed @@ husband
how do i make up with my girlfriend after i forgot our anniversary || anniversary @@ girlfriend
my boyfriend and i fight every time we go out with his friends, it's always about his drinking || drinking @@ boyfriend; friends
# partner-neglected
my boyfriend plays video games every evening and i feel like a roommate || video games; every evening @@ boyfriend
how do I tell my wife I feel lonely in our marriage without her getting defensive @@ wife
we go out for dinner and my girlfriend scrolls tiktok the whole meal. i feel like furniture || dinner; TikTok @@ girlfriend
my husband works 70 hour weeks and when he's home he's on his laptop. I miss him || 70 hour weeks; laptop @@ husband
he hasn't planned a single date in a year and i always do everything || date; a year @@ he
my partner forgets to ask about my day, it's like i don't matter anymore @@ partner
is it needy to want one evening a week that's just us? my boyfriend fills every night with his band || one evening a week; every night; band @@ boyfriend
my gf cancels our plans whenever her friends text her. how do i say it hurts @@ gf; friends
# partner-long-distance
my boyfriend moved to Berlin for work and the time difference is killing us || Berlin @@ boyfriend
ldr with my girlfriend, what are cute things to do on video call || video call @@ girlfriend
my boyfriend and i only see each other once every three months, how do we keep it alive || three months @@ boyfriend
how do i tell my long distance boyfriend I'm struggling without making him feel guilty @@ boyfriend
me in Manila, him in Toronto, 12 hours apart. any tips to feel closer || Manila; Toronto; 12 hours apart
my husband is deployed for 9 months and we can only email sometimes || 9 months; email @@ husband
how do I surprise my long-distance girlfriend for her birthday from far away || birthday @@ girlfriend
# partner-trust
I found messages on my boyfriend's phone to a girl from his gym. how do I bring it up || messages; phone; gym @@ boyfriend; girl
my wife has been hiding purchases from me and I don't know how to talk about it || purchases @@ wife
how do I rebuild trust after I cheated on my girlfriend and she's giving me another chance @@ girlfriend
my partner lied about where he was saturday night, how do I ask without accusing || saturday night @@ partner
my girlfriend follows a lot of her exes on insta and it bugs me, is it fair to bring up || Instagram @@ girlfriend
he deleted his texts with a coworker and says it's nothing. how do i trust him || texts @@ coworker
i'm scared my husband is talking to someone on a dating app || dating app @@ husband
# partner-meet-parents
meeting my girlfriend's family for diwali next month, what should i know || diwali; next month @@ girlfriend
how do i make a good impression on his mom, she's known to be tough @@ mom
i'm meeting my boyfriend's parents for the first time and they don't speak english well || first time; english @@ boyfriend; parents
what do I bring when I meet my partner's parents for dinner on sunday || dinner; sunday @@ partner; parents
my girlfriend's dad hates me already and I'm meeting him on thanksgiving || thanksgiving @@ girlfriend; dad
how should i act at his family's christmas, it's my first time meeting all of them || christmas; first time
# partner-breakup
our names are both on the lease until may and i'm done with the relationship. how do i end it with my boyfriend and still share a flat || lease; may; flat @@ boyfriend
how do I end a 3 year relationship kindly when she's done nothing wrong || 3 year
I want to break up with my girlfriend before she meets my family at christmas || christmas @@ girlfriend; family
after 12 years i've decided i want to separate and I have no idea how to start that conversation with my husband || 12 years @@ husband
how do i break up with someone who's going through a hard time @@ someone
im going to end things with my bf tonight, what do i actually say || tonight @@ bf
# ex-get-back
how do I ask my ex if she'd try again after 6 months apart || 6 months @@ ex
my ex and i are friendly again since her dad's funeral and honestly i'd like another shot. too soon to say it? || funeral @@ ex; dad
I still love my ex and I think we broke up for the wrong reasons. should I tell him? @@ ex
i've been in therapy since we split and I'm a different person now, how do i let my ex know without it sounding like a line || therapy @@ ex
my ex said "maybe in the future" when we split. it's been a year. do i ask || a year @@ ex
i want my ex boyfriend back but he's seeing someone casually @@ ex boyfriend
# ex-reached-out
my ex texted "hey stranger" after 8 months of nothing. what do i reply || 8 months @@ ex
my ex girlfriend messaged me on my birthday, do I answer || birthday @@ ex girlfriend
my ex liked 20 of my photos last night. do i say anything || 20; photos; last night @@ ex
my ex emailed me an apology out of nowhere. how do i respond || email @@ ex
my ex wants to meet for coffee "to catch up". should I go || coffee @@ ex
# ex-moving-on
how do i stop thinking about my ex when we still have the same friends @@ ex; friends
my ex keeps showing up at places i go, how do i tell him to stop @@ ex
i want to block my ex but i feel guilty, how do i tell her i need no contact @@ ex
my ex wants to stay friends and i can't do it, how do i say that @@ ex
it's been 5 months and I still check his spotify. how do I actually let go || 5 months; Spotify
# ex-coparent-logistics
my ex keeps changing the pickup time for our son and i need a fixed schedule || pickup @@ ex
how do i ask my ex husband to split the cost of our daughter's braces || braces @@ ex husband; daughter
my ex wife wants to take the kids abroad over christmas, how do i discuss it calmly || christmas @@ ex wife; kids
need to get my stuff back from my ex's apartment without a scene || stuff; apartment @@ ex
we still share a dog with my ex and i want to set up a custody schedule || dog @@ ex
my ex owes me half the lease break fee, how do i ask || lease @@ ex
`;
