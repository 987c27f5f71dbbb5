ALTER TABLE "submissions" ADD COLUMN "browser_token" text;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "closes_time_zone" text;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "response_limit" integer;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "one_response_per_browser" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "redirect_url" text;--> statement-breakpoint
CREATE INDEX "submissions_survey_browser_idx" ON "submissions" USING btree ("survey_id","browser_token") WHERE browser_token is not null;