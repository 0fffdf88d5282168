/**
 * Round 12 (#21): workplace lines that share words with a crush on a coworker (boss, texted, office,
 * team) but are about the job. The romance batches added many coworker-crush lines; without these, a
 * worried "my boss texted me" leaned towards a crush. Kept next to the romance files because they
 * exist to contrast with them (workplace data proper is the r12 workplace file).
 */
export const R12_ROMANCE_CONTRAST_WORK = `
# boss-difficult
my manager just messaged "got 5 mins?" at 6pm and now i'm panicking, how do i respond
boss sent a calendar invite called "quick chat" for tomorrow with no agenda, should i ask what it's about
my boss texted me on my day off asking why the report isnt done, how do i answer without sounding defensive
how do i tell my boss the new schedule doesnt work for me without looking difficult
my team lead keeps giving me feedback in front of everyone and i want to ask her to do it one on one
my supervisor wants to talk about my "attitude" on monday and i don't know what he means, how do i prepare
# coworker-conflict
a coworker keeps texting me after hours about things that could wait, how do i tell him to stop
someone on my team keeps taking over my tasks without asking and it's making me look bad
`;
