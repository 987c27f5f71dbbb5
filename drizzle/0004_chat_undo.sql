ALTER TABLE "chat_messages" ADD COLUMN "previous_draft" jsonb;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "result_version" integer;