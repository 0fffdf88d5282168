import type { Situation } from '../situations';
import { normalize } from '../text-utils';

// Friends named in the plural are a group: a reading of someone to date, be with or win back cannot be about them.
const FRIENDS_PLURAL = /\bmy (?:\w+ )?(?:friend|mate|pal)s\b(?!')/;
const ONE_PERSON_SITUATIONS: ReadonlySet<Situation> = new Set<Situation>(['crush', 'hidden-crush', 'dating', 'ex', 'partner', 'new-match']);

/** A one-person (romance) reading of a request whose people are "my friends": the coach asks instead. */
export const aGroupForOnePerson = (situation: Situation, text: string) => ONE_PERSON_SITUATIONS.has(situation) && FRIENDS_PLURAL.test(normalize(text));
