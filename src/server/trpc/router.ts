import { agentRouter } from '../routers/agent';
import { attachmentRouter } from '../routers/attachment';
import { authRouter } from '../routers/auth';
import { chatRouter } from '../routers/chat';
import { memoryRouter } from '../routers/memory';
import { metaRouter } from '../routers/meta';
import { sessionRouter } from '../routers/session';
import { createCallerFactory, router } from './init';

export const appRouter = router({
  auth: authRouter,
  agent: agentRouter,
  meta: metaRouter,
  memory: memoryRouter,
  session: sessionRouter,
  chat: chatRouter,
  attachment: attachmentRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
