/**
 * Round 13, third pass: short and medium messages for workplace, customer, school and interview types,
 * and off-topic requests. Written independently. Format: see romance.ts.
 */
export const S13_SHORT_WORK = `
# coworker-credit
how to stop a coworker stealing my ideas @@ coworker
boss praised Jake for MY report. do i say something? || report @@ boss; Jake
my teammate forwarded my research to the client as his own findings || research @@ teammate; client
a colleague keeps claiming my sales as hers in the CRM || sales; CRM @@ colleague
how do I politely correct my manager when she credits the wrong person for my work || work @@ manager
# coworker-conflict
my coworker keeps microwaving fish and won't stop after i asked twice || fish; twice @@ coworker
colleague keeps interrupting me on calls, how do i handle it || calls @@ colleague
there's a guy on my team who refuses to answer my questions and makes me look bad @@ guy; team
how do i work with someone who openly dislikes me
my coworker leaves every mess in the break room for me || break room @@ coworker
a coworker keeps commenting on what I eat at lunch || lunch @@ coworker
two teammates keep fighting and dragging me into it @@ teammates
how do i tell a coworker to stop touching my stuff on my desk || desk @@ coworker
# boss-difficult
boss wants me to stay late every day and i have a kid to pick up || every day @@ boss; kid
how do i tell my manager i need a mental health day || mental health day @@ manager
my boss keeps forgetting what she asked me to do and then blames me @@ boss
my manager undermines me in front of my direct reports @@ manager; direct reports
how do i tell my boss his idea won't work @@ boss
how do I ask my supervisor to stop messaging me on my days off || days off @@ supervisor
# boss-raise
is it ok to ask for a raise after 1 year || raise; 1 year
how to ask for a promotion when your boss is new || promotion @@ boss
script for asking my manager for a 15% raise || 15%; raise @@ manager
i do way more than my title, how do i ask to be promoted || title
# work-resign
handing my boss my letter on monday, what do i say when he asks why || letter; monday @@ boss
best way to resign from a job i've only had for 2 months || 2 months
how do I quit my part time job at the café nicely || café
i'm leaving to have a baby and not coming back, how do i tell work || baby
# work-new-team
tips for my first day on a new team || first day; new team
how do i get my new coworkers to include me in lunch || lunch @@ coworkers
it's my first week as a manager of a team that didn't want me || first week @@ team
# coworker-crush
crush on my coworker, should i say something @@ coworker
is dating a coworker a bad idea if we're on different teams || teams @@ coworker
i think my coworker is flirting with me on teams lol || Teams @@ coworker
# customer-refund
customer demanding refund for a service i already did, what do i say || refund; service @@ customer
the refund window closed a month ago and the buyer is insisting, polite no? || refund; a month ago @@ buyer
# customer-complaint
how to reply to a one star review on google maps that's a lie || one star; review; Google
angry customer in my DMs about a late order || DMs; order @@ customer
a customer keeps emailing me in all caps about a broken item || emailing @@ customer
# client-scope-creep
client keeps asking for free extras, how do i stop it @@ client
how do i bill a client for extra work they didn't agree to pay for || extra work @@ client
# client-late-payment
client hasn't paid in 90 days || 90 days @@ client
how to chase an unpaid invoice without sounding rude || invoice
# parent-to-teacher
how do i ask my son's teacher if he's making friends @@ son; teacher
i think my daughter's teacher is picking on her, how do i bring it up @@ daughter; teacher
email to my kid's teacher about too much homework || email; homework @@ teacher; kid
# teacher-to-parent
how do i tell a parent their kid is falling behind in reading || reading @@ parent; kid
writing to parents about a student cheating on a test || test @@ parents; student
# interview-prep
how do i prepare for a behavioral interview || interview
what do i wear to an interview at a tech startup || interview; tech startup
how do I answer "why do you want to work here" || work
# interview-follow-up
how long should i wait to follow up after an interview || interview
no response after my interview 2 weeks ago, what do i write || interview; 2 weeks ago
# interview-offer
how do I ask for a higher salary after a job offer || salary; job offer
can I negotiate my start date after accepting || start date
# interviewer-questions
what should I ask when interviewing a babysitter || babysitter
interview questions for a junior designer || junior designer
# interviewer-reject
rejection email template for a candidate who came close || rejection email @@ candidate
how do i tell a candidate no after a great interview || interview @@ candidate
# social-comment
how do i respond to a hate comment on my instagram reel || hate comment; Instagram; reel
someone commented on my post that i look tired, what do i reply || post @@ someone
# cross-language-reply
how do i reply to my japanese friend's message in japanese, i'm a beginner || Japanese @@ friend
my french girlfriend's mom texted me in french, how do i answer || French @@ girlfriend; mom
# none
what's 7 times 8
define procrastination
how do I make pancakes fluffy
when is the next full moon
give me a random fact
what's the best laptop for coding
sing me a song
what movies are out this week
help me write a tweet about my new bakery
how far is the moon
`;
