/**
 * Round 12 (#21), second batch: long rambling messages, texting style, typos, negations and two
 * problems in one for the romance-side types that cross-validation still confused most.
 */
export const R12_ROMANCE_MORE = `
# crush-ask-out
ok so theres this guy at my bouldering gym, we've chatted like 10 times, i want to ask him to grab a drink after but i have no idea how to say it without it being weird if he says no and i still see him there 3x a week
how do i ask a girl out when i'm really shy and i only know her from the bus every morning
i wanna ask my crush to the winter formal but hes kinda popular and im not, how do i even
im not good with words, how do i ask her to go for dinner with me friday
is it ok to ask someone out over instagram dms if we've only met once at a friend's party
want to ask the cute guy from the bookshop out but i dont want it to sound like a pickup line
how do i ask him on a date and make it clear its a DATE date and not a friends thing
my crush and i are both going to the festival, how do i ask her to go together
# crush-signals
he keeps replying to my stories with heart eyes but never actually starts a convo, does he like me or is he bored
she asked me to help her move this weekend and said i'm the only one she trusts with it lol, is that a signal
how do i know if a guy is interested when he's shy and barely talks but always sits near me
my crush keeps saying "we should hang out sometime" but never makes a plan, does he actually like me
is it a sign if she mentions her ex a lot around me? confused
he texted me at 2am "cant sleep, thinking about stuff" what does that mean, is it about me
# coworker-crush
ok i think i like my coworker and i'm pretty sure she likes me too but our company has a weird policy about dating, what do i do
we've been flirting at work for months, do i ask her out or does that make monday meetings a nightmare
how do you ask out someone you work with without it being an hr problem
my coworker and i went for drinks after the team event and there was definitely something there, what now
theres a guy in my office i like but hes my manager's friend and i dont want drama at work
how do i tell if my colleague is flirting or just being friendly, we work on the same team
i have the biggest crush on the new guy in the warehouse, we're on the same shift, how do i approach him
# crush-rejected
i asked him out last week and he said he's "not ready for anything" and now i overthink every convo with him
she turned me down and i said "no worries" but actually im really hurt and we have lab together tmrw
got rejected by my crush and now our whole friend group knows, how do i act at the party saturday
he said he doesn't see me like that. how do i stop being embarrassed around him
# crush-taken
my crush has a girlfriend but he's been texting me way more lately and i dont know what to do with it
she's engaged and i have feelings for her and we work in the same lab, i just want to stop feeling this
i like my friend's boyfriend and i would never do anything but it's killing me
how do i stay friends with a guy i like who just got a girlfriend
# hidden-crush-confess
i'm going to tell my best friend's brother i like him, how do i say it without making it weird with her
i want to confess to my crush on valentines day, is that cheesy or cute, what do i say
should i just tell him i like him? we've been talking for months and i cant take it anymore
# hidden-crush-hint
i want to make my crush think about me without saying i like him, any subtle ideas
what are some low key ways to flirt with a girl in my class so she gets the idea
how do i hint to my friend that i like her as more than a friend without ruining it if she doesnt
# hidden-crush-hide
everyone says i'm obvious when he walks in, how do i act normal around him without being cold
i dont want her to know i like her until i know more about her, how do i not make it obvious
# partner-fight
we had a huge fight because i went out with my friends and didn't text him all night and now he's not answering
my girlfriend is mad at me because i said something dumb about her cooking and now she's crying, how do i fix this
my husband and i had a screaming match over the holidays and we haven't really talked since
how do i apologise to my boyfriend after our fight without grovelling
fighting with my gf every day about small stuff lately, how do we stop
# partner-trust
my girlfriend keeps going out with a guy from her gym and says it's nothing but i feel uneasy, how do i bring it up without sounding jealous
i found a hotel receipt in my husband's jacket and he says it was for a work trip, how do i ask more
my bf follows a lot of girls on insta and likes their pics, is it ok to ask him to stop
i read her messages while she was in the shower and there's stuff that doesn't add up, how do i bring it up without admitting i snooped
how do i tell my partner i don't trust him after he lied about seeing his ex
# partner-long-distance
long distance is hard, we only text now and it feels like we're drifting, how do i make it feel close again
my boyfriend is on deployment and our messages are short, how do i keep us connected
we're doing long distance for a year while she finishes uni, what are good ways to stay close
# partner-neglected
he always picks his phone over me at dinner and i feel like i'm talking to a wall
my girlfriend spends all her free time on her hobby and i barely see her even though we live together
i feel like i'm always the one who plans dates, my partner never makes the effort
# partner-breakup
i want to leave my boyfriend, he's a good guy but i'm not happy and havent been for a year
how do i break up with someone i live with and have a cat with
i know i need to end it with her but it's her birthday next week, when do i tell her
# ex-reached-out
my ex sent me a meme out of nowhere after 6 months no contact, do i react or ignore
my ex-boyfriend texted me saying he misses me. i dont know if i want to answer
got a message from my ex asking how i'm doing after we haven't talked since the breakup. what do i say
my ex wants to meet for coffee "as friends" and i dont know if thats a good idea
# ex-get-back
we broke up because of a stupid fight and i miss him every day, how do i ask him to try again
i want my ex back but she's seeing someone now, is there anything i can say
# ex-moving-on
my ex keeps asking to hang out and i need to tell her i can't do it if i want to move on
how do i tell my ex to stop texting me, i'm trying to heal
# date-ghosted
we had such a good date and now he's leaving me on delivered for days, should i text or is that desperate
she ghosted me after our 4th date, should i send a message asking what happened
# date-follow-up
we just had our first date at the bowling alley and i want to tell him i'd like to see him again, what do i text
after our coffee date she said "this was fun" when we left, what should i text her tonight
# date-dtr
we've been hooking up for 3 months, how do i ask if we're actually going anywhere
# match-meet-up
we've been talking on the app for ages, how do i suggest a date in real life
# match-convo-dying
the hinge chat died after i asked what she does for work, how do i restart it
`;
