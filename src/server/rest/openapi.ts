import { z, type ZodType } from 'zod';
import { ERRORS, type ErrorCode } from '../../shared/errors';
import type { AnyRestRoute, RequestHeaderName, ResponseHeaderName } from './define';
import { namedSchemas } from './openapi-names';
import { API_DESCRIPTION, PRACTICE_STREAM_DESCRIPTION, REPLY_STREAM_DESCRIPTION, TAGS } from './openapi-texts';
import { uploadPath, uploadResultSchema } from './openapi-upload';

type JsonSchema = Record<string, unknown>;

/** Statuses every error response may carry: the catalogue codes of that status, and their texts. */
function errorResponse(status: number): JsonSchema {
  const codes = (Object.keys(ERRORS) as ErrorCode[]).filter((code) => ERRORS[code].status === status);
  const lines = codes.map((code) => `- \`${code}\`: ${ERRORS[code].message}`).join('\n');
  const retry = status === 429 || status === 503;
  return {
    description: `Error ${status}. Catalogue codes with this status (which apply depends on the operation):\n${lines}`,
    ...(retry ? { headers: { 'Retry-After': { $ref: '#/components/headers/Retry-After' } } } : {}),
    content: {
      'application/json': {
        schema: {
          allOf: [
            { $ref: '#/components/schemas/Error' },
            { type: 'object', properties: { error: { type: 'object', properties: { code: { enum: codes }, status: { const: status } } } } },
          ],
        },
      },
    },
  };
}

const errorSchema: JsonSchema = {
  type: 'object',
  description: 'Every error: `{ "error": { code, message, status, tag } }` with the HTTP status of its catalogue code',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message', 'status', 'tag'],
      properties: {
        code: { type: 'string', enum: Object.keys(ERRORS), description: 'Catalogue code (`<domain>.<reason>`): show texts by code' },
        message: { type: 'string', description: 'The user-facing text of the code' },
        status: { type: 'integer', description: 'The HTTP status' },
        tag: { type: ['string', 'null'], description: 'Which limit or feature, when the code needs it (e.g. `send_message`)' },
      },
    },
  },
};

const RESPONSE_HEADERS: Record<ResponseHeaderName, JsonSchema> = {
  'x-message-id': { description: 'The bot message this stream writes (a regenerate keeps its id; see x-message-version)', schema: { type: 'string', format: 'uuid' } },
  'x-user-message-id': { description: "The user's message just stored", schema: { type: 'string', format: 'uuid' } },
  'x-message-version': { description: 'The version of the bot message: 1, then +1 per regenerate', schema: { type: 'integer', minimum: 1 } },
  'x-session-id': { description: 'The chat the streamed message belongs to', schema: { type: 'string', format: 'uuid' } },
  etag: { description: 'The version of this answer; send it back as If-None-Match to get 304 when nothing changed', schema: { type: 'string' } },
};

const REQUEST_HEADERS: Record<RequestHeaderName, JsonSchema> = {
  'last-event-id': {
    name: 'Last-Event-ID',
    in: 'header',
    required: false,
    description: 'Resume after this event id (what EventSource sends on reconnect); `last_event_id` wins when both are given',
    schema: { type: 'integer', minimum: 0 },
  },
  'x-human-check-token': {
    name: 'x-human-check-token',
    in: 'header',
    required: false,
    description: 'The human-check (Turnstile) token, action `send_message`, when not in the body; required only where the human check is configured',
    schema: { type: 'string', maxLength: 4096 },
  },
  'if-none-match': {
    name: 'If-None-Match',
    in: 'header',
    required: false,
    description: 'The ETag of an answer already held: 304 with no body when it is still current',
    schema: { type: 'string' },
  },
  'stripe-signature': { name: 'Stripe-Signature', in: 'header', required: true, description: "Stripe's signature over the raw body", schema: { type: 'string' } },
};

/** Collects schemas with an id into components; zod writes them as `$defs` of each schema. */
class Components {
  readonly schemas: Record<string, JsonSchema> = { Error: errorSchema };

  schemaOf(schema: ZodType, io: 'input' | 'output'): JsonSchema {
    const { $schema: _drop, $defs, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema & {
      $defs?: Record<string, JsonSchema>;
    };
    // The same named schema read as input may differ (defaults, transforms): then it gets its own name.
    const renames = new Map<string, string>();
    for (const [id, def] of Object.entries($defs ?? {})) {
      const existing = this.schemas[id];
      const differs = existing && stableJson(existing) !== stableJson(relink(def, new Map()));
      renames.set(id, differs ? `${id}Input` : id);
    }
    for (const [id, def] of Object.entries($defs ?? {})) this.schemas[renames.get(id)!] = relink(def, renames) as JsonSchema;
    return relink(rest, renames) as JsonSchema;
  }
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

function relink(value: unknown, renames: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((v) => relink(v, renames));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/') ? `#/components/schemas/${renames.get(v.slice(8)) ?? v.slice(8)}` : relink(v, renames);
  }
  return out;
}

/** `/session/:id` → `/session/{id}` */
export function toOpenApiPath(path: string): string {
  return `/api${path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')}`;
}

function parametersOf(route: AnyRestRoute, components: Components): JsonSchema[] {
  const out: JsonSchema[] = [];
  for (const [where, schema] of [['path', route.params], ['query', route.query]] as const) {
    if (!schema) continue;
    const json = components.schemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, prop] of Object.entries(json.properties ?? {})) {
      const { description, ...propSchema } = prop;
      out.push({
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        ...(typeof description === 'string' ? { description } : {}),
        schema: propSchema,
      });
    }
  }
  for (const header of route.requestHeaders ?? []) out.push(REQUEST_HEADERS[header]);
  return out;
}

function okResponse(route: AnyRestRoute, components: Components): JsonSchema {
  const headers = Object.fromEntries((route.responseHeaders ?? []).map((name) => [name, { $ref: `#/components/headers/${name}` }]));
  const withHeaders = Object.keys(headers).length ? { headers } : {};
  if (route.response === 'sse' || route.response === 'practice-sse') {
    const reply = route.response === 'sse';
    return {
      description: reply ? REPLY_STREAM_DESCRIPTION : PRACTICE_STREAM_DESCRIPTION,
      ...withHeaders,
      content: { 'text/event-stream': { schema: { $ref: `#/components/schemas/${reply ? 'ReplyEvent' : 'PracticeEvent'}` } } },
    };
  }
  if (route.response === 'bare') {
    return { description: 'The JSON document itself, without the `result` envelope', content: { 'application/json': { schema: { type: 'object' } } } };
  }
  return {
    description: 'OK: the answer in the `result` envelope',
    ...withHeaders,
    content: {
      'application/json': {
        schema: { type: 'object', required: ['result'], properties: { result: components.schemaOf(route.response, 'output') } },
      },
    },
  };
}

/** The error statuses an operation documents: its own, plus those every operation of its kind can answer. */
function errorStatusesOf(route: AnyRestRoute): number[] {
  const statuses = new Set(route.errors ?? []);
  if (route.params || route.query || route.body) statuses.add(400);
  if (route.auth === 'session') statuses.add(401);
  if (route.method !== 'get') statuses.add(403); // another site's Origin (CSRF guard)
  if (route.body) {
    statuses.add(413);
    statuses.add(415);
  }
  return [...statuses].sort();
}

function operationId(route: AnyRestRoute): string {
  return `${route.method}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`;
}

/** The OpenAPI 3.1 document for the REST adapter, generated from the validating zod schemas. */
export function buildOpenApiDocument(routes: readonly AnyRestRoute[], info: { title: string; version: string }) {
  namedSchemas();
  const components = new Components();
  const usedStatuses = new Set<number>();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const responses: Record<string, unknown> = { '200': okResponse(route, components) };
    if (route.conditional) responses['304'] = { description: 'Not modified: the ETag sent in If-None-Match is current; no body', headers: { etag: { $ref: '#/components/headers/etag' } } };
    for (const status of errorStatusesOf(route)) {
      usedStatuses.add(status);
      responses[String(status)] = { $ref: `#/components/responses/Error${status}` };
    }
    responses.default = { $ref: '#/components/responses/ErrorDefault' };
    const operation: Record<string, unknown> = {
      operationId: operationId(route),
      summary: route.summary,
      tags: [route.tag],
      security: route.auth === 'session' ? [{ bearer: [] }, { cookie: [] }] : [],
      parameters: parametersOf(route, components),
      responses,
    };
    if (route.body) {
      const schema = components.schemaOf(route.body, 'input');
      const form = route.formBody ? { 'application/x-www-form-urlencoded': { schema } } : {};
      operation.requestBody = { required: true, content: { 'application/json': { schema }, ...form } };
    }
    const path = toOpenApiPath(route.path);
    paths[path] = { ...paths[path], [route.method]: operation };
  }
  // The events of the streams: referenced by the SSE responses.
  components.schemaOf(namedSchemas().replyEvent, 'output');
  components.schemaOf(namedSchemas().practiceEvent, 'output');
  const upload = uploadPath(components.schemaOf(uploadResultSchema, 'output'));
  for (const status of upload.statuses) usedStatuses.add(status);

  const responses: Record<string, unknown> = {
    ErrorDefault: { ...errorResponse(500), description: 'Any other error (5xx): the same envelope; `Retry-After` on 503' },
  };
  for (const status of [...usedStatuses].sort()) responses[`Error${status}`] = errorResponse(status);
  return {
    openapi: '3.1.0',
    info: { ...info, description: API_DESCRIPTION, license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' } },
    servers: [
      {
        url: '{origin}',
        description: 'Where the app runs (paths start with /api)',
        variables: { origin: { default: 'http://localhost:3000', description: 'Scheme, host and port of the app' } },
      },
    ],
    tags: TAGS,
    paths: { ...paths, [upload.path]: upload.item },
    components: {
      schemas: components.schemas,
      responses,
      headers: {
        ...Object.fromEntries(Object.entries(RESPONSE_HEADERS).map(([name, header]) => [name, header])),
        'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 1 } },
      },
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The session token: `token` of the user object in the answer that created the session (guest or sign-in), shown once',
        },
        cookie: { type: 'apiKey', in: 'cookie', name: 'sid', description: 'The session cookie set by the calls that create a session' },
      },
    },
  };
}
