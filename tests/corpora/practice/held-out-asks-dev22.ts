import type { AskCase } from './held-out-asks';

/**
 * Set dev22 (engineer w18, issue #23 point 2): questions asked in practices whose request names a
 * specific world — a trade or workplace, a product, a hobby, a place, something the person does or
 * is — written from the catalogue and SPEC before any change of that round. Each `must` names what
 * a good answer draws from that world, and `about` (where the slot alone is not enough) holds the
 * words of that world an answer would use, so a stock fact of another world fails. Every goal;
 * lowercase, typos, lead-ins, negations, two questions in one line. Read once (first figure in
 * bench/README.md), then used as that round's development set.
 */
const MIRA = "matched with mira on bumble, she's a tattoo artist and does pottery at the weekends. want to open the chat";
const THEO = 'I want to chat to Theo who runs the record shop on my street, he is really into old jazz vinyl';
const NOOR = 'I want to ask Noor from my bouldering gym if she wants to go for a drink';
const DAN = 'I want to invite my coworker Dan, who brews his own beer at home, to the beer festival next month';
const CHLOE = "I asked Chloe, she's a nurse who works night shifts, to the cinema and she couldn't make it, want to try again";
const TOM = 'I need to say sorry to my brother Tom, he is a mechanic and I scratched the van he lent me';
const INES = 'I want to get back in touch with Ines, we rowed together at uni and she is a vet in Lisbon now';
const GARDEN = 'I want to ask my manager at the garden centre for a pay rise';
const KITCHEN = 'I want to ask my manager at the restaurant, the head chef, if I can have weekends off';
const FORKLIFT = 'I have an interview for a forklift driver job at a big warehouse';
const ROASTER = 'job interview tomorrow for a barista job at an independent coffee roastery';
const BIKE = 'I am interviewing someone for a bike mechanic job at my cycle shop';
const WALKER = 'I run a dog walking business and I am interviewing a new dog walker';
const SOFA = 'A customer is upset because the sofa we delivered has a torn cushion';
const SALON = 'A client at my hair salon is angry because her colour came out orange';
const SWIM = "I'm meeting my son's swimming coach because he wants to quit the squad";
const LAB = 'I need to talk to my colleague in the lab who keeps leaving the centrifuge dirty';
const KNIT = 'someone commented under my knitting video that my stitches are sloppy and I should not be teaching';

export const ASKS_DEV22: readonly AskCase[] = [
  // open (Mira, a tattoo artist who does pottery)
  { goal: 'open', request: MIRA, before: ['hey mira!'], line: 'how long have you been tattooing for?', asks: 'time', about: ['year', 'month', 'since', 'apprentic'], must: 'how long they have tattooed' },
  { goal: 'open', request: MIRA, before: ['hi :)', 'love that you do pottery'], line: 'what do you make mostly, mugs or bowls or like bigger stuff', asks: 'thing', about: ['mug', 'bowl', 'vase', 'plate', 'pot', 'jug', 'planter', 'cup'], must: 'what they make in pottery' },
  { goal: 'open', request: MIRA, before: ['hey', 'your profile is so cool'], line: 'whats the weirdest tattoo anyone has ever asked u for', asks: 'thing', about: ['tattoo', 'asked', 'someone', 'client', 'name', 'face', 'portrait', 'spider', 'cat', 'dog'], must: 'a tattoo someone asked for' },
  { goal: 'open', request: THEO, before: ['hi theo'], line: 'who got you into jazz in the first place?', asks: 'person', about: ['dad', 'mum', 'father', 'mother', 'uncle', 'grand', 'friend', 'teacher', 'brother', 'sister'], must: 'who got them into jazz' },
  { goal: 'open', request: THEO, before: ['morning!', 'the shop looks great today'], line: "what's the best record you've got in at the moment?", asks: 'thing', about: ['record', 'album', 'lp', 'pressing', 'coltrane', 'davis', 'monk', 'jazz', 'blue note', 'vinyl'], must: 'names a record in the shop' },
  // invite (Noor from the bouldering gym; Dan who brews beer)
  { goal: 'invite', request: NOOR, before: ['hey noor', 'that purple problem was brutal tonight'], line: 'did you ever get the top of it?', asks: 'yesno', must: 'yes or no about topping the climb' },
  { goal: 'invite', request: NOOR, before: ['hi!', 'you make the overhang look easy'], line: 'how often do you climb, like every day?', asks: 'thing', about: ['climb', 'gym', 'boulder', 'week', 'day', 'times'], must: 'how often they climb' },
  { goal: 'invite', request: NOOR, before: ['hey noor', 'how was your week'], line: 'do you want to get a drink after the session on friday?', asks: 'invite', must: 'accepts, declines or hesitates about the drink on Friday' },
  { goal: 'invite', request: DAN, before: ['morning dan'], line: "what are you brewing at the moment, anything good?", asks: 'thing', about: ['ipa', 'stout', 'ale', 'lager', 'porter', 'pale', 'beer', 'sour', 'bitter', 'batch', 'brew'], must: 'the beer they are brewing' },
  { goal: 'invite', request: DAN, before: ['hey dan', 'how did your last batch turn out?'], line: 'where do you even get the hops from?', asks: 'place', about: ['shop', 'online', 'supplier', 'farm', 'grow', 'garden', 'brew', 'kent'], must: 'where they get hops' },
  // reinvite (Chloe, a nurse on night shifts)
  { goal: 'reinvite', request: CHLOE, before: ['hey chloe', 'want to see the new film on saturday?', 'no worries'], line: 'when do your nights finish this month?', asks: 'time', must: 'when their night shifts finish', keep: 'declined' },
  { goal: 'reinvite', request: CHLOE, before: ['hi chloe', 'cinema on friday?', 'ah ok'], line: 'is it work getting in the way or just not your thing', asks: 'either', options: ['work', 'thing'], must: 'whether work (the shifts) or the plan is the problem', keep: 'declined' },
  { goal: 'reinvite', request: CHLOE, before: ['hey', 'fancy the cinema on sunday?', 'fair enough'], line: 'which ward are you on these days?', asks: 'thing', about: ['ward', 'a&e', 'icu', 'surgical', 'children', 'paediatric', 'maternity', 'cardiac', 'medical', 'emergency', 'ward'], must: 'names their ward', keep: 'declined' },
  // repair (Tom, a mechanic; the scratched van)
  { goal: 'repair', request: TOM, before: ['tom can we talk', 'im really sorry about the van'], line: 'how much would it cost to fix the scratch properly?', asks: 'amount', must: 'what the repair costs' },
  { goal: 'repair', request: TOM, before: ['hey tom', 'i know you needed the van for work'], line: 'did it mess up your jobs this week?', asks: 'yesno', about: ['job', 'customer', 'work', 'garage', 'van', 'week', 'call'], must: 'yes or no about their work this week' },
  { goal: 'repair', request: TOM, before: ['tom', 'i should have told you straight away'], line: "are you more angry about the scratch or that i didn't tell you?", asks: 'either', options: ['scratch', 'tell'], must: 'which angers them more' },
  // reconnect (Ines, a vet in Lisbon who rowed at uni)
  { goal: 'reconnect', request: INES, before: ['ines!! long time', 'saw you moved to lisbon'], line: 'what kind of animals do you mostly treat out there', asks: 'thing', about: ['dog', 'cat', 'pet', 'horse', 'farm', 'cow', 'rabbit', 'animal', 'exotic'], must: 'the animals they treat' },
  { goal: 'reconnect', request: INES, before: ['hey ines', 'been thinking about our rowing days'], line: 'do you still row at all?', asks: 'yesno', about: ['row', 'river', 'boat', 'club', 'crew', 'tagus', 'water'], must: 'yes or no about rowing now' },
  { goal: 'reconnect', request: INES, before: ['hi ines', 'it has been ages'], line: 'whats lisbon like to live in, do you like it?', asks: 'opinion', about: ['lisbon', 'city', 'sun', 'hill', 'food', 'weather', 'light', 'sea', 'portug'], must: 'their view of Lisbon' },
  // ask (the garden centre raise; weekends off from the head chef)
  { goal: 'ask', request: GARDEN, before: ['thanks for seeing me', 'i wanted to talk about my pay'], line: 'are things busier in the shop since the new plant section opened?', asks: 'yesno', must: 'yes or no about the garden centre being busier' },
  { goal: 'ask', request: GARDEN, before: ['hi, have you got a minute?', "i've been running the plant area on my own since spring"], line: 'what does a supervisor here get paid, roughly?', asks: 'amount', must: 'a supervisor’s pay' },
  { goal: 'ask', request: KITCHEN, before: ['chef, can i grab you a sec?', 'its about the rota'], line: 'who would cover the grill on saturdays if i was off?', asks: 'person', must: 'who covers the grill' },
  { goal: 'ask', request: KITCHEN, before: ['hi chef', 'i wanted to ask about weekends'], line: 'why is weekend rota so hard to change here?', asks: 'reason', about: ['busy', 'cover', 'service', 'covers', 'staff', 'booking', 'kitchen', 'brunch', 'chef', 'short'], must: 'why the kitchen weekend rota is hard to change' },
  // interview (a forklift driver at a warehouse; a barista at a coffee roastery)
  { goal: 'interview', request: FORKLIFT, before: ['morning, thanks for seeing me'], line: 'what shifts do the drivers work here?', asks: 'time', must: 'the drivers’ shifts' },
  { goal: 'interview', request: FORKLIFT, before: ['hi', 'i have my counterbalance licence'], line: 'would i need a reach truck ticket as well or is counterbalance enough?', asks: 'either', options: ['reach', 'counterbalance'], must: 'whether a reach ticket is needed' },
  { goal: 'interview', request: FORKLIFT, before: ['hello', 'ive driven forklifts for four years'], line: 'how big is the warehouse roughly?', asks: 'amount', must: 'the size of the warehouse' },
  { goal: 'interview', request: ROASTER, before: ['hi, thanks for having me', 'i love your coffee'], line: 'where do you get your beans from?', asks: 'place', about: ['ethiopia', 'colombia', 'brazil', 'kenya', 'guatemala', 'farm', 'origin', 'import', 'rwanda', 'peru', 'honduras', 'direct'], must: 'where the beans come from' },
  { goal: 'interview', request: ROASTER, before: ['hello', "i've worked in a chain before"], line: 'would i get to learn roasting too or is it just the bar?', asks: 'either', options: ['roast', 'bar'], must: 'whether they would learn roasting' },
  // hire (a bike mechanic; a dog walker)
  { goal: 'hire', request: BIKE, before: ['hi, thanks for coming in', 'tell me a bit about yourself'], line: 'what kind of bikes have you worked on mostly?', asks: 'thing', about: ['road', 'mountain', 'e-bike', 'ebike', 'electric', 'bmx', 'gravel', 'hybrid', 'commut', 'cargo', 'bike'], must: 'the bikes they have worked on' },
  { goal: 'hire', request: BIKE, before: ['welcome', 'we do a lot of servicing'], line: 'how long would a full service take you, roughly?', asks: 'time', must: 'how long a service takes them' },
  { goal: 'hire', request: BIKE, before: ['hi', 'we get busy in spring'], line: "you wouldn't mind doing saturdays in the busy season, would you?", asks: 'yesno', must: 'yes or no about Saturdays' },
  { goal: 'hire', request: WALKER, before: ['hi, thanks for coming', 'so you like dogs'], line: 'how many dogs have you walked at once?', asks: 'amount', must: 'a number of dogs' },
  { goal: 'hire', request: WALKER, before: ['welcome', 'we walk in the park most mornings'], line: 'what would you do if a dog slipped its lead', asks: 'thing', about: ['call', 'recall', 'treat', 'calm', 'chase', 'lead', 'owner', 'dog', 'whistle', 'run'], must: 'what they would do when a dog gets loose' },
  // resolve (the torn sofa cushion; the orange hair colour)
  { goal: 'resolve', request: SOFA, before: ['hello, im sorry about the sofa'], line: 'is the tear on the seat or the back cushion?', asks: 'either', options: ['seat', 'back'], must: 'where the tear is' },
  { goal: 'resolve', request: SOFA, before: ['hi, i understand youre upset'], line: 'would a replacement cushion sort it or do you want the whole sofa swapped?', asks: 'either', options: ['cushion', 'sofa'], must: 'a cushion or the whole sofa' },
  { goal: 'resolve', request: SALON, before: ['hi, im so sorry about your colour'], line: 'what shade were you hoping for originally?', asks: 'thing', about: ['blonde', 'ash', 'brown', 'copper', 'caramel', 'honey', 'platinum', 'balayage', 'toner', 'shade', 'colour', 'highlight'], must: 'the shade they wanted' },
  // align (the swimming coach; the lab colleague)
  { goal: 'align', request: SWIM, before: ['hi, thanks for making time'], line: 'how many sessions a week is he doing at the moment?', asks: 'amount', must: 'the number of swimming sessions' },
  { goal: 'align', request: SWIM, before: ['hello', 'he says he is tired all the time'], line: 'has he said anything to you about wanting to stop?', asks: 'yesno', must: 'yes or no about him saying he wants to stop' },
  { goal: 'align', request: LAB, before: ['hey, got a sec?', 'its about the centrifuge'], line: 'do you usually run your samples late in the day?', asks: 'yesno', about: ['sample', 'run', 'late', 'evening', 'day', 'afternoon', 'morning', 'experiment', 'centrifuge'], must: 'yes or no about their samples' },
  // defuse (the knitting video)
  { goal: 'defuse', request: KNIT, before: ['hi, thanks for watching'], line: 'which stitches looked sloppy to you?', asks: 'thing', about: ['stitch', 'purl', 'knit', 'cable', 'rib', 'cast', 'tension', 'row', 'edge', 'loose'], must: 'the stitches they meant' },
];
