/**
 * Round 13b workplace contrasts: "raise" meaning bring up, "at work" and "coworker" in messages that are
 * not a crush, a manager named inside a coworker problem and a coworker inside a manager problem,
 * customers and clients met at work, leaving vs asking for more pay, and a few in other languages.
 * Written independently of earlier rounds. Format: see romance.ts.
 */
export const S13B_WORK_CONTRAST = `
# boss-difficult
how do i raise the bullying with my manager when she's the one doing it @@ manager; she
i want to raise a concern with my boss about how he handled my sick day, he made me feel like a liar || sick day @@ boss; he
my boss keeps raising his voice at me in our one-on-ones, how do i raise that with him || one-on-ones @@ boss; him
what's the best way to raise with my director that my role has changed completely since i was hired @@ director
i need to bring up with my manager that i've been doing overtime unpaid for months, not asking for a raise just for it to stop || overtime; months @@ manager
my coworkers are great, it's my boss who ignores every email i send and then asks why things are late || every email @@ coworkers; boss
my boss compares me to my coworker in every review, "why can't you be more like jess". how do i respond || every review @@ boss; coworker; jess
the owner of the gym i coach at keeps taking my clients and giving them to his nephew, how do i talk to him || gym; clients @@ owner; nephew; him
my supervisor keeps asking about my personal life and my dating life at work, it's too much, how do i shut it down politely || personal life; dating life; work @@ supervisor
i need to tell my boss i disagree with how she spoke to a customer in front of me || customer @@ boss; she
my manager put me on a performance plan right after i complained about a coworker, it feels like payback || performance plan @@ manager; coworker
how do i say no to my boss asking me to train my replacement while i'm still here @@ boss; replacement
i'm the only one on the team my manager never says good morning to, am i crazy or should i say something @@ team; manager
mi jefa me grita delante de los clientes y no sé cómo pedirle que hablemos a solas @@ jefa; clientes
mon chef m'envoie du travail le dimanche soir, comment lui dire que ça ne va pas @@ chef
# coworker-conflict
how do i raise it with my coworker that she keeps leaving the register short at the end of her shift, before i go to the manager || register; shift @@ coworker; manager
the guy who trains new hires with me keeps telling them i do it wrong, how do i confront him @@ guy; new hires; him
i'm not into my coworker at all, she just won't stop asking me personal questions at work and i want her to back off || work @@ coworker; she; her
my coworker and i are both up for the same promotion and he's been weird and cold with me ever since || promotion @@ coworker; he
one of the other teachers in my department keeps taking the good classroom, how do i talk to her || classroom @@ teachers; her
there's a guy on my crew who won't wear his safety gear and it puts all of us at risk, how do i say something || safety gear @@ guy; crew
how do i deal with a colleague who always dumps her late tasks on me at 4:55 || late tasks; 4:55 @@ colleague
my coworker keeps cc'ing our boss on every tiny thing i do wrong, how do i ask him to talk to me first || every tiny thing @@ coworker; boss; him
me and the other barista can't agree on anything and the owner told us to figure it out ourselves @@ barista; owner
the girl on the next till keeps making comments about my clothes, i just want it to stop || till; clothes @@ girl
my colleague talks over me on every client call and the client now only addresses him || every client call @@ colleague; client; him
meine Kollegin lässt ihren Abwasch immer für mich stehen und tut so, als wäre nichts, wie sag ich's ihr @@ Kollegin
# coworker-credit
my coworker sent my report to the manager under her own name, i need to get the credit back || report @@ coworker; manager
i trained my coworker on the new system and now my boss thinks he set it up, how do i correct it || new system @@ coworker; boss; he
my manager praised a colleague for the campaign results that came from my ad set, and the colleague just said thanks || campaign; ad set @@ manager; colleague
how do i politely correct a coworker who told the client the design was hers || design @@ coworker; client
mi compañero presentó mi idea al jefe como si fuera suya, ¿cómo lo aclaro? || idea @@ compañero; jefe
# boss-raise
i want to bring up pay with my boss, it's been 3 years at the same salary || pay; 3 years; salary @@ boss
rumours at work say sales are down but i've carried this team all year. is it dumb to ask for more pay right now || all year; pay @@ team
i'm a nanny and want to ask the family for more per hour now that there are two kids || per hour; two kids @@ family
my manager keeps promising a promotion "next quarter", how do i pin him down || promotion; next quarter @@ manager; him
how do i ask for a salary review after being made team lead without extra pay || salary review; team lead
# work-new-team
i replaced a manager everyone loved and the team is frosty. first team meeting is monday, how do i open || first team meeting; monday @@ manager; team
first day on the ward tomorrow as a new nurse, how do i get the others to like me || first day; ward; tomorrow
i just joined a startup and everyone is close friends already, how do i fit in || startup @@ friends
how do i get invited to the after work drinks at my new job || after work drinks; new job
new job, small office of 6 people, how do i start conversations with them || new job; office; 6 people
# work-resign
how do i tell my boss i'm leaving to work for a competitor || competitor @@ boss
i'm quitting because of a coworker but i want to stay professional with my manager when i tell her @@ coworker; manager; her
my boss is also a friend, how do i tell her i've accepted another job || another job @@ boss; friend; her
how do i resign when i've only been there 2 weeks and they trained me || 2 weeks
# coworker-crush
my coworker asked me to grab a drink after work and i think i like him, what now || drink; after work @@ coworker; him
i keep finding excuses to walk past her desk, how do i tell if my coworker likes me back || desk @@ coworker
# make-friends
how do i make friends outside of work, my whole life is my job and my coworkers || work; job @@ coworkers
i want to hang out with a guy from my running club as friends, no romance, how do i ask || running club @@ guy
how do i meet people in my 40s after a divorce || 40s; divorce
`;
