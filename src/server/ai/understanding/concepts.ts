/**
 * Synonym groups the classifier sees as extra features ("C:debt" for owes/borrowed/lent/pay back),
 * so that a phrasing never seen in training still lands near its situation. They are features, not
 * rules: the trained network decides how much each group counts for each situation type.
 */
/** "my boyfriend's mum", "her fiancé's parents": the partner's family, not the partner (a "boyfriend's birthday" is not). */
const PARTNERS_RELATIVES = ['boyfriend', 'girlfriend', 'bf', 'gf', 'partner', 'fiance', 'fiancé', 'fiancee', 'husband', 'wife']
  .flatMap((p) => ['mom', 'mum', 'dad', 'mother', 'father', 'parents', 'family', 'sister', 'brother', 'grandma', 'grandmother'].map((r) => `"${p}'s ${r}"`))
  .join(' ');

const GROUPS: Record<string, string> = {
  debt: 'debe deben "me debe" prestado prestar dinero doit "me doit" prêté argent schuldet geld geliehen devolver rembourser owe owes owed owing borrow borrowed borrowing lend lent lending loan loaned debt repay "pay back" "paid back" "pay me back" "my share" "their share" "her share" "his share" venmo paypal money cash bucks quid dollars euros pounds reimburse',
  romance: '"me gusta" "le gusta" verliebt "mag ihn" "mag sie" "je l\'aime bien" crush like likes liked feelings cute flirt flirty flirting attracted into "falling for" "have a thing" "has a thing" spark chemistry',
  secret: 'secret secretly hint hints subtle subtly obvious noticing notice hide hiding "doesn\'t know" "does not know" "no idea" "figure out" blush blushing teasing',
  confess: 'confess confessing confession "tell her i like" "tell him i like" "how i feel" "tell my crush" letter',
  partner: 'novia novio esposa esposo marido mujer copine copain mari femme boyfriend girlfriend bf gf husband wife partner fiance fiancee spouse relationship',
  ex: 'ex ex-boyfriend ex-girlfriend ex-husband ex-wife ex-partner "broke up" breakup "split up" dumped reconcile "get back together" "try again" "second chance" closure',
  date: 'cita citas "rendez-vous" "segunda cita" verabredung date dates dating "went out" drinks dinner',
  app: 'tinder hinge bumble app apps match matched matches profile bio swipe swiped "dating app" hellotalk',
  friend: 'freund freundin mejor meilleure meilleur amica amico friend friends bestie bff pal mate buddy "best friend" friendship amiga amigo amie ami',
  parent: 'madre padre mamá papá mère père mutter vater mom mum dad mother father parents mama papa eltern parents',
  sibling: 'brother sister sibling siblings twin hermano hermana',
  relative: 'aunt uncle cousin grandma grandpa grandmother grandfather in-laws mother-in-law father-in-law relatives',
  kid: '"year old" "years old" hijo hija fils fille sohn tochter son daughter kid kids child children teenager teen toddler',
  roommate: 'colocataire coloc compañero compañera "compañero de piso" mitbewohner mitbewohnerin roommate roommates flatmate flatmates housemate housemates roomie',
  work: 'trabajo jefe jefa travail patron chef arbeit job chefin department accounting shift shifts ward conference "my team" "our team" "same team" "at work" "from work" "office party" company firm boss manager supervisor coworker coworkers co-worker colleague colleagues teammate team office job work standup slack hr director vp employer kollege',
  customer: 'customer customers client clients buyer refund refunds order invoice invoices review reviews etsy shop store business contract',
  school: 'teacher teachers school class classroom student students grade grades detention homework tutor pupil principal',
  interview: 'interview interviews interviewing recruiter hiring candidate candidates applicant applicants offer offers salary cv resume role position',
  social: 'comment comments commented post posts video tiktok youtube troll trolls followers follower caption reel',
  language: 'chinese mandarin spanish french german japanese korean italian portuguese arabic hindi translate translator translation language speak speaks english',
  neighbour: 'neighbour neighbor neighbours neighbors "next door" upstairs downstairs fence garden parcels',
  landlord: 'landlord landlady deposit lease tenant heating mold',
  cancel: 'cancel cancels cancelled canceled cancelling postpone postponed postponing reschedule "rain check" bailed bail "came up" "something came up"',
  ghost: 'ghost ghosted ghosting vanished disappeared "left me on read" "on read" "stopped replying" "stopped answering" "no reply" "hasn\'t texted" "never replied"',
  reject: '"doesn\'t feel the same" "don\'t feel the same" "doesn\'t see me like that" "see me like that" "likes me as a friend" "only likes me" flattered "going with someone else" friendzone rejected rejection "turned me down" "turned down" "said no" friendzoned "friend zone" "see me that way" "sees me as" "only sees me" "not interested" "not looking"',
  taken: 'taken engaged married "has a boyfriend" "has a girlfriend" "in a relationship" "seeing someone" homewrecker',
  jealous: 'jealous jealousy envy envious',
  drift: '"barely see" "haven\'t hung out" "never replies" "different countries" "without inviting" "died out" "nobody texts" "never initiates" "left out" "leaving me out" "one-sided" "one sided" "never has time" "forgetting about me" "stopped inviting" "quietly died" "nothing to talk about" extraño extraña éloignés éloignées "lost contact" drifted drifting apart "lost touch" reconnect reconnecting "barely talk" "used to" "miss her" "miss him" "reaching out" inseparable',
  conflict: '"falling out" "fell out" roasted accused "making fun" "cold to me" "won\'t talk" "doesn\'t talk" "no me habla" enojó fâchée fâché enojada fight fought argue argued argument mad angry hurtful rude yelled snapped furious upset blamed offensive disrespectful streit disputés',
  support: '"really down" "lost his job" "lost her job" "a mess" "going through" "won\'t leave" failed verloren depressed depression died "passed away" funeral cancer diagnosed divorce stressed panic grieving comfort support devastated miscarriage',
  boundary: '"say no" "stop asking" "tired of" drained "keeps asking" "always asks" "always wants" "done with" "invites herself" lie',
  chores: 'dishes clean cleaning trash bathroom chores rota shower mess kitchen "toilet paper"',
  noise: 'loud noise music parties party sleep guests "over every night" alarm stomping',
  credit: 'credit "took credit" "taking credit" "takes credit" "my idea" "my work" "his name" "her name" "as his own" "as her own" praised',
  raise: 'raise "pay rise" promotion salary increase negotiate budget earns',
  quit: 'renunciar renuncia démissionner démission kündigen "better offer" "new job" "hand in" "last day" "two weeks notice" quit quitting resign resignation notice leaving',
  newbie: 'new "first day" joined starting introduce "break the ice" "fit in" "make friends" "get to know"',
  breakup: 'divorce "end a relationship" "end the relationship" "ending things" "leave him" "leave her" "leaving him" "leaving her" terminar romper rompre "schluss machen" trennen "break up" "breaking up" "end things" "end it" "take a break" "don\'t love"',
  trust: 'secretive password "found messages" "working late" affair "dating app" "location" hiding trust lying lied "behind my back" cheated cheating suspicious defensive deleted messaging',
  distance: '"long distance" ldr abroad "time difference" apart "once a month" visiting facetime calls',
  meetparents: '"meet his" "meet her" "meeting his" "meeting her" "meet my" parents family thanksgiving introduce',
  dtr: 'exclusive official "what we are" "where this is going" serious "the talk" couple label',
  plan: 'idea ideas "where should" "where to take" plan planning cheap picnic surprise',
  after: 'after "went well" "last night" "how long" "wait to text" "text him" "text her" "follow-up" "follow up"',
  opener: '"first message" opener openers "opening message" "open on" "say first" "send first" "first text" "without saying hey"',
  meetup: 'number "in person" meet "meeting up" "meet up" "off the app" insta',
  dying: 'dry "one word" fizzle fizzles died dying boring "lol" "haha" "small talk" "run out" freeze loop',
  signals: '"a sign" "a signal" "hinting at" "friendly or more" "date thing" "special to him" "special to her" "interested in me" "does he like" "does she like" "likes me" "into me" "is she into" "is he into" signs signals "reading too much" "mean something" "mean anything" "just being nice" "just friendly" staring "eye contact"',
  askout: '"invitar a salir" "salir con" inviter "sortir avec" "ausgehen" "ask out" "ask her out" "ask him out" "asked out" invite prom homecoming "go out" "grab food" "get dinner" "to the movies" "on a date"',
  conceal: '"turn red" "turns red" "go red" "goes red" "keep it hidden" "keep it a secret" "nobody knows" "no one knows" "find out" "finds out" "let it show" "act normal" "acting normal" "keep my cool" "to myself" "tone it down" "too obvious" "so obvious" "not let it show" "stop staring"',
  hinting: '"make him notice" "make her notice" "catch on" "catches on" "pick up on" "get the hint" "take the hint" "small gestures" "without saying" "without telling" "without confessing" "drop hints" "drop a hint" "let him know" "let her know" nudge',
  partnerfamily: `"his mom" "his mum" "his dad" "her mom" "her mum" "her dad" "his parents" "her parents" "his family" "her family" "his sister" "her sister" "his brother" "her brother" ${PARTNERS_RELATIVES}`,
  contact: '"texted me" "messaged me" "reached out" "out of nowhere" "slid into" "hit me up" "wants to talk" "catch up" "after a year" "after months" "dm\'d me" "dmed me" "called me"',
  letdown: '"no spark" "no chemistry" "not feeling it" "let him down" "let her down" "let them down" "stop seeing" "not attracted" "no thanks" "turn down" "not into him" "not into her" "not into it" "don\'t want to see"',
  platonic: '"as friends" "be friends" "just as friends" platonic "new friends" "friend date" "get to know people" "meet people"',
  neglect: 'forgot forgets invisible afterthought priority gaming playstation "video games" attention cuddles "too tired" "works all the time" "never asks" "miss us" "no effort" ignored lonely neglected "quality time" affection "make time" "always on his phone" "never plans" effort "last on"',
  coparent: 'stuff "give back" jacket furniture apartment co-parent "co-parent" pickups custody dog vet',
  scope: 'revisions revision scope "one more" changes redo brief "extra rounds" "new features" "adding pages"',
  payment: 'invoice unpaid paid payment "hasn\'t paid" "never paid" accounts',
  complaint: 'complaint angry furious "bad review" "1-star" "2-star" review yelp google "food poisoning" scammers threatening delayed',
  grade: 'grade grades bullying detention adhd reading lazy report cheating',
  prep: 'prepare prep tips "tell me about yourself" weakness nervous "phone screen" "final round" gap',
  followup: '"be in touch" "an update" "hear back" "heard nothing" "heard back" "haven\'t heard" "thank-you" "thank you" "follow up" "get back to me" decide',
  hire: 'hiring "i\'m hiring" "interviewing a" "interviewing someone" "ask a candidate" "ask candidates" "what should i ask" assess',
  rejectcand: '"not hiring" "went with" "tell a candidate" "the intern" "not moving forward" "didn\'t get" "reject" "rejection" "turn down" "turned her down" "went with someone else" applicants',
  parentsview: '"my son\'s" "my daughter\'s" "my kid\'s" "my child\'s" "child\'s teacher" "son\'s teacher" "daughter\'s teacher"',
  teacherview: '"their child" "their son" "their daughter" "my pupils" "my class" "i\'m a teacher" "as a teacher" "i teach" "my student" tutor "a parent" "parents about"',
};

function parse(list: string): string[] {
  const out: string[] = [];
  for (const m of list.matchAll(/"([^"]+)"|(\S+)/g)) out.push((m[1] ?? m[2] ?? '').toLowerCase());
  return out;
}

/** word or phrase (lowercase, space-separated) → concept names. */
export const CONCEPT_PHRASES: Map<string, string[]> = new Map();
for (const [concept, list] of Object.entries(GROUPS)) {
  for (const phrase of parse(list)) {
    const at = CONCEPT_PHRASES.get(phrase) ?? [];
    at.push(concept);
    CONCEPT_PHRASES.set(phrase, at);
  }
}
export const MAX_PHRASE_WORDS = Math.max(...[...CONCEPT_PHRASES.keys()].map((p) => p.split(' ').length));
