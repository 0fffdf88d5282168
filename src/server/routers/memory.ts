import { generateMemoryInput, listMemoryInput, memoryByIdInput, updateMemoryInput } from '../../shared/schemas/memory';
import { generateMemory } from '../services/memory/generate';
import { deleteMemory, listMemory, undoMemory, updateMemory } from '../services/memory/items';
import { actorProcedure, router } from '../trpc/init';

export const memoryRouter = router({
  list: actorProcedure.input(listMemoryInput).query(({ ctx, input }) => listMemory(ctx.deps, ctx.actor, input)),
  update: actorProcedure.input(updateMemoryInput).mutation(({ ctx, input }) => updateMemory(ctx.deps, ctx.actor, input)),
  delete: actorProcedure.input(memoryByIdInput).mutation(({ ctx, input }) => deleteMemory(ctx.deps, ctx.actor, input)),
  undo: actorProcedure.input(memoryByIdInput).mutation(({ ctx, input }) => undoMemory(ctx.deps, ctx.actor, input)),
  generate: actorProcedure.input(generateMemoryInput).mutation(({ ctx, input, signal }) => generateMemory(ctx.deps, ctx.actor, input, signal)),
});
