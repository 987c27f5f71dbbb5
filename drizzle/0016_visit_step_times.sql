CREATE TABLE "visit_step_times" (
	"survey_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"step" integer NOT NULL,
	"seconds" integer NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "visit_step_times_survey_id_version_step_seconds_pk" PRIMARY KEY("survey_id","version","step","seconds")
);
--> statement-breakpoint
ALTER TABLE "visit_step_times" ADD CONSTRAINT "visit_step_times_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill from the visits saved so far (the same rounding as the funnel: whole seconds).
INSERT INTO "visit_step_times" ("survey_id", "version", "step", "seconds", "count")
SELECT v."survey_id", v."published_version", e.key::int, round(e.value::numeric / 1000)::int, count(*)
FROM "visits" v CROSS JOIN LATERAL jsonb_each_text(v."step_ms") AS e
GROUP BY 1, 2, 3, 4;
