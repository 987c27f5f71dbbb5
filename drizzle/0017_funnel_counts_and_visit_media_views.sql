CREATE TABLE "completion_times" (
	"survey_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"seconds" integer NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "completion_times_survey_id_version_seconds_pk" PRIMARY KEY("survey_id","version","seconds")
);
--> statement-breakpoint
CREATE TABLE "visit_funnel_counts" (
	"survey_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"furthest_step" integer NOT NULL,
	"started" boolean NOT NULL,
	"completed" boolean NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "visit_funnel_counts_survey_id_version_furthest_step_started_completed_pk" PRIMARY KEY("survey_id","version","furthest_step","started","completed")
);
--> statement-breakpoint
CREATE TABLE "visit_media_views" (
	"visit_id" uuid NOT NULL,
	"survey_id" uuid NOT NULL,
	"published_version" integer NOT NULL,
	"media_item_id" text NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"engagement_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_media_views_visit_id_published_version_media_item_id_pk" PRIMARY KEY("visit_id","published_version","media_item_id")
);
--> statement-breakpoint
ALTER TABLE "completion_times" ADD CONSTRAINT "completion_times_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_funnel_counts" ADD CONSTRAINT "visit_funnel_counts_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_media_views" ADD CONSTRAINT "visit_media_views_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_media_views_survey_idx" ON "visit_media_views" USING btree ("survey_id","published_version");--> statement-breakpoint
-- Backfill the funnel's visit groups and the completion times from what is stored so far (the
-- same grouping and rounding as the per-request queries they replace). Views before this migration
-- were not kept per visit: a filtered report counts the views recorded from now on.
INSERT INTO "visit_funnel_counts" ("survey_id", "version", "furthest_step", "started", "completed", "count")
SELECT "survey_id", "published_version", "furthest_step", "started_at" IS NOT NULL, "submission_id" IS NOT NULL, count(*)
FROM "visits" GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "completion_times" ("survey_id", "version", "seconds", "count")
SELECT "survey_id", "published_version", round(extract(epoch from "completed_at" - "started_at"))::int, count(*)
FROM "submissions" WHERE "started_at" IS NOT NULL AND "completed_at" >= "started_at" GROUP BY 1, 2, 3;
