import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { prepared } from '../../db/prepared';
import { chatSessions, messages, simulatorSessions } from '../../db/schema';
import type { Executor } from '../../db/types';
import { PAGE_SIZES } from '../../shared/constants';
import type { ListMessagesInput, Message } from '../../shared/schemas/message';
import type { Session } from '../../shared/schemas/session';
import type { Deps } from '../deps';
import { AppError } from '../errors';
import { JsonText } from '../lib/json-text';
import { requireActor, type Actor } from './actor';
import { withImageUrls } from './attachments/image-urls';
import { branchPagers } from './branches';
import { agentOf, toSessionDto } from './sessions';

export interface MessageList {
  session: Session;
  items: Message[];
  active_simulator_session: { id: string; name: string | null; simulator_id: string; status: string } | null;
  total: number;
  page: number;
  page_size: number;
}

/**
 * A chat page's head in one statement: the caller's chat (or nothing), its message count and its
 * open simulator. Every chat page read runs it; three statements were three round trips.
 */
function chatPageHead(db: Executor) {
  const openSimulator = db
    .select({ id: simulatorSessions.id, name: simulatorSessions.name, simulator_id: simulatorSessions.simulatorId, status: simulatorSessions.status })
    .from(simulatorSessions)
    .where(and(eq(simulatorSessions.normalSessionId, chatSessions.id), eq(simulatorSessions.userId, chatSessions.userId), eq(simulatorSessions.status, 'open')))
    .limit(1)
    .as('open_simulator');
  return db
    .select({
      session: chatSessions,
      total: sql<number>`(select count(*) from ${messages} where ${messages.sessionId} = ${chatSessions.id} and ${messages.onPath})`.mapWith(Number),
      simulator: { id: openSimulator.id, name: openSimulator.name, simulator_id: openSimulator.simulator_id, status: openSimulator.status },
    })
    .from(chatSessions)
    .leftJoinLateral(openSimulator, sql`true`)
    .where(and(eq(chatSessions.id, sql.placeholder('sessionId')), eq(chatSessions.userId, sql.placeholder('userId')), isNull(chatSessions.deletedAt)))
    .limit(1)
    .prepare('chat_page_head');
}

/**
 * A message as its DTO (`toMessageDto`'s keys, in its order), written as JSON by the database.
 * `created_at` as `Date.prototype.toISOString` writes it: UTC, milliseconds, `Z` (`MS` drops the
 * microseconds, as the driver's Date does). message-list.test.ts holds the two to the same JSON.
 */
const MESSAGE_DTO_JSON = sql<string>`json_build_object(
  'id', ${messages.id},
  'session_id', ${messages.sessionId},
  'role', ${messages.role},
  'status', ${messages.status},
  'created_at', to_char(${messages.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'items', ${messages.items},
  'used_capabilities', ${messages.usedCapabilities},
  'extra_data', ${messages.extraData},
  'native_receive', ${messages.nativeReceive},
  'liked', ${messages.liked},
  'version', ${messages.version},
  'references', ${messages.references},
  'error', ${messages.error}
)::text`;

/**
 * Messages `offset … offset + limit` of the chat's active branch, oldest first: each one's DTO as
 * JSON text, beside what the version pager needs and whether it holds an image (whose URL is signed
 * here, not stored).
 */
function messagePage(db: Executor) {
  // The page's ids first, so the JSON is built for its rows only: OFFSET still computes every row it skips.
  const pageIds = db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.sessionId, sql.placeholder('sessionId')), eq(messages.onPath, true)))
    .orderBy(asc(messages.seq))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  return db
    .select({
      id: messages.id,
      role: messages.role,
      parentId: messages.parentId,
      seq: messages.seq,
      hasImage: sql<boolean>`${messages.items} @> '[{"type":"image"}]'::jsonb`,
      json: MESSAGE_DTO_JSON,
    })
    .from(messages)
    .where(inArray(messages.id, pageIds))
    .orderBy(asc(messages.seq))
    .prepare('message_page_json');
}

/**
 * A session's messages in order (SPEC §7): its active branch, as the `MessageList` JSON. An empty
 * chat answers page 1, page_size 10.
 *
 * The chat page is the app's most frequent read, so it is serialised once, by the database: the
 * server joins the messages' JSON texts instead of decoding 13 columns per row, parsing five jsonb
 * values, building a DTO and stringifying it all again. That cost most of the request's CPU and
 * garbage (bench chat-page, issue #28). Only a message with a version pager or an image is touched.
 */
export async function listMessagesJson(deps: Deps, actor: Actor | null, sessionId: string, input: ListMessagesInput): Promise<JsonText> {
  const { user } = requireActor(actor);
  // Prepared once per database (drizzle's builder allocated ~230 KB per page read turning these into SQL).
  const [head] = await prepared(deps.db, 'chat_page_head', chatPageHead).execute({ sessionId, userId: user.id });
  if (!head) throw new AppError('session.not_found');
  const total = head.total;
  const rows =
    total === 0
      ? []
      : await prepared(deps.db, 'message_page_json', messagePage).execute({ sessionId, limit: input.page_size, offset: (input.page - 1) * input.page_size });
  const pagers = await branchPagers(deps.db, sessionId, rows);
  const texts = rows.map((r) => r.json);
  const withImages = rows.flatMap((r, i) => (r.hasImage ? [i] : []));
  if (withImages.length > 0) {
    const signed = await withImageUrls(deps, user.id, withImages.map((i) => JSON.parse(texts[i]!) as Message));
    withImages.forEach((i, k) => (texts[i] = JSON.stringify(signed[k])));
  }
  rows.forEach((r, i) => {
    const pager = pagers.get(r.id);
    // The pager goes last, as `{ ...dto, branch }` put it; every DTO text ends with its closing brace.
    if (pager) texts[i] = `${texts[i]!.slice(0, -1)},"branch":${JSON.stringify(pager)}}`;
  });
  const session = toSessionDto(head.session, await agentOf(deps, head.session.agentId));
  const simulator = head.simulator?.id ? head.simulator : null;
  const page = total === 0 ? 1 : input.page;
  const pageSize = total === 0 ? PAGE_SIZES.emptyMessages : input.page_size;
  return new JsonText(
    `{"session":${JSON.stringify(session)},"items":[${texts.join(',')}],"active_simulator_session":${JSON.stringify(simulator)},"total":${total},"page":${page},"page_size":${pageSize}}`,
  );
}

/** The same page as objects (tRPC, the simulator's and the branch pager's answers). */
export async function listMessages(deps: Deps, actor: Actor | null, sessionId: string, input: ListMessagesInput): Promise<MessageList> {
  return (await listMessagesJson(deps, actor, sessionId, input)).parse<MessageList>();
}
