ALTER TABLE "chat_messages" ADD COLUMN "previous_version" integer;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "model_context" jsonb;