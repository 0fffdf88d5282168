/**
 * A calm consequence through the proper channel is a boundary, not a threat. The practices' failure
 * conditions say "You threaten…" / "give an ultimatum"; a tenant, a customer or a colleague who says
 * what happens next if a wrong goes on — "If this isn't resolved by Friday I'll raise a formal
 * complaint with the ombudsman", "If the engineer can't come this week, I'll have to cancel the
 * contract", "If it happens again I'll talk to HR" — is doing what advice tells them to do (the
 * training good lines already hold "I'll have to escalate the supplier delay to procurement if it
 * isn't fixed by Friday"). Three parts must all hold:
 * - the condition is on the state of the matter, not on the listener's compliance: a failing "if"
 *   clause whose subject is the thing or a third party ("if the repair isn't done", "if the engineer
 *   can't come"), or the wrong repeated ("if it happens again"); "if you don't approve this…" and an
 *   order with "or…" stay threats;
 * - the consequence is one formal step of the speaker's against the matter: a complaint or grievance
 *   raised, the council's housing team, HR, the ombudsman, the deposit scheme contacted or the fault
 *   reported to one of them ("I'll have to report it to the council"; "report you" stays menace), a contract
 *   or subscription cancelled (not a job left: "I'll look elsewhere" after a pay talk is an ultimatum);
 * - nothing in the sentence exposes, harms or menaces them: no press, reviews, posts, courts or
 *   lawyers, no "everyone", no "report you", no superior or family of theirs told, no "you'll regret".
 * Every regex is bounded.
 */

const NOT_YOU_SUBJECT = String.raw`(?!(?:you|u|ur|you're|youre)\b)(?:[a-z']+ ){1,3}`;
const FAILS = String.raw`(?:isn't|is not|aren't|are not|hasn't|has not|haven't|have not|can't|cannot|doesn't|does not|don't|won't|will not|wasn't|still isn't)`;
/** "if the boiler isn't fixed by Friday", "if the engineer can't come", "if it happens again". */
const MATTER_CONDITION = new RegExp(
  String.raw`\bif ${NOT_YOU_SUBJECT}${FAILS}\b|\bif (?:it|this|that|anything like (?:this|that)) (?:happens|keeps happening|continues|carries on|goes on)\b`,
);

/** One formal step of the speaker's: complaint, HR, ombudsman, council housing team, cancelling a service. */
const RECOURSE = new RegExp(
  String.raw`\b(?:i(?:'ll| will|'m going to| am going to|'d)|we(?:'ll| will)) (?:(?:have|need) to |probably |then |just )?(?:` +
    [
      String.raw`(?:raise|make|file|lodge|put in|submit|open) (?:a |an )?(?:formal |official |written )?(?:complaint|grievance|claim|dispute|ticket)`,
      String.raw`(?:contact|call|ring|write to|email|speak to|talk to|go to|get in touch with|involve|bring in|loop in|raise it with|flag it to|escalate (?:it|this) to|report (?:it|this|the (?:problem|issue|fault|leak|repair|damage|mould|noise)) to) (?:the |my |our )?(?:council(?:'s \w+ (?:team|department|officer))?|housing (?:team|officer)|hr|ombudsman|deposit (?:protection )?scheme|letting agent|(?:line )?manager|procurement|team lead|complaints (?:team|department))`,
      String.raw`escalate (?:it|this)(?= to| further|[.,!?;]|$)`,
      String.raw`cancel (?:the|my|our) (?:contract|subscription|order|membership|booking|account|plan|service)`,
      String.raw`take (?:my|our) business elsewhere`,
    ].join('|') +
    ')',
);

/** Exposure, harm or menace anywhere in the sentence: the step is then leverage, not recourse. */
const MENACE = /\b(?:press|papers?|newspaper|journalists?|reviews?|online|social media|post(?:ing)?|twitter|facebook|tiktok|reddit|everyone|everybody|the whole|court|lawyers?|solicitors?|attorneys?|sue|police|report(?:ing)? (?:you|him|her|them)|regret|be sorry|pay for|watch|or else|last chance|your (?:boss|manager|head office|wife|husband|partner|parents|mum|mom|dad|family)|then the)\b/;

/** A consequence the speaker may fairly name: a failing matter, one formal step, no menace (canonical sentence). */
export function seeksRecourse(sentence: string): boolean {
  return MATTER_CONDITION.test(sentence) && RECOURSE.test(sentence) && !MENACE.test(sentence);
}
