/**
 * Round 13b workplace phrasings built around the pairs cross-validation confuses: a boss problem that
 * mentions coworkers, coworker friction that mentions the manager, credit taken in front of the boss,
 * "raise it" meaning bring it up, "at work" without a crush, leaving vs a new team. Written independently
 * of earlier rounds. Format: see romance.ts.
 */
export const S13B_WORK = `
# boss-difficult
my manager keeps pulling me off my own project to help my coworkers with theirs and i never get to finish anything. how do i tell him @@ manager; coworkers; him
the whole team is overloaded but my boss only ever piles the extra tickets on me, i need to say something || extra tickets @@ boss
every standup my supervisor asks me 'did you actually finish it this time?' and the others smirk. how do i raise it with her || standup @@ supervisor; her
my boss told my coworker i was "difficult to work with" instead of telling me. how do i bring that up with her @@ boss; coworker; her
my manager promised the client the whole app by the 30th without asking me, i'm the only dev. how do i tell her || app; the 30th @@ manager; client; her
my team lead forwards my typos to the group with laughing emojis, its humiliating. how do i ask him to stop || typos @@ team lead; him
how do i push back on my boss wanting me reachable on weekends when nobody else on the team is || weekends @@ boss
new manager micromanages everything, even my coworkers noticed he checks my screen. how do i have that talk @@ manager; coworkers; he
my supervisor gave me a bad review and half the points were about stuff my colleague did. how to dispute it with her || review @@ supervisor; colleague; her
need to tell my boss i can't keep covering the night shifts, my partner never sees me || night shifts @@ boss; partner
boss yells. not at everyone, just me. what do i even say to him @@ boss; him
how do i tell my director that the reorg she announced is making my job impossible || reorg @@ director; she
my manager cancelled our 1:1 for the fifth week running and i have stuff to discuss about my workload || 1:1; fifth week; workload @@ manager
my boss keeps texting me at 11pm about things that can wait until morning, how do i set a boundary || 11pm @@ boss
i want to ask my manager why i was left off the big project when everyone else on my team got a piece of it || big project @@ manager
how do i tell my boss that his "jokes" about my accent aren't funny || accent @@ boss
my boss blamed me in the team meeting for a mistake that was actually his, how do i bring it up privately || team meeting; mistake @@ boss
shift manager keeps changing my rota last minute and i cant plan childcare. how do i talk to her || rota; childcare @@ shift manager; her
how do i tell my manager i'm burning out without sounding like i can't handle the job @@ manager
my boss wants me to lie to a customer about the delivery date and im not comfortable || delivery date @@ boss; customer
my supervisor favours the two guys she hired herself and i get the worst tasks. how do i raise that with her @@ supervisor; guys; her
how do i ask my boss to stop cc'ing the whole department when he criticises my work || department @@ boss; he
i've been doing the work of my old boss since she left and my new boss acts like it's nothing. how do i talk to him about the workload || workload @@ old boss; new boss; him
how do i tell my manager i'm not ok with him sharing my medical leave with the team || medical leave @@ manager; him; team
need advice, my boss schedules meetings during my lunch every single day @@ boss
why does my manager give me two days for what my coworkers get two weeks for, i want to ask her straight || two days; two weeks @@ manager; coworkers; her
the store owner docks my pay for till shortages that happen on other people's shifts, how do i challenge him || pay; till shortages; shifts @@ store owner; him
my line manager wants daily reports from me only, no one else. feels like she doesnt trust me. how do i raise it || daily reports @@ line manager; she
i want to tell my boss the new policy about cameras on in every call is hurting the team || cameras; every call @@ boss; team
im a nurse and the charge nurse keeps giving me the heaviest patients every shift, how do i bring it up with her || every shift @@ charge nurse; her
# coworker-conflict
my coworker keeps booking the meeting room i reserved and acting like it's no big deal, do i go to my manager or talk to her first || meeting room @@ coworker; manager; her
the guy i share a shift with clocks in for his mate who shows up an hour late, do i tell him it's not ok before the boss finds out || shift; an hour @@ guy; mate; boss
one of my teammates is rude to me in code reviews but nice to everyone else. how do i handle it with him directly || code reviews @@ teammates; him
my colleague keeps missing her part of our joint report and i end up staying late. how do i talk to her about it || joint report @@ colleague; her
there's a girl on my shift who gossips about me to the other cashiers, how do i confront her || shift @@ girl; cashiers; her
my coworker and i had a shouting match in the break room yesterday and now we have to work together on monday || break room; yesterday; monday @@ coworker
the other receptionist never answers the phone when it's her turn, how do i bring it up without running to the boss || phone @@ receptionist; boss
my colleague finishes my sentences for me in client calls, usually wrong. how do i tell her to let me talk || client calls @@ colleague; her
coworker keeps "borrowing" my stapler, charger, mug. small thing but it's driving me up the wall || stapler; charger; mug @@ coworker
how do i tell a coworker his cologne is giving me headaches @@ coworker
the pharmacist i work alongside re-checks every script i fill, out loud, in front of patients || script @@ pharmacist; patients
the new hire keeps correcting me in front of customers, i've been here 6 years || 6 years @@ new hire; customers
how do i work with a colleague who i know doesn't like me, we're on the same project for 3 months || 3 months @@ colleague
my coworker takes 2 hour lunches and i cover her calls. i don't want to snitch but i'm tired || 2 hour; calls @@ coworker
a guy in my department keeps making comments about my weight, i want to tell him to knock it off myself first || weight @@ guy; him
how do i apologise to a coworker i snapped at during the audit || audit @@ coworker
my teammate replies-all to correct my emails. how do i ask him to message me directly || emails @@ teammate; him
the other night nurse leaves her charting for me every morning, how do i bring it up with her || charting; every morning @@ night nurse; her
two coworkers won't talk to each other and i'm stuck passing messages between them @@ coworkers
# coworker-credit
my boss keeps rejecting every idea i bring then presents the same idea a month later as his. how do i handle my boss on this || a month @@ boss
in the meeting with our boss my coworker presented my analysis as hers and i just sat there. what do i say now || meeting; analysis @@ boss; coworker
my teammate told the manager the client fix was his idea, it was literally my code || client fix; code @@ teammate; manager
how do i make sure my manager knows i did the work when my colleague keeps saying "we" and then "i" || work @@ manager; colleague
the deck i stayed up doing went to the VP with my colleague's name on the cover slide and mine nowhere || deck; cover slide @@ VP; colleague
the new stock system everyone loves was my design but my boss keeps thanking my coworker for it. how do i fix that without sulking || stock system @@ boss; coworker
every time we present together she takes the questions and the credit, i do the research || research @@ she
my project partner at work put only his name on the proposal we wrote together || proposal @@ project partner
my lead thanked my coworker in the all hands for the launch i ran, how do i handle my coworker || all hands; launch @@ lead; coworker
someone on my team copied my notes into their report and sent it up before me || notes; report
how do i get credit back when a senior colleague presented my idea as his in the strategy meeting || strategy meeting @@ senior colleague
my coworker keeps saying "i fixed it" in standup for bugs i fixed || standup; bugs @@ coworker
the intern's design got used and my manager credited herself in the newsletter. i'm the intern's mentor, how do i raise it || design; newsletter @@ intern; manager
# boss-raise
my manager said i'd be on the promotion panel track and then just never mentioned it again, how do i ask what happened without it being about money || promotion @@ manager
i've been doing my manager's job for six months since he went on leave, how do i ask for the pay to match || six months @@ manager
everyone on my team got a raise except me and i out-performed them, how do i ask my boss why and ask for one || raise @@ team; boss
how do i ask for a promotion to senior when my coworker with less experience got it last year || promotion; senior; last year @@ coworker
a leaked spreadsheet shows the guy i trained earns more than me. how do i use that when i ask for a raise || spreadsheet; raise @@ guy
my boss says there's "no budget" every year. how do i ask for more money anyway || budget; every year; money @@ boss
going into my annual review thursday and i want to ask for 10% || annual review; thursday; 10%
what do i say to ask for a raise when i just took on two people's workloads || raise; workloads
how do i bring up a title change with my boss, i already lead the team in everything but name || title change @@ boss
i got an outside offer for 15% more but i'd rather stay, how do i ask my manager to match it || 15% @@ manager
how do i negotiate a pay rise at a small family business where the owner is my uncle's friend || pay rise @@ owner
i want to ask for a bump to the next pay grade after hitting every target this year || pay grade; this year
# work-new-team
first week on a new team and they all go to lunch together without asking me, how do i get in || first week; lunch
i moved departments and my new coworkers have inside jokes i don't get, how do i fit in @@ coworkers
starting on a team where my new boss is younger than me, how do i break the ice with everyone @@ boss
just transferred to the london office, don't know anyone. how do i make a good impression on the team || London; office @@ team
fully remote role, team in 4 countries, my first standup is tomorrow. what do i say about myself || 4 countries; standup; tomorrow @@ team
i joined a kitchen crew that's been together for years and they're kinda cold to me || years @@ kitchen crew
second week at the job and i still haven't really talked to the people next to me. what do i say || second week
new team has a group chat that's all memes and i don't know how to jump in || group chat
how do i get to know my new teammates when half of them work nights @@ teammates
i'm the only woman on my new team and i want to fit in without being one of the guys @@ team
# work-resign
how do i tell my boss i'm leaving when we've been close for years and he'll take it personally || years @@ boss; he
i got a new job and need to resign but my coworkers are going to be stuck with my work || new job @@ coworkers
got a new offer but we're 3 weeks from go-live. how do i tell my manager without looking like i'm abandoning them || 3 weeks; go-live @@ manager
what do i write in a resignation email to a manager i never really got on with || resignation email @@ manager
the cafe owner has been so good to me but uni's getting heavy and i need to stop weekend shifts. how do i quit || cafe; uni; weekend shifts @@ owner
starting a masters in september and i have to leave my job. when do i tell my team lead, now or in summer || masters; september; summer @@ team lead
started in september, it's december and i already know it's the wrong job. how do i tell my manager this early || september; december @@ manager
i know exactly what happens when i resign: my manager throws money at me. i've decided. how do i shut that down @@ manager
hr wants an exit interview and the honest answer is 'your director'. what's a diplomatic reason || exit interview @@ director
how much notice do i give and how do i say it when my contract says 2 weeks but they're short-staffed || contract; 2 weeks
# coworker-crush
i think i have feelings for the guy who trains me at work and i dont know if that's allowed || work @@ guy
me and the new paramedic on my crew keep swapping songs on night shifts and i think i'm falling for her || night shifts @@ paramedic; her
i've got feelings for the girl who sits opposite me at work. if i say something and it goes wrong there's nowhere to hide || work @@ girl
how do i find out if my work crush is single without asking around the office || office @@ work crush
me and a girl from the warehouse have been flirting on breaks for weeks. ask her out or keep it professional? || warehouse; breaks; weeks @@ girl
i have a thing for someone on the sales team, we're going to the same conference next week || sales team; conference; next week @@ someone
`;
