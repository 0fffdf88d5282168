/**
 * Round 12 workplace phrasings: credit taken vs friction with a coworker vs a hard talk with the boss,
 * resigning vs a new team vs a raise, and a crush on a coworker (romance, not conflict). Format: see romance.ts.
 */
export const R12_WORKPLACE = `
# coworker-credit
my coworker sent my slides to the client under his name and cc'd our boss like it was his work || slides @@ coworker; client; boss
in standup she keeps saying "I fixed the bug" when it was me who fixed it, every single time || standup; bug @@ she
how do I claim my work back when my manager presented my research as the team's idea in front of the VP || research @@ manager; VP
my colleague took all the credit for the event we organised together, I did 80% of it || event; 80% @@ colleague
the senior dev rewrote two lines of my feature and then demoed it as his in the sprint review || feature; sprint review @@ senior dev
I don't want to look petty but my teammate keeps getting praised for my ideas in the weekly meeting || ideas; weekly meeting @@ teammate
# coworker-conflict
my coworker is rude to me on teams and friendly to everyone else, i dont know what i did || Teams @@ coworker
a colleague and I disagree on everything in the project and meetings turn into arguments || project; meetings @@ colleague
the guy at the next desk eats smelly food and talks on speaker all day, how do i say something || desk; all day
my teammate keeps dumping his tasks on me and then leaving at 4 || tasks; 4 @@ teammate
coworker keeps making comments about my age, says im "too young to understand" || age @@ coworker
there is so much tension with the other nurse on my shift and it's affecting patients || shift @@ nurse
how do I deal with a colleague who talks over me in every single meeting and it's not about credit, she just doesn't let me speak || meeting @@ colleague
# boss-difficult
my boss gave me a bad review out of nowhere and i want to ask what happened without sounding defensive || review @@ boss
I need to tell my manager the deadline is impossible without looking like I can't handle it || deadline @@ manager
my supervisor yells when things go wrong and i dont know how to tell him it's not ok @@ supervisor
how to talk to my boss about working from home two days a week after my surgery || two days a week; surgery @@ boss
I have to tell my boss I made a mistake that cost us a client || mistake @@ boss; client
# boss-raise
i've been underpaid compared to the new hires for a year, how do i bring it up in my review || a year; review @@ new hires
want to ask for a promotion to team lead, I've been doing the job unofficially for 6 months || promotion; team lead; 6 months
how do I negotiate a raise when the company says there's a budget freeze || raise; budget freeze
my boss said "we'll talk about your salary in Q3" and it's Q4 now. how do I push without annoying him || salary; Q3; Q4 @@ boss
# work-resign
I'm quitting to go back to school and I don't know how to tell my team lead, we're mid-project || school @@ team lead
how much notice should I give and what do I say to my manager when I resign on Monday || notice; Monday @@ manager
handing in my two weeks tomorrow, how do i tell my coworkers without making it dramatic || two weeks; tomorrow @@ coworkers
quiero dejar mi trabajo el mes que viene y no sé cómo decírselo a mi jefa || el mes que viene @@ jefa
I got into a master's program and have to leave my job in September, how do I tell them || master's program; September
# work-new-team
I just started on a remote team and nobody talks to me outside of tickets, how do I connect || remote team
new job, the team goes for drinks on fridays and i dont drink, how do i still fit in || new job; drinks; fridays
how do I break the ice with my new team when I'm their manager and older than all of them || new team
transferred to a new department and they all have inside jokes. how do i stop feeling like an outsider || new department
# coworker-crush
I like someone on my team but we sit next to each other, if she says no every day will be awkward || team @@ she
my coworker and I flirt at the coffee machine and I want to ask him out after the office party || coffee machine; office party @@ coworker
i have feelings for my colleague but i'm not trying to start drama at work, is there a safe way to find out if he likes me || work @@ colleague
# coworker-credit
that was MY proposal. my colleague just forwarded it to the director with her name on top || proposal @@ colleague; director
how do i politely point out in the team channel that the numbers in his report came from my analysis || team channel; report; analysis
coworker keeps taking credit for my work and my boss believes him, what's a calm way to fix it @@ coworker; boss
i trained the new guy and now he presents my process as his own improvement || process @@ new guy
# coworker-conflict
me and another designer keep clashing over every decision and our manager wants us to sort it out ourselves @@ designer; manager
a coworker snaps at me whenever I ask a question, I've only been here 3 months || 3 months @@ coworker
my coworker gossips about me to the rest of the team, I heard it from a friend at work @@ coworker; team
the new hire ignores my messages on slack and it slows down my work || Slack @@ new hire
how do i tell my coworker that her perfume gives me headaches without offending her @@ coworker
# work-resign
I'm leaving for a competitor and I'm scared my boss will take it personally @@ boss
how do I write a resignation email that doesn't burn bridges || resignation email
i've decided to quit after 7 years, what do i say in the meeting with HR and my manager || 7 years; meeting @@ HR; manager
# boss-difficult
my boss keeps cancelling our one on ones and I need to talk about my workload || one on ones; workload @@ boss
how do I tell my manager I can't work weekends anymore because of my kids || weekends @@ manager; kids
# coworker-crush
i think i'm falling for my coworker, we talk every break and i don't know if i should say something || break @@ coworker
how do I tell if the guy from the other team likes me or is just being friendly at work || work @@ guy
my coworker asked me to lunch just the two of us, is that a date?? || lunch @@ coworker
I want to ask my colleague to the work christmas party as my date but we share a desk || christmas party; desk @@ colleague
we text after work now, me and a girl from my shift. how do i move it beyond work talk without risking my job || text; shift @@ girl
my coworker Nadia keeps finding reasons to stop by my desk and I kind of like it, do I make a move? || desk @@ Nadia
i have a huge crush on someone in my department and we're both single, how do i ask without making it awkward on monday || monday @@ someone
I think I feel something for my coworker and I need to talk to someone about it before I do anything stupid @@ coworker
there's something about the new guy at work, we talk about everything on our breaks. do i tell him?? || work; breaks @@ new guy
i need advice about a coworker i've started to like more than i should, we work on the same project || project @@ coworker
# coworker-credit
I did all the research and my coworker's name is the only one on the final deck || research; final deck @@ coworker
how do I make it clear in the next meeting that the client idea was originally mine || meeting; idea @@ client
my teammate keeps saying "my project" about the project we built together, I did half of it || project @@ teammate
# work-resign
I'm handing in my resignation next week but we're short staffed, how do I tell my manager kindly || resignation; next week @@ manager
accepted a job at another company, what do i say to my boss when i tell her i'm leaving || job @@ boss
`;
