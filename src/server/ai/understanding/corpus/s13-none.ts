/**
 * Round 13 off-topic requests an advice app gets (no situation): jokes, weather, homework, code, recipes,
 * trivia, app questions, small talk. Written independently of earlier rounds. Format: see romance.ts.
 */
export const S13_NONE = `
# none
what's the weather going to be like in paris this weekend
give me a dad joke
can you solve 3x + 7 = 22 for me
why does my javascript say undefined is not a function
how long do i boil an egg for a runny yolk
i have 3 overripe bananas and no eggs, what can i bake
who was the first president of the united states
summarise the plot of hamlet in 3 sentences
is it going to rain tomorrow
convert 70 fahrenheit to celsius
what's the best phone under 500 dollars
how do i center a div in css
can you write a haiku about coffee
explain photosynthesis like I'm 10
what's the population of japan
any podcasts about the roman empire for my commute?
how many ounces in a cup
who sings that song that goes na na na na hey hey
what should i cook for dinner tonight with chicken and rice
write a cover letter for me for a warehouse job
what does API stand for
is a tomato a fruit
how do i fix a leaky faucet
explain the difference between let and const in js
tell me a fun fact about octopuses
what's the fastest way to lose 5 pounds
how to get a red wine stain out of a carpet
translate "where is the train station" into german
what year did the berlin wall fall
what's your name
are you a real person or a bot
how do i upgrade my subscription
can i change the app language
asdfghjk
hello??
nvm
thx that's all
give me 10 names for a golden retriever puppy
write a python function that reverses a string
what's 15% of 80
help me study for my biology exam on cells
what's a good stretch for lower back pain
how do i make cold brew at home
recommend a fantasy book series like game of thrones
whats the score of the lakers game
which is better, iphone or android
make me a workout plan for the week
how do I reset my password
can you play music
`;
