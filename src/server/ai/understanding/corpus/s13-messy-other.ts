/**
 * Round 13, second pass: off-topic requests, comments on posts and replies in another language, as people
 * really send them. Written independently. Format: see romance.ts.
 */
export const S13_MESSY_OTHER = `
# none
hey can u help me with my essay on the french revolution, its due friday and i havent started lol
whats the best way to study for the SAT in 2 weeks
i need a packing list for a 5 day hiking trip
my code throws a null pointer exception on line 42 what does that mean
what's a good gift for a 5 year old boy who likes dinosaurs
how do vaccines work
rank the harry potter movies
what's the weather in london rn
can you make me a grocery list for a vegetarian week
is it safe to eat raw cookie dough
how to get rid of fruit flies in my kitchen
what is the meaning of life lol
can you tell me a bedtime story about a dragon
why is the sky blue
what's the difference between affect and effect
write a limerick about my cat
how do I budget on a 2000 a month salary
which countries don't need a visa for a us passport
do you know any good riddles
what's trending on twitter today
how do i unsubscribe from your emails
i think the app is broken, the send button doesnt work
hmm
can you give me a recipe for vegan lasagna
explain blockchain in simple words
how many hours of sleep does a teenager need
what time does the sun set today
help me pick a font for my resume
who would win in a fight, a gorilla or a bear
what's the plural of moose
# social-comment
someone left a nasty comment on my youtube cooking video saying i'm "butchering the recipe" and it's getting likes. reply, pin a response, or ignore? || YouTube; cooking video; recipe
my ex's new girlfriend commented "cute 🙂" on my beach photo and i can't tell if it's shady. how do i reply, if at all || beach photo @@ ex; girlfriend
a follower keeps commenting on my posts asking where i live, it's creepy. how do i reply publicly and set a line || posts @@ follower
my boss commented on my linkedin post with a correction in front of everyone, do i reply or message him || LinkedIn; post @@ boss
# cross-language-reply
my brazilian coworker sent me a message in portuguese for my birthday and i want to thank her in portuguese without sounding like google translate || Portuguese; birthday @@ coworker
i'm learning german and my tandem partner sent me a voice message asking about my weekend, how do i answer casually in german || German; voice message; weekend @@ tandem partner
my boyfriend's grandma only speaks mandarin and sent me a red envelope at new year, how do i thank her properly in chinese || Mandarin; new year; Chinese @@ grandma
`;
