/**
 * Round 12: replying in another language, situations written in Spanish/French/German/Portuguese/
 * Italian, comments on posts, neighbours and landlords, and messages with no situation at all
 * (questions about the app, chit-chat, tasks) that the bench read as a date or a match. Format: see romance.ts.
 */
export const R12_OTHER = `
# cross-language-reply
my girlfriend's grandma only speaks portuguese and she sent me a voice message, how do i answer something nice || Portuguese; voice message @@ girlfriend's grandma
a client emailed me in french and I don't want to just paste google translate || French; email; Google Translate @@ client
my language exchange partner writes in spanish and i want to answer in spanish but keep it casual || Spanish
how do i reply to a birthday wish in arabic from my coworker's family || birthday; Arabic
someone on duolingo forums wrote to me in german, my german is A2, help me reply without mistakes || German
Mi amiga japonesa me escribió en japonés y solo sé decir hola, ¿cómo le respondo? || japonés @@ amiga
how to reply in hindi to my in-laws on the family whatsapp group, i only know a few words || Hindi; WhatsApp @@ in-laws
Ma correspondante m'a écrit en anglais et je veux lui répondre en anglais sans faute || anglais
# friend-owes-money
mi mejor amigo me debe 500 pesos desde diciembre y cada vez que le pregunto cambia de tema || 500 pesos; diciembre @@ mejor amigo
mon ami me doit 200 euros depuis l'été et je n'ose pas lui redemander || 200 euros; l'été @@ ami
meu amigo me deve 300 reais faz dois meses e eu não sei como cobrar || 300 reais @@ amigo
# friend-conflict
mi amiga se enfadó porque no fui a su cumpleaños y ahora me ignora en el grupo || cumpleaños; grupo @@ amiga
ich hatte Streit mit meiner besten Freundin wegen ihres Freundes und jetzt redet sie nicht mehr mit mir @@ Freundin
# friend-drifting
la mia migliore amica non mi scrive più da quando ha cambiato città || città @@ amica
ya casi no hablo con mis amigos de la universidad y los extraño mucho || universidad @@ amigos
# family-parents
mis padres no aceptan que quiero estudiar música y no sé cómo hablar con ellos || música @@ padres
ma mère lit mes messages et je voudrais lui dire d'arrêter sans me disputer || messages @@ mère
# family-siblings
mi hermano no me habla desde la boda de mi prima || boda @@ hermano
# roommate-chores
mi compañera de piso nunca limpia la cocina y ya no sé cómo decírselo || cocina @@ compañera de piso
# roommate-money
meine Mitbewohnerin zahlt ihre Miete immer zu spät und ich muss es vorstrecken || Miete @@ Mitbewohnerin
# boss-raise
quiero pedirle un aumento a mi jefe pero me da miedo que diga que no || aumento @@ jefe
# customer-refund
un client veut être remboursé alors qu'il a utilisé le produit pendant un mois || un mois @@ client
# interview-prep
tengo una entrevista de trabajo el lunes en inglés y estoy muy nerviosa || entrevista; lunes; inglés
# social-comment
my ex's friend left a snarky comment under my engagement post and people are liking it || engagement; post
how do i reply to a troll on twitter who keeps quote tweeting me || Twitter @@ troll
someone i barely know commented "you've gained weight" on my beach photo || beach; photo; weight @@ someone
my boss commented on my linkedin post and I don't know how formal my reply should be || LinkedIn; post @@ boss
people in the comments of my youtube video are arguing about my accent || YouTube; video; accent
# neighbour
the neighbours kids keep kicking their ball into my garden and breaking plants || garden @@ neighbours
my neighbour smokes on her balcony and it all comes into my bedroom || balcony; bedroom @@ neighbour
# landlord
landlord hasn't fixed the heating for 3 weeks and keeps saying next week || heating; 3 weeks; next week @@ landlord
my landlady wants to raise the rent by 20% with one month notice, can I push back || rent; 20%; one month @@ landlady
# none
is there a dark mode
how much does premium cost
hi
can you help me with my math homework
write an email to cancel my gym membership
what does ghosting mean
lol thanks
can you summarise this article for me
how do i delete my account
what languages do you speak
good morning!
i'm bored
# none
do you store my messages
set a reminder for tomorrow
what's the difference between a crush and love
how long is a piece of string
# none
thank you so much
haha ok
what's the best way to learn guitar
`;
