import { agentRouter } from '../routers/agent';
import { attachmentRouter } from '../routers/attachment';
import { authRouter } from '../routers/auth';
import { chatRouter } from '../routers/chat';
import { memoryRouter } from '../routers/memory';
import { metaRouter } from '../routers/meta';
import { practiceRouter } from '../routers/practice';
import { sessionRouter } from '../routers/session';
import { simulatorRouter } from '../routers/simulator';
import { subscriptionRouter } from '../routers/subscription';
import { createCallerFactory, router } from './init';

export const appRouter = router({
  auth: authRouter,
  agent: agentRouter,
  meta: metaRouter,
  memory: memoryRouter,
  session: sessionRouter,
  chat: chatRouter,
  attachment: attachmentRouter,
  practice: practiceRouter,
  simulator: simulatorRouter,
  subscription: subscriptionRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
