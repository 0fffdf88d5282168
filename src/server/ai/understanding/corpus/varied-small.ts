/**
 * More phrasings for the types that had the fewest examples (clients, landlords, neighbours,
 * dating-app chats, long distance, raises, new teams...), so every type is tested on more than a
 * handful of unseen messages. Format: see romance.ts.
 */
export const VARIED_SMALL = `
# client-late-payment
my client still hasn't paid the invoice from march and keeps saying "next week" || invoice; march; next week @@ client
how do i chase a client for payment without sounding desperate @@ client
a customer owes my business 1200 dollars for the logo work and ghosted me || 1200 dollars; logo @@ customer
invoice is 45 days overdue, what's a firm but polite reminder email || invoice; 45 days; email
freelancer here, client paid half and disappeared, how do i ask for the rest @@ client
# ex-coparent-logistics
how do i ask my ex to return my stuff without starting a fight || stuff @@ ex
my ex and i share a dog and need to figure out who keeps him on weekends || dog; weekends @@ ex
need to text my ex-wife about changing the school pickup days || text @@ ex-wife
how do i split the furniture with my ex when we move out next month || furniture; next month @@ ex
my ex still has my spare key and my bike, how do i ask for them back @@ ex
# match-convo-dying
my hinge match only answers "haha" and "yeah", how do i save this chat || Hinge @@ match
the conversation with my bumble match is getting boring after two days || Bumble; two days @@ match
how do i restart a tinder chat that went quiet a week ago || Tinder; a week
we matched and talked for a bit but now it's just small talk, how do i make it interesting
she takes a day to reply on the app and the chat is dying, what do i send || the app; a day @@ she
# interview-follow-up
how do i follow up with a recruiter who said they'd get back to me by friday || friday @@ recruiter
no news a week after my final round, should i send a nudge || a week; final round
how long should i wait before emailing about my interview result || interview
what do i say in a follow-up email after a phone screen || email; phone screen
the hiring manager said "we'll be in touch" two weeks ago, can i ask for an update || two weeks @@ hiring manager
# partner-long-distance
my girlfriend moved abroad for a year, how do we stay close || a year @@ girlfriend
long distance is killing us, we only talk on facetime once a week || FaceTime; once a week
how do we keep a long distance relationship fun with a 7 hour time difference || 7 hour
my boyfriend is studying in another country and our calls keep getting shorter || calls @@ boyfriend
what are cute things to do with my partner over video call when we live apart || video call @@ partner
# date-plan
where should i take a girl on a first date if i don't drink || first date @@ girl
need cheap second date ideas for a rainy day || second date
what's a good date idea for someone who loves art || art
planning a surprise date for my boyfriend's birthday, any ideas || birthday @@ boyfriend
what should we do on our third date that isn't dinner or drinks || third date
# boss-raise
how do i ask my manager for a pay rise when the company is doing well || pay rise @@ manager
i do the work of two people, how do i ask for more money || money
i found out my colleague earns 10k more for the same job, how do i raise it || 10k; job @@ colleague
how do i ask for a promotion after leading the biggest project this year || promotion; project; this year
# work-new-team
it's my first week on a new team and i feel like an outsider, how do i connect || first week; new team
how do i start conversations with coworkers i only see on video calls || video calls @@ coworkers
i just became the manager of a new team, how do i introduce myself || new team
how do i join in the office banter when i'm the new person || office
new job starts monday, how do i make a good first impression with the team || new job; monday
# date-dtr
we've been dating for two months and i don't know if we're exclusive || two months
how do i ask her what we are without scaring her off @@ her
he introduces me as his friend but we've been sleeping together for months @@ he
is it too soon to have "the talk" after six weeks || six weeks
# match-opener
what's a good first message for a guy whose bio says he loves hiking || hiking @@ guy
how do i open on bumble when i have to message first || Bumble
i matched with a girl who has a photo with her cat, what do i say first || cat @@ girl
# match-meet-up
we've been messaging on the app for two weeks, how do i ask to meet || the app; two weeks
how do i suggest a coffee date to my hinge match without being pushy || coffee; Hinge
is it too fast to ask for a drink after one day of chatting on tinder || Tinder; one day
# roommate-chores
my roommate leaves her dishes in the sink for days || dishes; days @@ roommate
how do i ask my flatmates to take the trash out once in a while || trash @@ flatmates
my housemate never cleans the bathroom and it's disgusting || bathroom @@ housemate
# roommate-money
my roommate hasn't paid his part of the rent for two months || rent; two months @@ roommate
how do i tell my flatmate she needs to pay for the wifi too || wifi @@ flatmate
# client-scope-creep
the client wants a whole new website section for the same price || website @@ client
how do i say the extra features are a new project, not part of this one || features; project
# teacher-to-parent
how do i tell a parent their son has been cheating on tests || test @@ parent
i teach year 3 and need to set up a meeting with a difficult parent || meeting @@ parent
as a teacher how do i reply to a parent who emails me every day || every day @@ parent
# parent-to-teacher
how do i ask my daughter's teacher for extra help with maths || maths @@ teacher
my son says his teacher picks on him, how do i raise it without accusing her || @@ teacher
# neighbour
how do i ask the people next door to trim their tree that hangs over my garden || garden
the neighbours smoke on their balcony and it comes into my flat || balcony; flat @@ neighbours
# landlord
my landlord wants to raise the rent by 20% and i can't afford it || rent; 20% @@ landlord
there's mold in my bedroom and the landlord keeps ignoring my emails || emails @@ landlord
my landlord enters the flat without telling me first || flat @@ landlord
# customer-refund
a customer wants a refund three months after buying, our policy is 30 days || refund; three months; 30 days @@ customer
# date-cancelled
he cancelled our date an hour before, saying something came up || date; an hour @@ he
she postponed our dinner twice now, should i just stop asking || dinner; twice @@ she
# date-ghosted
the girl i went out with twice just vanished, no replies for a week || a week @@ girl
# cross-language-reply
my coworker sent me a message in german and my german is bad, how do i answer politely || German @@ coworker
a guy on hellotalk writes to me in korean, how do i reply naturally || HelloTalk; Korean @@ guy
# social-comment
how do i respond to a rude comment on my instagram post without starting a war || Instagram; post
someone commented that my video is fake, do i reply || video
`;
