import type { PlanKind } from '../../../src/server/ai/offline/practice/plan-context';

/**
 * Set person-traits dev j19 (issue #23 point 2: the simulator plays the person the user described,
 * with their stated traits). 45 practice requests over every personal plan kind, each saying
 * something about the other person: their job or trade, what they do, a hobby, a trait. Written
 * from the catalogues and SPEC before any change of the j19 round. Read with
 * `bun scripts/read-person-traits-dev.ts`.
 *
 * Each case: the request; the plan kind it should build; `carry`: words of which one must appear in
 * EVERY practice of the plan (title/scenario/role), in the coach's plan text, and in the answer to
 * at least one of `asks` (each played as the first line of the plan's first practice).
 */
export interface PersonTraitsCase {
  request: string;
  kind: PlanKind;
  carry: readonly string[];
  asks: readonly string[];
}

export const PERSON_TRAITS_DEV_J19: readonly PersonTraitsCase[] = [
  // Crush: ask out.
  { request: 'I want to ask out Mira, she is a tattoo artist at the studio on my street', kind: 'crush-ask-out', carry: ['tattoo'], asks: ['what do you do for work?', 'how long have you been tattooing?'] },
  { request: 'how do i ask out my neighbour Tom, he runs the record shop downstairs', kind: 'crush-ask-out', carry: ['record'], asks: ['what do you do?', 'how is the shop going?'] },
  { request: 'theres a nurse at my gym called Priya and I want to ask her out', kind: 'crush-ask-out', carry: ['nurse', 'nursing'], asks: ['what do you do for a living?', 'is your job stressful?'] },
  { request: 'I want to ask my coworker Sam out for coffee, he brews his own beer and never shuts up about it', kind: 'crush-ask-out', carry: ['beer', 'brew'], asks: ['what do you do at the weekend?', 'what are you into?'] },
  { request: "i have a crush on Leo from my spanish class, he's a chef and really funny", kind: 'crush-ask-out', carry: ['chef', 'cook'], asks: ['what do you do for work?', 'what do you cook?'] },
  { request: 'want to ask out Hana, she works at the bakery on the corner and she loves hiking', kind: 'crush-ask-out', carry: ['bakery', 'bak', 'hiking'], asks: ['where do you work?', 'what do you do for fun?'] },
  { request: 'my crush Noah is a vet and he plays the guitar, i want to ask him out', kind: 'crush-ask-out', carry: ['vet', 'guitar'], asks: ['what do you do?', 'what do you do for fun?'] },
  // Crush: start talking.
  { request: 'I want to start talking to the guy at the climbing wall, his name is Jonas and he is a firefighter', kind: 'crush-start', carry: ['firefighter', 'fire'], asks: ['what do you do for work?', 'do you like your job?'] },
  { request: 'how do i break the ice with Ella, she teaches yoga at my studio', kind: 'crush-start', carry: ['yoga', 'teach'], asks: ['what do you do?', 'how long have you been teaching?'] },
  { request: 'i like a girl in my lab, Zoe, she is a marine biologist and surfs every weekend, i want to get to know her', kind: 'crush-start', carry: ['marine', 'biolog', 'surf'], asks: ['what do you do at the weekend?', 'what do you work on?'] },
  { request: 'want to start a conversation with Ravi, he is a dj and plays at the club on fridays', kind: 'crush-start', carry: ['dj', 'music', 'club'], asks: ['what do you do?', 'what are you up to on friday?'] },
  // First and second dates.
  { request: 'first date on saturday with Ines, she is a pilot', kind: 'first-date', carry: ['pilot', 'fly'], asks: ['what do you do for work?', 'do you travel a lot?'] },
  { request: 'I have a first date with Marco tomorrow, he is a carpenter and builds furniture in his spare time', kind: 'first-date', carry: ['carpenter', 'furniture', 'wood'], asks: ['what do you do?', 'what do you do in your free time?'] },
  { request: 'nervous about my first date with Sofia, shes a primary school teacher and really shy', kind: 'first-date', carry: ['teacher', 'teach', 'school'], asks: ['what do you do for work?', 'do you like your job?'] },
  { request: 'second date with Omar next week, he works as a paramedic', kind: 'second-date', carry: ['paramedic', 'ambulance'], asks: ['how was work this week?', 'what do you do again?'] },
  { request: 'i want a second date with Julia, she is a graphic designer who loves board games', kind: 'second-date', carry: ['design', 'board game'], asks: ['what do you do?', 'what do you do for fun?'] },
  { request: 'second date with Ben, he is a plumber and he coaches kids football on sundays', kind: 'second-date', carry: ['plumb', 'football', 'coach'], asks: ['what are you doing on sunday?', 'what do you do for work?'] },
  // New match.
  { request: 'matched with Kai on hinge, he is an architect and loves bouldering', kind: 'new-match', carry: ['architect', 'boulder'], asks: ['what do you do?', 'what are you into?'] },
  { request: 'just matched with a girl called Amara, her profile says she is a midwife', kind: 'new-match', carry: ['midwife', 'babies', 'birth'], asks: ['what do you do for work?', 'do you like your job?'] },
  { request: 'new match on bumble, Felix, he runs a coffee cart at the market', kind: 'new-match', carry: ['coffee'], asks: ['what do you do?', 'how is business?'] },
  { request: 'matched with Lucia, she is a dentist and she paints watercolours', kind: 'new-match', carry: ['dentist', 'watercolour', 'paint'], asks: ['what do you do for fun?', 'what is your job?'] },
  // Friends: make, repair, reconnect.
  { request: 'i want to make friends with Dev from my running club, he is a physio', kind: 'friend-make', carry: ['physio'], asks: ['what do you do for work?', 'how long have you been a physio?'] },
  { request: 'how do I make friends with my new neighbour Greta, she keeps bees in her garden', kind: 'friend-make', carry: ['bee', 'honey'], asks: ['what do you do at the weekend?', 'how are the bees?'] },
  { request: 'want to become friends with a mum at my daughters school, Aisha, she is a lawyer', kind: 'friend-make', carry: ['lawyer', 'law'], asks: ['what do you do?', 'is work busy?'] },
  { request: 'my friend Ana is angry because i missed her gig, she is a singer in a band', kind: 'friend-repair', carry: ['singer', 'band', 'sing'], asks: ['why are you upset?', 'what do you do?'] },
  { request: 'i fell out with my best friend Jake, he is an electrician and i forgot to pay him for the work he did', kind: 'friend-repair', carry: ['electrician'], asks: ['what do you do for work?', 'what happened?'] },
  { request: 'I need to apologise to my friend Clara, she is a doctor and I joked about her job at dinner', kind: 'friend-repair', carry: ['doctor'], asks: ['what do you do?', 'why are you upset?'] },
  { request: 'i want to reconnect with my old friend Pete, last i heard he was a fisherman in cornwall', kind: 'friend-reconnect', carry: ['fisherman', 'fish'], asks: ['what are you up to these days?', 'what do you do now?'] },
  { request: "haven't talked to my uni friend Rosa in years, she became a journalist", kind: 'friend-reconnect', carry: ['journalist', 'writ'], asks: ['what do you do now?', 'how is work?'] },
  { request: 'i want to get back in touch with my friend Sven who moved away, he is a baker and opened his own shop', kind: 'friend-reconnect', carry: ['baker', 'bak', 'bread'], asks: ['how is the shop?', 'what do you do now?'] },
  // Family.
  { request: 'my brother Luca is a mechanic and he is upset because I crashed his van', kind: 'family-repair', carry: ['mechanic'], asks: ['what do you do for work?', 'are you still at the garage?'] },
  { request: 'I had a row with my sister, she is a nurse on night shifts and I said she never visits mum', kind: 'family-repair', carry: ['nurse', 'night', 'shift'], asks: ['how is work?', 'why dont you visit?'] },
  { request: 'my dad is a retired farmer and we argued about selling the farm, i want to talk to him', kind: 'family-repair', carry: ['farm'], asks: ['what did you do for work?', 'what are you doing these days?'] },
  { request: 'my mum runs a hair salon and she is hurt that i didnt come to the reopening', kind: 'family-repair', carry: ['salon', 'hair'], asks: ['how is the salon?', 'what do you do?'] },
  // Partners.
  { request: 'my boyfriend is a junior doctor and we keep fighting because he is never home', kind: 'partner-repair', carry: ['doctor', 'hospital', 'shift'], asks: ['how was work?', 'why are you upset?'] },
  { request: 'my wife Sara is a police officer and she is angry I forgot our anniversary', kind: 'partner-repair', carry: ['police', 'officer'], asks: ['how was your shift?', 'what do you do?'] },
  { request: 'my girlfriend is a student nurse and she thinks I dont take her exams seriously', kind: 'partner-repair', carry: ['nurse', 'nursing'], asks: ['how is the course going?', 'what are you studying?'] },
  // Exes.
  { request: 'I want to apologise to my ex Maya, she is a photographer and i deleted all her photos when we broke up', kind: 'ex-apology', carry: ['photograph', 'photo'], asks: ['what do you do?', 'how is work?'] },
  { request: 'i want to say sorry to my ex Dan for how I treated him, he is a musician and I mocked his music', kind: 'ex-apology', carry: ['musician', 'music'], asks: ['what do you do now?', 'are you still playing?'] },
  { request: 'I want to reconnect with my ex Tom, he is a software engineer in Berlin now', kind: 'ex-reconnect', carry: ['software', 'engineer', 'berlin'], asks: ['what do you do now?', 'where do you live now?'] },
  { request: 'my ex Leila is a vet and i want to get back in touch', kind: 'ex-reconnect', carry: ['vet', 'animal'], asks: ['what do you do?', 'how is work?'] },
  // Roommates.
  { request: 'my roommate Josh is a chef and leaves the kitchen a mess every night after his shift', kind: 'roommate', carry: ['chef', 'kitchen', 'cook'], asks: ['what do you do for work?', 'what is the problem?'] },
  { request: 'my flatmate Kim is a drummer and practises at midnight, i want to talk to her about it', kind: 'roommate', carry: ['drum'], asks: ['what is the problem?', 'what do you do?'] },
  { request: 'my housemate Olu works nights as a security guard and i need to talk about the noise in the day', kind: 'roommate', carry: ['security', 'night'], asks: ['what do you do?', 'what is the problem?'] },
  { request: 'my roommate Bea is a personal trainer and keeps eating my food, i need to bring it up', kind: 'roommate', carry: ['trainer', 'gym', 'train'], asks: ['what do you do for work?', 'what is the problem?'] },
];
