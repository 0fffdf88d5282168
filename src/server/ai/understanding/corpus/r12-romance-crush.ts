/**
 * Round 12 (#21): more crush and hidden-crush utterances, aimed at the pairs cross-validation confused
 * (coworker crush vs asking out, taken vs friend, rejected vs asking out, hint vs hide vs confess).
 * Written as users type: lowercase, typos, texting style, rambling, negations, two things at once.
 */
export const R12_ROMANCE_CRUSH = `
# crush-keep-talking
every time i text him first it goes "hey" "hey" "whats up" "nothing much u" and then dead. how do i make it an actual convo
she's so easy to talk to in person but over whatsapp i freeze and send like one emoji
we have been dming for 4 days and im running out of questions, i dont want to seem like im interviewing her
how do u keep a conversation going with someone u like when you have zero shared hobbies
my crush always answers but it's me carrying the whole chat, what do i send so it doesnt die tonight
we talk every night on discord but it's always about the same game, how do i get to know him beyond that
what are good questions to ask a guy i like over text that arent boring or too deep
i keep double texting my crush because i dont know how to end a convo naturally lol
ran out of stuff to say after "how was your weekend" with the girl from my pottery class
i finally got her snap and now i have no clue what to actually send
# crush-signals
he always waits for me after practice and walks me to the bus stop... friendly or more??
she replies instantly to me but takes hours with everyone else in the group chat, does that mean something
is it a good sign when a guy remembers tiny things i said weeks ago
a girl in my lab keeps asking if im single "for a friend". is she asking for herself
he's flirty when we're alone and acts like i dont exist around his friends, what does that mean
my crush posted a story right after i posted mine with the same song. am i overthinking
how can i tell if my classmate actually likes me or if im just reading into the way she smiles at me
guy at my climbing gym always offers to belay me and stays after to chat, is he interested or just nice
she texted me "you're different from other guys" what does that even mean
he paid for my coffee and said "next one's on you" — is that a date thing or a friend thing
# crush-ask-out
how do i ask a guy out if im a girl and kinda old fashioned about it
i want to invite her to the jazz night on friday as a date, not as friends, how do i make that clear
been talking to this girl at the dog park for weeks, want to ask her to get lunch but no idea how to word it
should i ask him out over text or wait till i see him at the party on saturday
i want to ask out my neighbour's cousin who i met at the bbq, is texting her out of nowhere weird
how do i ask my crush to go to the concert with me without it sounding like i just need a plus one
planning to ask out the guy who sits behind me in stats, what do i actually say
i want to ask her out but im scared she'll say no and our friend group will know
whats a not-cringe way to ask someone to prom in 2024
how do i ask a girl out for ice cream without it feeling like a big deal
# crush-taken
i like a girl who has had a boyfriend for 2 years and i know i shouldnt but i cant stop thinking about her
my crush got engaged last week and i feel stupid for still liking him
theres this guy in my course i really like but he's in a relationship, should i just back off completely
she told me she has a girlfriend after i'd been flirting for a month. how do i act normal now
how do i stop having feelings for someone who is married
the girl i like is seeing someone but keeps texting me late at night, what do i do
he has a gf but he keeps saying i'm his favourite person, i dont want to be a side thing
my crush started dating someone from our class, i have to watch them together every day
i like someone who's taken and i'm not going to do anything about it, i just need to get through it
found out the guy i've been crushing on for months is in a long distance relationship
# crush-rejected
asked her out on tuesday, she said she's not looking for anything right now. we have the same lunch break, how do i act
he said no when i asked him to the dance and now i avoid him in the hallway, how do i stop being weird
i told him i liked him and he said "i see you more as a sister" ugh. how do i face him on monday
got turned down by a girl in my running club, still have to run with her twice a week
she said she's flattered but doesnt feel the same. should i text her something so its not awkward
i confessed and he said he needs time but its been a week and it's clearly a no. what now
she rejected me nicely but now i feel like everyone in the office knows
my crush said no to coffee and i want to stay friends without looking desperate
he turned me down and then texted "we're still cool right?" what do i say back
how do you get over being rejected by someone you see every single day at school
# coworker-crush
i really like someone on my team and i don't know if i should say anything since we share a manager
theres a girl in the finance department i keep finding excuses to talk to, can i ask her out or is that a bad idea at work
crush on my coworker, we flirt on slack all day but i never know if its just banter
i think my colleague likes me too but one of us would have to be careful because he's senior to me
how do i find out if the new guy in my office likes me without the whole team noticing
we work shifts together at the restaurant and i like him a lot, should i say something after closing
i have a thing for a nurse on my ward, we only talk on night shifts, how do i take it outside work
fell for someone at work and we're both going to the conference next week, how do i handle it
my work crush invited me for after-work drinks with the team, should i try to talk to her alone
i like a colleague but we're in the same project and i don't want to make things awkward if she's not interested
# hidden-crush-hint
how can i show a guy i like him without actually saying the words
whats a subtle way to let her know i'm interested without making a big confession
i want him to pick up that i like him but i'm not ready to say it, what little things can i do
ways to hint to my crush over text that i'm into her, nothing too obvious
i want to flirt a bit more with my study buddy so he gets the idea, but i wont tell him outright
how do i drop hints without being so subtle that she just thinks im being friendly
how do i make it a bit clearer that i like her when we're in the same group of friends, without telling her
i want my crush to realise i like him before summer, how do i nudge it without a confession
# hidden-crush-confess
i've decided i'm going to tell him i like him this weekend, how do i say it without freaking out
should i confess to my crush over text or in person? i'm leaning text because im a coward lol
how do i tell a girl i have feelings for her when we've only talked online
want to write my crush a letter before i move away, what should i say
i'm going to confess to her at the end of term so it won't be awkward if she says no. what do i say
how do i tell him how i feel without making him feel like he has to answer right away
# hidden-crush-friend
i have feelings for my best friend and she has no idea. if i tell her and it goes wrong i lose everything
caught feelings for my guy best friend, we've been friends since we were 12, i'm so scared
my friend and i are super close and i think i like him more than a friend now, do i risk it
should i tell my friend i like him? we're in the same friend group and it could make things really weird
i like my best mate and every time she talks about other guys it kills me
fell for my friend after our trip, and now every normal hangout feels different to me
# hidden-crush-hide
how do i stop being so obvious around the guy i like, my friends say its painfully clear
i like someone in my class but i do NOT want anyone to know, how do i act normal
i blush every time he says my name, how do i hide it
how do i keep my crush a secret from my friends, they'd tell her for sure
i get so nervous around her that i act weird, how do i just be normal and not let it show
i dont want him to find out i like him yet, how do i stop staring in class
`;
