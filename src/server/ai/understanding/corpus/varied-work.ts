/**
 * More phrasings for workplace, customer, interview, school and housing types (offer vs prep,
 * resigning, rejecting a candidate, boss vs coworker): everyday wording, typos, lowercase, rambling,
 * negations, a few in Spanish/French/German. Format: see romance.ts.
 */
export const VARIED_WORK = `
# interview-offer
i got the job offer!! how do i negotiate the salary without losing it || job offer; salary
they offered me 55k and i want 62k, what do i say on the call || 55k; call
how do i politely turn down a job offer after accepting another one || job offer
the offer came in lower than i expected, is it ok to counter || offer
how do i ask for a later start date after accepting an offer || offer
got two offers and want to use one to get a better deal from the other || offers
can i ask for more vacation days instead of more salary in my offer || salary; offer
how do i reply to the recruiter to accept the offer in writing || offer @@ recruiter
they want an answer on the offer by monday but i'm waiting on another company || offer; monday
me ofrecieron el puesto pero el sueldo es bajo, ¿cómo negocio?
# interview-prep
how do i answer "why should we hire you" without sounding arrogant
what should i say when they ask about the gap in my cv || cv
# interview-follow-up
it's been two weeks since my interview and nothing, should i email them || two weeks; interview; email
# work-resign
how do i tell my boss i'm quitting without burning bridges @@ boss
i want to hand in my notice on monday, what do i say to my manager || notice; monday @@ manager
how do i write a resignation letter when i really liked my team || letter
i'm leaving my job for a new one and my manager is going to be upset || job @@ manager
how do i tell my team lead i'm resigning right before a deadline || deadline @@ team lead
i need to quit because of burnout, how much do i explain to hr @@ hr
should i tell my boss i'm leaving in person or by email || email @@ boss
how to give two weeks notice at a small company where everyone is close || two weeks
quiero renunciar a mi trabajo pero no sé cómo decírselo a mi jefe @@ jefe
# coworker-conflict
my coworker keeps interrupting me in meetings and i'm sick of it || meetings @@ coworker
a teammate keeps missing deadlines and i have to cover for him || deadlines @@ teammate
there's so much tension between me and another designer on my team, how do i fix it @@ designer
my desk neighbour at work is always on loud calls and won't stop when i ask || work; calls
# coworker-credit
how do i make sure my manager knows the idea was mine, not my colleague's || idea @@ manager; colleague
# boss-difficult
my boss keeps giving me work on weekends and i want it to stop || work; weekends @@ boss
my manager criticised me in front of the whole team, how do i raise it with her || team @@ manager
# boss-raise
how do i ask for a raise after two years with no increase || raise; two years
i want a promotion to senior, how do i bring it up in my review || promotion; review
# work-new-team
i started a new job on monday and nobody talks to me, how do i break the ice || new job; monday
how do i introduce myself to my new team on zoom || Zoom; new team
# interviewer-reject
what should a rejection email to an internal applicant say || email @@ applicant
i have to reject someone who was really nice in the interview, how do i word it || interview
how do i give feedback to a candidate who didn't get the job || job; feedback @@ candidate
how do i let down an applicant who has been waiting a month for news || a month @@ applicant
we're not hiring the intern we interviewed, how do i tell her kindly @@ intern
how do i call a candidate to say they didn't get the role || call @@ candidate
rejecting my friend's daughter after her interview at my company, how do i do it gracefully || interview @@ daughter
# interviewer-questions
what questions show if a candidate works well in a team @@ candidate
how do i interview someone for a sales role when i've never hired before || sales role
first time being on an interview panel, what do i ask the candidate || interview @@ candidate
how do i check a candidate's references without being awkward @@ candidate
good behavioural questions for hiring a nurse || nurse
# customer-refund
a customer wants a refund for a dress she already wore, how do i say no politely || refund @@ customer
how do i reply to a refund request for a digital course after 40 days || refund; 40 days
a buyer on etsy says the item arrived broken and wants her money back || Etsy; money @@ buyer
# customer-complaint
someone yelled at my staff on the phone about a late delivery, what do i write back || phone; delivery
# client-scope-creep
my client keeps adding "small changes" that weren't in the contract || contract @@ client
how do i tell a client extra revisions will cost more || revisions @@ client
# client-late-payment
my client is 60 days late on the invoice and stopped answering emails || 60 days; invoice; emails @@ client
# parent-to-teacher
how do i email my son's teacher about him being bullied at recess || email; bullying @@ teacher
# teacher-to-parent
i'm a teacher and need to tell a parent their kid has been disrupting class || class @@ parent
how do i tell parents their child is falling behind in reading without upsetting them @@ parents
# neighbour
my neighbour's dog barks all day while they're at work || dog; all day; work @@ neighbour
how do i ask my upstairs neighbours to walk a bit more quietly at night || at night @@ neighbours
# landlord
my landlord still hasn't fixed the heating after three weeks || heating; three weeks @@ landlord
how do i ask my landlord to return my deposit || deposit @@ landlord
# social-comment
someone left a nasty comment on my tiktok, should i reply || TikTok
# cross-language-reply
my friend from japan texted me in japanese, how do i reply naturally || text; Japanese
`;
