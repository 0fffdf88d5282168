/**
 * Round 13, second pass: workplace, customer, interview and school messages as people really send them —
 * long and rambling, lowercase, typos, emojis, negations. Written independently. Format: see romance.ts.
 */
export const S13_MESSY_WORK = `
# coworker-credit
ok so long story. i spent all of october building the onboarding guide for new hires, like every evening after my shifts. yesterday at the staff meeting our supervisor held it up and said "thanks to Kelly for putting this together". Kelly formatted the cover page. i just sat there. how do i fix this without looking like a sore loser || october; every evening; yesterday; staff meeting @@ supervisor; Kelly
not gonna lie im furious, my coworker presented MY spreadsheet model to finance and didnt mention me once 😤 || spreadsheet model; finance @@ coworker
is there a way to make sure my name is on my work from now on? twice now a colleague has sent my drafts up the chain as hers || drafts; twice @@ colleague
he didn't steal it exactly, he just... never says it was mine. the pitch deck, the pricing idea, all of it. my manager thinks he's a genius lol || pitch deck; pricing idea @@ he; manager
my lab partner at work (we're research assistants) put only her name on the poster for the conference || poster; conference @@ lab partner
# coworker-conflict
i work retail and one of the other girls on my shift keeps telling customers i'm "new and slow" even tho ive been there a year. it's humiliating and idk if i should talk to her or just go to the manager || shift; a year @@ customers; manager
the guy i share an office with has calls on speaker all day and eats tuna at his desk and when i asked nicely he said i'm "too sensitive". what now || office; calls; all day; desk
not a crush, not credit stuff, just a coworker who is cold to me and warm to everyone else and it's affecting our project || project @@ coworker
my coworker keeps ccing our boss on every tiny mistake i make in emails. it feels like she's building a case against me || emails @@ coworker; boss
two of us were supposed to split the night audit and he leaves at midnight every time and i finish alone till 3 || night audit; midnight; 3
in the warehouse there's this one guy who keeps "joking" that i'm lazy in front of the whole crew. i'm not lazy, i'm just quiet. how do i shut it down || warehouse @@ guy; crew
im a nurse and one of the senior nurses keeps rolling her eyes when i ask questions at handover, i'm new and need to ask || handover @@ nurse
# boss-difficult
my boss said in my review that i "lack executive presence" and gave zero examples. i have a 1:1 with her thursday, how do i ask what she means without sounding defensive || review; 1:1; thursday @@ boss
manager wants me to lie to a client about why the project is late and i'm not comfortable doing that. how do i say no to him || project @@ manager; client
ok so i need to tell my boss i can't do the weekend event because of my kid's recital and last time someone said no she held it against them for months || weekend; event; recital; months @@ boss
my supervisor keeps calling me "sweetie" in meetings, i'm 34 and an engineer, how do i tell him to stop professionally || meetings; 34 @@ supervisor
I don't want to quit, I like the job, but my boss criticises me in front of customers and I need it to stop. how do i ask for a private chat @@ boss
my manager promised me the lead on the new project and then gave it to someone else without a word. how do i bring it up on monday || project; monday @@ manager
# boss-raise
so i've been covering my team lead's job since she went on maternity leave in june, doing two jobs for one salary. is it ok to ask for an acting allowance or a raise now or do I wait till she's back || june; salary; raise @@ team lead
i'm a barista and i've trained every new hire this year, can i ask the owner for an extra dollar an hour? || this year; a dollar an hour @@ owner
help me write the message to my boss asking for a meeting about my pay, i always chicken out || pay @@ boss
my performance review is in 2 weeks and i have a list of wins but no idea what number to ask for || performance review; 2 weeks
# work-resign
i've accepted another job and my start date is in 3 weeks but my manager is on holiday till next friday. do i tell her by email or wait || start date; 3 weeks; holiday; next friday; email @@ manager
leaving teaching after 9 years 😭 how do i tell my head teacher and the kids || 9 years @@ head teacher; kids
i want to resign but i'm scared my boss will guilt trip me like last time when Dev quit @@ boss
how do i tell the restaurant owner i'm leaving in two weeks when it's his busiest season || two weeks; season @@ owner
# work-new-team
just transferred from the london office to the new york team and everyone's nice but in that distant way, how do i actually become part of the group || London; New York; office
started a new job on monday as the only remote person on an in-office team. they have jokes from lunch i'm never part of. how do i fit in || new job; monday; lunch
i joined a new squad at work and they do standup on camera with everyone chatting first, i freeze up. how do i join the banter || squad; standup; camera
# coworker-crush
ok dont laugh but i think i'm falling for my work bestie. we get lunch every day and message all evening, she's single, i'm single, but if it goes wrong we still sit together for 8 hours a day || lunch; every day; all evening; 8 hours @@ work bestie
there's a paramedic at the station i'm on shifts with and every time we're in the ambulance together i get butterflies. how do i find out if he's interested without risking things on the job || ambulance; shifts @@ paramedic
my coworker keeps bringing me coffee in the morning and lingering at my desk. i like her. ask her out or no? || coffee; desk @@ coworker
# customer-refund
we're a tiny bakery and a woman wants her money back for a wedding cake because the frosting was "the wrong white". the couple ate the whole thing. how do i reply nicely but say no || money; wedding cake @@ woman; couple
guest asking for a refund on an airbnb stay because of noise from a street festival we told them about in the listing || refund; Airbnb; festival @@ guest
customer returned shoes that are clearly worn, wants a full refund, how do I phrase a refusal || shoes; refund @@ customer
# customer-complaint
someone left a 2 star review on our cafe saying the barista was rude, and honestly i think she was having a bad day. how do i reply without throwing her under the bus || 2 star; review; cafe @@ barista
a parent is furious at our swim school because her kid got moved to a different class, she's been emailing the owner daily || swim school; class; daily @@ parent; kid; owner
client screamed at my receptionist on the phone about a billing error that was actually our fault, how do i make it right || phone; billing error @@ client; receptionist
# client-scope-creep
freelance dev here, quoted for a 5 page site, client now wants a booking system "since you're in there anyway". how do i say that's a separate quote || 5 page site; booking system; quote @@ client
the brand i'm doing content for keeps asking for "quick extra" reels on top of the package, it's like 6 extra a month now || reels; package; 6 @@ brand
# client-late-payment
the invoice was due on the 30th, it's now the 14th of the next month, they read my emails and don't reply. what do i send next that's firm but polite || invoice; the 30th; the 14th; emails
i'm a dog walker and one family owes me for 6 weeks of walks, they keep saying they'll pay friday || 6 weeks; friday @@ family
# parent-to-teacher
my son came home in tears because his teacher read his grade out loud in front of the class, how do i bring it up with her without making it worse for him || grade; class @@ son; teacher
my daughter is autistic and the new teacher keeps making her do group work she can't handle, how do i write to him || group work @@ daughter; teacher
my kid's teacher hasn't answered my emails in three weeks about his reading support || emails; three weeks; reading @@ teacher
# teacher-to-parent
i'm a music teacher and a dad keeps pushing his daughter to do grade 5 exams when she's not ready, how do i tell him || grade 5; exams @@ music teacher; dad; daughter
how do i tell parents that their son's phone use is a problem in class when they gave him the phone || phone; class @@ parents; son
i need to call a mum about her daughter being unkind to another girl in my class and she's known for being defensive || class @@ mum; daughter; girl
# interview-prep
i have a second interview for an assistant manager job and they want a 10 minute presentation, i've never done one || second interview; assistant manager; 10 minute; presentation
how do i talk about a 3 year career gap for caring for my mum in an interview || 3 year; interview @@ mum
interview tmrw at a bank, i'm so anxious I can't sleep, what will they ask || interview; bank
# interview-follow-up
the recruiter said "we'll be in touch next week" and it's been two. do i send a nudge or is that annoying || next week @@ recruiter
had my final interview with the ceo on monday, should i send a thank you or is that old fashioned || final interview; monday @@ ceo
# interview-offer
they offered me the job but want an answer by tomorrow and I'm still waiting to hear from my first choice || job; tomorrow
can i ask for remote fridays as part of accepting a job offer || remote fridays; job offer
# interviewer-questions
I'm interviewing a chef for our kitchen next week, i've never hired before, what should I ask || chef; kitchen; next week
we need a receptionist who's calm under pressure. what interview questions would actually show that || receptionist; interview
# interviewer-reject
I have to tell three candidates they didn't get the internship and one of them is my neighbour's daughter || three candidates; internship @@ neighbour; daughter
we had a great candidate but went with someone with more experience, how do i make the rejection call kind || rejection call @@ candidate
`;
