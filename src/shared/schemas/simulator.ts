import { z } from 'zod';

export const simulatorSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  first_prompt: z.string(),
  agent_id: z.string().uuid(),
  agent: z.object({ id: z.string().uuid(), slug: z.string(), name: z.string() }),
  /** SPEC §3 persona label, e.g. "someone I have a crush on". */
  persona_label: z.string(),
});
export type Simulator = z.infer<typeof simulatorSchema>;

export const simulatorSessionSchema = z.object({
  id: z.string().uuid(),
  name: z.string().nullable(),
  simulator_id: z.string().uuid(),
  normal_session_id: z.string().uuid(),
  /** The simulated person's own chat (type simulator): send lines there. */
  chat_session_id: z.string().uuid().nullable(),
  status: z.enum(['open', 'closed']),
  summary: z.string().nullable(),
  persona: z.string().nullable(),
  simulator: simulatorSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type SimulatorSession = z.infer<typeof simulatorSessionSchema>;

export const createSimulatorSessionInput = z.object({
  simulator_id: z.string().uuid({ message: 'simulator.not_found' }),
  normal_session_id: z.string().uuid({ message: 'session.not_found' }),
});

export const prepareSimulatorInput = z.object({
  /** The advisor chat in which the advisor collects who the person is. */
  normal_session_id: z.string().uuid({ message: 'session.not_found' }),
});
