/**
 * A last round for the crush and friendship types below 80% in the bench: hinting vs hiding vs
 * confessing, a crush on a friend, a drifting vs a broken friendship. Format: see romance.ts.
 */
export const VARIED_CRUSH = `
# hidden-crush-hint
i'd love for him to figure out i like him without me saying it, what can i do @@ him
how do i flirt just enough that she wonders if i'm into her @@ she
what are some hints i can drop over snapchat that i like him || Snapchat @@ him
i want to be a bit more obvious with my crush so he gets the message, but no confession @@ crush
how can i show the girl i like that i'm interested using body language @@ girl
# hidden-crush-hide
i have a huge crush on my teacher's assistant and i need to make sure nobody notices @@ assistant
how do i act normal around a guy i like when my friends keep hinting to him @@ guy
i don't want my crush to ever find out, how do i stop looking at her in class || class @@ crush
how do i get rid of the nervous laugh i do around the guy i secretly like @@ guy
my crush is dating someone and i just want to hide my feelings and move on @@ crush
# hidden-crush-confess
i've written a long message telling him i like him, should i send it tonight || tonight @@ him
how do i confess to my crush without making it weird if she doesn't feel the same @@ crush
what's the best way to tell someone you've liked them for ages
# hidden-crush-friend
my friend and i flirt sometimes and i think i have real feelings now, how do i bring it up @@ friend
i'm scared to tell my best friend i like him because we're roommates @@ best friend
i like a girl in my friend group and we're all going on a trip next month || trip; next month @@ girl
# friend-conflict
my friend canceled on my birthday for a date and i'm really hurt, how do i tell her || birthday; date @@ friend
we had an argument about her boyfriend and now she's cold to me @@ boyfriend
my friend called me fake in front of everyone and i want to confront her @@ friend
# friend-drifting
we used to hang out every weekend and now my friend is always "busy" || every weekend @@ friend
how do i bring up that our friendship feels one-sided lately
my oldest friend and i have grown apart since we went to different unis @@ friend
# crush-keep-talking
how do i keep a conversation with my crush going past the usual small talk @@ crush
he's quiet and i do all the talking, how do i get him to open up over text || text @@ him
# crush-signals
he asked me if i'm seeing anyone, does that mean he likes me @@ he
my crush keeps making excuses to be near me, is she interested? @@ crush
`;
