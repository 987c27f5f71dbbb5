CREATE TABLE "visit_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visit_id" uuid NOT NULL,
	"survey_id" uuid NOT NULL,
	"page_id" text,
	"block_id" text,
	"question_id" text NOT NULL,
	"media_item_id" text,
	"text_value" text,
	"numeric_value" double precision,
	"choice_ids" text[],
	"other_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"survey_id" uuid NOT NULL,
	"published_version" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"last_step" integer DEFAULT 0 NOT NULL,
	"furthest_step" integer DEFAULT 0 NOT NULL,
	"step_ms" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"name" text,
	"email" text,
	"user_agent" text,
	"submission_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visit_answers" ADD CONSTRAINT "visit_answers_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_answers" ADD CONSTRAINT "visit_answers_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_survey_version_fk" FOREIGN KEY ("survey_id","published_version") REFERENCES "public"."survey_versions"("survey_id","version") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_answers_visit_idx" ON "visit_answers" USING btree ("visit_id");--> statement-breakpoint
CREATE INDEX "visit_answers_survey_question_idx" ON "visit_answers" USING btree ("survey_id","question_id");--> statement-breakpoint
CREATE INDEX "visits_survey_version_idx" ON "visits" USING btree ("survey_id","published_version");--> statement-breakpoint
CREATE INDEX "visits_partial_idx" ON "visits" USING btree ("survey_id","updated_at") WHERE submission_id is null and started_at is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "visits_submission_idx" ON "visits" USING btree ("submission_id");