import type { PracticeReportContent } from '../../../../db/schema/practice';
import type { ChatTurn } from '../../provider';
import type { ReportRequest, ScoredLine } from '../../practice-ai';
import { capitalize, clip, normalize } from '../text-utils';
import { replayScores } from './replay';
import { GOAL_RULES, goalFromDetails, isRiskyFor, weightOf, type GoalKind } from './goals';
import { readLine, type MoveKind } from './moves';
import { missingText } from './reasons';
import { BAD_INSIGHTS, CLOSE_INSIGHTS, EXPERT_ADVICE, GOOD_INSIGHTS, MODEL_LINES, betterLine } from './report-texts';
import { readProfile, type CharacterProfile } from './roles';
import { findRedFlags } from './red-flags';

/**
 * The offline insight report, computed from the real transcript: the best lines and the weakest
 * ones are quoted exactly as the user typed them, each with what the character had just said.
 */

interface PlacedLine extends ScoredLine {
  /** Position among the user's lines. */
  order: number;
  /** The character's line just before it, if any. */
  before: string | null;
}

function place(history: readonly ChatTurn[], scored: readonly ScoredLine[]): PlacedLine[] {
  const out: PlacedLine[] = [];
  let cursor = 0;
  scored.forEach((line, order) => {
    let before: string | null = null;
    const want = normalize(line.text);
    for (let i = cursor; i < history.length; i++) {
      const turn = history[i] as ChatTurn;
      if (turn.role === 'user' && normalize(turn.text) === want) {
        for (let k = i - 1; k >= 0; k--) {
          const prev = history[k] as ChatTurn;
          if (prev.role === 'assistant') {
            before = prev.text;
            break;
          }
          if (prev.role === 'user') break;
        }
        cursor = i + 1;
        break;
      }
    }
    out.push({ ...line, order, before });
  });
  return out;
}

function topMove(goal: GoalKind, text: string): MoveKind | null {
  let best: MoveKind | null = null;
  let weight = 0;
  for (const move of readLine(text).moves) {
    const w = weightOf(goal, move);
    if (w > weight) {
      best = move;
      weight = w;
    }
  }
  return best;
}

/** The move that made a line weak or risky (risky first), or null for a fine line. */
export function worstMove(goal: GoalKind, text: string): MoveKind | null {
  const moves = [...readLine(text).moves];
  return moves.find((m) => isRiskyFor(goal, m)) ?? moves.find((m) => weightOf(goal, m) < 0) ?? null;
}

/** Why a good line worked: the goal's closing insight for the line that reached it, else its best move's. */
export function goodInsight(goal: GoalKind, p: CharacterProfile, line: ScoredLine, isCloser: boolean): string {
  if (isCloser) return CLOSE_INSIGHTS[goal](p);
  const move = topMove(goal, line.text);
  return (move && GOOD_INSIGHTS[move]?.(p)) ?? line.reason;
}

/** A line quoted in prose: when it is too long and carries a red flag, the flag's own clause, so the words that did it are shown. */
function quoteOf(text: string, max: number): string {
  const clause = text.length > max ? findRedFlags(text)[0]?.quote : undefined;
  return clip(clause ?? text, max);
}

function scenarioOf(line: PlacedLine, p: CharacterProfile): string {
  return line.before ? `${capitalize(p.who)} had just said: “${clip(line.before, 160)}”` : 'The very start of the conversation — your opening line.';
}

/** Requirement groups never met, and whether the closing move was ever made. */
function gaps(goal: GoalKind, lines: readonly ScoredLine[]): { missing: (readonly MoveKind[])[]; closed: boolean } {
  const readings = lines.map((l) => readLine(l.text));
  const rule = GOAL_RULES[goal];
  const missing = rule.requires.filter((g) => !g.some((m) => readings.some((r) => r.moves.has(m))));
  const closed = rule.closer === null || readings.some((r) => rule.closer?.some((m) => r.moves.has(m)));
  return { missing: [...missing], closed };
}

const CLOSE_WORDS: Record<GoalKind, string> = {
  open: 'keep the back-and-forth going a little longer',
  invite: 'make the ask: one specific plan, a day and an activity',
  reinvite: 'make a specific ask — and if it does not work, offer another day',
  repair: 'suggest a low-pressure next step, like a call or a coffee',
  reconnect: 'suggest a specific way to catch up',
  ask: 'name your ask: a specific number or a review date',
  interview: 'round it off with a question about the role',
  hire: 'close with clear next steps and timing',
  resolve: 'offer a specific remedy: a refund, a replacement or a date',
  align: 'propose a concrete plan with a check-in date',
  defuse: 'engage with their point calmly',
};

const LESSON_TITLES: Partial<Record<MoveKind, string>> = {
  pressure: 'Respect the no',
  guilt: 'Drop the guilt trip',
  insult: 'Frustration, not contempt',
  crude: 'Respect first',
  blame: 'Own your part first',
  dismiss: 'Acknowledge, don’t dismiss',
  too_intense: 'Let interest grow',
  threat: 'No ultimatums',
  lie: 'Argue from what is true',
  illegal_question: 'Keep it job-related',
  give_up: 'Buy a second, then answer',
};

/** The goal's advice; when a risky move ended it, the lesson from that move comes first. */
function expertAdvice(goal: GoalKind, req: ReportRequest, worst: MoveKind | null, p: CharacterProfile): { title: string; content: string }[] {
  const advice = EXPERT_ADVICE[goal].map((a) => ({ ...a }));
  const title = worst ? LESSON_TITLES[worst] : undefined;
  const content = worst ? BAD_INSIGHTS[worst]?.(p) : undefined;
  if (req.outcome === 'failed' && title && content) return [{ title, content }, ...advice.slice(0, 2)];
  return advice.slice(0, 3);
}

export function buildOfflineReport(req: ReportRequest): PracticeReportContent {
  const p = readProfile(req.details);
  const goal = goalFromDetails(req.details);
  const scored = req.scoredLines.length > 0 ? req.scoredLines : replayScores(req.details, req.history);
  // A line with a red flag is risky here whatever it was rated live (an older score, a model's).
  const lines = place(req.history, scored).map((l) => (l.rating !== 'risky' && findRedFlags(l.text).length > 0 ? { ...l, rating: 'risky' as const, delta: Math.min(0, l.delta) } : l));
  const closer = req.outcome === 'succeed' ? lines.at(-1) : undefined;

  const good = lines
    .filter((l) => l.rating !== 'risky' && (l.delta > 0 || l === closer))
    .sort((a, b) => Number(b === closer) - Number(a === closer) || b.delta - a.delta || a.order - b.order)
    .slice(0, 3);
  const bad = lines
    .filter((l) => !good.includes(l) && (l.rating === 'risky' || l.delta < 0 || worstMove(goal, l.text) !== null))
    .sort((a, b) => Number(b.rating === 'risky') - Number(a.rating === 'risky') || a.delta - b.delta || a.order - b.order)
    .slice(0, 3);

  // Two lines making the same move would get the same insight: the second gets its own line's reason.
  // The lesson of the worst line leads the advice; that line then gets its own reason, not the lesson twice.
  const advice = expertAdvice(goal, req, bad[0] ? worstMove(goal, bad[0].text) : null, p);
  const insights = new Set<string>(advice.map((a) => a.content));
  const fresh = (insight: string, reason: string) => {
    const text = insights.has(insight) ? reason : insight;
    insights.add(text);
    return text;
  };
  const good_response = good.map((l) => ({ scenario: scenarioOf(l, p), your_response: l.text, coach_insight: fresh(goodInsight(goal, p, l, l === closer), l.reason) }));
  // The plan the user proposed (an invitation's activity), not any activity the chat mentioned.
  const activity = lines.map((x) => readLine(x.text)).find((r) => r.activity && (r.moves.has('invite_concrete') || r.moves.has('invite_vague')))?.activity ?? null;
  const bad_response = bad.map((l) => {
    const move = worstMove(goal, l.text);
    return {
      scenario: scenarioOf(l, p),
      your_response: l.text,
      better_approach: betterLine(move, goal, p, activity),
      coach_insight: fresh((move && BAD_INSIGHTS[move]?.(p)) ?? l.reason, l.reason),
    };
  });

  const { missing, closed } = gaps(goal, lines);
  const first = lines[0];
  const last = lines.at(-1);
  const next = missing[0] ? missingText(missing[0], p) : CLOSE_WORDS[goal];

  const start_tip = !first
    ? `Start with a friendly, specific opener — a question about ${p.name ?? p.pronouns.obj} or something you share.`
    : first.rating === 'great'
      ? `Strong start: “${clip(first.text, 80)}” gave ${p.who} something easy and pleasant to answer.`
      : first.rating === 'risky'
        ? `The opening “${quoteOf(first.text, 80)}” put ${p.who} on the back foot. Open with curiosity instead — ${MODEL_LINES.open(p)}`
        : `“${clip(first.text, 80)}” was a safe start. Next time, open with a question about ${p.name ?? p.pronouns.obj} or a detail you share — it gets a warmer first reply.`;

  let end_tip: string;
  if (req.outcome === 'succeed') {
    end_tip = `You closed it with “${clip(last?.text ?? '', 90)}” — ${CLOSE_INSIGHTS[goal](p).charAt(0).toLowerCase()}${CLOSE_INSIGHTS[goal](p).slice(1)} Try the same move for real.`;
  } else if (req.endType === 'manual') {
    end_tip = closed && missing.length === 0
      ? `You stopped before the goal landed. You had the pieces — next time, stay with it a little longer and ${CLOSE_WORDS[goal]}.`
      : `You stopped before reaching the goal. Next time, ${next}${closed ? '' : `, then ${CLOSE_WORDS[goal]}`}.`;
  } else {
    const worst = bad[0];
    end_tip = worst
      ? `It ended after “${quoteOf(worst.text, 80)}”. Next time try: “${betterLine(worstMove(goal, worst.text), goal, p, activity)}”`
      : `It ended before the goal. Next time, ${next}.`;
  }

  const best = good[0];
  const worst = bad[0];
  const takeaway = [
    best
      ? { icon: '✅', title: 'Keep doing this', content: `“${clip(best.text, 90)}” worked. ${goodInsight(goal, p, best, best === closer)}` }
      : { icon: '✅', title: 'Start with curiosity', content: `Ask about ${p.name ?? p.pronouns.obj} early — questions are the easiest way to build rapport.` },
    worst
      ? { icon: '🔧', title: 'Fix this next time', content: `Instead of “${quoteOf(worst.text, 70)}”, try: “${betterLine(worstMove(goal, worst.text), goal, p, activity)}”` }
      : { icon: '🔧', title: 'Raise the bar', content: missing.length || !closed ? `No risky lines — nice. Next time, ${next}.` : 'No risky lines at all. Next time, try reaching the goal in fewer messages.' },
    req.outcome === 'succeed'
      ? { icon: '🚀', title: 'Take it to real life', content: `You reached the goal: ${req.details.success_condition.split(' — ')[0]?.replace(/\.$/, '') ?? 'done'}. The real conversation will feel familiar now.` }
      : { icon: '🔁', title: 'Try it again', content: `Restart the practice and aim for: ${req.details.success_condition.replace(/\.$/, '')}.` },
  ];

  return withoutRepeats({
    start_tip,
    end_tip,
    good_response,
    bad_response,
    expert_advice: advice,
    takeaway,
  });
}

/** Sentences of a text; quotes stay whole ("“Hi. How are you?” worked." is one sentence). */
function sentencesOf(text: string): string[] {
  return text.match(/(?:“[^”]*”|[^.!?“])+(?:[.!?]+|$)/g)?.map((s) => s.trim()).filter(Boolean) ?? [text];
}

/**
 * The report reads top to bottom; a sentence already said is dropped from later fields (the user's
 * quoted lines are not prose and stay). A field left empty falls back to its first sentence.
 */
export function withoutRepeats(report: PracticeReportContent): PracticeReportContent {
  const seen = new Set<string>();
  const once = (text: string) => {
    const kept = sentencesOf(text).filter((s) => {
      const key = normalize(s);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return kept.length > 0 ? kept.join(' ') : text;
  };
  const start_tip = once(report.start_tip);
  const end_tip = once(report.end_tip);
  const good_response = report.good_response.map((g) => ({ ...g, coach_insight: once(g.coach_insight) }));
  const bad_response = report.bad_response.map((b) => ({ ...b, better_approach: b.better_approach, coach_insight: once(b.coach_insight) }));
  const expert_advice = report.expert_advice.map((a) => ({ ...a, content: once(a.content) }));
  const takeaway = report.takeaway.map((t) => ({ ...t, content: once(t.content) }));
  return { start_tip, end_tip, good_response, bad_response, expert_advice, takeaway };
}
