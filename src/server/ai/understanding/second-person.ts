/** "my friend owes me" → "your friend owes you": the user's words, said back to them. */
const SWAP: Record<string, string> = {
  i: 'you', me: 'you', my: 'your', mine: 'yours', myself: 'yourself', "i'm": "you're", im: "you're", "i've": "you've",
  "i'd": "you'd", "i'll": "you'll", am: 'are', was: 'were', we: 'you', us: 'you', our: 'your', ours: 'yours',
};

export function secondPerson(phrase: string): string {
  return phrase
    .replace(/[’]/g, "'")
    .split(/(\s+)/)
    .map((w) => {
      const lower = w.toLowerCase();
      return SWAP[lower] ?? w;
    })
    .join('')
    .trim();
}
