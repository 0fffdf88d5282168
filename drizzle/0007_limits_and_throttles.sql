CREATE TABLE "login_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"tat" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "held_day" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "held_day_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "held_day_until" timestamp with time zone;--> statement-breakpoint
DROP TABLE "rate_limits" CASCADE;