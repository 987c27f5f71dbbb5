CREATE TABLE "answer_stats" (
	"survey_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "answer_stats_survey_id_question_id_kind_key_pk" PRIMARY KEY("survey_id","question_id","kind","key")
);
--> statement-breakpoint
ALTER TABLE "answer_stats" ADD CONSTRAINT "answer_stats_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill the running totals from what is already stored (hand-written; drizzle-kit generates only the DDL).
INSERT INTO "answer_stats" SELECT "survey_id", '', 's', '', count(*) FROM "submissions" GROUP BY "survey_id";--> statement-breakpoint
INSERT INTO "answer_stats" SELECT "survey_id", '', 'p', coalesce(lower(nullif("email", '')), lower(nullif("name", '')), "id"::text), count(*) FROM "submissions" GROUP BY 1, 4;--> statement-breakpoint
INSERT INTO "answer_stats" SELECT "survey_id", "question_id", 't', '', count(*) FROM "answers" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "answer_stats" SELECT "survey_id", "question_id", 'n', "numeric_value"::text, count(*) FROM "answers" WHERE "numeric_value" IS NOT NULL GROUP BY 1, 2, 4;--> statement-breakpoint
INSERT INTO "answer_stats" SELECT "survey_id", "question_id", 'c', "choice", count(*) FROM "answers" CROSS JOIN LATERAL unnest("choice_ids") AS "choice" GROUP BY 1, 2, 4;--> statement-breakpoint
INSERT INTO "answer_stats" SELECT "survey_id", "question_id", 'x', '', count(*) FROM "answers" WHERE "text_value" <> '' GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "answer_stats" SELECT "survey_id", "question_id", 'o', '', count(*) FROM "answers" WHERE "other_text" <> '' GROUP BY 1, 2;
