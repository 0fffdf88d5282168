/** Types for the part of nlp.js we use, its English stemmer (the package ships none). */
declare module '@nlpjs/lang-en-min/src/stemmer-en' {
  export default class StemmerEn {
    stem(word: string): string;
  }
}
