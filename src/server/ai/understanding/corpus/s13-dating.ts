/**
 * Round 13 dating and dating-app phrasings: cancelled dates, following up, planning, ghosting, "what are we",
 * letting someone down; openers, dying chats, moving off the app. Written independently of earlier rounds.
 * Format: see romance.ts.
 */
export const S13_DATING = `
# date-cancelled
he bailed 40 minutes before our bowling date, said his sister needed him. should i suggest a new day or let him do it || 40 minutes; bowling @@ he; sister
she bailed on our second date because of work, how do i reschedule without sounding desperate || second date; work @@ she
my date cancelled tonight's dinner over text with no new plan. should i ask or wait || dinner; text @@ date
this is the second time he's postponed drinks. is he just not interested? || second time; drinks @@ he
she had to cancel our picnic because of the rain and said "raincheck?" what do i answer || picnic @@ she
# date-follow-up
what do i text after a first date that went really well yesterday || first date; yesterday
had a great time at the comedy show with Leah last night, when should i message her || comedy show; last night @@ Leah
how soon is too soon to text after a date? we had dinner on saturday || date; dinner; saturday
our first date was at an arcade and i want to tell him i had fun without overdoing it || first date; arcade @@ him
we kissed at the end of the date and now I don't know what to text her || date @@ her
she said "let's do this again" after our coffee date. how do i set up the next one || coffee date @@ she
# date-plan
ideas for a second date that's not dinner and drinks, we both like the outdoors || second date; dinner; drinks
where should i take a girl on a first date in a small town with nothing to do || first date @@ girl
what's a cheap date idea for two broke students in the city || date
planning a surprise date for my boyfriend on a budget, he loves astronomy || date; astronomy @@ boyfriend
how do i plan a third date at my place without it seeming like I'm only after one thing || third date
good rainy day date ideas that aren't a movie || date; movie
# date-ghosted
we went on three dates and he just stopped replying. do i send one last text || three dates; text @@ he
she ghosted me after what I thought was an amazing weekend together || weekend @@ she
got ghosted after a second date and i'm embarrassed how much it bothers me || second date
he was texting me daily and suddenly nothing for 10 days. should i reach out || daily; 10 days @@ he
how do i stop checking my phone after being ghosted by a guy i liked || phone @@ guy
# date-dtr
two months of dates every weekend and i have no idea if he's seeing other people. how do i ask || two months; every weekend @@ he
how do i bring up "what are we" without making it a big talk @@ we
he introduces me to his friends as his "friend". how do i ask what we are @@ he
we've been sleeping together for a while and i want more, how do i say it
saw that she's still active on hinge and we've been on six dates. can i ask her about it || Hinge; six dates @@ she
# date-let-down
the guy from the bookshop date keeps planning our next one and i'm just not into him. what do i text || bookshop; date @@ guy
she wants a third date and i don't. how do i say that kindly || third date @@ she
I need to turn down a second date with someone who was really sweet || second date @@ someone
how do i tell him i only see him as a friend after two dates || two dates @@ him
a guy from my salsa class asked me out and I'm not interested, how do i decline without making class weird || salsa class @@ guy
# match-opener
what's a good opener for a girl on hinge who has a photo with her pet snake || Hinge; photo @@ girl
how do i start a convo on bumble when her profile just says "ask me" || Bumble
give me a first message for a guy whose tinder bio is just his height || Tinder @@ guy
what do i send first to a match who loves baking || baking @@ match
I matched with someone who's into climbing, what's a non-cringe opener || climbing
# match-convo-dying
chat with my hinge match is just "how's your week" on repeat, how do I fix it || Hinge @@ match
my tinder match replies once a day with one word, worth saving? || Tinder; once a day @@ match
we were chatting nonstop on bumble and now it's gone quiet, what do i send || Bumble
the conversation with my match keeps dying after small talk @@ match
he answers my questions but never asks anything back on the app || the app @@ he
# match-meet-up
me and this hinge guy have great banter but it's been all text, how do I get us to actually meet for a drink || Hinge; text; drink @@ guy
two weeks of good chats with a tinder match, i want to ask her out for tacos, how do i word it || two weeks; Tinder; tacos @@ match
should i suggest coffee or drinks for the first meet with my bumble match || coffee; drinks; Bumble @@ match
how do I ask my match for a video call before meeting irl || video call @@ match
is it too soon to ask my match out after 3 days of chatting || 3 days @@ match
`;
