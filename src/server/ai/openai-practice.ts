import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import type { PracticeReportContent } from '../../db/schema/practice';
import { initialMoodFor } from './offline/practice/goals';
import { capForRedFlags, decidedByRedFlag } from './offline/practice/red-flag-guard';
import { findRedFlags } from './offline/practice/red-flags';
import { withoutRepeats } from './offline/practice/report';
import { abortOr, createOpenAiClient, readDelta, toProviderError, toSdkMessages, type OpenAiProviderOptions } from './openai';
import type { CharacterMood, CoachChunk, EvaluationRequest, PracticeAi, PracticePlanDraft, ReportRequest, TurnEvaluation } from './practice-ai';
import { buildCharacterMessages } from './prompts/practice-character';
import { buildCoachDecisionMessages, buildCoachReplyMessages, buildCoachWelcomeMessages, buildPlanMessages } from './prompts/practice-coach';
import { buildEvaluationMessages } from './prompts/practice-evaluator';
import { buildReportMessages, buildSimulatorSummaryMessages } from './prompts/practice-report';
import type { PromptMessage } from './prompts/types';
import type { ProviderChunk } from './provider';
import { ProviderError } from './provider-error';

/**
 * Roleplay practice against any OpenAI-compatible server: streamed text for the coach, the
 * character and the simulator summary; structured outputs (json_schema, validated with zod) for
 * the coach's "enough to plan?" decision, the plan, each turn's evaluation and the report. Built,
 * configured and failing (ProviderError) exactly like the advisor adapter in openai.ts.
 */
export type OpenAiPracticeOptions = OpenAiProviderOptions;

const MOODS = ['warm', 'open', 'neutral', 'guarded', 'cold', 'hurt', 'delighted'] as const satisfies readonly CharacterMood[];

// Flat and nullable, no optional fields: what strict structured output and small local models handle best.
export const coachDecisionSchema = z.object({ build_plan: z.boolean(), reason: z.string() });

export const planSchema = z.object({
  name: z.string(),
  description: z.string(),
  practices: z.array(
    z.object({
      name: z.string(),
      title: z.string(),
      scenario: z.string(),
      success_condition: z.string(),
      failure_condition: z.string(),
      you_will_learn: z.array(z.object({ emoji: z.string(), content: z.string() })),
      simulated_role: z.string(),
    }),
  ),
});

export const evaluationSchema = z.object({
  moves: z.array(z.string()),
  delta: z.number(),
  rating: z.enum(['great', 'ok', 'risky']),
  reason: z.string(),
  outcome: z.enum(['continue', 'succeed', 'failed']),
  mood: z.enum(MOODS),
  character_ends: z.boolean(),
  failure_reason: z.string().nullable(),
});

export const reportSchema = z.object({
  start_tip: z.string(),
  end_tip: z.string(),
  good_response: z.array(z.object({ scenario: z.string(), your_response: z.string(), coach_insight: z.string() })),
  bad_response: z.array(z.object({ scenario: z.string(), your_response: z.string(), better_approach: z.string(), coach_insight: z.string() })),
  expert_advice: z.array(z.object({ title: z.string(), content: z.string() })),
  takeaway: z.array(z.object({ icon: z.string(), title: z.string(), content: z.string() })),
});

export function createOpenAiPracticeAi(options: OpenAiPracticeOptions): PracticeAi {
  const client = createOpenAiClient(options);
  const model = options.model;

  async function* streamText(messages: PromptMessage[], signal: AbortSignal, reasoning: boolean): AsyncGenerator<ProviderChunk> {
    if (signal.aborted) return;
    try {
      const stream = await client.chat.completions.create(
        {
          model,
          messages: toSdkMessages(messages),
          stream: true,
          stream_options: { include_usage: true },
          ...(options.maxOutputTokens ? { max_completion_tokens: options.maxOutputTokens } : {}),
        },
        { signal, maxRetries: options.streamMaxRetries ?? 0 },
      );
      for await (const chunk of stream) {
        const delta = readDelta(chunk);
        if (delta.reasoning && reasoning) yield { type: 'reasoning', delta: delta.reasoning };
        if (delta.content) yield { type: 'text', delta: delta.content };
      }
    } catch (error) {
      if (signal.aborted) return;
      throw toProviderError(error);
    }
  }

  /** One json_schema call, parsed and validated by the SDK with the zod schema. */
  async function structured<S extends z.ZodType>(schema: S, name: string, messages: PromptMessage[], signal: AbortSignal): Promise<z.infer<S>> {
    let parsed: unknown;
    try {
      const completion = await client.chat.completions.parse(
        { model, messages: toSdkMessages(messages), response_format: zodResponseFormat(schema as never, name) },
        { signal },
      );
      parsed = completion.choices[0]?.message.parsed;
    } catch (error) {
      throw abortOr(signal, error);
    }
    if (parsed === null || parsed === undefined) throw new ProviderError('bad_response', `the AI server sent no ${name}`);
    return parsed as z.infer<S>;
  }

  return {
    kind: 'openai',
    async *streamCoach(req, signal): AsyncGenerator<CoachChunk> {
      if (signal.aborted) return;
      // 'Practice this' opens from the advisor chat: decide and plan from it instead of a bare welcome.
      if (req.history.at(-1)?.role !== 'user' && !req.source?.length) {
        yield* streamText(buildCoachWelcomeMessages(req), signal, true);
        return;
      }
      const decision = await structured(coachDecisionSchema, 'coach_decision', buildCoachDecisionMessages(req), signal);
      if (signal.aborted) return;
      if (!decision.build_plan) {
        yield* streamText(buildCoachReplyMessages(req, false), signal, true);
        return;
      }
      yield { type: 'plan_updating' };
      let reply = '';
      for await (const chunk of streamText(buildCoachReplyMessages(req, true), signal, true)) {
        if (chunk.type === 'text') reply += chunk.delta;
        yield chunk;
      }
      if (signal.aborted) return;
      const raw = await structured(planSchema, 'practice_plan', buildPlanMessages(req, reply), signal);
      if (signal.aborted) return;
      yield { type: 'plan', plan: sanitizePlan(raw) };
    },
    streamCharacter(req, signal) {
      // A character does not think out loud: reasoning deltas are dropped.
      return streamText(buildCharacterMessages(req), signal, false);
    },
    async evaluateTurn(req, signal) {
      // Red flags the failure condition names are scored as offline, before and after the model.
      const decided = decidedByRedFlag(req);
      if (decided) return decided;
      return capForRedFlags(sanitizeEvaluation(await structured(evaluationSchema, 'turn_evaluation', buildEvaluationMessages(req), signal), req), req);
    },
    async buildReport(req, signal) {
      return sanitizeReport(await structured(reportSchema, 'practice_report', buildReportMessages(req), signal), req);
    },
    streamSimulatorSummary(req, signal) {
      return streamText(buildSimulatorSummaryMessages(req), signal, true);
    },
    initialMood(details) {
      return initialMoodFor(details);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Keeping model output inside the contract

const text = (value: string, max: number) => {
  const flat = value.split('\u0000').join('').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** 1–3 practices with every field filled and bounded; a plan without practices is not one. */
export function sanitizePlan(raw: z.infer<typeof planSchema>): PracticePlanDraft {
  const practices = raw.practices
    .map((p) => ({
      name: text(p.name || p.title, 80),
      details: {
        title: text(p.title || p.name, 120),
        scenario: text(p.scenario, 1200),
        success_condition: text(p.success_condition, 500),
        failure_condition: text(p.failure_condition, 500),
        you_will_learn: p.you_will_learn
          .map((l) => ({ emoji: text(l.emoji, 16) || '✨', content: text(l.content, 160) }))
          .filter((l) => l.content)
          .slice(0, 4),
        simulated_role: text(p.simulated_role, 200),
      },
    }))
    .filter((p) => p.name && p.details.scenario && p.details.success_condition && p.details.failure_condition && p.details.simulated_role)
    .slice(0, 3);
  if (practices.length === 0) throw new ProviderError('bad_response', 'the AI server sent a plan without usable practices');
  const name = text(raw.name, 100) || (practices[0]?.name ?? 'Practice plan');
  return { name, description: text(raw.description, 500), practices };
}

/**
 * Progress is ours to compute: the model's delta is clamped, 100 is reached only with a success
 * (and always with one), and a failure always ends the conversation with a reason.
 */
export function sanitizeEvaluation(raw: z.infer<typeof evaluationSchema>, req: EvaluationRequest): TurnEvaluation {
  const before = Math.max(0, Math.min(100, Math.round(req.progress)));
  const delta = Math.max(-100, Math.min(100, Math.round(Number.isFinite(raw.delta) ? raw.delta : 0)));
  const outcome = raw.outcome;
  const progress = outcome === 'succeed' ? 100 : Math.max(0, Math.min(99, before + delta));
  const reason = text(raw.reason, 300) || (outcome === 'failed' ? 'That crossed a line.' : 'Noted.');
  return {
    delta: progress - before,
    progress,
    rating: outcome === 'succeed' ? 'great' : outcome === 'failed' ? 'risky' : raw.rating,
    reason,
    outcome,
    mood: outcome === 'succeed' ? 'delighted' : raw.mood,
    characterEnds: outcome === 'failed',
    failureReason: outcome === 'failed' ? text(raw.failure_reason ?? '', 300) || reason : null,
  };
}

const loose = (value: string) =>
  value
    .toLowerCase()
    .replace(/[“”"'‘’`«»]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

function words(value: string): Set<string> {
  return new Set(loose(value).split(/[^\p{L}\p{N}]+/u).filter(Boolean));
}

/** The user's own line a quote stands for: exact, then loosely equal, contained, or mostly the same words. */
export function matchUserLine(quote: string, lines: readonly string[]): string | null {
  const exact = lines.find((l) => l.trim() === quote.trim());
  if (exact !== undefined) return exact;
  const q = loose(quote);
  if (!q) return null;
  const same = lines.find((l) => loose(l) === q);
  if (same !== undefined) return same;
  const contained = lines.find((l) => q.length >= 8 && (loose(l).includes(q) || q.includes(loose(l))) && loose(l).length >= 8);
  if (contained !== undefined) return contained;
  const qw = words(quote);
  let best: string | null = null;
  let bestScore = 0;
  for (const l of lines) {
    const lw = words(l);
    const common = [...qw].filter((w) => lw.has(w)).length;
    const score = common / Math.max(1, new Set([...qw, ...lw]).size);
    if (score > bestScore) {
      best = l;
      bestScore = score;
    }
  }
  return bestScore >= 0.6 ? best : null;
}

/** Quotes must be the user's real lines (snapped to them, or dropped); counts are bounded. */
export function sanitizeReport(raw: z.infer<typeof reportSchema>, req: ReportRequest): PracticeReportContent {
  const lines = [...new Set([...req.history.filter((t) => t.role === 'user').map((t) => t.text), ...req.scoredLines.map((l) => l.text)])];
  const used = new Set<string>();
  const quote = (value: string) => {
    const line = matchUserLine(value, lines);
    if (line === null || used.has(line)) return null;
    used.add(line);
    return line;
  };
  // A line with a red flag is never praised, whatever the model wrote (same rule as offline).
  const flagged = lines.filter((l) => findRedFlags(l).length > 0);
  const praisesFlagged = (content: string, title: string) => !/fix|instead|avoid|next time|drop|don't|never/i.test(title) && flagged.some((l) => content.includes(l.trim().slice(0, 40)));
  const good_response = raw.good_response.flatMap((g) => {
    const line = quote(g.your_response);
    return line === null || flagged.includes(line) ? [] : [{ scenario: text(g.scenario, 400), your_response: line, coach_insight: text(g.coach_insight, 600) }];
  });
  const bad_response = raw.bad_response.flatMap((b) => {
    const line = quote(b.your_response);
    return line === null
      ? []
      : [{ scenario: text(b.scenario, 400), your_response: line, better_approach: text(b.better_approach, 600), coach_insight: text(b.coach_insight, 600) }];
  });
  return withoutRepeats({
    start_tip: text(raw.start_tip, 500),
    end_tip: text(raw.end_tip, 500),
    good_response: good_response.slice(0, 3),
    bad_response: bad_response.slice(0, 3),
    expert_advice: raw.expert_advice.map((a) => ({ title: text(a.title, 120), content: text(a.content, 600) })).filter((a) => a.title && a.content).slice(0, 3),
    takeaway: raw.takeaway
      .map((t) => ({ icon: text(t.icon, 16) || '✅', title: text(t.title, 120), content: text(t.content, 600) }))
      .filter((t) => t.title && t.content && !praisesFlagged(t.content, t.title))
      .slice(0, 3),
  });
}
