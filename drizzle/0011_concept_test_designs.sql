CREATE TABLE "variant_assignments" (
	"survey_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"block_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"assigned" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "variant_assignments_survey_id_version_block_id_variant_id_pk" PRIMARY KEY("survey_id","version","block_id","variant_id")
);
--> statement-breakpoint
ALTER TABLE "answer_stats" ADD COLUMN "variant_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "answer_stats" DROP CONSTRAINT "answer_stats_survey_id_version_question_id_kind_key_pk";--> statement-breakpoint
ALTER TABLE "answer_stats" ADD CONSTRAINT "answer_stats_survey_id_version_question_id_kind_key_variant_id_pk" PRIMARY KEY("survey_id","version","question_id","kind","key","variant_id");--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "variant_orders" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "assigned_variants" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "option_orders" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "viewed_variants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "variant_assignments" ADD CONSTRAINT "variant_assignments_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;