/**
 * Everyday nouns the part-of-speech lexicon lacks (parts-of-speech.json comes from the Brill tagger's lexicon, read off
 * 1990s newspaper and Brown-corpus text): things, apps and services that came into common use later, and a few
 * everyday British words that text never used. Written by hand for this project (session 18, f19) as a general list of
 * modern household, tech, transport, money, food, childcare and school words; each entry was checked to be absent from
 * the lexicon's nouns (scripts/build-pos-lexicon.ts), and none was taken from a development or held-out line. People
 * words (barista, babysitter, influencer) are left out: people.ts reads people. noun-phrases.ts reads these as nouns.
 */
export const MODERN_NOUNS: ReadonlySet<string> = new Set(
  ('hoodie hoodies onesie onesies flipflops hairdryer straighteners tram trams escooter moped mopeds minibus carpool rideshare uber ubers lyft ' +
    'airbnb wifi router charger chargers ipad ipads iphone iphones smartphone airpods earbuds headset webcam console playstation xbox nintendo ' +
    'netflix spotify podcast podcasts playlist app apps website websites blog vlog selfie selfies emoji emojis meme memes gif gifs hashtag ' +
    'username password passwords passcode login inbox icloud dropbox screenshot screenshots voicemail ringtone vape vapes ecig prenup typo typos ' +
    'latte lattes smoothie smoothies burrito kebab takeaway hoover roomba duvet futon trampoline skateboard pilates zumba crossfit groupchat ' +
    'onboarding payslip hotdesk lanyard keycard giftcard paypal crypto bitcoin esports livestream pic pics sleepover sleepovers playdate ' +
    'playdates daycare nappy nappies stroller carseat teether coursework dissertation uni').split(' '),
);
