import { parseCorpus } from '../../src/server/ai/understanding/corpus';

/**
 * Development set U21 (issue #21, engineer u21): 84 English first messages on the shapes u20 left — people named
 * only by a name or a job title, with the relation said elsewhere or only implied by the setting ("tom on my shift",
 * "the second chef", "our new rota lead"); pay mentioned in passing vs pay asked for (a raise vs a hard talk with the
 * boss); a parent's and a sibling's roles in one message, where the one the user asks about decides. Written before
 * any change, in voices of my own (typos, lower case, long messages, negations). Never trained on;
 * `bun scripts/understanding-dev-u21.ts` reads it. First reading (unchanged tree): see the notes in ../notes/u21.md.
 * Format: see corpus/romance.ts.
 */
export const UNDERSTANDING_DEV_U21 = parseCorpus(`
# coworker-conflict
tom on my shift at the warehouse keeps leaving his pallets in my aisle and then gets shirty when i move them || warehouse @@ tom
the second chef keeps stealing my prep from the walk in and acts like he didnt, we're both line cooks basically @@ second chef
our new rota lead is the same grade as me but she keeps giving me every closing shift and the good ones to her mates @@ rota lead
priya at work talks over me in every single meeting, how do i get her to stop without making it a big thing @@ priya
one of the other drivers keeps parking his van in my bay at the depot and laughs about it || depot @@ drivers
the receptionist at my practice is really cold to me and only me, everyone else gets a smile @@ receptionist
dave from the next desk hums constantly and its driving me up the wall, how do i say something @@ dave
me and the other nurse on nights keep clashing over how to hand over patients, she thinks i rush || nights @@ nurse
at the restaurant theres a waiter called marco who keeps taking my tables when the tips are good || restaurant @@ marco
the new girl in the office keeps copying my slides and presenting them like they're hers @@ girl
jen at the till next to mine keeps gossiping about me to the customers, how do i confront her || till @@ jen
the other barista on my morning shift refuses to clean the machine and leaves it for me every day || morning shift @@ barista
sam the other apprentice keeps telling the foreman im slow when he's the one on his phone @@ sam; foreman
i work retail and the guy on the stockroom team keeps blaming me for his missing deliveries || stockroom @@ guy
# boss-difficult
my head chef keeps docking my breaks and screaming at me during service, how do i stand up to him || service @@ head chef
the store manager at my job schedules me on days i said im not available and then acts surprised @@ store manager
sarah, who runs our team, keeps changing deadlines last minute and blaming me when we miss them @@ sarah
the foreman on site talks to me like im an idiot in front of the lads, i need to say something to him || site @@ foreman
my shift supervisor keeps making comments about my weight and i want it to stop, how do i tell her @@ shift supervisor
our practice manager keeps making me stay late unpaid and i need to say something @@ practice manager
the head of department keeps cancelling my one to ones and i feel invisible, how do i bring it up with her @@ head of department
mark my line manager ignores every email i send and then tells me im not communicating @@ mark; line manager
the owner of the cafe where i work shouts at us when its busy, how do i tell him its not ok || cafe @@ owner
my team leader said my work is sloppy in front of everyone but never says what's wrong, how do i ask him @@ team leader
# boss-raise
i've been at the garage 4 years and never had a pay rise, how do i ask the boss for more || garage; 4 years @@ boss
found out the new starter gets 2 quid an hour more than me, i want to ask my manager to match it || 2 quid @@ manager
how do i ask the head chef for a raise now that im running the pass most nights @@ head chef
i'm doing my supervisor's job while she's on leave and want to be paid for it, how do i ask || leave @@ supervisor
want to ask the owner of the salon for a bigger cut of what i bring in || salon @@ owner
i think i deserve a promotion to senior after leading the migration, how do i make the case to my director || migration @@ director
my salary hasn't moved since i started and i've taken on the whole payroll side, how do i ask for more || payroll
performance review friday, want to ask for a raise, what numbers should i bring || friday
# boss-difficult
my manager keeps changing my hours last minute and i lose pay every time, how do i talk to her about the schedule @@ manager
i'm not asking for more money, i just want my boss to stop messaging me on my days off @@ boss
my boss said no to my raise and since then he's been cold and picky with everything i do, how do i fix things with him @@ boss
my supervisor cut my hours and now my pay barely covers rent, i need to talk to him about why he keeps doing it || rent @@ supervisor
got paid late again and when i mentioned it my manager snapped at me, how do i raise it without another blow up @@ manager
my boss keeps promising a pay review and then changes the subject, but honestly what gets me is how he talks down to me in meetings @@ boss
# coworker-conflict
my coworker found out i earn more than her and now she wont talk to me, how do i fix it @@ coworker
the guy i share shifts with makes more than me and wont stop bragging about it, it's really getting to me @@ guy
# family-parents
my brother's fine about me moving abroad but my mum cries every time i bring it up, how do i talk to her || abroad @@ brother; mum
my sister says i should just ignore it, but my dad keeps criticising my job at every sunday lunch and i want to tell him how much it hurts || sunday lunch @@ sister; dad
both my parents and my sister keep nagging me about getting married, its mostly my mum though, how do i get her to drop it @@ parents; sister; mum
my little brother moved back home and my parents treat me like the bad one for not visiting, i need to talk to them @@ brother; parents
how do i tell my dad that i dont want to take over the family farm, my brother wants it anyway || family farm @@ dad; brother
mum keeps asking me to babysit my sisters kids every weekend without asking if im free, i need to tell her no || every weekend @@ mum; sister
my father keeps comparing me to my older brother who's a doctor, i need to tell him it has to stop @@ father; brother
my sister and i both think mum is drinking too much, how do i bring it up with her @@ sister; mum
my parents keep siding with my brother in every argument and i want to tell them it's not fair @@ parents; brother
my stepmum keeps going through my stuff when i stay at my dads, my brother says let it go but i want to say something to her @@ stepmum; dad; brother
how do i tell my mam im moving in with my boyfriend, my sisters already know and are fine @@ mam; boyfriend; sisters
my mum lent my brother 10 grand and now she wants me to cover her rent, how do i talk to her || 10 grand; rent @@ mum; brother
# family-siblings
my mum wants me to sort it out but its my sister who keeps borrowing my clothes without asking, how do i tell her @@ mum; sister
my parents are fine, the problem is my brother who keeps taking money from them and lying about it @@ parents; brother
my dad asked me to talk to my younger brother about his gaming, he wont listen to our parents anymore @@ dad; brother
my sister keeps dumping her kids on our mum and i need to tell her it's too much for mum @@ sister; mum
my twin keeps telling our parents private things i told her, how do i get her to stop @@ twin; parents
how do i tell my brother he needs to help more with dad now that dad's ill, i'm doing everything @@ brother; dad
my older sister keeps bossing me around like she's my mother, i'm 25 and its getting old || 25 @@ sister
my mum says we should all get along but my brother hasn't said a word to me since the will was read || will @@ mum; brother
my parents want me to invite my sister to the wedding but she was horrible to my fiance, how do i talk to her about it || wedding @@ parents; sister; fiance
my brother keeps asking me for money and my parents say i should help him, but i want to tell him no @@ brother; parents
our parents are getting old and my sister refuses to help with anything, how do i bring it up with her @@ parents; sister
mum and dad are away and my little sister keeps having parties at the house, how do i get her to stop || house @@ mum; dad; sister
# family-relatives
my aunt keeps bringing up my divorce at every family party even though my mum asked her not to @@ aunt; mum
my cousin keeps borrowing money from my parents and never pays back, how do i talk to him about it @@ cousin; parents
my grandad says really racist things at dinner and my dad just lets it slide, how do i say something to grandad @@ grandad; dad
# friend-conflict
lucy and i had a huge row at her birthday and she's blocked me everywhere, we've been friends since school || birthday @@ lucy
me and jake fell out over a stupid comment about his girlfriend, we've been mates for ten years, how do i fix it || ten years @@ jake; girlfriend
my flatmate's friend amy who i've also become close to is furious with me over something i said at the party || party @@ amy
# friend-owes-money
lent ellie 300 quid for her deposit back in may and she keeps dodging it, we've been best friends since uni || 300 quid; may @@ ellie
# coworker-credit
ben from my team presented my analysis to the client as his own, how do i call that out @@ ben
the other analyst took credit for my dashboard in the all hands and my boss believed him @@ analyst; boss
# boss-raise
my manager is a nightmare but that's not the point, i want to ask for the raise i was promised in january || january @@ manager
i love my job and my boss is great, but rent went up and i need a raise to stay, how do i ask him || rent @@ boss
my boss keeps saying there's no budget, but i know others got raises, how do i ask him again without sounding bitter @@ boss
# coworker-conflict
kasia who does the same job as me at the hotel keeps swapping her housekeeping floors onto my list || hotel @@ kasia
the sous chef and i are both under the head chef, and he keeps blaming me for his burnt orders @@ sous chef; head chef
# boss-difficult
the duty manager on my shift picks on me every single night and i want to tell him to back off @@ duty manager
lisa is the ward manager and she keeps putting me on the worst rotations without asking, how do i bring it up with her @@ lisa; ward manager
# boss-raise
i want to ask gary, who owns the shop, to pay me properly now that im basically running it @@ gary
# family-parents
my sister moved out years ago so i'm the one my mum calls about everything, i need to tell mum i can't be her only support || years ago @@ sister; mum
# family-siblings
my parents think we're close but my brother has been cold with me since christmas and i want to ask him what's wrong || christmas @@ parents; brother
my dad says to leave it but my sister keeps reading my messages, how do i get her to stop @@ dad; sister
`);
