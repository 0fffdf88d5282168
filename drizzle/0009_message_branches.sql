ALTER TABLE "messages" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "chosen" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "on_path" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_off_path_idx" ON "messages" USING btree ("session_id") WHERE "messages"."on_path" = false;--> statement-breakpoint
-- Existing chats are one line: each message's parent is the one before it in its chat.
UPDATE "messages" AS m SET "parent_id" = p."prev" FROM (SELECT "id", lag("id") OVER (PARTITION BY "session_id" ORDER BY "seq") AS "prev" FROM "messages") AS p WHERE m."id" = p."id" AND p."prev" IS NOT NULL;
