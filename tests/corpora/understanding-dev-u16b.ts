import { parseCorpus } from '../../src/server/ai/understanding/corpus';

/**
 * Development set U16b (issue #21, engineer u16b): 29 first messages where the other person is named only by a job
 * title or by what they do ("the charge nurse", "whoever does the rota", "the woman who approves my leave"), for
 * the role-twin types the target-role reranker decides between. Written before any change, in scenarios unlike the
 * corpus, without reading the held-out sets; labelled by the catalogue's definitions. Never trained on: it measures
 * the changes of that round, its first reading is in bench/README.md. Format: see corpus/romance.ts.
 */
export const UNDERSTANDING_DEV_U16B = parseCorpus(`
# boss-difficult
the charge nurse keeps putting me on the worst bays every single night and when i asked why she said get on with it. how do i raise it
the guy who signs off my timesheets keeps docking me 15 mins for being 2 mins late, how do i talk to him about it without getting on his bad side
whoever runs the rota at my store has decided i dont get weekends anymore and wont explain, need to say something
the woman who approves my leave requests turned down my holiday for the third time while her favourites get theirs, how do i push back
the head of department blames me in front of the whole staff room for results that werent even my class
the person i report to rewrites everything i send and then says im too slow, how do i bring this up
my line managers deputy keeps piling extra tasks on me on fridays, how do i say no politely
the site foreman shouts at me in front of the lads every morning and i want it to stop
# boss-raise
the fella who does our pay reviews said wait till next year again, ive been here 3 years without a bump, how do i ask properly
i want to ask the woman who manages our branch for more money since i train all the new starters now
need to ask the practice owner for a raise, ive taken on all the reception admin on top of nursing
the regional lead decides salaries and i want to make my case before the budget is set, what do i say
# coworker-conflict
the nurse who works the same shift as me leaves every handover half done and i'm sick of picking it up
the girl who sits next to me hums all day and sighs when i put headphones on, how do i address it
the other cashier keeps counting my till short on purpose i think, how do i confront her
the guy who does the same job as me takes the easy deliveries and leaves me the far ones
the lad i share the van with is always 20 min late picking me up and then blames traffic
the receptionist on the late shift with me keeps leaving me the angry callers, how do i tell her it isnt fair
# coworker-crush
the guy who works the till next to mine on saturdays makes my whole shift and i think i like him, how do i ask him out
theres a lifeguard who does the same early shifts as me at the pool and i cant stop thinking about her
the paramedic i'm crewed with most nights is so lovely and i think i have feelings, is it a bad idea
# customer-complaint
the lady who booked the function room says the food was cold and wants to leave a bad review, how do i reply
the gentleman who ordered the sofa says it arrived scratched and is shouting at my staff, how do i handle it
# customer-refund
the woman who bought a dress from my shop last week wore it and now wants her money back, how do i say no nicely
# parent-to-teacher
my sons form tutor keeps giving him detentions for things the other kids do too, how do i raise it
the lady who runs my daughters reception class says she bites, i dont believe it, how do i ask for a meeting
# family-parents
the man who raised me keeps calling my partner lazy at every family dinner, i want him to stop
# friend-conflict
the girl i've gone to every concert with since school said something really nasty about my job and now we're not speaking
# roommate-chores
the guy in the room next to mine in our shared house never takes the bins out and leaves dishes for days
`);
