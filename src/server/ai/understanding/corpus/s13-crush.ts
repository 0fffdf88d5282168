/**
 * Round 13 crush and hidden-crush phrasings: keeping a chat alive, reading signals, asking out, someone
 * taken, after a no; hinting, confessing, a friend, hiding it. Written independently of earlier rounds.
 * Format: see romance.ts.
 */
export const S13_CRUSH = `
# crush-keep-talking
we only ever talk about homework and i want to talk about literally anything else with him || homework @@ him
she replies with "haha" and nothing else. what do i send next to keep it going @@ she
how do i keep my crush talking on snap when she only sends pics of the ceiling lol || Snapchat @@ crush
Every conversation with Josh dies after "how was your day". what are better questions @@ Josh
what are good topics to text a guy I like when we have nothing in common except our bus stop || bus stop @@ guy
she leaves me on read for hours then replies really nice, how do i keep the momentum || hours @@ she
I have a crush on someone in my chem class and we only talk about labs, how do i go deeper || chem class @@ someone
conversation starters for a boy who only likes football and fortnite?? im out of ideas || football @@ boy
my crush and i text every night but it's always me starting. how do i get him to start too || every night @@ crush
what do i say to keep a convo going with a girl I met at a wedding, we exchanged insta || wedding; Instagram @@ girl
i run out of things to say to my crush after like two messages. how do i not be boring || two messages @@ crush
# crush-signals
he walked me to my car after class twice this week, is that a sign or just manners || car; class; twice; this week @@ he
she brought up the name of my childhood cat, which i mentioned ONCE in october. friendly memory or is she into me? || cat; october @@ she
how do you tell if a shy guy likes you, he stares but never talks @@ guy
my crush asked if I was going to the party on friday. was he asking for a reason? || party; friday @@ crush
he watches every story i post within like a minute but never replies, what does it mean || story; a minute @@ he
she touches my arm when she laughs, is she flirting or is that just how she is @@ she
does it mean anything that he changed seats to sit next to me in lecture || lecture @@ he
how can I tell if my crush likes me back without asking her straight out @@ crush
my crush said "you're different from other girls" and idk if that's a compliment or a sign @@ crush
the girl at the bakery always gives me an extra cookie and smiles. am i reading too much into it || bakery @@ girl
he texts me first every morning but acts cold at school. mixed signals?? || every morning; school @@ he
# crush-ask-out
promposals at my school are these giant public things and i'd die. how can i ask my crush quietly || school @@ crush
i want to ask the girl from my climbing gym to dinner, what do i say || climbing gym; dinner @@ girl
What's a low-pressure way to ask a guy out when you've only talked a few times @@ guy
how do i ask my crush to hang out just the two of us, we're always in a group @@ crush
thinking of asking her to the art exhibit next saturday, is that a good first date || art exhibit; next saturday @@ her
I'm a girl and I want to ask a guy out first, how do i phrase it so it's clear it's a date || date @@ guy
how to ask out the cute barista without making her job awkward @@ barista
i want to ask Maya to the movies but i'm scared she'll say no in front of everyone || movies @@ Maya
can i ask my crush out over text or is that cowardly? || text @@ crush
we've been flirting in the library all term, how do i finally ask him for coffee || library; all term; coffee @@ him
# crush-taken
i like my best friend's boyfriend and i feel horrible about it @@ best friend; boyfriend
the guy I like just got a girlfriend. how do i stop caring @@ guy; girlfriend
she's engaged and I have feelings for her, do I say anything or stay quiet @@ she
my crush is dating my cousin and i see them at every family thing @@ crush; cousin
how do I handle liking my married neighbour, nothing has happened and nothing will @@ neighbour
I have a crush on someone who's in a long-term relationship. how do I move on @@ someone
turns out the girl I've been flirting with at the climbing wall lives with her boyfriend 🙃 how do i dial it back without being weird || climbing wall @@ girl; boyfriend
# crush-rejected
I asked him out and he said he only sees me as a friend, now we have class together tomorrow || class; tomorrow @@ he
how do i go back to normal with my crush after she turned me down at the party || party @@ crush
I confessed and she said no nicely but now i can't look at her in the hallway || hallway @@ she
got rejected by my crush on tuesday and we work the same shifts, how do i not make it weird || tuesday; shifts @@ crush
He said "I'm not looking for anything right now". how do i keep being his friend after that @@ he
how do you act around someone who rejected you when you share a friend group @@ friend group
i got turned down and now i feel so embarrassed i want to switch lab partners || lab partners
# coworker-crush
i have a massive crush on the guy from the it department who fixed my laptop || laptop @@ guy
we both work at the hospital on the same ward and I think I like her, is it a bad idea to say something || hospital; ward @@ her
my coworker asked me to get drinks just us two after work, is this a date? || drinks; after work @@ coworker
how do I flirt with a colleague without it being unprofessional @@ colleague
# hidden-crush-hint
how can i hint that i like him without saying it, we're in the same study group || study group @@ him
what's a subtle way to let my crush know i'm interested, like a song or something || song @@ crush
I want her to notice me but not in an obvious way, ideas? @@ her
how do i drop hints on instagram that i like someone without my friends catching on || Instagram @@ friends
should I compliment his playlist as a hint or is that too subtle || playlist @@ his
how to flirt a little with my crush over text so he gets the message without a big confession || text @@ crush
i keep hinting but he's oblivious. how obvious do i need to be @@ he
what's a cute way to show a guy i like him at prom without asking him directly || prom @@ guy
can i hint through memes? like sending him couple memes lol @@ him
# hidden-crush-confess
I want to tell my crush i like her before summer break because i might never see her again || summer @@ crush
how do i write a letter confessing my feelings to a boy in my grade || letter @@ boy
should i confess to him in person or over text, i think i'll freeze in person || in person; text @@ him
i've liked her for two years and i'm finally going to tell her. what do i say || two years @@ her
how do i confess to my crush on valentine's day without it being cheesy || valentine's day @@ crush
I want to tell Noah how i feel but we're leaving for different colleges in august || colleges; august @@ Noah
what do i say when i confess, do i just say "i like you"? i've never done this @@ crush
is it a bad idea to confess at graduation || graduation
# hidden-crush-friend
i think i'm in love with my best friend and i don't want to lose her @@ best friend
I've had feelings for my guy friend for a year. do I risk telling him || a year @@ guy friend
how do i figure out if my friend likes me back before i say anything @@ friend
my best friend and i cuddle during movie nights and now i'm confused about my feelings || movie nights @@ best friend
started catching feelings for a friend from my choir, we text every day || choir; every day @@ friend
is it worth ruining a 10 year friendship to tell him I like him || 10 year @@ him
# hidden-crush-hide
how do I act normal around my crush when my face goes red every time @@ crush
my face literally lights up when Theo walks in and people are starting to notice. how do I keep it under wraps for now @@ Theo
i sit next to my crush in maths and I need to play it cool, tips? || maths @@ crush
my friends keep teasing me about a guy and i want to hide that i actually like him @@ friends; guy
how do i stop staring at her during class, I think she's noticing || class @@ she
I like my teammate but I want to keep it to myself until the season ends || season @@ teammate
how do i hide my crush on my roommate's brother, he visits every weekend || every weekend @@ roommate; brother
`;
