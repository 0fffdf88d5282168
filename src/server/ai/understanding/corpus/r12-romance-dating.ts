/**
 * Round 12 (#21): more dating and dating-app utterances, aimed at the pairs cross-validation confused
 * (follow-up vs ghosted vs let-down, dtr vs let-down, match meet-up vs date follow-up).
 */
export const R12_ROMANCE_DATING = `
# date-cancelled
she cancelled our date last minute because she "wasn't feeling well", do i reschedule or wait for her
he's postponed our dinner twice now, is he just not into it or should i give him one more go
my date bailed 20 mins before we were supposed to meet, what do i text back that isnt bitter
she asked for a rain check on friday, how do i suggest another night without seeming desperate
our date got cancelled because of the storm, how do i keep the momentum going
# date-follow-up
just got back from a first date that went really well, should i text her tonight or tomorrow
we had drinks on thursday and i had a great time, what's a good text to say i want to see him again
second date was amazing, how do i follow up without being too much
how long do i wait to text after a date, i dont want to look desperate but i really liked her
we went hiking for our first date and i want to send something cute after, ideas?
had a lovely dinner with a guy last night, he texted "got home safe" — what do i reply to keep it going
what do i text after a first date if i want a second one but dont want to seem overeager
first date went great but i left a bit awkwardly, how do i fix that in my next text
# date-plan
need a cheap but fun date idea, we're both students with no money
where should i take a girl who's vegan and hates loud bars for our third date
planning a surprise date for a guy i've been seeing for a month, what would be sweet but not over the top
any ideas for a date at home that isn't netflix and takeaway
# date-ghosted
we went on 2 great dates and now she's left me on read for a week. do i send one more message
he said he'd text me after our date and it's been 6 days of silence
after three dates she just stopped replying completely. is it worth sending a last message
i got ghosted by a guy i was seeing for a month, should i ask him why or let it go
she vanished after our second date, not even a "no thanks". do i say anything
# date-dtr
we've been dating for 2 months and i want to know if we're exclusive, how do i ask
we act like a couple but neither of us has said it, how do i bring up making it official
i want to delete the apps but i don't know if she has, how do i ask where this is going
been seeing each other since january and i still don't know if i can call him my boyfriend
# date-let-down
had one date with a guy and he's really keen but i'm not interested, how do i tell him
how do i tell a girl i went out with twice that i don't want to keep seeing her
she's lovely but there's no chemistry, how do i turn down a third date kindly
i want to stop seeing someone after a month of dates, how do i end it without ghosting
we've been on 4 dates and i realised i'm not into it, how do i say that honestly
i dont feel a spark with the guy from saturday, how do i let him down gently
how to say no to a second date over text without being cruel
# match-opener
matched with someone on bumble and i have to message first, what do i say that isn't hey
how do i open a conversation with a tinder match whose bio is just emojis
i matched with a girl who has a dog in every picture, give me an opener
# match-convo-dying
my hinge convo was fun for 3 days and now she's replying once a day with one word, how do i revive it
talking to a guy on tinder and it's all "haha" and "lol", how do i make it interesting
the chat with my match is stuck on small talk about work, how do i make it flirty
we matched last week and the convo is dying, what do i send to bring it back
# match-meet-up
how do i ask a girl from bumble for her number without it being weird
i want to move the chat off tinder and ask him for a drink, what do i say
been texting a match for 2 weeks and i want to meet before it fizzles, how do i ask
`;
