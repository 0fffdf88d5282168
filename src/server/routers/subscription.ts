import {
  changePlanInput,
  checkoutInput,
  completeLocalCheckoutInput,
  localCheckoutIdInput,
  portalInput,
  subscriptionActionInput,
} from '../../shared/schemas/subscription';
import { listPlans, startCheckout } from '../services/billing/checkout';
import { completeLocalCheckout, getLocalCheckout } from '../services/billing/local-checkout';
import {
  cancelSubscription,
  changePlan,
  currentSubscription,
  openPortal,
  previewPlanChange,
  resumeSubscription,
} from '../services/billing/manage';
import { actorProcedure, publicProcedure, router } from '../trpc/init';

export const subscriptionRouter = router({
  plans: publicProcedure.query(({ ctx }) => listPlans(ctx.deps)),
  current: actorProcedure.query(({ ctx }) => currentSubscription(ctx.deps, ctx.actor)),
  checkout: actorProcedure.input(checkoutInput).mutation(({ ctx, input }) => startCheckout(ctx.deps, ctx.actor, input)),
  portal: actorProcedure.input(portalInput).mutation(({ ctx, input }) => openPortal(ctx.deps, ctx.actor, input)),
  preview: actorProcedure.input(changePlanInput).query(({ ctx, input }) => previewPlanChange(ctx.deps, ctx.actor, input)),
  update: actorProcedure.input(changePlanInput).mutation(({ ctx, input }) => changePlan(ctx.deps, ctx.actor, input)),
  cancel: actorProcedure.input(subscriptionActionInput).mutation(({ ctx, input }) => cancelSubscription(ctx.deps, ctx.actor, input)),
  resume: actorProcedure.input(subscriptionActionInput).mutation(({ ctx, input }) => resumeSubscription(ctx.deps, ctx.actor, input)),
  localCheckout: actorProcedure.input(localCheckoutIdInput).query(({ ctx, input }) => getLocalCheckout(ctx.deps, ctx.actor, input)),
  completeLocalCheckout: actorProcedure
    .input(completeLocalCheckoutInput)
    .mutation(({ ctx, input }) => completeLocalCheckout(ctx.deps, ctx.actor, input)),
});
