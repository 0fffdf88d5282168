import { LIMITS } from '../../shared/constants';

/** The prose of the OpenAPI document: what a schema cannot say (envelope, auth, stream framing). */
export const API_DESCRIPTION = `The REST API of Conversation Advisor (SPEC §7 paths).

**Envelope.** Every JSON answer is \`{ "result": … }\`; every error is
\`{ "error": { "code", "message", "status", "tag" } }\` with the HTTP status of its catalogue code.
This document itself (\`GET /api/openapi.json\`) is served bare.

**Authentication.** Create a guest with \`POST /api/auth/temporary\` (or sign in with an emailed
code): the answer's user object carries \`token\` once, and a \`sid\` cookie is set. Send either
\`Authorization: Bearer <token>\` or the cookie. State-changing calls from another site's
\`Origin\` are refused (403 \`common.forbidden_origin\`); request bodies are JSON.

**Streams.** Operations answering \`text/event-stream\` write server-sent events: each frame has
\`id:\`, \`event:\` and one \`data:\` line (JSON, schema \`ReplyEvent\` or \`PracticeEvent\`),
comment lines (\`: ping\`) keep the connection alive at most ${LIMITS.streamHeartbeatMs / 1000} s apart,
and the stream ends with \`data: [DONE]\`. A reply goes on when its client leaves: follow it again
with \`GET /api/session/{id}/message/{messageId}/events\` and \`Last-Event-ID\`.

**Uploads.** Presign (\`GET /api/attachment/presigned-url/{name}\`), \`PUT\` the bytes to the
returned \`url\`, then send \`{ "type": "image", "content": file_name }\` in a message.`;

const FRAMING = `Framing: frames of \`id: <n>\` (monotonic from 1), \`event: <name>\` and one \`data: <JSON>\`
line, separated by a blank line; \`: ping\` comment lines are heartbeats (at most
${LIMITS.streamHeartbeatMs / 1000} s apart). The last event is \`event: end\`, then \`data: [DONE]\`.
If the stream breaks after its first byte, an \`event: error\` frame carries the error object
(\`{code, message, status, tag}\`, as in \`Error\`) and the stream closes without \`[DONE]\`.
Errors before the first byte are ordinary JSON errors with their HTTP status.`;

export const REPLY_STREAM_DESCRIPTION = `The reply as server-sent events; each \`data:\` is the \`data\` of a \`ReplyEvent\`.

Events: \`message\` (\`start\`, then \`text\` / \`reasoning_content\` deltas to append,
\`reply_suggestions\`, \`practice_turn\`, \`practice_plan_updated\`), \`practice_plan_updating\`
(the coach is building a plan), and one \`end\` (\`completed\` with the stored message, or \`failed\`
with a catalogue code). Every data object carries \`message_id\`, \`session_id\`, \`session_type\`
and \`extra_data\`.

${FRAMING}

Resume: the reply is generated once, whoever listens. After a disconnect,
\`GET /api/session/{id}/message/{messageId}/events\` with \`Last-Event-ID: <last id seen>\` (or
\`?last_event_id=\`) replays the events after it, then follows live. A finished reply replays its
events while the server keeps them (about a minute), then one \`end\` event built from the stored
message. Event ids
count within one version of the message (a regenerate starts again from 1). A reply is cut after ${LIMITS.streamOverallTimeoutMs / 60_000} minutes
(\`reply.timeout\`) or ${LIMITS.streamIdleTimeoutMs / 1000} s without model output (\`reply.idle_timeout\`).`;

export const PRACTICE_STREAM_DESCRIPTION = `Ending a practice as server-sent events; each \`data:\` is the \`data\` of a \`PracticeEvent\`:
\`report\` (or \`report_skipped\` / \`report_failed\`) as \`event: message\`, then \`event: end\` with
\`practice_ended\` and the practice as stored. Data objects carry the fields of every stream
(\`message_id\` is null: no message is written), plus \`practice_id\`.

${FRAMING}`;

export const TAGS = [
  { name: 'auth', description: 'Guests, email-code sign-in, Google sign-in, the current user and its limits' },
  { name: 'agent', description: 'The advisor agents (public)' },
  { name: 'session', description: 'Chats: create, list, rename, delete, auto-title' },
  { name: 'message', description: 'Messages and streamed replies (send, follow, stop, regenerate, versions, like)' },
  { name: 'memory', description: 'What the advisors remember about the user' },
  { name: 'attachment', description: 'Screenshot uploads: presign, then PUT the bytes' },
  { name: 'practice', description: 'Practice plans, their practices (roleplay), and insight reports' },
  { name: 'simulator', description: 'Simulations of a person inside an advisor chat' },
  { name: 'subscription', description: 'PLUS plans, checkout, the customer portal and Stripe webhooks' },
  { name: 'meta', description: 'This document' },
];
