import { z, type ZodType } from 'zod';
import { ERRORS } from '../../shared/errors';
import type { AnyRestRoute } from './define';

type JsonSchema = Record<string, unknown>;

const errorSchema: JsonSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message', 'status', 'tag'],
      properties: {
        code: { type: 'string', enum: Object.keys(ERRORS) },
        message: { type: 'string' },
        status: { type: 'integer' },
        tag: { type: ['string', 'null'] },
      },
    },
  },
};

function schemaOf(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** `/session/:id` → `/session/{id}` */
export function toOpenApiPath(path: string): string {
  return `/api${path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')}`;
}

function parametersOf(route: AnyRestRoute): JsonSchema[] {
  const out: JsonSchema[] = [];
  for (const [where, schema] of [['path', route.params], ['query', route.query]] as const) {
    if (!schema) continue;
    const json = schemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, prop] of Object.entries(json.properties ?? {})) {
      out.push({ name, in: where, required: where === 'path' || (json.required ?? []).includes(name), schema: prop });
    }
  }
  return out;
}

/** The OpenAPI 3.1 document for the REST adapter, generated from the validating zod schemas. */
export function buildOpenApiDocument(routes: readonly AnyRestRoute[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const ok =
      route.response === 'sse'
        ? { description: 'Server-sent events; ends with `data: [DONE]`', content: { 'text/event-stream': { schema: { type: 'string' } } } }
        : {
            description: 'OK',
            content: {
              'application/json': {
                schema: { type: 'object', required: ['result'], properties: { result: schemaOf(route.response, 'output') } },
              },
            },
          };
    const responses: Record<string, unknown> = { '200': ok };
    for (const status of route.errors ?? []) {
      responses[String(status)] = { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
    }
    responses.default = { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
    const operation: Record<string, unknown> = {
      operationId: `${route.method}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      summary: route.summary,
      tags: [route.tag],
      parameters: parametersOf(route),
      responses,
      ...(route.auth === 'session' ? { security: [{ bearer: [] }, { cookie: [] }] } : {}),
    };
    if (route.body) {
      operation.requestBody = { required: true, content: { 'application/json': { schema: schemaOf(route.body, 'input') } } };
    }
    const path = toOpenApiPath(route.path);
    paths[path] = { ...paths[path], [route.method]: operation };
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: {
      schemas: { Error: errorSchema },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'sid' },
      },
    },
  };
}
