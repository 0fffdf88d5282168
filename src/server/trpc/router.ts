import { agentRouter } from '../routers/agent';
import { authRouter } from '../routers/auth';
import { metaRouter } from '../routers/meta';
import { createCallerFactory, router } from './init';

export const appRouter = router({ auth: authRouter, agent: agentRouter, meta: metaRouter });

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
