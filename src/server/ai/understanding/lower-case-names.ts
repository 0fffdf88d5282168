/**
 * First names people type in lower case in texts and pasted chats ("me and tom went", "bringing jess", "at sarahs"):
 * common given names that are no English word, place or word of another language the readers know, so a lower-case
 * one is a person wherever it stands ("will", "grace", "mark", "jordan", "holly", "mia", "ella", "isla", "chelsea" are left out).
 */
const LOWER_CASE_NAMES = new Set(
  (
  'aaron abbie abby adam adrian ahmed aisha alex alexa alfie ali alice alicia amelia amir amy andrea andrew andy ' +
  'angela anna annie anthony anya archie arjun ashley becca becky ben beth bethany billie bradley brandon ' +
  'brian bryony caitlin callum cameron carl carla carlos caroline casey charlie chloe chris christina ' +
  'claire connor craig dan dani daniel danielle darren dave david declan diego dylan eleanor elena eliza ellie ' +
  'emily emma eric erin ethan evie fatima faye finn fiona freya gemma george giulia hamza hannah harriet hayley ' +
  'helen imogen isaac isabel isabella ivan izzy jacob jake james jamie jared jason jen jenna jenny jess ' +
  'jessica jessie jim joe joel jonny josh joshua juan julia justin karen kate katie katya kayla keira kelly ' +
  'kevin kieran kim kyle laura lauren leah lee leo liam lisa lizzie louise luca lucas lucia luke maddie maisie ' +
  'marco martin matthew megan mel melissa michael michelle mike millie mohammed molly nadia naomi natalie nathan ' +
  'neil niamh nicola nina noah oliver olivia omar oscar owen pablo paige paul phoebe priya rachel rahul rebecca ' +
  'rhys richard robbie robert rosie ross ryan sam samantha sara sarah sasha scott sean seb shannon sian simon ' +
  'sophie stacey steph stephen steve tasha tess theo tom tommy tyler vicky yusuf zach zara zoe'
  ).split(' '),
);

/** A lower-case word that is a first name, as the name ("tom" → "Tom"); "sarahs" is Sarah's. Null for any other word. */
export function lowerCaseName(raw: string): string | null {
  if (!/^[a-z]{2,12}$/.test(raw)) return null;
  const name = LOWER_CASE_NAMES.has(raw) ? raw : raw.endsWith('s') && LOWER_CASE_NAMES.has(raw.slice(0, -1)) ? raw.slice(0, -1) : null;
  return name ? name[0]!.toUpperCase() + name.slice(1) : null;
}
