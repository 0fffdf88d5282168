import { parseCorpus } from '../../src/server/ai/understanding/corpus';

/**
 * Development set U25 (issue #21, engineer u25): 80 English first messages at work, written before any change in
 * voices of my own — a boss vs a coworker vs a client vs someone the user manages, named by name only or by job
 * title; a raise asked without the word "raise"; a difficult boss who also refuses a raise; credit taken; a crush on
 * a coworker told with conflict words and a coworker conflict told with feeling words; typos, lower case, negations,
 * two problems in one. Never trained on; `bun scripts/understanding-dev-u25.ts` reads it.
 * First reading (unchanged tree, ae5a323): type 67/80 = 83.8%, category 71/80 = 88.8%, facts 11/12, people 55/67.
 * Format: see corpus/romance.ts.
 */
export const UNDERSTANDING_DEV_U25 = parseCorpus(`
# coworker-conflict
kev who sits opposite me keeps taking calls on speaker and when i asked nicely he rolled his eyes @@ kev
my colleague and i are on the same level but she keeps assigning me tasks like shes my manager, how do i say no @@ colleague
the other receptionist keeps swapping her weekends onto me without asking and i'm sick of it @@ receptionist
ive tried being nice but the guy i share the night shift with leaves every single job for me || night shift @@ guy
i feel so hurt, my work bestie has been cold to me all week and wont say why and we sit next to each other @@ work bestie
honestly it breaks my heart, the lad i trained up now talks down to me in front of the customers @@ lad
i manage a small team and one of my reports keeps rolling his eyes when i give feedback, how do i address it @@ reports
one of the people i supervise keeps showing up late and arguing when i mention it @@ people
rachel from accounts sends snippy emails and ccs half the company every time i make a tiny mistake @@ rachel
the other teaching assistant in my class undermines me in front of the kids, shes not my boss @@ teaching assistant
im not trying to be dramatic but the woman at the next station keeps moving my tools and denying it @@ woman
two guys on my crew wont talk to me since i reported a safety thing, we still have to work together @@ guys
theres a nurse on my ward who snaps at me constantly, were the same band, i dont know what i did @@ nurse
the developer i pair with rewrites all my code overnight without telling me @@ developer
my coworker keeps eating my lunch from the fridge and laughs it off, how do i bring it up without being petty
paula and i used to get on but since the restructure she wont even say hello, we're on the same team @@ paula
the other sous chef keeps badmouthing me to the waiters behind my back @@ sous chef
i miss how things were with jay at work, now we just argue about every handover @@ jay
# boss-difficult
my manager keeps messaging me at 11pm and expects an answer, how do i tell her to stop @@ manager
the head of sales shouted at me in the corridor today and i want to raise it with him calmly @@ head of sales
linda who signs my timesheets keeps telling me my work is bad but wont say what to fix @@ linda
my supervisor gave me a bad review out of nowhere and i want to push back without getting fired @@ supervisor
the director keeps moving my deadlines forward and i am drowning, how do i tell him @@ director
my boss isnt giving me a raise and on top of that he talks to me like dirt in meetings, i want the shouting to stop @@ boss
the site manager ignores every safety concern i raise and blames the lads when something goes wrong @@ site manager
i dont mind the long hours but my line manager keeps micromanaging every email i send @@ line manager
the restaurant owner keeps taking shifts off me with no warning, how do i confront him || restaurant @@ restaurant owner
my new boss keeps undoing decisions the team already made and i need to talk to her @@ boss
my principal keeps dumping extra duties on me and no one else, how do i say no @@ principal
my editor rewrites my pieces and then tells me im not meeting standards, how do i handle that conversation @@ editor
the partner i report to at the firm keeps belittling me on client calls @@ partner
my team lead keeps putting me on every weekend rota and when i asked he said deal with it @@ team lead
# boss-raise
i've been doing two people's jobs since march and my salary hasnt moved, how do i bring that up with my manager || march @@ manager
how do i ask my boss for more money without sounding greedy @@ boss
ive been here 3 years, trained half the team, still on the starting wage. how do i ask for a bump || 3 years
my boss is lovely but my pay is way below market and i want to ask for an increase @@ boss
i want to ask the owner for a pay review now that i run the whole kitchen @@ owner
how do i negotiate a higher salary at my annual review next week || next week
i'm the only senior on the team without a senior title, how do i ask my manager to promote me @@ manager
my boss keeps refusing my raise saying maybe next quarter, how do i push for it properly @@ boss
need to ask sarah for a better rate, i've taken on all the payroll work since tim left @@ sarah
how do i ask to be moved up a pay band when i already do the work of the band above
im a cleaner and want to ask the agency for more per hour now that im doing the bigger houses @@ agency
want to go to my manager and ask for a promotion to team lead, i've been acting up for 6 months || 6 months @@ manager
# coworker-credit
my colleague presented my analysis to the board as if it was his, how do i handle it @@ colleague
in standup today amy took credit for the fix i pushed last night @@ amy
my manager told the client the idea was hers when it was mine, how do i bring it up @@ manager
i did all the research and my teammate put his name on the report @@ teammate
the other designer keeps showing my mockups in reviews without saying they're mine @@ designer
my supervisor keeps saying "we" did it when he means me, and then takes the bonus @@ supervisor
josh sent my slides to the director under his name before i could @@ josh; director
im not even mad im just tired, every good idea i have in meetings gets repeated by lisa ten minutes later and she gets the praise @@ lisa
# coworker-crush
she keeps ignoring me at standup and i cant stop thinking about her, i think i like my coworker way too much @@ coworker
we bicker all day at work but honestly i have feelings for him, is it stupid to say something
i think im falling for the guy on my shift, we argue about the music every night and i love it
i have a massive crush on a colleague from the other team, how do i find out if she likes me back @@ colleague
theres a guy in the warehouse who always saves me a coffee and i get butterflies, do i say something || warehouse @@ guy
i like my coworker but i'm worried about what happens at work if she says no @@ coworker
should i ask out the girl from marketing or is that a terrible idea at work @@ girl
we flirt at the office all the time, how do i tell if my teammate actually likes me @@ teammate
my coworker is driving me crazy in the best way, we text about work till midnight and im catching feelings @@ coworker
i fancy the new lab technician and we work together on the same bench every day @@ lab technician
# work-new-team
i start at a new office monday and want to make a good impression on the team || monday
three weeks into the new job and i still eat lunch alone, how do i get to know the team
how do i break the ice with my new colleagues when im the only one remote @@ colleagues
ive just been moved to a new department and everyone already knows each other, how do i settle in
i just took over a team as their manager and they loved the old one, how do i win them over
new job, everyones friendly but i feel like an outsider at the team lunches
# make-friends
i moved to leeds last month and dont know anyone, how do i meet people || leeds; last month
how do i make friends as an adult when everyone i know has moved away
want to ask a guy from my climbing gym if he wants to grab a beer, not a date lol @@ guy
i work from home and have no friends locally, how do i find people to hang out with
# work-resign
how do i tell my manager im leaving for another job without burning bridges @@ manager
i need to quit my job at the bakery but the owner has been so kind to me @@ owner
my boss is horrible and i'm done, how do i hand in my notice professionally @@ boss
how do i tell my team lead im leaving in two weeks @@ team lead
# client-scope-creep
the client keeps adding new pages to the website we agreed at five, how do i say no || five @@ client
my freelance client keeps asking for small extra revisions that add up to days of work @@ client
# client-late-payment
the client still hasnt paid my invoice from september and keeps dodging my emails || september @@ client
# work-resign
i got a better offer and need to resign, but my boss just gave me a project, how do i say it @@ boss
`);
