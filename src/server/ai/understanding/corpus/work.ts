/** Labelled utterances: workplace, customers, interviews, teacher–parent. Format: see romance.ts. */
export const WORK = `
# coworker-credit
A colleague took credit for my idea in the meeting with our director today. What do I say? || meeting; today @@ colleague; director
my coworker presented my slides as his own work at the team meeting || slides; team meeting @@ coworker
How do I address a teammate who keeps saying "we" did it when I did all the work? @@ teammate
Priya got praised by the boss for the report I wrote. How do I handle it without looking petty? || report @@ Priya; boss
someone on my team takes credit for my code in standup every day || standup; every day
# coworker-conflict
My coworker keeps interrupting me in meetings || meetings @@ coworker
how do i deal with a colleague who is rude to me in the team chat || team chat @@ colleague
My coworker is always late with her part and I end up doing it || her part @@ coworker
There's tension with a coworker since I reported a mistake she made @@ coworker
a colleague keeps cc'ing my manager on every email to make me look bad || email @@ colleague; manager
my coworker talks about me behind my back to other people on the team @@ coworker
How do I tell Mark his jokes in the office are offensive? || office @@ Mark
my coworker keeps ignoring my emails about the project || emails; project @@ coworker
# boss-raise
How do I ask my boss for a raise? I've been here 2 years and took on a lot more || 2 years @@ boss
want to ask for a salary increase in my performance review next week || performance review; next week
i got a job offer elsewhere, how do i use it to negotiate with my manager || job offer @@ manager
How to ask for a promotion to senior engineer without sounding entitled? || promotion; senior engineer
My manager said "we'll see" about my raise three months ago. How do I follow up? || raise; three months @@ manager
# boss-difficult
My boss keeps giving me more work and I'm drowning. How do I say no? || work @@ boss
how do i tell my manager i'm burnt out without looking weak @@ manager
My boss criticised me in front of the whole team on Zoom || Zoom @@ boss
I need to tell my manager I made a big mistake on the client report || client report @@ manager
boss messages me on whatsapp at 11pm and expects an answer || WhatsApp; 11pm @@ boss
How do I ask my manager for feedback? I never know where I stand @@ manager
I want to ask my boss to work from home two days a week || two days a week @@ boss
my supervisor micromanages every email I send || email @@ supervisor
# work-new-team
First day at my new job on Monday. How do I introduce myself to the team? || first day; new job; Monday @@ team
How do I fit in with a new team that's all close already? @@ team
just joined a new company remote, how do i get to know people on slack || Slack
I'm the new manager of a team that liked their old boss. How do I start? @@ team
how do I make small talk with coworkers at lunch, I'm so awkward || lunch @@ coworkers
# work-resign
How do I tell my boss I'm quitting? I've only been here 6 months || 6 months @@ boss
writing my resignation email, want to leave on good terms || resignation email
I got a better offer and need to tell my manager on Friday || offer; Friday @@ manager
how to tell my team i'm leaving without making it awkward @@ team
# customer-refund
A customer is demanding a refund for a product they used for two months. How do I reply? || refund; two months @@ customer
how to say no to a refund politely, our policy is 14 days and he's at 40 || refund; 14 days; 40 @@ he
Customer wants a refund because the shoes arrived a day late || refund; shoes; a day @@ customer
a client is asking for her $120 back after the session already happened || $120; session @@ client
How do I handle a refund request on Etsy when the item was custom made? || refund; Etsy
# customer-complaint
An angry customer yelled at me on the phone about a late delivery || phone; late delivery @@ customer
how do i respond to a rude customer email calling us scammers || email @@ customer
A customer is threatening to post everywhere unless we give him a discount || discount @@ customer
Client sent an all-caps email about a bug in the app before their launch || email; bug; launch @@ client
customer keeps messaging on instagram dm at night demanding answers || Instagram; DM; night @@ customer
# client-scope-creep
My client keeps asking for endless revisions on the logo and won't pay for extra rounds || revisions; logo @@ client
how do i tell a client that the new features are outside the scope we agreed || scope; features @@ client
freelance client wants "just one more small change" every day for 3 weeks || every day; 3 weeks @@ client
the client changed the brief again after we delivered the website || brief; website @@ client
How do I say no to a client who wants me on call on weekends? || weekends @@ client
# client-late-payment
A client hasn't paid my invoice for 60 days. How do I chase it politely? || invoice; 60 days @@ client
how to follow up on an unpaid invoice of $3,500 without losing the client || invoice; $3,500 @@ client
the client ghosted after I delivered the photos and never paid || photos @@ client
My customer says "payment is coming next week" for the third time || payment; next week; third time @@ customer
# customer-complaint
How do I respond to a 1-star review on Google that is unfair? || 1-star review; Google
someone left a bad review on our cafe's yelp page about slow service || bad review; cafe; Yelp
A customer wrote a negative review after we gave them a refund || negative review; refund @@ customer
how to reply to a public review that mentions my employee by name || review @@ employee
# parent-to-teacher
How do I email my son's teacher about bullying without sounding aggressive? || email; bullying @@ son; teacher
my daughter's teacher gave her a bad grade that seems unfair. how do i bring it up || grade @@ daughter; teacher
I want to ask the teacher why my kid keeps getting detention || detention @@ teacher; kid
How do I tell my child's teacher he has ADHD and needs more support? || ADHD @@ teacher; child
my son's teacher never answers my emails. what's the next step || emails @@ son; teacher
parent-teacher conference on Thursday, what should I ask? || parent-teacher conference; Thursday
# teacher-to-parent
I'm a teacher. How do I tell a parent their child is disrupting class? || class @@ parent; child
as a teacher how do i respond to a parent who says i'm unfair to her son || unfair @@ parent; son
How do I email parents about a student who is failing math? || email; math @@ parents; student
A parent keeps messaging me on WhatsApp after hours. I'm their kid's teacher || WhatsApp; after hours @@ parent
I teach 3rd grade and a dad was aggressive at pickup today || 3rd grade; pickup; today @@ dad
# interview-prep
I have a job interview for a marketing manager role on Tuesday. How do I prepare? || job interview; marketing manager; Tuesday
how do i answer "tell me about yourself" in an interview for a nursing job || interview; nursing
My first ever interview is tomorrow at 10am for a barista job, I'm so nervous || interview; tomorrow; 10am; barista
What do I say when they ask my greatest weakness? || greatest weakness
Final round interview at Google next week for software engineer, any tips || interview; Google; next week; software engineer
how to explain a 2 year gap in my CV in the interview || 2 year gap; CV; interview
# interview-follow-up
I had an interview last Monday and haven't heard back. Should I email them? || interview; last Monday; email
How do I write a thank-you email after my interview today? || thank-you email; interview; today
recruiter said they'd get back to me in a week, it's been two. what do i send || a week; two @@ recruiter
How do I follow up with the hiring manager after the second round? || second round @@ hiring manager
# interview-offer
I got a job offer but the salary is lower than I expected. How do I negotiate? || job offer; salary
how to ask for more time to decide on an offer, they want an answer by friday || offer; Friday
I want to decline a job offer politely because I took another one || job offer
How do I negotiate remote days after they made me an offer? || remote days; offer
# interviewer-questions
I'm interviewing a candidate for a junior developer role tomorrow. What should I ask? || junior developer; tomorrow @@ candidate
What questions should I ask candidates for a customer support position? || customer support @@ candidates
first time interviewing someone for my team, how do i assess culture fit || culture fit
We're hiring a sales lead. How do I tell if a candidate is bluffing? || sales lead @@ candidate
good questions for a product designer interview when I'm the interviewer || product designer
# interviewer-reject
How do I tell a candidate they didn't get the job kindly? @@ candidate
i need to reject an internal candidate for the team lead role || team lead @@ candidate
How to write a rejection email to someone who did a great final interview? || rejection email; final interview
a candidate asked for feedback after we turned her down, what do i say || feedback @@ candidate
`;
