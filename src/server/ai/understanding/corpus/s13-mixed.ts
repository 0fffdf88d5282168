/**
 * Round 13, fourth pass: messages that say what they are NOT about ("it's not my boss, it's…"), ones that
 * open with context before the ask, and some in Spanish, French or German. Each says plainly which situation
 * it is. Written independently. Format: see romance.ts.
 */
export const S13_MIXED = `
# coworker-conflict
my boss is great, it's the woman who sits across from me who's the problem. she criticises how i type, how i talk, how i dress @@ boss; woman
this isn't about money or credit. my coworker and i just can't be in the same meeting without snapping at each other || meeting @@ coworker
mi compañero de trabajo me habla mal delante de todos y no sé cómo decirle que pare @@ compañero
mein Kollege redet in jedem Meeting über mich hinweg, wie spreche ich das an || Meeting @@ Kollege
we're both shift leads and she changes my rota decisions behind my back || rota @@ she
the other receptionist ignores me all morning then acts sweet when the manager walks in || all morning @@ receptionist; manager
my colleague keeps sending me passive aggressive slack messages at 7am || Slack; 7am @@ colleague
# boss-difficult
it's not my coworkers, they're fine. it's my manager who keeps moving my deadlines forward without asking || deadlines @@ coworkers; manager
mi jefe me manda mensajes a las 11 de la noche y quiero poner un límite sin que se enfade @@ jefe
ma patronne me reproche tout devant les clients, comment lui en parler seule à seule @@ patronne
my boss asked me to take on a second role with no extra pay and I need to say no || second role; pay @@ boss
my new manager cancels our 1:1 every week and then says I don't communicate || 1:1; every week @@ manager
how do I push back when my boss assigns me work that belongs to another department || work @@ boss
# coworker-credit
not a conflict exactly, she's nice to me, but she keeps presenting my designs as her own to our clients || designs @@ she; clients
la compañera nueva presentó mi informe como suyo en la reunión del lunes || informe; reunión; lunes @@ compañera
# boss-raise
i don't want to leave, i want to stay but get paid fairly. how do I ask my boss for a raise that matches the market || raise @@ boss
llevo dos años sin subida de sueldo, ¿cómo se lo planteo a mi jefa en la evaluación? || dos años; evaluación @@ jefa
# work-resign
I'm not unhappy with my team, I just got an offer I can't turn down. how do I tell them || offer @@ team
je quitte mon travail le mois prochain et je ne sais pas comment l'annoncer à mon patron || le mois prochain @@ patron
# work-new-team
first month at a new company and I don't know anyone's name yet, how do I start connecting with people || first month; new company
# coworker-crush
this is about a crush, not a conflict: the guy in the next cubicle and I have been flirting for weeks || weeks @@ guy
# family-parents
it's not my sister this time, it's my mom. she keeps telling relatives about my divorce || divorce @@ sister; mom
mis padres no quieren que me vaya a estudiar fuera y no sé cómo convencerlos @@ padres
meine Eltern wollen nicht, dass ich mit meinem Freund zusammenziehe @@ Eltern; Freund
my parents want me to come home every weekend and I'm in my final year at uni || every weekend; final year; uni @@ parents
my dad keeps calling me lazy because I'm job hunting, how do I respond without a shouting match @@ dad
mom rings me at work six, seven times a day and panics if i don't pick up. how do i say this has to change || work @@ mom
# family-siblings
not my parents, my brother: he keeps telling them everything I tell him in confidence @@ brother
mi hermana siempre me pide dinero y nunca me lo devuelve || dinero @@ hermana
my older brother and I run the family restaurant and he takes every decision without me || family restaurant @@ older brother
my sister is marrying someone I don't trust and she wants me to be happy for her @@ sister
# family-relatives
my mother-in-law gives unasked parenting advice every single visit and my husband won't say anything || parenting advice; every single visit @@ mother-in-law; husband
ma belle-mère critique ma cuisine à chaque repas de famille || cuisine; repas
my uncle keeps asking me for money for his business at every family event || money; business; family event @@ uncle
# family-kids
mi hijo de 12 años no quiere ir al colegio y no me dice por qué || 12 años; colegio @@ hijo
my 4 year old throws tantrums every time we leave the park, how do i talk to her || 4 year old; park
how do I talk to my teenage son about the porn I found on his laptop || laptop @@ teenage son
my daughter wants to drop out of college and i'm trying not to panic || college @@ daughter
# friend-conflict
not my girlfriend, my friend: she blew up at me at the party because I left early || party @@ girlfriend; friend
mi amiga me dejó de hablar después de la boda y no sé qué hice || boda @@ amiga
ma meilleure amie m'a insultée devant tout le monde samedi || samedi @@ amie
my friend and i argued about the bill at dinner and now she's unfollowed me || bill; dinner @@ friend
a friend accused me of flirting with her husband at the bbq and I wasn't || bbq @@ friend; husband
i lost my temper with my friend Kai over a stupid board game and i want to apologise || board game @@ Kai
# partner-fight
not my friend, my boyfriend: we had a shouting match in the parking lot about his ex || parking lot @@ boyfriend; ex
mi novio y yo discutimos ayer por su madre y ahora no me habla || ayer @@ madre
mon mari et moi on se dispute pour les tâches ménagères tous les soirs @@ mari
my husband and I fought over the holidays, he wants his family and I want mine || holidays @@ husband; family
my girlfriend and i fought about moving in and she said maybe we want different things @@ girlfriend
# hidden-crush-hint
i want my crush to notice me at the party saturday without saying anything, outfit ideas and what to do? || party; saturday @@ crush
how do i subtly let my coworker know i like him? wait no, he's not a coworker, he's my neighbour's son @@ neighbour; son
# hidden-crush-confess
me gusta mi compañero de clase y quiero decírselo antes de las vacaciones || vacaciones @@ compañero
i'm going to tell my crush how i feel at the concert on friday, is that dumb || concert; friday @@ crush
# hidden-crush-friend
je suis amoureuse de mon meilleur ami et j'ai peur de tout gâcher @@ ami
my best friend and i almost kissed at new year's and now neither of us mentions it || new year's @@ best friend
# hidden-crush-hide
i like someone in my friend group but i want to keep it secret until after exams || exams @@ friend group
# crush-signals
¿cómo sé si le gusto a mi compañero de clase? siempre me mira @@ compañero
she invited me to her birthday but only like 5 people are going, is that a sign || birthday; 5 @@ she
# crush-ask-out
quiero invitar a salir a una chica del gimnasio pero no sé cómo || gimnasio @@ chica
how do i ask my crush out if we only know each other from twitch chat || Twitch @@ crush
# crush-keep-talking
what do i say to my crush on whatsapp when we've talked about everything already || WhatsApp @@ crush
# crush-rejected
after she said no my friends keep teasing me about it and she's always around @@ she; friends
# crush-taken
he told me he has a girlfriend back home and I still can't stop liking him @@ he
# partner-neglected
not looking for a fight, just want my husband to notice me again @@ husband
# partner-trust
my girlfriend lied about having lunch with her ex, how do i talk about it || lunch @@ girlfriend; ex
# ex-moving-on
my ex and I broke up in may and I'm still not over it, how do I move on || may @@ ex
# ex-reached-out
mi ex me escribió después de un año, ¿le contesto? || un año @@ ex
# date-follow-up
what's a good text after a first date at the museum || text; first date; museum
# date-ghosted
she ghosted me after our 5th date. no explanation || 5th date @@ she
# date-dtr
we're not official but we've been seeing each other since february, how do I bring it up || february
# date-let-down
not interested in a second date with my bumble date, how do i say it || second date; Bumble
# match-opener
how do I open a conversation with a match who only has pictures of mountains @@ match
# friend-owes-money
mi amigo me debe 500 euros desde el verano y no responde || 500 euros @@ amigo
# friend-drifting
we were best friends in college, now it's just likes on instagram || college; Instagram @@ best friends
# friend-support
my friend's husband has cancer and she won't talk about it, how do i support her || cancer @@ friend; husband
# friend-boundaries
my friend has a key to my flat from when i was away and now she just lets herself in. how do i get it back nicely || key; flat @@ friend
# make-friends
¿cómo hago amigos en una ciudad nueva si soy tímida?
# roommate-chores
my roommate and I agreed on a chore chart but she ignores it || chore chart @@ roommate
# roommate-noise-guests
mi compañero de piso trae gente a las 3 de la mañana || 3 de la mañana @@ compañero de piso
# roommate-money
mi compañera de piso no paga su parte del alquiler || alquiler @@ compañera de piso
# neighbour
my neighbour keeps putting his recycling in my bin || recycling; bin @@ neighbour
# landlord
mi casero no me devuelve la fianza @@ casero
# customer-complaint
a client threatened to leave a bad review if I don't give a discount || bad review; discount @@ client
# customer-refund
a guest wants a refund because it rained during the boat tour || refund; boat tour @@ guest
# client-scope-creep
my client expects me to answer emails on weekends even though the contract says weekdays || emails; weekends; contract @@ client
# client-late-payment
the agency still hasn't paid my invoice from august || invoice; august @@ agency
# interview-prep
mañana tengo la segunda entrevista para un puesto de enfermera, ¿qué preguntas me van a hacer? || mañana; segunda entrevista; enfermera
# interviewer-questions
what's a good question to find out if a candidate lies on their CV || CV @@ candidate
# social-comment
a random guy commented "smile more" on my selfie, how do i reply || selfie @@ guy
`;
