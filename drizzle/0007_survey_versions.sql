CREATE TABLE "survey_versions" (
	"survey_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_versions_survey_id_version_pk" PRIMARY KEY("survey_id","version")
);
--> statement-breakpoint
ALTER TABLE "survey_versions" ADD CONSTRAINT "survey_versions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written (drizzle-kit generates only the DDL): versions are immutable once stored.
CREATE FUNCTION "survey_versions_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'A published survey version cannot be changed';
END
$$;--> statement-breakpoint
CREATE TRIGGER "survey_versions_immutable" BEFORE UPDATE ON "survey_versions" FOR EACH ROW EXECUTE FUNCTION "survey_versions_refuse_update"();--> statement-breakpoint
-- Today's data: each published snapshot becomes version 1 and everything answered is attached to it
-- (earlier snapshots were overwritten at each publish, so the live one is the only one left).
INSERT INTO "survey_versions" ("survey_id", "version", "document", "published_at")
SELECT "id", 1, coalesce("published", "draft"), coalesce("published_at", "created_at") FROM "surveys"
WHERE "published" IS NOT NULL OR EXISTS (SELECT 1 FROM "submissions" WHERE "submissions"."survey_id" = "surveys"."id");--> statement-breakpoint
UPDATE "surveys" SET "published_version" = 1 WHERE "published" IS NOT NULL AND "published_version" <> 1;--> statement-breakpoint
UPDATE "submissions" SET "published_version" = 1 WHERE "published_version" <> 1;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_survey_version_fk" FOREIGN KEY ("survey_id","published_version") REFERENCES "public"."survey_versions"("survey_id","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_survey_version_completed_idx" ON "submissions" USING btree ("survey_id","published_version","completed_at");--> statement-breakpoint
ALTER TABLE "answer_stats" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "answer_stats" ALTER COLUMN "version" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "answer_stats" DROP CONSTRAINT "answer_stats_survey_id_question_id_kind_key_pk";--> statement-breakpoint
ALTER TABLE "answer_stats" ADD CONSTRAINT "answer_stats_survey_id_version_question_id_kind_key_pk" PRIMARY KEY("survey_id","version","question_id","kind","key");--> statement-breakpoint
ALTER TABLE "media_views" ADD COLUMN "published_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
DROP INDEX "media_views_survey_item_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "media_views_survey_version_item_idx" ON "media_views" USING btree ("survey_id","published_version","media_item_id");--> statement-breakpoint
ALTER TABLE "voice_comments" ADD COLUMN "published_version" integer DEFAULT 1 NOT NULL;
