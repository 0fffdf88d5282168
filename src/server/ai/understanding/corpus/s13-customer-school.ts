/**
 * Round 13 customer, client, school, interview, social-comment and cross-language phrasings.
 * Written independently of earlier rounds. Format: see romance.ts.
 */
export const S13_CUSTOMER_SCHOOL = `
# customer-refund
the lady who ordered the 3-tier birthday cake says it was too sweet and wants all 140 back even though the party ate most of it || birthday cake; 140; party @@ lady
buyer says the dress didn't fit and wants her money back after 45 days, our policy is 30 || money; 45 days; 30 @@ buyer
how do I say no to a refund without losing a regular customer || refund @@ customer
someone is asking for a refund on a digital course they already finished || refund; digital course @@ someone
customer on etsy wants a refund because shipping took too long, it wasn't my fault || Etsy; refund; shipping @@ customer
how do i offer a partial refund on a repair job the client wasn't happy with || refund; repair job @@ client
# customer-complaint
a guest left a 1 star review saying the room was dirty, how do I respond publicly || 1 star; room @@ guest
customer yelled at me on the phone about a late delivery, how do I write the follow-up email || phone; delivery; email @@ customer
how do i answer an angry google review that's half true || Google; review
a customer says our coffee made her sick and is threatening to post about it || coffee @@ customer
someone complained in our facebook group that the yoga teacher was rude || Facebook; yoga teacher
a patient's family member is furious about the wait time, how do I respond to her email || email @@ family member
# client-scope-creep
my client keeps adding "just one more small thing" to the website after we signed off || website @@ client
how do i tell a client that extra revisions cost money without sounding greedy || revisions; money @@ client
the client wants a logo, then a brand guide, then business cards, all for the original price || logo; brand guide; business cards @@ client
client asked for 2 blog posts and now wants social captions too, same fee || blog posts; fee @@ client
how do I push back when a customer expects weekend support that's not in our contract || weekend; contract @@ customer
I'm a photographer and the couple wants all raw files now, that wasn't part of the package || raw files; package @@ couple
# client-late-payment
my client is 60 days late on an invoice and stops answering, how do I chase || 60 days; invoice @@ client
how do i politely remind a client that the $2,400 invoice was due on the 1st || $2,400; invoice; the 1st @@ client
a small business owes me for three months of bookkeeping, what do i write || three months; bookkeeping
client says "payment is processing" for the third week in a row, what next || payment; third week
how do i ask for a deposit upfront from now on after a client paid late || deposit @@ client
# parent-to-teacher
some older boys take my son's snack at lunch break every day and he's scared to tell anyone, how do I raise it with his teacher || lunch; every day @@ son; teacher
my daughter's math teacher keeps taking her phone and she needs it for her insulin app || math; phone @@ daughter; teacher
how do I ask the teacher why my kid got detention without sounding confrontational || detention @@ teacher; kid
my son has dyslexia and his teacher doesn't seem to know, how do I bring it up || dyslexia @@ son; teacher
what do i write to my child's teacher to ask for extra homework because she's bored || homework @@ teacher
I want to ask my son's coach why he never gets to play @@ coach; son
# teacher-to-parent
how do I tell a parent their child has been copying homework || homework @@ parent; child
i teach year 3 and need to tell a mum her son keeps hitting others || year 3 @@ mum; son
how do I write to parents about a student who's always late to first period || first period @@ parents; student
a parent emails me every day about her daughter's grades, how do I set a boundary || every day; grades @@ parent; daughter
how do i tell a dad his daughter might need to be tested for adhd || ADHD @@ dad; daughter
as a tutor, how do I tell parents their kid isn't doing the practice between lessons || lessons @@ tutor; parents; kid
# interview-prep
how do I answer "what's your biggest weakness" in my interview on friday || interview; friday
I have a panel interview for a nursing job next week and I'm terrified || panel interview; nursing; next week
what questions should I ask at the end of my interview for a junior accountant role || interview; junior accountant
how do i explain being fired from my last job in an interview || job; interview
got a final round at a startup tomorrow, how do I talk about salary if it comes up || final round; tomorrow; salary
how do i prepare for a video interview when i get really nervous on camera || video interview
# interview-follow-up
it's been a week since my interview and no word, do I email the recruiter || a week; interview; email @@ recruiter
how do I follow up after a final round without sounding desperate || final round
they said they'd let me know by friday and it's tuesday, what do i send || friday; tuesday
the hiring manager spent an hour with me today and was super kind, is a short linkedin message after the interview ok || an hour; today; LinkedIn; interview @@ hiring manager
# interview-offer
they offered 62 and i said 70 in the first call, how do i push back on the number now || 62; 70; call
how do I ask for more time to decide on an offer while I wait for another company || offer
how do i turn down a job offer politely after they were so nice in the interviews || job offer; interviews
got an offer for $85k, should I counter at 95 || offer; $85k; 95
# interviewer-questions
what should I ask a candidate for a customer service role to see how they handle angry people || customer service role @@ candidate
I'm a new manager and have to run my first hiring interview on thursday, what should I ask to tell good from great || interview; thursday
how do I interview a senior engineer when they know more than me || senior engineer
good questions to find out if a nanny candidate is reliable || nanny @@ candidate
I'm hiring a part-time cashier, what do I ask in a 15 minute interview || cashier; 15 minute; interview
# interviewer-reject
how do I tell a candidate who interviewed 4 times that we chose someone else || 4 times @@ candidate
what do i write to the applicants who didn't make it past the phone screen || phone screen @@ applicants
how do I reject an internal candidate who's a friend of mine || internal candidate @@ friend
how do i give a rejected candidate useful feedback without legal trouble || feedback @@ candidate
# social-comment
someone commented "cringe" under my dance video, do i reply or delete || dance video; cringe
my aunt left a political comment on my graduation photo, how do I respond in public || political comment; graduation photo @@ aunt
how do I reply to a troll on my tiktok who keeps commenting about my weight || TikTok; weight @@ troll
a stranger corrected my grammar in the comments of my linkedin post || comments; LinkedIn; post @@ stranger
how do i reply to a really sweet comment from my old teacher on my post || comment; post @@ old teacher
someone on reddit accused me of lying in my post, do I answer || Reddit; post @@ someone
# cross-language-reply
my korean friend sent me a voice message in korean and i want to reply in korean too || voice message; Korean @@ friend
how do i answer my mother-in-law in spanish, i'm still learning || Spanish @@ mother-in-law
an italian nonna from my language exchange sent me a long message in italian and I want to answer properly || Italian
my japanese host family sent a thank you message, what's a polite reply in japanese || Japanese @@ host family
help me reply in french to my coworker who wrote "bon courage pour demain" || French @@ coworker
`;
