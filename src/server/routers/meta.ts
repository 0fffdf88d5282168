import { publicProcedure, router } from '../trpc/init';
import { clientConfig } from '../services/meta';

export const metaRouter = router({
  config: publicProcedure.query(({ ctx }) => clientConfig(ctx.deps)),
});
