import type { CorpusExample } from '../../src/server/ai/understanding/corpus';

/**
 * Held-out set S19 for the understanding layer: first messages to the advisor, written blind in session 19
 * by helper bw19 from the catalogue of situation types only (src/server/ai/understanding/catalog.ts and
 * ../shared/SPEC.md) — without reading the training corpus, the cue lists, the rules, the model or any other
 * held-out set's lines (S18 opened for its format only; none of its situations, names or places reused).
 * Spread over every type and category (60 types twice, four once), with off-topic lines (`none`), twelve
 * lines in other languages, long rambling ones, typos, lowercase, slang, negations and messages holding two
 * problems, labelled with the one the user asks about. Facts and people are the user's own words: key
 * details, and each person (relation words, names, pronouns). Never trained on; read with session 19's start and final trees (d83b2d6,
 * b9a1064) and then moved in. Two of its 130 lines were left out on moving in: older training lines near-copy
 * them (a job offer while waiting on another company; a teenager's hours of sleep).
 */
const ex = (type: string, text: string, facts: string[] = [], people: string[] = []): CorpusExample => ({ text, type, safety: null, facts, people });

export const HOLDOUT_S19: readonly CorpusExample[] = [
  // crush
  ex('crush-keep-talking', "so theres this girl Ines from the climbing gym, we swapped numbers after bouldering on wednesday and we've been messaging but it's getting a bit dry, mostly 'haha' and 'nice'. how do i keep it going without sounding like an interview", ['climbing gym', 'bouldering', 'wednesday'], ['girl', 'Ines']),
  ex('crush-keep-talking', "He answers every message I send but never asks anything back. We met at my cousin's engagement party and I really like him. What can I say to keep our chat alive?", ["cousin's engagement party"], ['He', 'him']),
  ex('crush-signals', "is the guy at the hardware store flirting or just being nice?? Tomasz always comes out from behind the counter to help me and last time he gave me his personal number 'in case the drill breaks'", ['hardware store', 'personal number', 'drill'], ['guy', 'Tomasz', 'he']),
  ex('crush-signals', "Mi compañera de la clase de cerámica, Lucía, siempre se sienta a mi lado y me pregunta por mis planes del fin de semana. ¿Cómo sé si le gusto o si solo es simpática?", ['clase de cerámica', 'fin de semana'], ['Lucía']),
  ex('crush-ask-out', "i want to ask out the bartender at the jazz place on fleet street, we've chatted loads on quiet tuesdays. but i've never asked anyone out in my life and i'm 34 lol", ['jazz place', 'fleet street', 'tuesdays', '34'], ['bartender']),
  ex('crush-ask-out', "How should I ask Priyanka from my book club to go to the botanical gardens with me, just the two of us? I don't want it to sound like another club outing.", ['book club', 'botanical gardens'], ['Priyanka']),
  ex('crush-taken', "I've fallen for my best mate's older brother and he's been with his girlfriend for five years. I'm not going to do anything about it, I just hate how I act around him at family dinners", ['five years', 'family dinners'], ["best mate's older brother", 'girlfriend', 'him']),
  ex('crush-taken', "ich hab mich in einen kollegen aus meinem chor verliebt aber er ist verlobt. ich will nichts kaputt machen, nur irgendwie normal bleiben bei den proben", ['chor', 'verlobt', 'proben'], ['kollegen', 'er']),
  ex('crush-rejected', "told Saoirse i liked her after the pub quiz and she said she's flattered but no. we share a desk at uni library most days so now what, do i just pretend it never happened??", ['pub quiz', 'uni library', 'most days'], ['Saoirse', 'she']),
  ex('crush-rejected', "He turned me down nicely last weekend, said he wants to stay friends. The problem is we're both in the same hiking group and there's a trip in two weeks. How do I not make it awkward?", ['last weekend', 'hiking group', 'two weeks'], ['He']),
  ex('coworker-crush', "got a massive crush on the new sous chef, Dario. we do the late shift together four nights a week. kitchen gossip spreads like wildfire so i need to be careful, how do i tell if it's mutual", ['sous chef', 'late shift', 'four nights a week', 'kitchen'], ['Dario']),
  ex('coworker-crush', "There's a woman in accounts I've liked for months. We only really talk at the coffee machine. Is it ever okay to ask a coworker out, and how would I even find out if she likes me?", ['accounts', 'months', 'coffee machine'], ['woman', 'she']),
  // hidden crush
  ex('hidden-crush-hint', "how can i drop a hint to my gaming buddy Rhys that i like him as more than a teammate? we play every night on discord but i'm not ready to say it outright", ['gaming', 'every night', 'discord'], ['Rhys', 'him']),
  ex('hidden-crush-hint', "I'd like to hint to the lovely man who runs the bookshop next to my office that I'm interested, without a big confession. Subtle ideas please!", ['bookshop', 'office'], ['man']),
  ex('hidden-crush-confess', "ok i've decided i'm going to tell Mirela how i feel before she moves to Lisbon in march. we've been close for two years. how do i actually say it", ['Lisbon', 'march', 'two years'], ['Mirela', 'she']),
  ex('hidden-crush-confess', "Je veux avouer mes sentiments à Théo, on se connaît depuis le lycée. Comment lui dire sans tout gâcher ?", ['lycée'], ['Théo']),
  ex('hidden-crush-friend', "my best friend Callum and i have been friends since we were 8 and recently i can't stop thinking about him differently. i'd rather lose the feelings than lose him tbh", ['since we were 8'], ['best friend', 'Callum', 'him']),
  ex('hidden-crush-friend', "I think I'm falling for one of my closest friends. We go to the same yoga studio and have brunch every Sunday. What do I do with these feelings?", ['yoga studio', 'brunch', 'every Sunday'], ['friends']),
  ex('hidden-crush-hide', "I don't want anyone to notice I like the team captain. How do I stop going red every time she talks to me at netball training?", ['team captain', 'netball training'], ['she']),
  ex('hidden-crush-hide', "need to keep my feelings for my lab partner secret till the end of term, his girlfriend is literally in our seminar group. tips for acting normal?", ['end of term', 'seminar group'], ['lab partner', 'girlfriend']),
  // partner
  ex('partner-fight', "me and my boyfriend had a huge row last night about his mum staying with us for three weeks at christmas. we both said stuff we didnt mean and now its silent treatment", ['last night', 'three weeks', 'christmas'], ['boyfriend', 'mum']),
  ex('partner-fight', "Ho litigato con mia moglie per i soldi, lei vuole comprare una macchina nuova e io no. Come possiamo parlarne senza urlare?", ['soldi', 'macchina nuova'], ['moglie', 'lei']),
  ex('partner-neglected', "My husband spends every evening on his phone or on the PlayStation and we haven't had a proper conversation in weeks. I feel invisible in my own home.", ['every evening', 'phone', 'PlayStation', 'weeks'], ['husband']),
  ex('partner-neglected', "my gf always has time for her work friends and her sister but cancels on me constantly, last saturday was the third time this month. i don't want to sound needy tho", ['work friends', 'last saturday', 'third time', 'this month'], ['gf', 'sister']),
  ex('partner-long-distance', "Sanjay moved to Toronto for his PhD and I'm still in Leeds. Five hours time difference, our calls keep getting shorter. How do we keep this going?", ['Toronto', 'PhD', 'Leeds', 'Five hours'], ['Sanjay']),
  ex('partner-long-distance', "long distance with my girlfriend for 8 months now (shes in Madrid, im in Glasgow), we only see each other every 6 weeks and i feel us drifting. any advice", ['8 months', 'Madrid', 'Glasgow', 'every 6 weeks'], ['girlfriend']),
  ex('partner-trust', "I found messages on my partner's phone with someone called Zoe, nothing explicit but they text every day. I don't know how to bring it up without looking like I snooped, which I did.", ["partner's phone", 'every day'], ['partner', 'Zoe']),
  ex('partner-trust', "my boyfriend lied about where he was on friday night, said he was at his brothers but his brother posted from a stag do in prague. i want to trust him again but idk how", ['friday night', 'stag do', 'prague'], ['boyfriend', 'brother', 'him']),
  ex('partner-meet-parents', "Meeting my fiancé's parents for the first time at their farm in Devon next month. They're very traditional and I'm vegan with tattoos. Help!", ['first time', 'farm', 'Devon', 'next month', 'vegan', 'tattoos'], ["fiancé's parents"]),
  ex('partner-meet-parents', "vou conhecer os pais do meu namorado no domingo, num almoço em casa deles. estou nervosa, eles só falam português e eu ainda estou a aprender", ['domingo', 'almoço'], ['pais', 'namorado']),
  ex('partner-breakup', "I need to end things with Marcus. Two years together, we live together, and I just don't love him anymore. How do you even start that conversation?", ['Two years', 'live together'], ['Marcus', 'him']),
  ex('partner-breakup', "want to break up with my girlfriend before the summer but we booked a holiday to Crete in june... do i tell her now or wait? i dont want to be cruel", ['summer', 'holiday', 'Crete', 'june'], ['girlfriend', 'her']),
  // ex
  ex('ex-get-back', "is it stupid to want my ex back? Kofi and I split in april over him moving for work, but he's back in town now and we had coffee last week and it felt like old times", ['april', 'moving for work', 'coffee', 'last week'], ['ex', 'Kofi', 'he']),
  ex('ex-get-back', "Quiero volver con mi ex, Álvaro. Cortamos hace cuatro meses por tonterías y lo echo mucho de menos. ¿Cómo se lo planteo?", ['cuatro meses'], ['ex', 'Álvaro']),
  ex('ex-reached-out', "My ex messaged me out of nowhere at 1am saying she 'thinks about us a lot'. We broke up a year ago and I've only just started feeling okay. Do I reply?", ['1am', 'a year ago'], ['ex', 'she']),
  ex('ex-reached-out', "my ex-husband emailed asking if we could 'catch up properly' now that his divorce from his second wife is final. i honestly don't know what he wants", ['second wife'], ['ex-husband', 'he']),
  ex('ex-moving-on', "its been 5 months since Oskar dumped me and i still check his instagram every day. everyone says move on but HOW", ['5 months', 'instagram', 'every day'], ['Oskar']),
  ex('ex-moving-on', "I keep running into my ex at the farmers market every Saturday and it sets me back each time. I want to move on properly.", ['farmers market', 'every Saturday'], ['ex']),
  ex('ex-coparent-logistics', "Need to sort out the school holiday schedule with my ex for our two kids. Every conversation turns into a fight about who had them at Easter. How do I keep it practical?", ['school holiday', 'two kids', 'Easter'], ['ex', 'kids']),
  // dating
  ex('date-cancelled', "she cancelled our date an hour before, said something came up at work. second time now. do i try to reschedule or take the hint?", ['an hour before', 'work', 'second time'], ['she']),
  ex('date-follow-up', "Had a lovely first date with Anouk at the planetarium yesterday. What should I text her today so it doesn't seem too keen or too cold?", ['first date', 'planetarium', 'yesterday', 'today'], ['Anouk', 'her']),
  ex('date-follow-up', "went on a date w a guy from hinge saturday, mini golf then tacos, it was honestly great. what do i send him now, its monday and neither of us has texted", ['hinge', 'saturday', 'mini golf', 'tacos', 'monday'], ['guy', 'him']),
  ex('date-plan', "Third date with Leon this Friday and I want to plan something better than drinks. He loves old films and hates crowds. Ideas?", ['Third date', 'this Friday', 'old films', 'crowds'], ['Leon', 'He']),
  ex('date-plan', "planning a date for someone i met on bumble, budget is tight (student loan life) so something cheap but not lame?", ['bumble', 'student loan'], ['someone']),
  ex('date-ghosted', "We had three great dates and then he just stopped replying. It's been ten days. Should I message once more or let it go?", ['three great dates', 'ten days'], ['he']),
  ex('date-ghosted', "got ghosted by Elif after what i thought was an amazing date at the street food market. seen at 9pm and nothing since tuesday. do i say anything", ['street food market', '9pm', 'tuesday'], ['Elif']),
  ex('date-dtr', "We've been seeing each other for three months, sleeping over most weekends, but we've never said what this is. How do I ask him if we're exclusive?", ['three months', 'most weekends', 'exclusive'], ['him']),
  ex('date-dtr', "me and Noor have been 'talking' since the summer and i need to know if we're a thing or not, my friends keep asking and i have no answer lol", ['since the summer'], ['Noor', 'friends']),
  ex('date-let-down', "I've been on two dates with a really nice guy but I don't feel any spark. He's already asking about a third. How do I let him down gently?", ['two dates', 'spark', 'third'], ['guy', 'He', 'him']),
  ex('date-let-down', "how do i tell Greta i'm not interested after one date? she's lovely, just no chemistry, and she already invited me to her birthday", ['one date', 'chemistry', 'birthday'], ['Greta', 'she']),
  // new match
  ex('match-opener', "just matched with someone on hinge whose profile says she restores vintage motorbikes. what's a good first message that isn't 'hey'?", ['hinge', 'vintage motorbikes'], ['someone', 'she']),
  ex('match-opener', "matched w a guy whose first pic is him holding a massive octopus on a boat?? what do i even open with lmao", ['octopus', 'boat'], ['guy', 'him']),
  ex('match-convo-dying', "The conversation with my match on Tinder started strong but now it's one-word answers from both sides. How can I revive it?", ['Tinder', 'one-word answers'], ['match']),
  ex('match-convo-dying', "chat w this guy on the app is dying, we talked about his trip to Iceland for like a week and now nothing. how do i bring it back", ['Iceland', 'a week'], ['guy']),
  ex('match-meet-up', "Been messaging Jasper on Feeld for two weeks and I think it's time to meet. How do I suggest it without it feeling sudden?", ['Feeld', 'two weeks', 'meet'], ['Jasper']),
  ex('match-meet-up', "how do i ask my match to meet up irl? we've been chatting every day, she mentioned she loves that new ramen place by the station", ['every day', 'ramen place', 'station'], ['match', 'she']),
  // friendship
  ex('friend-owes-money', "Lent my friend Duc £400 for his car repair in August and he still hasn't paid a penny back, but he just posted from a festival. How do I bring it up?", ['£400', 'car repair', 'August', 'festival'], ['friend', 'Duc', 'he']),
  ex('friend-owes-money', "mi amiga me debe 150 euros desde el verano y cada vez que saco el tema cambia de conversación. no quiero perder la amistad", ['150 euros', 'verano'], ['amiga']),
  ex('friend-jealousy', "I'm jealous of my friend Hattie since she got engaged and promoted in the same month. I hate feeling like this, she's done nothing wrong", ['engaged', 'promoted', 'same month'], ['friend', 'Hattie', 'she']),
  ex('friend-jealousy', "my best mate gets weird and sulky every time i hang out with my new uni friends. he literally left the group chat. how do i talk to him", ['uni friends', 'group chat'], ['best mate', 'he', 'him']),
  ex('friend-drifting', "Roisin and I used to talk every day but since she had the baby it's radio silence. I get that she's busy, but I miss her.", ['every day', 'the baby'], ['Roisin', 'she', 'her']),
  ex('friend-drifting', "my oldest friend moved to Bristol last year and now we barely text. it's not a fight or anything, we just drifted. can we fix that?", ['Bristol', 'last year'], ['oldest friend']),
  ex('friend-conflict', "had a falling out with my friend Ade at his birthday drinks, he said I was 'always making it about me' in front of everyone. still stings", ['birthday drinks', 'in front of everyone'], ['friend', 'Ade', 'he']),
  ex('friend-conflict', "Meine beste Freundin ist sauer auf mich, weil ich ihre Hochzeit verpasst habe. Ich war krank, aber sie glaubt mir nicht. Wie kläre ich das?", ['Hochzeit', 'krank'], ['beste Freundin', 'sie']),
  ex('friend-support', "My friend Wren just lost her dad and I have no idea what to say. I don't want to say the wrong thing or be useless.", ['lost her dad'], ['friend', 'Wren', 'her']),
  ex('friend-support', "how do i support my mate who just got made redundant? he's acting like he's fine but he's clearly not, he cancelled five-a-side twice", ['made redundant', 'five-a-side', 'twice'], ['mate', 'he']),
  ex('friend-boundaries', "My friend keeps dropping her kids at mine 'for an hour' that turns into the whole afternoon. I love her but I need to say no sometimes.", ['an hour', 'the whole afternoon'], ['friend', 'kids', 'her']),
  ex('friend-boundaries', "how do i tell Ollie i can't keep lending him my car every weekend? he's a good friend but he returns it with no petrol and crumbs everywhere", ['car', 'every weekend', 'petrol'], ['Ollie', 'him']),
  ex('make-friends', "I moved to Rotterdam for work six months ago and I still don't have a single friend here. How do people my age (41) make friends?", ['Rotterdam', 'six months ago', '41'], []),
  ex('make-friends', "just started at a new college and everyone already has their groups from last year. how do i make friends without being weird about it", ['new college', 'last year'], []),
  // family
  ex('family-parents', "My mum keeps commenting on my weight every time I visit and I'm 29. How do I tell her it hurts without starting a war?", ['weight', 'every time I visit', '29'], ['mum', 'her']),
  ex('family-parents', "mi padre no acepta que deje la carrera de derecho para ser cocinero. ¿cómo hablo con él sin que acabemos gritando?", ['carrera de derecho', 'cocinero'], ['padre', 'él']),
  ex('family-siblings', "my little brother borrowed my car and scraped the whole side of it and now says it was like that already. we're not speaking. how do i sort this", ['car', 'scraped'], ['little brother']),
  ex('family-siblings', "My sister and I haven't spoken properly since we argued about who should look after our dad. I want to fix it before his 70th in May.", ['look after our dad', '70th', 'May'], ['sister', 'dad']),
  ex('family-relatives', "My aunt keeps asking when I'm getting married at every family gathering, in front of everyone. How do I shut it down politely?", ['married', 'family gathering'], ['aunt']),
  ex('family-relatives', "my uncle makes racist jokes at sunday lunch and everyone just laughs it off. i want to say something next time but my gran hosts and i dont want to ruin it for her", ['racist jokes', 'sunday lunch', 'next time'], ['uncle', 'gran', 'her']),
  ex('family-kids', "How do I talk to my 12-year-old about her spending six hours a day on TikTok? Every time I try she storms off.", ['12-year-old', 'six hours a day', 'TikTok'], ['her', 'she']),
  ex('family-kids', "my son (16) told me he's failing chemistry and hid his report for weeks. im not angry about the grade, more the lying. how do i have that conversation", ['16', 'failing chemistry', 'report', 'weeks'], ['son', 'he']),
  // roommate
  ex('roommate-chores', "My flatmate never takes the bins out and the kitchen smells like a landfill. We agreed a rota in September and she's ignored it since week two.", ['bins', 'kitchen', 'rota', 'September', 'week two'], ['flatmate', 'she']),
  ex('roommate-chores', "housemate leaves his protein shaker to rot in the sink for days. ive asked nicely twice. how do i bring it up a third time without it getting nasty", ['protein shaker', 'sink', 'twice'], ['housemate']),
  ex('roommate-noise-guests', "My roommate's boyfriend has basically moved in, he's here 6 nights a week and showers for 40 minutes. He doesn't pay rent. How do I raise it?", ['6 nights a week', '40 minutes', 'rent'], ["roommate's boyfriend", 'He']),
  ex('roommate-noise-guests', "mon colocataire joue de la batterie jusqu'à minuit et j'ai des examens la semaine prochaine. comment lui en parler ?", ['batterie', 'minuit', 'examens', 'la semaine prochaine'], ['colocataire']),
  ex('roommate-money', "Flatmate owes me half the energy bill, £230, and keeps saying 'next payday'. That was two paydays ago.", ['half the energy bill', '£230', 'next payday', 'two paydays ago'], ['Flatmate']),
  ex('roommate-money', "my roommate Keisha wants to split the wifi 50/50 but she works from home all day streaming and im out 10 hours. is it fair to ask for a different split", ['wifi', '50/50', 'works from home', '10 hours'], ['roommate', 'Keisha', 'she']),
  // workplace
  ex('coworker-credit', "My colleague Petra presented MY dashboard to the directors this morning as if she'd built it. I'm furious. How do I handle it without looking petty?", ['dashboard', 'directors', 'this morning'], ['colleague', 'Petra', 'she']),
  ex('coworker-credit', "guy on my team keeps taking credit for my ideas in standups, happened again today with the onboarding redesign. how do i call it out professionally", ['standups', 'today', 'onboarding redesign'], ['guy']),
  ex('coworker-conflict', "There's a colleague in logistics, Hamid, who snaps at me in every meeting and rolls his eyes when I speak. We have to work together on the Q3 launch.", ['logistics', 'every meeting', 'Q3 launch'], ['colleague', 'Hamid']),
  ex('coworker-conflict', "a coworker keeps microwaving fish and when i mentioned it she said im 'too sensitive' and now she ignores me at the desk. ugh", ['microwaving fish', 'too sensitive', 'desk'], ['coworker', 'she']),
  ex('boss-raise', "I've been at the agency three years, took on two extra clients since summer and I'm still on my starting salary. I want to ask my manager for a raise at my review in January.", ['agency', 'three years', 'two extra clients', 'starting salary', 'January'], ['manager']),
  ex('boss-raise', "Wie frage ich meinen Chef nach einer Gehaltserhöhung? Ich mache seit einem Jahr die Arbeit von zwei Leuten.", ['Gehaltserhöhung', 'seit einem Jahr', 'zwei Leuten'], ['Chef']),
  ex('boss-difficult', "My boss emails me at 11pm and expects answers by 7am. I need to talk to her about boundaries but she's very intense.", ['11pm', '7am', 'boundaries'], ['boss', 'her', 'she']),
  ex('boss-difficult', "my manager criticised my work in front of the whole team on friday and i want to tell him it wasn't ok, but i'm still on probation", ['whole team', 'friday', 'probation'], ['manager', 'him']),
  ex('work-new-team', "Started at a new hospital ward last week, everyone's been there for years and has their in-jokes. I feel like an outsider at breaks. How do I fit in?", ['hospital ward', 'last week', 'years', 'breaks'], []),
  ex('work-new-team', "im the new dev on a team of 6 and they all go to lunch without me. not sure if its on purpose. how do i get in", ['new dev', 'team of 6', 'lunch'], []),
  ex('work-resign', "I'm resigning from the bakery after seven years to start my own place. The owner, Walter, has been like a father to me. How do I tell him?", ['bakery', 'seven years', 'own place'], ['owner', 'Walter', 'him']),
  ex('work-resign', "got a new job offer, need to hand my notice in tomorrow and my manager is gonna be gutted cause we're mid-project. what do i say", ['new job offer', 'notice', 'tomorrow', 'mid-project'], ['manager']),
  // customer
  ex('customer-refund', "A customer wants a full refund on a wedding cake she ate half of, says the icing was 'too sweet'. How do I reply politely but firmly?", ['full refund', 'wedding cake', 'half', 'icing'], ['customer', 'she']),
  ex('customer-refund', "client at my salon is demanding money back for her balayage 3 weeks later, she's been in twice since for free touch ups. what do i say", ['money back', 'balayage', '3 weeks', 'twice', 'free touch ups'], ['client', 'she']),
  ex('customer-complaint', "Someone left a one-star review of my café saying the barista was rude, but the CCTV shows otherwise. How do I respond publicly?", ['one-star review', 'café', 'CCTV'], ['Someone', 'barista']),
  ex('customer-complaint', "un client hurle au téléphone parce que sa livraison a trois jours de retard. comment je le calme ?", ['livraison', 'trois jours de retard'], ['client']),
  ex('client-scope-creep', "I quoted a client for a five-page website and now she wants a shop, a blog and a booking system 'while you're at it'. Same price. Help.", ['five-page website', 'shop', 'blog', 'booking system', 'Same price'], ['client', 'she']),
  ex('client-scope-creep', "freelance photographer here, client booked 2 hours for headshots and now wants me to shoot their whole team event too for the same fee. how do i say no nicely", ['2 hours', 'headshots', 'team event', 'same fee'], ['client']),
  ex('client-late-payment', "A client hasn't paid my invoice for the logo work, £1,800, now 60 days overdue. They keep saying 'it's with finance'. What do I write?", ['invoice', 'logo', '£1,800', '60 days overdue', 'finance'], ['client']),
  ex('client-late-payment', "the restaurant i did the mural for still owes me half, its been since october and the owner stopped answering my calls", ['mural', 'half', 'october'], ['owner']),
  // teacher-parent
  ex('parent-to-teacher', "I need to email my daughter's maths teacher because she's being left out of group work and comes home crying. How do I word it?", ['group work', 'comes home crying'], ["daughter's maths teacher", 'she']),
  ex('parent-to-teacher', "my son's PE teacher keeps making him run extra laps as punishment for forgetting his kit. i think it's too much. how do i raise it with him", ['extra laps', 'punishment', 'kit'], ["son's PE teacher", 'him']),
  ex('teacher-to-parent', "I'm a year 4 teacher and need to tell a parent that her son has been biting other kids at playtime. She's already defensive. Any tips?", ['year 4', 'biting', 'playtime'], ['parent', 'son', 'She']),
  ex('teacher-to-parent', "as a music teacher i need to write to a dad whose daughter has stopped practising violin and is falling behind the orchestra. how do i say it kindly", ['violin', 'orchestra'], ['dad', 'daughter']),
  // interview (candidate)
  ex('interview-prep', "I've got an interview for a data analyst role at a bank on Thursday and I always freeze on the 'tell me about yourself' question. Can you help me prep?", ['data analyst', 'bank', 'Thursday', 'tell me about yourself'], []),
  ex('interview-prep', "interview at the council for a housing officer job on monday, its a panel of 3 and i've never done a panel. not looking for a pep talk, i need actual practice questions", ['council', 'housing officer', 'monday', 'panel of 3'], []),
  ex('interview-follow-up', "Had a second-round interview for the nursing post last Monday, they said they'd let me know 'this week' and nothing yet. Is it ok to email?", ['second-round interview', 'nursing post', 'last Monday', 'this week'], []),
  ex('interview-follow-up', "should i send a thank you email after my interview with the architecture firm today? the partner who interviewed me was called Ms Okafor", ['thank you email', 'architecture firm', 'today'], ['partner', 'Ms Okafor']),
  ex('interview-offer', "I got a job offer from a logistics company but the salary is £4k below what I asked. How do I negotiate without them pulling it?", ['job offer', 'logistics company', '£4k'], []),
  // interviewer
  ex('interviewer-questions', "I'm hiring my first employee for my plant shop next week and I've never interviewed anyone. What should I ask?", ['first employee', 'plant shop', 'next week'], []),
  ex('interviewer-questions', "interviewing candidates for a warehouse supervisor role tomorrow, what are good questions to figure out how they handle conflict on the floor", ['warehouse supervisor', 'tomorrow', 'conflict'], ['candidates']),
  ex('interviewer-reject', "I have to tell a candidate we're not hiring her after three rounds of interviews. She was great, just not the right fit. How do I phrase it?", ['three rounds', 'right fit'], ['candidate', 'her', 'She']),
  // social comment
  ex('social-comment', "Someone commented 'nobody asked' under my post about my marathon time. I know I shouldn't care but it got to me. Do I reply?", ['nobody asked', 'marathon'], ['Someone']),
  ex('social-comment', "a random account keeps leaving nasty comments on my baking videos saying my cakes look 'like a toddler made them'. reply or ignore?", ['baking videos', 'cakes', 'toddler'], []),
  // cross-language
  ex('cross-language-reply', "My Brazilian colleague sent me a WhatsApp voice note in Portuguese and I only know basic phrases. How do I reply without using a translator that sounds robotic?", ['WhatsApp', 'voice note', 'Portuguese', 'basic phrases'], ['colleague']),
  ex('cross-language-reply', "my host family in Kyoto wrote me a thank-you card in japanese and i want to answer in japanese too, but mine is beginner level. help?", ['host family', 'Kyoto', 'thank-you card', 'japanese', 'beginner'], ['host family']),
  // general
  ex('neighbour', "The neighbour upstairs hoovers at 6am every day and I work night shifts. I've never spoken to her. How do I start that conversation?", ['hoovers', '6am', 'night shifts'], ['neighbour', 'her']),
  ex('landlord', "My landlord hasn't fixed the boiler in three weeks and it's freezing. I've emailed twice. What do I say next?", ['boiler', 'three weeks', 'twice'], ['landlord']),
  ex('landlord', "propietario quiere subirme el alquiler un 20% y el piso tiene humedad en todas las paredes. ¿cómo negocio con él?", ['alquiler', '20%', 'humedad'], ['propietario', 'él']),
  // none
  ex('none', "what's the difference between baking soda and baking powder"),
  ex('none', 'Can you recommend a good podcast about space?'),
  ex('none', "I'm not having any problems with anyone, I just want to know how to fix a squeaky door hinge"),
  ex('none', '¿Cuánto tiempo hay que hervir un huevo para que quede blando?'),
  ex('none', 'is it bad to leave my phone charging overnight?'),
];
