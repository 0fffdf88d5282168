/**
 * The language a message is written in: script first (Han, kana, hangul, Cyrillic, Arabic), then
 * the share of each language's commonest function words. English unless another clearly wins.
 */
const STOPWORDS: Record<string, string[]> = {
  en: 'the and to i my a is it of in that you he she with for was me on but so how do what have not be'.split(' '),
  es: 'el la que de y mi me no en un una desde hace cómo como pero es por con se lo los las muy estoy'.split(' '),
  fr: 'je le la et mon ma il elle ne pas est de que un une des les depuis plus on avec me mes qui'.split(' '),
  de: 'ich und der die das mein meine nicht mit ist ein einen er sie jetzt zu mich hat hatten uns für nach bis jede jeden auf von aber auch noch'.split(' '),
  pt: 'eu e o a que de meu minha não um uma com para em se mas está ele ela'.split(' '),
  it: 'io e il la che di mio mia non un una con per ma è lui lei sono mi'.split(' '),
};

const STOPWORD_SETS = Object.entries(STOPWORDS).map(([lang, list]) => [lang, new Set(list)] as const);

export function detectLanguage(text: string): string {
  const head = text.slice(0, 1000);
  if (/[\u3040-\u30ff]/.test(head)) return 'ja';
  if (/[\uac00-\ud7af]/.test(head)) return 'ko';
  if (/[\u4e00-\u9fff]/.test(head) && (head.match(/[\u4e00-\u9fff]/g)?.length ?? 0) > 3) return 'zh';
  if (/[\u0400-\u04ff]{3}/.test(head)) return 'ru';
  if (/[\u0600-\u06ff]{3}/.test(head)) return 'ar';
  const words = head.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  let best = 'en';
  let bestScore = 0;
  for (const [lang, set] of STOPWORD_SETS) {
    const score = words.filter((w) => set.has(w)).length;
    if (score > bestScore + (lang === 'en' ? 0 : 1)) {
      best = lang;
      bestScore = score;
    }
  }
  return best;
}
