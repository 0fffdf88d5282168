import type { CorpusExample } from '../../src/server/ai/understanding/corpus';

/**
 * Held-out set S18 for the understanding layer: first messages to the advisor, written blind in session 18
 * by helper bw18 from the catalogue of situation types only — without reading the training corpus, the cue
 * lists, the rules, the model or any other held-out set (S17 read for its format and spread only; none of
 * its situations, names or places reused). Spread over every type and category (60 types twice, four once),
 * with off-topic lines (`none`), lines in other languages, long rambling ones, typos, lowercase, negations
 * and messages holding two problems, labelled with the one the user asks about. Facts and people are the
 * user's own words, as S17 labels them: key details, and each person (relation words, names, pronouns).
 * Never trained on; kept outside the repository until read with session 18's start and final trees (115/129 and
 * 116/129). One off-topic line of the 130 written (a red-wine stain) was left out when the set moved in: two
 * training lines near-copy it, so it was not unseen text.
 */
const ex = (type: string, text: string, facts: string[] = [], people: string[] = []): CorpusExample => ({ text, type, safety: null, facts, people });

export const HOLDOUT_S18: readonly CorpusExample[] = [
  // crush
  ex('crush-keep-talking', "theres this guy Kenji from my salsa class and we've been texting since the social on friday. he replies fast but i always feel like im carrying it. what do i even ask him next so it doesnt fizzle", ['salsa class', 'the social', 'friday'], ['guy', 'Kenji', 'him']),
  ex('crush-keep-talking', "I've been chatting with a woman from the allotment association on WhatsApp for a few days, mostly about tomatoes, honestly. I'd like to keep the conversation going beyond gardening. Any ideas?", ['allotment association', 'WhatsApp', 'a few days', 'tomatoes'], ['woman']),
  ex('crush-signals', "does my barista like me or is she just good at her job?? she draws little hearts on my cup and asked what i was doing this weekend. i go in every morning before my shift", ['little hearts', 'this weekend', 'every morning', 'shift'], ['barista', 'she']),
  ex('crush-signals', "A guy in my evening Japanese course, Yusuf, keeps offering to walk me to the tram stop after class. He's friendly with everyone though. How do I tell if he's actually interested in me?", ['evening Japanese course', 'tram stop', 'after class'], ['guy', 'Yusuf', 'He']),
  ex('crush-ask-out', "how do i ask out the girl who does the lighting for our drama society's play?? we've been in rehearsals together for six weeks and closing night is saturday, feels like now or never", ['lighting', 'drama society', 'six weeks', 'closing night', 'saturday'], ['girl']),
  ex('crush-ask-out', "I'd love to ask Freya, who I met at a friend's barbecue, out for dinner. We've talked twice since. What's a good way to ask that doesn't put too much pressure on her?", ['barbecue', 'dinner', 'twice'], ['Freya', 'her']),
  ex('crush-taken', "ok so i have feelings for my flatmate's girlfriend and she's round ours basically all the time. nothing is going to happen, ever, i'd never do that to him. i just need to get through the next few months without it being obvious", ['all the time', 'next few months'], ["flatmate's girlfriend", 'she', 'him']),
  ex('crush-taken', "Je suis tombée amoureuse de mon professeur de yoga, mais il est marié et il a deux enfants. Je ne veux rien tenter, juste continuer les cours sans que ce soit bizarre. Comment gérer ça ?", ['marié', 'deux enfants', 'cours'], ['professeur de yoga', 'il']),
  ex('crush-rejected', "asked Lorcan to the cinema on tuesday and he said he only sees me as a mate. fine. but we're on the same darts team every thursday and i dont want to make it weird for everyone", ['cinema', 'tuesday', 'darts team', 'every thursday'], ['Lorcan', 'he']),
  ex('crush-rejected', "I asked out a guy from my church choir and he said he's not looking for anything right now. We still sing side by side every Sunday. How do I stay relaxed around him after that?", ['church choir', 'every Sunday'], ['guy', 'he']),
  ex('coworker-crush', "catching feelings for the new guy in IT, Bram. he fixed my laptop last week and we've had lunch twice since. is there a way to see if hes into me without the whole office noticing", ['IT', 'laptop', 'last week', 'lunch', 'office'], ['new guy', 'Bram', 'he']),
  ex('coworker-crush', "I have a crush on a colleague from our Manchester office who I only see on Teams and at the quarterly meetups. Is it mutual? I really don't want to be that person at work.", ['Manchester office', 'Teams', 'quarterly meetups', 'work'], ['colleague']),
  // hidden crush
  ex('hidden-crush-hint', "theres a guy who runs the second-hand record shop near my flat and im in there way too often lol. how do i hint that i like him without full on saying it", ['second-hand record shop', 'near my flat'], ['guy', 'him']),
  ex('hidden-crush-hint', "Are there subtle ways to show someone you're interested? There's a woman in my Tuesday life-drawing class, Zainab, and I'd like her to notice without me having to spell it out.", ['Tuesday life-drawing class'], ['woman', 'Zainab', 'her']),
  ex('hidden-crush-confess', "im going to tell Matteo i like him. we've been friends-ish since the summer camp where we both worked as counsellors and i want to say it before he moves to Glasgow in january. how do i word it", ['summer camp', 'counsellors', 'Glasgow', 'january'], ['Matteo', 'him']),
  ex('hidden-crush-confess', "Quero confessar o que sinto por uma colega da faculdade, a Lívia. Gosto dela desde o primeiro semestre. Como posso dizer isso sem deixar tudo estranho se ela não sentir o mesmo?", ['primeiro semestre'], ['colega', 'Lívia', 'ela']),
  ex('hidden-crush-friend', "Temi has been my best friend since uni and lately every time she mentions a date i feel sick. i think i want more than friendship. is there a way to find out if she feels it too?", ['uni', 'a date'], ['Temi', 'best friend', 'she']),
  ex('hidden-crush-friend', "I think I'm falling for my friend Dev. We're in the same board game group and we text every day. I don't want to lose him as a friend if he doesn't feel the same. How can I tell?", ['board game group', 'every day'], ['friend', 'Dev', 'him']),
  ex('hidden-crush-hide', "i like someone in my friend group but i dont want anyone to know yet, esp not him. how do i act normal when we're all at the pub and i keep going red lol", ['friend group', 'pub'], ['someone', 'him']),
  // partner
  ex('partner-fight', "me and my boyfriend had a massive argument last night about whether we go to his parents or mine for christmas. he slept on the sofa. i want to make up but i also dont want to just give in", ['last night', 'christmas', 'sofa'], ['boyfriend', 'parents', 'he']),
  ex('partner-fight', "Mijn vriendin en ik hebben ruzie gehad over geld, ze vindt dat ik te veel uitgeef aan mijn motor. We praten sinds zondag nauwelijks. Hoe maken we het weer goed?", ['geld', 'motor', 'zondag'], ['vriendin', 'ze']),
  ex('partner-neglected', "my husband is always on his phone at dinner and when i talk he just goes 'mm'. we have two kids and the evenings are the only time we get. how do i tell him i feel like im last on his list without starting a fight", ['phone', 'dinner', 'two kids', 'evenings'], ['husband', 'he', 'kids']),
  ex('partner-neglected', "My girlfriend's triathlon training has taken over our life: every morning, every evening, every weekend. How do I tell her I want more of her time without sounding selfish?", ['triathlon training', 'every morning', 'every weekend'], ['girlfriend', 'her']),
  ex('partner-long-distance', "my boyfriend just started a two year contract on an oil rig, 3 weeks on 3 weeks off, and when hes out there we can only text at night. how do we stay close", ['two year contract', 'oil rig', '3 weeks on 3 weeks off', 'at night'], ['boyfriend']),
  ex('partner-long-distance', "We've done long distance for eight months, my wife is in Toronto for work and I'm in Lagos. We've started to feel like pen pals. What helps couples feel close apart?", ['eight months', 'Toronto', 'Lagos', 'pen pals'], ['wife']),
  ex('partner-trust', "found out my girlfriend has been meeting her ex for coffee and never mentioned it. maybe she hasnt done anything 'wrong' but it hurts. how do i raise it without sounding jealous or like im accusing her", ['coffee'], ['girlfriend', 'her ex', 'she']),
  ex('partner-trust', "Since my girlfriend read my diary last month I haven't felt able to trust her with anything private. How do I raise it without it turning into an accusation?", ['diary', 'last month'], ['girlfriend', 'her']),
  ex('partner-meet-parents', "meeting my girlfriends dad for the first time next weekend at their farm in wales. apparently hes very quiet and very into rugby which i know nothing about. how do i not mess this up", ['first time', 'next weekend', 'farm', 'wales', 'rugby'], ['girlfriends dad']),
  ex('partner-meet-parents', "My fiancé's family are flying in from Buenos Aires next month and I'm hosting them for a week. I'm vegan and they're not. How do I make a good first impression?", ['Buenos Aires', 'next month', 'a week', 'vegan'], ["fiancé's family", 'them']),
  ex('partner-breakup', "after 18 months with Oskar ive made up my mind, its over. no counselling, no break, no second try. i just want to tell him without being cruel", ['18 months'], ['Oskar', 'him']),
  ex('partner-breakup', "I need to break up with my girlfriend, but we share a lease until August and a dog. I've made my decision; I just want to do it kindly. How?", ['lease', 'August', 'dog'], ['girlfriend']),
  // ex
  ex('ex-get-back', "i ended things with Wren in april because i panicked about moving in together and i regret it every day. how do i ask if she'd try again", ['april', 'moving in together'], ['Wren', 'she']),
  ex('ex-get-back', "Is it crazy to want my ex-husband back? We divorced three years ago, co-parenting has gone fine, and lately it feels like old times. I'd like to reopen the door without scaring him off.", ['three years ago', 'co-parenting'], ['ex-husband', 'him']),
  ex('ex-reached-out', "my ex mailed a birthday card to my parents' house with her new number in it. we havent spoken in a year. do i even text her?", ['birthday card', "parents' house", 'new number', 'a year'], ['ex', 'her']),
  ex('ex-reached-out', "La mia ex mi ha scritto ieri sera dopo un anno di silenzio, solo per chiedermi come sto. Non so se risponderle né cosa dirle.", ['ieri sera', 'un anno'], ['ex']),
  ex('ex-moving-on', "two problems honestly. my car failed its MOT this morning so im stressed, but the real thing: my ex Niall keeps reacting to everything i post. im done with that chapter and i need to tell him to leave me be. what do i say", ['everything i post'], ['ex', 'Niall', 'him']),
  ex('ex-moving-on', "My ex-girlfriend still asks me to help with her computer and calls whenever she's lonely. I've moved on and want a clean break. How do I tell her, kindly but firmly?", ['computer'], ['ex-girlfriend', 'she']),
  ex('ex-coparent-logistics', "my ex and i share custody of our daughter and i need to swap weekends because of a work trip to Dublin. every time i ask for a change she makes it a whole thing. how do i ask calmly", ['custody', 'weekends', 'work trip', 'Dublin'], ['ex', 'daughter', 'she']),
  ex('ex-coparent-logistics', "My ex and I still co-own a car and he wants to sell it, I'd rather keep it and buy him out. How do we settle it without another screaming match?", ['co-own a car', 'sell it', 'buy him out'], ['ex', 'he']),
  // dating
  ex('date-cancelled', "she cancelled our picnic on sunday bc of the rain which fair enough, but she didnt suggest another day. do i ask again or wait for her?", ['picnic', 'sunday', 'rain'], ['she']),
  ex('date-cancelled', "Our Friday plans fell through because his flight got delayed, and he hasn't mentioned rescheduling. How do I suggest another night without seeming needy?", ['Friday', 'flight', 'delayed'], ['he']),
  ex('date-follow-up', "went to a jazz bar with Leila on saturday and we talked for like 4 hours. now its monday and i want to text her but dont want to seem too keen", ['jazz bar', 'saturday', '4 hours', 'monday'], ['Leila', 'her']),
  ex('date-follow-up', "First date yesterday with a guy I met at a friend's book launch. We went to a crazy golf place and laughed the whole time. What should I text today so he knows I'd like to see him again?", ['First date', 'yesterday', 'book launch', 'crazy golf', 'today'], ['guy', 'he']),
  ex('date-plan', "whats a date idea for someone who loves birdwatching when i mostly love food? budget is tight and i dont want to just do dinner", ['birdwatching', 'food', 'budget', 'dinner'], ['someone']),
  ex('date-plan', "Ich habe am Samstag ein erstes Date mit einer Frau, die ich beim Tanzkurs kennengelernt habe. Was können wir in Hamburg machen, wo man gut reden kann?", ['Samstag', 'erstes Date', 'Tanzkurs', 'Hamburg'], ['Frau']),
  ex('date-ghosted', "we went on 5 dates, met each others friends, and then he just stopped replying 10 days ago. im hurt. should i send one last message or let it go", ['5 dates', 'friends', '10 days ago'], ['he']),
  ex('date-ghosted', "Six weeks of dating and then nothing from her since the aquarium trip. Two weeks now. Do I send something or take the hint?", ['Six weeks', 'aquarium trip', 'Two weeks'], ['her']),
  ex('date-dtr', "Caio has met my sister and we went to a wedding as each other's plus-ones, but we've never put a label on it. how do i ask what we are without sounding desperate", ['wedding', "plus-ones", 'label'], ['Caio', 'sister']),
  ex('date-dtr', "We've been on about a dozen dates and I've deleted the apps, but I don't know if she has. How do I ask where this is going?", ['a dozen dates', 'apps'], ['she']),
  ex('date-let-down', "i went out with a guy twice and he's already planning a weekend away for us. im not into him like that at all. how do i say no without being cruel", ['twice', 'weekend away'], ['guy', 'he']),
  ex('date-let-down', "Ingrid and I have been out a few times and she's lovely, but there's no spark for me and she's started talking about meeting my friends. How do I turn her down kindly?", ['a few times', 'meeting my friends'], ['Ingrid', 'she']),
  // new match
  ex('match-opener', "just matched with a girl on okcupid whose whole profile is her rowing and a very fat cat. whats a first message that isnt boring", ['okcupid', 'rowing', 'fat cat'], ['girl', 'her']),
  ex('match-opener', "What should I say first to a match whose only prompt answer is 'convince me pineapple belongs on pizza'?", ['pineapple', 'pizza'], ['match']),
  ex('match-convo-dying', "me and this guy on grindr have run out of stuff to talk about after 5 days, its all one word answers now. how do i make it interesting again", ['grindr', '5 days', 'one word answers'], ['guy']),
  ex('match-convo-dying', "My match on Coffee Meets Bagel used to send long messages but now it's one-liners hours apart. How can I revive the chat?", ['Coffee Meets Bagel', 'long messages', 'one-liners'], ['match']),
  ex('match-meet-up', "been texting this girl from the app for two weeks and its going great. how do i suggest meeting up irl without it feeling rushed", ['the app', 'two weeks'], ['girl']),
  ex('match-meet-up', "I'd like to move from chatting to an actual date with a guy I matched with on Badoo. He lives across town. How do I suggest meeting halfway for a drink?", ['Badoo', 'across town', 'a drink'], ['guy', 'He']),
  // friendship
  ex('friend-owes-money', "lent my friend 300 quid for his car repair in march and he hasnt mentioned it since. he literally just went to ibiza. how do i ask for it back without it getting awkward", ['300 quid', 'car repair', 'march', 'ibiza'], ['friend', 'he']),
  ex('friend-owes-money', "Emprestei 500 reais a uma amiga há quatro meses e ela nunca mais falou nisso. Como peço o dinheiro de volta sem estragar a amizade?", ['500 reais', 'quatro meses'], ['amiga', 'ela']),
  ex('friend-jealousy', "my best friend just got engaged and im happy for her but im also so jealous its eating me. i've been short with her and she's noticed. how do i talk about it without making it all about me", ['engaged'], ['best friend', 'her']),
  ex('friend-jealousy', "A friend of mine gets weird every time I hang out with my new colleagues. She's made sarcastic comments twice now. How do I talk about the jealousy without blaming her?", ['new colleagues', 'sarcastic comments', 'twice'], ['friend', 'She', 'colleagues']),
  ex('friend-drifting', "me and Aoife used to talk every day and now its like once a month, and its always me messaging first. i miss her. how do i reconnect without guilt tripping her", ['every day', 'once a month'], ['Aoife', 'her']),
  ex('friend-drifting', "Since my friend had a baby we barely see each other. I don't have kids and I think she assumes I'm not interested in her life now. How do I reconnect?", ['baby', 'kids'], ['friend', 'she']),
  ex('friend-conflict', "so this is long, sorry. it was my friend Grace's birthday drinks on friday and i left early because i had a migraine, which i did tell her. she messaged the next day saying i never make an effort and always put other people first, and i got defensive and said some stuff i regret about her boyfriend. now its been five days of silence. i dont think either of us is totally right but i miss her and i want to clear the air. where do i start", ['birthday drinks', 'friday', 'left early', 'migraine', 'five days'], ['friend', 'Grace', 'she', 'boyfriend']),
  ex('friend-conflict', "My friend Malik and I fell out over politics at a dinner last month and haven't spoken since. I'd like to clear the air, not win the argument.", ['politics', 'dinner', 'last month'], ['friend', 'Malik']),
  ex('friend-support', "my friends dad just died and i have no idea what to say to him. i dont want to say something stupid. how do i be there for him", [], ['friends dad', 'him']),
  ex('friend-support', "My friend Sunniva just failed her driving test for the fourth time and she's really down about it. How can I comfort her without being patronising?", ['driving test', 'fourth time'], ['friend', 'Sunniva', 'she']),
  ex('friend-boundaries', "my friend always wants to bring her toddler to our sunday brunches and it takes over every time. i love them both but i want adult time sometimes. how do i say that without a fight", ['toddler', 'sunday brunches'], ['friend', 'her']),
  ex('friend-boundaries', "A friend keeps asking me to do his taxes because I'm an accountant. I did it for free last year and I don't want to do it again. How do I say no without a fight?", ['taxes', 'accountant', 'for free', 'last year'], ['friend', 'his']),
  ex('make-friends', "just started uni in Aberdeen and everyone seems to already have their group. im in halls but the kitchen is always empty. how do i actually make friends", ['uni', 'Aberdeen', 'halls', 'kitchen'], ['everyone']),
  ex('make-friends', "I'm a stay-at-home dad and I'd love some friends I don't only see on video calls. I see the same parents at the playground every day. How do I turn small talk into plans?", ['stay-at-home dad', 'playground', 'every day'], ['parents']),
  // family
  ex('family-parents', "my parents still treat me like a kid, checking where i am and ringing if im not home by 11. im 22. how do i talk to them so they actually listen", ['home by 11', '22'], ['parents', 'them']),
  ex('family-parents', "I need to tell my dad I don't want to take over the family hardware shop. He's been planning it since I was twelve. How do I say it so he actually hears me?", ['family hardware shop', 'twelve'], ['dad', 'He']),
  ex('family-siblings', "my older sister always makes fun of my job in front of the whole family, like 'oh here's the influencer'. it really gets to me. how do i tell her", ['job', 'influencer'], ['older sister', 'family', 'her']),
  ex('family-siblings', "My twin brother keeps telling our cousins things I told him in confidence. I want to tell him how I feel without us ending up shouting.", ['in confidence'], ['twin brother', 'cousins', 'him']),
  ex('family-relatives', "my uncle asks when im going to get a 'real' job at every single family event. im a tattoo artist and i love it. how do i tell him to drop it, politely", ['real', 'family event', 'tattoo artist'], ['uncle', 'him']),
  ex('family-relatives', "Our boiler broke this week, which is a whole saga, but that's not what I'm asking about. My mother-in-law rearranges our kitchen every time she visits and it drives me mad. How do I ask her to stop without upsetting my husband?", ['kitchen', 'every time she visits'], ['mother-in-law', 'she', 'husband']),
  ex('family-kids', "my 16 yo son got caught vaping at school and wont talk to me about it, just shrugs. how do i get him to open up instead of me lecturing", ['16 yo', 'vaping', 'school'], ['son', 'him']),
  ex('family-kids', "How do I talk to my 9-year-old daughter about our move to another country? She keeps crying and saying she'll lose her friends.", ['9-year-old', 'move', 'another country', 'friends'], ['daughter', 'She']),
  // roommate
  ex('roommate-chores', "my roommate leaves dishes in the sink for literally a week and then says she was 'going to do them'. im so done. how do i bring it up so we actually agree on something", ['dishes', 'sink', 'a week'], ['roommate', 'she']),
  ex('roommate-chores', "Four of us share a house and nobody ever sorts the recycling or mows the lawn. How do I suggest a fair split without sounding like everyone's mum?", ['Four of us', 'recycling', 'lawn'], []),
  ex('roommate-noise-guests', "my flatmate hosts a poker night every friday that goes on till 4 and the whole flat stinks of smoke after. how do we agree on some rules", ['poker night', 'every friday', 'till 4', 'smoke'], ['flatmate']),
  ex('roommate-noise-guests', "My roommate lets his cousins crash on our sofa for weeks at a time without asking me. How do I raise house rules about guests?", ['sofa', 'weeks at a time'], ['roommate', 'cousins']),
  ex('roommate-money', "my housemate owes me for the electric bill from winter, like 140. every time i mention it he says 'yeah yeah next week'. how do i actually get it", ['electric bill', 'winter', '140', 'next week'], ['housemate', 'he']),
  ex('roommate-money', "My roommate Rafa moved his girlfriend in but still pays only a third of the groceries. How do I ask for a fairer split?", ['a third', 'groceries'], ['roommate', 'Rafa', 'girlfriend']),
  // workplace
  ex('coworker-credit', "in yesterdays standup my teammate said 'I fixed the login bug' when it was literally me who fixed it at 1am. this is the third time. how do i handle it", ['standup', 'login bug', '1am', 'third time'], ['teammate']),
  ex('coworker-credit', "My senior colleague put her name first on the report I wrote almost entirely. How do I get the credit without damaging my career?", ['report'], ['senior colleague', 'her']),
  ex('coworker-conflict', "the other line cook on my shift keeps moving my prep and snapping at me in the middle of service. its getting toxic. how do we fix this so we can actually work together", ['prep', 'service'], ['other line cook']),
  ex('coworker-conflict', "Two problems: my commute is awful and my cat is sick, but what I'm asking about is a colleague who ignores my emails and then tells our manager I'm slow. How do I repair things with her?", ['emails'], ['colleague', 'manager', 'her']),
  ex('boss-raise', "i want to ask my boss for a raise. ive trained 4 new hires this year and my salary hasnt moved since 2022. how do i bring it up", ['4 new hires', 'this year', 'salary', '2022'], ['boss']),
  ex('boss-raise', "Chcę poprosić szefową o podwyżkę. Pracuję tu od pięciu lat i prowadzę największego klienta. Jak to zrobić?", ['pięciu lat', 'największego klienta'], ['szefową']),
  ex('boss-difficult', "my boss keeps cc'ing his boss on every mistake i make, even tiny typos. i need to talk to him about it but i dont want to get fired. how do i raise it", ['typos'], ['boss', 'his boss', 'him']),
  ex('boss-difficult', "I need to tell my manager that her new rota leaves the warehouse understaffed on Sundays. She doesn't like being questioned. How do I raise it professionally?", ['rota', 'warehouse', 'Sundays'], ['manager', 'She']),
  ex('work-new-team', "just moved to a new team at the bank and they all go for lunch together and i dont know how to join in. how do i break the ice", ['new team', 'bank', 'lunch'], ['they']),
  ex('work-new-team', "Next week I start as the only woman on a team of eight engineers. Any tips for fitting in and breaking the ice?", ['Next week', 'eight engineers'], []),
  ex('work-resign', "got an offer from a competitor and i need to resign. my boss is going to take it personally, he hired me straight out of school. how do i hand in my notice without burning bridges", ['offer', 'competitor', 'notice'], ['boss', 'he']),
  ex('work-resign', "I'm leaving the charity after nine years to care for my mum full time. How do I tell my director and leave on good terms?", ['charity', 'nine years', 'full time'], ['mum', 'director']),
  // customer
  ex('customer-refund', "customer at my bike shop wants a refund on a helmet he bought 3 months ago because he 'changed his mind'. our policy is 30 days. how do i say no nicely", ['bike shop', 'helmet', '3 months ago', '30 days'], ['customer', 'he']),
  ex('customer-refund', "A guest at our B&B wants her whole stay refunded because of noise from the street, but she stayed all four nights. What's a fair reply?", ['B&B', 'noise', 'four nights'], ['guest', 'she']),
  ex('customer-complaint', "a customer left a review on my candle shop's etsy page saying the candle 'smells like nothing' and its got loads of people agreeing. how do i respond without looking defensive", ['candle shop', 'etsy page', 'smells like nothing'], ['customer']),
  ex('customer-complaint', "A diner shouted at my waiter because his steak was overcooked and he's now threatening a bad review. How do I calm him down and fix it?", ['steak', 'overcooked', 'bad review'], ['diner', 'waiter', 'him']),
  ex('client-scope-creep', "my client asked for 'one quick extra feature' on the app which is actually 3 weeks of work. the contract says 10 screens. how do i push back without losing them", ['extra feature', 'app', '3 weeks', 'contract', '10 screens'], ['client', 'them']),
  ex('client-late-payment', "the agency i designed a menu for owes me €2,400 and their accounts person has 'just missed' every payment run since june. how do i chase it without losing them as a client", ['menu', '€2,400', 'payment run', 'june'], ['agency', 'accounts person']),
  ex('client-late-payment', "A wedding couple I photographed in spring still owe me the final payment. How do I firmly ask them to pay?", ['spring', 'final payment'], ['wedding couple', 'them']),
  // teacher-parent
  ex('parent-to-teacher', "my daughter's netball teacher keeps making her do laps as a punishment and now she hates school. how do i bring it up with him without him getting defensive", ['laps', 'punishment', 'school'], ["daughter's netball teacher", 'him']),
  ex('parent-to-teacher', "How do I write to my son's form tutor about him being bullied on the school bus? I want us to work on it together.", ['school bus'], ["son's form tutor", 'him']),
  ex('teacher-to-parent', "I teach year 4 and need to tell a mum her son has been copying his homework from the internet. She's on the PTA and quite intense. How do I get her on side?", ['year 4', 'homework', 'the internet', 'PTA'], ['mum', 'son', 'She']),
  // interview
  ex('interview-prep', "i have an interview at the zoo on monday for a keeper role!! so nervous. what kind of questions do they ask and how do i prepare", ['zoo', 'monday', 'keeper role'], ['they']),
  ex('interview-prep', "Final round tomorrow for a product manager job at a fintech: a case study and a chat with the CEO. How do I prepare?", ['Final round', 'tomorrow', 'product manager', 'fintech', 'case study'], ['CEO']),
  ex('interview-follow-up', "did a trial day at a florist last friday and they said they'd call by wednesday. its thursday. do i email or is that annoying", ['trial day', 'florist', 'last friday', 'wednesday', 'thursday'], ['they']),
  ex('interview-follow-up', "It's been ten days since my second interview for the librarian post and the silence is killing me. Is a polite nudge okay?", ['ten days', 'second interview', 'librarian post'], []),
  ex('interview-offer', "i got the job on monday but they want me to start in a week and im meant to give my current place 4 weeks notice. can i push the start date without them pulling the offer", ['monday', 'a week', '4 weeks notice'], ['they']),
  ex('interview-offer', "Me ofrecieron el puesto, pero el sueldo es más bajo de lo que esperaba. ¿Cómo negocio sin perder la oferta?", ['puesto', 'sueldo'], []),
  ex('interviewer-questions', "hiring my first employee for my plant shop. what should i ask in the interview to find someone reliable", ['first employee', 'plant shop'], ['someone']),
  ex('interviewer-questions', "I'm on the panel interviewing candidates for a school caretaker tomorrow. What questions tell us who'll actually be good at it?", ['panel', 'school caretaker', 'tomorrow'], ['candidates']),
  ex('interviewer-reject', "have to tell a candidate she didnt get the receptionist job. she was lovely in the interview but we went with someone with more experience. how do i word it", ['receptionist job', 'more experience'], ['candidate', 'she', 'someone']),
  ex('interviewer-reject', "How do I turn down an internal applicant for a team lead role? He'll still be working with me every day.", ['team lead role', 'every day'], ['internal applicant', 'He']),
  // social, language, general
  ex('social-comment', "someone replied to my youtube video about budgeting saying 'easy to save when mummy pays your rent' and it's got 200 likes. should i respond and how", ['youtube video', 'budgeting', '200 likes'], ['someone']),
  ex('social-comment', "A guy from my old school left a mocking comment under my LinkedIn post about my promotion. How do I reply publicly without stooping to his level?", ['LinkedIn post', 'promotion'], ['guy', 'his']),
  ex('cross-language-reply', "the host family im staying with in Naples left me a note in italian and i want to write back in italian. my italian is basic lol", ['Naples', 'note', 'italian'], ['host family']),
  ex('cross-language-reply', "My language exchange partner sent me a long message in Korean and I want to reply in Korean that sounds natural, not like a translation app.", ['long message', 'Korean'], ['language exchange partner']),
  ex('neighbour', "the neighbours dog barks for hours when theyre at work and i work from home. how do i raise it without starting a feud", ['dog', 'for hours', 'work from home'], ['neighbours']),
  ex('landlord', "my landlord wants to come round 'whenever he likes' to show the flat to buyers, sometimes with 1 hours notice. how do i push back in writing", ['show the flat', 'buyers', '1 hours notice', 'in writing'], ['landlord', 'he']),
  ex('landlord', "There's been a leak in our kitchen ceiling for three weeks and the letting agent keeps saying the landlord will call. How do I get it fixed and have it on record?", ['leak', 'kitchen ceiling', 'three weeks'], ['letting agent', 'landlord']),
  // no situation
  ex('none', 'whats the capital of australia, i always think its sydney'),
  ex('none', 'Quelle est la meilleure façon de conserver du basilic frais ?'),
  ex('none', 'can you explain how compound interest works in simple terms'),
  ex('none', "I don't need advice about anyone, I just want a good recipe for banana bread"),
  ex('none', 'my laptop fan is really loud all of a sudden, is that bad?'),
];
