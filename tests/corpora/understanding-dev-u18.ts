import { parseCorpus } from '../../src/server/ai/understanding/corpus';

/**
 * Development set U18 (issue #21, engineer u18): 124 first messages over the 16 situation types the 5-fold CV reads
 * worst (roommate money, partner trust, a new team, coworker friction, confessing, "what are we", a hard talk with
 * the boss, asking out, making friends, credit taken, planning a date, a late client, a job offer, scope creep,
 * ghosting, a friend's fight). Written before any change from the catalogue's descriptions, in scenarios and words
 * of my own (typos, lower case, rambling, negations, two problems in one), without reading the held-out sets or the
 * CV errors. Never trained on; `bun scripts/understanding-dev-u18.ts` reads it (type, category, facts, people).
 * Format: see corpus/romance.ts.
 */
export const UNDERSTANDING_DEV_U18 = parseCorpus(`
# roommate-money
my flatmate hasnt put in her share of the gas bill for two months and the supplier is emailing me || gas bill; two months @@ flatmate
the guy i share a flat with venmoed me 20 quid short again for rent, tiny amount but its every month || Venmo; every month @@ guy
how do i ask my housemate to pay back the £85 internet deposit i covered when we moved in || £85 @@ housemate
we split groceries 50/50 but my roommate eats twice what i do and i'm the one paying for the big shop on sundays || sundays @@ roommate
roomie says she'll transfer the water bill money "next week" and its been next week since march || march; next week @@ roomie
not trying to be petty but my flatmate owes me 140 for the sofa we bought together and he keeps changing the subject || 140 @@ flatmate
i live with two girls from uni and one of them never pays her bit of the council tax, how do i raise it without the house going cold || council tax @@ girls
our landlord is fine, the problem is my housemate who pays his rent late every month so i have to cover it || every month @@ housemate
# partner-trust
my boyfriend turned his phone face down the second i sat next to him and now i cant stop thinking about it @@ boyfriend
found messages on my wife's ipad to a man she said was "just a client", how do i ask her without it turning into a fight || iPad @@ wife; man
he says he was at the gym till 10 but his friend posted him at a bar, do i confront him || gym; 10; bar @@ he
i dont trust my girlfriend since she lied about where she was last saturday and i dont know how to get past it || last saturday @@ girlfriend
my partner still has a dating app on his phone "by accident", how do i bring it up without sounding jealous @@ partner
we've been together 3 years and she's started hiding her screen and going out without saying where. is it paranoid to ask || 3 years @@ she
not a fight exactly, i just feel like my husband is keeping something from me, new password, late nights at "work" || work @@ husband
caught my bf liking his ex's bikini pics at 2am and he said it means nothing. how do i tell him it broke something || 2am @@ bf; ex
# work-new-team
started a new job on monday and everyone already has their lunch groups, how do i get in without being weird || new job; monday; lunch
first week on a new team, fully remote, nobody talks in the slack except about tickets. how do i break the ice || first week; Slack
i just transferred to the london office and i dont know anyone on my floor yet, any tips for the first few days || London office
new girl at the warehouse here, the crew all know each other from years back and i feel like an outsider || warehouse; years @@ crew
how do i introduce myself to my new team in a way thats not cringe, we have our first standup tomorrow || standup; tomorrow @@ team
joined a hospital ward as a newly qualified nurse and the others are friendly but i cant seem to become part of the group || hospital ward
im the new guy in the sales team and they all go for drinks on fridays, should i invite myself or wait || sales team; drinks; fridays
moved departments last month and my new colleagues are nice enough but i still eat lunch alone at my desk || last month; lunch @@ colleagues
# coworker-conflict
the other receptionist keeps taking her breaks during the busy hour and leaving me with the queue, we're on the same grade || receptionist
me and a guy on my shift just dont get on, every handover turns into a snipe, how do i fix it without involving the manager || shift; handover @@ guy
my coworker talks over me in every meeting and its getting to me, how do i say something || meeting @@ coworker
theres tension between me and another developer since i rejected his pull request, now he ignores my messages @@ developer
a colleague on my team keeps leaving passive aggressive sticky notes about the fridge and i want to clear the air @@ colleague
sharing a desk with someone who hums all day and gets offended when i put headphones on, she's not my boss just the person next to me @@ someone
the nurse i work nights with always leaves her charting for me to finish at handover || nights; handover @@ nurse
we're both team leads and she keeps undermining my decisions in front of my people || team leads @@ she
not romance, not money, just a coworker who sighs every time i speak and i want to know how to handle it @@ coworker
# hidden-crush-confess
i think its time to tell my crush how i feel, we've been talking every day for months and i cant keep it in || every day; months @@ crush
how do i tell someone i like them without ruining everything, i'd rather say it in person than text || text @@ someone
i want to confess to a boy in my year before we all go to different unis in september || september @@ boy
writing a letter to tell her i have feelings for her, is that too much or is it sweet @@ her
going to tell him tonight at the party that i like him, what do i actually say || tonight; party @@ him
ive liked this person for two years and never said a word, I need to finally get it out there || two years @@ person
how do i admit i have feelings for a guy from church without it being a whole thing || church @@ guy
i told myself i'd say it on valentines day, how do i word "i like you" so it doesnt sound like a line || valentines day
# date-dtr
we've been seeing each other for 3 months and i still dont know if we're exclusive, how do i ask || 3 months
he introduces me as a "friend" to people but we sleep over every weekend. how do i ask what we are || every weekend @@ he
after 8 dates i want to know if this is going anywhere without scaring her off || 8 dates @@ her
how do i have the "what are we" talk without sounding needy, we've been casual since summer || summer
i want to delete the apps but only if he has too, how do i bring up being official @@ he
we act like a couple but she's never called it a relationship, should i ask or wait for her || @@ she
is 6 weeks too soon to ask where this is going? we see each other twice a week || 6 weeks; twice a week
# boss-difficult
my manager keeps changing my deadlines at the last minute and then blames me when stuff is late, how do i bring it up with her @@ manager
need to tell my supervisor that his jokes about my accent in team meetings aren't ok || team meetings @@ supervisor
the owner of the cafe i work at keeps asking me to come in on my days off and i want to say no || cafe; days off @@ owner
my boss micromanages every email i send and i want to ask for more trust without sounding defensive || email @@ boss
how do i tell my manager the workload is too much since two people left, not asking for money || two people @@ manager
the head of department gave me feedback in front of the whole team and i want to tell him it should've been private || team @@ head of department
my boss said i could work from home fridays and now he's taking it back, how do i push back || fridays; home @@ boss
i want to complain to my team leader about how she hands out the rota, always me on saturdays || rota; saturdays @@ team leader
my line manager keeps cancelling our 1:1s, i need a proper conversation about my progress || 1:1s @@ line manager
# crush-ask-out
theres a girl at my climbing gym i say hi to every tuesday and i want to ask her for a drink after, how || climbing gym; tuesday; drink @@ girl
how do i ask a guy i met at a friend's party out, i have his insta || party; Instagram @@ guy; friend
the cute barista knows my order by heart and im thinking of leaving my number on the cup || barista; cup @@ barista
want to ask my neighbour's friend to the cinema on friday, we've met like three times || cinema; friday; three times @@ friend
is it weird to ask out someone from my book club? we've only talked about books but i like him || book club @@ him
i've been talking to a girl in my lecture and want to ask her to the christmas market this weekend || lecture; christmas market; this weekend @@ girl
how do i ask my crush to prom without it being a massive public thing || prom @@ crush
i dont want to just keep chatting, i want to actually ask her out for dinner. how do i word it || dinner @@ her
# make-friends
moved to manchester for a job and i havent made a single friend in 6 months, where do i even start || Manchester; 6 months
i'm 34 and all my friends have kids now, how do you make new friends as an adult || 34
went to a running club twice and people are nice but how do i turn "hi" into actually hanging out || running club; twice
how do i make friends at uni when everyone seemed to find their group in freshers week || uni; freshers week
i want new friends but im shy and every time someone chats to me at the dog park i freeze || dog park
there's a mum at the school gate i'd like to be friends with, how do i suggest coffee without it being weird || school gate; coffee @@ mum
i work from home and literally only talk to my cat, how do i meet people in a new city || home; new city
how do i go from acquaintance to friend with someone from my pottery class || pottery class @@ someone
# coworker-credit
my coworker presented the slides i made as his work to the director and didnt mention me once || slides @@ coworker; director
how do i get credit back when a colleague forwarded my analysis to the client under her name || analysis @@ colleague; client
in standup he said "i fixed the bug" but it was me, i have the commits to prove it, how do i bring it up || standup; commits @@ he
a teammate keeps saying "we" did things when he means i did them, and our manager believes him @@ teammate; manager
the idea for the new menu was mine but the other sous chef pitched it to the owner first || new menu @@ sous chef; owner
someone on my team took my research for the grant and now she's getting praised for it || grant @@ someone
i wrote the whole proposal and my colleague emailed it to the boss with only her name on it || proposal @@ colleague; boss
how do i stop a coworker from taking credit for my ideas in meetings without looking petty || meetings @@ coworker
# date-plan
second date on saturday and i want something better than drinks, any ideas for a cheap day date in the city || second date; saturday; drinks
what should i plan for our first date, she likes art and hates loud places || first date; art @@ she
we've been on three dates and i want to cook for him at mine, is that too much || three dates @@ him
need a date idea for a rainy sunday that isnt just the cinema || sunday; cinema
planning a surprise date for my boyfriend's birthday next week, budget about £60 || birthday; next week; £60 @@ boyfriend
first date with a guy from hinge on thursday, coffee or a walk? || Hinge; thursday; coffee @@ guy
how do i plan a date that's fun for someone who doesnt drink || @@ someone
# client-late-payment
invoice is 45 days overdue and the client keeps saying "finance is on it", how do i chase without burning the bridge || 45 days; invoice @@ client
a small business i designed a logo for still hasnt paid the £400 after two reminders || logo; £400; two reminders @@ business
how do i write a firm email to a client who owes me for march's work || email; march @@ client
freelancer here, client went quiet after i sent the final files and the invoice. what do i say || invoice; final files @@ client
the agency promised payment in 30 days and its now day 70 || 30 days; day 70 @@ agency
my client paid half and ghosted me for the rest, $1,200 outstanding || $1,200 @@ client
i tutor a kid and his parents are three lessons behind on paying me, how do i bring it up nicely || three lessons @@ parents
# interview-offer
got an offer for 42k but i was hoping for 48, how do i counter without losing it || 42k; 48
they offered me the job but want an answer by friday and im waiting on another company || friday
how do i turn down a job offer politely when i already accepted somewhere else
the offer is good but there's no remote work, can i ask for two days from home before i sign || two days; home
i got the job!! but the start date clashes with my holiday in june, how do i ask to push it || start date; holiday; june
second round went well and now they offered me the role, should i negotiate the salary or just accept || salary
how do i ask for the offer in writing before i hand in notice at my current job || notice
# client-scope-creep
client keeps adding "just one more small thing" to a website we agreed at a fixed price || website @@ client
we quoted for 10 product photos and now they want 30 plus video for the same fee || 10; 30; video
how do i tell a client that the extra revisions will cost more, we're on round 7 || round 7 @@ client
the brief was a logo and now they want a whole brand guide for free, how do i say no without losing them || logo; brand guide
my client keeps sending new feature requests on whatsapp and expects them in the same deadline || WhatsApp @@ client
freelance copywriter, the client wants me to also post the articles on their social media, not in our contract || articles; social media @@ client
how do i push back on a customer who thinks the package includes unlimited changes || @@ customer
# date-ghosted
had a great third date then he just stopped replying, its been 9 days || third date; 9 days @@ he
she left me on read since our date on saturday, should i text once more or let it go || saturday @@ she
we went out twice and he vanished, no reply on hinge or text || twice; Hinge; text @@ he
how do you handle being ghosted after a month of dates, i just want to understand why || a month
after the date she said she'd text me, that was two weeks ago and nothing || two weeks @@ she
he deleted our chat on bumble right after our first date and i feel so stupid || Bumble; first date @@ he
is it worth sending one last message to someone who ghosted after we met up || @@ someone
# friend-conflict
my best friend and i had a huge argument at her birthday and now we're not speaking || birthday @@ best friend
i said something harsh to my mate when i was drunk and he hasnt replied in a week, how do i apologise || drunk; a week @@ mate
my friend called me selfish in the group chat and i'm still angry, how do i talk to her about it || group chat @@ friend
we fell out over the holiday plans and now the whole friend group is taking sides || holiday @@ friend group
not drifting, we actually had a fight, my friend of 10 years said i never show up for her || 10 years @@ friend
me and jess fell out over something stupid about a flat viewing and i want to fix it || flat viewing @@ jess
my friend yelled at me in front of everyone at the pub and i dont know if i should be the one to reach out || pub @@ friend
how do i make up with a friend after i forgot her big day and she found out from someone else @@ friend
`);

/**
 * Development set U18, other languages: 24 first messages in Spanish, French, German, Italian and Portuguese over
 * everyday types (the 5-fold CV reads the corpus's 83 non-English lines at 46%, its English ones at 90%). Written
 * from the catalogue like the lines above, before any change; labelled with type and people only.
 */
export const UNDERSTANDING_DEV_U18_LANG = parseCorpus(`
# boss-difficult
mi jefa me cambia los turnos cada semana sin avisar y necesito hablar con ella @@ jefa
mon chef me donne toujours les pires horaires et je veux lui en parler calmement @@ chef
# boss-raise
llevo tres años en la empresa y quiero pedir un aumento de sueldo, ¿cómo se lo planteo a mi jefe? @@ jefe
ich möchte meinen Chef um eine Gehaltserhöhung bitten, aber ich habe Angst @@ Chef
# coworker-conflict
una compañera de trabajo siempre me interrumpe en las reuniones y ya no lo aguanto @@ compañera
mon collègue me parle mal devant les clients, comment lui dire d'arrêter @@ collègue
# coworker-credit
mi compañero presentó mi proyecto como si fuera suyo delante del director @@ compañero; director
# partner-fight
mi novia y yo discutimos todas las noches por tonterías y ya no sé qué hacer @@ novia
meu namorado gritou comigo ontem e agora não fala comigo @@ namorado
# partner-trust
je crois que mon copain me ment, il cache son téléphone tout le temps @@ copain
il mio ragazzo mi ha mentito su dove era sabato sera, come gliene parlo @@ ragazzo
# friend-conflict
me peleé con mi mejor amiga por una tontería y ahora no me contesta @@ amiga
ich habe mich mit meinem besten Freund gestritten und er antwortet nicht mehr @@ Freund
# friend-owes-money
mi amigo me debe 300 euros desde hace meses y no sé cómo pedírselo @@ amigo
# friend-drifting
ma meilleure amie et moi on ne se voit presque plus depuis qu'elle a déménagé @@ amie
# family-parents
mis padres no aceptan que quiero estudiar música, ¿cómo hablo con ellos? @@ padres
meine Mutter ruft mich jeden Tag an und kontrolliert alles, ich bin 28 @@ Mutter
# family-siblings
mi hermano siempre usa mis cosas sin pedir permiso @@ hermano
# roommate-money
mi compañera de piso nunca paga su parte de la luz @@ compañera de piso
mon coloc ne paie jamais sa part du loyer à temps @@ coloc
# roommate-noise-guests
la mia coinquilina porta gente a casa ogni sera e non riesco a dormire @@ coinquilina
# work-resign
quiero dejar mi trabajo pero no sé cómo decírselo a mi jefe @@ jefe
# crush-ask-out
quiero invitar a salir a una chica de mi clase pero me da vergüenza @@ chica
# date-let-down
je ne veux pas d'un deuxième rendez-vous avec lui, comment lui dire gentiment @@ lui
`);
