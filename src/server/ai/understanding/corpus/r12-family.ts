/**
 * Round 12 family and roommate phrasings: parents vs a partner's parents, siblings vs friends,
 * relatives, kids, and roommates' chores vs guests vs money, in everyday wording. Format: see romance.ts.
 */
export const R12_FAMILY = `
# family-parents
my parents want me home every weekend and i'm 22, how do i tell them i need my own life without hurting them || every weekend; 22 @@ parents
mum keeps commenting on my weight every time i visit, I don't want to fight, I just want it to stop || weight @@ mum
how do i tell my dad i dropped out of my engineering course, he paid for the first year || engineering; first year @@ dad
my mom wont accept that im moving to Berlin for the job, she cries every time we call || Berlin; call @@ mom
I want to tell my parents I'm gay but I'm scared of how my father will react @@ parents; father
my parents are getting divorced and both want me to pick a side at christmas || christmas @@ parents
how to ask my parents for help with the rent this month without them lecturing me again || rent; this month @@ parents
my mom still treats me like a kid, she calls my boss if I'm sick. how do I set boundaries with her || sick @@ mom; boss
papa et moi on ne se parle plus depuis qu'il a critiqué mon mari au repas de Noël || Noël @@ papa
my stepmom keeps making decisions about my little sister without asking my dad and me @@ stepmom; sister; dad
# family-siblings
My brother and I haven't spoken in three years over the inheritance and I want to try again || three years; inheritance @@ brother
how do i tell my twin i dont want to share a room at uni || uni @@ twin
my sister didn't invite me to her wedding and I only found out on Facebook || wedding; Facebook @@ sister
little brother keeps taking my stuff and lying about it, he's 16 || stuff; 16 @@ little brother
my brother always asks me for money and never pays back, last time 300 euros || money; 300 euros @@ brother
my sister never helps with mum's care, I do everything and I'm burning out @@ sister
we were close as kids but me and my brother barely text now and I miss him || text @@ brother
# family-relatives
my uncle makes jokes about my job at every family gathering and everyone laughs || job; family gathering @@ uncle
grandma keeps giving my kids sweets after I said no, how do I bring it up gently || sweets @@ grandma; kids
my aunt posts baby pictures of me on facebook and I hate it || Facebook @@ aunt
how do i tell my in-laws we're not coming for thanksgiving this year || thanksgiving; this year @@ in-laws
# family-kids
my 8 year old cries every morning before school and won't tell me why || every morning; school @@ 8 year old
how do i talk to my teenage daughter about the boyfriend she's hiding from us @@ teenage daughter
my son wants to quit football after 5 years and I don't know if I should let him || football; 5 years @@ son
how do i tell my kids we're moving to another city without them panicking @@ kids
my 15 year old told me she hates me and slammed the door, how do i talk to her tonight || tonight @@ 15 year old
how to talk to my 6 year old about grandpa passing away || grandpa @@ 6 year old
# roommate-chores
we made a cleaning rota and my roommate just ignores it, the kitchen is disgusting || cleaning rota; kitchen @@ roommate
how do i ask my housemate to do his dishes the same day instead of leaving them for a week || dishes; a week @@ housemate
roommate never buys toilet paper or soap, always uses mine, how do i bring it up without being petty || toilet paper @@ roommate
our bathroom hasn't been cleaned in a month and nobody wants to do it, how do I start the convo || bathroom; a month
my roommate leaves food out and now we have ants. how to say it nicely || food @@ roommate
# roommate-noise-guests
roommate has friends over till 3am on weeknights and I have early shifts || 3am; weeknights; early shifts @@ roommate
how do i ask my roommate to use headphones for her games at night || headphones; games; night @@ roommate
my housemate brings random dates home every weekend and i dont feel safe || every weekend @@ housemate
roommate FaceTimes her boyfriend on speaker in the living room for hours || FaceTime; hours @@ roommate
mon coloc invite des amis tous les soirs et je n'arrive pas à étudier @@ coloc
# roommate-money
my roommate is late on rent again, third month in a row, and the landlord emails me || rent; third month; email @@ roommate; landlord
how do I split the internet bill when one roommate works from home all day || internet bill; all day @@ roommate
roommate moved out early and left me to pay the full rent for 2 months || full rent; 2 months @@ roommate
I covered the gas bill for the flat and my flatmates keep saying they'll pay me back "soon" || gas bill @@ flatmates
my roommate wants to split groceries 50/50 but she eats way more than me || groceries; 50/50 @@ roommate
`;
