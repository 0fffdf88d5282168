/**
 * Round 13b off-topic requests (no situation) that name people, feelings, money or work but ask for
 * something else: a recipe for a partner's birthday, a definition, a gift, maths, app help, trivia.
 * Written independently of earlier rounds. Format: see romance.ts.
 */
export const S13B_NONE = `
# none
what's a good recipe for my boyfriend's birthday dinner, he's vegetarian
is a pepperoni slice worse than a margherita calorie wise
can you recommend a book my mum would like, she loves crime novels
settle a bet, is canberra or sydney bigger
explain how mortgages work
is 'situationship' an actual word or did tiktok make it up
when do i use whom instead of who
how do i convert a word document to pdf
what stretches help a stiff lower back
my sister's wedding is in june, what's the weather usually like in tuscany then
how long should i let a steak rest
if it's 9am in london what time is it in sydney
make up a tongue twister with the letter p
is it healthy to drink coffee every day
how do i get better sleep, i keep waking up at 4
should i get a guinea pig or a hamster for a small flat
how do i remove a virus from my laptop
what's a good gift for a coworker's leaving do under 20 quid
recommend a netflix series like stranger things
how do i calculate 15% tip on 84 dollars
whats the acronym KPI mean, my new job keeps using it
explain the rules of cricket simply
how do i make my own sourdough starter
my dad asked me what a VPN is and i couldn't explain it, what is it
is duolingo actually good or a waste of time
how do tax brackets work in the uk
stop sending me notifications every hour
what are the symptoms of burnout
list some fun team building games for 10 people
what are good questions for a pub quiz
why does the moon look bigger near the horizon
help me plan a 5 day trip to lisbon
write a linkedin headline for a data analyst
is decaf actually caffeine free
how do i make a spreadsheet formula to add up a column
can you recommend a love song for a wedding playlist
is it normal for cats to sleep 16 hours a day
how do you say thank you in korean
what's a healthy lunch i can bring to the office
where's the setting to turn on dark mode
does this app work offline
can i export my conversations
what happened in the french revolution
help me name my bakery
how many weeks until christmas
can you explain what gaslighting means in psychology
what is the love languages theory
how to fold a fitted sheet
write a toast for my best friend's 30th, something funny
what's the best budgeting app
i'm bored, tell me something interesting
ok thanks bye
lmaooo you're funny
why do people yawn
what's heavier, a kilo of feathers or a kilo of steel
how do i write a good essay conclusion
do you think aliens exist
recommend a board game for 2 players
what's the speed of light
is it going to snow this weekend in chicago
my car makes a clicking noise when i turn left, what is it
what does an ai do with the stuff i type
can you make the text bigger
morning :) just testing this out
what's the most spoken language in the world
how do i make a resume if i've never had a job
explain inflation like i'm five
how to say happy birthday in italian
`;
