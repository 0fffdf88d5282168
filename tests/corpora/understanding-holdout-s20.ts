import type { CorpusExample } from '../../src/server/ai/understanding/corpus';

/**
 * Held-out set S20 for the understanding layer: first messages to the advisor, written blind in session 20
 * by helper bw20 from the catalogue of situation types only (src/server/ai/understanding/catalog.ts and
 * ../shared/SPEC.md) — without reading the training corpus, the cue lists, the rules, the model or any other
 * held-out set's lines (S19 opened for its format only; none of its situations, names or places reused).
 * Spread over every type and category (60 types twice, four once), with off-topic lines (`none`), ten lines
 * in other languages, long rambling ones, typos, lowercase, slang, negations and messages holding two
 * problems, labelled with the one the user asks about. Facts and people are the user's own words: key
 * details, and each person (relation words, names, pronouns). Never trained on.
 * Read by the lead with session 20's start tree (92f583a) and final tree (7754670): type 118 → 120/130, category 123 →
 * 124, people 203/212 both, facts 269 → 270/344. One line left out on moving in: a training line near-copies it.
 */
const ex = (type: string, text: string, facts: string[] = [], people: string[] = []): CorpusExample => ({ text, type, safety: null, facts, people });

export const HOLDOUT_S20: readonly CorpusExample[] = [
  // crush
  ex('crush-keep-talking', "me and Bastien started talking after the fire drill at work (different floors) and i dont want the chat to die. he replies fast but i run out of things to say after like 3 messages", ['fire drill', 'different floors', '3 messages'], ['Bastien', 'he']),
  ex('crush-keep-talking', "There's a girl I met at the dog park, our spaniels are best friends now lol. We text about the dogs but I'd like to talk about more than that. How do I keep the conversation going naturally?", ['dog park', 'spaniels'], ['girl']),
  ex('crush-signals', "does she like me or is she just friendly?? Marisol from the night class always saves me a seat and laughs at my jokes, even the bad ones", ['night class', 'saves me a seat', 'jokes'], ['Marisol', 'she']),
  ex('crush-signals', "Il mio vicino di banco in biblioteca, Matteo, mi ha lasciato un biglietto con scritto 'buona fortuna per l'esame'. Gli piaccio secondo te?", ['biblioteca', 'biglietto', "l'esame"], ['Matteo']),
  ex('crush-ask-out', "how do i ask out the girl who teaches my spin class without making every class after that super awkward if she says no", ['spin class'], ['girl', 'she']),
  ex('crush-ask-out', "I've liked Femi from the choir for ages and I finally want to ask him to dinner. We're both in our fifties and I feel like a teenager. What do I say?", ['choir', 'dinner', 'fifties'], ['Femi', 'him']),
  ex('crush-taken', "i like someone who is married. nothing has happened and nothing will, he's my running partner and his wife is lovely. i just need to stop feeling like this", ['married', 'running partner'], ['he', 'wife']),
  ex('crush-taken', "My flatmate's boyfriend and I get on really well and I've started to have feelings for him. I would never act on it but I see him almost every day. How do I handle this?", ['almost every day'], ["flatmate's boyfriend", 'him']),
  ex('crush-rejected', "so i finally asked Ilse out and she said she only sees me as a friend. we're in the same 5 person project group until easter. how do i act normal on monday", ['5 person project group', 'easter', 'monday'], ['Ilse', 'she']),
  ex('crush-rejected', "He said no when I asked him for a drink, very politely, but now I'm embarrassed every time I see him at the allotments. How do I get past it?", ['drink', 'allotments'], ['He', 'him']),
  ex('coworker-crush', "crushing hard on a guy from the IT helpdesk, I keep 'breaking' my laptop just to see him haha. we work for the same company so how do i find out if its mutual without HR drama", ['IT helpdesk', 'laptop', 'same company'], ['guy', 'him']),
  ex('coworker-crush', "Me gusta una compañera de trabajo, Valeria, trabajamos en el mismo turno en el hospital. ¿Cómo sé si le intereso sin que sea incómodo en el trabajo?", ['mismo turno', 'hospital'], ['compañera de trabajo', 'Valeria']),
  // hidden crush
  ex('hidden-crush-hint', "i want to hint to Tariq that i like him but not say it straight out, we see each other at the climbing wall twice a week. subtle ways??", ['climbing wall', 'twice a week'], ['Tariq', 'him']),
  ex('hidden-crush-hint', "Is there a way to let the girl in my Spanish evening class know I'm into her without a big declaration? I'm rubbish at flirting", ['Spanish evening class', 'flirting'], ['girl', 'her']),
  ex('hidden-crush-confess', "I've liked Oona since the first week of uni and we graduate in June. I want to tell her before we all scatter. How do I say it without it being a big dramatic speech?", ['first week of uni', 'June'], ['Oona', 'her']),
  ex('hidden-crush-confess', "ok im gonna tell my crush how i feel tomorrow at the leavers party. what do i actually SAY. my hands are shaking already", ['tomorrow', 'leavers party'], ['crush']),
  ex('hidden-crush-friend', "i think im in love with my best friend Jonah. weve shared a flat for 2 years and i dont want to ruin that, but it's getting hard to hide", ['shared a flat', '2 years'], ['best friend', 'Jonah']),
  ex('hidden-crush-friend', "Ich glaube, ich habe mich in meine beste Freundin verliebt. Wir kennen uns seit der Grundschule. Soll ich etwas sagen oder lieber nicht?", ['Grundschule'], ['beste Freundin']),
  ex('hidden-crush-hide', "how do i stop being so obvious around my crush? my friends say i go silent and stare whenever he walks into the common room", ['go silent', 'common room'], ['crush', 'friends', 'he']),
  ex('hidden-crush-hide', "I don't want to confess, I just want to stop acting weird around the woman who coaches my son's football team. Any tips to seem normal?", ["son's football team"], ['woman', 'son']),
  // partner
  ex('partner-fight', "we had a massive fight because my wife forgot to pick me up from the airport at 2am and then said i was overreacting. we havent spoken since yesterday. how do i fix this", ['airport', '2am', 'overreacting', 'since yesterday'], ['wife']),
  ex('partner-fight', "My partner and I argued about whether to spend Christmas with his family or mine, it got really nasty and he slept on the sofa. How do we talk about it calmly?", ['Christmas', 'his family', 'sofa'], ['partner', 'he']),
  ex('partner-neglected', "my boyfriend works 60 hour weeks and on weekends he just wants to game with his mates. i feel like a flatmate not a girlfriend. how do i tell him without nagging", ['60 hour weeks', 'weekends', 'game'], ['boyfriend', 'mates', 'him']),
  ex('partner-neglected', "Mon mari ne fait plus attention à moi depuis la naissance de notre deuxième enfant. Je me sens seule. Comment lui en parler sans l'accuser ?", ['naissance', 'deuxième enfant'], ['mari', 'enfant']),
  ex('partner-long-distance', "my girlfriend got a job in Singapore for a year and im staying in Dublin. 8 hours apart. how do we stay close and not just become texting buddies", ['Singapore', 'a year', 'Dublin', '8 hours'], ['girlfriend']),
  ex('partner-long-distance', "Long distance question: Rafael is on an oil rig for three weeks at a time with terrible wifi. I miss him and our calls always feel rushed. How do we keep the connection?", ['oil rig', 'three weeks', 'wifi'], ['Rafael', 'him']),
  ex('partner-trust', "my husband has started locking his phone and taking calls in the garden. i'm not saying he's cheating but i can't stop thinking about it. how do i ask him without starting a fight", ['locking his phone', 'garden', 'cheating'], ['husband', 'he', 'him']),
  ex('partner-trust', "My girlfriend told me she was at a work dinner but her colleague's story showed her at a club. I don't want to accuse her, but I need to talk about it. How?", ['work dinner', 'club'], ['girlfriend', 'colleague', 'her']),
  ex('partner-meet-parents', "meeting my boyfriend's parents for the first time this weekend at a fancy restaurant, his dad is a judge and apparently very strict. what do i talk about?? what do i wear??", ['first time', 'this weekend', 'fancy restaurant', 'judge'], ["boyfriend's parents", 'dad']),
  ex('partner-meet-parents', "I'm going to meet my girlfriend's family in Lagos over Christmas and I'm nervous about getting the customs wrong. How do I make a good impression on her parents?", ['Lagos', 'Christmas', 'customs'], ["girlfriend's family", 'parents']),
  ex('partner-breakup', "I want to break up with Henrik. We've been together 4 years and nothing is wrong exactly, I'm just not happy. He'll be blindsided. How do I tell him kindly?", ['4 years', 'not happy', 'blindsided'], ['Henrik', 'He', 'him']),
  ex('partner-breakup', "how do i end it with my boyfriend when we have a dog together and a lease till august. i know its over but i keep putting it off", ['dog', 'lease', 'august'], ['boyfriend']),
  // ex
  ex('ex-get-back', "I miss my ex so much. Anya and I broke up last autumn because I wasn't ready to commit, and now I am. How do I tell her I want to try again without scaring her off?", ['last autumn', 'commit'], ['ex', 'Anya', 'her']),
  ex('ex-get-back', "me and my ex still talk every few days and last weekend we kissed at a party. i want us back together properly. how do i bring it up", ['every few days', 'last weekend', 'party'], ['ex']),
  ex('ex-reached-out', "My ex texted me happy birthday after eight months of silence. Just that, nothing else. Should I reply, and if so what?", ['happy birthday', 'eight months'], ['ex']),
  ex('ex-reached-out', "mi ex me escribió ayer preguntando si podíamos vernos para 'hablar'. no sé si contestar, todavía me duele. ¿qué hago?", ['ayer', 'hablar'], ['ex']),
  ex('ex-moving-on', "its been a year since the divorce and i still sleep on my side of the bed and cry when i hear our song. how do people actually move on", ['a year', 'divorce', 'our song'], []),
  ex('ex-moving-on', "My ex keeps liking my photos and sending memes even though we agreed on no contact. I want to move on properly and not get pulled back in. How do I say that?", ['photos', 'memes', 'no contact'], ['ex']),
  ex('ex-coparent-logistics', "my ex and i need to agree on who pays for our daughter's school trip to france, it's £600 and every money conversation ends in shouting. how do i keep it practical", ['school trip', 'france', '£600'], ['ex', 'daughter']),
  // dating
  ex('date-cancelled', "he cancelled our date 20 minutes before, said his car broke down. i was already dressed and at the bar. do i ask to rebook or is that desperate", ['20 minutes before', 'car broke down', 'bar'], ['he']),
  ex('date-cancelled', "The woman I was supposed to meet for dinner tonight cancelled because she's 'not feeling well'. It's the first cancel. How do I suggest another day without seeming pushy?", ['dinner', 'tonight', 'not feeling well'], ['woman', 'she']),
  ex('date-follow-up', "had a really fun date at the bowling alley with Kasia last night, she won twice lol. what do i text her today", ['bowling alley', 'last night'], ['Kasia', 'her']),
  ex('date-follow-up', "We went to a wine tasting on Thursday and it went well I think? He hugged me goodbye. It's Saturday and no one has texted. Should I message first and what should I say?", ['wine tasting', 'Thursday', 'Saturday'], ['He']),
  ex('date-plan', "second date with Ruth next week, first one was coffee. she's into birdwatching and hates loud bars. what could we do that isn't boring", ['second date', 'next week', 'birdwatching', 'loud bars'], ['Ruth', 'she']),
  ex('date-plan', "I need an idea for a first date in winter, something indoors, not a cinema because we can't talk there. Budget around £40.", ['first date', 'winter', 'indoors', '£40'], []),
  ex('date-ghosted', "went on 4 dates with a guy, last one he cooked me dinner at his place, and now hes vanished. 2 weeks no reply. do i text him or just leave it", ['4 dates', 'cooked me dinner', '2 weeks'], ['guy', 'he', 'him']),
  ex('date-ghosted', "Ela ignorou as minhas mensagens depois do nosso terceiro encontro. Já passou uma semana. Devo mandar mais uma mensagem ou desistir?", ['terceiro encontro', 'uma semana'], ['Ela']),
  ex('date-dtr', "Me and Ciaran have been seeing each other for two months, we've met each other's friends, but I don't know if he's seeing other people. How do I ask what we are?", ['two months', "each other's friends", 'other people'], ['Ciaran', 'he']),
  ex('date-dtr', "how do u ask someone if ur exclusive without sounding clingy?? weve been dating since september", ['exclusive', 'since september'], ['someone']),
  ex('date-let-down', "I've been on three dates with Marco and he's lovely but I just don't fancy him. He wants to book a weekend away. How do I say no without crushing him?", ['three dates', 'weekend away'], ['Marco', 'he', 'him']),
  ex('date-let-down', "need to tell a girl i met on hinge that i'm not feeling it after our second date. she's already texting about a third. whats the kindest way", ['hinge', 'second date', 'third'], ['girl', 'she']),
  // new match
  ex('match-opener', "matched with a woman on bumble whose profile is all about sea swimming in winter. what do i open with, i'm terrible at first messages", ['bumble', 'sea swimming', 'winter'], ['woman']),
  ex('match-opener', "What's a good first message to a guy whose bio just says 'will cook for you, will not watch horror films'? I love horror films lol", ['first message', 'cook', 'horror films'], ['guy']),
  ex('match-convo-dying', "chatting with a match on the app for a week, it was fun at first but now its just 'how was your day' 'good u' every evening. how do i make it interesting again", ['a week', 'how was your day', 'every evening'], ['match']),
  ex('match-convo-dying', "The conversation with my Hinge match has gone flat, she takes a day to reply and only with a few words. Is there a way to revive it or should I give up?", ['Hinge', 'a day to reply', 'a few words'], ['match', 'she']),
  ex('match-meet-up', "we've been messaging for 10 days on tinder and get on great. how do i suggest a real date without it seeming too soon", ['10 days', 'tinder'], []),
  ex('match-meet-up', "I want to ask my match Odile to meet in person, she mentioned she loves flea markets. Is it too forward to suggest one this Sunday?", ['flea markets', 'this Sunday'], ['match', 'Odile', 'she']),
  // friendship
  ex('friend-owes-money', "my mate borrowed £250 for his rent back in march and keeps saying he'll pay me next month. its november. i need that money for christmas presents. (my sister is also not speaking to me but one drama at a time lol) how do i ask without it getting weird", ['£250', 'rent', 'march', 'november', 'christmas presents'], ['mate', 'he', 'sister']),
  ex('friend-owes-money', "A friend of mine owes me for concert tickets I bought for both of us, €180. She went to the concert and hasn't mentioned paying since. How do I remind her?", ['concert tickets', '€180'], ['friend', 'She', 'her']),
  ex('friend-jealousy', "my friend Dilys gets really cold whenever i mention my new boyfriend. i think she's jealous cause she's single, but i don't want to hide my happiness. how do i bring it up", ['new boyfriend', 'single'], ['Dilys', 'she', 'boyfriend']),
  ex('friend-jealousy', "I feel envious every time my friend posts about her new house. I'm still renting a tiny studio. I don't want this to damage our friendship. What should I do?", ['new house', 'renting', 'tiny studio'], ['friend', 'her']),
  ex('friend-drifting', "me and my friend from school used to be inseperable but since she started uni in another city we barely talk, maybe once a month. i miss her but dont know how to reach out", ['inseperable', 'uni', 'another city', 'once a month'], ['friend', 'she', 'her']),
  ex('friend-drifting', "Tomás and I were close in our twenties but since we both had kids we've lost touch. No fight, just life. How do I restart the friendship?", ['twenties', 'kids', 'lost touch'], ['Tomás']),
  ex('friend-conflict', "my best friend and i had a huge row at her hen do because i left early. she says i ruined it. i had a migraine!! how do we get past this", ['hen do', 'left early', 'migraine'], ['best friend', 'her', 'she']),
  ex('friend-support', "my friend just told me her marriage is over and she's moving back in with her parents. what do i say? i'm scared of saying the wrong thing", ['marriage is over', 'moving back in'], ['friend', 'her', 'parents']),
  ex('friend-support', "Un amico ha perso il lavoro e non vuole parlarne con nessuno. Come posso stargli vicino senza essere invadente?", ['perso il lavoro'], ['amico']),
  ex('friend-boundaries', "my friend calls me every night at 11 to talk about her ex for an hour. i love her but im exhausted and i have work at 7. how do i say i cant do it anymore", ['every night', '11', 'an hour', 'work at 7'], ['friend', 'her', 'ex']),
  ex('friend-boundaries', "A friend keeps asking me to do her graphic design work for free because 'it only takes you five minutes'. I don't want to do it anymore. How do I say no?", ['graphic design', 'for free', 'five minutes'], ['friend', 'her']),
  ex('make-friends', "I'm 67, recently widowed and my children live abroad. I'd like to make some new friends but I don't know where to start at my age.", ['67', 'widowed', 'abroad'], ['children']),
  ex('make-friends', "moved to a small village for remote work and know literally nobody. how do i meet people who arent 80 lol", ['small village', 'remote work'], []),
  // family
  ex('family-parents', "my dad keeps telling me my job as an artist isn't a real job. im 31 and it still hurts. how do i get him to respect what i do", ['artist', 'real job', '31'], ['dad', 'him']),
  ex('family-parents', "I need to tell my parents I'm moving to Australia with my partner next year. My mum will be devastated. How do I break the news?", ['Australia', 'next year'], ['parents', 'partner', 'mum']),
  ex('family-siblings', "my older sister always borrows my clothes without asking and then says im being dramatic when i get upset. how do i talk to her so she actually listens", ['clothes', 'without asking', 'dramatic'], ['older sister', 'her', 'she']),
  ex('family-siblings', "My brother and I haven't talked since he sold our grandma's house without telling me. I want to clear the air at some point. How do I start?", ["grandma's house", 'without telling me'], ['brother', 'he']),
  ex('family-relatives', "my mother in law keeps rearranging my kitchen every time she visits and tells me how to raise my baby. how do i set a boundary without offending my husband", ['kitchen', 'every time she visits', 'baby'], ['mother in law', 'she', 'husband']),
  ex('family-relatives', "Meine Tante kommentiert bei jedem Familienessen mein Gewicht. Wie sage ich ihr höflich, dass sie damit aufhören soll?", ['Familienessen', 'Gewicht'], ['Tante']),
  ex('family-kids', "my 14 year old has stopped talking to me, just grunts and goes to her room. i know its normal but how do i get her to open up a bit", ['14 year old', 'her room'], ['her']),
  ex('family-kids', "How do I talk to my 8-year-old son about the divorce? He keeps asking why daddy doesn't live here anymore.", ['8-year-old', 'divorce'], ['son', 'He', 'daddy']),
  // roommate
  ex('roommate-chores', "my housemate hasn't cleaned the bathroom once since we moved in, 5 months ago. there's mould in the shower now. how do i bring this up without a fight", ['bathroom', '5 months ago', 'mould', 'shower'], ['housemate']),
  ex('roommate-chores', "Ma colocataire laisse toujours la vaisselle sale dans l'évier pendant des jours. Comment lui demander de faire sa part ?", ['vaisselle', "l'évier", 'des jours'], ['colocataire']),
  ex('roommate-noise-guests', "my roommate has band practice in the living room every tuesday and thursday till 11. i work early shifts. how do i ask him to stop without being the boring one", ['band practice', 'living room', 'tuesday and thursday', 'early shifts'], ['roommate', 'him']),
  ex('roommate-noise-guests', "My flatmate keeps bringing different people home at 3am and they're loud in the kitchen. I don't want to police her life but I need to sleep. What do I say?", ['3am', 'kitchen', 'sleep'], ['flatmate', 'her']),
  ex('roommate-money', "my roommate Sven still hasn't paid his share of the council tax, £410, and the deadline is next week. he says he's 'sorting it'. what do i say", ['council tax', '£410', 'next week'], ['Sven', 'he']),
  ex('roommate-money', "How do I bring up that my flatmate uses all my food and never buys any groceries? It's costing me about £30 a week.", ['food', 'groceries', '£30 a week'], ['flatmate']),
  // workplace
  ex('coworker-credit', "my coworker told our manager that the client win was her idea when i literally wrote the pitch. i have the emails to prove it. how do i handle this without looking petty", ['client win', 'pitch', 'emails'], ['coworker', 'manager', 'her']),
  ex('coworker-credit', "In the all-hands meeting my teammate presented my research as his own. I was too shocked to say anything. What do I do now?", ['all-hands meeting', 'research'], ['teammate', 'his']),
  ex('coworker-conflict', "there's a woman on my team who keeps cc-ing our boss on every little mistake i make. its making work miserable. how do i confront her without it blowing up", ['cc-ing', 'every little mistake'], ['woman', 'boss', 'her']),
  ex('coworker-conflict', "Ho un collega che mi interrompe sempre durante le riunioni e poi ripete le mie idee. Come gli parlo senza creare tensioni?", ['riunioni', 'le mie idee'], ['collega']),
  ex('boss-raise', "i've been doing my team lead's job since she went on maternity leave 6 months ago but i'm still on the same pay. how do i ask for more money", ['team lead', 'maternity leave', '6 months ago', 'same pay'], ['she']),
  ex('boss-raise', "I want to ask for a promotion to senior engineer at my review next month. I shipped two major features this year. How do I make the case?", ['promotion', 'senior engineer', 'next month', 'two major features'], []),
  ex('boss-difficult', "My manager keeps changing deadlines at the last minute and then blames me when things are late. I need to talk to him about it but he gets defensive. My flatmate situation is a mess too but that can wait, the work thing is what I need help with.", ['deadlines', 'last minute', 'late'], ['manager', 'him', 'he', 'flatmate']),
  ex('boss-difficult', "my boss refused my holiday request for my own wedding because it's 'busy season'. i need to push back but im scared of losing my job", ['holiday request', 'wedding', 'busy season'], ['boss']),
  ex('work-new-team', "I just joined a new team as the only woman among 9 engineers. They're friendly but I feel left out of their banter. How do I fit in without pretending to be someone I'm not?", ['only woman', '9 engineers', 'banter'], []),
  ex('work-resign', "I want to quit my job at the law firm to go travelling for a year. My boss has mentored me since I was an intern. How do I tell her without burning the bridge?", ['law firm', 'travelling', 'a year', 'intern'], ['boss', 'her']),
  ex('work-resign', "handing in my notice on friday, going to a competitor. my manager is gonna take it personally. how do i word the convo", ['notice', 'friday', 'competitor'], ['manager']),
  // customer
  ex('customer-refund', "a customer bought a dress from my etsy shop, wore it to a wedding (saw the pics on insta) and now wants a refund saying it 'doesn't fit'. how do i reply politely", ['dress', 'etsy shop', 'wedding', "doesn't fit"], ['customer']),
  ex('customer-refund', "Someone is asking for a refund on a yoga course they completed 80% of, saying it wasn't what they expected. What's a fair and polite answer?", ['yoga course', '80%'], ['Someone']),
  ex('customer-complaint', "got a furious email from a customer whose furniture order arrived with a scratched table top. she wants to leave a 1 star review. how do i calm this down", ['furniture order', 'scratched table top', '1 star review'], ['customer', 'she']),
  ex('customer-complaint', "A guest at my B&B posted a long angry review saying the room was cold and the breakfast was late. Some of it is fair, some isn't. How do I respond publicly?", ['B&B', 'review', 'room was cold', 'breakfast was late'], ['guest']),
  ex('client-scope-creep', "I'm a freelance copywriter. The client paid for 3 blog posts and now keeps sending 'quick' extra requests like newsletters and social captions. How do I say this is extra work?", ['freelance copywriter', '3 blog posts', 'newsletters', 'social captions'], ['client']),
  ex('client-late-payment', "client owes me £2,400 for a kitchen I fitted in september. they keep saying 'next week'. how do i chase it firmly but not rudely", ['£2,400', 'kitchen', 'september', 'next week'], ['client']),
  ex('client-late-payment', "My invoice for the translation job is 45 days overdue and the client has stopped replying to emails. What should I send next?", ['invoice', 'translation job', '45 days overdue'], ['client']),
  // teacher-parent
  ex('parent-to-teacher', "my daughter says another kid keeps taking her lunch and the teacher hasn't noticed. how do i email the teacher without sounding like im blaming her", ['lunch'], ['daughter', 'kid', 'teacher', 'her']),
  ex('parent-to-teacher', "I want to ask my son's form tutor why he's been given three detentions this month for things he says he didn't do. How do I raise it calmly?", ['three detentions', 'this month'], ["son's form tutor", 'he']),
  ex('teacher-to-parent', "I teach year 9 science and need to tell a mum that her son has been caught vaping in the toilets twice. She's very protective. How do I start the conversation?", ['year 9 science', 'vaping', 'toilets', 'twice'], ['mum', 'son', 'She']),
  ex('teacher-to-parent', "as a nursery teacher i need to let a dad know his little girl seems really tired every morning and falls asleep at story time. how do i say it without sounding judgy", ['nursery', 'tired every morning', 'story time'], ['dad', 'little girl']),
  // interview (candidate)
  ex('interview-prep', "I have my first ever job interview on Wednesday for a receptionist role at a dental practice. What questions will they ask and how do I stop my voice shaking?", ['first ever job interview', 'Wednesday', 'receptionist', 'dental practice'], []),
  ex('interview-prep', "got a video interview for a remote customer support job tomorrow, never done one on camera. any tips on what to say and how to come across", ['video interview', 'remote customer support', 'tomorrow', 'camera'], []),
  ex('interview-follow-up', "Interviewed for a project manager job two weeks ago, they said I'd hear back in 'a few days'. Nothing. Is it okay to email them and what do I say?", ['project manager', 'two weeks ago', 'a few days'], []),
  ex('interview-follow-up', "how do i follow up after my interview at the zoo (keeper role!!) on friday, the woman who interviewed me said to email her with any questions", ['zoo', 'keeper role', 'friday'], ['woman', 'her']),
  ex('interview-offer', "They offered me the job but want me to start in a week and I need a month's notice at my current job. How do I negotiate the start date without losing the offer?", ['start in a week', "a month's notice"], []),
  ex('interview-offer', "got an offer for a sales role, the base is fine but commission is lower than they said in the interview. can i push back and how?", ['sales role', 'base', 'commission'], []),
  // interviewer
  ex('interviewer-questions', "I'm interviewing a candidate for a nanny position for my two kids next week. What should I ask to know if I can trust her?", ['nanny position', 'two kids', 'next week'], ['candidate', 'her']),
  ex('interviewer-questions', "first time being on an interview panel for a junior developer at my startup. what are good questions that aren't just 'tell me about yourself'", ['interview panel', 'junior developer', 'startup'], []),
  ex('interviewer-reject', "I need to tell an internal candidate that he didn't get the team lead promotion. He's a friend and he really wanted it. How do I break it to him?", ['internal candidate', 'team lead promotion'], ['he', 'friend', 'him']),
  ex('interviewer-reject', "how do i write a rejection email to a candidate who did great in the interview but we chose someone with more experience? i want it to be kind not generic", ['rejection email', 'more experience'], ['candidate', 'someone']),
  // social comment
  ex('social-comment', "someone commented on my wedding photos on facebook saying the venue 'looked cheap'. it's my husband's cousin. do i respond or ignore it??", ['wedding photos', 'facebook', 'venue', 'looked cheap'], ["husband's cousin"]),
  ex('social-comment', "A stranger replied to my post about my weight loss saying I'd 'put it all back on in a year'. I'm not going to delete the post. How should I reply, if at all?", ['weight loss', 'in a year'], ['stranger']),
  // cross-language
  ex('cross-language-reply', "my Italian girlfriend's grandmother sent me a long message in italian for my birthday and i want to reply in italian, i only know ciao and grazie. how do i write something nice", ['italian', 'birthday', 'ciao and grazie'], ["girlfriend's grandmother"]),
  // general
  ex('neighbour', "the neighbours dog barks for hours every day while theyre at work and i work from home. i've never met them. how do i bring it up nicely", ['dog barks', 'for hours', 'work from home'], ['neighbours', 'them']),
  ex('neighbour', "My next-door neighbour parked his van across my driveway again this morning, the third time this month. I don't want a feud. What do I say to him?", ['van', 'driveway', 'this morning', 'third time'], ['neighbour', 'him']),
  ex('landlord', "my landlord wants to come round to 'inspect' every two weeks without notice. i'm pretty sure that's not allowed. how do i tell him politely", ['inspect', 'every two weeks', 'without notice'], ['landlord', 'him']),
  ex('landlord', "The landlady is keeping my whole deposit, £900, for 'cleaning' even though I left the flat spotless with photos. How do I dispute it?", ['deposit', '£900', 'cleaning', 'photos'], ['landlady']),
  // none
  ex('none', "how long should i rest my sourdough before baking it"),
  ex('none', 'What are some good stretches for lower back pain after sitting all day?'),
  ex('none', "I don't need relationship advice, I just want to know how to get red wine out of a carpet"),
  ex('none', 'Quel est le meilleur moment pour visiter la Norvège ?'),
  ex('none', 'can you explain how compound interest works like im 12'),
  ex('none', 'recommend me a board game for 6 people that isnt monopoly'),
];
