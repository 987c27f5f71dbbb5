DROP INDEX "answers_survey_question_idx";--> statement-breakpoint
CREATE INDEX "answers_survey_question_created_idx" ON "answers" USING btree ("survey_id","question_id","created_at");