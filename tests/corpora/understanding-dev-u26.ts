import { parseCorpus } from '../../src/server/ai/understanding/corpus';

/**
 * Development set U26 (issue #21, engineer u26): 81 English first messages about friends and family — a fight vs
 * drifting apart vs a friend who needs support vs money vs jealousy vs saying no, told mostly without the obvious
 * word ("we haven't really talked since the wedding", "she always pays and I feel bad"); parents vs siblings vs
 * in-laws vs children, often named by a name only; two problems in one; typos, lower case, long messages, negations.
 * Written before any change, in voices of my own. Never trained on; `bun scripts/understanding-dev-u26.ts` reads it.
 * First reading (unchanged tree ae5a323): type 61/81, category 67/81, facts 40/41, people 56/70. Misread: friends
 * read as a partner (a wedding speech, a friend who moved away, a friend who always pays), in-laws read as parents or
 * siblings ("mother in law", "sister in law", "husband's family", "his mum"), a sibling told as drifting ("my bro used
 * to be tight"), jealousy read as drifting (left out, a new bestie), a son bullied at school read as parent-to-teacher.
 * Format: see corpus/romance.ts.
 */
export const UNDERSTANDING_DEV_U26 = parseCorpus(`
# friend-conflict
we havent really talked since the wedding, she said something about my husband in her speech and i walked out || wedding @@ husband
jake and i had words at the pub on friday and now hes blocked me everywhere || friday @@ jake
i said something stupid about her mum in the group chat and she hasnt spoken to me since @@ mum
my best friend screamed at me in front of everyone at my birthday, i dont know if i want to fix it || birthday @@ best friend
not a breakup or anything, its my mate tom, we fell out over a football bet and its got really nasty @@ tom
priya thinks i told everyone her secret. i didnt. she wont listen and now the whole group is taking sides @@ priya
we had a huge row about politics over dinner and he stormed out, how do i clear the air with him || dinner
my oldest friend called me selfish and a fake friend in a long text last night and honestly it hurt || last night @@ oldest friend
# friend-drifting
we used to talk every day and now its like once a month if im lucky, nothing happened, we just stopped || once a month
since she had the baby we barely see each other and i feel like i lost her, no fight, just silence || baby
me and dan were inseparable at uni, now he lives in leeds and i only hear from him on my birthday || leeds; birthday @@ dan
i'm always the one who texts first. if i stopped i think we'd never speak again
how do i reconnect with a friend i havent seen in like five years without it being weird || five years @@ friend
she moved to canada and the calls got shorter and shorter and now theres nothing || canada
there was never a falling out, we just grew apart after school and i miss how it was || school
my friendship with sara feels like its fading, she always says "we should catch up" and never does @@ sara
# friend-support
my friend just lost her dad and i have no idea what to say to her @@ friend; dad
marcus told me hes been really depressed and i want to help but i dont want to say the wrong thing @@ marcus
she just got dumped and keeps crying on the phone to me at night, how do i actually help @@ she
my mate got made redundant and won't leave the house, how can i be there for him @@ mate
my best friend has cancer and i keep avoiding her because i dont know how to act @@ best friend
how do i check on a friend whos been really quiet since his divorce without being pushy || divorce @@ friend
lena had a miscarriage last week and i want to send something but i'm scared of getting it wrong || last week @@ lena
a friend is going through a really bad time with her anxiety, what can i say that isnt just "it'll be ok" @@ friend
# friend-owes-money
lent chris 400 quid in march for his car and every time i bring it up he changes the subject || 400 quid; march @@ chris
she borrowed money for rent months ago and now posts holiday pics, how do i ask for it back || rent; months ago
my friend still hasnt paid me back for the concert tickets, its been ages and its awkward || concert tickets @@ friend
how do i remind my friend about the 150 she owes me without making it weird || 150 @@ friend
i covered his half of the airbnb and he keeps saying hell transfer it next week. it was in june || airbnb; june
we split a trip and she never sent her share, it was like 600 dollars || 600 dollars
kat owes me for three dinners now and keeps "forgetting" her wallet @@ kat
# friend-jealousy
whenever i tell her good news she goes quiet or changes the topic, i think shes jealous of me
my best friend got the job i wanted and i cant be happy for her and i hate myself for it @@ best friend
i feel left out since my friend got a new bestie, they do everything together now @@ friend
he gets weird every time i get praised, like its a competition between us
it bugs me that anna gets invited to everything and i dont, i know its petty @@ anna
my friend is getting married, has the house, the baby, and i feel envy every time i see her
# friend-boundaries
she always pays and i feel bad but i cant afford to go out as often as she wants, how do i say so
my friend keeps asking to stay on my sofa for weeks and i want to say no this time @@ friend
how do i tell my friend i cant be her therapist every night anymore, im exhausted @@ friend
my mate always wants me to drive him everywhere and i'm sick of being his taxi @@ mate
josh keeps asking to borrow my car and i dont want to lend it anymore @@ josh
i dont want to be a bridesmaid for her but i dont know how to say no without hurting her || bridesmaid
# make-friends
i moved to a new city and dont know a single person, how do i make friends as an adult || new city
all my friends have kids now and i want to meet people who are at the same stage as me
how do i turn a gym acquaintance into an actual friend without being creepy || gym
# family-parents
my mum keeps asking when im going to give her grandchildren and i dont even want kids @@ mum
how do i tell my parents im not going to take over the family business || family business @@ parents
dad doesnt know i quit law school yet and i have to tell him this weekend || law school; this weekend @@ dad
my mom reads my messages and goes through my room, im 19 || 19 @@ mom
my folks dont like my girlfriend because shes not from our religion @@ folks; girlfriend
mum and dad are splitting up and both keep venting to me about each other @@ mum; dad
my father never says hes proud of me and i want to finally talk to him about it @@ father
linda my stepmum keeps making comments about my weight when dad isnt around || weight @@ linda; dad
# family-siblings
my sister borrowed 2k and hasnt paid a penny back, and mum says to drop it || 2k @@ sister; mum
my brother and i havent spoken since dad's funeral over who gets the house || funeral; house @@ brother
my little sister copies everything i do, same clothes, same hobbies, and it drives me mad @@ little sister
how do i tell my older brother hes being a bad uncle to my kids @@ older brother
amy and i are twins but shes the favourite and she knows it @@ amy
me and my bro used to be tight and now we only talk at christmas || christmas @@ bro
my sister leaves all the caring for our nan to me and i'm burnt out @@ sister; nan
# family-relatives
my mother in law turns up unannounced and reorganises my cupboards @@ mother in law
my husband's family always speak their own language at dinner and i feel left out @@ husband
my aunt keeps asking when im getting married at every family event @@ aunt
my father-in-law makes racist jokes and my wife laughs along @@ father-in-law; wife
my cousin posts our family drama on facebook, how do i ask him to stop || facebook @@ cousin
grandad keeps giving my son money behind my back @@ grandad; son
my sister in law always makes digs about how we raise the kids @@ sister in law
# family-kids
my 14 year old wont talk to me anymore, just grunts and goes to his room || 14
how do i talk to my daughter about the divorce, shes 8 || divorce; 8 @@ daughter
my son is being bullied at school and he doesnt want me to call the teacher @@ son; teacher
my teenager wants to drop out of school and i dont know how to talk to her
how do i tell my kids were moving to another country without scaring them @@ kids
# friend-conflict
we were best mates for ten years and then he slept with my ex, i dont know if i can ever talk to him again || ten years @@ ex
# friend-drifting
we don't fight, we don't talk, we just like each other's posts. that's the whole friendship now
# friend-support
my friend told me her boyfriend hits her and i want to help but she doesnt want me to do anything @@ friend; boyfriend
# friend-owes-money
my roommate from college, now just a friend, owes me 900 from when we lived together and never paid || 900
# friend-jealousy
its not a fight, but i get this sick feeling when my friends post pictures from nights i wasnt invited to
# family-siblings
not talking about a friend here — its my brother, he keeps asking for money and never pays any of it back @@ brother
# family-parents
my mum and my sister are always fighting and i'm stuck in the middle, but mostly i need mum to stop calling me to complain @@ mum; sister
# family-relatives
i love my partner but his mum criticises everything i cook and he never backs me up @@ mum
`);
