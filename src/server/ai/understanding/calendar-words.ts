/** Day and month names as regular-expression alternations, shared by the fact rules (facts.ts, everyday-facts.ts). */
export const WEEKDAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
export const FULL_MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december';
/** Full names and the usual abbreviations ("3 feb", "sept 14th"). */
export const MONTHS_AND_SHORT = `${FULL_MONTHS}|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec`;
/** Holidays (with their texting shorthand: "xmas", "nye"), and weekdays and months in Spanish, French, German, Portuguese and Italian (Portuguese and Italian months since f20) (messages in another language keep their dates). */
export const HOLIDAYS = "christmas(?: eve)?|xmas(?: eve)?|nye|v-day|vday|bank holiday|thanksgiving|easter|new year'?s?(?: eve| day)?|valentine'?s(?: day)?|halloween|ramadan|eid|diwali|hanukkah|chinese new year|noël|navidad|nochebuena|weihnachten|pâques|semana santa|ostern|silvester|nochevieja|réveillon|pascua|pâques|pasqua|páscoa|natale|natal";
export const WEEKDAYS_OTHER = 'terça-feira|quarta-feira|quinta-feira|martedì|mercoledì|giovedì|lunes|martes|miércoles|jueves|viernes|sábado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|segunda-feira|sexta-feira|lunedì|venerdì|sabato|domenica';
export const MONTHS_OTHER = 'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre|januar|februar|märz|juni|juli|oktober|dezember|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre';
