/**
 * Labelled utterances: romance (crush, hidden crush, partner, ex, dating, dating apps).
 * Format: "# type" starts a block; each line is one utterance, optionally followed by
 * "|| fact; fact" (facts the understanding must find) and "@@ person; person" (names or roles).
 */
export const ROMANCE = `
# crush-keep-talking
how do i keep a conversation going with my crush over text, it always dies after like 3 messages || text @@ crush
My crush replies but never asks me anything back. Every chat ends with me asking another question @@ crush
there's this guy at the gym i like, we talk between sets but he never asks me a single question || gym @@ guy
what do i text my crush so it doesnt get boring? we've been texting for a week || text; a week @@ crush
i run out of things to say with the girl i like from my spanish class lol || spanish class @@ girl
How can I keep talking to Mia without seeming needy? We text every day but it's all small talk || text; every day @@ Mia
me and my crush only talk on snapchat and it's always "wyd" "nm u" how do i get past that || Snapchat @@ crush
need topics to talk about with a boy i like, we have nothing in common except music || music @@ boy
He's cute and we chat at the coffee shop every morning but I never know what to say after hi || coffee shop; every morning @@ he
My crush Leo and I text at night but the convo always fizzles by 11pm || 11pm @@ Leo
# crush-signals
does he like me or is he just being nice? he laughs at all my jokes and texts first sometimes @@ he
Is she into me? She keeps touching my arm when we talk but then doesn't text back for hours @@ she
my crush liked all my instagram stories from 2019 at 3am.. what does that mean || Instagram; 3am @@ crush
How do I know if my crush likes me back? we make eye contact in class all the time || class @@ crush
mixed signals from a guy in my dorm: flirty in person, cold over text || dorm; text @@ guy
She said I'm "like a brother" to her but then asked me to the movies alone. Does she like me? || movies @@ she
hes always staring at me in the library but never says anything. is that interest or am i imagining it || library @@ he
Does it mean anything that my crush Jake remembered my birthday when nobody else did? || birthday @@ Jake
I can't tell if Priya is flirting or just friendly. She calls me cute but says it to everyone @@ Priya
# crush-ask-out
How do I ask out the girl from my yoga class without it being weird? || yoga class @@ girl
i want to ask my crush to the concert on saturday but im scared she'll say no || concert; saturday @@ crush
What's a casual way to ask a guy out for coffee? We've only talked twice || coffee @@ guy
Thinking of asking Sam to the school dance next Friday. What do I even say? || school dance; next Friday @@ Sam
how do i ask him out over text without sounding desperate || text @@ him
I want to invite my crush to my friend's party this weekend as like a date but not officially || party; this weekend @@ crush
best way to ask someone out after months of being just classmates? || months @@ classmates
Want to ask Noah to get dinner Thursday, should I text or ask in person? || dinner; Thursday; text @@ Noah
im finally going to ask her out. Is "wanna grab food sometime" too vague? @@ her
# crush-taken
I like a girl in my study group but she has a boyfriend. Should I say something or back off? || study group @@ girl; boyfriend
my crush just got into a relationship and i dont know how to act around him now @@ crush
He's engaged and I have feelings for him. We work on the same floor. What do I do? @@ he
the guy i like is dating my friend and it hurts to see them together @@ guy; friend
She's taken but she keeps flirting with me. I don't want to be the reason they break up @@ she
found out my crush has a girlfriend after 2 months of texting every night || 2 months; every night @@ crush; girlfriend
I'm into someone who is in a relationship, how do I stop these feelings without avoiding him @@ him
is it wrong to tell someone with a partner that i like them? i'm not trying to break anything up @@ partner
# crush-rejected
I asked my crush out and she said she only sees me as a friend. How do I not make it awkward? @@ crush
got rejected by the guy i liked yesterday and we have class together tomorrow || yesterday; tomorrow; class @@ guy
He said "I'm not looking for anything right now". Do I back off or wait? @@ he
She turned me down nicely but now I don't know how to act at practice on Monday || practice; Monday @@ she
how do i stay friends with someone who rejected me? i don't want to lose her completely @@ her
Told Emma I liked her. She said no. We sit next to each other in chemistry. Help || chemistry @@ Emma
# coworker-crush
I have a crush on my coworker. Is it ok to ask him out or will it ruin things at work? || work @@ coworker
theres a guy on my team at work i really like, we flirt on slack all day || Slack; work @@ guy
How do I find out if my colleague likes me back without making the office awkward? || office @@ colleague
i think i'm falling for my coworker Dana. we get lunch every day. how do i ask her on a real date || lunch; every day @@ coworker; Dana
My work crush invited me to the team happy hour on Friday. Should I make a move? || happy hour; Friday @@ crush
crush on someone from another department, we only talk at the coffee machine. how to take it further || coffee machine @@ someone
I like my coworker but I'm her senior. How do I handle this without crossing a line? @@ coworker
Is it a bad idea to ask out a colleague after the Christmas party? we kissed || Christmas party @@ colleague
# hidden-crush-hint
How do I hint to my crush that I like her without making it too obvious? @@ crush
i want to drop hints to him that i like him but subtly, he doesn't know @@ him
How can I show a guy I'm interested without actually saying it? We text most nights || text; most nights @@ guy
she doesnt know i like her. how do i flirt a bit without scaring her off @@ her
Subtle ways to let Ben know I'm into him before his birthday party on Saturday? || birthday party; Saturday @@ Ben
my secret crush sits next to me in math, how can i let her know without saying it || math @@ crush
how to flirt over text with someone who has no idea i like them || text
I want to give small signals to my crush at dance practice. Nothing huge. || dance practice @@ crush
# hidden-crush-confess
should i confess my feelings to my crush before graduation or just let it go? || graduation @@ crush
I've liked him for two years and never told him. How do I confess without ruining everything? || two years @@ him
i want to tell her i like her in a letter, is that weird? @@ her
Planning to confess to Alex on Friday after the game. How should I word it? || Friday; game @@ Alex
how do i tell someone i have a crush on them over text. i cant do it in person || text
Should I confess on Valentine's Day or is that too much pressure on her? || Valentine's Day @@ her
I'm going to tell my crush how I feel but I'm terrified. What do I say first? @@ crush
# hidden-crush-friend
I'm in love with my best friend and I don't know if I should tell her @@ best friend
i think i have feelings for my guy best friend of 6 years and its killing me || 6 years @@ best friend
Catching feelings for a friend in my friend group, don't want to make things weird for everyone @@ friend
My best friend Lucas doesn't know I like him. If I tell him and he doesn't feel the same, I lose him @@ Lucas; best friend
how to tell my close friend i like her without losing the friendship we have @@ friend
I've had a secret crush on my roommate's friend who I hang out with every weekend || every weekend @@ friend
# hidden-crush-hide
How do I act normal around my crush? I get so nervous I say dumb things @@ crush
i dont want him to know i like him. how do i stop being so obvious @@ him
I need to hide my feelings for my lab partner until the semester ends || semester @@ lab partner
How do I stop blushing when my crush talks to me in the hallway? || hallway @@ crush
trying to be chill around a guy i secretly like, i keep overthinking every text || text @@ guy
# partner-fight
My boyfriend and I had a huge fight last night about his phone and now we're not talking || last night; phone @@ boyfriend
we argued about money again. my wife thinks I spend too much. how do I bring it up calmly? || money @@ wife
How do I make up with my girlfriend after a fight about her friends? @@ girlfriend
fought with my husband over chores for the 100th time. how to talk without it blowing up @@ husband
My partner and I keep having the same argument about where to spend Christmas || Christmas @@ partner
girlfriend got mad because i forgot our anniversary dinner on friday. i messed up || anniversary dinner; friday @@ girlfriend
# partner-neglected
My boyfriend is always on his phone when we're together and I feel ignored || phone @@ boyfriend
i feel like my girlfriend doesn't make time for me anymore, she works till 9 every night || 9; every night @@ girlfriend
How do I tell my husband I need more affection without sounding needy? @@ husband
My partner forgot my birthday and acted like it was no big deal || birthday @@ partner
he never plans anything, i always plan our dates. how do i say it without starting a fight @@ he
I feel like I'm the only one putting effort into this relationship
# partner-long-distance
how do I keep a long distance relationship alive? we talk on facetime but it feels routine || FaceTime @@ partner
long distance with my bf, he's been distant on whatsapp this week || WhatsApp; this week @@ bf
We're long distance and I'm visiting him in March. How do I keep things close until then? || March @@ him
ldr and the time difference is killing us, what can we do || time difference
# partner-trust
I think my boyfriend is texting his ex behind my back. How do I bring it up? || text @@ boyfriend; ex
my girlfriend got really defensive when i asked who she was messaging at 2am || 2am @@ girlfriend
How do I rebuild trust after I lied to my partner about where I was? @@ partner
He liked a bunch of girls' pictures on Instagram and it bothers me. Am I overreacting? || Instagram @@ he
I found messages on her phone that made me uneasy but I don't want to accuse her @@ her
# partner-meet-parents
I'm so nervous about meeting my boyfriend's parents this Sunday. What do I say? || Sunday @@ boyfriend; parents
meeting her parents for the first time at thanksgiving, any tips for the conversation || Thanksgiving @@ parents
My girlfriend's dad doesn't like me. Dinner with them next week. How do I win him over? || dinner; next week @@ dad; girlfriend
How should I introduce my partner to my very traditional parents? @@ partner; parents
bf wants me to meet his family at his sister's wedding in june. im scared || wedding; June @@ family; sister
# partner-breakup
I want to break up with my boyfriend but I don't know how to say it kindly @@ boyfriend
how do i end a 3 year relationship without being cruel? she hasn't done anything wrong || 3 year @@ she
I'm not happy anymore with my girlfriend. Should I tell her over text or in person? || text @@ girlfriend
thinking of breaking up with him before he moves in next month || next month @@ him
How do I tell my partner I want to take a break? @@ partner
# ex-get-back
I want to get back together with my ex. We broke up 2 months ago. How do I start? || 2 months @@ ex
how do i win back my ex girlfriend, i know i messed up @@ ex girlfriend
My ex and I have been talking again. Should I suggest trying again? @@ ex
is there a way to get my ex back without looking desperate, she blocked me on insta for a week || Instagram; a week @@ ex
I still love my ex-husband and I think he misses me too @@ ex-husband
Want to ask my ex Jordan if we can try again after 6 months of no contact || 6 months @@ Jordan; ex
# ex-reached-out
My ex texted me 'hey stranger' out of nowhere. What do I reply? || text @@ ex
my ex just wished me happy birthday after a year of silence, how do i respond || birthday; a year @@ ex
Ex-boyfriend sent me a long message on WhatsApp saying he's sorry. I don't know what to do || WhatsApp @@ ex-boyfriend
ex liked my story at 1am. should i message her? || 1am @@ ex
My ex wants to "catch up over coffee" next week. Is it a good idea? || coffee; next week @@ ex
# ex-moving-on
My ex wants to get back together but I don't want to get back together. How do I say no kindly? @@ ex
I don't want to get back with him, I just want him to stop texting me || text @@ him
how do i get closure from my ex when she won't talk to me @@ ex
My ex keeps showing up at my gym. I'm over it but it's awkward || gym @@ ex
i dont want to be friends with my ex, how do i tell him without being mean @@ ex
How do I stop checking my ex's Instagram every day? It's been 4 months || Instagram; every day; 4 months @@ ex
# ex-coparent-logistics
My ex still has my stuff at her place. How do I ask for it back without drama? @@ ex
need to talk to my ex about the apartment lease, it ends in august and we're both on it || lease; August @@ ex
How do I coordinate pickups with my ex-wife for our son without arguing? @@ ex-wife; son
my ex and i share a dog and she wants to change the schedule || dog @@ ex
# date-cancelled
My second date cancelled an hour before and said "rain check?". What do I say? || second date; an hour @@ date
she cancelled our date on friday last minute and didn't suggest another day || date; friday @@ she
He canceled dinner twice now. Is he not interested or just busy? || dinner; twice @@ he
got a text "so sorry something came up" 20 minutes before our date. how to reply || text; 20 minutes @@ date
the guy I'm seeing keeps postponing our plans to next week, then next week again || next week @@ guy
Date for Saturday night got cancelled because of her work. Do I reschedule or leave it to her? || Saturday night; work @@ her
# date-follow-up
What do I text after a great first date last night? || first date; last night
Had a second date with Chris on Sunday, how long should I wait to text him? || second date; Sunday @@ Chris
We went bowling yesterday and it went really well. What do I say now? || bowling; yesterday
how soon is too soon to ask for a third date || third date
First date went ok but not amazing. Should I text her again? || first date @@ her
our date on tuesday night was great and i want to tell him so, should i text first or wait for him? || Tuesday @@ him
Went to the museum with a girl from Hinge today. What's a good follow-up text? || museum; Hinge; today @@ girl
# date-plan
Where should I take my date for our first date? She likes art and coffee || first date; art; coffee @@ date
need a cute date idea for saturday, we've been seeing each other for a month || Saturday; a month
What's a good second date that isn't dinner again? || second date; dinner
planning a date night for my girlfriend's birthday on the 14th. ideas? || date night; birthday; the 14th @@ girlfriend
cheap date ideas? I'm a student and she's visiting this weekend || this weekend @@ she
How do I suggest a picnic date without it sounding cheesy? || picnic
# date-ghosted
we went on 3 dates and now he's ghosting me. should i send one last text? || 3 dates; text @@ he
She stopped replying after our date last week. What do I do? || date; last week @@ she
He left me on read for two days after we made plans for Friday || two days; Friday @@ he
got ghosted after a really good first date, i don't get it || first date
this guy I was seeing just vanished, no reply for a week || a week @@ guy
# date-dtr
How do I ask the guy I've been seeing for 2 months what we are? || 2 months @@ guy
we've been on like 8 dates, is it time to have the talk about being exclusive? || 8 dates
i want to ask her if we're official but i don't want to scare her away @@ her
he calls me his "friend" in front of people after months of dating. how do i bring it up || months @@ he
How do I say I want something serious without sounding needy? We've been dating since June || June
# date-let-down
How do I tell a guy I went on two dates with that I'm not interested? || two dates @@ guy
i dont want a second date with her but she keeps texting. how do i say it nicely || second date; text @@ her
What's a kind way to turn down a third date? || third date
He's really sweet but there's no spark. How do I end it after one date? || one date @@ he
How to tell someone from Bumble you don't want to meet again? || Bumble
# match-opener
new match on tinder, her bio says she has a cat named Pickles. opener ideas? || Tinder; cat @@ her
What do I send first on Bumble? I only have 24 hours || Bumble; 24 hours
matched with a guy whose profile is all travel pics. what's a good opener || travel @@ guy
how do i open on a dating app without saying hey || dating app
We matched yesterday and I still haven't messaged. His bio says he's a chef || yesterday; chef @@ his
first message to someone on Hinge who answered "my most irrational fear is geese" || Hinge
# match-convo-dying
My Tinder match replies with one word answers. Is it worth keeping going? || Tinder @@ match
the convo with my bumble match died after two days, how do i revive it || Bumble; two days @@ match
We matched on Hinge and talked for a week but it's getting dry || Hinge; a week
She stopped replying on the app after I asked about her weekend || app; weekend @@ she
dating app chats always fizzle for me after like 5 messages, what am i doing wrong || dating app
My match just says "haha" to everything. How do I get a real conversation? @@ match
# match-meet-up
How do I ask my Hinge match to meet in person? We've been chatting for a week || Hinge; a week @@ match
when should i ask for her number on tinder || Tinder @@ her
matched with a guy on bumble 3 days ago, want to suggest drinks on thursday || Bumble; 3 days; drinks; Thursday @@ guy
How do I move the conversation off the app to texting? || text
I want to ask my match out for coffee but he seems shy @@ match; he
# coworker-crush
girl at work keeps finding excuses to come to my desk, signs she likes me? || desk @@ girl
`;
