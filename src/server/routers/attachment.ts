import { presignBatchInput, presignInput } from '../../shared/schemas/attachment';
import { presignUpload, presignUploads } from '../services/attachments/presign';
import { actorProcedure, router } from '../trpc/init';

export const attachmentRouter = router({
  presign: actorProcedure.input(presignInput).mutation(({ ctx, input }) => presignUpload(ctx.deps, ctx.actor, input.file_name)),
  presignBatch: actorProcedure.input(presignBatchInput).mutation(({ ctx, input }) => presignUploads(ctx.deps, ctx.actor, input.file_names)),
});
