import { agentRoutes } from './agent';
import { attachmentRoutes } from './attachment';
import { authRoutes } from './auth';
import { defineRoute, type AnyRestRoute } from './define';
import { memoryRoutes } from './memory';
import { messageRoutes } from './messages';
import { practicePlanRoutes } from './practice-plans';
import { sessionRoutes } from './sessions';
import { simulatorRoutes } from './simulator';
import { subscriptionRoutes } from './subscription';
import { buildOpenApiDocument } from './openapi';

const documented: AnyRestRoute[] = [...authRoutes, ...agentRoutes, ...sessionRoutes, ...messageRoutes, ...memoryRoutes, ...attachmentRoutes, ...subscriptionRoutes, ...practicePlanRoutes, ...simulatorRoutes];

let cachedDocument: ReturnType<typeof buildOpenApiDocument> | null = null;

const openApiRoute = defineRoute({
  method: 'get',
  path: '/openapi.json',
  summary: 'This OpenAPI 3.1 document',
  tag: 'meta',
  auth: 'none',
  response: 'bare',
  handle: async () => {
    // The document is served bare (no envelope): tools expect an OpenAPI object at the top.
    return Response.json(openApiDocument());
  },
});

/** The OpenAPI document of every REST route (built once). */
export function openApiDocument(): ReturnType<typeof buildOpenApiDocument> {
  cachedDocument ??= buildOpenApiDocument(restRoutes, { title: 'Conversation Advisor REST API', version: '1' });
  return cachedDocument;
}

/** Every REST route of SPEC §7 that exists so far, in one list: served and documented from here. */
export const restRoutes: readonly AnyRestRoute[] = [...documented, openApiRoute];
