ALTER TABLE "practices" ADD COLUMN "mood" text;--> statement-breakpoint
ALTER TABLE "simulator_sessions" ADD COLUMN "persona" text;