import type { CorpusExample } from '../../src/server/ai/understanding/corpus';

/**
 * Held-out set S15 for the understanding layer: two first messages for every situation type in the
 * catalogue plus four off-topic ones. Written blind in session 15 by engineer bw15, never trained on:
 * written without reading the training corpus, the cue lists, the rules or the model. Do not copy
 * these lines, or close paraphrases, into corpus/ or into extraction rules. Kept outside the
 * repository until its one reading (session 15): type 126/132 (95.5%), category 128/132, facts 299/365, people 253/265; the model at the start of that session: 127/132 (96.2%), facts 293/365, people 253/265. Two lines were then dropped (130 left): each near-duplicates an older training line (the leak check in corpus/near-duplicates.test.ts keeps held-out text unseen), so their reading was not about unseen text. Same shape as
 * the corpus items; `type: 'none'` marks no situation. Where a message holds two problems, the label
 * is the main one.
 */
const ex = (type: string, text: string, facts: string[] = [], people: string[] = []): CorpusExample => ({ text, type, safety: null, facts, people });

export const HOLDOUT_S15: readonly CorpusExample[] = [
  // crush
  ex('crush-keep-talking', "me and Tomasz from the climbing gym started snapchatting last week but every convo dies after like 3 msgs. i never know what to say next to keep him talking", ['climbing gym', 'snapchatting', 'last week'], ['Tomasz', 'him']),
  ex('crush-keep-talking', "There is a girl in my pottery class on Wednesdays and we have been messaging on Instagram for two weeks. She answers, but always short, and I am running out of topics. What can I write so the chat does not stop?", ['pottery class', 'Wednesdays', 'Instagram', 'two weeks'], ['girl', 'She']),
  ex('crush-signals', "my lab partner Oskar keeps finding excuses to stay after class and he remembered my dog's name from one conversation a month ago. is that a sign or am i reading too much into it", ['after class', "dog's name", 'a month ago'], ['lab partner', 'Oskar', 'he']),
  ex('crush-signals', "A nurse on my ward, Gemma, always saves me a seat in the canteen and texted me on my day off just to ask how I was. Friendly colleague or does she like me? I honestly can't tell.", ['ward', 'canteen', 'day off'], ['nurse', 'Gemma', 'she']),
  ex('crush-ask-out', "I (29m) want to ask out the woman who runs the bookshop on Kelvin Street. I go in every Saturday and we always end up chatting about crime novels. How do I ask her for a coffee without making her feel cornered at work?", ['29', 'bookshop on Kelvin Street', 'every Saturday', 'crime novels', 'coffee'], ['woman', 'her']),
  ex('crush-ask-out', "ok i've decided. im gonna ask Lucía to the winter formal on friday. we sit together in spanish. what do i actually say tho", ['winter formal', 'friday', 'spanish'], ['Lucía']),
  ex('crush-taken', "i have a crush on my flatmate's boyfriend and he's round ours like 4 nights a week. i'd never do anything, i just don't know how to be normal around him", ['4 nights a week'], ["flatmate's boyfriend", 'he', 'him']),
  ex('crush-taken', "The man I met at a conference in Lyon turned out to be married. We still email about work and I catch myself waiting for his replies. How do I keep it professional and stop this?", ['conference in Lyon', 'married', 'email'], ['man', 'his']),
  ex('crush-rejected', "I told Hana I liked her at the end of the hiking trip and she said she's not looking for anything right now. We're in the same hiking club and the next trip is in two weeks. How do I not be weird?", ['hiking trip', 'hiking club', 'in two weeks'], ['Hana', 'her', 'she']),
  ex('crush-rejected', "so he left me on read after i confessed and then today said 'i think we're better as friends'. we have band practice together tuesday. help how do i act", ['today', 'band practice', 'tuesday'], ['he']),
  ex('coworker-crush', "I think I'm falling for someone on the marketing team. We're on the same project until March and I don't want to make the office awkward if she doesn't feel the same. How do I find out?", ['marketing team', 'March'], ['someone', 'she']),
  ex('coworker-crush', "theres this guy at the warehouse, Dev, who works my shift. we joke around all the time on breaks and i really like him but if i say something and hes not into it i still have to see him 5 days a week", ['warehouse', 'breaks', '5 days a week'], ['guy', 'Dev', 'him']),
  // hidden crush
  ex('hidden-crush-hint', "I like Marco from my book club but I'm not ready to tell him. How can I drop a hint so he might notice, without saying it straight out?", ['book club'], ['Marco', 'him', 'he']),
  ex('hidden-crush-hint', "want to let this girl from my uni halls know im interested but subtly?? like not a full confession just a hint she can pick up on", ['uni halls'], ['girl', 'she']),
  ex('hidden-crush-confess', "I've liked my friend from choir, Agnieszka, for almost a year and I finally want to tell her. I'm thinking of doing it after the Christmas concert. How do I say it?", ['choir', 'almost a year', 'Christmas concert'], ['Agnieszka', 'her']),
  ex('hidden-crush-confess', "im going to confess to him tonight over facetime before i lose my nerve. what do i say so it doesnt come out as a mess", ['tonight', 'facetime'], ['him']),
  ex('hidden-crush-friend', "my best friend of 8 years, Sam, i think i'm in love with her. we go to every gig together. if i say anything and she doesnt feel the same i lose my best friend. what do i do", ['8 years', 'every gig'], ['best friend', 'Sam', 'her', 'she']),
  ex('hidden-crush-friend', "Since some months I have developed feelings for a close friend from my university days. We still meet every month for dinner. I do not want to destroy the friendship, but I can't keep pretending. Is there a way to find out if he feels the same?", ['university days', 'every month', 'dinner'], ['close friend', 'he']),
  ex('hidden-crush-hide', "I like Kenji from my study group but I really don't want him or anyone to find out yet. I keep blushing when he talks to me. How do I act normal?", ['study group'], ['Kenji', 'him', 'he']),
  ex('hidden-crush-hide', "how do u hide a crush?? shes in my friend group and everyone would tease me if they knew. i just want to act chill around her at the party saturday", ['friend group', 'the party', 'saturday'], ['her']),
  // partner
  ex('partner-fight', "My husband and I had a huge argument last night about his mother staying with us for three weeks. We both said things we regret and now we're not talking. How do I start the conversation?", ['last night', 'three weeks'], ['husband', 'his mother']),
  ex('partner-fight', "gf and i fought over text bc i forgot our anniversary dinner reservation and she's ignoring me since this morning. how do i fix it", ['text', 'anniversary dinner', 'this morning'], ['gf', 'she']),
  ex('partner-neglected', "My girlfriend spends every evening on her phone or at the gym and on weekends she is with her friends. I feel like I'm at the bottom of her list. How can I say this without sounding needy?", ['every evening', 'phone', 'gym', 'weekends'], ['girlfriend', 'her', 'she']),
  ex('partner-neglected', "bf has been gaming till 3am every night since he got the new console and we havent had a proper date in 2 months. i feel invisible tbh", ['3am', 'every night', 'new console', '2 months'], ['bf', 'he']),
  ex('partner-long-distance', "My boyfriend moved to Toronto for his PhD and I'm still in Manchester. Five hours time difference and our video calls are getting shorter. How do we stay close?", ['Toronto', 'PhD', 'Manchester', 'Five hours', 'video calls'], ['boyfriend', 'his']),
  ex('partner-long-distance', "we are long distance since june (me in Seoul, her in Melbourne) and i feel like we only talk about our days. how do we keep it feeling like a real relationship", ['june', 'Seoul', 'Melbourne'], ['her']),
  ex('partner-trust', "I saw that my wife has been texting a coworker late at night and deleting the chats. I don't want to go in accusing her, but I need to ask. How?", ['late at night', 'chats'], ['wife', 'coworker', 'her']),
  ex('partner-trust', "he said he was at his brothers on friday but his location showed a bar across town. i dont want to be the crazy jealous one but i cant stop thinking about it", ['friday', 'location', 'a bar across town'], ['he', 'his brothers']),
  ex('partner-meet-parents', "I'm meeting my girlfriend's parents for the first time at Sunday lunch in Birmingham. Her dad is a retired police officer and I'm terrified. What should I talk about?", ['first time', 'Sunday lunch', 'Birmingham', 'retired police officer'], ["girlfriend's parents", 'Her dad']),
  ex('partner-meet-parents', "my boyfriend is taking me to meet his family for Diwali next month and i dont speak gujarati, how do i make a good impression on his mum", ['Diwali', 'next month', 'gujarati'], ['boyfriend', 'his family', 'his mum']),
  ex('partner-breakup', "I've been with Lukas for two years and I know I want to end it. He hasn't done anything wrong, I just don't feel it any more. How do I tell him kindly?", ['two years'], ['Lukas', 'He', 'him']),
  // ex
  ex('ex-get-back', "It's been six months since Clara and I broke up and I think I made a mistake. I want to try again. How do I reach out without scaring her away?", ['six months'], ['Clara', 'her']),
  ex('ex-get-back', "i miss my ex so much. we broke up in march over something stupid and i wanna ask if we can give it another go. should i text or wait til i see him at jake's bday", ['march', "jake's bday"], ['ex', 'him']),
  ex('ex-reached-out', "My ex just messaged me on Instagram for the first time in a year: 'hey, been thinking about you'. I don't know what to reply, or if I should reply at all.", ['Instagram', 'a year'], ['ex']),
  ex('ex-reached-out', "out of nowhere my ex boyfriend texted happy birthday yesterday after 2 yrs of no contact. do i answer?? what do i say", ['happy birthday', 'yesterday', '2 yrs'], ['ex boyfriend']),
  ex('ex-moving-on', "I'm not going back to him, that's decided. My ex keeps liking my posts and sending 'how are you' messages and I need him to stop so I can move on. How do I say it kindly but clearly?", ['posts'], ['him', 'ex']),
  ex('ex-moving-on', "We split in January and I still check her Spotify every day. I want to move on properly but she keeps texting me late at night. How do I set a boundary?", ['January', 'Spotify', 'every day', 'late at night'], ['her', 'she']),
  ex('ex-coparent-logistics', "My ex-wife and I share custody of our son (7) and she keeps changing the pick-up day at the last minute. I need to agree on a fixed schedule without another fight.", ['7', 'pick-up day', 'last minute'], ['ex-wife', 'son', 'she']),
  ex('ex-coparent-logistics', "me and my ex still have a joint car loan and a dog. need to sort out who pays what and who keeps Biscuit without it turning into drama", ['joint car loan', 'dog', 'Biscuit'], ['ex']),
  // dating
  ex('date-cancelled', "The guy I was supposed to meet tonight at the wine bar cancelled two hours before, said work came up. I still want to see him. How do I suggest another day without looking desperate?", ['tonight', 'wine bar', 'two hours'], ['guy', 'him']),
  ex('date-cancelled', "she canceled our date saturday AGAIN (2nd time). said she's sick. do i reschedule or just leave it to her", ['saturday', '2nd time'], ['she', 'her']),
  ex('date-follow-up', "Had a really nice first date with Rafael yesterday at the jazz bar. What should I text him today so he knows I'm interested and we meet again?", ['first date', 'yesterday', 'jazz bar', 'today'], ['Rafael', 'him', 'he']),
  ex('date-follow-up', "date went great last night, we walked along the river for like 3 hours. what do i text her now without being too much", ['last night', 'the river', '3 hours'], ['her']),
  ex('date-plan', "I've got a third date with Mira on Friday and I want to plan something better than dinner. She loves board games and hates loud places. Ideas?", ['third date', 'Friday', 'dinner', 'board games'], ['Mira', 'She']),
  ex('date-plan', "planning a first date in Lisbon for a girl who's vegan and into photography, budget like 50 euros. where do i take her", ['first date', 'Lisbon', 'vegan', 'photography', '50 euros'], ['girl', 'her']),
  ex('date-ghosted', "We went on four dates and then he just stopped replying. It's been 10 days. Do I send something or let it go?", ['four dates', '10 days'], ['he']),
  ex('date-ghosted', "she ghosted me after our second date at the cinema. last msg was sunday. should i send one more text or is that pathetic", ['second date', 'cinema', 'sunday'], ['she']),
  ex('date-dtr', "Ana and I have been seeing each other for three months, we sleep over at each other's places, but we've never said what we are. I want to ask without scaring her off.", ['three months'], ['Ana', 'her']),
  ex('date-dtr', "been talking to this guy since summer and we basically act like a couple but he never calls me his gf. how do i ask what we are", ['summer'], ['guy', 'he']),
  ex('date-let-down', "I went on two dates with a nice man from Hinge but I don't feel any spark. He wants to meet again on Thursday. How do I tell him no without hurting him?", ['two dates', 'Hinge', 'Thursday'], ['man', 'He', 'him']),
  ex('date-let-down', "how do i tell her im not interested after 1 date? she already texted asking for another one and i dont want to ghost", ['1 date'], ['her', 'she']),
  // new match
  ex('match-opener', "Just matched with a girl on Hinge whose profile says she's a marine biologist and makes her own kombucha. What do I send first?", ['Hinge', 'marine biologist', 'kombucha'], ['girl', 'she']),
  ex('match-opener', "new match on tinder!! his pics are all from festivals and he has a cat called Pickle. i want a first msg thats not just 'hey'", ['tinder', 'festivals', 'Pickle'], ['his', 'he']),
  ex('match-convo-dying', "I matched with someone on Bumble a week ago. We were chatting a lot at first but now her answers are one word and it takes her a day to reply. Can I save this chat?", ['Bumble', 'a week ago', 'a day'], ['her']),
  ex('match-convo-dying', "convo on hinge is going nowhere, we keep doing 'how was ur day' 'good u?' loops. how do i make it interesting again", ['hinge'], []),
  ex('match-meet-up', "I've been messaging a guy on Grindr for a week and we get along great. How do I suggest meeting for a drink in person without coming on too strong?", ['Grindr', 'a week', 'a drink'], ['guy']),
  ex('match-meet-up', "we have been chatting on OkCupid for 2 weeks, she seems cool. i want to ask her to meet up this weekend at a cafe, how to ask natural", ['OkCupid', '2 weeks', 'this weekend', 'a cafe'], ['she', 'her']),
  // friendship
  ex('friend-owes-money', "I lent my friend Mateo 400 euros in April for his rent and he hasn't mentioned it since. He just went to Ibiza. How do I ask for it back without ruining the friendship?", ['400 euros', 'April', 'rent', 'Ibiza'], ['friend', 'Mateo', 'his', 'He']),
  ex('friend-owes-money', "my mate still owes me £60 from the festival tickets back in july. every time i bring it up he says 'yeah yeah next week'. how do i push without being a dick", ['£60', 'festival tickets', 'july', 'next week'], ['mate', 'he']),
  ex('friend-jealousy', "Since I got engaged my best friend Nadia has been cold and makes little comments about how 'some people have it easy'. I think she's jealous. How do I bring it up?", ['engaged'], ['best friend', 'Nadia', 'she']),
  ex('friend-jealousy', "i get jealous every time my friend posts with her new uni friends and i hate feeling like this. how do i talk to her about it without sounding clingy", ['new uni friends'], ['friend', 'her']),
  ex('friend-drifting', "My oldest friend Ben and I used to talk every day, but since he moved to Berlin it's once a month if that. I miss him. How do I reconnect without guilt-tripping him?", ['every day', 'Berlin', 'once a month'], ['oldest friend', 'Ben', 'he', 'him']),
  ex('friend-drifting', "me n my friend from school r drifting apart since she had her baby. i dont wanna lose her but idk what to say anymore", ['school', 'baby'], ['friend', 'she', 'her']),
  ex('friend-conflict', "My friend Chloe and I had a fight at my birthday party on Saturday because she brought her ex without asking. We haven't spoken since. How do I clear the air?", ['birthday party', 'Saturday'], ['Chloe', 'she', 'her ex']),
  ex('friend-conflict', "fell out with my friend Rory over a dumb joke i made about his job in the group chat. he left the chat. i want to fix it", ['his job', 'group chat'], ['Rory', 'he']),
  ex('friend-support', "My friend Leila just lost her dad last week. I don't know what to say to her — everything I type sounds wrong. How can I be there for her?", ['last week'], ['Leila', 'her dad', 'her']),
  ex('friend-support', "my buddy got laid off from amazon yesterday after 6 years and hes really down. what can i text him that actually helps", ['laid off', 'amazon', 'yesterday', '6 years'], ['buddy', 'him']),
  ex('friend-boundaries', "My friend Jess keeps asking to borrow my car every weekend and I want to say no this time without a big fight. How do I put it?", ['car', 'every weekend'], ['Jess']),
  ex('friend-boundaries', "a friend calls me every night at 11pm to vent for an hour and im exhausted. how do i tell her i cant do it every night anymore", ['every night', '11pm', 'an hour'], ['friend', 'her']),
  ex('make-friends', "I moved to Rotterdam for work three months ago and I don't know anyone outside the office. How do I turn small talk with colleagues into actual friends?", ['Rotterdam', 'three months ago', 'the office'], ['colleagues']),
  ex('make-friends', "im 41 and all my friends have moved away or have kids. how do grown ups even make friends?? i started going to a running club but just say hi and leave", ['41', 'running club'], ['friends']),
  // family
  ex('family-parents', "My parents want me to study medicine but I want to do graphic design. I'm 17 and I need to tell them before applications close in January. How do I make them listen?", ['medicine', 'graphic design', '17', 'January'], ['parents', 'them']),
  ex('family-parents', "my mum keeps calling me 5 times a day since i moved out to Leeds. i love her but its too much, how do i tell her", ['5 times a day', 'Leeds'], ['mum', 'her']),
  ex('family-siblings', "My older sister borrowed my car and returned it with a dent and acts like nothing happened. How do I talk to her without it becoming a family war?", ['car', 'a dent'], ['older sister', 'her']),
  ex('family-siblings', "my little brother (15) barely talks to me since i moved out, just grunts. i want to get closer to him again", ['15'], ['little brother', 'him']),
  ex('family-relatives', "My aunt keeps asking at every family dinner when I'm going to get married and have kids. I'm 33 and I'm tired of it. How do I get her to stop politely?", ['every family dinner', '33'], ['aunt', 'her']),
  ex('family-relatives', "my father in law keeps rearranging our kitchen every time he visits and my husband won't say anything. how do i tell him politely to stop", ['kitchen', 'every time he visits'], ['father in law', 'husband', 'him']),
  ex('family-kids', "My 13-year-old daughter has become really quiet since she started secondary school. She says 'fine' to everything. How do I get her to open up?", ['13-year-old', 'secondary school'], ['daughter', 'She', 'her']),
  ex('family-kids', "how do i talk to my son about vaping? found a vape in his school bag yesterday. hes 14 and will shut down if i shout", ['vaping', 'school bag', 'yesterday', '14'], ['son', 'his']),
  // roommate
  ex('roommate-chores', "Since February I'm the only one in our flat who hoovers, scrubs the hob or buys toilet paper. My roommate Ola says she's 'too busy'. How do I bring it up so the housework gets shared?", ['February', 'hoovers', 'hob', 'toilet paper'], ['roommate', 'Ola', 'she']),
  ex('roommate-chores', "flatmate Igor NEVER cleans the bathroom. like ever. we agreed on a rota in september and he ignored it. how do i say this w/o a war", ['bathroom', 'rota', 'september'], ['flatmate', 'Igor', 'he']),
  ex('roommate-noise-guests', "My housemate's girlfriend basically lives with us now, 6 nights a week, and uses all the hot water. She doesn't pay anything. How do I raise it with him?", ['6 nights a week', 'hot water'], ["housemate's girlfriend", 'She', 'him']),
  ex('roommate-noise-guests', "roommate plays music til 2am on weeknights and i have work at 7. ive asked once nicely. what now", ['music', '2am', 'weeknights', '7'], ['roommate']),
  ex('roommate-money', "My roommate has been late on her half of the rent three months in a row, and I have to cover it until she pays. How do I ask her to pay on time?", ['rent', 'three months in a row'], ['roommate', 'her', 'she']),
  ex('roommate-money', "flatmate owes me 85 quid for the electric bill and keeps saying he'll venmo me. its been 3 weeks. (he also leaves his bike in the hallway but whatever, the money is what bugs me)", ['85 quid', 'electric bill', 'venmo', '3 weeks'], ['flatmate', 'he', 'his']),
  // workplace
  ex('coworker-credit', "In Monday's meeting my colleague Petra presented the dashboard I built as her own work, in front of our director. How do I get the credit back without looking petty?", ["Monday's meeting", 'dashboard'], ['colleague', 'Petra', 'her', 'director']),
  ex('coworker-credit', "coworker keeps sending my analysis to the client from his email like he did it. happened 3 times now. how do i handle", ['analysis', 'email', '3 times'], ['coworker', 'client', 'he']),
  ex('coworker-conflict', "A colleague on my team, Derek, rolls his eyes whenever I speak in stand-ups and he's short with me on Slack. We have to work together on the launch in May. How do I fix this?", ['stand-ups', 'Slack', 'launch', 'May'], ['colleague', 'Derek', 'his', 'he']),
  ex('coworker-conflict', "me and the other shift supervisor cant stand each other and the staff notice. how do i talk to her so we can at least work together", [], ['shift supervisor', 'her', 'staff']),
  ex('boss-raise', "I've been at the agency for 3 years, took on two big clients and my salary hasn't moved. I want to ask my manager for a 10% raise at my review next week. How do I make the case?", ['agency', '3 years', 'two big clients', '10%', 'review', 'next week'], ['manager']),
  ex('boss-raise', "how do i ask for a promotion to senior dev? been doing the senior work for a year, 1:1 with my boss on thursday", ['senior dev', 'a year', '1:1', 'thursday'], ['boss']),
  ex('boss-difficult', "My manager keeps messaging me on WhatsApp at 10pm and expects an answer. I need to tell her it's not okay without hurting my chances for promotion.", ['WhatsApp', '10pm', 'promotion'], ['manager', 'her']),
  ex('boss-difficult', "my boss humiliated me in front of the whole team friday over a typo in a report. also my gf is sick of me ranting about work every evening lol but mainly i want to talk to HIM about it, he's the type who gets defensive", ['whole team', 'friday', 'a typo in a report', 'every evening'], ['boss', 'gf', 'HIM', 'he']),
  ex('work-new-team', "I start at a new hospital in Glasgow on Monday, new team of 12 nurses. I'm shy. How do I break the ice in the first week?", ['new hospital in Glasgow', 'Monday', '12', 'first week'], ['team', 'nurses']),
  ex('work-new-team', "just joined a remote team, everyone's been working together 5 years and has inside jokes on slack. how do i fit in", ['remote team', '5 years', 'slack'], ['everyone']),
  ex('work-resign', "I got an offer from another company and I need to tell my boss, who hired me two years ago and has been great to me. How do I hand in my notice and keep a good relationship?", ['offer', 'two years ago', 'notice'], ['boss']),
  ex('work-resign', "quitting my job at the restaurant to go back to school in sept. how do i tell the owner, he's gonna be mad since its summer season", ['restaurant', 'sept', 'summer season'], ['owner', 'he']),
  // customer
  ex('customer-refund', "A customer bought a wool jumper from my Etsy shop, wore it (there's a stain) and now wants a full refund. How do I answer fairly?", ['wool jumper', 'Etsy shop', 'stain', 'full refund'], ['customer']),
  ex('customer-refund', "customer at my bakery wants her money back for a birthday cake she picked up yesterday, says it was too sweet. she ate half. what do i reply", ['bakery', 'birthday cake', 'yesterday', 'half'], ['customer', 'her', 'she']),
  ex('customer-complaint', "We got a 1-star Google review saying our waiter was rude and the pasta was cold. I own the restaurant. How do I reply publicly without sounding defensive?", ['1-star', 'Google review', 'pasta', 'restaurant'], ['waiter']),
  ex('customer-complaint', "a guest at my airbnb is furious bc the wifi went down for a day and is threatening a bad review. how do i calm him down", ['airbnb', 'wifi', 'a day', 'bad review'], ['guest', 'him']),
  ex('client-scope-creep', "I'm a freelance translator. The client agreed on 20 pages and now keeps sending 'just a couple more' documents for the same price. How do I say the extra work costs extra?", ['freelance translator', '20 pages', 'same price'], ['client']),
  ex('client-scope-creep', "client wanted a logo, now wants business cards, a website banner and 3 insta templates for the same fee. how do i push back without losing them", ['logo', 'business cards', 'website banner', '3 insta templates', 'same fee'], ['client', 'them']),
  ex('client-late-payment', "A client hasn't paid my invoice of 2,400 euros which was due 45 days ago. I've sent two reminders. What do I write now so I get paid?", ['invoice', '2,400 euros', '45 days ago', 'two reminders'], ['client']),
  ex('client-late-payment', "as a freelance photographer, one wedding couple still owes me the last $900 from june. they keep saying 'soon'. how do i ask firmly", ['freelance photographer', 'wedding', '$900', 'june'], ['couple', 'they']),
  // teacher-parent
  ex('parent-to-teacher', "My son's teacher gave him detention three times this month and he says the teacher picks on him. I want to email her without sounding like an angry parent.", ['detention', 'three times this month', 'email'], ["son's teacher", 'him', 'he', 'her']),
  ex('parent-to-teacher', "my daughter is being left out at lunch in year 4 and comes home crying. how do i write to her teacher about it", ['lunch', 'year 4'], ['daughter', 'her teacher']),
  ex('teacher-to-parent', "I teach year 9 science. One of my students, Ali, hasn't handed in homework for five weeks and I need to email his parents without them getting defensive.", ['year 9 science', 'homework', 'five weeks', 'email'], ['students', 'Ali', 'his parents']),
  ex('teacher-to-parent', "im a primary teacher and a parent keeps messaging me on the class app at midnight. how do i tell her to use school hours politely", ['primary teacher', 'class app', 'midnight', 'school hours'], ['parent', 'her']),
  // interview (candidate)
  ex('interview-prep', "I have an interview for a junior data analyst role at a bank in Frankfurt on Thursday. What questions should I expect and how do I prepare?", ['junior data analyst', 'bank in Frankfurt', 'Thursday'], []),
  ex('interview-prep', "first job interview ever tmrw!! its at a supermarket, im 16, what will they ask me", ['first job interview', 'tmrw', 'supermarket', '16'], ['they']),
  ex('interview-follow-up', "I had a final-round interview at a design studio 10 days ago and they said I'd hear back in a week. Nothing yet. How do I follow up without being pushy?", ['final-round interview', 'design studio', '10 days ago', 'a week'], ['they']),
  ex('interview-follow-up', "interviewed with the recruiter Sarah last tuesday for the UX job, should i email her to check in or is it too soon", ['last tuesday', 'UX job', 'email'], ['recruiter', 'Sarah', 'her']),
  ex('interview-offer', "I got an offer for 52k but I was hoping for 58k, and I have another interview next week. How do I answer the offer and ask for more?", ['52k', '58k', 'next week'], []),
  ex('interview-offer', "they offered me the job!! but they want me to start in 1 week and i need 4 weeks notice at my current job. how do i reply", ['1 week', '4 weeks notice'], ['they']),
  // interview (interviewer)
  ex('interviewer-questions', "I'm hiring my first employee for my coffee shop in Porto. What questions should I ask to find someone reliable and good with customers?", ['first employee', 'coffee shop in Porto'], ['someone', 'customers']),
  ex('interviewer-questions', "im interviewing candidates for a backend engineer role on friday, whats a good question to see how they handle pressure", ['backend engineer', 'friday'], ['candidates', 'they']),
  ex('interviewer-reject', "I interviewed a candidate, Rosa, for our receptionist job. She was lovely but we chose someone with more experience. How do I tell her kindly?", ['receptionist job'], ['candidate', 'Rosa', 'She', 'her']),
  ex('interviewer-reject', "need to reject a candidate who did 3 rounds with us for the PM role. he was really good but not quite. what do i write", ['3 rounds', 'PM role'], ['candidate', 'he']),
  // social comment
  ex('social-comment', "Someone commented 'this is so fake lol' under my TikTok about my weight loss. Should I reply, and if yes, how?", ['TikTok', 'weight loss'], ['Someone']),
  ex('social-comment', "my old teacher commented on my linkedin post about getting my first job, 'proud of you!' what do i reply thats not cringe", ['linkedin post', 'first job'], ['old teacher']),
  // cross-language
  ex('cross-language-reply', "My Italian colleague's mother sent me a voice message in Italian thanking me for the flowers. I'm learning Italian (A2). How can I answer her in Italian, naturally?", ['voice message', 'Italian', 'flowers', 'A2'], ["colleague's mother", 'her']),
  ex('cross-language-reply', "my tandem partner Yuki wrote me in japanese 'また来週話そうね！' how do i answer casual in japanese, my level is beginner", ['japanese', 'beginner'], ['tandem partner', 'Yuki']),
  // general
  ex('neighbour', "My upstairs neighbour walks in heels at 6am every day and I can hear everything. I don't want to start a war with her. How do I ask nicely?", ['heels', '6am', 'every day'], ['upstairs neighbour', 'her']),
  ex('neighbour', "the guy next door parks his van across my driveway like 3x a week. i'm done being nice but dont want a feud", ['van', 'driveway', '3x a week'], ['guy next door', 'his']),
  ex('landlord', "The boiler in my flat has been broken for two weeks and my landlord keeps saying 'next week'. It's November and freezing. How do I push him to fix it?", ['boiler', 'two weeks', 'November'], ['landlord', 'him']),
  ex('landlord', "landlord wants to keep my whole 1200 deposit bc of 'wear and tear' on the carpet. how do i reply in writing", ['1200 deposit', 'wear and tear', 'carpet'], ['landlord']),
  // none
  ex('none', "What is the best way to cook rice so it doesn't stick to the pot?"),
  ex('none', "can u recommend a good laptop under 800 for video editing", ['800', 'video editing']),
  ex('none', "whats the capital of australia, my friend says sydney lol", ['sydney'], ['friend']),
];
