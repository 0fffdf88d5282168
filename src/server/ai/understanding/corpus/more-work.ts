/** More labelled utterances (work, customers, interviews, school, social, other). Format: see romance.ts. */
export const MORE_WORK = `
# coworker-credit
my teammate sent my analysis to the VP with only his name on it || analysis @@ teammate; VP
how do i make sure i get credit for my work when my colleague keeps presenting it || @@ colleague
coworker took credit for the sales idea I pitched in our 1:1 || sales idea; 1:1 @@ coworker
in the all-hands my manager thanked sarah for the project I led || all-hands; project @@ manager; Sarah
my co-worker keeps taking credit for fixing bugs i fixed || bugs @@ co-worker
# coworker-conflict
a colleague snapped at me in the team chat in front of everyone || team chat @@ colleague
how to handle a coworker who keeps dumping her work on me || work @@ coworker
my teammate never answers on slack and it blocks my tasks || Slack @@ teammate
a coworker keeps making sarcastic remarks about my accent || accent @@ coworker
# boss-raise
how do i ask for a raise when my boss says the budget is tight || raise; budget @@ boss
i found out a new hire earns more than me. how do i raise it with my manager || @@ manager
what do i say to get a pay rise in my review on thursday || pay rise; review; thursday
# boss-difficult
my boss keeps changing priorities every day and blames me when things slip || every day @@ boss
how do i push back on my manager's unrealistic deadline for friday || deadline; friday @@ manager
my boss yelled at me in front of a client || @@ boss; client
manager asked me to work this saturday again, how do i say no politely || this saturday @@ manager
# work-new-team
I'm starting as a nurse on a new ward next week, how do i break the ice || nurse; new ward; next week
joined a new team last week and nobody talks to me in meetings || new team; last week; meetings
how to introduce myself in the team chat on my first day || team chat; first day
# work-resign
i want to quit but my boss has been really good to me. how do i tell her || @@ boss
how do i hand in my notice when we're in the middle of a big launch || notice; launch
I'm leaving my job after 4 years, what do i say to my team || job; 4 years @@ team
# customer-refund
a client wants a full refund for a course she already completed || refund; course @@ client
customer asking for money back on a cake that was eaten || money back; cake @@ customer
how do i offer store credit instead of a refund without upsetting the buyer || store credit; refund @@ buyer
someone wants a refund on a sale item, our policy says final sale || refund; sale item
# customer-complaint
how do i reply to a customer who says our food gave him food poisoning || food poisoning @@ customer
someone left a 2-star review on google saying our staff were rude || 2-star review; Google; staff
a client is furious the delivery was late and wants to cancel the contract || delivery; contract @@ client
customer keeps sending angry emails every hour about a delayed order || emails; every hour; delayed order @@ customer
# client-scope-creep
my client keeps adding pages to the website without paying more || pages; website @@ client
how do i charge a client for extra revisions on the wedding photos || revisions; wedding photos @@ client
client wants me to redo the whole design after approving it last week || design; last week @@ client
# client-late-payment
client says the invoice is "with accounts" for 3 weeks now || invoice; 3 weeks @@ client
how do i ask a friend who hired me to pay the invoice without making it weird || invoice @@ friend
customer paid only half of the $900 and stopped replying || $900 @@ customer
# parent-to-teacher
how do i ask my daughter's teacher for a meeting about her reading || meeting; reading @@ daughter; teacher
my son came home crying because the teacher shouted at him || @@ son; teacher
I want to thank my kid's teacher for helping him this year || this year @@ kid; teacher
the teacher said my child is "lazy" in the report, how do i respond || report @@ teacher; child
# teacher-to-parent
as a teacher how do i tell parents their kid was caught cheating on the test || test @@ parents; kid
a parent emailed me angry about the homework load, how should i reply || homework @@ parent
how do i invite parents to the school play without sounding formal || school play @@ parents
I'm a tutor and a mom keeps asking for extra free sessions || free sessions @@ mom
# interview-prep
how do i prepare for a teaching assistant interview on monday || interview; teaching assistant; monday
I have a phone screen tomorrow for a data analyst job, what will they ask || phone screen; tomorrow; data analyst
how do i talk about being fired in a job interview || job interview
my first internship interview is on zoom next week, tips? || internship interview; Zoom; next week
got an interview for an accountant position next week, how do i get ready || interview; accountant; next week
They invited me to interview for the receptionist position on Thursday! What will they ask me? || interview; receptionist; Thursday
i have a second interview at a bank on monday and i'm freaking out || second interview; bank; monday
applied for a warehouse supervisor job and they want to see me friday, how do i prepare || warehouse supervisor; friday
# interview-follow-up
it's been 10 days since my final interview, is it ok to email the recruiter || 10 days; final interview; email @@ recruiter
what to write after an interview where i think i messed up a question || interview
how do i follow up after they said they'd decide by friday and didn't || Friday
# interview-offer
they offered me $65k but i was hoping for 75, how do i counter || $65k; 75
how do i accept a job offer and ask about the start date || job offer; start date
I got two offers, how do i ask the first company to match the salary || offers; salary
# interviewer-questions
what should i ask a candidate for a nanny position for my kids || nanny @@ candidate; kids
i'm hiring my first employee for my bakery, what do i ask in the interview || bakery; interview
which behavioural questions should i ask when interviewing a project manager || project manager
how do i interview someone more senior than me || @@ someone
# interviewer-reject
how do i tell an intern candidate we went with someone else || @@ candidate
i have to reject 20 applicants for the analyst job, what's a kind template || 20; analyst job @@ applicants
how to turn down a friend who applied to my team || @@ friend
# social-comment
someone commented "who asked" on my singing video, reply or ignore? || singing video
how do i handle hate comments on my first youtube video || hate comments; YouTube video
a follower keeps correcting my grammar in the comments of every post || comments; post @@ follower
what's a nice way to answer a compliment under my photo on instagram || photo; Instagram
people are arguing in the comments of my post about my art, should i step in || comments; post; art
# cross-language-reply
a girl on hellotalk writes to me in portuguese, how do i reply without sounding like google translate || HelloTalk; Portuguese @@ girl
my boyfriend's grandma only speaks italian and sent me a voice message || Italian; voice message @@ boyfriend; grandma
someone left a comment in japanese on my tiktok, how do i reply politely || Japanese; TikTok @@ someone
how do i text my chinese coworker happy new year in chinese || Chinese; New Year; text @@ coworker
a client wrote to me in arabic and i only know english || Arabic; English @@ client
# neighbour
my neighbour's tree drops leaves in my garden, how do i ask them to trim it || tree; garden @@ neighbour
the people next door smoke on the balcony and it comes into my bedroom || balcony; bedroom
how do i introduce myself to my new neighbours without being awkward || @@ neighbours
my neighbor keeps taking my parcels and says she's "holding" them || parcels @@ neighbor
my neighbors throw parties every saturday until 3am || parties; every saturday; 3am @@ neighbors
# landlord
landlord won't fix the mold in the bathroom, what do i write || mold; bathroom @@ landlord
how do i ask my landlord to let me have a cat || cat @@ landlord
my landlord is keeping $500 of my deposit for "cleaning" || $500; deposit @@ landlord
how do i ask my landlady to lower the rent because of the broken washer || rent; washer @@ landlady
my landlord texts me at 11pm about random stuff || text; 11pm @@ landlord
# friend-owes-money
mon amie me doit 150 euros depuis l'été et elle évite le sujet || 150 euros; l'été @@ amie
# crush-ask-out
quiero invitar a salir a una chica de mi clase de yoga pero me da miedo || clase de yoga @@ chica
# coworker-conflict
mein Kollege unterbricht mich ständig in Meetings || Meetings @@ Kollege
# family-parents
je dois annoncer à mes parents que je quitte la fac || la fac @@ parents
# friend-drifting
no hablo con mi mejor amiga desde hace un año y la extraño || un año @@ mejor amiga
# !crisis-self
i dont see the point of living anymore after the breakup
i've been thinking about suicide since i lost my job
sometimes i think about ending my life
# !crisis-other
my girlfriend keeps saying she wants to die and i'm scared
# !abuse
my boyfriend choked me during a fight last week
my partner controls my money and won't let me see my friends
# !violence
i want to kill my coworker for what he did
`;
