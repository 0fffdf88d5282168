/**
 * Round 13 workplace phrasings in users' own words: credit, friction with a coworker, hard talks with the
 * boss, raises, resigning, a new team, and a crush on a coworker. Written independently of earlier rounds
 * (no templates; the dedupe test keeps every line apart from the rest). Format: see romance.ts.
 */
export const S13_WORK = `
# coworker-credit
ugh. my coworker literally copy pasted my analysis into his deck and the director thanked HIM || analysis; deck @@ coworker; director
I stayed late three nights fixing the migration and in the all-hands my team lead said "great job Priya" — Priya reviewed one file || three nights; all-hands @@ team lead; Priya
she presented my campaign idea to the client like she came up with it, what do i even say || campaign idea @@ she; client
is it petty to email my boss a timeline of who did what on the launch? my colleague is getting all the praise || launch @@ boss; colleague
my name got left off the paper even though I ran every experiment, the postdoc says it was an oversight || paper @@ postdoc
Marco keeps saying "we" in meetings when he means "I" and "I" when he means me lol || meetings @@ Marco
how can i make my contributions visible when a coworker keeps reporting my fixes as his in the weekly update || weekly update @@ coworker
the intern I mentor got thanked for the dashboard I built and she didn't correct anyone || dashboard @@ intern
my manager forwarded my proposal upward with her name as author. do i confront her or go around her || proposal @@ manager
i wrote the whole grant application and my PI is telling the department he wrote it || grant application @@ PI
coworker is taking credit for the client win I closed in March, our sales lead believes her || March @@ coworker; sales lead
not sure how to handle this: in the retro Dan said he found the root cause. I found it. I have the slack thread to prove it || retro; Slack @@ Dan
every time I share an idea in the group chat, my teammate repeats it to the boss in person an hour later as his || group chat; an hour @@ teammate; boss
how do I get credit back for the redesign without making it a war with my coworker || redesign @@ coworker
my senior took my code review comments and pasted them into his own review of the junior, then got praised for mentoring @@ senior
# coworker-conflict
my desk neighbour sighs loudly every time I'm on a call and it's getting to me || call @@ neighbour
i cant stand working with tom. he questions everything i do in front of the others and then says "just asking" @@ tom
a colleague keeps booking over my meetings in the shared calendar and acts like it's a mistake || meetings @@ colleague
two of the other cashiers keep leaving me to close alone and I'm sick of it || close @@ cashiers
how do you deal with a passive aggressive coworker who writes "per my last email" to everything || email @@ coworker
my coworker refuses to use the new system we all agreed on and it breaks my part of the process @@ coworker
we're both senior engineers and he blocks every PR I open with nitpicks, the tension is awful || PR @@ he
how do i tell the guy i share a van with on deliveries that his music is way too loud || deliveries; music @@ guy
she talks down to me on zoom calls like I'm the intern, we're literally the same level || Zoom @@ she
Ana and I had a shouting match in the kitchen at work and now we both pretend the other doesn't exist || kitchen @@ Ana
our project keeps slipping because my coworker never replies to emails, how do I raise it with him directly first || project; emails @@ coworker
one of the other teachers in my department keeps undermining me in staff meetings || staff meetings @@ teachers
a coworker has been spreading that I'm "difficult to work with" and I honestly don't know why @@ coworker
how do i set a boundary with a colleague who messages me on whatsapp at 11pm about work || WhatsApp; 11pm @@ colleague
the barista I work with keeps skipping her cleaning tasks and I end up doing them on every shift || cleaning; every shift @@ barista
a coworker makes jokes about my accent in team meetings and everyone laughs, i'm not laughing || accent; team meetings @@ coworker
# boss-difficult
my manager micromanages every email I send, how do i ask for some trust without it being a fight || email @@ manager
boss wants me in the office 5 days now after promising hybrid. how do i push back || office; 5 days @@ boss
how do I tell my supervisor that the way she talks to me in front of customers is humiliating @@ supervisor; customers
I need to ask my boss for time off for my mom's surgery and he hates when people take leave || surgery @@ boss; mom
my manager gave me feedback that was just vague "attitude" stuff, how do i ask for concrete examples || feedback @@ manager
i have my 1:1 tomorrow and I want to tell my boss I'm burning out. how do i say it || 1:1; tomorrow @@ boss
my head chef screams at us during service and I want to talk to him about it without getting fired || service @@ head chef
How do I disagree with my boss's decision on the roadmap in a meeting without looking insubordinate || roadmap; meeting @@ boss
the owner of the salon keeps changing my schedule last minute, how do i bring it up || schedule @@ owner
i messed up the quarterly numbers and need to tell my manager before friday || quarterly numbers; friday @@ manager
my boss keeps texting me on weekends and says it's "not urgent" but expects an answer || weekends @@ boss
how do i ask my manager why i wasn't picked for the project without sounding bitter || project @@ manager
new boss, and she's undoing everything our team built. how do i talk to her about it @@ boss; she
My supervisor put me on a performance plan and I think it's unfair. what do I say in the meeting || performance plan; meeting @@ supervisor
boss ignores my messages for days then gets mad I didn't follow up. how do i handle this || days @@ boss
# boss-raise
How do I ask for a raise when I've taken on two people's workload since the layoffs || raise; layoffs
i found out the guy I trained earns more than me. how do I bring it up with my manager @@ guy; manager
my review is next week and I want to ask for 10% more, is that too much || review; next week; 10%
How do I ask my boss for a promotion to senior when they keep saying "next cycle" || promotion @@ boss
been at this company 3 years with no raise. how do i ask without threatening to leave || 3 years; raise
i got an outside offer for more money and want to use it to get a raise here, how do I approach it || offer; raise
what numbers should I bring when I ask my manager for a salary bump || salary @@ manager
My boss said I'm "doing great" but there's no budget. how do I ask for a title change at least || budget; title @@ boss
can i ask for a raise 6 months after starting? i've been doing way more than the job description || raise; 6 months
how do i negotiate a pay rise as a nurse when the hospital says the scale is fixed || pay rise; hospital @@ nurse
i want to ask for a raise of $5,000 in my annual review, help me say it confidently || raise; $5,000; annual review
how do i ask to be paid for the overtime I've been doing for free since january || overtime; january
# work-resign
I'm leaving my job for a better offer and I'm scared to tell my boss, he took a chance on me || offer @@ boss
how do I resign from a small family business where they treat me like family || family business
i have to give notice on friday but we're short staffed and i feel guilty || notice; friday
what's a good way to tell my team I'm leaving without it turning into a sad mess @@ team
going freelance next month. how do I tell my manager and offer to help with the handover || next month; handover @@ manager
I want to quit after only 4 months, it's a bad fit. how do i tell them without burning bridges || 4 months
my boss is going to try to counter-offer when I quit, how do i say no politely || counter-offer @@ boss
how do I write a resignation email to my director when we're not on good terms || resignation email @@ director
moving to Lisbon in the summer and need to tell my manager I'm resigning || Lisbon; summer @@ manager
how do i tell my coworkers i'm quitting before the rumors start @@ coworkers
i want to leave because of burnout, do i tell my boss the real reason in my exit interview || exit interview @@ boss
told my boss i'd stay till the end of the year but now i want to leave in november. how do i say that || the end of the year; november @@ boss
# work-new-team
first week at a new job and I eat lunch alone every day, how do i join people || first week; new job; lunch
I'm the only woman on my new engineering team, how do I find my place without overthinking it || new engineering team
three weeks into this job and everyone else has been there like ten years, how do i get in with them || three weeks; ten years
just got moved to the night shift crew and they all know each other, any tips || night shift
I'm joining a new team on monday as their lead. how do i start off right || new team; monday
how do I make small talk with my new coworkers when I'm super introverted @@ coworkers
my new team does a quiz at lunch every friday and I'm too shy to join || new team; lunch; every friday
remote job, I've never met my colleagues in person. how can i build a bit of rapport on video calls || remote job; video calls @@ colleagues
new job at a restaurant, the kitchen crew has all these inside jokes and I feel left out || new job; restaurant
how do I introduce myself in the team channel on my first day without being cringe || team channel; first day
# coworker-crush
there's a guy in accounting I can't stop thinking about and we only talk at the printer lol || printer @@ guy
i think my coworker likes me too, she keeps finding reasons to come to my desk || desk @@ coworker
how do I ask out someone I work with when we're on the same project || project
caught feelings for my work bestie. we sit together every lunch and I don't want to ruin it || lunch @@ bestie
is it ok to ask a coworker on a date if we're in different departments || date @@ coworker
my colleague and I have been texting after hours and I think it's flirting?? what now || after hours @@ colleague
the new hire is really cute and I'm his trainer. how do i deal with this crush @@ new hire
i like a girl from the other shift, how do i talk to her at handover without being weird || handover @@ girl
I want to invite my coworker to a concert this weekend, is that too obvious || concert; this weekend @@ coworker
how to tell if my coworker is flirting or just friendly, he compliments me in every meeting || every meeting @@ coworker
`;
