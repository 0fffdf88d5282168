/**
 * Round 14 (issue 21 label audit): new messages for the workplace pairs the cross-validated model
 * confused most, where the label was right and the model read one strong cue word ("raise it",
 * "at work", "coworkers", "the manager"). Each pair gets lines in both directions; written fresh,
 * not paraphrases of the misread lines. Format: see romance.ts.
 */
export const S14_PAIRS_WORK = `
# boss-difficult
my coworkers cover for each other fine, the problem is my line manager changes priorities every friday afternoon and blames me on monday || every friday; monday @@ line manager
the head of department keeps booking meetings over my lunch and i need to tell her that doesn't work for me || lunch @@ head of department; her
the franchise owner shouts at me in front of the kitchen staff when orders are late. how do i ask him to talk to me privately || orders @@ franchise owner; him
my new supervisor rejects every shift swap i ask for but approves everyone else's. how do i raise that with him without sounding bitter || shift swap @@ supervisor; him
our practice manager reads my emails over my shoulder, how do i tell her it's making me nervous @@ practice manager; her
# coworker-conflict
the other night nurse keeps leaving her charting for me at handover and i want to sort it with her before it goes to the ward manager || handover @@ night nurse; her
a guy in my pod hums all day and when i asked nicely he said i'm too sensitive, we're at the same level, no manager involved @@ guy
she's not my boss, we were hired the same week, but she assigns me tasks in the team chat like she is || team chat; the same week @@ she
the second chef keeps moving my prep to the bottom shelf and we have words every service, how do i fix it with him || prep; every service @@ second chef; him
# boss-raise
i've trained three new starters this year on top of my own job and i think that should show up in my pay. how do i ask my manager || this year; pay @@ manager; new starters
my contract review is next month and i want a proper number ready before my boss makes an offer || next month; contract review @@ boss
everyone keeps saying i'm the go-to person on the team, i'd like the senior title and salary that goes with it. how do i ask || senior title; salary
the owner said i'm the best server they have, can i use that to ask for two more an hour || two more an hour @@ owner
# coworker-credit
my boss presented my budget forecast to the directors as his own work and i want my name back on it || budget forecast @@ boss; directors
the postdoc put her name first on the poster i made, how do i bring it up || poster @@ postdoc
at the client demo my teammate said "i built this" about the dashboard i spent two weeks on || client demo; dashboard; two weeks @@ teammate
# coworker-crush
the guy from the IT helpdesk fixed my laptop and now i make up problems to see him. is it obvious || laptop @@ guy
i think i'm developing feelings for the woman i share night shifts with, how do i find out if she feels it too || night shifts @@ woman; she
we argue about everything in meetings but honestly i kind of fancy my colleague, how do i tell if it's mutual || meetings @@ colleague
there's a cute nurse on my ward and we always end up on break together, should i ask him out or keep it professional || break; ward @@ nurse; him
# coworker-conflict
my colleague and i can't stand each other after she took over my accounts, we're stuck on the same desk till march || accounts; march @@ colleague; she
the new guy at work keeps borrowing my stapler and my chair and never asks, how do i say it without a fight || stapler; chair @@ new guy
# work-resign
my boss has been amazing to me so telling him i'm leaving for another company feels like a betrayal. how do i word it || another company @@ boss; him
i start my new job in five weeks, when and how do i tell my supervisor || new job; five weeks @@ supervisor
i'm handing in my notice at the salon after six years, the owner is like family. what do i say || salon; six years; notice @@ owner
# work-new-team
started at the warehouse on monday and the lads all have in-jokes already. how do i get in with them || warehouse; monday @@ lads
i'm the new person on a team that's worked together for years, how do i go from polite to actually part of it @@ team
first week leading a small team and they all liked the old manager better, how do i win them over || first week @@ team; old manager
# boss-difficult
quiero decirle a mi jefe que no puedo seguir haciendo horas extra sin avisar, ¿cómo se lo digo? || horas extra @@ jefe
mon responsable me critique devant toute l'équipe en réunion, comment lui dire que ça ne va pas || réunion @@ responsable; équipe
# work-resign
ich habe ein neues Angebot und muss meiner Chefin sagen, dass ich kündige. wie fange ich an @@ Chefin
je vais démissionner en mars et je ne sais pas comment le dire à ma responsable || mars @@ responsable
# client-late-payment
freelance illustrator here, a publisher still hasn't paid the march invoice and stops replying when i ask || march invoice @@ publisher
a cafe i did the signage for owes me 600 and keeps saying the accountant will sort it || 600; signage @@ accountant
# client-scope-creep
the restaurant i do social media for now wants me to answer their reviews too, for the same monthly fee || reviews; monthly fee
# interview-prep
my panel for the paediatric ward job is on wednesday, how do i talk about a mistake i made as a student nurse || wednesday; paediatric ward
what do i wear and what do i bring to a second interview at a bank || second interview; bank
# interviewer-questions
what do i ask a candidate for a barista job to see if they can handle the morning rush || barista; morning rush @@ candidate
# interviewer-reject
how do i tell the candidate who was lovely in the interview that we went with someone more experienced @@ candidate
`;
