import { parseCorpus } from '../../src/server/ai/understanding/corpus';

/**
 * Development set U16 (issue #21, engineer u16): 60 first messages for the situation pairs the classifier
 * still confuses — coworker crush / coworker friction / a hard talk with the boss, a pay rise / a hard talk,
 * parents / siblings, hinting / hiding a crush, a friend's fight / a partner's fight, drifting / broken
 * friendship. Written before any change, in scenarios and wording unlike the corpus, without reading the
 * held-out sets; labelled only with the situation type (by the catalogue's definitions). Never trained on:
 * it measures the changes of that round, its first reading is in bench/README.md. Format: see corpus/romance.ts.
 */
export const UNDERSTANDING_DEV_U16 = parseCorpus(`
# coworker-crush
ok so theres this guy in accounts who always brings me a tea when he makes one and i think im catching feelings, we work on the same floor, is it stupid to ask him for a drink
the new physio at our clinic keeps making me laugh during lunch breaks and honestly i look forward to mondays now. how do i find out if she's into me without making the clinic weird
i'm not fighting with anyone at work, it's the opposite problem, i fancy the sous chef and we do every friday shift together
we got paired on a project and now i can't stop thinking about her, she sits two desks away. should i say something or keep it professional
been crushing on the guy who runs the warehouse forklift for months, we chat every break, how do i ask him out when we'd still have to work together after
# coworker-conflict
the other barista on my shift leaves all the closing jobs to me and then tells everyone she's exhausted, we're the same level, how do i bring it up
me and another teacher in the maths department have been cold to each other since i got the year 11 class she wanted
a guy on my team keeps cc'ing our manager on every tiny mistake i make, he isnt my boss, how do i get him to stop
my desk neighbour eats loudly, takes calls on speaker and rolls her eyes when i ask, were peers so i dont want to go over her head yet
theres a woman in dispatch who's been passive aggressive since the christmas party, i don't even know what i did
# boss-difficult
my supervisor keeps scheduling me on sundays even though i told her at hiring i cant do sundays, how do i push back without losing the job
my line manager gave me a bad review with stuff i've never heard before, nothing was raised during the year. how do i challenge it calmly
the head chef screams at me in front of the whole kitchen and i need to tell him it's not ok but hes the one who does my rota
i need to tell my boss i'm burnt out and can't take on the new project, not asking for money just less work
my director keeps messaging me at midnight and expects replies, how do i set a boundary with someone above me
# boss-raise
ive been doing the senior role for 8 months without the title or the pay, how do i ask my manager to make it official
they hired someone new on more money than me for the same job and i'm fuming, i want to go in and ask for a pay bump but not sound bitter
my boss is lovely, no problems there at all, i just think after three years i deserve more than minimum wage and i dont know how to say it
review coming up next week, want to ask for a 10% increase, how do i back it up
i've been covering for the team lead since she left and doing both jobs, i want to ask for a promotion not just a thank you
# family-parents
my mum keeps asking when i'm going to give her grandkids and every sunday lunch turns into an interrogation
dad wants me to take over his shop and i want to study art, how do i tell him without breaking his heart
my parents still check my location at 23 and i want them to stop but i live at home so its awkward
my mother and i havent spoken since she said my girlfriend wasnt welcome at christmas, i want to fix it
how do i tell my folks i'm dropping out of uni, they paid for the first year and they'll be gutted
# family-siblings
my little brother borrowed my car and brought it back with a dent and acts like nothing happened
my sister always makes every family event about her and i'm sick of it, how do i say something to her directly
me and my twin used to be inseparable and now he barely replies since he moved in with his girlfriend
my older brother keeps mocking my job in front of our parents, i want to talk to him on his own
my stepsister took my clothes again without asking, mum says sort it out yourselves
# hidden-crush-hint
i like this girl from my spanish class, i dont want to confess yet but i want her to pick up that i'm interested, what are subtle ways
how do i let him know i like him without literally saying it? we only talk in the group chat
there's a guy at my climbing gym i really like, how can i drop hints so he notices me, i'm shy
i want my best friend's cousin to notice me at the wedding, not a big declaration, just hints
what are small things i can do to show someone i'm interested without saying it out loud
im not ready to tell my neighbour i like him but i want to send some signals, like what do i text
# hidden-crush-hide
i have a crush on my lab partner but i really dont want him to find out, how do i stop blushing every time he talks to me
how do i act normal around someone i like? i get so awkward and i'm scared my friends will notice and tease me
i like someone in my choir but im not ready for anyone to know, how do i keep it under wraps for now
pretty sure my whole friend group can tell i fancy her brother, how do i tone it down before she notices
i don't want to tell her, i just need to stop being weird around her in lectures
# friend-conflict
my best mate and i had a huge row over the stag do plans and now he's not answering, how do i fix it
we've been friends since primary and she said something really nasty about my weight at the pub, i want to call it out
my flatmate's not the issue, it's my friend jess, she went off at me in the group chat and everyone saw
we argued about politics at dinner and it got personal, i want to patch it up with him, weve been mates for years
my friend blew up at me because i couldn't be her bridesmaid and now she's telling people i'm selfish
# partner-fight
we had a massive fight last night about whose turn it was to see his parents and he slept on the sofa
my wife and i keep arguing about money, every conversation about bills ends in shouting
we've been together two years and had our worst argument yet about moving in, how do i bring it up again calmly
he said something awful during our fight about my ex and i dont know how to make up without pretending it was fine
my gf and i fought about me going on a lads holiday and now shes giving me the silent treatment
we live together and had a blazing row over the washing up that turned into everything else, how do we talk about it properly
# friend-drifting
my uni friends have all kind of faded, we used to talk every day and now its a like on instagram every few months
there wasnt a fight or anything, me and my best friend just stopped calling after she had her baby, i miss her
me and my friend from the choir used to grab lunch every week, now its been months and neither of us reaches out, no drama, how do i restart that
my friend group from my old job still meets up but i never get invited anymore, nothing happened, we just drifted
it feels like i'm always the one texting first and my friend takes days to reply, i think we're growing apart
my oldest friend moved to canada and our calls went from weekly to never, no falling out, how do i keep us close
# friend-conflict
he said i was a terrible friend and blocked me after i missed his birthday, i want to apologise properly
we fell out over money for the holiday and now we're not speaking, i want to sort it
`);
