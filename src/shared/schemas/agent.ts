import { z } from 'zod';

export const AGENT_CAPABILITIES = ['text', 'image', 'simulator'] as const;
export type AgentCapability = (typeof AGENT_CAPABILITIES)[number];

export const guideSegmentSchema = z.object({ text: z.string(), style: z.enum(['normal', 'bold']) });
export type GuideSegment = z.infer<typeof guideSegmentSchema>;

export const agentSchema = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  capabilities: z.array(z.enum(AGENT_CAPABILITIES)).nullable(),
  created_at: z.string(),
  image_url: z.string().nullable(),
  guide: z.array(guideSegmentSchema),
  removed: z.boolean(),
  image_bg_color: z.string().nullable(),
  image_text_color: z.string().nullable(),
  simulator_name: z.string().nullable(),
  simulator_description: z.string().nullable(),
  alias: z.string().nullable(),
  is_default: z.boolean(),
});
export type Agent = z.infer<typeof agentSchema>;

export const agentByIdInput = z.object({ id: z.string().min(1).max(100) });
export type AgentByIdInput = z.infer<typeof agentByIdInput>;
