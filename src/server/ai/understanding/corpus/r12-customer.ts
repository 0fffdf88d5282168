/**
 * Round 12 customer, client, interview (both sides) and teacher–parent phrasings. Format: see romance.ts.
 */
export const R12_CUSTOMER = `
# customer-refund
a guest wants a full refund for the airbnb because the wifi was slow for one night || full refund; Airbnb; wifi; one night @@ guest
customer bought a dress, wore it to a wedding and now wants to return it || dress; wedding @@ customer
how do i say no to a refund politely, the course was already 80% watched || refund; course; 80%
client wants their deposit back after cancelling 2 days before the shoot || deposit; 2 days; shoot @@ client
someone on ebay says the phone i sold doesn't turn on and wants his money back || eBay; phone; money
# customer-complaint
a customer yelled at me on the phone because his order was a day late || phone; order; a day late @@ customer
we got a nasty review on tripadvisor about a waiter who was actually super polite || review; TripAdvisor @@ waiter
how do I answer an angry email from a client who says our support ignored her for a week || email; a week @@ client
a regular customer complained in front of everyone that the coffee was cold and wanted a free one || coffee @@ regular customer
someone left 2 stars saying the delivery guy was rude, how do i reply publicly || 2 stars; delivery @@ delivery guy
# client-scope-creep
client keeps adding "small changes" to the website after sign-off, we're on version 14 || website; version 14 @@ client
how do i tell a client that extra pages cost extra without losing the project || extra pages; project @@ client
the client wants me on calls every day now but the contract says weekly updates || calls; every day; contract; weekly @@ client
freelance photographer here, client now wants raw files and a second location for the same fee || raw files; second location @@ client
# client-late-payment
my client paid half the invoice in march and ignores my emails about the rest || invoice; March; emails @@ client
how do i send a firm reminder for an invoice that's 45 days late without burning the relationship || invoice; 45 days
a small business owes me 2,000 for translation work and keeps promising next friday || 2,000; next friday
# parent-to-teacher
my son came home saying the PE teacher called him lazy in front of the class, how do i bring it up || PE; class @@ son; PE teacher
my kid is being left out at recess and the school hasn't noticed, I want to write to the teacher || recess; school @@ kid; teacher
I disagree with the grade my son got on his science project, how do I email the teacher respectfully || grade; science project; email @@ son; teacher
want to tell the teacher that my daughter has dyslexia before the term starts || dyslexia; term @@ teacher; daughter
# teacher-to-parent
I'm a teacher and need to tell a parent their son has been copying homework from classmates || homework @@ parent; son
how do i write to parents that the class trip is cancelled without getting 30 angry replies || class trip @@ parents
as a tutor how do i tell a mum her daughter isnt practising between lessons || lessons @@ mum; daughter
a parent keeps messaging me on whatsapp at night about grades, I'm the teacher, how do I redirect her to email || WhatsApp; night; grades; email @@ parent
I need to call a parent about their child hitting another kid at lunch, what do I say first || lunch @@ parent; child
how to tell parents in the newsletter that phones will be banned in class from next week || newsletter; phones; next week @@ parents
# interview-prep
I have a panel interview for a nursing job on Wednesday and I always ramble || panel interview; nursing; Wednesday
interview in english for the first time and my english is not so good, how i prepare || English; first time
# interview-follow-up
had my final interview last Thursday, how long do I wait before emailing the recruiter || final interview; last Thursday @@ recruiter
they said they'd get back to me in a week, it's been three. should i email or call || a week; three; email; call
# interview-offer
they offered me the job but I'm waiting on another company, how do I ask for more time || job; another company
how do I negotiate a signing bonus when the salary is fixed || signing bonus; salary
I got the offer but the start date clashes with my wedding, can I ask to push it || offer; start date; wedding
# interviewer-questions
I'm interviewing interns next week, how do I make them comfortable and still learn something || next week @@ interns
how do I check if a senior engineer candidate can actually lead a team || senior engineer @@ candidate
# interviewer-reject
how do i tell a candidate who did a take-home task that we picked someone else || take-home task @@ candidate
need to reject an internal applicant who I'll still work with every day || every day @@ internal applicant
candidate keeps emailing asking for feedback after we said no, how do I answer kindly || feedback; email @@ candidate
# customer-complaint
a customer posted on our instagram that her food had a hair in it, how do we answer || Instagram; food @@ customer
a client is furious that the renovation is running late and calls me every day || renovation; every day @@ client
guest complained the hotel room smelled of smoke and wants to speak to a manager || hotel room @@ guest; manager
# teacher-to-parent
how do i tell a parent at pickup that their kid has been bullying others, i teach year 4 || pickup; year 4 @@ parent; kid
I'm her class teacher and I need to ask the parents why she misses so many mondays || mondays @@ parents
as a coach i have to tell a dad his son won't start in the final || final @@ dad; son
# teacher-to-parent
I'm a year 2 teacher, how do I tell the parents of one of my pupils that he needs to be assessed for speech therapy || year 2; speech therapy @@ parents; pupils
as her teacher i have to tell her parents she failed the midterm, how do i keep them on my side || midterm @@ teacher; parents
how do I word the email to my class's parents about head lice going around without causing panic || email; head lice @@ parents
my students' parents keep sending snacks with nuts, as the teacher how do i remind them about the allergy rule || snacks; allergy @@ parents; teacher
a mum complained to the principal before talking to me, I'm the class teacher. how do I start the meeting with her || meeting @@ mum; principal; class teacher
# interviewer-questions
first time interviewing someone for my team, what do I actually ask to see if they're good || team
how do i interview a candidate who is clearly nervous without making it worse @@ candidate
what's a good question to check if someone applying for a cashier job is honest || cashier
how do I run a fair interview for a warehouse lead when I know one of the applicants personally || interview; warehouse lead @@ applicants
`;
