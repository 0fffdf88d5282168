/** Day and month names as regular-expression alternations, shared by the fact rules (facts.ts, everyday-facts.ts). */
export const WEEKDAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
export const FULL_MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december';
/** Full names and the usual abbreviations ("3 feb", "sept 14th"). */
export const MONTHS_AND_SHORT = `${FULL_MONTHS}|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec`;
