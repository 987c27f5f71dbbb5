CREATE TABLE "participant_identities" (
	"survey_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"identity" text NOT NULL,
	CONSTRAINT "participant_identities_survey_id_version_identity_pk" PRIMARY KEY("survey_id","version","identity")
);
--> statement-breakpoint
DROP INDEX "answers_survey_question_created_idx";--> statement-breakpoint
DROP INDEX "submissions_survey_completed_idx";--> statement-breakpoint
ALTER TABLE "participant_identities" ADD CONSTRAINT "participant_identities_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answers_survey_question_created_id_idx" ON "answers" USING btree ("survey_id","question_id","created_at","id");--> statement-breakpoint
CREATE INDEX "answers_other_text_idx" ON "answers" USING btree ("survey_id","question_id","created_at","id") WHERE other_text is not null and other_text <> '';--> statement-breakpoint
CREATE INDEX "submissions_survey_completed_id_idx" ON "submissions" USING btree ("survey_id","completed_at","id");--> statement-breakpoint
-- Hand-written: the participant identities move out of answer_stats (kind p) into their own table,
-- and answer_stats keeps a count of them instead (kind u: per version, and version 0 across versions).
INSERT INTO "participant_identities" ("survey_id", "version", "identity")
SELECT "survey_id", "version", "key" FROM "answer_stats" WHERE "kind" = 'p' AND "question_id" = '' AND "variant_id" = '';--> statement-breakpoint
INSERT INTO "participant_identities" ("survey_id", "version", "identity")
SELECT DISTINCT "survey_id", 0, "key" FROM "answer_stats" WHERE "kind" = 'p' AND "question_id" = '' AND "variant_id" = '';--> statement-breakpoint
INSERT INTO "answer_stats" ("survey_id", "version", "question_id", "kind", "key", "variant_id", "count")
SELECT "survey_id", "version", '', 'u', '', '', count(*) FROM "participant_identities" GROUP BY 1, 2;--> statement-breakpoint
DELETE FROM "answer_stats" WHERE "kind" = 'p';
